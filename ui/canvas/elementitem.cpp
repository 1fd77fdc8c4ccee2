// SPDX-License-Identifier: GPL-3.0-or-later
// ElementItem: a node's or switch's box on the canvas, its text fitted to the box and its
// outline and badge in the colours of the findings and the memory fit.
#include "canvas/elementitem.h"

#include "model/result.h"
#include "style/style.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace cp::ui {

namespace {

QColor severityColour(int s)
{
    return s == int(Severity::Error)     ? colour::error()
           : s == int(Severity::Warning) ? colour::warning()
                                         : colour::information();
}

} // namespace

ElementItem::ElementItem(PlanDocument *doc, const QString &id, Kind kind)
    : m_doc(doc)
    , m_id(id)
    , m_kind(kind)
{
    setFlags(ItemIsMovable | ItemIsSelectable);
    setZValue(1);
    setCacheMode(DeviceCoordinateCache); // text is drawn once, not on every drag frame
}

QRectF ElementItem::bodyRect() const
{
    // Nodes sit in 140 px columns, switches 180 px apart (the leaf/spine arrangement); a
    // group is a stack of nodes, wider.
    switch (m_kind) {
    case Kind::Switch:
        return QRectF(-85, -31, 170, 62);
    case Kind::Group:
        return QRectF(-85, -38, 170, 74);
    case Kind::Node:
        break;
    }
    return QRectF(-65, -38, 130, 74);
}

QRectF ElementItem::boundingRect() const
{
    // The badge (a node's memory use, a switch's ports) sits on its top edge, half above
    // the body; a group's stack shows below and right of it.
    return bodyRect().adjusted(0, -9, m_kind == Kind::Group ? 8 : 0, m_kind == Kind::Group ? 8 : 0);
}

ElementItem::TextLayout ElementItem::textLayout() const
{
    // Readable at the canvas's smallest fitted zoom (kReadableScale): the name in 10 pt
    // bold, the detail ("8 x H100 SXM5 80GB") in 9 pt on up to two lines.
    TextLayout t;
    const QRectF r = bodyRect().adjusted(6, 4, -6, -4);
    t.titleFont = QFont();
    t.titleFont.setBold(true);
    t.titleFont.setPointSizeF(10);
    t.detailFont = QFont();
    t.detailFont.setPointSizeF(9);
    const double titleHeight = QFontMetricsF(t.titleFont).height();
    t.title = QRectF(r.left(), r.top(), r.width(), titleHeight);
    t.detail = QRectF(r.left(), r.top() + titleHeight, r.width(), r.height() - titleHeight);
    // A long detail ("并行文件系统一体机（Lustre 类，全 NVMe）") in a smaller size, down to
    // 7.5 pt, rather than cut at the box's edge.
    for (double pt = 8.5; pt >= 7.5 && !detailFits(t); pt -= 0.5)
        t.detailFont.setPointSizeF(pt);
    return t;
}

bool ElementItem::detailFits(const TextLayout &t) const
{
    const QRectF need = QFontMetricsF(t.detailFont)
                            .boundingRect(t.detail, Qt::AlignHCenter | Qt::TextWordWrap, m_detail);
    return need.height() <= t.detail.height() && need.width() <= t.detail.width() + 0.5;
}

bool ElementItem::textFits() const
{
    const TextLayout t = textLayout();
    return QFontMetricsF(t.titleFont).horizontalAdvance(m_title) <= t.title.width()
           && detailFits(t);
}

void ElementItem::setLabel(const QString &title, const QString &detail)
{
    if (title == m_title && detail == m_detail) return;
    m_title = title;
    m_detail = detail;
    setToolTip(title + QLatin1Char('\n') + detail);
    update();
}

void ElementItem::setOutline(int severity)
{
    if (severity == m_outline) return;
    m_outline = severity;
    update();
}

void ElementItem::setBadge(const QString &text, const QColor &colour)
{
    if (text == m_badge && colour == m_badgeColour) return;
    m_badge = text;
    m_badgeColour = colour;
    update();
}

void ElementItem::paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *)
{
    const QRectF r = bodyRect().adjusted(2, 2, -2, -2);
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(line::elementOutline(m_outline >= 0 ? severityColour(m_outline) : QColor(),
                                   m_outline >= 0, opt->state & QStyle::State_Selected));
    if (m_kind == Kind::Group) {
        // The servers behind the first, as a stack.
        p->setBrush(colour::groupFill());
        p->drawRoundedRect(r.translated(8, 8), 6, 6);
        p->drawRoundedRect(r.translated(4, 4), 6, 6);
    }
    p->setBrush(m_kind == Kind::Switch ? colour::switchFill() : colour::nodeFill());
    p->drawRoundedRect(r, 6, 6);
    p->setPen(colour::ink());
    const TextLayout t = textLayout();
    p->setFont(t.titleFont);
    p->drawText(t.title, Qt::AlignCenter,
                QFontMetricsF(t.titleFont).elidedText(m_title, Qt::ElideRight, t.title.width()));
    p->setFont(t.detailFont);
    p->drawText(t.detail, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_detail);
    QFont f = t.detailFont;
    if (!m_badge.isEmpty()) {
        // On the top edge, within the bounding rectangle (outside it, it would be cut).
        f.setBold(true);
        f.setPointSizeF(7);
        const double width = std::max(38.0, QFontMetricsF(f).horizontalAdvance(m_badge) + 10);
        const QRectF badge(r.right() + 4 - width, r.top() - 8, width, 14);
        p->setPen(Qt::NoPen);
        p->setBrush(m_badgeColour);
        p->drawRoundedRect(badge, 7, 7);
        p->setPen(Qt::white);
        p->setFont(f);
        p->drawText(badge, Qt::AlignCenter, m_badge);
    }
}

} // namespace cp::ui
