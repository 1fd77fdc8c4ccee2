// GroupFrame: a dashed, lightly filled rectangle behind the servers and a label above them.
#include "canvas/groupframe.h"

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
    QPen pen(QColor(0x90, 0x9a, 0xa8), 1.2, Qt::DashLine);
    setPen(pen);
    setBrush(QColor(0xf0, 0xf3, 0xf7));
    QFont f;
    f.setPointSizeF(10);
    f.setBold(true);
    m_label->setFont(f);
    m_label->setBrush(QColor(0x40, 0x48, 0x54));
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
