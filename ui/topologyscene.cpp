// TopologyScene: mirrors the plan's topology as items and turns drags, pastes and deletions
// into edits of the plan.
#include "topologyscene.h"

#include "elementitem.h"
#include "format.h"
#include "linkitem.h"
#include "networklayout.h"
#include "plandocument.h"
#include "planio.h"
#include "cable.h"
#include "topologyedit.h"
#include "translation.h"

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

edit::Point point(QPointF p)
{
    return {p.x(), p.y()};
}

} // namespace

TopologyScene::TopologyScene(PlanDocument *doc, QObject *parent)
    : QGraphicsScene(parent)
    , m_doc(doc)
{
    setSceneRect(-200, -200, 2000, 1400);
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
    auto place = [&](const QString &id, bool sw, double x, double y) {
        ElementItem *it = m_items.value(id);
        if (!it) {
            ++created;
            it = new ElementItem(m_doc, id, sw);
            addItem(it);
            m_items.insert(id, it);
        }
        if (it->pos() != QPointF(x, y)) it->setPos(x, y);
        alive.insert(id);
        return it;
    };
    for (const TopoNode &n : plan.topology.nodes) {
        const NodeTemplate *t = cat.node(n.templateId);
        ElementItem *it = place(qs(n.id), false, n.x, n.y);
        QString detail, badge;
        QColor badgeColour;
        if (t && t->kind == NodeKind::Gpu) {
            const Accelerator *a = cat.accelerator(n.gpu.empty() ? plan.gpu : n.gpu);
            detail = tr("%1 x %2")
                         .arg(n.gpus > 0 ? n.gpus : t->gpus)
                         .arg(a ? acceleratorShortName(a->name, a->vendor) : qs(n.gpu));
            // Memory-fit badge: share of GPU memory the job uses on this node's cards.
            const Result &r = m_doc->result();
            if (m_doc->error().isEmpty() && a && r.cluster.gpu == a && r.capacity.value() > 0) {
                const double used = r.memoryPerGpu / r.capacity;
                badgeColour = used > 1.0   ? QColor(0xc6, 0x28, 0x28)
                              : used > 0.8 ? QColor(0xef, 0x8f, 0x00)
                                           : QColor(0x2e, 0x7d, 0x32);
                badge = formatPercent(used * 100, currentLanguage());
                it->setToolTip(tr("%1\n%2\nGPU memory used: %3 of %4 GiB")
                                   .arg(qs(n.id), detail)
                                   .arg(toGiB(r.memoryPerGpu), 0, 'f', 1)
                                   .arg(toGiB(r.capacity), 0, 'f', 0));
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
    }
    const std::map<std::string, int> portsUsed = switchPortsUsed(plan.topology);
    for (const TopoSwitch &s : plan.topology.switches) {
        const Fabric *f = cat.fabric(s.fabric);
        ElementItem *it = place(qs(s.id), true, s.x, s.y);
        // Ports in use of the ports it has: green with some free, amber full, red over.
        const int used = portsUsed.at(s.id), radix = switchRadix(s, cat);
        if (radix > 0)
            it->setBadge(QStringLiteral("%1/%2").arg(used).arg(radix),
                         used > radix    ? QColor(0xc6, 0x28, 0x28)
                         : used == radix ? QColor(0xef, 0x8f, 0x00)
                                         : QColor(0x2e, 0x7d, 0x32));
        const QString role = s.role == SwitchRole::Training  ? tr("training")
                             : s.role == SwitchRole::Storage ? tr("storage")
                                                             : tr("management");
        // The name alone on the first line; the role and the fabric below, on two lines if need be.
        // A rate and its unit never part at a line break: "400 Gb/s".
        QString fabric = f ? catalogName(f->name) : qs(s.fabric);
        fabric.replace(QStringLiteral(" Gb/s"), QStringLiteral("\u00a0Gb/s"));
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
    // One line item per link, reused: only geometry, pen and tooltip are updated. The
    // colour tells the fabric family of the port (the NIC's, else the switch's).
    std::size_t used = 0;
    QHash<QString, const TopoSwitch *> switches;
    for (const TopoSwitch &s : plan.topology.switches)
        switches.insert(qs(s.id), &s);
    const std::map<std::string, int> tiers = switchTiers(plan.topology);
    for (const TopoLink &l : plan.topology.links) {
        ElementItem *a = m_items.value(qs(l.a)), *b = m_items.value(qs(l.b));
        if (!a || !b) continue;
        if (used == m_links.size()) {
            m_links.push_back(new LinkItem);
            addItem(m_links.back());
        }
        LinkItem *line = m_links[used++];
        line->m_a = qs(l.a);
        line->m_b = qs(l.b);
        const QLineF geometry(a->pos(), b->pos());
        if (line->line() != geometry) line->setLine(geometry);
        const TopoSwitch *sw
            = cableSwitch(l, [&](const std::string &id) { return switches.value(qs(id)); });
        const Fabric *f = cableFabric(l, sw, cat);
        const int tier = cableTier(l, tiers);
        const QColor colour = QColor::fromRgb(QRgb(cableColour(cableFamily(l, sw, cat), tier)));
        QPen pen(colour, 1 + std::min(l.count, 8) / 2.0);
        if (!l.fabric.empty() && sw && l.fabric != sw->fabric) pen.setStyle(Qt::DashLine);
        if (line->pen() != pen) line->setPen(pen);
        QString tip = tr("%1 - %2: %n port(s)", nullptr, l.count).arg(qs(l.a), qs(l.b));
        if (f) tip += QLatin1Char('\n') + catalogName(f->name);
        if (const QString between = cableTierText(tier); !between.isEmpty())
            tip += QLatin1Char('\n') + between;
        if (line->toolTip() != tip) line->setToolTip(tip);
    }
    while (m_links.size() > used) {
        delete m_links.back();
        m_links.pop_back();
    }
    // Findings outline the elements they concern in their colour.
    QHash<QString, int> worst;
    if (m_doc->error().isEmpty())
        for (const Finding &f : m_doc->result().findings)
            if (!f.element.empty())
                worst[qs(f.element)] = std::max(worst.value(qs(f.element), -1), int(f.severity));
    for (ElementItem *it : std::as_const(m_items))
        it->setOutline(worst.value(it->id(), -1));
    // Another topology (a scenario, an applied tier, its undo), not an edit of this one.
    if (created + deleted > std::max(2, before / 2)) emit topologyReplaced();
}

QRectF TopologyScene::focusRect() const
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    QRectF focus;
    for (const TopoNode &n : plan.topology.nodes) {
        const NodeTemplate *t = cat.node(n.templateId);
        if (ElementItem *it = m_items.value(qs(n.id)); it && t && t->kind == NodeKind::Gpu)
            focus |= it->sceneBoundingRect();
    }
    for (const TopoSwitch &s : plan.topology.switches)
        if (ElementItem *it = m_items.value(qs(s.id)); it && s.role == SwitchRole::Training)
            focus |= it->sceneBoundingRect();
    return focus.isEmpty() ? itemsBoundingRect() : focus;
}

void TopologyScene::syncLayout()
{
    // Positions only: items follow the model, links follow their ends.
    const Plan &plan = m_doc->plan();
    auto move = [](ElementItem *it, double x, double y) {
        if (it && it->pos() != QPointF(x, y)) it->setPos(x, y);
    };
    for (const TopoNode &n : plan.topology.nodes)
        move(m_items.value(qs(n.id)), n.x, n.y);
    for (const TopoSwitch &s : plan.topology.switches)
        move(m_items.value(qs(s.id)), s.x, s.y);
    std::size_t used = 0;
    for (const TopoLink &l : plan.topology.links) {
        ElementItem *a = m_items.value(qs(l.a)), *b = m_items.value(qs(l.b));
        if (!a || !b || used >= m_links.size()) continue;
        const QLineF geometry(a->pos(), b->pos());
        if (m_links[used]->line() != geometry) m_links[used]->setLine(geometry);
        ++used;
    }
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
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) ids.insert(e->id().toStdString());
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

void TopologyScene::autoLayout()
{
    m_doc->edit(tr("Arrange as leaf/spine"),
                [&](Plan &p) { edit::arrangeLeafSpine(p.topology, m_doc->catalog()); });
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
    for (QGraphicsItem *i : selectedItems())
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) {
            to.emplace_back(e->id().toStdString(), point(e->pos()));
            single = e->id();
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

} // namespace cp::ui
