// SPDX-License-Identifier: GPL-3.0-or-later
// ViewActions: the canvas's zoom steps and the languages offered, in their own names.
#include "actions/viewactions.h"

#include "actions/actionutil.h"
#include "mainwindow.h"
#include "document/preferences.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"

#include <QAction>
#include <QActionGroup>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace cp::ui {

ViewActions::ViewActions(MainWindow *window, TopologyScene *scene, TopologyView *view)
    : QObject(window)
    , m_window(window)
    , m_scene(scene)
    , m_view(view)
{
    // The empty canvas's button is the menu's action.
    connect(view, &TopologyView::drawClusterRequested, this, &ViewActions::designNetwork);
}

void ViewActions::designNetwork()
{
    const QString error = m_scene->designNetwork();
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Design network"),
                             tr("The network cannot be designed until the plan is "
                                "valid.\n%1")
                                 .arg(error));
        return;
    }
    m_view->fitAll();
}

void ViewActions::createMenu(QMenuBar *bar, const QList<QAction *> &panelActions)
{
    QMenu *view = bar->addMenu(tr("&View"));
    QAction *arrange = view->addAction(tr("&Arrange as leaf/spine"), this, [this] {
        // A shortcut that does nothing says so, rather than leave the user wondering.
        if (!m_scene->autoLayout()) {
            m_window->statusBar()->showMessage(
                tr("Every element is in its leaf/spine place already: nothing moved."), 6000);
            return;
        }
        m_view->fitAll();
    });
    arrange->setShortcut(Qt::CTRL | Qt::Key_L);
    QAction *design = view->addAction(tr("&Design network"), this, &ViewActions::designNetwork);
    design->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_L);
    design->setToolTip(tr("Draws the networks the planner designs for these nodes: leaf, "
                          "spine and core switches of the compute fabric, a storage network "
                          "and a management network, cabled as designed. One undo step."));
    // Fit to window shows everything, as it says; opening a file or applying a tier shows
    // the GPU nodes at a readable size instead (fitAll).
    QAction *fit = view->addAction(tr("&Fit to window"), this, [this] { m_view->fitWhole(); });
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(language);
    const QString current = preferences::language.get();
    for (const auto &[code, name] :
         {std::pair{QStringLiteral("en"), QStringLiteral("English")},
          std::pair{QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")}}) {
        QAction *a
            = language->addAction(name, this, [this, code = code] { m_window->setLanguage(code); });
        a->setCheckable(true);
        a->setChecked(code == current);
        languages->addAction(a);
    }
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    QAction *in = view->addAction(tr("Zoom &in"), this, [this] { m_view->scale(1.2, 1.2); });
    // Ctrl+= too: the same key as Ctrl++ without Shift on most keyboards.
    setShortcuts(in, QKeySequence::keyBindings(QKeySequence::ZoomIn)
                         + QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *out
        = view->addAction(tr("Zoom &out"), this, [this] { m_view->scale(1 / 1.2, 1 / 1.2); });
    out->setShortcut(QKeySequence::ZoomOut);
    view->addSeparator();
    QAction *present = view->addAction(tr("P&resentation mode"), this,
                                       [this](bool on) { m_window->setPresentationMode(on); });
    present->setCheckable(true);
    present->setChecked(m_window->presentationMode());
    present->setShortcut(Qt::Key_F5);
    present->setToolTip(tr("For a projector: larger text everywhere, the canvas zoomed, the "
                           "palette and properties hidden. F5 again returns."));
    // Closed panels come back from here.
    QMenu *panels = view->addMenu(tr("&Panels"));
    panels->addActions(panelActions);
    panels->addSeparator();
    panels->addAction(tr("&Restore the default layout"), this,
                      [this] { m_window->restoreDefaultLayout(); });
}

} // namespace cp::ui
