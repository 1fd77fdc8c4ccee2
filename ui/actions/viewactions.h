// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu: arrange, fit and zoom the canvas, the language, presentation mode and the
// panels (closed ones come back from here).
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenuBar;

namespace cp::ui {

class MainWindow;
class TopologyScene;
class TopologyView;

/// The View menu's actions, on the canvas and on the window's language and layout.
class ViewActions final : public QObject
{
    Q_OBJECT
public:
    ViewActions(MainWindow *window, TopologyScene *scene, TopologyView *view);

    /// Adds the View menu to the bar (again after the bar is cleared for a new language).
    /// The panels submenu lists the given show/hide actions of the docks and toolbars.
    void createMenu(QMenuBar *bar, const QList<QAction *> &panelActions);

private:
    /// Draws the networks the planner designs (and, on an empty canvas, the nodes the
    /// Hardware fields describe), or says why it cannot.
    void designNetwork();

    MainWindow *m_window;
    TopologyScene *m_scene;
    TopologyView *m_view;
};

} // namespace cp::ui
