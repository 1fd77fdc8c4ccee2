// ChartsPanel: three Qt Charts views updated from the document's result.
#include "chartspanel.h"

#include "chartutil.h"

#include "plandocument.h"
#include "translation.h"
#include "planner.h"
#include "format.h"
#include "spantext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QStackedBarSeries>
#include <QGridLayout>
#include <QHorizontalBarSeries>

#include <cmath>
#include <QValueAxis>

namespace cp::ui {

namespace {

using chart::niceCeiling;
using chart::setRange;
using chart::setTitle;

QChartView *viewFor(QChart *c)
{
    // A dashboard of four small charts: axis labels a step smaller than the body text.
    for (QAbstractAxis *axis : c->axes()) {
        QFont labels = axis->labelsFont();
        labels.setPointSizeF(7.5);
        axis->setLabelsFont(labels);
    }
    return chart::viewFor(c, QSize(270, 240));
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

/// The power of `base` at or above v (at or below with `down`): log axes snap to whole
/// decades or doublings.
double snapPower(double v, double base, bool down)
{
    const double e = std::log(v) / std::log(base);
    return std::pow(base, down ? std::floor(e + 1e-9) : std::ceil(e - 1e-9));
}

void fillPie(QPieSeries *pie, const QList<QPair<QString, double>> &parts)
{
    double total = 0;
    for (const auto &part : parts)
        total += std::max(0.0, part.second);
    bool same = pie->count() == parts.size();
    for (int i = 0; same && i < parts.size(); ++i)
        same = pie->slices().at(i)->value() == std::max(0.0, parts[i].second);
    if (same) return;
    // Each QPieSlice::setValue lays the whole pie out again; one new set of slices in the
    // same order (so the same theme colours) costs one layout.
    QList<QPieSlice *> slices;
    for (const auto &[name, value] : parts) {
        const double v = std::max(0.0, value);
        // Label the slices that carry weight; tiny ones keep their name in the tooltip.
        const double share = total > 0 ? v / total : 0;
        auto *slice
            = new QPieSlice(QStringLiteral("%1 %2 %").arg(name).arg(qRound(share * 100)), v);
        slice->setLabelVisible(share >= 0.04);
        slices.append(slice);
    }
    pie->clear();
    pie->append(slices);
}

} // namespace

ChartsPanel::ChartsPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_memoryChart = new QChart;
    auto *bars = new QStackedBarSeries;
    for (const QString &name :
         {tr("Weights"), tr("Gradients"), tr("Optimizer"), tr("Activations"), tr("Other")}) {
        auto *set = new QBarSet(name);
        set->append(0);
        bars->append(set);
        m_memorySets.append(set);
    }
    m_memoryChart->addSeries(bars);
    m_memoryCategories = new QBarCategoryAxis;
    m_memoryCategories->append(QStringLiteral("GPU"));
    m_memoryChart->addAxis(m_memoryCategories, Qt::AlignBottom);
    bars->attachAxis(m_memoryCategories);
    m_memoryAxis = new QValueAxis;
    // No axis title: the chart's title gives the unit, and the legend needs the width.
    m_memoryAxis->setTickCount(6); // steps of a fifth of a nice ceiling: 0, 20, 40 ...
    m_memoryAxis->setLabelFormat(QStringLiteral("%g"));
    m_memoryChart->addAxis(m_memoryAxis, Qt::AlignLeft);
    bars->attachAxis(m_memoryAxis);
    // Capacity and the 80 % line (20 % headroom) across the bar.
    auto *x = new QValueAxis;
    x->setRange(-0.5, 0.5);
    x->setVisible(false);
    m_memoryX = x;
    m_memoryChart->addAxis(x, Qt::AlignTop);
    m_capacity = new QLineSeries;
    m_capacity->setName(tr("Capacity"));
    m_headroom = new QLineSeries;
    m_headroom->setName(tr("80 % (20 % headroom)"));
    QPen dash(Qt::DashLine);
    dash.setColor(QColor(0xb0, 0x00, 0x20));
    dash.setWidth(2);
    m_capacity->setPen(dash);
    dash.setColor(QColor(0xe0, 0x8a, 0x00));
    m_headroom->setPen(dash);
    for (QLineSeries *s : {m_capacity, m_headroom}) {
        m_memoryChart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(m_memoryAxis);
    }
    layout->addWidget(viewFor(m_memoryChart), 0, 0);
    m_memoryChart->legend()->setAlignment(Qt::AlignRight);
    // Accelerator names are the point of the categories: never "H100 ...".
    m_memoryCategories->setTruncateLabels(false);
    {
        QFont legend = m_memoryChart->legend()->font();
        legend.setPointSizeF(7.5);
        m_memoryChart->legend()->setFont(legend);
    }
    m_memoryChart->legend()->setShowToolTips(true);
    for (QLegendMarker *marker : m_memoryChart->legend()->markers(m_capacity))
        marker->setVisible(false);
    for (QLegendMarker *marker : m_memoryChart->legend()->markers(m_headroom))
        marker->setVisible(false);

    // Where the time goes: one horizontal bar per component, in days, so that the small
    // components (bubble, data loading, restarts) stay readable next to compute.
    m_timeChart = new QChart;
    auto *timeSeries = new QHorizontalBarSeries;
    m_time = new QBarSet(tr("Days"));
    const QStringList parts = {tr("Compute"),      tr("Communication"),      tr("Pipeline bubble"),
                               tr("Data loading"), tr("Checkpoint/restart"), tr("Trial runs")};
    for (int i = 0; i < parts.size(); ++i)
        m_time->append(0);
    m_time->setColor(QColor(0x3b, 0x6e, 0xa8));
    m_time->setLabelColor(QColor(0x20, 0x24, 0x2a));
    timeSeries->append(m_time);
    timeSeries->setLabelsVisible(true);
    timeSeries->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    timeSeries->setLabelsFormat(QStringLiteral("@value"));
    timeSeries->setLabelsPrecision(3);
    m_timeChart->addSeries(timeSeries);
    auto *timeParts = new QBarCategoryAxis;
    // Top to bottom in the order of the list: a horizontal bar axis counts from the bottom.
    QStringList reversed(parts.crbegin(), parts.crend());
    timeParts->append(reversed);
    timeParts->setTruncateLabels(false);
    m_timeChart->addAxis(timeParts, Qt::AlignLeft);
    timeSeries->attachAxis(timeParts);
    m_timeAxis = new QValueAxis;
    m_timeAxis->setTitleText(tr("days"));
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_timeAxis->setTickCount(6);
    m_timeChart->addAxis(m_timeAxis, Qt::AlignBottom);
    timeSeries->attachAxis(m_timeAxis);
    layout->addWidget(viewFor(m_timeChart), 0, 1);
    m_timeChart->legend()->hide();

    m_scalingChart = new QChart;
    m_scaling = new QLineSeries;
    m_scaling->setName(tr("Training time"));
    m_scaling->setPointsVisible(true);
    m_current = new QScatterSeries;
    m_current->setName(tr("This plan"));
    m_current->setMarkerSize(9);
    m_current->setColor(QColor(0xc6, 0x28, 0x28));
    m_currentRange = new QLineSeries;
    m_currentRange->setName(tr("Likely range"));
    QPen whiskerPen(QColor(0xc6, 0x28, 0x28));
    whiskerPen.setWidthF(2.0);
    m_currentRange->setPen(whiskerPen);
    m_scalingChart->addSeries(m_scaling);
    m_scalingChart->addSeries(m_currentRange);
    m_scalingChart->addSeries(m_current);
    m_scalingX = new QLogValueAxis;
    m_scalingX->setBase(8); // 1, 8, 64 ... GPUs: a label per power of two would crowd
    m_scalingX->setMinorTickCount(2);
    m_scalingX->setLabelFormat(QStringLiteral("%g"));
    m_scalingX->setTitleText(tr("GPUs"));
    m_scalingY = new QLogValueAxis;
    m_scalingY->setBase(10);
    m_scalingY->setLabelFormat(QStringLiteral("%g"));
    m_scalingY->setTitleText(tr("days"));
    m_scalingChart->addAxis(m_scalingX, Qt::AlignBottom);
    m_scalingChart->addAxis(m_scalingY, Qt::AlignLeft);
    for (auto *s : {static_cast<QXYSeries *>(m_scaling), static_cast<QXYSeries *>(m_currentRange),
                    static_cast<QXYSeries *>(m_current)}) {
        s->attachAxis(m_scalingX);
        s->attachAxis(m_scalingY);
    }
    m_scalingChart->setTitle(tr("Time against GPU count (red: this plan)"));
    layout->addWidget(viewFor(m_scalingChart), 1, 0);
    m_scalingChart->legend()->hide();

    m_costChart = new QChart;
    m_cost = new QPieSeries;
    m_cost->setHoleSize(0.45);
    m_costChart->addSeries(m_cost);
    layout->addWidget(viewFor(m_costChart), 1, 1);
    m_costChart->legend()->hide();

    connect(doc, &PlanDocument::resultChanged, this, &ChartsPanel::update);
    update();
}

QList<QPointF> ChartsPanel::scalingPoints() const
{
    return m_scaling->points();
}

QList<double> ChartsPanel::timeBars() const
{
    QList<double> v;
    for (int i = m_time->count() - 1; i >= 0; --i)
        v.append(m_time->at(i));
    return v;
}

QStringList ChartsPanel::memoryCategories() const
{
    return m_memoryCategories->categories();
}

QList<double> ChartsPanel::memoryBars() const
{
    QList<double> v;
    for (QBarSet *s : m_memorySets)
        v.append(s->at(0));
    return v;
}

void ChartsPanel::update()
{
    const Result &r = m_doc->result();
    const bool ok = m_doc->error().isEmpty();
    const QLocale loc;
    // One stacked bar per accelerator type in the cluster, each with its capacity and 80 %
    // marks (computed by the planner as if the job ran on that type).
    const std::vector<AcceleratorFit> fits
        = ok ? memoryFitByAccelerator(m_doc->plan(), m_doc->catalog())
             : std::vector<AcceleratorFit>{};
    QStringList names;
    for (const AcceleratorFit &f : fits) {
        const Accelerator *a = m_doc->catalog().accelerator(f.gpu);
        // The bar is narrow: "H100 SXM5 80GB", the vendor is in the tooltip and the panel.
        QString name = a ? catalogName(a->name) : QString::fromStdString(f.gpu);
        const QString vendor = a ? QString::fromStdString(a->vendor) + QLatin1Char(' ') : QString();
        if (!vendor.isEmpty() && name.startsWith(vendor)) name.remove(0, vendor.size());
        names << name;
    }
    if (names.isEmpty()) names << QStringLiteral("GPU");
    if (m_memoryCategories->categories() != names) {
        m_memoryCategories->setCategories(names);
    }
    const int n = int(std::max<std::size_t>(1, fits.size()));
    for (int i = 0; i < m_memorySets.size(); ++i) {
        QList<qreal> v;
        for (const AcceleratorFit &f : fits) {
            const Bytes parts[] = {f.memory.weights, f.memory.gradients, f.memory.optimizer,
                                   f.memory.activations, f.memory.other};
            v << toGiB(parts[i]);
        }
        while (v.size() < n)
            v << 0.0;
        if (m_memorySets[i]->count() != n) {
            m_memorySets[i]->remove(0, m_memorySets[i]->count());
            m_memorySets[i]->append(v);
        } else {
            for (int k = 0; k < n; ++k)
                if (m_memorySets[i]->at(k) != v[k]) m_memorySets[i]->replace(k, v[k]);
        }
    }
    QList<QPointF> capLine, headLine;
    double top = 1;
    for (int k = 0; k < int(fits.size()); ++k) {
        const double cap = toGiB(fits[k].capacity);
        top = std::max({top, cap, toGiB(fits[k].memory.total())});
        // Gaps between bars: a NaN-free break is a point pair per bar with a jump between.
        capLine << QPointF(k - 0.45, cap) << QPointF(k + 0.45, cap);
        headLine << QPointF(k - 0.45, 0.8 * cap) << QPointF(k + 0.45, 0.8 * cap);
    }
    setRange(m_memoryX, -0.5, n - 0.5);
    if (m_capacity->points() != capLine) m_capacity->replace(capLine);
    if (m_headroom->points() != headLine) m_headroom->replace(headLine);
    setRangeStable(m_memoryAxis, 0.0, niceCeiling(top * 1.08), 2.0);
    const double cap = toGiB(r.capacity);
    setTitle(m_memoryChart,
             ok ? tr("Memory per GPU: %1 of %2 GiB (%3)<br><small>dashed: capacity "
                     "and 80 % line</small>")
                      .arg(loc.toString(toGiB(r.memoryPerGpu), 'f', 1), loc.toString(cap, 'f', 0),
                           r.fits ? tr("fits") : tr("does not fit"))
                : tr("Memory per GPU: the plan cannot be evaluated"));

    const TimeBreakdown &t = r.time;
    const double day = 86400.0;
    const std::array<double, 6> parts = timeShares(t);
    double longest = 0;
    for (int i = 0; i < 6; ++i) {
        // Days with three significant digits, as labelled: an edit below that changes nothing.
        const double d
            = ok ? QString::number(std::max(0.0, parts[i]) / day, 'g', 3).toDouble() : 0.0;
        longest = std::max(longest, d);
        const int bar = m_time->count() - 1 - i;
        if (m_time->at(bar) != d) m_time->replace(bar, d);
    }
    // Room on the right for the value labels.
    setRangeStable(m_timeAxis, 0.0, niceCeiling(longest * 1.25), 2.0);
    // The likely range on a line of its own: the title must not be cut at the chart's width.
    QString timeTitle
        = tr("Training time: %1").arg(formatDuration(r.totalTime, currentLanguage()))
          + tr("<br><small>likely %1</small>")
                .arg(formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1],
                                         currentLanguage()));
    if (r.calibration.applied)
        timeTitle += tr("<br><small>calibrated from a trial run on %n GPU(s)</small>", nullptr,
                        r.calibration.trialGpus);
    setTitle(m_timeChart, ok ? timeTitle : QString());

    // Scaling curve: the same plan on other GPU counts, computed by the planner.
    QList<QPointF> curve;
    if (ok)
        for (const ScalingPoint &pt : scalingCurve(m_doc->plan(), m_doc->catalog()))
            if (pt.fits && pt.total.value() > 0)
                curve.append(QPointF(pt.gpus, pt.total.value() / day));
    if (m_scaling->points() != curve) m_scaling->replace(curve);
    const QList<QPointF> current
        = ok ? QList<QPointF>{QPointF(r.cluster.gpus, r.totalTime.value() / day)}
             : QList<QPointF>{};
    if (m_current->points() != current) m_current->replace(current);
    // The whisker: this plan's likely range (p10-p90), with caps wide enough to see beside
    // the marker even when the range is narrower than it.
    QList<QPointF> whisker;
    if (ok) {
        const double x = r.cluster.gpus, lo = r.totalTimeRange[0].value() / day,
                     hi = r.totalTimeRange[1].value() / day;
        whisker = {QPointF(x / 1.5, lo), QPointF(x * 1.5, lo), QPointF(x, lo),
                   QPointF(x, hi),       QPointF(x / 1.5, hi), QPointF(x * 1.5, hi)};
    }
    if (m_currentRange->points() != whisker) m_currentRange->replace(whisker);
    double lo = 1e30, hi = 0, xmax = 1;
    for (const QPointF &p : curve + m_current->points() + m_currentRange->points()) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
        xmax = std::max(xmax, p.x());
    }
    if (hi > 0) {
        setRangeStable(m_scalingY, snapPower(lo / 1.2, 10, true), snapPower(hi * 1.2, 10, false),
                       10);
        setRangeStable(m_scalingX, 0.5, snapPower(xmax * 1.3, 2, false), 2);
    }

    const CostBreakdown &k = r.cost;
    fillPie(m_cost, {{tr("Compute"), k.compute},
                     {tr("Storage"), k.storage},
                     {tr("Network"), k.network},
                     {tr("Power and space"), k.power},
                     {tr("Staff and support"), k.staffSupport},
                     {tr("Reserve"), k.reserve}});
    const QString lang = currentLanguage();
    // The total with the span it covers; a span within one month has no separate monthly
    // figure worth a line.
    const QString total = formatMoney(r.costTotal, r.currency, lang);
    QString title = tr("Cost: %1 (%2)").arg(total, costSpanText(r, lang));
    if (r.monthlyCost < r.costTotal * 0.999)
        title += tr("<br><small>%1 per month</small>")
                     .arg(formatMoney(r.monthlyCost, r.currency, lang));
    const QString share = jobShareText(r, lang);
    if (!share.isEmpty()) title += tr("<br><small>%1</small>").arg(share);
    if (r.priceAssumed) title += tr("<br><small>%1</small>").arg(assumedPriceText(r));
    const QString costRange = formatMoneyRange(r.costRange[0], r.costRange[1], r.currency, lang);
    if (!costRange.isEmpty() && costRange != total)
        title += tr("<br><small>likely %1</small>").arg(costRange);
    if (m_doc->plan().budget > 0)
        title += tr("<br><small>budget %1: %2</small>")
                     .arg(formatMoney(m_doc->plan().budget, r.currency, lang),
                          r.withinBudget ? tr("within budget") : tr("over budget"));
    setTitle(m_costChart, ok ? title : QString());
}

} // namespace cp::ui
