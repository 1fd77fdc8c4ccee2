// ChartsPanel: three Qt Charts views updated from the document's result.
#include "chartspanel.h"

#include "plandocument.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace cp::ui {

namespace {

QChartView *viewFor(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignRight);
    QFont f = chart->legend()->font();
    f.setPointSizeF(8);
    chart->legend()->setFont(f);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(230);
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
    for (int i = 0; i < parts.size(); ++i) {
        pie->slices().at(i)->setLabel(parts[i].first);
        pie->slices().at(i)->setValue(std::max(0.0, parts[i].second));
    }
}

} // namespace

ChartsPanel::ChartsPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *layout = new QVBoxLayout(this);

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
    auto *cats = new QBarCategoryAxis;
    cats->append(QStringLiteral("GPU"));
    m_memoryChart->addAxis(cats, Qt::AlignBottom);
    bars->attachAxis(cats);
    m_memoryAxis = new QValueAxis;
    m_memoryAxis->setTitleText(tr("GiB per GPU"));
    m_memoryChart->addAxis(m_memoryAxis, Qt::AlignLeft);
    bars->attachAxis(m_memoryAxis);
    // Capacity and the 80 % line (20 % headroom) across the bar.
    auto *x = new QValueAxis;
    x->setRange(-0.5, 0.5);
    x->setVisible(false);
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
    layout->addWidget(viewFor(m_memoryChart));
    m_memoryChart->legend()->setShowToolTips(true);

    m_timeChart = new QChart;
    m_time = new QPieSeries;
    m_timeChart->addSeries(m_time);
    layout->addWidget(viewFor(m_timeChart));

    m_costChart = new QChart;
    m_cost = new QPieSeries;
    m_cost->setHoleSize(0.45);
    m_costChart->addSeries(m_cost);
    layout->addWidget(viewFor(m_costChart));

    connect(doc, &PlanDocument::resultChanged, this, &ChartsPanel::update);
    update();
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
    const double values[] = {toGiB(r.memory.weights), toGiB(r.memory.gradients),
                             toGiB(r.memory.optimizer), toGiB(r.memory.activations),
                             toGiB(r.memory.other)};
    for (int i = 0; i < m_memorySets.size(); ++i)
        m_memorySets[i]->replace(0, ok ? values[i] : 0.0);
    const double cap = toGiB(r.capacity);
    m_capacity->replace({QPointF(-0.5, cap), QPointF(0.5, cap)});
    m_headroom->replace({QPointF(-0.5, 0.8 * cap), QPointF(0.5, 0.8 * cap)});
    m_memoryAxis->setRange(0, std::max(cap, toGiB(r.memoryPerGpu)) * 1.1 + 1);
    m_memoryChart->setTitle(ok ? tr("Memory per GPU: %1 of %2 GiB (%3)")
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
    m_timeChart->setTitle(ok ? tr("Training time: %1 days").arg(loc.toString(r.totalTime.value() / day, 'f', 1))
                             : QString());

    const CostBreakdown &k = r.cost;
    fillPie(m_cost, {{tr("Compute"), k.compute}, {tr("Storage"), k.storage},
                     {tr("Network"), k.network}, {tr("Power and space"), k.power},
                     {tr("Staff and support"), k.staffSupport}, {tr("Reserve"), k.reserve}});
    const QString cur = QString::fromLatin1(currencyName(r.currency));
    QString title = tr("Cost: %1 %2").arg(cur, loc.toString(r.costTotal, 'f', 0));
    if (m_doc->plan().budget > 0)
        title += tr(" (budget %1, %2)")
                     .arg(loc.toString(m_doc->plan().budget, 'f', 0),
                          r.withinBudget ? tr("within") : tr("over"));
    m_costChart->setTitle(ok ? title : QString());
}

} // namespace cp::ui
