// SPDX-License-Identifier: GPL-3.0-or-later
// CostOverTimeChart: the project report's cost over months of the shown scenario as one curve
// per pricing mode, at the plan's utilization over its amortization period (both undoable
// edits of the plan, so that the proposal says what the dock shows).
#include "charts/costovertimechart.h"

#include "charts/chartutil.h"
#include "dialogs/demanddialog.h"
#include "document/editcommand.h"
#include "model/geometry.h"

#include "report/format.h"
#include "document/plandocument.h"
#include "report/translation.h"
#include "style/style.h"
#include "style/wrappingrow.h"

#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::ui {

namespace {

constexpr std::array<Pricing, 4> kCloudModes
    = {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot};

// As in ChartsPanel: every setter re-lays out its chart, so call it only on a change.
using chart::setAxisTitle;
using chart::setRange;
using chart::setWrappedTitle;

/// The purchase curve at a fractional month, linear between whole months as the
/// break-even month itself is.
double interpolate(const std::vector<double> &curve, double month)
{
    if (curve.empty()) return 0;
    const int k = std::clamp(int(std::floor(month)), 0, int(curve.size()) - 1);
    if (k + 1 >= int(curve.size())) return curve[k];
    return curve[k] + (month - k) * (curve[k + 1] - curve[k]);
}

} // namespace

CostOverTimeChart::CostOverTimeChart(PlanDocument *doc, QWidget *parent)
    : AnalysisChart(doc, parent)
{
    m_controls = buildControls();
    m_box->addWidget(m_controls);

    m_chart = chart::newChart();
    // Short names: five legend entries share one row under the chart.
    std::array<QString, 5> names;
    for (Pricing mode : kPricingModes)
        names[std::size_t(mode)] = pricingModeText(mode, PricingWording::Legend);
    m_months = new QValueAxis; // "by month" in the chart's title: a line more for the plot
    m_months->setLabelFormat(QStringLiteral("%.0f"));
    m_months->setTickType(QValueAxis::TicksDynamic);
    m_months->setTickAnchor(0);
    m_months->setRange(0, 60);
    chart::smallLabels(m_months);
    m_money = new QValueAxis;
    m_money->setLabelFormat(QStringLiteral("%.0f"));
    chart::smallLabels(m_money);
    m_chart->addAxis(m_months, Qt::AlignBottom);
    m_chart->addAxis(m_money, Qt::AlignLeft);
    for (int i = 0; i < 5; ++i) {
        auto *line = new QLineSeries;
        line->setName(names[i]);
        line->setPen(cp::ui::line::pricingCurve(i));
        m_chart->addSeries(line);
        line->attachAxis(m_months);
        line->attachAxis(m_money);
        connect(line, &QLineSeries::hovered, this,
                [this, i](const QPointF &at, bool state) { showCostTip(Pricing(i), at, state); });
        m_curves[i] = line;
    }
    // Owning part and renting the peaks: the cheapest mix (core/analysis/analysis.h).
    m_hybrid = new QLineSeries;
    m_hybrid->setName(tr("Owned + cloud"));
    m_hybrid->setPen(cp::ui::line::hybridCurve());
    m_chart->addSeries(m_hybrid);
    m_hybrid->attachAxis(m_months);
    m_hybrid->attachAxis(m_money);
    m_hybridLabel = new QScatterSeries;
    m_hybridLabel->setMarkerSize(7);
    m_hybridLabel->setColor(m_hybrid->pen().color());
    m_hybridLabel->setBorderColor(m_hybrid->pen().color());
    m_hybridLabel->setPointLabelsColor(m_hybrid->pen().color().darker(120));
    QFont labelFont = m_hybridLabel->pointLabelsFont();
    labelFont.setPointSizeF(chart::pt(8));
    labelFont.setBold(true);
    m_hybridLabel->setPointLabelsFont(labelFont);
    m_hybridLabel->setPointLabelsVisible(true);
    m_chart->addSeries(m_hybridLabel);
    m_hybridLabel->attachAxis(m_months);
    m_hybridLabel->attachAxis(m_money);
    connect(m_hybrid, &QLineSeries::hovered, this, [this](const QPointF &at, bool state) {
        const QList<QPointF> points = hybridPoints();
        if (!state || points.isEmpty()) {
            QToolTip::hideText();
            return;
        }
        const int month = std::clamp(int(std::lround(at.x())), 0, int(points.size()) - 1);
        QToolTip::showText(QCursor::pos(),
                           tr("Owning %n GPU(s) and renting the rest, month %1: %2", nullptr,
                              m_hybridOwned)
                               .arg(month)
                               .arg(formatMoney(points[month].y(), m_cost.currency,
                                                currentLanguage())));
    });
    // One marker series per cloud mode, in that mode's colour: each holds at most one point,
    // so the series' label format can be the marker's own text.
    for (Pricing mode : kCloudModes) {
        const int i = int(mode);
        auto *marker = new QScatterSeries;
        marker->setMarkerSize(11);
        marker->setColor(colour::pricingMode(int(i)));
        marker->setBorderColor(colour::pricingMode(int(Pricing::Purchase)).darker(150));
        // Its label is placed beside it, clear of the curves (placeBreakEvenLabels): a
        // series' own point label sits centred above the point, on the curves that cross
        // there.
        auto *text = new QGraphicsSimpleTextItem(m_chart);
        text->setBrush(colour::pricingMode(int(i)).darker(130));
        QFont f = text->font();
        f.setPointSizeF(chart::pt(8));
        f.setBold(true);
        text->setFont(f);
        text->setZValue(10);
        text->hide();
        m_breakEvenText[i] = text;
        m_chart->addSeries(marker);
        marker->attachAxis(m_months);
        marker->attachAxis(m_money);
        connect(marker, &QScatterSeries::hovered, this, [this, mode](const QPointF &, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const auto &bem = m_cost.curve(mode).breakEvenMonth;
            if (!bem) return;
            const double cost = interpolate(m_cost.curve(Pricing::Purchase).cumulative, *bem);
            QToolTip::showText(QCursor::pos(),
                               tr("Break-even against %1 at month %2: %3 spent either way")
                                   .arg(m_curves[int(mode)]->name(),
                                        QLocale().toString(*bem, 'f', 1),
                                        formatMoney(cost, m_cost.currency, currentLanguage())));
        });
        m_breakEven[i] = marker;
    }
    connect(m_chart, &QChart::plotAreaChanged, this, &CostOverTimeChart::placeBreakEvenLabels);
    auto *view = viewFor(m_chart, chart::Edges::Smooth);
    view->setAccessibleName(tr("Cumulative cost by month"));
    for (QScatterSeries *marker : m_breakEven)
        if (marker)
            for (QLegendMarker *m : m_chart->legend()->markers(marker))
                m->setVisible(false);
    // Five modes fill the legend's row: the mix is named on its curve instead.
    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(m_hybrid),
                                    static_cast<QAbstractSeries *>(m_hybridLabel)})
        for (QLegendMarker *m : m_chart->legend()->markers(series))
            m->setVisible(false);
    // The five names in a row under the chart where they fit, else in a column beside it:
    // in a narrow column (200 %) the row elided them to "Pay-as-...", and in Chinese both
    // reserved terms read "预留实...".
    chart::keepLegendWhole(m_chart, Qt::AlignBottom);
    addView(view);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_box->addWidget(m_summary);

    // Edits of the scenario: undoable, saved with it, and what the proposal reads.
    connect(m_utilization, &QSpinBox::valueChanged, this, [this](int v) {
        m_doc->edit(tr("Change utilization"), [v](Plan &p) { p.utilization = v / 100.0; },
                    {MergeId::WorkloadField, QStringLiteral("utilization")});
    });
    connect(m_horizon, &QSpinBox::valueChanged, this, [this](int v) {
        m_doc->edit(tr("Change horizon"), [v](Plan &p) { p.amortizationMonths = v; },
                    {MergeId::WorkloadField, QStringLiteral("amortization-months")});
    });
    connect(m_demand, &QComboBox::activated, this, [this] {
        std::string demand = m_demand->currentData().toString().toStdString();
        if (demand == "edit") {
            // A year of the demand shown, each month to edit.
            std::vector<double> year;
            const std::string &now = m_doc->plan().demand;
            if (readDemand(now.empty() ? std::string("steady") : now,
                           std::max(1, m_doc->result().cluster.gpus), 12, year))
                year.assign(12, std::max(1, m_doc->result().cluster.gpus));
            DemandDialog dialog(year, this);
            m_demandDialog = &dialog;
            const bool ok = dialog.exec() == QDialog::Accepted;
            m_demandDialog = nullptr;
            if (!ok) {
                showDemand(); // back to the demand the plan has
                return;
            }
            demand = dialog.demand();
        }
        m_doc->edit(tr("Change demand"), [&](Plan &p) { p.demand = demand; });
    });
}

/// The scenario's fields above the chart: utilization, horizon and demand.
WrappingRow *CostOverTimeChart::buildControls()
{
    auto *controls = new WrappingRow;
    m_utilization = new QSpinBox;
    m_utilization->setRange(0, 100);
    m_utilization->setSingleStep(5);
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setKeyboardTracking(false);
    m_utilization->setToolTip(
        tr("Fraction of the hours the cluster is busy training in the months it is used. "
           "Pay-as-you-go and spot bill only the busy hours; reserved terms and purchase cost "
           "the same either way (a purchased cluster draws less power when idle). Part of the "
           "scenario: the proposal assumes the same."));
    auto *utilizationLabel = new QLabel(tr("&Utilization:"));
    utilizationLabel->setBuddy(m_utilization);
    utilizationLabel->setToolTip(m_utilization->toolTip());
    m_horizon = new QSpinBox;
    m_horizon->setRange(1, 240);
    m_horizon->setSingleStep(12);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setKeyboardTracking(false);
    m_horizon->setToolTip(
        tr("How many months the cluster is kept, rented or owned: the scenario's amortization "
           "period, over which a purchase is estimated and the proposal compares the ways of "
           "paying."));
    auto *horizonLabel = new QLabel(tr("&Horizon:"));
    horizonLabel->setBuddy(m_horizon);
    for (auto [label, field] : {std::pair<QLabel *, QWidget *>{utilizationLabel, m_utilization},
                                {horizonLabel, m_horizon}}) {
        auto *group = new QHBoxLayout;
        group->addWidget(label);
        group->addWidget(field);
        controls->addGroup(group);
    }
    // The scenario's own demand (Plan::demand): picking one is an edit of the plan, and a
    // scenario with a varying demand is planned, and proposed, as owned plus cloud.
    m_demand = new QComboBox;
    m_demand->addItem(tr("Steady"), QString());
    m_demand->addItem(tr("Typhoon season"), QStringLiteral("seasonal"));
    m_demand->addItem(tr("Project bursts"), QStringLiteral("bursts"));
    m_demand->addItem(tr("Month by month..."), QStringLiteral("edit"));
    // It gives way to the row, eliding its longest entry, rather than being cut at the
    // panel's edge.
    m_demand->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_demand->setMinimumContentsLength(9);
    m_demand->setToolTip(
        tr("GPUs the work needs month by month: the cluster's every month; three times as "
           "many from July to September (the typhoon season brings several times the usual "
           "data); or three times as many two months in every six (project work in bursts). "
           "A varying demand makes the scenario owned plus cloud: the proposal explains the "
           "split."));
    auto *demandLabel = new QLabel(tr("&Demand:"));
    demandLabel->setBuddy(m_demand);
    demandLabel->setToolTip(m_demand->toolTip());
    auto *demand = new QHBoxLayout;
    demand->addWidget(demandLabel);
    demand->addWidget(m_demand);
    controls->addGroup(demand);
    return controls;
}

void CostOverTimeChart::showPlan()
{
    const Plan &plan = m_doc->plan();
    {
        const QSignalBlocker block(m_utilization);
        m_utilization->setValue(int(std::lround(100.0 * plan.utilization)));
    }
    {
        const QSignalBlocker block(m_horizon);
        m_horizon->setValue(int(std::lround(plan.amortizationMonths)));
    }
    showDemand();
}

void CostOverTimeChart::showDemand()
{
    // A demand given month by month (a file, the CLI) is its own entry.
    const QString given = QString::fromStdString(m_doc->plan().demand);
    const QSignalBlocker block(m_demand);
    while (m_demand->count() > 4) m_demand->removeItem(4);
    int index = m_demand->findData(given);
    if (index < 0) {
        m_demand->addItem(tr("Month by month (%1)").arg(given.left(24)), given);
        index = 4;
    }
    m_demand->setCurrentIndex(index);
}

void CostOverTimeChart::recompute()
{
    computeCost();
    showCost();
}

void CostOverTimeChart::computeCost()
{
    showPlan();
    m_cost = CostOverTime{};
    m_hybridCost.clear();
    // The report's curves: those of the proposal and of `pricing`, never computed again here.
    const ProjectReport &report = m_doc->projectReport();
    if (!m_doc->error().isEmpty()) {
        m_error = tr("The plan cannot be evaluated, so there is nothing to compare.\n%1")
                          .arg(m_doc->error());
        return;
    }
    if (!report.pricing) {
        const PlanError e = report.pricingError.value_or(PlanError{"plan", {}});
        m_error = tr("No cloud vs. buy comparison for this plan.\n%1: %2")
                      .arg(QString::fromStdString(e.field), QString::fromStdString(e.message));
        return;
    }
    const PricingOverTime &p = *report.pricing;
    m_error.clear();
    m_summaryText = report.pricingSummary;
    m_cost = p.modes;
    m_hybridCost = p.hybrid.cumulative;
    m_hybridOwned = p.hybrid.ownedGpus;
    m_demandPeak = p.demand.empty() ? 0 : *std::max_element(p.demand.begin(), p.demand.end());
    m_hybridPricing = p.hybrid.cloudPricing;
}

void CostOverTimeChart::showCost()
{
    const QString lang = currentLanguage();
    if (!m_error.isEmpty()) {
        showMessage(m_error);
        for (QLineSeries *line : m_curves)
            if (line->count() > 0) line->clear();
        if (m_hybrid->count() > 0) m_hybrid->clear();
        if (m_hybridLabel->count() > 0) m_hybridLabel->clear();
        for (QScatterSeries *marker : m_breakEven)
            if (marker && marker->count() > 0) marker->clear();
        placeBreakEvenLabels();
        m_summary->clear();
        m_summary->hide();
        return;
    }
    showChart();

    double largest = 0;
    for (const CostCurve &c : m_cost.curves)
        for (double v : c.cumulative)
            largest = std::max(largest, v);
    for (double v : m_hybridCost)
        largest = std::max(largest, v);
    const MoneyUnit unit = chart::axisMoneyUnit(largest * 1.05, 3, m_cost.currency, lang);
    m_moneyScale = unit.scale;
    m_chart->setLocale(chart::locale(lang));
    for (int i = 0; i < 5; ++i) {
        const std::vector<double> &values = m_cost.curves[i].cumulative;
        QList<QPointF> points;
        points.reserve(qsizetype(values.size()));
        for (std::size_t m = 0; m < values.size(); ++m)
            points.append(QPointF(double(m), values[m] / unit.scale));
        if (m_curves[i]->points() != points) m_curves[i]->replace(points);
    }
    // The mix only where the demand changes month by month: on a steady one it is all
    // cloud or all owned, already drawn. Named where it stands furthest from the other
    // curves, between a quarter and three fifths of the horizon (the name runs about a
    // third of the plot wide, and the break-even markers sit near the ends).
    // A mix that owns nothing is the cloud curve it rents at, and one that owns the peak is
    // the purchase curve: "Owned + cloud: 0 GPUs owned" was drawn over them, unexplained.
    const bool varies = !m_doc->plan().demand.empty() && m_hybridOwned > 0
                        && (m_demandPeak <= 0 || m_hybridOwned < m_demandPeak);
    QList<QPointF> mix, label;
    for (std::size_t m = 0; varies && m < m_hybridCost.size(); ++m)
        mix.append(QPointF(double(m), m_hybridCost[m] / unit.scale));
    if (m_hybrid->points() != mix) m_hybrid->replace(mix);
    if (!mix.isEmpty()) {
        qsizetype best = mix.size() / 2;
        double widest = -1;
        for (qsizetype m = mix.size() / 4; m <= mix.size() * 3 / 5; ++m) {
            double gap = std::numeric_limits<double>::max();
            for (QLineSeries *curve : m_curves)
                if (m < curve->count()) gap = std::min(gap, std::abs(curve->at(m).y() - mix[m].y()));
            if (gap > widest) widest = gap, best = m;
        }
        label.append(mix[best]);
    }
    if (m_hybridLabel->points() != label) m_hybridLabel->replace(label);
    const QString named = tr("Owned + cloud: %n GPU(s) owned", nullptr, m_hybridOwned);
    if (m_hybridLabel->pointLabelsFormat() != named) m_hybridLabel->setPointLabelsFormat(named);
    const int months = m_cost.months;
    setRange(m_months, 0, months);
    const double interval = months <= 24 ? 3 : (months <= 48 ? 6 : (months <= 96 ? 12 : 24));
    if (m_months->tickInterval() != interval) m_months->setTickInterval(interval);
    chart::setCeilingStable(m_money, largest / unit.scale * 1.05);
    // The unit in the title: a vertical axis title reads sideways, in Chinese above all.
    setAxisTitle(m_money, QString());
    // One line: every line of text is a line less for the plot and its tick labels.
    setWrappedTitle(m_chart, tr("Cumulative cost by month at %1 % utilization (%2)")
                                 .arg(m_utilization->value())
                                 .arg(unit.name));

    // Break-even markers on the purchase curve, their labels placed beside them where a
    // place is clear (placeBreakEvenLabels; the tooltip has them all).
    const std::vector<double> &purchase = m_cost.curve(Pricing::Purchase).cumulative;
    for (Pricing mode : kCloudModes) {
        QScatterSeries *marker = m_breakEven[int(mode)];
        const auto &bem = m_cost.curve(mode).breakEvenMonth;
        const QList<QPointF> point
            = bem ? QList<QPointF>{QPointF(*bem, interpolate(purchase, *bem) / unit.scale)}
                  : QList<QPointF>{};
        if (marker->points() != point) marker->replace(point);
    }
    for (Pricing mode : kCloudModes) {
        const auto &bem = m_cost.curve(mode).breakEvenMonth;
        m_breakEvenText[int(mode)]->setText(bem ? tr("month %1").arg(int(std::ceil(*bem - 1e-9)))
                                                : QString());
    }
    placeBreakEvenLabels();

    // The summary as the project report words it (pricingSummary), each figure kept with
    // its unit at a line break: wrapped, the paragraph read "less than 1" and "% of that
    // time" on two, and at 200 % "6.88 美" and "元".
    m_summary->setText(keepFiguresWhole(m_summaryText));
    m_summary->show();
}

QPolygonF CostOverTimeChart::onChart(QLineSeries *line) const
{
    QPolygonF out;
    for (const QPointF &p : line->points())
        out << m_chart->mapToPosition(p, line);
    return out;
}

QPolygonF CostOverTimeChart::curveOnChart(Pricing pricing) const
{
    return onChart(m_curves[int(pricing)]);
}

void CostOverTimeChart::placeBreakEvenLabels()
{
    // Earliest first: each label tries above-left of its marker (where the purchase curve
    // is lower and the crossing cloud curve lower still), then the other corners, and
    // takes the first place inside the plot that no curve, marker or earlier label
    // touches. None: the marker's tooltip says it.
    const QRectF plot = m_chart->plotArea();
    QList<QPolygonF> curves;
    for (std::size_t i = 0; i < m_curves.size(); ++i)
        if (m_curves[i]->isVisible()) curves << curveOnChart(Pricing(i));
    curves << onChart(m_hybrid);
    QList<QPair<double, Pricing>> byMonth;
    QList<QRectF> taken;
    for (Pricing mode : kCloudModes) {
        m_breakEvenText[int(mode)]->hide();
        for (const QPointF &p : m_breakEven[int(mode)]->points()) {
            byMonth.append({p.x(), mode});
            const QPointF at = m_chart->mapToPosition(p, m_breakEven[int(mode)]);
            const double r = m_breakEven[int(mode)]->markerSize() / 2;
            taken << QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r);
        }
    }
    std::sort(byMonth.begin(), byMonth.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[month, mode] : byMonth) {
        QScatterSeries *marker = m_breakEven[int(mode)];
        QGraphicsSimpleTextItem *text = m_breakEvenText[int(mode)];
        const QPointF at = m_chart->mapToPosition(marker->points().constFirst(), marker);
        const QSizeF size = text->boundingRect().size();
        const double gap = marker->markerSize() / 2 + 2;
        const QPointF corners[] = {{at.x() - gap - size.width(), at.y() - gap - size.height()},
                                   {at.x() + gap, at.y() + gap},
                                   {at.x() - gap - size.width(), at.y() + gap},
                                   {at.x() + gap, at.y() - gap - size.height()}};
        for (const QPointF &corner : corners) {
            const QRectF box(corner, size);
            if (!plot.contains(box)) continue;
            bool clear = true;
            for (const QRectF &other : taken)
                clear = clear && !other.intersects(box);
            for (const QPolygonF &curve : curves)
                for (int k = 1; clear && k < curve.size(); ++k)
                    clear = !segmentCrosses(curve[k - 1], curve[k], box);
            if (!clear) continue;
            text->setPos(corner);
            text->show();
            taken << box;
            break;
        }
    }
}

QList<QPair<QString, QRectF>> CostOverTimeChart::breakEvenLabels() const
{
    QList<QPair<QString, QRectF>> out;
    for (const QGraphicsSimpleTextItem *text : m_breakEvenText)
        if (text && text->isVisible())
            out.append({text->text(), QRectF(text->pos(), text->boundingRect().size())});
    return out;
}

void CostOverTimeChart::showCostTip(Pricing pricing, const QPointF &at, bool state)
{
    const std::vector<double> &values = m_cost.curve(pricing).cumulative;
    if (!state || values.empty()) {
        QToolTip::hideText();
        return;
    }
    const int month = std::clamp(int(std::lround(at.x())), 0, int(values.size()) - 1);
    QToolTip::showText(QCursor::pos(),
                       tr("%1, month %2: %3")
                           .arg(m_curves[int(pricing)]->name())
                           .arg(month)
                           .arg(formatMoney(values[month], m_cost.currency, currentLanguage())));
}

QList<QPointF> CostOverTimeChart::costPoints(Pricing pricing) const
{
    QList<QPointF> points = m_curves[int(pricing)]->points();
    for (QPointF &p : points)
        p.setY(p.y() * m_moneyScale);
    return points;
}

QList<QPair<Pricing, QPointF>> CostOverTimeChart::breakEvenPoints() const
{
    QList<QPair<Pricing, QPointF>> out;
    for (Pricing mode : kCloudModes)
        for (const QPointF &p : m_breakEven[int(mode)]->points())
            out.append({mode, QPointF(p.x(), p.y() * m_moneyScale)});
    return out;
}

QList<QPointF> CostOverTimeChart::hybridPoints() const
{
    QList<QPointF> points = m_hybrid->points();
    for (QPointF &p : points)
        p.setY(p.y() * m_moneyScale);
    return points;
}

QString CostOverTimeChart::summaryText() const
{
    // As the report words it: the label only keeps its figures with their "%".
    return m_summary->isHidden() ? QString() : m_summaryText;
}

} // namespace cp::ui
