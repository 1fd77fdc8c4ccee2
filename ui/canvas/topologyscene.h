// SPDX-License-Identifier: GPL-3.0-or-later
// The topology canvas's scene: it mirrors the plan's graph (items created, moved and removed
// on document changes) and turns drags, copies, pastes and deletions into edits.
#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <set>
#include <string>
#include <vector>

namespace cp {
struct TopoNode;
} // namespace cp

namespace cp::ui {

class ElementItem;
class GroupFrame;
class LinkItem;
class PlanDocument;

/// The plan's nodes, switches and links as canvas items, kept in step with the document.
class TopologyScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TopologyScene(PlanDocument *doc, QObject *parent = nullptr);
    ElementItem *item(const QString &id) const { return m_items.value(id); }
    int linkCount() const { return int(m_links.size()); }
    /// The line of the link between two elements, or null.
    LinkItem *link(const QString &a, const QString &b) const;
    /// A cable's tooltip, worded when it is shown: its ends, ports, fabric and tier.
    QString linkToolTip(const LinkItem &line) const;
    void removeSelected();
    /// Cables the selection without the mouse (Edit > Connect selected): two elements to
    /// each other, or every selected element to the one selected switch; one undo step.
    /// Returns what was done or why nothing was, for the status bar.
    QString connectSelected();
    /// Opens a folded group (a scalable unit or rack shown as one box), or folds an open
    /// one; given a group or one of its servers. False when it is in no group.
    bool toggleGroup(const QString &groupOrMember);
    /// Opens the folded group that hides an element, so that it can be selected.
    void reveal(const QString &id);
    /// The ids of the groups drawn folded, with their servers.
    const QHash<QString, QStringList> &groups() const { return m_groups; }
    /// Re-reads every label from the plan (after a language change).
    void refresh() { sync(); }
    /// What a view shows first when the whole does not fit readably: the GPU nodes and
    /// the training switches (everything, when there are none).
    QRectF focusRect() const;
    /// The selected elements and the links among them, as topology JSON.
    QByteArray copySelection() const;
    /// Adds a copied topology with fresh ids, shifted by offset; one undo step.
    /// `duplicate` names the undo step "Duplicate", not "Paste".
    bool paste(const QByteArray &topologyJson, QPointF offset, bool duplicate = false);
signals:
    /// Most elements came or went at once: a view fits the new topology.
    void topologyReplaced();

public:
    /// Leaf/spine layout: training switches on top, GPU nodes in rows of eight, storage and
    /// CPU nodes to the right, management switches below; one undo step. False when every
    /// element stood in its place already (nothing moved, no undo step).
    bool autoLayout();
    /// Replaces the drawn switches and cables with the designed networks (leaves, spines,
    /// cores; storage and management networks); one undo step. The plan's error when it
    /// cannot be designed, else empty.
    QString designNetwork();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *e) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *e) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *e) override;
    void helpEvent(QGraphicsSceneHelpEvent *e) override;

private:
    /// One line item per cable, reused: only geometry, pen and what its tooltip says are
    /// updated. The
    /// colour tells the fabric family of the port (the NIC's, else the switch's) and, in
    /// its shade, the tier. A folded group's cables to one switch are drawn as one bundle.
    void syncLinks();
    /// Findings outline the elements they concern in their colour.
    void syncOutlines();
    void labelNode(ElementItem *it, const TopoNode &n);
    void sync();
    void syncLayout();
    /// The element a cable's end is drawn at: the element, or the folded group holding it.
    QString visibleEnd(const QString &id) const;
    /// Groups at their servers' centre, open groups' frames around their servers.
    void placeGroups();
    /// Every cable's line between its drawn ends.
    void placeLinks();
    /// The scene as large as what is drawn, never smaller than a small topology's canvas.
    void fitSceneRect();
    /// The ids of the selected nodes and switches.
    std::set<std::string> selectedIds() const;
    /// Puts the dragged selection's positions into the plan (one merged command per drag).
    void moveDragged();

    PlanDocument *m_doc;
    QHash<QString, ElementItem *> m_items;
    QHash<QString, QStringList> m_groups;    // group id -> its servers, folded or open
    QHash<QString, QString> m_memberOf;      // server -> its folded group
    QSet<QString> m_expanded;                // open groups
    QHash<QString, GroupFrame *> m_frames;   // open groups' frames
    std::vector<LinkItem *> m_links;
    bool m_dragging = false;
    int m_dragSerial = 0;
};

} // namespace cp::ui
