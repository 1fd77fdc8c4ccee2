// SPDX-License-Identifier: GPL-3.0-or-later
// The frame the analysis panel's charts share: controls above the chart, a message in the
// chart's place while it cannot be drawn, and recomputing only while visible.
#pragma once

#include "charts/chartutil.h"

#include <QString>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QStackedWidget;
class QVBoxLayout;

namespace cp::ui {

class PlanDocument;

/// A chart of the analysis panel: recomputed on result changes while in sight, and when it
/// comes into sight (shown, its tab raised, scrolled to).
class AnalysisChart : public QWidget
{
    Q_OBJECT
public:
    /// False after a change the hidden chart has not caught up with yet.
    bool isUpToDate() const { return !m_stale; }
    /// Why the chart cannot be drawn; empty when it is drawn.
    QString message() const;
    QChart *chart() const { return m_chart; }

protected:
    explicit AnalysisChart(PlanDocument *doc, QWidget *parent = nullptr);

    /// Computes what the chart shows and draws it; called only while the chart is in sight.
    virtual void recompute() = 0;
    /// Marks the chart out of date and recomputes it when it is in sight.
    void invalidate();
    /// Recomputes the chart when it is out of date and in sight.
    void refresh();
    /// Shown and not wholly outside the window (a dock tabbed behind another, a chart
    /// scrolled out of its panel).
    bool isInSight() const;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

    /// A view on `chart` as the panel draws it: small margins, numbers grouped as the
    /// language writes them.
    static QChartView *viewFor(QChart *chart, chart::Edges edges);
    /// Puts `view` under the controls, with the message that stands in for it.
    void addView(QWidget *view);
    /// Shows `text` in the chart's place.
    void showMessage(const QString &text);
    /// Shows the chart again in place of the message.
    void showChart();

    PlanDocument *m_doc;
    QVBoxLayout *m_box = nullptr; // the controls, the chart, what goes under it
    QChart *m_chart = nullptr;    // what the subclass draws, in the view addView places
    QString m_error;              // why the last computation failed; empty when it did not

private:
    QStackedWidget *m_stack = nullptr;
    QLabel *m_message = nullptr;
    bool m_stale = true;
};

} // namespace cp::ui
