// The topology canvas: a scene that mirrors the plan's graph (items created, moved and
// removed on document changes), a view that takes drops from the palette, draws links with
// Shift+drag, deletes with Delete, and the palette itself.
#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHash>
#include <QColor>
#include <QListWidget>

#include <set>
#include <string>

namespace cp::ui {

class PlanDocument;

/// A node or switch on the canvas; the model is the truth, the item only shows it.
class ElementItem final : public QGraphicsObject
{
    Q_OBJECT
public:
    enum { Type = UserType + 1 };
    ElementItem(PlanDocument *doc, const QString &id, bool isSwitch);
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *w) override;

    const QString &id() const { return m_id; }
    bool isSwitch() const { return m_isSwitch; }
    void setLabel(const QString &title, const QString &detail);
    void setOutline(int severity); // -1 none, else Severity
    /// Memory-fit badge on GPU nodes: text such as "56 %" and its colour.
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
    /// The box drawn; the bounding rectangle adds the badge's room above it.
    QRectF bodyRect() const;

    PlanDocument *m_doc;
    QString m_id;
    bool m_isSwitch;
    QString m_title, m_detail;
    int m_outline = -1;
    QString m_badge;
    QColor m_badgeColour;
};

/// A cable between two elements: selectable (its properties are the port count and the NIC
/// fabric), coloured by fabric family, as wide as its port count.
class LinkItem final : public QGraphicsLineItem
{
public:
    enum { Type = UserType + 2 };
    LinkItem();
    int type() const override { return Type; }
    QPainterPath shape() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *opt, QWidget *w) override;

    const QString &a() const { return m_a; }
    const QString &b() const { return m_b; }
    /// Id for the properties panel: "a|b".
    QString key() const { return m_a + QLatin1Char('|') + m_b; }

private:
    QString m_a, m_b;
    friend class TopologyScene;
};

class TopologyScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TopologyScene(PlanDocument *doc, QObject *parent = nullptr);
    ElementItem *item(const QString &id) const { return m_items.value(id); }
    int linkCount() const { return int(m_links.size()); }
    /// The line of the link between two elements, or null.
    LinkItem *link(const QString &a, const QString &b) const;
    void removeSelected();
    /// Re-reads every label from the plan (after a language change).
    void refresh() { sync(); }
    /// What a view shows first when the whole does not fit readably: the GPU nodes and
    /// the training switches (everything, when there are none).
    QRectF focusRect() const;
    /// The selected elements and the links among them, as topology JSON.
    QByteArray copySelection() const;
    /// Adds a copied topology with fresh ids, shifted by offset; one undo step.
    bool paste(const QByteArray &topologyJson, QPointF offset);
signals:
    /// Most elements came or went at once: a view fits the new topology.
    void topologyReplaced();

public:
    /// Leaf/spine layout: training switches on top, GPU nodes in rows of eight, storage and
    /// CPU nodes to the right, management switches below; one undo step.
    void autoLayout();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *e) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *e) override;

private:
    void sync();
    void syncLayout();
    /// The ids of the selected nodes and switches.
    std::set<std::string> selectedIds() const;
    /// Puts the dragged selection's positions into the plan (one merged command per drag).
    void moveDragged();

    PlanDocument *m_doc;
    QHash<QString, ElementItem *> m_items;
    std::vector<LinkItem *> m_links;
    bool m_dragging = false;
    int m_dragSerial = 0;
};

class TopologyView final : public QGraphicsView
{
    Q_OBJECT
public:
    TopologyView(PlanDocument *doc, TopologyScene *scene, QWidget *parent = nullptr);

    /// Adds an element from a palette entry ("node:<template>" or "switch:<fabric>").
    void addFromPalette(const QString &entry, QPointF scenePos);
    /// Fits the whole topology in view, however small its names then read (View > Fit to
    /// window, Ctrl+0); never magnified past the natural size.
    void fitWhole();
    /// Fits the topology, at a zoom between kReadableScale and 1 (times the presentation
    /// zoom): names never shrink below 9 pt on screen.
    void fitAll();
    /// The presentation zoom: 1, or more on a projector.
    void setZoom(double zoom);
    double zoom() const { return m_zoom; }
    static constexpr double kReadableScale = 1.0;

protected:
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dragMoveEvent(QDragMoveEvent *e) override;
    void dropEvent(QDropEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void wheelEvent(QWheelEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;

private:
    PlanDocument *m_doc;
    TopologyScene *m_scene;
    QString m_linkFrom;
    QPoint m_panFrom;
    bool m_panning = false;
    double m_zoom = 1.0;
};

/// Node templates and switches per fabric, dragged onto the canvas.
class Palette final : public QListWidget
{
    Q_OBJECT
public:
    explicit Palette(PlanDocument *doc, QWidget *parent = nullptr);
    static const char *mimeType() { return "application/x-clusterplanner-element"; }
    /// The GPU templates say which accelerators the project's market offers with the
    /// plan's pricing; a template that takes none of them cannot be dragged.
    void updateMarket();

protected:
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;

private:
    PlanDocument *m_doc;
};

} // namespace cp::ui
