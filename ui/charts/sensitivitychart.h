// SPDX-License-Identifier: GPL-3.0-or-later
// The sensitivity chart: a tornado of the uncertain inputs, each bar how far the input at
// an end of its planning range moves the total cost or the training time.
#pragma once

#include "charts/analysischart.h"

#include "model/analysisresult.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

class QBarCategoryAxis;
class QBarSet;
class QComboBox;
class QHorizontalBarSeries;
class QValueAxis;

namespace cp::ui {

/// The plan's sensitivity tornado, in the measure (cost or training time) the user picks.
class SensitivityChart final : public AnalysisChart
{
    Q_OBJECT
public:
    explicit SensitivityChart(PlanDocument *doc, QWidget *parent = nullptr);

    /// Cost or training time as the tornado's measure (item data: SwingMetric).
    QComboBox *measureComboBox() const { return m_measure; }

    /// Tornado rows from top to bottom: the inputs, their category labels, and the bars'
    /// low and high ends against the base (plan currency, or seconds for training time).
    QList<SensitivityInput> order() const;
    QStringList categories() const;
    QList<QPair<double, double>> deltas() const;
    /// An input as its row names it ("Matrix efficiency").
    static QString inputName(SensitivityInput input);

private:
    void recompute() override;
    void computeSensitivity();
    void showSensitivity();
    void showBarTip(int category, bool state);
    /// The rows' names on one line, or each above its range where the chart is narrow.
    void placeNames();

    QComboBox *m_measure = nullptr;
    QHorizontalBarSeries *m_bars = nullptr;
    QBarSet *m_low = nullptr, *m_high = nullptr; // the ends below and above the base
    QBarCategoryAxis *m_inputs = nullptr;
    QValueAxis *m_delta = nullptr;
    QList<int> m_rowOrder;   // rows of m_sensitivity, bottom bar first (as the axis counts)
    double m_deltaScale = 1; // plan units (currency or seconds) per unit of the delta axis

    Sensitivity m_sensitivity;
    QStringList m_names; // each row's name with its range or reason, on one line
    QStringList m_heads; // each row's input alone
    QWidget *m_view = nullptr;
    bool m_twoLines = false; // the names stand above their ranges (placeNames)
};

} // namespace cp::ui
