// SPDX-License-Identifier: GPL-3.0-or-later
// The chart helpers too long to inline: the analysis panel's stable axes, money units and
// number locale; the charts panel's bars, their labels and its log axes.
#include "charts/chartutil.h"
#include "style/screenfit.h"
#include "style/style.h"

#include <QBarCategoryAxis>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>

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
    double step = niceCeiling(hi / intervals);
    // To one unit and past it, whole steps where one more interval allows them: Qt writes
    // every label with the step's decimals, so 0.5 steps read "-1.0 -0.5 0.0 0.5 1.0" and
    // 2.5 steps "0.0 2.5 5.0 7.5".
    if (std::ceil(hi / step - 1e-9) * step >= 1 - 1e-9
        && std::abs(step - std::round(step)) > 1e-9) {
        for (double whole = 1;; whole = niceCeiling(whole * 1.5)) {
            if (std::ceil(hi / whole - 1e-9) <= intervals + 1) {
                step = whole;
                break;
            }
        }
    }
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
    if (axis->min() == 0 && axis->max() >= hi && axis->max() <= kAxisSlack * r.top) {
        // The range stays (no jump during an edit), but the labels must suit it: a fresh
        // axis keeps Qt's 0 to 1 with its whole-number format, which read "0 0 1 1".
        setLabelDecimals(axis, axis->max(), axis->tickCount());
        return;
    }
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
        && axis->max() <= kAxisSlack * r.top) {
        setLabelDecimals(axis, axis->max(), (axis->tickCount() + 1) / 2);
        return;
    }
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

double snapPower(double v, double base, bool down)
{
    const double e = std::log(v) / std::log(base);
    return std::pow(base, down ? std::floor(e + 1e-9) : std::ceil(e - 1e-9));
}

namespace {
constexpr const char *kWholeTitle = "cpWholeTitle";

void wrapTitle(QChart *chart)
{
    const QString whole = chart->property(kWholeTitle).toString();
    const QMarginsF margins = chart->margins();
    // The title's room: the chart less its margins and a little for Qt's own padding.
    const double width = chart->size().width() - margins.left() - margins.right() - 8;
    QString shown = whole.toHtmlEscaped();
    if (width > 40 && QFontMetricsF(chart->titleFont()).horizontalAdvance(whole) > width)
        shown = wrappedText(whole, chart->titleFont(), width)
                    .toHtmlEscaped()
                    .replace(QLatin1Char('\n'), QLatin1String("<br>"));
    if (chart->title() != shown) chart->setTitle(shown);
}
} // namespace

void setWrappedTitle(QChart *chart, const QString &title)
{
    if (!chart->property(kWholeTitle).isValid())
        QObject::connect(chart, &QChart::geometryChanged, chart, [chart] { wrapTitle(chart); });
    chart->setProperty(kWholeTitle, title);
    wrapTitle(chart);
}

void keepLegendWhole(QChart *chart, Qt::Alignment wide)
{
    const auto place = [chart, wide] {
        QLegend *legend = chart->legend();
        const QFontMetricsF fm(legend->font());
        double row = 0, widest = 0;
        for (QLegendMarker *m : legend->markers())
            if (m->isVisible()) {
                const double w = fm.horizontalAdvance(m->label());
                row += w + 3 * fm.height();
                widest = std::max(widest, w);
            }
        const QMarginsF margins = chart->margins();
        const double room = chart->size().width() - margins.left() - margins.right();
        const Qt::Alignment where = row <= room ? wide : Qt::AlignRight;
        if (legend->alignment() != where) legend->setAlignment(where);
        // A column as wide as its longest name and marker: Qt's own width for it elided
        // "预留实例（1 年）".
        const double least = where == Qt::AlignRight ? widest + 4 * fm.height() : 0;
        if (legend->minimumWidth() != least) legend->setMinimumWidth(least);
    };
    QObject::connect(chart, &QChart::geometryChanged, chart, place);
    place();
}

double roomForLabel(QChart *chart, double longest, const QString &label)
{
    const double plot = chart->plotArea().width();
    QFont font = chart->font();
    for (QAbstractSeries *s : chart->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            if (!bars->barSets().isEmpty()) font = bars->barSets().first()->labelFont();
    const double text = QFontMetricsF(font).horizontalAdvance(label) + 12;
    const double share = plot > 20 ? std::min(0.7, text / plot) : 0.45;
    return longest > 0 ? longest / (1 - share) : 1.0;
}

double roundLike(double v, double largest)
{
    if (!(largest > 0) || !std::isfinite(v)) return 0;
    // Three significant digits of the largest, never fewer than the whole units: a bar of
    // "1,878" dollars reads as the table beside it does, not "1,880".
    const double unit = std::min(1.0, std::pow(10.0, std::floor(std::log10(largest)) - 2));
    return std::round(v / unit) * unit;
}

void setBars(QBarSet *set, const QList<double> &values)
{
    for (int i = 0; i < values.size(); ++i) {
        const int bar = set->count() - 1 - i;
        if (set->at(bar) != values[i]) set->replace(bar, values[i]);
    }
}

QHorizontalBarSeries *partBars(QChart *chart, QBarSet *set, const QStringList &parts,
                               QValueAxis *axis)
{
    auto *series = new QHorizontalBarSeries;
    for (int i = 0; i < parts.size(); ++i)
        set->append(0);
    set->setColor(colour::bar());
    set->setLabelColor(colour::ink());
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    // Values come rounded to three significant digits of the largest (roundLike): enough
    // digits that "2080" never prints as "2.08e+03".
    series->setLabelsPrecision(7);
    chart->addSeries(series);
    auto *names = new QBarCategoryAxis;
    // Top to bottom in the order of the list: a horizontal bar axis counts from the bottom.
    names->append(QStringList(parts.crbegin(), parts.crend()));
    names->setTruncateLabels(false);
    chart->addAxis(names, Qt::AlignLeft);
    series->attachAxis(names);
    // The values are at the bars' ends, with their unit: the value axis only sets the
    // scale, and its room goes to the bars and their names.
    chart->addAxis(axis, Qt::AlignBottom);
    series->attachAxis(axis);
    axis->setVisible(false);
    chart->legend()->hide();
    return series;
}

void EndLabels::attach(QChart *chart, QBarSet *set)
{
    qDeleteAll(m_labels);
    m_labels.clear();
    m_chart = chart;
    m_set = set;
    for (int i = 0; i < set->count(); ++i) {
        auto *label = new QGraphicsSimpleTextItem(chart);
        label->setFont(set->labelFont());
        label->setBrush(set->labelColor());
        label->setZValue(10);
        m_labels << label;
    }
}

void EndLabels::setTexts(const QStringList &topDown)
{
    for (int i = 0; i < m_labels.size(); ++i) {
        const QString text = topDown.value(i);
        if (m_labels[i]->text() != text) m_labels[i]->setText(text);
    }
}

void EndLabels::place()
{
    QAbstractSeries *series = m_chart ? m_chart->series().value(0) : nullptr;
    if (!series) return;
    // Listed top to bottom; the bar axis counts from the bottom.
    for (int i = 0; i < m_labels.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_labels[i];
        const int bar = m_set->count() - 1 - i;
        const QPointF end = m_chart->mapToPosition(QPointF(m_set->at(bar), bar), series);
        const QPointF at(end.x() + 4, end.y() - label->boundingRect().height() / 2);
        if (label->pos() != at) label->setPos(at);
        label->setVisible(!label->text().isEmpty());
    }
}

QStringList EndLabels::texts() const
{
    QStringList out;
    for (const QGraphicsSimpleTextItem *l : m_labels)
        out << l->text();
    return out;
}

QString EndLabels::widest() const
{
    QString label;
    if (!m_set) return label;
    const QFontMetricsF metrics(m_set->labelFont());
    for (const QGraphicsSimpleTextItem *l : m_labels)
        if (metrics.horizontalAdvance(l->text()) > metrics.horizontalAdvance(label))
            label = l->text();
    return label;
}

} // namespace cp::ui::chart
