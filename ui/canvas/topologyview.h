// SPDX-License-Identifier: GPL-3.0-or-later
// The topology canvas's view: it takes drops from the palette, draws links with Shift+drag,
// deletes with Delete, zooms with Ctrl+wheel and pans with the middle button. An empty canvas
// says what the figures beside it are for.
#pragma once

#include <QGraphicsView>

class QFrame;
class QLabel;
class QPushButton;

namespace cp::ui {

class PlanDocument;
class TopologyScene;

/// The editing gestures on the topology scene, and fitting it in view.
class TopologyView final : public QGraphicsView
{
    Q_OBJECT
public:
    TopologyView(PlanDocument *doc, TopologyScene *scene, QWidget *parent = nullptr);

    /// Adds an element from a palette entry ("node:<template>" or "switch:<fabric>") and
    /// returns its id; empty when the entry names nothing the catalog has.
    QString addFromPalette(const QString &entry, QPointF scenePos);
    /// Adds an element from the keyboard (Enter on a palette entry): in the middle of what
    /// the canvas shows, beside any element already there, selected and in view, so that
    /// Edit > Connect selected can cable it next.
    void placeFromPalette(const QString &entry);
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
    /// Sets the texts in the current language (after a language change).
    void retranslate();
    /// The note an empty canvas shows: null while something is drawn (for tests).
    const QFrame *emptyNote() const;

signals:
    /// The empty canvas's button: draw the cluster the Hardware fields describe, with its
    /// networks (View > Design network).
    void drawClusterRequested();

protected:
    void resizeEvent(QResizeEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dragMoveEvent(QDragMoveEvent *e) override;
    void dropEvent(QDropEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void wheelEvent(QWheelEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;

private:
    /// Shows the empty canvas's note, naming the cluster the figures are for, or hides it.
    void updateEmptyNote();
    void placeEmptyNote();

    PlanDocument *m_doc;
    TopologyScene *m_scene;
    QString m_linkFrom;
    QPoint m_panFrom;
    bool m_panning = false;
    double m_zoom = 1.0;
    QFrame *m_empty = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_emptyDraw = nullptr;
};

} // namespace cp::ui
