// SPDX-License-Identifier: GPL-3.0-or-later
// TopologyView: the canvas's editing gestures (drops, Shift+drag links, Delete, Ctrl+wheel,
// middle-button panning), fitting the topology in view, and the note an empty canvas shows.
#include "canvas/topologyview.h"
#include "style/style.h"

#include "canvas/elementitem.h"
#include "engine/networklayout.h"
#include "canvas/palette.h"
#include "document/plandocument.h"
#include "edit/topologyedit.h"
#include "canvas/topologyscene.h"
#include "report/format.h"
#include "report/translation.h"

#include <algorithm>

#include <QDragEnterEvent>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QToolTip>
#include <QVBoxLayout>

namespace cp::ui {

namespace {

edit::Point point(QPointF p)
{
    return {p.x(), p.y()};
}

} // namespace

TopologyView::TopologyView(PlanDocument *doc, TopologyScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_doc(doc)
    , m_scene(scene)
{
    // The canvas's ground as its elements' colours take it: white, or dark on a dark desktop.
    setBackgroundBrush(colour::canvas());
    setAcceptDrops(true);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);

    // An empty canvas is not an empty plan: the figures beside it are then those of the
    // Hardware fields, and the canvas says so, with the way to draw that cluster.
    m_empty = new QFrame(viewport());
    m_empty->setObjectName(QStringLiteral("emptyCanvasNote"));
    m_empty->setFrameShape(QFrame::StyledPanel);
    m_empty->setAutoFillBackground(true);
    m_emptyText = new QLabel;
    m_emptyText->setWordWrap(true);
    m_emptyText->setTextFormat(Qt::RichText);
    m_emptyDraw = new QPushButton;
    auto *layout = new QVBoxLayout(m_empty);
    layout->addWidget(m_emptyText);
    layout->addWidget(m_emptyDraw, 0, Qt::AlignLeft);
    connect(m_emptyDraw, &QPushButton::clicked, this, &TopologyView::drawClusterRequested);
    connect(m_doc, &PlanDocument::planChanged, this, &TopologyView::updateEmptyNote);
    connect(m_doc, &PlanDocument::resultChanged, this, &TopologyView::updateEmptyNote);
    retranslate();
}

void TopologyView::retranslate()
{
    setToolTip(tr("Drag templates here from the palette. Shift+drag from one element to another "
                  "to connect them (again for another port); click a link to set its ports and NIC "
                  "fabric; Delete removes the selection; Ctrl+wheel zooms; the middle button "
                  "pans; Ctrl+L arranges as leaf/spine; Ctrl+Shift+L designs the network."));
    m_emptyDraw->setText(tr("Draw this cluster"));
    m_emptyDraw->setToolTip(tr("Draws these nodes and the networks the planner designs for "
                               "them, as View > Design network (Ctrl+Shift+L) does. One undo "
                               "step."));
    updateEmptyNote();
}

const QFrame *TopologyView::emptyNote() const
{
    return m_empty->isVisibleTo(this) ? m_empty : nullptr;
}

void TopologyView::updateEmptyNote()
{
    const bool empty = m_doc->plan().topology.empty() && m_doc->plan().topology.switches.empty();
    m_empty->setVisible(empty);
    if (!empty) return;
    const ClusterFacts &c = m_doc->result().cluster;
    QString text = QStringLiteral("<b>%1</b><br>").arg(tr("Nothing is drawn yet."));
    if (m_doc->error().isEmpty() && c.gpu) {
        text += tr("The figures are for the cluster the Hardware fields describe: %1 on %n "
                   "node(s). Drag a node here from the palette, or draw that cluster with its "
                   "networks.",
                   "", c.nodes)
                    .arg(tr("%1 × %2", "GPU count and name")
                             .arg(formatNumber(c.gpus, 6, currentLanguage()),
                                  catalogName(c.gpu->name).toHtmlEscaped()));
        m_emptyDraw->setEnabled(true);
    } else {
        text += tr("Drag a node here from the palette, or correct the plan and draw the cluster "
                   "its Hardware fields describe.");
        m_emptyDraw->setEnabled(false);
    }
    m_emptyText->setText(text);
    placeEmptyNote();
}

void TopologyView::placeEmptyNote()
{
    const QSize area = viewport()->size();
    const int width = std::min(area.width() - 24, m_empty->fontMetrics().averageCharWidth() * 48);
    m_empty->setFixedWidth(std::max(120, width));
    // Wrapped text is as tall as the width leaves it: adjustSize() took one line's height
    // and cut the note at 200 %.
    m_empty->setFixedHeight(m_empty->layout()->totalHeightForWidth(m_empty->width()));
    m_empty->move((area.width() - m_empty->width()) / 2,
                  std::max(12, (area.height() - m_empty->height()) / 3));
}

void TopologyView::resizeEvent(QResizeEvent *e)
{
    QGraphicsView::resizeEvent(e);
    placeEmptyNote();
}

void TopologyView::fitAll()
{
    const QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty()) return;
    // A narrow margin: on a laptop's canvas a small cluster then shows whole at its natural
    // size rather than one server with cables to nowhere.
    fitInView(r.adjusted(-12, -12, 12, 12), Qt::KeepAspectRatio);
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
            // Too large to read whole: as much of the whole as keeps the GPU nodes and their
            // training switches in view (a lone server shows its cables' other ends too),
            // from the top when even they do not fit.
            const QRectF focus = m_scene->focusRect().adjusted(-20, -20, 20, 20);
            const QSizeF seen = QSizeF(viewport()->size()) / z;
            const auto around = [](double whole, double low, double high, double span) {
                return high - low <= span ? std::clamp(whole, high - span / 2, low + span / 2)
                                          : low + span / 2;
            };
            const double x = focus.width() <= seen.width()
                                 ? around(r.center().x(), focus.left(), focus.right(), seen.width())
                                 : focus.center().x();
            centerOn(QPointF(x, around(r.center().y(), focus.top(), focus.bottom(), seen.height())));
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

QString TopologyView::addFromPalette(const QString &entry, QPointF pos)
{
    const QString kind = entry.section(QLatin1Char(':'), 0, 0);
    const std::string what = entry.section(QLatin1Char(':'), 1).toStdString();
    const Catalog &cat = m_doc->catalog();
    std::string added;
    if (kind == QLatin1String("node")) {
        const NodeTemplate *t = cat.node(what);
        if (!t) return {};
        m_doc->edit(tr("Add %1").arg(catalogName(t->name)), [&](Plan &p) {
            added = edit::addNode(p, cat, m_doc->info().market, what, point(pos));
        });
    } else if (kind == QLatin1String("switch")) {
        if (!cat.fabric(what)) return {};
        m_doc->edit(tr("Add switch"),
                    [&](Plan &p) { added = edit::addSwitch(p, cat, what, point(pos)); });
    }
    return QString::fromStdString(added);
}

void TopologyView::placeFromPalette(const QString &entry)
{
    // The middle of the view, stepped right and down past the elements already there.
    const QRectF seen = mapToScene(viewport()->rect()).boundingRect();
    QPointF at = seen.center();
    const QSizeF room(200, 90); // an element's box with a margin
    for (int step = 0; step < 60; ++step) {
        const QRectF box(at - QPointF(room.width() / 2, room.height() / 2), room);
        const QList<QGraphicsItem *> there = scene()->items(box);
        if (std::none_of(there.begin(), there.end(), [](QGraphicsItem *i) {
                return qgraphicsitem_cast<ElementItem *>(i) != nullptr;
            }))
            break;
        at += step % 6 == 5 ? QPointF(-5 * room.width(), room.height()) : QPointF(room.width(), 0);
    }
    const QString id = addFromPalette(entry, at);
    if (id.isEmpty()) return;
    if (ElementItem *item = m_scene->item(id)) {
        m_scene->clearSelection();
        item->setSelected(true);
        ensureVisible(item);
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
            std::string full;
            m_doc->edit(tr("Connect %1 to %2").arg(from, it->id()), [&](Plan &p) {
                edit::connect(p.topology, m_doc->catalog(), from.toStdString(),
                              it->id().toStdString(), &full, m_doc->info().market);
            });
            // Refused where the gesture ended, in words: a switch with every port cabled.
            for (const TopoSwitch &s : m_doc->plan().topology.switches)
                if (s.id == full)
                    QToolTip::showText(
                        e->globalPosition().toPoint(),
                        tr("No free port on %1: all %2 of its ports are cabled.")
                            .arg(QString::fromStdString(full))
                            .arg(switchRadix(s, m_doc->catalog(), m_doc->info().market)),
                        viewport());
        }
        return;
    }
    QGraphicsView::mouseReleaseEvent(e);
}

} // namespace cp::ui
