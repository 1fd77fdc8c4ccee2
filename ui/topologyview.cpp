// Canvas items, the mirroring scene, the view's editing gestures and the palette.
#include "topologyview.h"

#include "format.h"
#include "plandocument.h"
#include "translation.h"
#include "planio.h"

#include <QDragEnterEvent>
#include <QGraphicsSceneMouseEvent>
#include <QIcon>
#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QSet>

#include <map>
#include <QStyleOptionGraphicsItem>

namespace cp::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QColor severityColour(int s)
{
    return s == int(Severity::Error)     ? QColor(0xc6, 0x28, 0x28)
           : s == int(Severity::Warning) ? QColor(0xef, 0x8f, 0x00)
                                         : QColor(0x19, 0x76, 0xd2);
}

/// An id not used yet: prefix plus the smallest free number.
QString freeId(const Plan &p, const QString &prefix)
{
    QSet<QString> used;
    for (const TopoNode &n : p.topology.nodes)
        used.insert(qs(n.id));
    for (const TopoSwitch &s : p.topology.switches)
        used.insert(qs(s.id));
    for (int i = 1;; ++i) {
        const QString id = QStringLiteral("%1%2").arg(prefix).arg(i, 2, 10, QLatin1Char('0'));
        if (!used.contains(id)) return id;
    }
}

} // namespace

ElementItem::ElementItem(PlanDocument *doc, const QString &id, bool isSwitch)
    : m_doc(doc)
    , m_id(id)
    , m_isSwitch(isSwitch)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setZValue(1);
    setCacheMode(DeviceCoordinateCache); // text is drawn once, not on every drag frame
}

QRectF ElementItem::bodyRect() const
{
    // Nodes sit in 140 px columns, switches 180 px apart (the leaf/spine arrangement).
    return m_isSwitch ? QRectF(-85, -31, 170, 62) : QRectF(-65, -38, 130, 74);
}

QRectF ElementItem::boundingRect() const
{
    // A node's memory badge sits on its top edge, half above the body.
    return m_isSwitch ? bodyRect() : bodyRect().adjusted(0, -9, 0, 0);
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
    return t;
}

bool ElementItem::textFits() const
{
    const TextLayout t = textLayout();
    const QFontMetricsF title(t.titleFont), detail(t.detailFont);
    const QRectF need = detail.boundingRect(t.detail, Qt::AlignHCenter | Qt::TextWordWrap, m_detail);
    return title.horizontalAdvance(m_title) <= t.title.width() && need.height() <= t.detail.height()
           && need.width() <= t.detail.width() + 0.5;
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
    QPen pen(m_outline >= 0 ? severityColour(m_outline) : QColor(0x60, 0x6a, 0x78));
    pen.setWidthF(m_outline >= 0 ? 3.0 : 1.2);
    if (opt->state & QStyle::State_Selected) pen.setStyle(Qt::DashLine);
    p->setPen(pen);
    p->setBrush(m_isSwitch ? QColor(0xe8, 0xf0, 0xfa) : QColor(0xf6, 0xf8, 0xfa));
    p->drawRoundedRect(r, 6, 6);
    p->setPen(QColor(0x20, 0x24, 0x2a));
    const TextLayout t = textLayout();
    p->setFont(t.titleFont);
    p->drawText(t.title, Qt::AlignCenter,
                QFontMetricsF(t.titleFont).elidedText(m_title, Qt::ElideRight, t.title.width()));
    p->setFont(t.detailFont);
    p->drawText(t.detail, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_detail);
    QFont f = t.detailFont;
    if (!m_badge.isEmpty()) {
        // On the top edge, within the bounding rectangle (outside it, it would be cut).
        const QRectF badge(r.right() - 34, r.top() - 8, 38, 14);
        p->setPen(Qt::NoPen);
        p->setBrush(m_badgeColour);
        p->drawRoundedRect(badge, 7, 7);
        p->setPen(Qt::white);
        f.setBold(true);
        f.setPointSizeF(7);
        p->setFont(f);
        p->drawText(badge, Qt::AlignCenter, m_badge);
    }
}

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
        // Selected: a dark halo under the line so it reads on any background.
        QPen halo(QColor(0x20, 0x24, 0x2a), pen.widthF() + 3);
        halo.setCapStyle(Qt::RoundCap);
        p->setPen(halo);
        p->drawLine(line());
    }
    p->setPen(pen);
    p->drawLine(line());
}

void ElementItem::mousePressEvent(QGraphicsSceneMouseEvent *e)
{
    m_dragging = true;
    QGraphicsObject::mousePressEvent(e);
}

void ElementItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *e)
{
    m_dragging = false;
    QGraphicsObject::mouseReleaseEvent(e);
}

QVariant ElementItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged && m_dragging && !m_syncing) {
        // Every mouse move is a mergeable command: the model stays the truth during a drag
        // and the whole drag is one undo step.
        const QPointF pos = value.toPointF();
        const std::string id = m_id.toStdString();
        const bool sw = m_isSwitch;
        m_doc->edit(
            QObject::tr("Move %1").arg(m_id), QStringLiteral("move:") + m_id,
            [&](Plan &p) {
                if (sw) {
                    for (TopoSwitch &s : p.topology.switches)
                        if (s.id == id) {
                            s.x = pos.x();
                            s.y = pos.y();
                        }
                } else {
                    for (TopoNode &n : p.topology.nodes)
                        if (n.id == id) {
                            n.x = pos.x();
                            n.y = pos.y();
                        }
                }
            },
            true);
    }
    return QGraphicsObject::itemChange(change, value);
}

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
        it->m_syncing = true;
        if (it->pos() != QPointF(x, y)) it->setPos(x, y);
        it->m_syncing = false;
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
    for (const TopoSwitch &s : plan.topology.switches) {
        const Fabric *f = cat.fabric(s.fabric);
        ElementItem *it = place(qs(s.id), true, s.x, s.y);
        const QString role = s.role == SwitchRole::Training  ? tr("training")
                             : s.role == SwitchRole::Storage ? tr("storage")
                                                             : tr("management");
        // The name alone on the first line; the role and the fabric below, on two lines if need be.
        // A rate and its unit never part at a line break: "400 Gb/s".
        QString fabric = f ? catalogName(f->name) : qs(s.fabric);
        fabric.replace(QStringLiteral(" Gb/s"), QStringLiteral("\u00a0Gb/s"));
        it->setLabel(qs(s.id), tr("%1 · %2", "switch role · fabric").arg(role, fabric));
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
        const TopoSwitch *sw = switches.value(qs(l.a), switches.value(qs(l.b)));
        const Fabric *f = cat.fabric(!l.fabric.empty() ? l.fabric
                                     : sw              ? sw->fabric
                                                       : std::string());
        QColor colour(0x90, 0x9a, 0xa8); // Ethernet, management, node to node
        if (f && sw && sw->role != SwitchRole::Management)
            colour = f->kind == FabricKind::InfiniBand ? QColor(0x3b, 0x6e, 0xa8)
                     : f->kind == FabricKind::RoCE     ? QColor(0x2e, 0x8b, 0x57)
                                                       : colour;
        QPen pen(colour, 1 + std::min(l.count, 8) / 2.0);
        if (!l.fabric.empty() && sw && l.fabric != sw->fabric) pen.setStyle(Qt::DashLine);
        if (line->pen() != pen) line->setPen(pen);
        QString tip = tr("%1 - %2: %n port(s)", nullptr, l.count).arg(qs(l.a), qs(l.b));
        if (f) tip += QLatin1Char('\n') + catalogName(f->name);
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
        if (!it || it->pos() == QPointF(x, y)) return;
        it->m_syncing = true;
        it->setPos(x, y);
        it->m_syncing = false;
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

QByteArray TopologyScene::copySelection() const
{
    QSet<std::string> ids;
    for (QGraphicsItem *i : selectedItems())
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) ids.insert(e->id().toStdString());
    Topology t;
    const Plan &p = m_doc->plan();
    for (const TopoNode &n : p.topology.nodes)
        if (ids.contains(n.id)) t.nodes.push_back(n);
    for (const TopoSwitch &s : p.topology.switches)
        if (ids.contains(s.id)) t.switches.push_back(s);
    for (const TopoLink &l : p.topology.links)
        if (ids.contains(l.a) && ids.contains(l.b)) t.links.push_back(l);
    if (t.nodes.empty() && t.switches.empty()) return {};
    return QByteArray::fromStdString(topologyToJson(t));
}

bool TopologyScene::paste(const QByteArray &topologyJson, QPointF offset)
{
    Topology t;
    if (topologyJson.isEmpty() || topologyFromJson(topologyJson.toStdString(), t)) return false;
    if (t.nodes.empty() && t.switches.empty()) return false;
    // Shifted step by step until no copy lands on an element already there: a duplicate
    // drawn over gpu04 hid its name.
    {
        const Topology &now = m_doc->plan().topology;
        auto overlaps = [&](QPointF shift) {
            auto near = [&](double x, double y) {
                for (const TopoNode &n : now.nodes)
                    if (std::abs(n.x - x) < 130 && std::abs(n.y - y) < 80) return true;
                for (const TopoSwitch &w : now.switches)
                    if (std::abs(w.x - x) < 130 && std::abs(w.y - y) < 80) return true;
                return false;
            };
            for (const TopoNode &n : t.nodes)
                if (near(n.x + shift.x(), n.y + shift.y())) return true;
            for (const TopoSwitch &w : t.switches)
                if (near(w.x + shift.x(), w.y + shift.y())) return true;
            return false;
        };
        // Crowded all the way: the first shift, as before.
        for (int step = 1; step <= 64; ++step)
            if (!overlaps(offset * step)) {
                offset *= step;
                break;
            }
    }
    QStringList pasted;
    m_doc->edit(tr("Paste %n element(s)", nullptr, int(t.nodes.size() + t.switches.size())),
                QString(), [&](Plan &p) {
                    std::map<std::string, std::string> rename;
                    // Nodes and switches alike: a fresh id, shifted, remembered for the links.
                    auto adopt = [&](auto element, const QString &prefix, auto &into) {
                        const std::string id = freeId(p, prefix).toStdString();
                        rename[element.id] = id;
                        element.id = id;
                        element.x += offset.x();
                        element.y += offset.y();
                        into.push_back(element);
                        pasted << qs(id);
                    };
                    const Catalog &cat = m_doc->catalog();
                    for (const TopoNode &n : t.nodes) {
                        const NodeTemplate *tpl = cat.node(n.templateId);
                        adopt(n,
                              !tpl || tpl->kind == NodeKind::Gpu ? QStringLiteral("gpu")
                              : tpl->kind == NodeKind::Cpu       ? QStringLiteral("cpu")
                                                                 : QStringLiteral("storage"),
                              p.topology.nodes);
                    }
                    for (const TopoSwitch &s : t.switches)
                        adopt(s, QStringLiteral("sw"), p.topology.switches);
                    for (TopoLink l : t.links) {
                        l.a = rename[l.a];
                        l.b = rename[l.b];
                        p.topology.links.push_back(l);
                    }
                });
    clearSelection();
    for (const QString &id : pasted)
        if (ElementItem *it = m_items.value(id)) it->setSelected(true);
    return true;
}

void TopologyScene::autoLayout()
{
    const Catalog &cat = m_doc->catalog();
    m_doc->edit(tr("Arrange as leaf/spine"), QString(), [&](Plan &p) {
        int gpu = 0, side = 0, top = 0, bottom = 0, storageSw = 0;
        const int rows = int((std::count_if(p.topology.nodes.begin(), p.topology.nodes.end(),
                                            [&](const TopoNode &n) {
                                                const NodeTemplate *t = cat.node(n.templateId);
                                                return t && t->kind == NodeKind::Gpu;
                                            })
                              + 7)
                             / 8);
        for (TopoNode &n : p.topology.nodes) {
            const NodeTemplate *t = cat.node(n.templateId);
            if (t && t->kind == NodeKind::Gpu) {
                n.x = 80 + 140 * (gpu % 8);
                n.y = 200 + 120 * (gpu / 8);
                ++gpu;
            } else {
                n.x = 1340;
                n.y = 280 + 110 * side++;
            }
        }
        for (TopoSwitch &s : p.topology.switches) {
            if (s.role == SwitchRole::Training) {
                s.x = 570 + 180 * (top % 2 ? (top + 1) / 2 : -(top / 2));
                s.y = 40;
                ++top;
            } else if (s.role == SwitchRole::Management) {
                s.x = 570 + 180 * bottom++;
                s.y = 240 + 120 * rows;
            } else {
                s.x = 1340;
                s.y = 140 - 80 * storageSw++;
            }
        }
    });
}

void TopologyScene::removeSelected()
{
    QSet<std::string> ids;
    QSet<std::pair<std::string, std::string>> cables;
    for (QGraphicsItem *i : selectedItems()) {
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) ids.insert(e->id().toStdString());
        if (auto *l = qgraphicsitem_cast<LinkItem *>(i))
            cables.insert({l->a().toStdString(), l->b().toStdString()});
    }
    if (ids.isEmpty() && cables.isEmpty()) return;
    const QString text = ids.isEmpty() ? tr("Delete %n link(s)", nullptr, int(cables.size()))
                                       : tr("Delete %n element(s)", nullptr, int(ids.size()));
    m_doc->edit(text, QString(), [&](Plan &p) {
        auto &nodes = p.topology.nodes;
        nodes.erase(std::remove_if(nodes.begin(), nodes.end(),
                                   [&](const TopoNode &n) { return ids.contains(n.id); }),
                    nodes.end());
        auto &sw = p.topology.switches;
        sw.erase(std::remove_if(sw.begin(), sw.end(),
                                [&](const TopoSwitch &s) { return ids.contains(s.id); }),
                 sw.end());
        auto &links = p.topology.links;
        links.erase(
            std::remove_if(
                links.begin(), links.end(),
                [&](const TopoLink &l) {
                    return ids.contains(l.a) || ids.contains(l.b) || cables.contains({l.a, l.b});
                }),
            links.end());
    });
}

TopologyView::TopologyView(PlanDocument *doc, TopologyScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_doc(doc)
    , m_scene(scene)
{
    setAcceptDrops(true);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setToolTip(tr("Drag templates here from the palette. Shift+drag from one element to another "
                  "to connect them (again for another port); click a link to set its ports and NIC "
                  "fabric; Delete removes the selection; Ctrl+wheel zooms; the middle button "
                  "pans; Ctrl+L arranges as leaf/spine."));
}

void TopologyView::fitAll()
{
    const QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    fitInView(r.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
    // Never magnify a small topology beyond its natural size (times the presentation
    // zoom), and never shrink the names below what a reader can read: a large cluster is
    // shown from its top (the switches), to scroll.
    const double scale = transform().m11();
    if (scale > m_zoom || scale < kReadableScale * m_zoom) {
        resetTransform();
        const double z = scale > m_zoom ? m_zoom : kReadableScale * m_zoom;
        QGraphicsView::scale(z, z);
        if (scale > m_zoom) {
            centerOn(r.center());
        } else {
            // Too large to read whole: the GPU nodes and their training switches, from the
            // top when even they do not fit.
            const QRectF focus = m_scene->focusRect().adjusted(-20, -20, 20, 20);
            const QSizeF seen = QSizeF(viewport()->size()) / z;
            centerOn(QPointF(focus.center().x(), focus.height() <= seen.height()
                                                     ? focus.center().y()
                                                     : focus.top() + seen.height() / 2));
        }
    }
}

void TopologyView::fitWhole()
{
    const QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    fitInView(r.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
    // Asked for by name: everything in view, however small; never magnified past the
    // natural size.
    if (transform().m11() > m_zoom) {
        resetTransform();
        QGraphicsView::scale(m_zoom, m_zoom);
        centerOn(r.center());
    }
}

void TopologyView::setZoom(double zoom)
{
    if (zoom == m_zoom) return;
    m_zoom = zoom;
    fitAll();
}

void TopologyView::addFromPalette(const QString &entry, QPointF pos)
{
    const QString kind = entry.section(QLatin1Char(':'), 0, 0);
    const std::string what = entry.section(QLatin1Char(':'), 1).toStdString();
    const Catalog &cat = m_doc->catalog();
    if (kind == QLatin1String("node")) {
        const NodeTemplate *t = cat.node(what);
        if (!t) return;
        m_doc->edit(tr("Add %1").arg(catalogName(t->name)), QString(), [&](Plan &p) {
            TopoNode n;
            n.templateId = what;
            n.id = freeId(p, t->kind == NodeKind::Gpu   ? QStringLiteral("gpu")
                             : t->kind == NodeKind::Cpu ? QStringLiteral("cpu")
                                                        : QStringLiteral("storage"))
                       .toStdString();
            if (t->kind == NodeKind::Gpu) {
                // The scenario's accelerator where this server takes it and the market offers
                // it; else the first in the catalog that both allow, with BF16 where one has
                // it (an SXM server gets no PCIe card, a mainland purchase no H100).
                const Accelerator *own = cat.accelerator(p.gpu);
                const std::string &market = m_doc->info().market;
                n.gpu = p.gpu;
                if (!own || !templateTakes(*t, *own) || !own->offeredIn(market, p.pricing)) {
                    const Accelerator *pick = nullptr;
                    for (const Accelerator &a : cat.accelerators)
                        if (templateTakes(*t, a) && a.offeredIn(market, p.pricing)
                            && (!pick || (!pick->peakTflopsBf16 && a.peakTflopsBf16)))
                            pick = &a;
                    if (pick) n.gpu = pick->id;
                }
                n.gpus = t->gpus;
            }
            if (t->kind == NodeKind::Storage) n.storage = "all-flash";
            n.x = pos.x();
            n.y = pos.y();
            p.topology.nodes.push_back(n);
        });
    } else if (kind == QLatin1String("switch")) {
        if (!cat.fabric(what)) return;
        m_doc->edit(tr("Add switch"), QString(), [&](Plan &p) {
            TopoSwitch s;
            s.id = freeId(p, QStringLiteral("sw")).toStdString();
            s.fabric = what;
            s.x = pos.x();
            s.y = pos.y();
            p.topology.switches.push_back(s);
        });
    }
}

void TopologyView::dragEnterEvent(QDragEnterEvent *e)
{
    if (e->mimeData()->hasFormat(QLatin1String(Palette::mimeType()))) e->acceptProposedAction();
}

void TopologyView::dragMoveEvent(QDragMoveEvent *e)
{
    if (e->mimeData()->hasFormat(QLatin1String(Palette::mimeType()))) e->acceptProposedAction();
}

void TopologyView::dropEvent(QDropEvent *e)
{
    const QByteArray data = e->mimeData()->data(QLatin1String(Palette::mimeType()));
    if (data.isEmpty()) return;
    addFromPalette(QString::fromUtf8(data), mapToScene(e->position().toPoint()));
    e->acceptProposedAction();
}

void TopologyView::keyPressEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace) {
        m_scene->removeSelected();
        return;
    }
    QGraphicsView::keyPressEvent(e);
}

void TopologyView::wheelEvent(QWheelEvent *e)
{
    if (e->modifiers() & Qt::ControlModifier) {
        const double f = e->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
        scale(f, f);
        return;
    }
    QGraphicsView::wheelEvent(e);
}

void TopologyView::mousePressEvent(QMouseEvent *e)
{
    if (e->button() == Qt::MiddleButton) {
        // Middle-drag pans the canvas.
        m_panFrom = e->pos();
        m_panning = true;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (e->modifiers() & Qt::ShiftModifier) {
        if (auto *it = qgraphicsitem_cast<ElementItem *>(itemAt(e->pos()))) {
            m_linkFrom = it->id();
            return;
        }
    }
    QGraphicsView::mousePressEvent(e);
}

void TopologyView::mouseMoveEvent(QMouseEvent *e)
{
    if (m_panning) {
        const QPoint d = e->pos() - m_panFrom;
        m_panFrom = e->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    QGraphicsView::mouseMoveEvent(e);
}

void TopologyView::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_panning && e->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        return;
    }
    if (!m_linkFrom.isEmpty()) {
        auto *it = qgraphicsitem_cast<ElementItem *>(itemAt(e->pos()));
        const QString from = m_linkFrom;
        m_linkFrom.clear();
        if (it && it->id() != from) {
            const std::string a = from.toStdString(), b = it->id().toStdString();
            m_doc->edit(tr("Connect %1 to %2").arg(from, it->id()), QString(), [&](Plan &p) {
                for (TopoLink &l : p.topology.links)
                    if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) {
                        ++l.count; // another port on an existing link
                        return;
                    }
                p.topology.links.push_back({a, b, {}, 1});
            });
        }
        return;
    }
    QGraphicsView::mouseReleaseEvent(e);
}

Palette::Palette(PlanDocument *doc, QWidget *parent)
    : QListWidget(parent)
    , m_doc(doc)
{
    setIconSize(QSize(24, 24));
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    const Catalog &cat = doc->catalog();
    for (const NodeTemplate &t : cat.nodes) {
        auto *item = new QListWidgetItem(catalogName(t.name), this);
        const char *icon = t.kind == NodeKind::Cpu       ? ":/icons/cpu-node.svg"
                           : t.kind == NodeKind::Storage ? ":/icons/storage.svg"
                           : t.maxGpus <= 2              ? ":/icons/workstation.svg"
                                                         : ":/icons/gpu-server.svg";
        item->setIcon(QIcon(QString::fromLatin1(icon)));
        item->setData(Qt::UserRole, QString(QStringLiteral("node:") + qs(t.id)));
        item->setToolTip(
            tr("%1: %2 GPUs, %3 CPU cores").arg(catalogName(t.name)).arg(t.gpus).arg(t.cpuCores));
    }
    for (const Fabric &f : cat.fabrics) {
        auto *item = new QListWidgetItem(tr("Switch: %1").arg(catalogName(f.name)), this);
        item->setIcon(QIcon(QStringLiteral(":/icons/switch.svg")));
        item->setToolTip(tr("A switch of %1; link GPU nodes, storage or management ports to it.")
                             .arg(catalogName(f.name)));
        item->setData(Qt::UserRole, QString(QStringLiteral("switch:") + qs(f.id)));
    }
    updateMarket();
    connect(doc, &PlanDocument::infoChanged, this, &Palette::updateMarket);
    connect(doc, &PlanDocument::planChanged, this, &Palette::updateMarket);
}

void Palette::updateMarket()
{
    const Catalog &cat = m_doc->catalog();
    const std::string &market = m_doc->info().market;
    const Pricing pricing = m_doc->plan().pricing;
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem *item = this->item(row);
        const QString entry = item->data(Qt::UserRole).toString();
        if (!entry.startsWith(QLatin1String("node:"))) continue;
        const NodeTemplate *t = cat.node(entry.mid(5).toStdString());
        if (!t || t->kind != NodeKind::Gpu) continue;
        QStringList offered;
        for (const Accelerator &a : cat.accelerators)
            if (templateTakes(*t, a) && a.offeredIn(market, pricing))
                offered << acceleratorShortName(a.name, a.vendor);
        const QString head
            = tr("%1: %2 GPUs, %3 CPU cores").arg(catalogName(t->name)).arg(t->gpus).arg(t->cpuCores);
        const QString where = tr("%1, %2").arg(marketText(market), pricingModeText(pricing));
        if (offered.isEmpty()) {
            item->setFlags(item->flags() & ~(Qt::ItemIsDragEnabled | Qt::ItemIsEnabled));
            item->setToolTip(head + QLatin1Char('\n')
                             + tr("No accelerator this server takes is offered in %1.").arg(where));
        } else {
            item->setFlags(item->flags() | Qt::ItemIsDragEnabled | Qt::ItemIsEnabled);
            item->setToolTip(head + QLatin1Char('\n')
                             + tr("Offered in %1: %2").arg(where, offered.join(tr(", "))));
        }
    }
}

QMimeData *Palette::mimeData(const QList<QListWidgetItem *> &items) const
{
    auto *m = new QMimeData;
    if (!items.isEmpty())
        m->setData(QLatin1String(mimeType()),
                   items.first()->data(Qt::UserRole).toString().toUtf8());
    return m;
}

} // namespace cp::ui
