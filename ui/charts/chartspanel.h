// SPDX-License-Identifier: GPL-3.0-or-later
// Live charts of the current result: memory fit per GPU, where the time goes, and cost by
// category against the budget. Fed in one batch on every result change.
#pragma once

#include "charts/chartutil.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QGridLayout;
class QHorizontalBarSeries;
class QChart;
class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QValueAxis;

class QGraphicsSimpleTextItem;

namespace cp::ui {

class PlanDocument;

class ChartsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPanel(PlanDocument *doc, QWidget *parent = nullptr);
    ~ChartsPanel() override;

    /// Bar values of the memory chart in GiB (weights, gradients, optimizer, activations,
    /// other) for the first accelerator type, for tests.
    QList<double> memoryBars() const;
    QChart *costChart() const { return m_cost.chart; }
    /// What the cost chart's tooltip adds to its title.
    QString costDetails() const;
    /// Categories of the memory chart: one per accelerator type in the cluster.
    QStringList memoryCategories() const;
    /// Points of the scaling curve (GPUs, days), for tests.
    QList<QPointF> scalingPoints() const;
    /// Bars of the time breakdown in the chart's unit (compute, communication, pipeline
    /// bubble, data loading, checkpoints and restarts, trial runs), for tests.
    QList<double> timeBars() const;
    /// Seconds in the time chart's unit (a day, an hour or a minute, by the job's length).
    double timeUnitSeconds() const { return m_timeUnit; }
    /// Bars of the cost by category in the chart's money unit, and that unit's size.
    QList<double> costBars() const;
    /// The amounts at the cost bars' ends, top to bottom ("" for none), as drawn.
    QStringList costLabels() const;
    /// The durations at the time bars' ends, top to bottom ("" for none), as drawn.
    QStringList timeLabels() const;
    double costScale() const { return m_costScale; }
    QChart *timeChart() const { return m_time.chart; }
    QChart *scalingChart() const { return m_scalingChart; }
    QChart *memoryChart() const { return m_memoryChart; }
    /// The charts side by side in two columns, or in one where `width` has no room for two
    /// (the compact column of a laptop at 200 %, where the right-hand charts were cut at its
    /// edge). The panel follows its parent's width (a scroll area's viewport) by itself.
    void fitWidth(int width);
    int columns() const { return m_columns; }

protected:
    bool event(QEvent *e) override;
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    void updateScaling(bool ok, double unitSeconds, const QString &unitName);
    /// Builds the memory chart and returns its view.
    QWidget *buildMemoryChart();
    /// A bar chart's title: its headline and detail lines, as many details shown as leave
    /// every bar's name room to be drawn (Qt drops names that would overlap); the rest go
    /// to the chart's tooltip. The least important detail is last.
    struct FittedTitle
    {
        QString head;
        QStringList details;
        QString tip; // the tooltip's own lines, before any detail the title leaves out
        int shown = 1 << 20;
    };
    /// A breakdown drawn as horizontal bars, one per part (the time, the cost): its chart,
    /// bar set, value axis, view (whose tooltip holds what the title leaves out) and title.
    struct PartChart
    {
        QChart *chart = nullptr;
        QBarSet *set = nullptr;
        QValueAxis *axis = nullptr;
        QWidget *view = nullptr;
        FittedTitle title;
        /// Each bar's figure in its own unit at the bar's end ("$2.14M" beside "$578",
        /// "33.7 d" beside "4.3 h"): one unit for all of them read "$0.01K" or "0.2 d".
        chart::EndLabels labels;
    };
    void update();
    void fitBarRanges();
    /// Shows as many details as the plot area's room for the bars' names allows.
    void fitTitles();
    /// The memory chart's title from m_memoryTitle: "label: figure" on one line where it
    /// fits the chart's width, else the figure under the label, then the note.
    void showMemoryTitle();
    /// One form further (more lines) where Qt drew the memory title elided.
    void checkMemoryTitle();
    void showTitle(PartChart &bars);
    /// The headline and the first `count` details as lines of HTML, a detail that fits the
    /// chart's width beside the line before it sharing that line.
    QStringList packedTitle(const PartChart &bars, int count) const;

    PlanDocument *m_doc;
    QGridLayout *m_grid = nullptr;
    QList<QWidget *> m_views; // memory, time, scaling, cost: reading order
    int m_columns = 2;
    QList<QBarSet *> m_memorySets;
    QLineSeries *m_capacity = nullptr;
    QLineSeries *m_headroom = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
    QBarCategoryAxis *m_memoryCategories = nullptr;
    QValueAxis *m_memoryX = nullptr;
    QChart *m_memoryChart = nullptr;
    PartChart m_time, m_cost;
    double m_costScale = 1;
    double m_timeUnit = 86400.0;
    QString m_communicationNote; // the communication bar's tooltip adds it
    QStringList m_memoryTitle;   // the memory figure's label, value and note; empty: none
    int m_memoryTitleForm = 0;   // showMemoryTitle's form: 0 one line, 1 and 2 more
    bool m_fitQueued = false;
    QChart *m_scalingChart = nullptr;
    QLineSeries *m_scaling = nullptr;
    QScatterSeries *m_current = nullptr;
    QLineSeries *m_currentRange = nullptr; // whisker: the likely range of this plan
    QLogValueAxis *m_scalingX = nullptr;
    QLogValueAxis *m_scalingY = nullptr;
};

} // namespace cp::ui
