// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisPanel: the cloud vs. buy chart and the sensitivity chart, side by side in a wide
// dock and one above the other in a tall one.
#include "panels/analysispanel.h"

#include "style/wrappingrow.h"

#include <QBoxLayout>
#include <QResizeEvent>

#include <algorithm>

namespace cp::ui {

AnalysisPanel::AnalysisPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_cost = new CostOverTimeChart(doc);
    m_layout->addWidget(m_cost, 1);
    m_sensitivity = new SensitivityChart(doc);
    m_layout->addWidget(m_sensitivity, 1);
    // Nothing is computed until the panel is first shown (each chart's showEvent).
}

void AnalysisPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side in a wide dock, one above the other in a tall one.
    const QSize s = event->size();
    const auto direction
        = s.width() >= s.height() * 1.6 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_layout->direction() != direction) m_layout->setDirection(direction);
}

int AnalysisPanel::oneLineWidth() const
{
    const QMargins outer = m_layout->contentsMargins();
    const QMargins inner = m_cost->layout() ? m_cost->layout()->contentsMargins() : QMargins();
    return std::max(minimumSizeHint().width(), m_cost->controlsRow()->sizeHint().width()
                                                   + outer.left() + outer.right() + inner.left()
                                                   + inner.right());
}

} // namespace cp::ui
