// SPDX-License-Identifier: GPL-3.0-or-later
// A cable on the topology canvas, drawn between the elements it joins.
#pragma once

#include <QGraphicsLineItem>
#include <QString>

#include <string>

namespace cp::ui {

/// A cable between two elements: selectable (its properties are the port count and the NIC
/// fabric), coloured by fabric family, as wide as its port count.
class LinkItem final : public QGraphicsLineItem
{
public:
    enum { Type = UserType + 2 };
    LinkItem();
    int type() const override { return Type; }
    QPainterPath shape() const override;
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *w) override;

    const QString &a() const { return m_a; }
    const QString &b() const { return m_b; }
    /// Id for the properties panel: "a|b".
    QString key() const { return m_a + QLatin1Char('|') + m_b; }

private:
    QString m_a, m_b;
    // What its tooltip says, worded only when it is shown (TopologyScene::helpEvent): the
    // ends as drawn, the ports, the fabric and the tier between switches.
    bool m_bundle = false;
    int m_count = 0, m_tier = 0;
    std::string m_fabric;
    friend class TopologyScene;
};

} // namespace cp::ui
