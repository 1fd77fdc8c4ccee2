// SPDX-License-Identifier: GPL-3.0-or-later
// The palette beside the topology canvas: node templates and switches to drag onto it.
#pragma once

#include <QListWidget>
#include <QString>

namespace cp::ui {

class PlanDocument;

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

signals:
    /// Enter (or a double click) on an entry that can be placed: the canvas adds it, as a
    /// drop would, without the mouse.
    void placeRequested(const QString &entry);

protected:
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;

private:
    PlanDocument *m_doc;
    QString m_shownFor; // the market and pricing the entries say; empty before the first
};

} // namespace cp::ui
