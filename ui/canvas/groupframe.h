// SPDX-License-Identifier: GPL-3.0-or-later
// The frame around an expanded group of nodes on the canvas: where its servers are, and
// where a double-click folds them back into one box.
#pragma once

#include <QGraphicsRectItem>
#include <QString>

class QGraphicsSimpleTextItem;

namespace cp::ui {

/// A light frame behind the servers of an expanded scalable unit or rack, its name on top.
class GroupFrame final : public QGraphicsRectItem
{
public:
    enum { Type = UserType + 3 };
    explicit GroupFrame(const QString &groupId);
    int type() const override { return Type; }

    const QString &groupId() const { return m_groupId; }
    void setLabel(const QString &text);
    /// Frames the rectangle the servers' boxes cover, with a margin and room for the label.
    void frame(const QRectF &servers);

private:
    QString m_groupId;
    QGraphicsSimpleTextItem *m_label;
};

} // namespace cp::ui
