// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios side by side: a table of what each buys (accelerator, GPUs, fabric, memory fit,
// time, cost and the span it covers, budget and deadline, main risk) and charts of time and
// cost (per month when the spans differ), kept current as the project changes. A column's "Show" puts that scenario on the canvas.
#pragma once

#include "charts/chartutil.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

class QChartView;

namespace cp::ui {

class PlanDocument;

class ScenarioDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ScenarioDialog(PlanDocument *doc, QWidget *parent = nullptr);
    ~ScenarioDialog() override;

    QTableWidget *table() const { return m_table; }
    /// The figures at the charts' bar ends, top to bottom.
    QStringList timeLabels() const { return m_timeLabels.texts(); }
    QStringList costLabels() const { return m_costLabels.texts(); }
    /// Rebuilds the table and charts from the project (on every change while shown; a
    /// hidden dialog catches up when shown).
    void refresh();
    /// On a dialog too short for the table and the charts together: the button that shows
    /// the charts in the table's place, and back (hidden on a taller dialog).
    QPushButton *chartsButton() const { return m_chartsButton; }

protected:
    void showEvent(QShowEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    /// Below this height (logical pixels) the charts give the table their room: they repeat
    /// two of its rows, and on a laptop at 200 % they left it one row high.
    static constexpr int kShortDialogHeight = 520;
    /// The least height the charts keep below the table (logical pixels).
    static constexpr int kLeastChartsHeight = 200;
    /// Rows measured at the columns' widths, and the table as tall as they are, as far as
    /// the charts' least height allows.
    void fitTable();
    void fitTableLater();
    /// The table, the charts or both, as the height and the charts button allow.
    void arrange();
    bool m_fitQueued = false;

    PlanDocument *m_doc;
    bool m_stale = false; // a change came while hidden
    QTableWidget *m_table;
    QChartView *m_time, *m_cost;
    QWidget *m_charts;
    QPushButton *m_chartsButton;
    QLabel *m_hint;
    /// Each bar's figure as the table writes it ("51 d", "23 h"), not the axis' "50.5".
    chart::EndLabels m_timeLabels, m_costLabels;
};

} // namespace cp::ui
