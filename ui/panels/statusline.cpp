// SPDX-License-Identifier: GPL-3.0-or-later
// StatusLine: three labels that print the document's report (core/report/report.h).
#include "panels/statusline.h"

#include "document/plandocument.h"

#include <QEvent>
#include <QLabel>
#include <QStatusBar>

#include <algorithm>

namespace cp::ui {

/// A figure of the status bar. Its size is fixed: it grows with a longer text and keeps its
/// width for a shorter one (until the figures are cleared or the font changes), so the
/// figures do not shift sideways while one edits, and a new text repaints the label alone.
/// A label free to size itself tells the status bar, and through it the whole window's
/// layout (every dock), of every new text, on every edit.
class FigureLabel final : public QLabel
{
public:
    void setFigure(const QString &text)
    {
        setText(text);
        fit(text.isEmpty());
    }

protected:
    void changeEvent(QEvent *e) override
    {
        QLabel::changeEvent(e);
        if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) fit(true);
    }

private:
    /// The text's own size (QLabel's hint never falls below the fixed size it had), or the
    /// width it has where that is more and `shrink` is false.
    void fit(bool shrink)
    {
        QSize size = fontMetrics()
                         .boundingRect(QRect(0, 0, 4000, 400), int(alignment()), text())
                         .size()
                         .grownBy(contentsMargins());
        if (!shrink) size.setWidth(std::max(size.width(), minimumWidth()));
        setFixedSize(size);
    }
};

StatusLine::StatusLine(PlanDocument *doc, QStatusBar *bar, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_bar(bar)
{
    m_gpus = new FigureLabel;
    m_time = new FigureLabel;
    m_cost = new FigureLabel;
    for (FigureLabel *l : {m_gpus, m_time, m_cost})
        m_bar->addPermanentWidget(l);
}

void StatusLine::refresh()
{
    if (!m_doc->error().isEmpty()) {
        // The last figures belong to a plan that is gone: none is shown beside the reason.
        m_bar->showMessage(tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
        for (FigureLabel *l : {m_gpus, m_time, m_cost}) {
            l->setFigure(QString());
            l->setToolTip(QString());
        }
        return;
    }
    m_bar->clearMessage();
    const Report &rep = m_doc->report();
    m_gpus->setFigure(rep.gpus);
    // The headline time holds the trial-run allowance: say so beside it.
    m_time->setFigure(rep.allowance.isEmpty()
                          ? tr("Training: %1").arg(rep.totalTime.value)
                          : tr("Training: %1 (%2)").arg(rep.totalTime.value, rep.allowance));
    const QString span = tr("p10-p90 of the planner's error on published training runs");
    const Result &r = m_doc->result();
    const QString calibrated
        = r.calibration.applied
              ? tr("\nCalibrated from a trial run on %n GPU(s).", nullptr, r.calibration.trialGpus)
              : QString();
    m_time->setToolTip(
        tr("Likely %1 (%2)")
            .arg(rep.totalTime.range.isEmpty() ? rep.totalTime.value : rep.totalTime.range, span)
        + calibrated);
    QString costTip
        = tr("Likely %1 (%2)")
              .arg(rep.totalCost.range.isEmpty() ? rep.totalCost.value : rep.totalCost.range, span);
    // The job's own share beside a commitment's or an ownership's total, and a price the
    // catalog only assumes.
    for (const QString &more : {rep.jobShare, rep.assumedPrice})
        if (!more.isEmpty()) costTip += QLatin1Char('\n') + more;
    m_cost->setToolTip(costTip);
    QString cost = tr("Cost: %1 (%2)").arg(rep.totalCost.value, rep.costSpan);
    if (m_doc->plan().budget > 0)
        cost += r.withinBudget ? tr(", within budget") : tr(", over budget");
    m_cost->setFigure(cost);
}

QString StatusLine::text() const
{
    return m_gpus->text() + QLatin1Char(' ') + m_time->text() + QLatin1Char(' ') + m_cost->text();
}

} // namespace cp::ui
