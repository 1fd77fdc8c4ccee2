// SPDX-License-Identifier: GPL-3.0-or-later
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

/// The width a cable is picked up within: a thin line is hard to hit, so a few pixels
/// either side of it.
static double pickWidth(const QPen &pen)
{
    return std::max(8.0, pen.widthF() + 4);
}

QPainterPath LinkItem::shape() const
{
    QPainterPath path(line().p1());
    path.lineTo(line().p2());
    QPainterPathStroker stroker;
    stroker.setWidth(pickWidth(pen()));
    return stroker.createStroke(path);
}

QRectF LinkItem::boundingRect() const
{
    // What the shape and the selection halo cover, without building the shape: Qt's own
    // bounding rectangle of a line strokes shape() each time, and the scene asks for it on
    // every edit, for every cable. A square cap at an angle reaches half the width times
    // the square root of two past an end.
    const double reach = std::max(pickWidth(pen()), cp::ui::line::cableHalo(pen()).widthF()) / 2 * 1.5;
    return QRectF(line().p1(), line().p2()).normalized().adjusted(-reach, -reach, reach, reach);
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
