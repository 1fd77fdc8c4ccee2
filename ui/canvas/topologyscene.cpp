// SPDX-License-Identifier: GPL-3.0-or-later
// TopologyScene: mirrors the plan's topology as items and turns drags, pastes and deletions
// into edits of the plan.
#include "canvas/topologyscene.h"

#include "canvas/elementitem.h"
#include "canvas/groupframe.h"
#include "report/format.h"
#include "canvas/linkitem.h"
#include "engine/networklayout.h"
#include "document/plandocument.h"
#include "io/planio.h"
#include "model/cable.h"
#include "edit/topologyedit.h"
#include "report/translation.h"
#include "style/style.h"

#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPen>
#include <QSet>

#include <algorithm>

namespace cp::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// Where a folded group's box stands: above the middle of its servers' top row.
QPointF groupAnchor(const QList<QPointF> &servers)
{
    QPointF sum;
    double top = servers.isEmpty() ? 0 : servers.front().y();
    for (const QPointF &p : servers) {
        sum += p;
        top = std::min(top, p.y());
    }
    return {servers.isEmpty() ? 0 : sum.x() / double(servers.size()), top};
}

/// The canvas a small topology is drawn on; a larger one grows it (fitSceneRect).
const QRectF kLeastSceneRect(-200, -200, 2000, 1400);

edit::Point point(QPointF p)
{
    return {p.x(), p.y()};
}

} // namespace

TopologyScene::TopologyScene(PlanDocument *doc, QObject *parent)
    : QGraphicsScene(parent)
    , m_doc(doc)
{
    setSceneRect(kLeastSceneRect);
    // Every plan change is followed by a result change; a move only changes the layout.
    connect(doc, &PlanDocument::resultChanged, this, &TopologyScene::sync);
    connect(doc, &PlanDocument::layoutChanged, this, &TopologyScene::syncLayout);
    sync();
}

void TopologyScene::sync()
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    QSet<QString> alive;
    const int before = int(m_items.size());
    int created = 0;
    auto place = [&](const QString &id, ElementItem::Kind kind, double x, double y) {
        ElementItem *it = m_items.value(id);
        if (!it) {
            ++created;
            it = new ElementItem(m_doc, id, kind);
            addItem(it);
            m_items.insert(id, it);
        }
        if (it->pos() != QPointF(x, y)) it->setPos(x, y);
        alive.insert(id);
        return it;
    };
    for (const TopoNode &n : plan.topology.nodes) {
        labelNode(place(qs(n.id), ElementItem::Kind::Node, n.x, n.y), n);
    }
    const std::map<std::string, int> portsUsed = switchPortsUsed(plan.topology);
    for (const TopoSwitch &s : plan.topology.switches) {
        const Fabric *f = cat.fabric(s.fabric);
        ElementItem *it = place(qs(s.id), ElementItem::Kind::Switch, s.x, s.y);
        // Ports in use of the ports it has: green with some free, slate full, red over.
        const int used = portsUsed.at(s.id), radix = switchRadix(s, cat, m_doc->info().market);
        if (radix > 0)
            it->setBadge(QStringLiteral("%1/%2").arg(used).arg(radix),
                         used > radix    ? colour::error()
                         : used == radix ? colour::full()
                                         : colour::fine());
        const QString role = s.role == SwitchRole::Training  ? tr("training")
                             : s.role == SwitchRole::Storage ? tr("storage")
                                                             : tr("management");
        // The name alone on the first line; the role and the fabric below, on two lines if need be.
        // A rate and its unit never part at a line break: "400 Gb/s".
        QString fabric = f ? catalogName(f->name) : qs(s.fabric);
        // Nor does the unit part at its slash ("Gb/" over "s"): word joiners hold it.
        fabric.replace(QStringLiteral(" Gb/s"), QStringLiteral("\u00a0Gb\u2060/\u2060s"));
        const QString detail = tr("%1 · %2", "switch role · fabric").arg(role, fabric);
        it->setLabel(qs(s.id), detail);
        if (radix > 0)
            it->setToolTip(qs(s.id) + QLatin1Char('\n') + detail + QLatin1Char('\n')
                           + (used > radix ? tr("%1 of %2 ports cabled: %3 too many")
                                                 .arg(used)
                                                 .arg(radix)
                                                 .arg(used - radix)
                                           : tr("%1 of %2 ports cabled, %3 free")
                                                 .arg(used)
                                                 .arg(radix)
                                                 .arg(radix - used)));
    }
    // Past a few dozen GPU nodes, each scalable unit or rack is one box until double-clicked.
    m_groups.clear();
    m_memberOf.clear();
    const int perRack = m_doc->error().isEmpty() ? m_doc->result().network.racks.nodesPerRack : 0;
    QSet<QString> framed;
    QHash<QString, int> gpusOf;
    if (plan.topology.nodes.size() > std::size_t(kGroupAbove))
        for (const TopoNode &n : plan.topology.nodes)
            if (const NodeTemplate *t = cat.node(n.templateId))
                gpusOf.insert(qs(n.id), n.gpus > 0 ? n.gpus : t->gpus);
    for (const NodeGroup &g : groupNodes(plan.topology, cat, perRack > 0 ? perRack : 4)) {
        const QString id = g.scalableUnit ? QStringLiteral("#su%1").arg(g.number)
                                          : QStringLiteral("#rack%1").arg(g.number);
        const QString name = g.scalableUnit ? tr("SU %1").arg(g.number) : tr("Rack %1").arg(g.number);
        QStringList members;
        int gpus = 0;
        for (const std::string &m : g.members) {
            members << qs(m);
            gpus += gpusOf.value(members.back());
        }
        m_groups.insert(id, members);
        if (m_expanded.contains(id)) {
            GroupFrame *&frame = m_frames[id];
            if (!frame) {
                frame = new GroupFrame(id);
                addItem(frame);
            }
            frame->setLabel(tr("%1 · double-click to fold", "group name").arg(name));
            framed.insert(id);
            continue;
        }
        const ElementItem *was = m_items.value(id);
        ElementItem *it = place(id, ElementItem::Kind::Group, was ? was->x() : 0, was ? was->y() : 0);
        it->setLabel(name, tr("%n server(s)", nullptr, int(members.size())) + QStringLiteral(" · ")
                               + tr("%n GPU(s)", nullptr, gpus));
        it->setToolTip(tr("%1: %2 to %3\nDouble-click to show its servers.")
                           .arg(name, members.front(), members.back()));
        for (const QString &m : std::as_const(members))
            m_memberOf.insert(m, id);
    }
    // A server shows unless its group is folded: set once, so that an edit of one server
    // neither shows nor hides the others (each a change the scene's index must follow).
    for (const TopoNode &n : plan.topology.nodes)
        if (ElementItem *it = m_items.value(qs(n.id)))
            it->setVisible(!m_memberOf.contains(qs(n.id)));
    for (auto it = m_frames.begin(); it != m_frames.end();) {
        if (framed.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_frames.erase(it);
    }
    m_expanded.intersect(framed);
    placeGroups();

    int deleted = 0;
    for (auto it = m_items.begin(); it != m_items.end();) {
        if (!alive.contains(it.key())) {
            ++deleted;
            delete it.value();
            it = m_items.erase(it);
        } else {
            ++it;
        }
    }
    syncLinks();
    placeLinks();
    fitSceneRect();
    syncOutlines();
    // Another topology (a scenario, an applied tier, its undo), not an edit of this one.
    if (created + deleted > std::max(2, before / 2)) emit topologyReplaced();
}

/// A node's label: its name and what it holds, and on a GPU node the share of GPU memory
/// the job uses there.
void TopologyScene::labelNode(ElementItem *it, const TopoNode &n)
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    const NodeTemplate *t = cat.node(n.templateId);
    QString detail, badge, memoryTip;
    QColor badgeColour;
    if (t && t->kind == NodeKind::Gpu) {
        const Accelerator *a = cat.accelerator(n.gpu.empty() ? plan.gpu : n.gpu);
        detail = tr("%1 × %2")
                     .arg(n.gpus > 0 ? n.gpus : t->gpus)
                     .arg(a ? acceleratorBoxName(a->name, a->vendor) : qs(n.gpu));
        // Memory-fit badge: share of GPU memory the job uses on this node's cards.
        const Result &r = m_doc->result();
        if (m_doc->error().isEmpty() && a && r.cluster.gpu == a && r.capacity.value() > 0) {
            const double used = r.memoryPerGpu / r.capacity;
            badgeColour = used > 1.0   ? colour::error()
                          : used > 0.8 ? colour::warning()
                                       : colour::fine();
            badge = formatPercent(used * 100, currentLanguage());
            memoryTip = tr("%1\n%2\nGPU memory used: %3 of %4 GiB")
                            .arg(qs(n.id), detail)
                            .arg(toGiB(r.memoryPerGpu), 0, 'f', 1)
                            .arg(toGiB(r.capacity), 0, 'g', 3);
        }
    } else if (t && t->kind == NodeKind::Storage) {
        const StorageTier *s = cat.storage(n.storage.empty() ? "all-flash" : n.storage);
        detail = s ? catalogName(s->name) : qs(n.storage);
    } else if (t) {
        detail = tr("%1 CPU cores").arg(n.cpuCores > 0 ? n.cpuCores : t->cpuCores);
    }
    // Set once: an item repaints (and refills its cache) only when its text changes.
    it->setBadge(badge, badgeColour);
    it->setLabel(qs(n.id), detail);
    // After the label, which sets its own: the badge's percentage explained ("75 %" on a
    // node said nothing of what it measures, its tooltip the name alone).
    const QString tip
        = memoryTip.isEmpty() ? QString(qs(n.id) + QLatin1Char('\n') + detail) : memoryTip;
    if (it->toolTip() != tip) it->setToolTip(tip);
}

void TopologyScene::syncLinks()
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    struct Drawn
    {
        QString a, b;
        int count = 0;
        const TopoLink *link = nullptr; // the first cable of a bundle
        bool bundle = false;
    };
    std::vector<Drawn> drawn;
    QHash<QString, std::size_t> bundles;
    for (const TopoLink &l : plan.topology.links) {
        const QString a = visibleEnd(qs(l.a)), b = visibleEnd(qs(l.b));
        if (a == b || !m_items.contains(a) || !m_items.contains(b)) continue;
        if (a == qs(l.a) && b == qs(l.b)) {
            drawn.push_back({a, b, l.count, &l, false});
            continue;
        }
        const QString key = a + QLatin1Char('\n') + b;
        if (!bundles.contains(key)) {
            bundles.insert(key, drawn.size());
            drawn.push_back({a, b, 0, &l, true});
        }
        drawn[bundles.value(key)].count += l.count;
    }
    std::size_t used = 0;
    QHash<QString, const TopoSwitch *> switches;
    for (const TopoSwitch &s : plan.topology.switches)
        switches.insert(qs(s.id), &s);
    const std::map<std::string, int> tiers = switchTiers(plan.topology);
    for (const Drawn &d : drawn) {
        const TopoLink &l = *d.link;
        if (used == m_links.size()) {
            m_links.push_back(new LinkItem);
            addItem(m_links.back());
        }
        LinkItem *line = m_links[used++];
        line->m_a = d.a;
        line->m_b = d.b;
        // A bundle stands for many cables: selected and edited one by one once expanded.
        line->setFlag(QGraphicsItem::ItemIsSelectable, !d.bundle);
        const TopoSwitch *sw
            = cableSwitch(l, [&](const std::string &id) { return switches.value(qs(id)); });
        const Fabric *f = cableFabric(l, sw, cat);
        const int tier = cableTier(l, tiers);
        const QColor colour = QColor::fromRgb(QRgb(cableColour(cableFamily(l, sw, cat), tier)));
        const QPen pen = cp::ui::line::cable(colour, d.count,
                                             !l.fabric.empty() && sw && l.fabric != sw->fabric);
        if (line->pen() != pen) line->setPen(pen);
        // Worded afresh when hovered: a reused line forgets the cable it drew before.
        if (!line->toolTip().isEmpty()) line->setToolTip(QString());
        line->m_bundle = d.bundle;
        line->m_count = d.count;
        line->m_tier = tier;
        line->m_fabric = f ? f->id : std::string();
    }
    while (m_links.size() > used) {
        delete m_links.back();
        m_links.pop_back();
    }
}

QString TopologyScene::linkToolTip(const LinkItem &line) const
{
    const ElementItem *a = m_items.value(line.m_a), *b = m_items.value(line.m_b);
    const QString from = line.m_bundle && a ? a->title() : line.m_a;
    const QString to = line.m_bundle && b ? b->title() : line.m_b;
    QString tip = tr("%1 - %2: %n port(s)", nullptr, line.m_count).arg(from, to);
    if (const Fabric *f = m_doc->catalog().fabric(line.m_fabric))
        tip += QLatin1Char('\n') + catalogName(f->name);
    if (const QString between = cableTierText(line.m_tier); !between.isEmpty())
        tip += QLatin1Char('\n') + between;
    return tip;
}

void TopologyScene::helpEvent(QGraphicsSceneHelpEvent *e)
{
    // A cable's tooltip is worded when it is asked for: wording two thousand of them on
    // every edit took a fifth of the canvas's share of it.
    // Qt picks the item within a pixel of the pointer: every cable within a few of it.
    const QRectF near(e->scenePos() - QPointF(4, 4), QSizeF(8, 8));
    for (QGraphicsItem *i : items(near))
        if (auto *line = qgraphicsitem_cast<LinkItem *>(i)) line->setToolTip(linkToolTip(*line));
    QGraphicsScene::helpEvent(e);
}

void TopologyScene::syncOutlines()
{
    QHash<QString, int> worst;
    if (m_doc->error().isEmpty())
        for (const Finding &f : m_doc->result().findings)
            if (!f.element.empty())
                worst[qs(f.element)] = std::max(worst.value(qs(f.element), -1), int(f.severity));
    for (auto it = worst.cbegin(); it != worst.cend(); ++it)
        if (const QString group = m_memberOf.value(it.key()); !group.isEmpty())
            worst[group] = std::max(worst.value(group, -1), it.value());
    for (ElementItem *it : std::as_const(m_items))
        it->setOutline(worst.value(it->id(), -1));
}

QRectF TopologyScene::focusRect() const
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    QRectF focus;
    for (const TopoNode &n : plan.topology.nodes) {
        const NodeTemplate *t = cat.node(n.templateId);
        if (ElementItem *it = m_items.value(visibleEnd(qs(n.id))); it && t && t->kind == NodeKind::Gpu)
            focus |= it->sceneBoundingRect(); // a folded server: its group's box
    }
    for (const TopoSwitch &s : plan.topology.switches)
        if (ElementItem *it = m_items.value(qs(s.id)); it && s.role == SwitchRole::Training)
            focus |= it->sceneBoundingRect();
    return focus.isEmpty() ? itemsBoundingRect() : focus;
}

void TopologyScene::syncLayout()
{
    // Positions only: items follow the model, groups their servers, cables their ends.
    const Plan &plan = m_doc->plan();
    auto move = [](ElementItem *it, double x, double y) {
        if (it && it->pos() != QPointF(x, y)) it->setPos(x, y);
    };
    for (const TopoNode &n : plan.topology.nodes)
        move(m_items.value(qs(n.id)), n.x, n.y);
    for (const TopoSwitch &s : plan.topology.switches)
        move(m_items.value(qs(s.id)), s.x, s.y);
    placeGroups();
    placeLinks();
    fitSceneRect();
}

void TopologyScene::fitSceneRect()
{
    // Room to scroll to every element, however large the cluster, and a margin to drag into.
    const QRectF r = itemsBoundingRect().adjusted(-200, -200, 200, 200) | kLeastSceneRect;
    if (r != sceneRect()) setSceneRect(r);
}

QString TopologyScene::visibleEnd(const QString &id) const
{
    return m_memberOf.value(id, id);
}

void TopologyScene::placeGroups()
{
    for (auto g = m_groups.cbegin(); g != m_groups.cend(); ++g) {
        QRectF servers;
        QList<QPointF> at;
        for (const QString &m : g.value())
            if (const ElementItem *it = m_items.value(m)) {
                at << it->pos();
                servers |= it->mapRectToScene(it->boundingRect());
            }
        if (GroupFrame *frame = m_frames.value(g.key())) frame->frame(servers);
        if (ElementItem *box = m_items.value(g.key()); box && !at.isEmpty()) {
            const QPointF anchor = groupAnchor(at);
            if (box->pos() != anchor) box->setPos(anchor);
        }
    }
}

void TopologyScene::placeLinks()
{
    for (LinkItem *line : m_links) {
        const ElementItem *a = m_items.value(line->m_a), *b = m_items.value(line->m_b);
        if (!a || !b) continue;
        const QLineF geometry(a->pos(), b->pos());
        if (line->line() != geometry) line->setLine(geometry);
    }
}

bool TopologyScene::toggleGroup(const QString &groupOrMember)
{
    QString group = m_groups.contains(groupOrMember) ? groupOrMember : QString();
    for (auto g = m_groups.cbegin(); group.isEmpty() && g != m_groups.cend(); ++g)
        if (g.value().contains(groupOrMember)) group = g.key();
    if (group.isEmpty()) return false;
    if (m_expanded.contains(group))
        m_expanded.remove(group);
    else
        m_expanded.insert(group);
    sync();
    return true;
}

void TopologyScene::reveal(const QString &id)
{
    if (m_memberOf.contains(id)) toggleGroup(id);
}

LinkItem *TopologyScene::link(const QString &a, const QString &b) const
{
    for (LinkItem *l : m_links)
        if ((l->a() == a && l->b() == b) || (l->a() == b && l->b() == a)) return l;
    return nullptr;
}

std::set<std::string> TopologyScene::selectedIds() const
{
    std::set<std::string> ids;
    for (QGraphicsItem *i : selectedItems())
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) {
            if (!e->isGroup()) ids.insert(e->id().toStdString());
            for (const QString &m : m_groups.value(e->id()))
                ids.insert(m.toStdString()); // a folded group stands for its servers
        }
    return ids;
}

QByteArray TopologyScene::copySelection() const
{
    const Topology t = edit::copy(m_doc->plan().topology, selectedIds());
    if (t.nodes.empty() && t.switches.empty()) return {};
    return QByteArray::fromStdString(topologyToJson(t));
}

bool TopologyScene::paste(const QByteArray &topologyJson, QPointF offset, bool duplicate)
{
    Topology clip;
    if (topologyJson.isEmpty() || topologyFromJson(topologyJson.toStdString(), clip)) return false;
    if (clip.nodes.empty() && clip.switches.empty()) return false;
    // Shifted step by step until no copy lands on an element already there: a duplicate
    // drawn over gpu04 hid its name.
    const edit::Point shift = edit::pasteOffset(m_doc->plan().topology, clip, point(offset));
    std::vector<std::string> pasted;
    const int count = int(clip.nodes.size() + clip.switches.size());
    m_doc->edit(duplicate ? tr("Duplicate %n element(s)", nullptr, count)
                          : tr("Paste %n element(s)", nullptr, count),
                [&](Plan &p) { pasted = edit::paste(p.topology, m_doc->catalog(), clip, shift); });
    clearSelection();
    for (const std::string &id : pasted)
        if (ElementItem *it = m_items.value(qs(id))) it->setSelected(true);
    return true;
}

bool TopologyScene::autoLayout()
{
    const Topology before = m_doc->plan().topology;
    m_doc->edit(tr("Arrange as leaf/spine"),
                [&](Plan &p) { edit::arrangeLeafSpine(p.topology, m_doc->catalog()); });
    return !(m_doc->plan().topology == before);
}

QString TopologyScene::designNetwork()
{
    std::optional<PlanError> error;
    m_doc->edit(tr("Design network"),
                [&](Plan &p) { error = edit::layOutNetwork(p, m_doc->catalog()); });
    return error ? QStringLiteral("%1: %2").arg(qs(error->field), qs(error->message)) : QString();
}

void TopologyScene::mousePressEvent(QGraphicsSceneMouseEvent *e)
{
    QGraphicsScene::mousePressEvent(e);
    // A drag starts on an element: its moves, and those of the rest of the selection, are
    // one gesture.
    m_dragging = e->button() == Qt::LeftButton
                 && qgraphicsitem_cast<ElementItem *>(mouseGrabberItem()) != nullptr;
    if (m_dragging) ++m_dragSerial;
}

void TopologyScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *e)
{
    // A folded group opens on a double-click; its frame, double-clicked, folds it again.
    for (QGraphicsItem *i : items(e->scenePos())) {
        if (auto *box = qgraphicsitem_cast<ElementItem *>(i); box && box->isGroup()) {
            toggleGroup(box->id());
            return;
        }
        if (auto *frame = qgraphicsitem_cast<GroupFrame *>(i)) {
            if (qgraphicsitem_cast<ElementItem *>(items(e->scenePos()).first())) break;
            toggleGroup(frame->groupId());
            return;
        }
    }
    QGraphicsScene::mouseDoubleClickEvent(e);
}

void TopologyScene::mouseMoveEvent(QGraphicsSceneMouseEvent *e)
{
    QGraphicsScene::mouseMoveEvent(e);
    if (m_dragging) moveDragged();
}

void TopologyScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *e)
{
    QGraphicsScene::mouseReleaseEvent(e);
    m_dragging = false;
}

void TopologyScene::moveDragged()
{
    // Every mouse move is one command for the whole selection, merged with the drag's
    // earlier ones: the model stays the truth during the drag, and the drag is one undo step.
    std::vector<std::pair<std::string, edit::Point>> to;
    QString single;
    QHash<QString, QPointF> at; // model positions of the servers of dragged groups
    for (const TopoNode &n : m_doc->plan().topology.nodes)
        if (m_memberOf.contains(qs(n.id))) at.insert(qs(n.id), QPointF(n.x, n.y));
    for (QGraphicsItem *i : selectedItems()) {
        auto *e = qgraphicsitem_cast<ElementItem *>(i);
        if (!e) continue;
        single = e->id();
        if (!e->isGroup()) {
            to.emplace_back(e->id().toStdString(), point(e->pos()));
            continue;
        }
        // A group moves its servers by as much as it moved from where they put it.
        const QStringList members = m_groups.value(e->id());
        QList<QPointF> servers;
        for (const QString &m : members)
            servers << at.value(m);
        const QPointF shift = e->pos() - groupAnchor(servers);
        for (const QString &m : members)
            to.emplace_back(m.toStdString(), point(at.value(m) + shift));
    }
    if (to.empty()) return;
    const QString text = to.size() == 1 ? tr("Move %1").arg(single)
                                        : tr("Move %n element(s)", nullptr, int(to.size()));
    m_doc->edit(text, [&](Plan &p) { edit::move(p.topology, to); },
                {MergeId::Move, QString::number(m_dragSerial)}, true);
}

void TopologyScene::removeSelected()
{
    const std::set<std::string> ids = selectedIds();
    std::set<edit::LinkEnds> cables;
    for (QGraphicsItem *i : selectedItems())
        if (auto *l = qgraphicsitem_cast<LinkItem *>(i))
            cables.insert({l->a().toStdString(), l->b().toStdString()});
    if (ids.empty() && cables.empty()) return;
    const QString text = ids.empty() ? tr("Delete %n link(s)", nullptr, int(cables.size()))
                                     : tr("Delete %n element(s)", nullptr, int(ids.size()));
    m_doc->edit(text, [&](Plan &p) { edit::remove(p.topology, ids, cables); });
}

QString TopologyScene::connectSelected()
{
    const std::set<std::string> ids = selectedIds();
    const Topology &t = m_doc->plan().topology;
    std::vector<std::string> switches, others;
    for (const std::string &id : ids) {
        const bool isSwitch = std::any_of(t.switches.begin(), t.switches.end(),
                                          [&](const TopoSwitch &s) { return s.id == id; });
        (isSwitch ? switches : others).push_back(id);
    }
    // Two elements to each other; else each of the others to the one switch.
    std::vector<std::pair<std::string, std::string>> cables;
    if (ids.size() == 2)
        cables.push_back({*ids.begin(), *ids.rbegin()});
    else if (switches.size() == 1 && !others.empty())
        for (const std::string &o : others)
            cables.push_back({o, switches.front()});
    else
        return tr("Select two elements, or nodes and the one switch to cable them to, then "
                  "connect them.");
    std::string full;
    int made = 0;
    const QString text = cables.size() == 1
                             ? tr("Connect %1 to %2")
                                   .arg(QString::fromStdString(cables.front().first),
                                        QString::fromStdString(cables.front().second))
                             : tr("Connect %n element(s) to %1", nullptr, int(cables.size()))
                                   .arg(QString::fromStdString(switches.front()));
    m_doc->edit(text, [&](Plan &p) {
        for (const auto &[a, b] : cables)
            if (edit::connect(p.topology, m_doc->catalog(), a, b, &full, m_doc->info().market))
                ++made;
            else
                break; // a switch out of ports refuses the rest too
    });
    if (!full.empty())
        for (const TopoSwitch &s : m_doc->plan().topology.switches)
            if (s.id == full)
                return tr("No free port on %1: all %2 of its ports are cabled.")
                    .arg(QString::fromStdString(full))
                    .arg(switchRadix(s, m_doc->catalog(), m_doc->info().market));
    return made == 0 ? tr("Nothing to connect: %1.").arg(text)
                     : tr("%n cable(s) added.", nullptr, made);
}

} // namespace cp::ui
