// SPDX-License-Identifier: GPL-3.0-or-later
// GroupFrame: a dashed, lightly filled rectangle behind the servers and a label above them.
#include "canvas/groupframe.h"
#include "style/style.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace cp::ui {

GroupFrame::GroupFrame(const QString &groupId)
    : m_groupId(groupId)
    , m_label(new QGraphicsSimpleTextItem(this))
{
    setZValue(-1); // under the cables and the boxes
    setPen(line::groupFrame());
    setBrush(colour::frameFill());
    QFont f;
    f.setPointSizeF(10);
    f.setBold(true);
    m_label->setFont(f);
    m_label->setBrush(colour::frameLabel());
}

void GroupFrame::setLabel(const QString &text)
{
    if (m_label->text() != text) m_label->setText(text);
}

void GroupFrame::frame(const QRectF &servers)
{
    const QRectF r = servers.adjusted(-16, -40, 16, 16);
    if (rect() != r) setRect(r);
    m_label->setPos(r.left() + 10, r.top() + 8);
}

} // namespace cp::ui
