// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/imageexport.h"

#include "io/filewriter.h"
#include "io/safefile.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileDialog>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QStandardPaths>
#include <QSvgGenerator>

namespace cp::ui {

namespace {

/// The part of the scene that is drawn: its items with a small margin.
QRectF drawnRect(const QGraphicsView *view)
{
    const QRectF items = view->scene()->itemsBoundingRect();
    return items.isEmpty() ? view->sceneRect() : items.adjusted(-8, -8, 8, 8);
}

/// What the view shows behind its items: its own background, else its palette's base (a
/// dark one on a dark desktop, where white behind light text read as nothing).
QColor ground(const QGraphicsView *view)
{
    return view->backgroundBrush().style() != Qt::NoBrush ? view->backgroundBrush().color()
                                                          : view->palette().color(QPalette::Base);
}

void paint(const QGraphicsView *view, QPainter &p, const QRectF &target)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(target, ground(view));
    view->scene()->render(&p, target, drawnRect(view), Qt::KeepAspectRatio);
}

} // namespace

QImage viewImage(const QGraphicsView *view, qreal scale)
{
    const QSizeF size = drawnRect(view).size() * scale;
    QImage image(size.toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    image.fill(ground(view));
    QPainter p(&image);
    paint(view, p, QRectF(QPointF(0, 0), size));
    return image;
}

QString saveViewImage(const QGraphicsView *view, const QString &path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        const QRectF r = drawnRect(view);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(r.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
        svg.setTitle(QStringLiteral("ClusterPlanner"));
        QPainter p(&svg);
        paint(view, p, QRectF(QPointF(0, 0), r.size()));
    } else if (!viewImage(view).save(&buffer, "PNG")) {
        return QApplication::translate("ImageExport", "the picture could not be made");
    }
    // As every file the program writes: refused when read-only, replaced only once whole.
    if (const auto problem = outputFileProblem(path))
        return QApplication::translate("ImageExport", "it %1").arg(*problem);
    return writeFileAtomically(path, bytes).value_or(QString());
}

void addImageExport(QGraphicsView *view, const QString &name)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view, [view, name](QPoint at) {
        QMenu menu(view);
        menu.addAction(QApplication::translate("ImageExport", "&Copy as Image"), view,
                       [view] { QApplication::clipboard()->setImage(viewImage(view)); });
        auto save = [view, name](const char *suffix, const QString &filter) {
            const QString folder
                = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
            const QString path = QFileDialog::getSaveFileName(
                view, QApplication::translate("ImageExport", "Save Picture"),
                folder + QLatin1Char('/') + name + QLatin1Char('.') + QLatin1String(suffix),
                filter);
            if (path.isEmpty()) return;
            if (const QString error = saveViewImage(view, path); !error.isEmpty())
                QMessageBox::warning(
                    view, QApplication::translate("ImageExport", "Save Picture"),
                    QApplication::translate("ImageExport", "%1 was not written: %2")
                        .arg(path, error));
        };
        menu.addAction(QApplication::translate("ImageExport", "Save as &PNG..."), view, [save] {
            save("png", QApplication::translate("ImageExport", "PNG image (*.png)"));
        });
        menu.addAction(QApplication::translate("ImageExport", "Save as &SVG..."), view, [save] {
            save("svg", QApplication::translate("ImageExport", "SVG drawing (*.svg)"));
        });
        menu.exec(view->viewport()->mapToGlobal(at));
    });
}

} // namespace cp::ui
