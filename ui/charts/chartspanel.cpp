// SPDX-License-Identifier: GPL-3.0-or-later
// ChartsPanel: three Qt Charts views updated from the document's result.
#include "charts/chartspanel.h"

#include "charts/chartutil.h"

#include "document/plandocument.h"
#include "report/translation.h"
#include "report/format.h"
#include "report/spantext.h"
#include "style/style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QFontMetricsF>
#include <QLocale>
#include <QStackedBarSeries>
#include <QEvent>
#include <QGridLayout>
#include <QHorizontalBarSeries>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

namespace cp::ui {

namespace {

using chart::niceCeiling;
using chart::partBars;
using chart::roomForLabel;
using chart::roundLike;
using chart::setBars;
using chart::setRange;
using chart::setRangeStable;
using chart::setTitle;
using chart::snapPower;

/// `view` at least `height` tall, once the chart's layout pass is over: a view resized
/// within it left its chart the old size.
void growLater(QWidget *view, int height)
{
    QMetaObject::invokeMethod(
        view,
        [view, height] {
            if (height > view->minimumHeight()) view->setMinimumHeight(height);
        },
        Qt::QueuedConnection);
}

QChartView *viewFor(QChart *c, chart::Edges edges = chart::Edges::Crisp)
{
    // A dashboard of four small charts: axis labels a step smaller than the body text.
    for (QAbstractAxis *axis : c->axes()) {
        QFont labels = axis->labelsFont();
        labels.setPointSizeF(chart::pt(7.5));
        axis->setLabelsFont(labels);
    }
    return chart::viewFor(c, QSize(250, 200), edges);
}

/// A time unit for durations up to `longest` seconds: days, hours or minutes, so that
/// the bars read "6.5 h", never "0.27" days.
struct TimeUnit
{
    double seconds;
    QString name;
};

TimeUnit timeUnitFor(double longest)
{
    const double unit = durationUnitSeconds(longest);
    if (unit == 86400.0) return {unit, ChartsPanel::tr("days")};
    if (unit == 3600.0) return {unit, ChartsPanel::tr("hours")};
    return {unit, ChartsPanel::tr("minutes")};
}

} // namespace

ChartsPanel::ChartsPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_grid = layout;

    m_views << buildMemoryChart();

    // Where the time goes: one horizontal bar per component, in days, hours or minutes by
    // the job's length, so that the small components (bubble, data loading, restarts) stay
    // readable next to compute.
    m_time.chart = chart::newChart();
    m_time.set = new QBarSet(tr("Time"));
    m_time.axis = new QValueAxis;
    partBars(m_time.chart, m_time.set, timePartLabels(), m_time.axis)->setLabelsVisible(false);
    m_time.labels.attach(m_time.chart, m_time.set);
    connect(m_time.set, &QBarSet::hovered, this, [this](bool on, int bar) {
        if (!on) return QToolTip::hideText();
        const double seconds = m_time.set->at(bar) * m_timeUnit;
        QString text = formatDuration(Seconds(seconds), currentLanguage());
        // The communication bar with what it is made of (Report::communicationNote).
        if (bar == 1 && !m_communicationNote.isEmpty())
            text = tr("%1: %2", "a duration, what it is made of").arg(text, m_communicationNote);
        QToolTip::showText(QCursor::pos(), text, this);
    });
    m_time.view = viewFor(m_time.chart);
    m_time.view->setObjectName(QStringLiteral("timeChart"));
    m_time.view->setAccessibleName(tr("Training time by part"));
    m_views << m_time.view;

    m_scalingChart = chart::newChart();
    m_scaling = new QLineSeries;
    m_scaling->setName(tr("Training time"));
    m_scaling->setPointsVisible(true);
    m_current = new QScatterSeries;
    m_current->setName(tr("This plan"));
    m_current->setMarkerSize(9);
    m_current->setColor(colour::thisPlan());
    m_currentRange = new QLineSeries;
    m_currentRange->setName(tr("Likely range"));
    m_currentRange->setPen(line::thisPlanRange());
    m_scalingChart->addSeries(m_scaling);
    m_scalingChart->addSeries(m_currentRange);
    m_scalingChart->addSeries(m_current);
    m_scalingX = new QLogValueAxis;
    m_scalingX->setBase(8); // 1, 8, 64 ... GPUs: a label per power of two would crowd
    m_scalingX->setMinorTickCount(2);
    m_scalingX->setLabelFormat(QStringLiteral("%.0f"));
    m_scalingX->setTitleText(tr("GPUs"));
    m_scalingY = new QLogValueAxis;
    m_scalingY->setBase(10);
    // No vertical axis title (it would read sideways): the unit is in the chart's title.
    m_scalingChart->addAxis(m_scalingX, Qt::AlignBottom);
    m_scalingChart->addAxis(m_scalingY, Qt::AlignLeft);
    for (auto *s : {static_cast<QXYSeries *>(m_scaling), static_cast<QXYSeries *>(m_currentRange),
                    static_cast<QXYSeries *>(m_current)}) {
        s->attachAxis(m_scalingX);
        s->attachAxis(m_scalingY);
    }
    QChartView *scalingView = viewFor(m_scalingChart, chart::Edges::Smooth);
    scalingView->setObjectName(QStringLiteral("scalingChart"));
    scalingView->setAccessibleName(tr("Training time against GPU count"));
    // A curve over three decades needs a plot four labels tall; below that Qt Charts takes
    // the room from the GPU axis and cuts its labels and title to "…" (in Chinese at 200 %,
    // whose two-line title is taller). The view grows to give the plot that height.
    connect(m_scalingChart, &QChart::plotAreaChanged, scalingView,
            [this, scalingView](const QRectF &area) {
                const double least
                    = 4 * QFontMetricsF(m_scalingY->labelsFont()).height() - area.height();
                if (least < 1) return;
                growLater(scalingView, scalingView->height() + int(std::ceil(least)));
            });
    m_views << scalingView;
    m_scalingChart->legend()->hide();

    // Cost by category: bars named on the axis, so every part reads in full in both
    // languages, however small; the amount is at the bar's end and in its tooltip.
    m_cost.chart = chart::newChart();
    m_cost.set = new QBarSet(tr("Cost"));
    m_cost.axis = new QValueAxis;
    QHorizontalBarSeries *costSeries
        = partBars(m_cost.chart, m_cost.set, costCategoryLabels(), m_cost.axis);
    costSeries->setLabelsVisible(false);
    m_cost.labels.attach(m_cost.chart, m_cost.set);
    connect(m_cost.set, &QBarSet::hovered, this, [this](bool on, int bar) {
        if (!on) return QToolTip::hideText();
        const Result &r = m_doc->result();
        const double amount = m_cost.set->at(bar) * m_costScale;
        const double share = r.costTotal > 0 ? amount / r.costTotal : 0;
        QToolTip::showText(QCursor::pos(),
                           tr("%1 (%2 % of the total)")
                               .arg(formatMoney(amount, r.currency, currentLanguage()))
                               .arg(qRound(share * 100)),
                           this);
    });
    m_cost.view = viewFor(m_cost.chart);
    m_cost.view->setObjectName(QStringLiteral("costChart"));
    m_cost.view->setAccessibleName(tr("Cost by category"));
    m_views << m_cost.view;
    for (int i = 0; i < m_views.size(); ++i)
        layout->addWidget(m_views[i], i / m_columns, i % m_columns);

    for (QChart *c : {m_time.chart, m_cost.chart}) {
        connect(c, &QChart::plotAreaChanged, this, &ChartsPanel::fitBarRanges);
        // A title line more or less moves the plot area again: fit after the layout settles.
        connect(c, &QChart::plotAreaChanged, this, [this] {
            if (m_fitQueued) return;
            m_fitQueued = true;
            QMetaObject::invokeMethod(this, &ChartsPanel::fitTitles, Qt::QueuedConnection);
        });
    }
    connect(doc, &PlanDocument::resultChanged, this, &ChartsPanel::update);
    update();
}

void ChartsPanel::fitWidth(int width)
{
    int two = m_grid->spacing();
    for (int i = 0; i < 2; ++i)
        two += m_views[i]->minimumSizeHint().expandedTo(m_views[i]->minimumSize()).width();
    const int columns = width >= two ? 2 : 1;
    if (columns == m_columns) return;
    m_columns = columns;
    for (QWidget *v : std::as_const(m_views))
        m_grid->removeWidget(v);
    for (int i = 0; i < m_views.size(); ++i)
        m_grid->addWidget(m_views[i], i / columns, i % columns);
    for (int r = 0; r < m_views.size(); ++r)
        m_grid->setRowStretch(r, r < (m_views.size() + columns - 1) / columns ? 1 : 0);
    for (int c = 0; c < 2; ++c)
        m_grid->setColumnStretch(c, c < columns ? 1 : 0);
}

ChartsPanel::~ChartsPanel()
{
    // The parent outlives the panel by a moment: its resizes no longer reach this filter.
    if (parentWidget()) parentWidget()->removeEventFilter(this);
}

bool ChartsPanel::event(QEvent *e)
{
    // Put in a scroll area, the panel follows its viewport's width.
    if (e->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    if (e->type() == QEvent::ParentChange && parentWidget()) {
        parentWidget()->installEventFilter(this);
        fitWidth(parentWidget()->width());
    }
    return QWidget::event(e);
}

bool ChartsPanel::eventFilter(QObject *watched, QEvent *e)
{
    if (watched == parentWidget() && e->type() == QEvent::Resize) fitWidth(parentWidget()->width());
    return QWidget::eventFilter(watched, e);
}

/// The memory chart: per GPU type, a stacked bar of weights, gradients, optimizer states,
/// activations and the rest, under the capacity and the 80 % line.
QWidget *ChartsPanel::buildMemoryChart()
{
    m_memoryChart = chart::newChart();
    auto *bars = new QStackedBarSeries;
    for (const QString &name : memoryPartLabels()) {
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
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_memoryChart->addAxis(m_memoryAxis, Qt::AlignLeft);
    bars->attachAxis(m_memoryAxis);
    // A short plot (a small window, 200 %, a title on two lines) has no room for six labels'
    // heights: halves of the ceiling, or its ends alone, where the fifths would crowd.
    connect(m_memoryChart, &QChart::plotAreaChanged, this, [this](const QRectF &area) {
        const double label = QFontMetricsF(m_memoryAxis->labelsFont()).height() * 1.5;
        const int ticks = area.height() >= 6 * label ? 6 : (area.height() >= 3 * label ? 3 : 2);
        if (m_memoryAxis->tickCount() == ticks) return;
        m_memoryAxis->setTickCount(ticks);
        chart::setLabelDecimals(m_memoryAxis, m_memoryAxis->max(), ticks);
    });
    // Capacity and the 80 % line (20 % headroom) across the bar.
    auto *x = new QValueAxis;
    x->setRange(-0.5, 0.5);
    x->setVisible(false);
    m_memoryX = x;
    m_memoryChart->addAxis(x, Qt::AlignTop);
    m_capacity = new QLineSeries;
    m_capacity->setName(tr("Capacity"));
    m_headroom = new QLineSeries;
    m_headroom->setName(tr("80 % of capacity")); // short: a legend entry beside the bars
    m_capacity->setPen(line::capacityLimit());
    m_headroom->setPen(line::headroomLimit());
    for (QLineSeries *s : {m_capacity, m_headroom}) {
        m_memoryChart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(m_memoryAxis);
    }
    // The figure under its label where the two do not fit one line of a narrow chart: each
    // new size starts from one line, and each layout steps on while Qt elides the title.
    connect(m_memoryChart, &QGraphicsWidget::geometryChanged, this, [this] {
        m_memoryTitleForm = 0;
        showMemoryTitle();
    });
    connect(m_memoryChart, &QChart::plotAreaChanged, this, &ChartsPanel::checkMemoryTitle,
            Qt::QueuedConnection);
    QWidget *memoryView = viewFor(m_memoryChart);
    memoryView->setObjectName(QStringLiteral("memoryChart"));
    memoryView->setAccessibleName(tr("Memory per GPU"));
    // The legend beside the bar names seven things: the view is at least as tall as that
    // takes (at 200 %, "Capacity" and "80 %" were dropped off its end, leaving the dashed
    // lines unexplained). Grown once the chart has laid its legend out.
    connect(m_memoryChart, &QChart::plotAreaChanged, memoryView, [this, memoryView] {
        // Qt's legend gives no height for a column of entries, and clips those past its
        // end: the view grows by as much as the last entry reaches past it.
        QLegend *legend = m_memoryChart->legend();
        const qsizetype entries = legend->markers().size();
        qreal reach = 0;
        for (const QGraphicsItem *group : legend->childItems()) {
            if (group->childItems().size() != entries) continue;
            for (const QGraphicsItem *entry : group->childItems())
                reach
                    = std::max(reach, entry->mapRectToItem(legend, entry->boundingRect()).bottom());
        }
        const qreal past = reach - legend->contentsRect().bottom();
        if (past < 1) return;
        growLater(memoryView, memoryView->height() + int(std::ceil(past)));
    });
    memoryView->setToolTip(tr("Dashed lines: the GPU's capacity and 80 % of it (20 % headroom)"));
    m_memoryChart->legend()->setAlignment(Qt::AlignRight);
    // Accelerator names are the point of the categories: never "H100 ...".
    m_memoryCategories->setTruncateLabels(false);
    {
        QFont legend = m_memoryChart->legend()->font();
        legend.setPointSizeF(chart::pt(7.5));
        m_memoryChart->legend()->setFont(legend);
    }
    m_memoryChart->legend()->setShowToolTips(true);
    {
        // Wide enough for the longest part's name beside its marker: never "Activati...".
        const QFontMetricsF fm(m_memoryChart->legend()->font());
        double widest = 0;
        for (QBarSet *set : m_memorySets)
            widest = std::max(widest, fm.horizontalAdvance(set->label()));
        for (const QLineSeries *line : {m_capacity, m_headroom})
            widest = std::max(widest, fm.horizontalAdvance(line->name()));
        m_memoryChart->legend()->setMinimumWidth(widest + fm.height() * 4);
    }
    // The dashed lines are in the legend too, below the parts: a tooltip alone left the red
    // and orange lines unexplained to an audience that reads the chart from a projector.
    return memoryView;
}


/// A breakdown's bars in `unit`s, each rounded as finely as the longest bar reads.
static QList<double> barValues(const std::vector<ReportPart> &parts, double unit)
{
    double longest = 0;
    for (const ReportPart &part : parts)
        longest = std::max(longest, part.amount);
    QList<double> bars;
    for (const ReportPart &part : parts)
        bars << roundLike(std::max(0.0, part.amount) / unit, longest / unit);
    return bars;
}

QList<QPointF> ChartsPanel::scalingPoints() const
{
    return m_scaling->points();
}

/// A bar chart's values from the top bar down, as a reader sees them (a horizontal bar
/// chart draws its first bar at the bottom).
static QList<double> topDown(const QBarSet *set)
{
    QList<double> v;
    for (int i = set->count() - 1; i >= 0; --i)
        v.append(set->at(i));
    return v;
}

QList<double> ChartsPanel::timeBars() const
{
    return topDown(m_time.set);
}

void ChartsPanel::fitBarRanges()
{
    // Room on the right of the longest bar for its label, whatever the chart's width.
    for (PartChart *bars : {&m_time, &m_cost}) {
        double longest = 0;
        for (int i = 0; i < bars->set->count(); ++i)
            longest = std::max(longest, bars->set->at(i));
        // Room for the widest of the figures drawn at the bars' ends.
        setRangeStable(bars->axis, 0.0, roomForLabel(bars->chart, longest, bars->labels.widest()),
                       1.15);
        bars->labels.place();
    }
}

QStringList ChartsPanel::costLabels() const
{
    return m_cost.labels.texts();
}

QStringList ChartsPanel::timeLabels() const
{
    return m_time.labels.texts();
}

QString ChartsPanel::costDetails() const
{
    return m_cost.view->toolTip();
}

QList<double> ChartsPanel::costBars() const
{
    return topDown(m_cost.set);
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
    const Report &rep = m_doc->report();
    const QLocale loc;
    // Bar labels ("@value 元") group their digits as the titles do ("2,000 元").
    for (QChart *c : {m_time.chart, m_cost.chart}) {
        c->setLocalizeNumbers(true);
        c->setLocale(chart::locale(currentLanguage()));
    }
    // One stacked bar per accelerator type in the cluster, each with its capacity and 80 %
    // marks (computed by the planner as if the job ran on that type).
    const std::vector<AcceleratorFit> fits
        = ok ? m_doc->projectReport().fits : std::vector<AcceleratorFit>{};
    QStringList names;
    for (const AcceleratorFit &f : fits) {
        const Accelerator *a = m_doc->catalog().accelerator(f.gpu);
        // The bar is narrow: "H100 SXM5 80GB", the vendor and a market note ("(China)",
        // "（面向中国市场）") are in the tooltip and the panel. On lines of at most eleven
        // characters ("H100 SXM5" over "80GB", "GeForce RTX" over "4090 D 24GB"): a bar is narrower
        // than the name, and a third line would take the plot's height.
        const QString name
            = a ? acceleratorBoxName(a->name, a->vendor) : QString::fromStdString(f.gpu);
        QStringList lines;
        for (const QString &word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!lines.isEmpty() && lines.last().size() + 1 + word.size() <= 11)
                lines.last() += QLatin1Char(' ') + word;
            else
                lines << word;
        }
        names << lines.join(QStringLiteral("<br>"));
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
    // Without a plan to show, an empty axis of a common card's scale (not 0 to 2 GiB in
    // halves that read "2, 2, 1, 1, 0").
    double top = ok ? 1 : 80;
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
    setRangeStable(m_memoryAxis, 0.0, niceCeiling(top * 1.08), 1.3);
    m_memoryTitle
        = ok ? QStringList{rep.memoryPerGpu.label, rep.memoryPerGpu.value, rep.memoryPerGpu.note}
             : QStringList{};
    showMemoryTitle();

    const TimeUnit unit = timeUnitFor(ok ? r.totalTime.value() : 0.0);
    m_timeUnit = unit.seconds;
    setBars(m_time.set, ok ? barValues(rep.timeParts, unit.seconds) : QList<double>(6, 0.0));
    // Each part in the total's unit, or the next smaller one where it is less than one of
    // it ("33.7 d" beside "4.3 h"; four hours of checkpoints read "0.2 d"), never a third.
    // A part that takes no time says so: an empty row read as a figure left out.
    QStringList timeTexts;
    for (const ReportPart &part : rep.timeParts)
        timeTexts << (!ok ? QString()
                      : part.amount > 0
                          ? formatDurationPart(Seconds(part.amount), r.totalTime, currentLanguage())
                          : tr("none", "a part of the training time"));
    m_time.labels.setTexts(timeTexts);
    m_communicationNote = ok ? rep.communicationNote : QString();

    // Each detail on a line of its own: the title must not be cut at the chart's width.
    m_time.title.head = ok ? tr("Training time: %1").arg(rep.totalTime.value) : QString();
    m_time.title.details.clear();
    if (ok) {
        if (!rep.allowance.isEmpty()) m_time.title.details << rep.allowance;
        if (r.calibration.applied)
            m_time.title.details << tr("calibrated from a trial run on %n GPU(s)", nullptr,
                                      r.calibration.trialGpus);
        if (!rep.totalTime.range.isEmpty())
            m_time.title.details << tr("likely %1").arg(rep.totalTime.range);
    }
    showTitle(m_time);

    updateScaling(ok, unit.seconds, unit.name);

    double largestCost = 0;
    for (const ReportPart &part : rep.costParts)
        largestCost = std::max(largestCost, part.amount);
    // The bars are in the largest one's unit (their lengths and tooltips), and so are their
    // labels in Chinese: "2.49 万元" above "245 元" read as two styles in one card.
    const QString lang0 = currentLanguage();
    const MoneyUnit money = moneyUnit(largestCost, r.currency, lang0);
    m_costScale = money.scale;
    setBars(m_cost.set, ok ? barValues(rep.costParts, money.scale) : QList<double>(6, 0.0));
    // A rented cluster's network, power and space are in its hourly price, as the proposal
    // says: an empty row read as a part left out of the cost. One word, which the card has
    // room for beside the bar's name ("included in the rented price" was cut at its edge).
    QStringList costTexts;
    for (std::size_t i = 0; i < rep.costParts.size(); ++i) {
        const double amount = ok ? rep.costParts[i].amount : 0.0;
        const bool included = ok && inRentedPrice(m_doc->plan(), CostCategory(i));
        costTexts << (amount > 0 ? formatMoneyPart(amount, r.costTotal, r.currency, lang0)
                      : included ? tr("included", "a cost bar: in the rented price")
                                 : QString());
    }
    m_cost.labels.setTexts(costTexts);
    // The parts as the report names them: compute says where it holds CPU nodes, or its
    // bar over the GPU-hours read as a dearer GPU rate than the list's.
    if (ok) {
        QStringList names = costCategoryLabels();
        // Short: "Compute (GPU and CPU nodes)" was wider than the names' room, and on two
        // lines taller than a bar's.
        if (r.cluster.cpuNodes > 0)
            names.front() = tr("Compute + CPU", "a cost bar's name: GPUs and CPU nodes");
        std::reverse(names.begin(), names.end()); // a horizontal bar axis counts from the bottom
        for (QAbstractAxis *a : m_cost.chart->axes(Qt::Vertical))
            if (auto *c = qobject_cast<QBarCategoryAxis *>(a); c && c->categories() != names)
                c->setCategories(names);
    }
    fitBarRanges();
    // Short lines: a title wider than the chart is cut, in Chinese above all. The span is
    // said under the total; the job's share, the monthly figure and an assumed price are in
    // the chart's tooltip (a span within one month has no monthly figure worth a line).
    m_cost.title.head = ok ? tr("Cost: %1").arg(rep.totalCost.value) : QString();
    m_cost.title.details.clear();
    if (ok) m_cost.title.details << rep.costSpanShort;
    if (ok && !rep.costSpanUse.isEmpty()) m_cost.title.details << rep.costSpanUse;
    QStringList details;
    if (!rep.monthlyCost.value.isEmpty())
        details << tr("%1 per month").arg(rep.monthlyCost.value);
    for (const QString &more : {rep.jobShare, rep.assumedPrice})
        if (!more.isEmpty()) details << more;
    // The likely range before the budget's verdict, which the status bar also states: in
    // Chinese at 1366 x 768 the title has room for one of them, and the range is the time
    // chart's second line too.
    if (ok && !rep.totalCost.range.isEmpty())
        m_cost.title.details << tr("likely %1").arg(rep.totalCost.range);
    if (ok && !rep.totalCost.note.isEmpty()) m_cost.title.details << rep.totalCost.note;
    m_cost.title.tip = ok ? details.join(QLatin1Char('\n')) : QString();
    showTitle(m_cost);
}

/// The scaling curve (the same plan on other GPU counts), this plan's point and its likely
/// range, on log axes whose labels stay readable, in the time chart's unit.
void ChartsPanel::updateScaling(bool ok, double unitSeconds, const QString &unitName)
{
    const Result &r = m_doc->result();
    // Scaling curve: the same plan on other GPU counts, computed by the planner.
    QList<QPointF> curve;
    if (ok)
        for (const ScalingPoint &pt : m_doc->projectReport().scaling)
            if (pt.fits && pt.total.value() > 0)
                curve.append(QPointF(pt.gpus, pt.total.value() / unitSeconds));
    if (m_scaling->points() != curve) m_scaling->replace(curve);
    const QList<QPointF> current
        = ok ? QList<QPointF>{QPointF(r.cluster.gpus, r.totalTime.value() / unitSeconds)}
             : QList<QPointF>{};
    if (m_current->points() != current) m_current->replace(current);
    // The whisker: this plan's likely range (p10-p90), with caps wide enough to see beside
    // the marker even when the range is narrower than it.
    QList<QPointF> whisker;
    if (ok) {
        const double x = r.cluster.gpus, lo = r.totalTimeRange[0].value() / unitSeconds,
                     hi = r.totalTimeRange[1].value() / unitSeconds;
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
        // At most five labels across: powers of 8 up to 4,096 GPUs, of 64 beyond (a label
        // per power of 8 crowded to "40…" and "32…" on a 16,000-GPU cluster).
        const double base = m_scalingX->max() > 8 * 4096 ? 64 : 8;
        if (m_scalingX->base() != base) m_scalingX->setBase(base);
        // Decades read "0.1, 1, 10, 100" (%g never writes an exponent between 10^-4 and
        // 10^6); beyond, fixed decimals.
        const bool plain = m_scalingY->min() >= 1e-4 && m_scalingY->max() < 1e6;
        const int decimals = std::clamp(int(-std::floor(std::log10(m_scalingY->min()) + 1e-9)), 0, 6);
        const QString format
            = plain ? QStringLiteral("%g") : QStringLiteral("%.%1f").arg(decimals);
        if (m_scalingY->labelFormat() != format) m_scalingY->setLabelFormat(format);
    }
    setTitle(m_scalingChart, tr("Time (%1) by GPU count<br><small>red: this plan, likely "
                                "range</small>")
                                 .arg(unitName));
}

void ChartsPanel::showTitle(PartChart &bars)
{
    QChart *chart = bars.chart;
    QWidget *view = bars.view;
    FittedTitle &title = bars.title;
    title.shown = std::clamp(title.shown, 0, int(title.details.size()));
    setTitle(chart, packedTitle(bars, title.shown).join(QStringLiteral("<br>")));
    QStringList tip = title.details.mid(title.shown);
    if (!title.tip.isEmpty()) tip << title.tip;
    const QString joined = tip.join(QLatin1Char('\n'));
    if (view && view->toolTip() != joined) view->setToolTip(joined);
}

QStringList ChartsPanel::packedTitle(const PartChart &bars, int count) const
{
    // Details that fit the chart's width beside the headline or beside one another share
    // its line ("Cost: $2.38M · job 51 d"): Chinese, whose lines are taller, had room under
    // the bars for no line of its own.
    QTextDocument measure;
    measure.setDefaultFont(bars.chart->titleFont());
    measure.setDocumentMargin(0);
    // The room Qt gives the title: the chart less its margins and its background's.
    const QMargins m = bars.chart->margins();
    const double width = bars.chart->size().width() - m.left() - m.right() - 36;
    auto fits = [&](const QString &html) {
        measure.setHtml(html);
        return measure.idealWidth() <= width;
    };
    const QString small = QStringLiteral("<small>%1</small>");
    const QString dot = tr(" · ", "between a chart title's details");
    QStringList lines{bars.title.head};
    for (int i = 0; i < count && i < bars.title.details.size(); ++i) {
        const QString detail = bars.title.details[i].toHtmlEscaped();
        const QString joined
            = lines.size() == 1
                  ? QString(lines.last() + small.arg(dot + detail))
                  : QString(lines.last().chopped(8) + dot + detail + QStringLiteral("</small>"));
        if (fits(joined))
            lines.last() = joined;
        else
            lines << small.arg(detail);
    }
    return lines;
}

void ChartsPanel::showMemoryTitle()
{
    if (m_memoryTitle.size() != 3) {
        setTitle(m_memoryChart, tr("Memory per GPU: the plan cannot be evaluated"));
        return;
    }
    // Qt elides a title wider than its room from the end, into the figure: the title on
    // more lines instead (checkMemoryTitle steps on while Qt elides), the figure under its
    // label, then the note at its colon.
    const QString label = m_memoryTitle[0].toHtmlEscaped(),
                  value = m_memoryTitle[1].toHtmlEscaped(), note = m_memoryTitle[2].toHtmlEscaped();
    QString brokenNote = note;
    for (const QString &colon : {QStringLiteral(": "), QStringLiteral("："), QStringLiteral("，")})
        if (const qsizetype at = note.lastIndexOf(colon); at > 0) {
            brokenNote = note.left(at + colon.trimmed().size()) + QStringLiteral("<br>")
                         + note.mid(at + colon.size());
            break;
        }
    const QStringList forms = {
        tr("%1: %2").arg(label, value) + QStringLiteral("<br><small>%1</small>").arg(note),
        label + QStringLiteral("<br>") + value + QStringLiteral("<br><small>%1</small>").arg(note),
        label + QStringLiteral("<br>") + value
            + QStringLiteral("<br><small>%1</small>").arg(brokenNote)};
    setTitle(m_memoryChart, forms.value(std::clamp(m_memoryTitleForm, 0, 2)));
}

void ChartsPanel::checkMemoryTitle()
{
    if (m_memoryTitle.size() != 3 || m_memoryTitleForm >= 2) return;
    // The title as Qt drew it: a text item of the chart that begins with the label.
    QList<QGraphicsItem *> items = m_memoryChart->childItems();
    for (qsizetype i = 0; i < items.size(); ++i) {
        items += items[i]->childItems();
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(items[i]);
        if (!text) continue;
        const QString drawn = text->toPlainText();
        if (!drawn.startsWith(m_memoryTitle[0])) continue;
        if (drawn.contains(QLatin1String("...")) || drawn.contains(QChar(0x2026))) {
            ++m_memoryTitleForm;
            showMemoryTitle();
        }
        return;
    }
}

void ChartsPanel::fitTitles()
{
    m_fitQueued = false;
    for (PartChart *bars : {&m_time, &m_cost}) {
        QChart *chart = bars->chart;
        FittedTitle *title = &bars->title;
        QBarCategoryAxis *names = nullptr;
        for (QAbstractAxis *a : chart->axes(Qt::Vertical))
            if (auto *c = qobject_cast<QBarCategoryAxis *>(a)) names = c;
        if (!names) continue;
        // The height Qt gives each name: a text item in the axis font, margins included.
        QGraphicsTextItem item;
        item.setFont(names->labelsFont());
        item.setHtml(QStringLiteral("Xg"));
        const double need = names->count() * item.boundingRect().height();
        QTextDocument line;
        line.setDefaultFont(chart->titleFont());
        line.setHtml(QStringLiteral("<small>Xg</small>"));
        line.setDocumentMargin(0);
        const double lineHeight = line.size().height();
        const double room = chart->plotArea().height();
        const int shown = std::min(title->shown, int(title->details.size()));
        // One more detail that joins a line already shown takes no room.
        const bool addsLine
            = packedTitle(*bars, shown + 1).size() > packedTitle(*bars, shown).size();
        if (room < need && shown > 0) {
            title->shown = shown - 1;
            showTitle(*bars);
        } else if (shown < title->details.size()
                   && (!addsLine || room - 1.5 * lineHeight >= need)) {
            title->shown = shown + 1;
            showTitle(*bars);
            // A detail that joined a line moves no plot area, and no plotAreaChanged asks
            // for the next: the Chinese cost card stopped at "· 训练时长 32 小时", its likely
            // range and budget never shown.
            if (!addsLine && !m_fitQueued) {
                m_fitQueued = true;
                QMetaObject::invokeMethod(this, &ChartsPanel::fitTitles, Qt::QueuedConnection);
            }
        }
    }
}

} // namespace cp::ui
