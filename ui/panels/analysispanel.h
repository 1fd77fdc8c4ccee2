// SPDX-License-Identifier: GPL-3.0-or-later
// The "cloud vs. buy and sensitivity" dock: cumulative cost of each pricing mode over the
// months with purchase's break-even points, and a tornado chart of the uncertain inputs.
#pragma once

#include "charts/costovertimechart.h"
#include "charts/sensitivitychart.h"

#include <QWidget>

class QBoxLayout;

namespace cp::ui {

class DemandDialog;

class PlanDocument;
class WrappingRow;

/// Cloud vs. buy curves and the sensitivity tornado of the document's plan, recomputed on
/// every result change while the panel is visible (and on showing, when it missed one).
class AnalysisPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisPanel(PlanDocument *doc, QWidget *parent = nullptr);

    QSpinBox *utilizationSpinBox() const { return m_cost->utilizationSpinBox(); }
    QSpinBox *horizonSpinBox() const { return m_cost->horizonSpinBox(); }
    /// The monthly demand for GPUs of the cost chart (item data: DemandShape).
    QComboBox *demandComboBox() const { return m_cost->demandComboBox(); }
    DemandDialog *demandDialog() const { return m_cost->demandDialog(); }
    /// The owned-plus-cloud curve as drawn and the GPUs it owns.
    QList<QPointF> hybridPoints() const { return m_cost->hybridPoints(); }
    int hybridOwnedGpus() const { return m_cost->hybridOwnedGpus(); }
    /// Cost or training time as the tornado's measure (item data: SwingMetric).
    QComboBox *measureComboBox() const { return m_sensitivity->measureComboBox(); }

    /// Points of one pricing mode's curve as drawn: (month, cumulative cost in the plan's
    /// currency). Empty while the comparison cannot be made.
    QList<QPointF> costPoints(Pricing pricing) const { return m_cost->costPoints(pricing); }
    /// Break-even markers on the purchase curve: the cloud mode and (month, cost).
    QList<QPair<Pricing, QPointF>> breakEvenPoints() const { return m_cost->breakEvenPoints(); }
    /// The break-even labels shown and their boxes; where each cost curve is drawn (both in
    /// the cost chart's coordinates).
    QList<QPair<QString, QRectF>> breakEvenLabels() const { return m_cost->breakEvenLabels(); }
    QPolygonF costCurveOnChart(Pricing pricing) const { return m_cost->curveOnChart(pricing); }
    /// The one-line summary under the cost chart (empty while the chart shows a message).
    QString summaryText() const { return m_cost->summaryText(); }
    /// Why the cost chart cannot be drawn; empty when it is drawn.
    QString costMessage() const { return m_cost->message(); }

    /// Tornado rows from top to bottom: the inputs, their category labels, and the bars'
    /// low and high ends against the base (plan currency, or seconds for training time).
    QList<SensitivityInput> sensitivityOrder() const { return m_sensitivity->order(); }
    QStringList sensitivityCategories() const { return m_sensitivity->categories(); }
    QList<QPair<double, double>> sensitivityDeltas() const { return m_sensitivity->deltas(); }
    /// Why the tornado cannot be drawn; empty when it is drawn.
    QString sensitivityMessage() const { return m_sensitivity->message(); }

    QChart *costChart() const { return m_cost->chart(); }
    /// The least width that keeps the fields above the cost chart on one line: the panel
    /// wraps them where it must (a column of tabs at 200 %), not in a dock that has room.
    int oneLineWidth() const;
    WrappingRow *controlsRow() const { return m_cost->controlsRow(); }
    QChart *sensitivityChart() const { return m_sensitivity->chart(); }
    /// False after a change the hidden panel has not caught up with yet.
    bool isUpToDate() const { return m_cost->isUpToDate() && m_sensitivity->isUpToDate(); }
    /// The tornado alone (the cost chart may be scrolled out of sight, and wait).
    bool sensitivityIsUpToDate() const { return m_sensitivity->isUpToDate(); }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QBoxLayout *m_layout = nullptr;
    CostOverTimeChart *m_cost = nullptr;
    SensitivityChart *m_sensitivity = nullptr;
};

} // namespace cp::ui
