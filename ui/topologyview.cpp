// Canvas items, the mirroring scene, the view's editing gestures and the palette.
#include "topologyview.h"

#include "format.h"
#include "plandocument.h"
#include "translation.h"
#include "planio.h"
#include "topologyedit.h"

#include <QDragEnterEvent>
#include <QGraphicsSceneMouseEvent>
#include <QIcon>
#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QSet>

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

edit::Point point(QPointF p)
{
    return {p.x(), p.y()};
}

} // namespace

ElementItem::ElementItem(PlanDocument *doc, const QString &id, bool isSwitch)
    : m_doc(doc)
    , m_id(id)
    , m_isSwitch(isSwitch)
{
    setFlags(ItemIsMovable | ItemIsSelectable);
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

bool TopologyScene::paste(const QByteArray &topologyJson, QPointF offset)
{
    Topology clip;
    if (topologyJson.isEmpty() || topologyFromJson(topologyJson.toStdString(), clip)) return false;
    if (clip.nodes.empty() && clip.switches.empty()) return false;
    // Shifted step by step until no copy lands on an element already there: a duplicate
    // drawn over gpu04 hid its name.
    const edit::Point shift = edit::pasteOffset(m_doc->plan().topology, clip, point(offset));
    std::vector<std::string> pasted;
    m_doc->edit(tr("Paste %n element(s)", nullptr, int(clip.nodes.size() + clip.switches.size())),
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
        m_doc->edit(tr("Add %1").arg(catalogName(t->name)), [&](Plan &p) {
            edit::addNode(p, cat, m_doc->info().market, what, point(pos));
        });
    } else if (kind == QLatin1String("switch")) {
        if (!cat.fabric(what)) return;
        m_doc->edit(tr("Add switch"),
                    [&](Plan &p) { edit::addSwitch(p, cat, what, point(pos)); });
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
            m_doc->edit(tr("Connect %1 to %2").arg(from, it->id()), [&](Plan &p) {
                edit::connect(p.topology, from.toStdString(), it->id().toStdString());
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
