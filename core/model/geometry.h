// SPDX-License-Identifier: GPL-3.0-or-later
// Plane geometry the drawings share (the proposal's cables, the app's chart labels).
#pragma once

#include <QLineF>
#include <QRectF>

namespace cp {

/// Whether the segment from `a` to `b` crosses `r` (or ends inside it).
inline bool segmentCrosses(QPointF a, QPointF b, const QRectF &r)
{
    if (r.contains(a) || r.contains(b)) return true;
    const QLineF line(a, b);
    const QLineF edges[] = {{r.topLeft(), r.topRight()},
                            {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()},
                            {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &e : edges)
        if (line.intersects(e, nullptr) == QLineF::BoundedIntersection) return true;
    return false;
}

} // namespace cp
