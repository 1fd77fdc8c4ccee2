// AnalysisChart: the message in place of a chart, and a hidden chart that waits until it is
// shown to recompute.
#include "charts/analysischart.h"

#include "charts/chartutil.h"
#include "document/plandocument.h"

#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QStackedWidget>

namespace cp::ui {

AnalysisChart::AnalysisChart(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    m_box = new QVBoxLayout(this);
    m_box->setContentsMargins(0, 0, 0, 0);
    connect(doc, &PlanDocument::resultChanged, this, &AnalysisChart::invalidate);
    // Nothing is computed until the chart is first shown (showEvent).
}

QString AnalysisChart::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

void AnalysisChart::invalidate()
{
    m_stale = true;
    refresh();
}

void AnalysisChart::refresh()
{
    // A hidden chart (a closed dock, a tab behind another) does no work; showEvent catches up.
    if (!isVisible() || !m_stale) return;
    m_stale = false;
    recompute();
}

void AnalysisChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

QChartView *AnalysisChart::viewFor(QChart *c)
{
    c->setMargins(QMargins(4, 4, 4, 4));
    // Tick labels with the language's group separators: "12,000", not "12000".
    c->setLocalizeNumbers(true);
    return chart::viewFor(c, QSize(300, 190));
}

void AnalysisChart::addView(QWidget *view)
{
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMargin(16);
    m_stack = new QStackedWidget;
    m_stack->addWidget(view);
    m_stack->addWidget(m_message);
    m_box->addWidget(m_stack, 1);
}

void AnalysisChart::showMessage(const QString &text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

void AnalysisChart::showChart()
{
    m_stack->setCurrentIndex(0);
}

} // namespace cp::ui
