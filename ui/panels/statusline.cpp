// SPDX-License-Identifier: GPL-3.0-or-later
// StatusLine: three labels that print the document's report (core/report/report.h).
#include "panels/statusline.h"

#include "document/plandocument.h"
#include "report/format.h"
#include "report/translation.h"
#include "report/findingtext.h"
#include "style/style.h"

#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QStatusBar>

#include <algorithm>
#include <array>

namespace cp::ui {

/// A figure of the status bar. Its size is fixed: it grows with a longer text and keeps its
/// width for a shorter one (until the figures are cleared or the font changes), so the
/// figures do not shift sideways while one edits, and a new text repaints the label alone.
/// A label free to size itself tells the status bar, and through it the whole window's
/// layout (every dock), of every new text, on every edit.
class FigureLabel final : public QLabel
{
public:
    /// The figure's forms, longest first ("Training: 51 d (incl. 30 % …), within the
    /// deadline", "Training: 51 d, within the deadline", "51 d"); the first is shown until
    /// arrange() picks another.
    void setForms(const QStringList &forms)
    {
        m_forms = forms;
        m_form = 0;
        setText(forms.value(0));
        fit(forms.isEmpty());
    }
    int forms() const { return int(m_forms.size()); }
    /// The width form `i` takes.
    int widthOf(int i) const { return natural(m_forms.value(i)).width(); }
    void showForm(int i)
    {
        if (i == m_form) return;
        m_form = i;
        setText(m_forms.value(i));
        fit(true);
    }

protected:
    void changeEvent(QEvent *e) override
    {
        QLabel::changeEvent(e);
        if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) fit(true);
    }

private:
    QSize natural(const QString &text) const
    {
        return fontMetrics()
            .boundingRect(QRect(0, 0, 4000, 400), int(alignment()), text)
            .size()
            .grownBy(contentsMargins());
    }
    /// The text's own size (QLabel's hint never falls below the fixed size it had), or the
    /// width it has where that is more and `shrink` is false.
    void fit(bool shrink)
    {
        QSize size = natural(text());
        if (!shrink) size.setWidth(std::max(size.width(), minimumWidth()));
        setFixedSize(size);
    }

    QStringList m_forms;
    int m_form = 0;
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
            m_rules << rule;
        }
        m_bar->addPermanentWidget(l);
    }
    m_bar->installEventFilter(this);
    connect(m_bar, &QStatusBar::messageChanged, this, [this](const QString &message) {
        m_message = message;
        // Read whole in the tooltip where even the whole bar is too narrow for it.
        m_bar->setToolTip(message);
        arrange();
    });
}

bool StatusLine::eventFilter(QObject *watched, QEvent *e)
{
    if (watched == m_bar && e->type() == QEvent::Resize) arrange();
    return QObject::eventFilter(watched, e);
}

void StatusLine::arrange()
{
    // The room the figures have: the bar less its rules, margins and a sliver for the risk.
    const std::array<FigureLabel *, 3> labels{m_gpus, m_time, m_cost};
    const int message
        = m_message.isEmpty() ? 0 : m_bar->fontMetrics().horizontalAdvance(m_message) + 24;
    const int room = m_bar->width() - 4 * m_bar->fontMetrics().averageCharWidth() - 40 - message;
    std::array<int, 3> form{0, 0, 0};
    auto total = [&] {
        int w = 0;
        for (std::size_t i = 0; i < labels.size(); ++i)
            w += labels[i]->widthOf(form[i]);
        return w;
    };
    // The widest figure that has a shorter form gives way first.
    while (total() > room) {
        int widest = -1;
        for (std::size_t i = 0; i < labels.size(); ++i)
            if (form[i] + 1 < labels[i]->forms()
                && (widest < 0
                    || labels[i]->widthOf(form[i])
                           > labels[std::size_t(widest)]->widthOf(form[std::size_t(widest)])))
                widest = int(i);
        if (widest < 0) break;
        ++form[std::size_t(widest)];
    }
    for (std::size_t i = 0; i < labels.size(); ++i)
        labels[i]->showForm(form[i]);
    const bool aside = !m_message.isEmpty() && total() > room;
    for (QWidget *w : std::initializer_list<QWidget *>{m_gpus, m_time, m_cost})
        w->setVisible(!aside);
    for (QWidget *rule : std::as_const(m_rules))
        rule->setVisible(!aside);
}

void StatusLine::refresh()
{
    if (!m_doc->error().isEmpty()) {
        // The last figures belong to a plan that is gone: none is shown beside the reason.
        m_bar->showMessage(tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
        for (FigureLabel *l : {m_gpus, m_time, m_cost}) {
            l->setForms({});
            l->setToolTip(QString());
        }
        m_risk->setRisk(QString(), QString());
        return;
    }
    m_bar->clearMessage();
    const Report &rep = m_doc->report();
    m_gpus->setForms({rep.gpus});
    // The headline time holds the trial-run allowance: say so beside it.
    const Result &r = m_doc->result();
    const Plan &plan = m_doc->plan();
    // Beside the figures, whether they meet what the plan asks, as the cost says of the
    // budget; and the gravest finding, which no figure shows ("the model does not fit").
    // A delivery that takes the deadline is said: "51 d, past the deadline" read as wrong
    // against a 90-day deadline, the 84 days of delivery before it unsaid.
    const bool lateByDelivery = plan.leadTimeDays > 0 && !meetsDeadline(plan, r)
                                && r.totalTime <= days(plan.deadlineDays);
    const QString deadline
        = plan.deadlineDays <= 0   ? QString()
          : meetsDeadline(plan, r) ? tr(", within the deadline")
          : lateByDelivery         ? tr(", past the deadline after %1 of delivery")
                                 .arg(formatDuration(days(plan.leadTimeDays), currentLanguage()))
                           : tr(", past the deadline");
    const QString time = tr("Training: %1").arg(rep.totalTime.value) + deadline;
    m_time->setForms(
        {rep.allowance.isEmpty()
             ? time
             : tr("Training: %1 (%2)").arg(rep.totalTime.value, rep.allowance) + deadline,
         time, rep.totalTime.value});
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
              .arg(rep.totalCost.range.isEmpty() ? rep.totalCost.value : rep.totalCost.range,
                   tr("the likely time at the low and the high prices"));
    // The job's own share beside a commitment's or an ownership's total, and a price the
    // catalog only assumes.
    for (const QString &more : {rep.jobShare, rep.assumedPrice})
        if (!more.isEmpty()) costTip += QLatin1Char('\n') + more;
    m_cost->setToolTip(costTip);
    const QString budget = plan.budget <= 0               ? QString()
                           : !r.withinBudget              ? tr(", over budget")
                           : r.costRange[1] > plan.budget ? tr(", within budget at the estimate")
                                                          : tr(", within budget");
    m_cost->setForms({tr("Cost: %1 (%2)").arg(rep.totalCost.value, rep.costSpan) + budget,
                      tr("Cost: %1").arg(rep.totalCost.value) + budget, rep.totalCost.value});
    arrange();
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
