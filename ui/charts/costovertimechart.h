// SPDX-License-Identifier: GPL-3.0-or-later
// The cloud vs. buy chart: cumulative cost of each pricing mode over the months, with
// purchase's break-even points and a one-line summary under it.
#pragma once

#include "charts/analysischart.h"

#include "model/analysisresult.h"

#include <QList>
#include <QPair>
#include <QPointF>
#include <QString>

#include <array>
#include <vector>

class QHBoxLayout;
class QComboBox;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QValueAxis;

namespace cp::ui {

class DemandDialog;
class WrappingRow;

/// Cloud vs. buy curves of the shown scenario from the project report, at the plan's
/// utilization over its amortization period (the spin boxes edit both).
class CostOverTimeChart final : public AnalysisChart
{
    Q_OBJECT
public:
    explicit CostOverTimeChart(PlanDocument *doc, QWidget *parent = nullptr);

    /// Points of one pricing mode's curve as drawn: (month, cumulative cost in the plan's
    /// currency). Empty while the comparison cannot be made.
    QList<QPointF> costPoints(Pricing pricing) const;
    /// Break-even markers on the purchase curve: the cloud mode and (month, cost).
    QList<QPair<Pricing, QPointF>> breakEvenPoints() const;
    /// The break-even labels shown ("month 12"), each with its box in the chart's
    /// coordinates; a label with no clear place is left to the marker's tooltip.
    QList<QPair<QString, QRectF>> breakEvenLabels() const;
    /// Where a pricing mode's curve is drawn, in the chart's coordinates.
    QPolygonF curveOnChart(Pricing pricing) const;
    /// The one-line summary under the chart (empty while the chart shows a message).
    QString summaryText() const;
    /// The owned-plus-cloud curve as drawn (month, cumulative cost) and the GPUs it owns.
    QList<QPointF> hybridPoints() const;
    int hybridOwnedGpus() const { return m_hybridOwned; }

    QSpinBox *utilizationSpinBox() const { return m_utilization; }
    WrappingRow *controlsRow() const { return m_controls; }
    QSpinBox *horizonSpinBox() const { return m_horizon; }
    /// The scenario's monthly demand for GPUs (item data: Plan::demand's text).
    QComboBox *demandComboBox() const { return m_demand; }
    /// The month-by-month editor while it is open ("Month by month..." in the combo).
    DemandDialog *demandDialog() const { return m_demandDialog; }

private:
    WrappingRow *buildControls();
    void recompute() override;
    void computeCost();
    void showPlan();
    void showDemand();
    void showCost();
    void showCostTip(Pricing pricing, const QPointF &at, bool state);
    /// A series' points where they are drawn, in the chart's coordinates.
    QPolygonF onChart(QLineSeries *line) const;
    /// Puts each break-even label where it covers no curve, no axis and no other label.
    void placeBreakEvenLabels();

    WrappingRow *m_controls = nullptr; // utilization, horizon, demand
    QSpinBox *m_utilization = nullptr;
    QSpinBox *m_horizon = nullptr;
    QComboBox *m_demand = nullptr;
    DemandDialog *m_demandDialog = nullptr;
    QLineSeries *m_hybrid = nullptr;       // owned plus cloud
    QScatterSeries *m_hybridLabel = nullptr; // its name on the curve (the legend has no room)
    int m_hybridOwned = 0;
    double m_demandPeak = 0; // the most GPUs the demand asks for in a month
    Pricing m_hybridPricing = Pricing::OnDemand;
    std::vector<double> m_hybridCost; // cumulative, month 0..horizon
    QString m_summaryText; // the report's words for the curves (pricingSummary)
    QLabel *m_summary = nullptr;
    QValueAxis *m_months = nullptr;
    QValueAxis *m_money = nullptr;
    std::array<QLineSeries *, 5> m_curves{};       // indexed by Pricing
    std::array<QScatterSeries *, 5> m_breakEven{}; // cloud modes only
    std::array<QGraphicsSimpleTextItem *, 5> m_breakEvenText{}; // "month 12" beside each
    double m_moneyScale = 1;                       // plan currency per unit of the cost axis

    CostOverTime m_cost;
};

} // namespace cp::ui
