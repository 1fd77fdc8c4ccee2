// The chart helpers too long to inline: the analysis panel's stable axes, money units and
// number locale.
#include "chartutil.h"

#include <algorithm>
#include <cmath>

namespace cp::ui::chart {

namespace {

/// Range [0, top] holding `hi` in about `intervals` nice steps, and its tick count.
struct NiceRange
{
    double top = 1;
    int ticks = 2;
};

NiceRange niceRange(double hi, int intervals)
{
    const double step = niceCeiling(hi / intervals);
    const int n = std::max(1, int(std::ceil(hi / step - 1e-9)));
    return {n * step, n + 1};
}

/// Most room an axis keeps over the nice top of what it shows: enough that a small edit
/// does not make it jump, not so much that an edit undone leaves the curves flattened.
constexpr double kAxisSlack = 1.5;

} // namespace

void setAxisTitle(QValueAxis *axis, const QString &title)
{
    if (axis->titleText() != title) axis->setTitleText(title);
}

void setCeilingStable(QValueAxis *axis, double hi)
{
    // Four ticks: a short chart has room for four labels' heights, not six.
    const NiceRange r = niceRange(hi, 3);
    if (axis->min() == 0 && axis->max() >= hi && axis->max() <= kAxisSlack * r.top) return;
    setRange(axis, 0, r.top);
    axis->setTickCount(r.ticks);
    setLabelDecimals(axis, r.top, r.ticks);
}

MoneyUnit axisMoneyUnit(double hi, int intervals, Currency currency, const QString &language)
{
    return moneyUnit(niceRange(hi, intervals).top, currency, language);
}

void setSymmetricStable(QValueAxis *axis, double extent)
{
    const NiceRange r = niceRange(extent, 3);
    if (axis->min() == -axis->max() && axis->max() >= extent
        && axis->max() <= kAxisSlack * r.top)
        return;
    setRange(axis, -r.top, r.top);
    axis->setTickCount(2 * r.ticks - 1);
    setLabelDecimals(axis, r.top, r.ticks);
}

void smallLabels(QValueAxis *axis)
{
    QFont labels = axis->labelsFont();
    labels.setPointSizeF(pt(8));
    axis->setLabelsFont(labels);
}

QLocale locale(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace cp::ui::chart
