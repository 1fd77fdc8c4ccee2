// SPDX-License-Identifier: GPL-3.0-or-later
// EditActions: the clipboard carries a topology selection under its own MIME type.
#include "actions/editactions.h"

#include "actions/actionutil.h"
#include "document/plandocument.h"
#include "canvas/elementitem.h"
#include "canvas/topologyscene.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenuBar>
#include <QMainWindow>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

namespace cp::ui {

namespace {

constexpr char kTopologyMime[] = "application/x-clusterplanner-topology";

} // namespace

EditActions::EditActions(PlanDocument *doc, TopologyScene *scene, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_scene(scene)
{}

void EditActions::createMenu(QMenuBar *bar)
{
    QMenu *edit = bar->addMenu(tr("&Edit"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    // The step's name inside the translated text: "撤销“修改数据集规模”(&U)", not the
    // accelerator between verb and step as QUndoStack's prefix would put it.
    const auto name = [](QAction *a, const QString &bare, const QString &withStep) {
        return [a, bare, withStep](const QString &step) {
            a->setText(step.isEmpty() ? bare : withStep.arg(step));
        };
    };
    const auto undoText = name(undo, tr("&Undo"), tr("&Undo %1"));
    const auto redoText = name(redo, tr("&Redo"), tr("&Redo %1"));
    connect(m_doc->undoStack(), &QUndoStack::undoTextChanged, undo, undoText);
    connect(m_doc->undoStack(), &QUndoStack::redoTextChanged, redo, redoText);
    undoText(m_doc->undoStack()->undoText());
    redoText(m_doc->undoStack()->redoText());
    // Ctrl+Y and Ctrl+Shift+Z both redo, each bound once (the platform's Redo may be either).
    setShortcuts(redo, QKeySequence::keyBindings(QKeySequence::Redo)
                           + QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Y),
                                                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *del = edit->addAction(tr("&Delete"), this, [this] { m_scene->removeSelected(); });
    del->setShortcut(QKeySequence::Delete);
    edit->addSeparator();
    QAction *copy = edit->addAction(tr("&Copy"), this, [this] {
        const QByteArray data = m_scene->copySelection();
        if (data.isEmpty()) return;
        auto *mime = new QMimeData;
        mime->setData(QLatin1String(kTopologyMime), data);
        QGuiApplication::clipboard()->setMimeData(mime);
    });
    copy->setShortcut(QKeySequence::Copy);
    QAction *paste = edit->addAction(tr("&Paste"), this, [this] {
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        if (mime) m_scene->paste(mime->data(QLatin1String(kTopologyMime)), QPointF(40, 40));
    });
    paste->setShortcut(QKeySequence::Paste);
    QAction *dup = edit->addAction(tr("Dupl&icate"), this, [this] {
        m_scene->paste(m_scene->copySelection(), QPointF(40, 40), true);
    });
    dup->setShortcut(Qt::CTRL | Qt::Key_D);
    // Cables from the keyboard, where the mouse needs Shift+drag: two selected elements to
    // each other, or the selected nodes to the selected switch.
    QAction *connectAction = edit->addAction(tr("Co&nnect selected"), this, [this] {
        const QString said = m_scene->connectSelected();
        if (auto *window = qobject_cast<QMainWindow *>(parent()))
            window->statusBar()->showMessage(said, 6000);
    });
    connectAction->setShortcut(Qt::CTRL | Qt::Key_K);
    connectAction->setToolTip(tr("Cable two selected elements to each other, or every selected "
                                 "node to the one selected switch (with the mouse: Shift+drag "
                                 "from one to the other)."));
    QAction *all = edit->addAction(tr("Select &all"), this, [this] {
        for (QGraphicsItem *i : m_scene->items())
            if (qgraphicsitem_cast<ElementItem *>(i)) i->setSelected(true);
    });
    all->setShortcut(QKeySequence::SelectAll);
}

} // namespace cp::ui
