// SPDX-License-Identifier: GPL-3.0-or-later
// StatusLine: three labels that print the document's report (core/report/report.h).
#include "panels/statusline.h"

#include "document/plandocument.h"
#include "report/findingtext.h"
#include "style/style.h"

#include <QEvent>
#include <QFrame>
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

/// The plan's gravest finding on the left of the status bar, elided to the room it has (a
/// label sized to its text would widen the window past a laptop's screen); the whole
/// finding and its fix in the tooltip.
class RiskLabel final : public QLabel
{
public:
    RiskLabel() { setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); }

    void setRisk(const QString &text, const QString &tip)
    {
        if (text == m_full && tip == toolTip()) return;
        m_full = text;
        setToolTip(tip);
        elide();
    }

protected:
    void resizeEvent(QResizeEvent *e) override
    {
        QLabel::resizeEvent(e);
        elide();
    }

private:
    void elide()
    {
        setText(
            fontMetrics().elidedText(m_full, Qt::ElideRight, std::max(0, contentsRect().width())));
    }
    QString m_full;
};

StatusLine::StatusLine(PlanDocument *doc, QStatusBar *bar, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_bar(bar)
{
    m_gpus = new FigureLabel;
    m_time = new FigureLabel;
    m_cost = new FigureLabel;
    m_risk = new RiskLabel;
    m_risk->setObjectName(QStringLiteral("statusRisk"));
    m_risk->setStyleSheet(colour::invalidText());
    m_bar->addWidget(m_risk, 1);
    // A rule between the figures: side by side they read as one run-on line ("…，在工期内
    // 费用：238 万美元").
    for (FigureLabel *l : {m_gpus, m_time, m_cost}) {
        if (l != m_gpus) {
            auto *rule = new QFrame;
            rule->setFrameShape(QFrame::VLine);
            rule->setFrameShadow(QFrame::Sunken);
            m_bar->addPermanentWidget(rule);
        }
        m_bar->addPermanentWidget(l);
    }
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
        m_risk->setRisk(QString(), QString());
        return;
    }
    m_bar->clearMessage();
    const Report &rep = m_doc->report();
    m_gpus->setFigure(rep.gpus);
    // The headline time holds the trial-run allowance: say so beside it.
    const Result &r = m_doc->result();
    const Plan &plan = m_doc->plan();
    // Beside the figures, whether they meet what the plan asks, as the cost says of the
    // budget; and the gravest finding, which no figure shows ("the model does not fit").
    QString time = rep.allowance.isEmpty()
                       ? tr("Training: %1").arg(rep.totalTime.value)
                       : tr("Training: %1 (%2)").arg(rep.totalTime.value, rep.allowance);
    if (plan.deadlineDays > 0)
        time += meetsDeadline(plan, r) ? tr(", within the deadline") : tr(", past the deadline");
    m_time->setFigure(time);
    const auto gravest = std::find_if(r.findings.begin(), r.findings.end(), [](const Finding &f) {
        return f.severity == Severity::Error;
    });
    if (gravest == r.findings.end()) {
        m_risk->setRisk(QString(), QString());
    } else {
        const FindingText words = findingText(*gravest);
        m_risk->setRisk(words.message, words.message + QLatin1Char('\n') + words.suggestion);
    }
    const QString span = tr("p10-p90 of the planner's error on published training runs");
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
    if (plan.budget > 0) cost += r.withinBudget ? tr(", within budget") : tr(", over budget");
    m_cost->setFigure(cost);
}

QString StatusLine::text() const
{
    // The labels stand apart on the bar; read as one line, a dot parts them.
    QStringList figures;
    for (const FigureLabel *l : {m_gpus, m_time, m_cost})
        if (!l->text().isEmpty()) figures << l->text();
    return figures.join(QStringLiteral(" · "));
}

} // namespace cp::ui
