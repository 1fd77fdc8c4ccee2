// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's permanent text: the GPUs, the training time and the cost of the plan,
// their likely ranges in tooltips, or why the plan cannot be evaluated.
#pragma once

#include <QObject>

class QStatusBar;

namespace cp::ui {

class FigureLabel;
class RiskLabel;
class PlanDocument;

/// The plan's headline figures in the window's status bar.
class StatusLine final : public QObject
{
    Q_OBJECT
public:
    /// Adds the figures to the bar, empty until the first refresh().
    StatusLine(PlanDocument *doc, QStatusBar *bar, QObject *parent);

    /// The figures of the document's result now, in the current language.
    void refresh();
    /// The figures as one line of text.
    QString text() const;

protected:
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    /// Each figure in its longest form that leaves the others room on the bar: a laptop at
    /// 200 % drops the notes ("incl. 30 % for trial-and-error runs") before a figure.
    void arrange();

    PlanDocument *m_doc;
    QStatusBar *m_bar;
    FigureLabel *m_gpus, *m_time, *m_cost;
    RiskLabel *m_risk;
};

} // namespace cp::ui
