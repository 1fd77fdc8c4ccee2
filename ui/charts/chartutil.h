// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers of the chart panels: setters that touch a chart only when the value changes
// (each setter re-lays out its chart), nice and stable axis bounds, bars, and the view style.
#pragma once

#include "report/format.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>

#include "style/imageexport.h"
#include "style/style.h"
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QFont>
#include <QLegend>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

class QHorizontalBarSeries;

namespace cp::ui::chart {

/// How much more the charts' text grows than the application's: 1, or more in
/// presentation mode on a laptop, where the form keeps its size and the charts (what the
/// audience reads) grow instead. MainWindow sets it before the panels are rebuilt.
inline double &emphasis()
{
    static double value = 1.0;
    return value;
}

/// Chart text grows with the application's font: 1 normally, more in presentation mode
/// (MainWindow sets the application font and the emphasis; the panels are rebuilt).
inline double fontScale()
{
    const double font = QApplication::font().pointSizeF();
    return (font > 0 ? font / 9.0 : 1.0) * emphasis();
}

/// A chart font size in points, scaled with the application's font.
inline double pt(double points)
{
    // Charts grow by half as much as the text around them: a chart is already drawn to be
    // read, and its titles and names must still fit the panel's share of a laptop screen.
    return points * (1.0 + 0.5 * std::max(0.0, fontScale() - 1.0));
}

inline void setTitle(QChart *chart, const QString &title)
{
    if (chart->title() != title) chart->setTitle(title);
}

/// Sets a plain-text title that wraps onto more lines where the chart is narrower than it,
/// now and as the chart is resized: Qt elides a title that does not fit ("Cumulative cost
/// by month at 100 % utilizatio..." in a narrow column).
void setWrappedTitle(QChart *chart, const QString &title);

template<typename Axis>
void setRange(Axis *axis, double lo, double hi)
{
    // A log axis hands back its bounds through log and pow: compare to a relative epsilon.
    const auto same = [](double a, double b) {
        return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
    };
    if (!same(axis->min(), lo) || !same(axis->max(), hi)) axis->setRange(lo, hi);
}

// Every setter re-lays out its chart (a title is rich text, an axis measures its labels, a
// pie slice recomputes the whole pie), so each is called only when the value differs: a
// live edit then costs what it changes, not the whole panel.

/// Sets [lo, hi] unless the axis already shows it with at most `slack` times more room at
/// either end: an axis that jumps on every edit is hard to read, and costs a relayout.
template<typename Axis>
void setRangeStable(Axis *axis, double lo, double hi, double slack)
{
    const double eps = 1e-9;
    const bool holds
        = axis->min() <= lo * (1 + eps) && axis->max() >= hi * (1 - eps)
          && (lo <= 0 ? axis->min() >= lo * slack - eps : axis->min() * slack >= lo * (1 - eps))
          && axis->max() <= hi * slack * (1 + eps);
    if (!holds) setRange(axis, lo, hi);
}

/// A "nice" number at or above v: 1, 2, 2.5 or 5 times a power of ten.
inline double niceCeiling(double v)
{
    if (!(v > 0) || !std::isfinite(v)) return 1;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * p >= v * (1 - 1e-9)) return m * p;
    return 10 * p;
}

/// Axis labels with as many decimals as a tick step up to `hi` needs, never "1e+06".
template<typename Axis>
void setLabelDecimals(Axis *axis, double hi, int ticks)
{
    // As many decimals as the step needs to be written exactly: 0.25 steps read "0.25",
    // not "0.3".
    const double step = hi / std::max(1, ticks - 1);
    int decimals = 0;
    if (step > 0 && std::isfinite(step)) {
        decimals = std::clamp(int(-std::floor(std::log10(step))), 0, 6);
        while (decimals < 6) {
            const double scaled = step * std::pow(10.0, decimals);
            if (std::abs(scaled - std::round(scaled)) < 1e-6 * scaled) break;
            ++decimals;
        }
    }
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    if (axis->labelFormat() != format) axis->setLabelFormat(format);
}

/// How a chart's lines are drawn: bars and level rules crisp on the pixel grid (smoothing
/// only blurs them, and doubles an edit's paint time), curves and markers smoothed.
enum class Edges { Crisp, Smooth };

/// A new chart in the desktop's colours: Qt's dark theme on a dark palette (set before any
/// series or axis, which take its colours as they are added; the bars, curves and labels
/// the app colours itself keep their own).
inline QChart *newChart()
{
    auto *chart = new QChart;
    if (colour::dark()) chart->setTheme(QChart::ChartThemeDark);
    return chart;
}

/// A view on `chart` without animation, the legend at the bottom in a small font.
inline QChartView *viewFor(QChart *chart, QSize minimum, Edges edges)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont f = chart->legend()->font();
    f.setPointSizeF(pt(8));
    chart->legend()->setFont(f);
    QFont title = chart->titleFont();
    title.setPointSizeF(pt(9));
    chart->setTitleFont(title);
    for (QAbstractSeries *series : chart->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets()) {
                QFont label = set->labelFont();
                label.setPointSizeF(pt(8));
                set->setLabelFont(label);
            }
    for (QAbstractAxis *axis : chart->axes()) {
        QFont axisTitle = axis->titleFont();
        axisTitle.setPointSizeF(pt(8.5));
        axis->setTitleFont(axisTitle);
    }
    auto *view = new QChartView(chart);
    // A chart's few dozen items move on every edit: keeping a BSP tree of them up to date
    // cost more than it saves.
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->setRenderHint(QPainter::Antialiasing, edges == Edges::Smooth);
    view->setMinimumSize(minimum);
    addImageExport(view, QStringLiteral("chart")); // for slides: copy, PNG, SVG
    return view;
}

// The analysis panel's axes (chartutil.cpp).

/// Sets the axis title, only when it differs.
void setAxisTitle(QValueAxis *axis, const QString &title);

/// Keeps [0, max] while it holds `hi` with at most 1.5 times the room of its nice top: an
/// axis that jumps on every edit is hard to read.
void setCeilingStable(QValueAxis *axis, double hi);

/// The same for a range symmetric around zero (the tornado's base in the middle).
void setSymmetricStable(QValueAxis *axis, double extent);

/// The money unit for an axis up to `hi`: that of the axis' nice top, so that its labels
/// stay short ("-10 … 10 ¥K", not "-10000 … 10000 ¥").
MoneyUnit axisMoneyUnit(double hi, int intervals, Currency currency, const QString &language);

/// Tick labels in the charts' small font.
void smallLabels(QValueAxis *axis);

/// The locale a chart writes its numbers in: Chinese or American English.
QLocale locale(const QString &language);

// The charts panel's bars and log axes (chartutil.cpp).

/// The power of `base` at or above v (at or below with `down`): log axes snap to whole
/// decades or doublings.
double snapPower(double v, double base, bool down);

/// The value axis top for bars up to `longest` whose end label reads `label`: room on
/// the right for the label, or Qt draws it over the bar.
double roomForLabel(QChart *chart, double longest, const QString &label);

/// Keeps the legend of `chart` whole: at `wide` (a row) where its names fit the chart's
/// width in a row, else beside the plot at the right, a column. Qt elides each name of a
/// row that is too narrow ("Pay-as-...", two reserved terms read alike in Chinese).
void keepLegendWhole(QChart *chart, Qt::Alignment wide);

/// `v` to three significant digits of `largest`, never fewer than its whole units: bars and
/// their labels agree, "1,878" reads as the table beside it, and a part a thousand times
/// smaller than the largest reads 0, not "2.78e-05".
double roundLike(double v, double largest);

/// Sets the bars of `set` (listed top to bottom; a horizontal bar axis counts from the
/// bottom), touching only those that changed.
void setBars(QBarSet *set, const QList<double> &values);

/// One horizontal bar per part, labelled by category on the left and by value at the end.
QHorizontalBarSeries *partBars(QChart *chart, QBarSet *set, const QStringList &parts,
                               QValueAxis *axis);

/// Each bar's figure as the tables write it, at the end of a horizontal bar, top to bottom
/// ("$2.14M" beside "$578", "33.7 d" beside "4.3 h", "51 d" where the table says 51 d):
/// Qt's bar labels share one number format in the axis' unit, which read "$0.01K", "0.2"
/// days or "50.5" beside a table's "51 d".
class EndLabels
{
public:
    /// Labels for the bars `set` has now, in `chart` (replacing any from before).
    void attach(QChart *chart, QBarSet *set);
    void setTexts(const QStringList &topDown);
    /// Moves each label to its bar's end: after new values, a new range or a resize.
    void place();
    QStringList texts() const;
    /// The widest text, which the value axis leaves room for (roomForLabel).
    QString widest() const;

private:
    QChart *m_chart = nullptr;
    QBarSet *m_set = nullptr;
    QList<QGraphicsSimpleTextItem *> m_labels;
};

} // namespace cp::ui::chart
