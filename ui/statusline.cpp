// StatusLine: three labels, figures formatted for the current language.
#include "statusline.h"

#include "format.h"
#include "plandocument.h"
#include "spantext.h"
#include "translation.h"

#include <QLabel>
#include <QLocale>
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
    const Result &r = m_doc->result();
    if (!m_doc->error().isEmpty()) {
        m_bar->showMessage(tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
        return;
    }
    m_bar->clearMessage();
    const QLocale loc;
    m_gpus->setText(tr("%n GPU(s)", nullptr, r.cluster.gpus));
    const QString lang = currentLanguage();
    // The headline time holds the trial-run allowance: say so beside it.
    const QString allowance = allowanceText(r);
    m_time->setText(
        allowance.isEmpty()
            ? tr("Training: %1").arg(formatDuration(r.totalTime, lang))
            : tr("Training: %1 (%2)").arg(formatDuration(r.totalTime, lang), allowance));
    const QString span = tr("p10-p90 of the planner's error on published training runs");
    const QString calibrated
        = r.calibration.applied
              ? tr("\nCalibrated from a trial run on %n GPU(s).", nullptr, r.calibration.trialGpus)
              : QString();
    m_time->setToolTip(tr("Likely %1 (%2)")
                           .arg(formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1], lang),
                                span)
                       + calibrated);
    const QString costRange = formatMoneyRange(r.costRange[0], r.costRange[1], r.currency, lang);
    QString costTip
        = tr("Likely %1 (%2)")
              .arg(costRange.isEmpty() ? formatMoney(r.costTotal, r.currency, lang) : costRange,
                   span);
    // The job's own share beside a commitment's or an ownership's total, and a price the
    // catalog only assumes.
    for (const QString &more : {jobShareText(r, lang), assumedPriceText(r)})
        if (!more.isEmpty()) costTip += QLatin1Char('\n') + more;
    m_cost->setToolTip(costTip);
    QString cost = tr("Cost: %1 (%2)")
                       .arg(formatMoney(r.costTotal, r.currency, lang), costSpanText(r, lang));
    if (m_doc->plan().budget > 0)
        cost += r.withinBudget ? tr(", within budget") : tr(", over budget");
    m_cost->setText(cost);
}

QString StatusLine::text() const
{
    return m_gpus->text() + QLatin1Char(' ') + m_time->text() + QLatin1Char(' ') + m_cost->text();
}

} // namespace cp::ui
