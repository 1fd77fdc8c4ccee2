// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's permanent text: the GPUs, the training time and the cost of the plan,
// their likely ranges in tooltips, or why the plan cannot be evaluated.
#pragma once

#include <QList>
#include <QObject>

class QStatusBar;
class QWidget;

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
    /// 200 % drops the notes ("incl. 30 % for trial-and-error runs") before a figure. A
    /// message on the bar ("Saved …", why an edit was refused) has its room first: where the
    /// figures' shortest forms leave it none, they stand aside until it is gone.
    void arrange();

    PlanDocument *m_doc;
    QStatusBar *m_bar;
    FigureLabel *m_gpus, *m_time, *m_cost;
    QList<QWidget *> m_rules; // between the figures
    RiskLabel *m_risk;
    QString m_message; // the bar's temporary message, which the figures make room for
};

} // namespace cp::ui
