// SPDX-License-Identifier: GPL-3.0-or-later
// The Edit menu: undo and redo (named by their step), and delete, copy, paste, duplicate and
// select all on the canvas.
#pragma once

#include <QObject>

class QMenuBar;

namespace cp::ui {

class PlanDocument;
class TopologyScene;

/// The Edit menu's actions, on the document's undo stack and the canvas's selection.
class EditActions final : public QObject
{
    Q_OBJECT
public:
    EditActions(PlanDocument *doc, TopologyScene *scene, QObject *parent);

    /// Adds the Edit menu to the bar (again after the bar is cleared for a new language).
    void createMenu(QMenuBar *bar);

private:
    PlanDocument *m_doc;
    TopologyScene *m_scene;
};

} // namespace cp::ui
