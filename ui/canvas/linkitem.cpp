// LinkItem: a cable's line, easy to pick up and haloed when selected.
#include "canvas/linkitem.h"
#include "style/style.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace cp::ui {

LinkItem::LinkItem()
{
    setFlags(ItemIsSelectable);
    setZValue(0);
}

QPainterPath LinkItem::shape() const
{
    // A thin line is hard to hit: pick it up within a few pixels either side.
    QPainterPath path(line().p1());
    path.lineTo(line().p2());
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(8.0, pen().widthF() + 4));
    return stroker.createStroke(path);
}

void LinkItem::paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    QPen pen = this->pen();
    if (opt->state & QStyle::State_Selected) {
        p->setPen(cp::ui::line::cableHalo(pen));
        p->drawLine(line());
    }
    p->setPen(pen);
    p->drawLine(line());
}

} // namespace cp::ui
