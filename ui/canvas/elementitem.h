// SPDX-License-Identifier: GPL-3.0-or-later
// A node, switch or group of nodes on the topology canvas: its box, name, detail, findings
// outline and badge.
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsObject>

namespace cp::ui {

class PlanDocument;

/// A node or switch on the canvas, or a group of GPU nodes shown as one box (a scalable unit
/// or a rack, core/engine/networklayout.h); the model is the truth, the item only shows it.
class ElementItem final : public QGraphicsObject
{
    Q_OBJECT
public:
    enum { Type = UserType + 1 };
    enum class Kind { Node, Switch, Group };
    ElementItem(PlanDocument *doc, const QString &id, Kind kind);
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *w) override;

    const QString &id() const { return m_id; }
    bool isSwitch() const { return m_kind == Kind::Switch; }
    bool isGroup() const { return m_kind == Kind::Group; }
    void setLabel(const QString &title, const QString &detail);
    void setOutline(int severity); // -1 none, else Severity
    /// The badge: a GPU node's memory fit ("56 %"), a switch's ports in use ("48/64").
    void setBadge(const QString &text, const QColor &colour);
    const QString &title() const { return m_title; }
    const QString &detail() const { return m_detail; }
    const QString &badge() const { return m_badge; }
    /// True when the name fits its line and the detail its two lines, uncut.
    bool textFits() const;

private:
    /// Where and in what font the name and the detail are drawn.
    struct TextLayout
    {
        QFont titleFont, detailFont;
        QRectF title, detail;
    };
    TextLayout textLayout() const;
    /// Whether the detail fits its box in the layout's detail font.
    bool detailFits(const TextLayout &t) const;
    /// The box drawn; the bounding rectangle adds the badge's room above it.
    QRectF bodyRect() const;

    PlanDocument *m_doc;
    QString m_id;
    Kind m_kind;
    QString m_title, m_detail;
    int m_outline = -1;
    QString m_badge;
    QColor m_badgeColour;
};

} // namespace cp::ui
