// ChartsPanel: three Qt Charts views updated from the document's result.
#include "chartspanel.h"

#include "plandocument.h"
#include "translation.h"
#include "planner.h"
#include "format.h"

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
#include <QValueAxis>

namespace cp::ui {

namespace {

QChartView *viewFor(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont f = chart->legend()->font();
    f.setPointSizeF(8);
    chart->legend()->setFont(f);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(330, 270);
    return view;
}

void fillPie(QPieSeries *pie, const QList<QPair<QString, double>> &parts)
{
    // Same slices in the same order keep their colours: update values in place.
    if (pie->count() != parts.size()) {
        pie->clear();
        for (const auto &[label, v] : parts)
            pie->append(label, v);
    }
    double total = 0;
    for (const auto &part : parts)
        total += std::max(0.0, part.second);
    for (int i = 0; i < parts.size(); ++i) {
        QPieSlice *s = pie->slices().at(i);
        const double v = std::max(0.0, parts[i].second);
        s->setValue(v);
        // Label the slices that carry weight; tiny ones keep their name in the tooltip.
        const double share = total > 0 ? v / total : 0;
        s->setLabel(QStringLiteral("%1 %2 %").arg(parts[i].first).arg(qRound(share * 100)));
        s->setLabelVisible(share >= 0.04);
    }
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
    for (const QString &name : {tr("Weights"), tr("Gradients"), tr("Optimizer states"),
                                tr("Activations"), tr("Other")}) {
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
    m_memoryAxis->setTitleText(tr("GiB per GPU"));
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
    m_memoryChart->legend()->setShowToolTips(true);
    for (QLegendMarker *marker : m_memoryChart->legend()->markers(m_capacity))
        marker->setVisible(false);
    for (QLegendMarker *marker : m_memoryChart->legend()->markers(m_headroom))
        marker->setVisible(false);

    m_timeChart = new QChart;
    m_time = new QPieSeries;
    m_timeChart->addSeries(m_time);
    layout->addWidget(viewFor(m_timeChart), 0, 1);
    m_timeChart->legend()->hide();

    m_scalingChart = new QChart;
    m_scaling = new QLineSeries;
    m_scaling->setName(tr("Training time"));
    m_scaling->setPointsVisible(true);
    m_current = new QScatterSeries;
    m_current->setName(tr("This plan"));
    m_current->setMarkerSize(12);
    m_current->setColor(QColor(0xc6, 0x28, 0x28));
    m_scalingChart->addSeries(m_scaling);
    m_scalingChart->addSeries(m_current);
    m_scalingX = new QLogValueAxis;
    m_scalingX->setBase(2);
    m_scalingX->setLabelFormat(QStringLiteral("%g"));
    m_scalingX->setTitleText(tr("GPUs"));
    m_scalingY = new QLogValueAxis;
    m_scalingY->setBase(10);
    m_scalingY->setLabelFormat(QStringLiteral("%g"));
    m_scalingY->setTitleText(tr("days"));
    m_scalingChart->addAxis(m_scalingX, Qt::AlignBottom);
    m_scalingChart->addAxis(m_scalingY, Qt::AlignLeft);
    for (auto *s : {static_cast<QXYSeries *>(m_scaling), static_cast<QXYSeries *>(m_current)}) {
        s->attachAxis(m_scalingX);
        s->attachAxis(m_scalingY);
    }
    m_scalingChart->setTitle(tr("Training time against GPU count (red: this plan)"));
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

QList<QPointF> ChartsPanel::scalingPoints() const { return m_scaling->points(); }

QStringList ChartsPanel::memoryCategories() const { return m_memoryCategories->categories(); }

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
    const std::vector<AcceleratorFit> fits = ok ? memoryFitByAccelerator(m_doc->plan(), m_doc->catalog())
                                                : std::vector<AcceleratorFit>{};
    QStringList names;
    for (const AcceleratorFit &f : fits) {
        const Accelerator *a = m_doc->catalog().accelerator(f.gpu);
        names << (a ? QString::fromStdString(a->name) : QString::fromStdString(f.gpu));
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
        while (v.size() < n) v << 0.0;
        if (m_memorySets[i]->count() != n) {
            m_memorySets[i]->remove(0, m_memorySets[i]->count());
            m_memorySets[i]->append(v);
        } else {
            for (int k = 0; k < n; ++k) m_memorySets[i]->replace(k, v[k]);
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
    m_memoryX->setRange(-0.5, n - 0.5);
    m_capacity->replace(capLine);
    m_headroom->replace(headLine);
    m_memoryAxis->setRange(0, top * 1.1 + 1);
    const double cap = toGiB(r.capacity);
    m_memoryChart->setTitle(ok ? tr("Memory per GPU: %1 of %2 GiB (%3)<br><small>dashed: capacity "
                                    "and 80 % line</small>")
                                     .arg(loc.toString(toGiB(r.memoryPerGpu), 'f', 1),
                                          loc.toString(cap, 'f', 0),
                                          r.fits ? tr("fits") : tr("does not fit"))
                               : tr("Memory per GPU: the plan cannot be evaluated"));

    const TimeBreakdown &t = r.time;
    const double day = 86400.0;
    fillPie(m_time, {{tr("Compute"), t.compute.value() / day},
                     {tr("Communication"), (t.tensorParallel + t.contextParallel + t.dataParallel
                                            + t.pipelineP2p).value() / day},
                     {tr("Pipeline bubble"), t.pipelineBubble.value() / day},
                     {tr("Data loading"), t.dataLoading.value() / day},
                     {tr("Checkpoints and restarts"), (t.checkpoints + t.failures).value() / day},
                     {tr("Trial runs"), t.experimentation.value() / day}});
    m_timeChart->setTitle(ok ? tr("Training time: %1").arg(formatDuration(r.totalTime, currentLanguage()))
                             : QString());

    // Scaling curve: the same plan on other GPU counts, computed by the planner.
    QList<QPointF> curve;
    if (ok)
        for (const ScalingPoint &pt : scalingCurve(m_doc->plan(), m_doc->catalog()))
            if (pt.fits && pt.total.value() > 0)
                curve.append(QPointF(pt.gpus, pt.total.value() / day));
    m_scaling->replace(curve);
    m_current->replace(ok ? QList<QPointF>{QPointF(r.cluster.gpus, r.totalTime.value() / day)}
                          : QList<QPointF>{});
    double lo = 1e30, hi = 0, xmax = 1;
    for (const QPointF &p : curve + m_current->points()) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
        xmax = std::max(xmax, p.x());
    }
    if (hi > 0) {
        m_scalingY->setRange(lo / 1.5, hi * 1.5);
        m_scalingX->setRange(0.7, xmax * 1.4);
    }

    const CostBreakdown &k = r.cost;
    fillPie(m_cost, {{tr("Compute"), k.compute}, {tr("Storage"), k.storage},
                     {tr("Network"), k.network}, {tr("Power and space"), k.power},
                     {tr("Staff and support"), k.staffSupport}, {tr("Reserve"), k.reserve}});
    const QString lang = currentLanguage();
    QString title = tr("Cost: %1, %2 per month")
                        .arg(formatMoney(r.costTotal, r.currency, lang), formatMoney(r.monthlyCost, r.currency, lang));
    if (m_doc->plan().budget > 0)
        title += tr("<br><small>budget %1: %2</small>")
                     .arg(formatMoney(m_doc->plan().budget, r.currency, lang),
                          r.withinBudget ? tr("within budget") : tr("over budget"));
    m_costChart->setTitle(ok ? title : QString());
}

} // namespace cp::ui
