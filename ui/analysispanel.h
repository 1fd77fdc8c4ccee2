// The "cloud vs. buy and sensitivity" dock: cumulative cost of each pricing mode over the
// months with purchase's break-even points, and a tornado chart of the uncertain inputs.
#pragma once

#include "analysis.h"

#include <QList>
#include <QPair>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QBoxLayout;
class QChart;
class QComboBox;
class QHorizontalBarSeries;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QStackedWidget;
class QValueAxis;

namespace cp::ui {

class PlanDocument;

/// Cloud vs. buy curves and the sensitivity tornado of the document's plan, recomputed on
/// every result change while the panel is visible (and on showing, when it missed one).
class AnalysisPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisPanel(PlanDocument *doc, QWidget *parent = nullptr);

    QSpinBox *utilizationSpinBox() const { return m_utilization; }
    QSpinBox *horizonSpinBox() const { return m_horizon; }
    /// Cost or training time as the tornado's measure (item data: SwingMetric).
    QComboBox *measureComboBox() const { return m_measure; }

    /// Points of one pricing mode's curve as drawn: (month, cumulative cost in the plan's
    /// currency). Empty while the comparison cannot be made.
    QList<QPointF> costPoints(Pricing pricing) const;
    /// Break-even markers on the purchase curve: the cloud mode and (month, cost).
    QList<QPair<Pricing, QPointF>> breakEvenPoints() const;
    /// The one-line summary under the cost chart (empty while the chart shows a message).
    QString summaryText() const;
    /// Why the cost chart cannot be drawn; empty when it is drawn.
    QString costMessage() const;

    /// Tornado rows from top to bottom: the inputs, their category labels, and the bars'
    /// low and high ends against the base (plan currency, or seconds for training time).
    QList<SensitivityInput> sensitivityOrder() const;
    QStringList sensitivityCategories() const;
    QList<QPair<double, double>> sensitivityDeltas() const;
    /// Why the tornado cannot be drawn; empty when it is drawn.
    QString sensitivityMessage() const;

    QChart *costChart() const { return m_costChart; }
    QChart *sensitivityChart() const { return m_sensChart; }
    /// False after a change the hidden panel has not caught up with yet.
    bool isUpToDate() const { return !m_costStale && !m_sensStale; }

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildCostChart();
    void buildSensitivityChart();
    void planChanged();
    void refresh();
    void computeCost();
    void computeSensitivity();
    void showCost();
    void showSensitivity();
    void showCostTip(Pricing pricing, const QPointF &at, bool state);
    void showBarTip(int category, bool state);
    static QString inputName(SensitivityInput input);

    PlanDocument *m_doc;
    QBoxLayout *m_layout = nullptr;

    QSpinBox *m_utilization = nullptr;
    QSpinBox *m_horizon = nullptr;
    QStackedWidget *m_costStack = nullptr;
    QLabel *m_costMessage = nullptr;
    QLabel *m_summary = nullptr;
    QChart *m_costChart = nullptr;
    QValueAxis *m_months = nullptr;
    QValueAxis *m_money = nullptr;
    std::array<QLineSeries *, 5> m_curves{};       // indexed by Pricing
    std::array<QScatterSeries *, 5> m_breakEven{}; // cloud modes only
    double m_moneyScale = 1;                       // plan currency per unit of the cost axis

    QComboBox *m_measure = nullptr;
    QStackedWidget *m_sensStack = nullptr;
    QLabel *m_sensMessage = nullptr;
    QChart *m_sensChart = nullptr;
    QHorizontalBarSeries *m_bars = nullptr;
    QBarSet *m_low = nullptr;
    QBarSet *m_high = nullptr;
    QBarCategoryAxis *m_inputs = nullptr;
    QValueAxis *m_delta = nullptr;
    QList<int> m_rowOrder;   // rows of m_sensitivity, bottom bar first (as the axis counts)
    double m_deltaScale = 1; // plan units (currency or seconds) per unit of the delta axis

    CostOverTime m_cost;
    QString m_costError;
    Sensitivity m_sensitivity;
    QString m_sensError;
    bool m_costStale = true;
    bool m_sensStale = true;
};

} // namespace cp::ui
