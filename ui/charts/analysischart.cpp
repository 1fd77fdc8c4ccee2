// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisChart: the message in place of a chart, and a chart out of sight that waits until
// it is painted to recompute.
#include "charts/analysischart.h"

#include "charts/chartutil.h"
#include "document/plandocument.h"

#include <QBoxLayout>
#include <QChart>
#include <QAbstractScrollArea>
#include <QChartView>
#include <QEvent>
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

bool AnalysisChart::isInSight() const
{
    // A dock in a tab behind another stays "visible" to Qt, moved outside the window; a
    // chart scrolled out of its panel lies outside its viewport. Its rectangle clipped by
    // every parent up to the window: not visibleRegion(), which also takes out what the
    // chart's own opaque view covers (all of it, once the controls are scrolled away).
    if (!isVisible()) return false;
    QRect r = rect();
    for (const QWidget *w = this; !w->isWindow(); w = w->parentWidget()) {
        r.translate(w->pos());
        r &= w->parentWidget()->rect();
        if (r.isEmpty()) return false;
    }
    return true;
}

void AnalysisChart::refresh()
{
    // A chart out of sight (a closed dock, a tab behind another, scrolled away) does no
    // work: the first paint of it catches up (eventFilter).
    if (!m_stale || !isInSight()) return;
    m_stale = false;
    recompute();
}

void AnalysisChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

bool AnalysisChart::eventFilter(QObject *watched, QEvent *event)
{
    // Painted while out of date: its tab was raised or it was scrolled into sight. Recompute
    // after this paint, not inside it.
    if (event->type() == QEvent::Paint && m_stale)
        QMetaObject::invokeMethod(
            this,
            [this] {
                // Painted, so in sight, whatever the geometry says.
                if (!m_stale) return;
                m_stale = false;
                recompute();
            },
            Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

QChartView *AnalysisChart::viewFor(QChart *c, chart::Edges edges)
{
    c->setMargins(QMargins(4, 4, 4, 4));
    // Tick labels with the language's group separators: "12,000", not "12000".
    c->setLocalizeNumbers(true);
    return chart::viewFor(c, QSize(300, 190), edges);
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
    // What is painted of the chart: the view's drawing area, or the message in its place.
    if (auto *scroll = qobject_cast<QAbstractScrollArea *>(view))
        scroll->viewport()->installEventFilter(this);
    else
        view->installEventFilter(this);
    m_message->installEventFilter(this);
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
