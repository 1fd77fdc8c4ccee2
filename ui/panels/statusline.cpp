// StatusLine: three labels that print the document's report (core/report/report.h).
#include "panels/statusline.h"

#include "document/plandocument.h"

#include <QLabel>
#include <QStatusBar>

namespace cp::ui {

StatusLine::StatusLine(PlanDocument *doc, QStatusBar *bar, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_bar(bar)
{
    m_gpus = new QLabel;
    m_time = new QLabel;
    m_cost = new QLabel;
    for (QLabel *l : {m_gpus, m_time, m_cost})
        m_bar->addPermanentWidget(l);
}

void StatusLine::refresh()
{
    if (!m_doc->error().isEmpty()) {
        // The last figures belong to a plan that is gone: none is shown beside the reason.
        m_bar->showMessage(tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
        for (QLabel *l : {m_gpus, m_time, m_cost}) {
            l->clear();
            l->setToolTip(QString());
        }
        return;
    }
    m_bar->clearMessage();
    const Report &rep = m_doc->report();
    m_gpus->setText(rep.gpus);
    // The headline time holds the trial-run allowance: say so beside it.
    m_time->setText(rep.allowance.isEmpty()
                        ? tr("Training: %1").arg(rep.totalTime.value)
                        : tr("Training: %1 (%2)").arg(rep.totalTime.value, rep.allowance));
    const QString span = tr("p10-p90 of the planner's error on published training runs");
    const Result &r = m_doc->result();
    const QString calibrated
        = r.calibration.applied
              ? tr("\nCalibrated from a trial run on %n GPU(s).", nullptr, r.calibration.trialGpus)
              : QString();
    m_time->setToolTip(tr("Likely %1 (%2)")
                           .arg(rep.totalTime.range.isEmpty() ? rep.totalTime.value
                                                              : rep.totalTime.range,
                                span)
                       + calibrated);
    QString costTip = tr("Likely %1 (%2)")
                          .arg(rep.totalCost.range.isEmpty() ? rep.totalCost.value
                                                             : rep.totalCost.range,
                               span);
    // The job's own share beside a commitment's or an ownership's total, and a price the
    // catalog only assumes.
    for (const QString &more : {rep.jobShare, rep.assumedPrice})
        if (!more.isEmpty()) costTip += QLatin1Char('\n') + more;
    m_cost->setToolTip(costTip);
    QString cost = tr("Cost: %1 (%2)").arg(rep.totalCost.value, rep.costSpan);
    if (m_doc->plan().budget > 0)
        cost += r.withinBudget ? tr(", within budget") : tr(", over budget");
    m_cost->setText(cost);
}

QString StatusLine::text() const
{
    return m_gpus->text() + QLatin1Char(' ') + m_time->text() + QLatin1Char(' ') + m_cost->text();
}

} // namespace cp::ui
