// SPDX-License-Identifier: GPL-3.0-or-later
// A view's picture for slides: the canvas and every chart offer, on a right click, Copy as
// Image and Save as PNG or SVG, of the whole drawing (not only the part scrolled into view).
#pragma once

#include <QImage>
#include <QString>

class QGraphicsView;

namespace cp::ui {

/// The right-click menu with Copy as Image, Save as PNG... and Save as SVG... on `view`;
/// `name` is the file name the save dialogs suggest, without its suffix.
void addImageExport(QGraphicsView *view, const QString &name);

/// The view's whole drawing (its scene's items, with a margin) at `scale` times its size,
/// on white.
QImage viewImage(const QGraphicsView *view, qreal scale = 2.0);

/// Writes the drawing as PNG (`path` ending .png) or SVG (.svg) as every file is written
/// (writeFileAtomically); the reason when it cannot, else empty.
QString saveViewImage(const QGraphicsView *view, const QString &path);

} // namespace cp::ui
