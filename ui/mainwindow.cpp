// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the docks, the canvas and the window's own state (title, layout, presentation
// mode, language); the menus' work is in the action classes it wires in.
#include "mainwindow.h"
#include "dialogs/shortcutsdialog.h"
#include "style/imageexport.h"
#include "style/mnemonics.h"
#include "style/screenfit.h"
#include "style/style.h"
#include "charts/chartutil.h"

#include "actions/actionutil.h"
#include "panels/analysispanel.h"
#include "charts/chartspanel.h"
#include "actions/editactions.h"
#include "style/elidingstyle.h"
#include "actions/fileactions.h"
#include "panels/findingsmodel.h"
#include "actions/modelactions.h"
#include "document/plandocument.h"
#include "document/preferences.h"
#include "panels/propertiespanel.h"
#include "actions/scenarioactions.h"
#include "panels/statusline.h"
#include "canvas/elementitem.h"
#include "canvas/linkitem.h"
#include "canvas/palette.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "report/translation.h"
#include "actions/viewactions.h"
#include "style/wheelguard.h"
#include "panels/workloadpanel.h"

#include <algorithm>

#include <QApplication>
#include <QMenu>
#include <QLayout>
#include <QMessageBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDesktopServices>
#include <QMimeData>
#include <QDropEvent>
#include <QDragEnterEvent>
#include <QDir>
#include <QUrl>
#include <QFileInfo>
#include <QListView>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

namespace cp::ui {

namespace {

QDockWidget *dock(QMainWindow *w, const QString &title, const QString &name, QWidget *content,
                  Qt::DockWidgetArea area)
{
    auto *d = new QDockWidget(title, w);
    d->setObjectName(name);
    d->setWidget(content);
    w->addDockWidget(area, d);
    return d;
}

} // namespace

MainWindow::MainWindow(PlanDocument *doc, QWidget *parent)
    : QMainWindow(parent)
    , m_doc(doc)
{
    installWheelGuard();
    installElidingStyle();
    m_scene = new TopologyScene(doc, this);
    m_view = new TopologyView(doc, m_scene);
    addImageExport(m_view, QStringLiteral("topology")); // for slides: copy, PNG, SVG
    // A small screen in logical pixels (a 1366 x 768 laptop at 200 %: 683 x 384) has no room
    // for three columns and a row of findings: there every dock is a tab of the left column.
    const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    const bool compact = avail.width() < kCompactWidth || avail.height() < kCompactHeight;
    m_view->setMinimumSize(300, 300); // the docks never squeeze the canvas away
    setCentralWidget(m_view);

    m_workloadDock
        = dock(this, QString(), QStringLiteral("workload"), nullptr, Qt::LeftDockWidgetArea);
    m_paletteDock
        = dock(this, QString(), QStringLiteral("palette"), nullptr, Qt::LeftDockWidgetArea);
    m_propertiesDock
        = dock(this, QString(), QStringLiteral("properties"), nullptr, Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_paletteDock, m_propertiesDock);
    m_paletteDock->raise();
    m_chartsDock
        = dock(this, QString(), QStringLiteral("charts"), nullptr, Qt::RightDockWidgetArea);
    // Cloud vs. buy and sensitivity: behind the charts, computed only while shown.
    m_analysisDock
        = dock(this, QString(), QStringLiteral("analysis"), nullptr, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_chartsDock, m_analysisDock);
    m_chartsDock->raise();
    m_findings = new FindingsModel(this);
    m_findingsView = new QListView;
    m_findingsView->setModel(m_findings);
    m_findingsView->setWordWrap(true);
    m_findingsView->setAlternatingRowColors(true);
    m_findingsDock = dock(this, QString(), QStringLiteral("findings"), m_findingsView,
                          Qt::BottomDockWidgetArea);
    connect(m_findingsView, &QListView::clicked, this, [this](const QModelIndex &i) {
        selectElement(i.data(FindingsModel::ElementRole).toString());
    });
    if (compact) arrangeCompact();
    // A scenario switched to, a tier applied or undone: show the topology now on the canvas.
    connect(m_scene, &TopologyScene::topologyReplaced, this,
            [this] { QTimer::singleShot(0, m_view, [this] { m_view->fitAll(); }); });
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        const QList<QGraphicsItem *> sel = m_scene->selectedItems();
        auto *e = sel.size() == 1 ? qgraphicsitem_cast<ElementItem *>(sel.first()) : nullptr;
        auto *l = sel.size() == 1 ? qgraphicsitem_cast<LinkItem *>(sel.first()) : nullptr;
        if (l)
            m_properties->setLink(l->a(), l->b());
        else
            m_properties->setElement(e ? e->id() : QString());
        // One element or link picked: its properties come forward where a tab hides them
        // (at 200 % six panels share one tab strip, and Properties sat behind its scroll
        // arrows), unless the palette is in front: one placing elements keeps it.
        if ((e || l) && m_propertiesDock->toggleViewAction()->isChecked() && !m_inFront[1]
            && !m_inFront[0])
            m_propertiesDock->raise();
    });
    // Whether the palette and the properties are in front: a dock behind another's tab is
    // still "visible" to Qt, and says otherwise only through this signal.
    for (QDockWidget *d : {m_paletteDock, m_propertiesDock})
        connect(d, &QDockWidget::visibilityChanged, this,
                [this, i = d == m_propertiesDock](bool shown) { m_inFront[i] = shown; });

    m_status = new StatusLine(doc, statusBar(), this);
    // An edit the canvas could not draw is refused; the reason stays in view a while.
    connect(doc, &PlanDocument::editRefused, this,
            [this](const QString &why) { statusBar()->showMessage(why, 15000); });
    m_scenarios = new ScenarioActions(doc, this);
    m_modelActions = new ModelActions(doc, this);
    // Autosave while there are unsaved changes.
    m_recovery = new Recovery(doc, preferences::autosaveMilliseconds(), this);
    m_files = new FileActions(doc, m_recovery, m_view, this);
    m_edit = new EditActions(doc, m_scene, this);
    m_viewActions = new ViewActions(this, m_scene, m_view);
    buildUi();
    connect(doc, &PlanDocument::resultChanged, this, &MainWindow::updateStatus);
    connect(doc, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &PlanDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &PlanDocument::infoChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileActions::opened, this, &MainWindow::updateTitle);
    // The GPU lists follow the project's market: rebuilt once the edit is done.
    connect(doc, &PlanDocument::infoChanged, this, [this] {
        if (m_doc->info().market != m_builtMarket)
            QMetaObject::invokeMethod(
                this,
                [this] {
                    if (m_doc->info().market != m_builtMarket) buildUi();
                },
                Qt::QueuedConnection);
    });

    // First start: most of the screen (a laptop in a meeting), at most 1800 x 1100.
    resize(std::min(1800, avail.width() * 94 / 100), std::min(1100, avail.height() * 92 / 100));
    setAcceptDrops(true); // a project dragged from a file manager (dropEvent)
    m_defaultState = saveState();
    applyDefaultDockSizes();
    restoreGeometry(preferences::windowGeometry.get());
    restoreState(preferences::windowState.get());
    // A layout saved on a larger screen does not fit this one.
    if (compact) arrangeCompact();
    // Nor does a size asked for before the compact arrangement lowered the least size, or
    // saved on a larger screen: the window opens within the screen.
    layout()->activate();
    resizeWithinScreen(this, size());
}

MainWindow::~MainWindow()
{
    // The scene is a child: QObject deletes it after this destructor, and clearing it emits
    // selectionChanged into slots of a window that is half gone. Cut the wires first.
    m_scene->disconnect(this);
    m_doc->disconnect(this);
    m_doc->disconnect(m_scenarios); // its chooser is one of the window's widgets
    m_doc->undoStack()->disconnect(this);
    // The docks tell their visibility as QWidget's destructor hides them, after this one.
    for (QDockWidget *d : {m_paletteDock, m_propertiesDock})
        d->disconnect(this);
}

void MainWindow::resizeEvent(QResizeEvent *e)
{
    QMainWindow::resizeEvent(e);
    if (m_analysis) fitAnalysisWidth(); // its least width is a share of the window's
}

void MainWindow::fitAnalysisWidth()
{
    auto *scroll = qobject_cast<QScrollArea *>(m_analysisDock->widget());
    if (!scroll) return;
    if (m_compact) {
        // A column of tabs on a small screen: the panel scrolls both ways.
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        scroll->setMinimumWidth(0);
        return;
    }
    // Room for the panel beside the vertical scroll bar it shows on a short screen (its
    // controls' row was cut at the right edge).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never so wide that the workload form and the canvas lose their room: at an 11 pt
    // desktop font the one line of controls took 700 of a laptop's 1366 pixels and cut the
    // form. Past that the controls' row wraps.
    // The window's width, as it is now (resizeEvent asks again).
    // Less the form's and the canvas's least width, and the two dock separators.
    const int separators = 2 * style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
    const int most = std::max(320, width() - formWidth() - m_view->minimumWidth() - separators - 4);
    const int least = std::min(most, m_analysis->oneLineWidth()
                                         + style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    if (scroll->minimumWidth() != least) scroll->setMinimumWidth(least);
}

void MainWindow::arrangeCompact()
{
    m_compact = true;
    fitAnalysisWidth();
    // Every panel is a tab of the left column, at its full height, and the canvas has the
    // rest: split in two groups, the charts had 95 logical pixels of a 384-pixel screen.
    m_view->setMinimumSize(200, 150);
    for (QDockWidget *d : {m_chartsDock, m_analysisDock, m_findingsDock})
        addDockWidget(Qt::LeftDockWidgetArea, d);
    // The findings next to the form, where their tab is in view: last, behind the tab
    // bar's scroll arrows, the only warning of a plan went unseen.
    tabifyDockWidget(m_workloadDock, m_findingsDock);
    tabifyDockWidget(m_findingsDock, m_chartsDock);
    tabifyDockWidget(m_chartsDock, m_analysisDock);
    tabifyDockWidget(m_analysisDock, m_paletteDock);
    tabifyDockWidget(m_paletteDock, m_propertiesDock);
    m_workloadDock->raise();
    // Six tabs on 683 pixels: whole names and scroll arrows, not "W…", "P…" and "P…". The
    // window makes its tab bars when it lays the docks out.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
}

QList<QDockWidget *> MainWindow::docks() const
{
    return {m_workloadDock, m_paletteDock,  m_propertiesDock,
            m_chartsDock,   m_analysisDock, m_findingsDock};
}

int MainWindow::formWidth() const
{
    // Its least width too: with rows that wrap a field under its label, the hint can be the
    // wrapped form's, narrower than a row that cannot wrap (two buttons side by side).
    // Between 340 and 440 pixels: the canvas is the centre of the work.
    m_panel->ensurePolished();
    const int beside = style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
    return std::max(m_panel->minimumSizeHint().width() + beside,
                    std::clamp(m_panel->sizeHint().width() + beside, 340, 440));
}

void MainWindow::applyDefaultDockSizes()
{
    // The canvas is the centre of the work: side docks take what their forms need (the
    // workload form its width in the language shown, no more), so that on a laptop's 1366
    // pixels the canvas keeps room for a small cluster whole.
    m_panel->ensurePolished();
    const int form = formWidth();
    if (m_compact) // the charts are a tab beside the form: the form's width is the column's
        resizeDocks({m_workloadDock}, {form}, Qt::Horizontal);
    else
        // The charts 520 pixels at the 9 pt font they were laid out for, in proportion at a
        // larger one (an 11 pt desktop elided their titles at 520).
        resizeDocks({m_workloadDock, m_chartsDock},
                    {form, std::max(520, 520 * fontMetrics().height() / kNinePointLineHeight)},
                    Qt::Horizontal);
    resizeDocks({m_findingsDock}, {100}, Qt::Vertical);
    // The workload form gets the most of the left column; the palette needs only a list.
    resizeDocks({m_workloadDock, m_paletteDock}, {600, 300}, Qt::Vertical);
}

void MainWindow::restoreDefaultLayout()
{
    restoreState(m_defaultState);
    for (QDockWidget *d : docks()) {
        d->setFloating(false);
        d->show();
    }
    m_scenarios->toolBar()->show();
    m_paletteDock->raise();
    // Beside the canvas the charts; in the compact column the form, with the charts a tab.
    (m_compact ? m_workloadDock : m_chartsDock)->raise();
    applyDefaultDockSizes();
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation) return;
    m_presentation = on;
    if (on) {
        m_normalState = saveState();
        m_normalFont = QApplication::font();
        // Larger text where the screen has room for it: up to kPresentationScale on a 1080p
        // projector. A 1366-pixel laptop has no room for a larger form beside the canvas
        // and the charts: there the charts and the canvas, what the audience reads, grow
        // by kLaptopEmphasis and the form keeps its size.
        const int room = std::max(width(), screen() ? screen()->availableGeometry().width() : 0);
        const double scale = std::clamp(room / 1480.0, 1.0, kPresentationScale);
        const double emphasis = scale < 1.1 ? kLaptopEmphasis : 1.0;
        QFont big = m_normalFont;
        big.setPointSizeF(m_normalFont.pointSizeF() * scale);
        QApplication::setFont(big);
        chart::emphasis() = emphasis;
        m_paletteDock->hide();
        m_propertiesDock->hide();
        m_view->setZoom(scale * emphasis);
        m_normalGeometry = saveGeometry();
        if (isVisible() && room > width()) showMaximized();
    } else {
        QApplication::setFont(m_normalFont);
        chart::emphasis() = 1.0;
        m_view->setZoom(1.0);
    }
    // The charts size their text from the application's font when built.
    buildUi();
    if (on) {
        // What the audience reads gets the room: the form keeps the width its text needs
        // (no field cut: the panels just built measure it), the charts take the larger
        // share of the rest.
        m_panel->ensurePolished();
        const int form = std::max(m_panel->sizeHint().width(), m_panel->minimumSizeHint().width())
                         + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
        // The form scrolls only up and down: the dock may not be narrower than its fields.
        m_workloadDock->setMinimumWidth(form);
        // On a laptop the larger charts take most of what the form leaves.
        const int chartsShare = chart::emphasis() > 1.0 ? 72 : 60;
        resizeDocks({m_workloadDock, m_chartsDock}, {form, (width() - form) * chartsShare / 100},
                    Qt::Horizontal);
    } else {
        m_workloadDock->setMinimumWidth(0);
        // After the rebuild: new panels would otherwise take the sizes their hints ask for.
        if (isMaximized()) {
            showNormal();
            restoreGeometry(m_normalGeometry);
        }
        restoreState(m_normalState);
    }
    m_view->fitAll();
}

void MainWindow::buildUi()
{
    m_darkBuilt = colour::dark();
    // The panels are views of the document: rebuilding them (for a new language) loses
    // nothing but the selection shown in the properties panel, which is restored.
    const QString selected = m_properties ? m_properties->element() : QString();
    const QPair<QString, QString> selectedLink
        = m_properties ? m_properties->link() : QPair<QString, QString>();
    m_builtMarket = m_doc->info().market;
    m_panel = new WorkloadPanel(m_doc);
    m_panel->setShowsInternalFigures(!m_presentation);
    m_panel->setModelActions(m_modelActions->importAction(), m_modelActions->editAction());
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(340);
    delete m_workloadDock->widget();
    m_workloadDock->setWidget(scroll);
    delete m_paletteDock->widget();
    auto *palette = new Palette(m_doc);
    connect(palette, &Palette::placeRequested, m_view, &TopologyView::placeFromPalette);
    m_paletteDock->setWidget(palette);
    m_paletteDock->widget()->setAccessibleName(tr("Palette"));
    delete m_propertiesDock->widget();
    m_properties = new PropertiesPanel(m_doc);
    // In a scroll area: a selected server's form, taller than the dock, scrolls rather than
    // taking the height of the workload form above it.
    auto *propertiesScroll = new QScrollArea;
    propertiesScroll->setWidget(m_properties);
    propertiesScroll->setWidgetResizable(true);
    propertiesScroll->setFrameShape(QFrame::NoFrame);
    m_propertiesDock->setWidget(propertiesScroll);
    if (!selectedLink.first.isEmpty())
        m_properties->setLink(selectedLink.first, selectedLink.second);
    else
        m_properties->setElement(selected);
    delete m_chartsDock->widget();
    m_charts = new ChartsPanel(m_doc);
    // Four charts: on a short screen (a laptop at 200 %) the panel scrolls rather than
    // spilling over the docks below it.
    auto *chartsScroll = new QScrollArea;
    chartsScroll->setWidget(m_charts);
    chartsScroll->setWidgetResizable(true);
    chartsScroll->setFrameShape(QFrame::NoFrame);
    m_chartsDock->setWidget(chartsScroll);
    delete m_analysisDock->widget();
    m_analysis = new AnalysisPanel(m_doc);
    // Two charts and their controls: on a small screen the panel scrolls rather than making
    // the window taller than the screen.
    auto *analysisScroll = new QScrollArea;
    analysisScroll->setWidget(m_analysis);
    analysisScroll->setWidgetResizable(true);
    analysisScroll->setFrameShape(QFrame::NoFrame);
    m_analysisDock->setWidget(analysisScroll);
    fitAnalysisWidth();

    m_workloadDock->setWindowTitle(tr("Workload"));
    m_paletteDock->setWindowTitle(tr("Palette"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_chartsDock->setWindowTitle(tr("Charts"));
    m_analysisDock->setWindowTitle(tr("Cloud vs. buy and sensitivity"));
    m_findingsDock->setWindowTitle(tr("Bottlenecks and risks"));
    m_view->retranslate();
    // What a screen reader says of the canvas and the findings when they take the focus.
    m_view->setAccessibleName(tr("Topology canvas"));
    m_findingsView->setAccessibleName(tr("Bottlenecks and risks"));
    menuBar()->clear();
    createMenus();
    m_scenarios->retranslate();
    m_modelActions->retranslate();
    m_scene->refresh();
    m_findings->retranslate();
    // Alt+letter to each labelled field, with the letters the menus and buttons leave (two
    // on one letter: neither answers; "&Horizon" took Help's). The few controls of the
    // cloud-vs-buy panel first: the form's last fields (discounts, lead time) are the ones
    // left without a letter in English, where only a label's own letters serve.
    QSet<QChar> taken = mnemonicsTaken(this);
    assignMnemonics(m_analysis, taken);
    assignMnemonics(m_panel, taken);
    updateStatus();
    updateTitle();
}

void MainWindow::setLanguage(const QString &language)
{
    if (!installTranslations(language)) return;
    preferences::language.set(language);
}

void MainWindow::changeEvent(QEvent *e)
{
    // A desktop switched to a dark palette (or back): the canvas and the charts, drawn in
    // their own colours, are built again in its.
    if (e->type() == QEvent::PaletteChange && m_darkBuilt != colour::dark()
        && !m_retranslatePending) {
        m_retranslatePending = true;
        QTimer::singleShot(0, this, [this] {
            m_retranslatePending = false;
            m_view->setBackgroundBrush(colour::canvas());
            buildUi();
        });
    }
    if (e->type() == QEvent::LanguageChange && !m_retranslatePending) {
        // Installing and removing translators each send one: rebuild once.
        m_retranslatePending = true;
        QTimer::singleShot(0, this, [this] {
            m_retranslatePending = false;
            buildUi();
        });
    }
    QMainWindow::changeEvent(e);
}

void MainWindow::openDocumentation()
{
    // Installed under <prefix>/share/doc/clusterplanner (resources/linux/CMakeLists.txt),
    // the prefix being the program's folder's parent.
    const QDir doc(QCoreApplication::applicationDirPath()
                   + QStringLiteral("/../share/doc/clusterplanner"));
    const QString readme = doc.filePath(QStringLiteral("README.md"));
    if (QFileInfo::exists(readme)
        && QDesktopServices::openUrl(QUrl::fromLocalFile(doc.absolutePath())))
        return;
    QMessageBox::information(
        this, tr("Documentation"),
        tr("The documentation is installed with the application, under share/doc/clusterplanner "
           "beside its programs (%1 here, not found), and is the docs folder of its sources.")
            .arg(QDir::toNativeSeparators(doc.absolutePath())));
}

QString MainWindow::aboutText()
{
    return tr("<p><b>ClusterPlanner %1</b></p>"
              "<p>Plans GPU training clusters: whether the model fits, how long training "
              "takes, what it costs and which network it needs, from physical models "
              "calibrated on published training runs.</p>"
              "<p>Free software under the GNU General Public License, version 3 or any later "
              "version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY; the licence "
              "is in the LICENSE file of its sources.</p>"
              "<p>Built with Qt %2, running on Qt %3.</p>")
        .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(qVersion()));
}

void MainWindow::createMenus()
{
    m_files->createMenu(menuBar());
    m_edit->createMenu(menuBar());
    m_modelActions->createMenu(menuBar());
    // Closed panels come back from the View menu.
    QList<QAction *> panels;
    for (QDockWidget *d : docks())
        panels.append(d->toggleViewAction());
    panels.append(m_scenarios->toolBar()->toggleViewAction());
    m_viewActions->createMenu(menuBar(), panels);
    m_scenarios->createMenu(menuBar());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About ClusterPlanner"), this, [this] {
        QMessageBox::about(this, tr("About ClusterPlanner"), aboutText());
    });
    about->setObjectName(QStringLiteral("about"));
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    help->addSeparator();
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts..."), this, [this] {
        ShortcutsDialog dialog(menuBar(), this);
        dialog.exec();
    });
    keys->setObjectName(QStringLiteral("shortcuts"));
    QAction *docs = help->addAction(tr("&Documentation"), this, &MainWindow::openDocumentation);
    docs->setShortcut(QKeySequence::HelpContents);
    docs->setToolTip(tr("The model, the command line and the project format, as installed "
                        "with the application."));

    resolveShortcutConflicts(ShortcutsDialog::menuCommands(menuBar()));
}

void MainWindow::fitToView()
{
    m_view->fitAll();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateStatus()
{
    const Result &r = m_doc->result();
    // The project's comparison too: another scenario that costs less and is done sooner is
    // the proposal's reason not to recommend this one, and the dock said "no risks".
    QString outdone;
    if (m_doc->error().isEmpty() && !m_doc->projectReport().scenarios.empty())
        if (const auto &o = m_doc->projectReport().described().outdone)
            outdone = tr("%1\nFix: %2", "a finding and its fix").arg(o->message, o->suggestion);
    m_findings->setFindings(m_doc->error().isEmpty() ? r.findings : std::vector<Finding>{},
                            m_doc->error(), outdone);
    m_status->refresh();
}

void MainWindow::updateTitle()
{
    // A sample just opened is a copy with no file and nothing in it to lose: "unsaved"
    // from the first edit on, not before. A project's name may end in brackets ("…
    // (NVLink)"): the state is set apart by a dot, never a second pair of brackets.
    const QString own = QString::fromStdString(m_doc->info().name);
    const QString name = !m_doc->fileName().isEmpty()
                             ? QFileInfo(m_doc->fileName()).completeBaseName()
                         : own.isEmpty()       ? tr("Untitled")
                         : m_doc->isModified() ? tr("%1 · unsaved").arg(own)
                                               : own;
    setWindowTitle(tr("%1[*] - ClusterPlanner").arg(name));
    setWindowModified(m_doc->isModified());
}

void MainWindow::selectElement(const QString &id)
{
    m_scene->reveal(id); // a server folded into its unit or rack is shown first
    ElementItem *it = m_scene->item(id);
    if (!it) return;
    m_scene->clearSelection();
    it->setSelected(true);
    m_view->centerOn(it);
}

namespace {
/// The project file a drag carries: its first local file ending in .cpplan, else empty.
QString droppedProject(const QMimeData *data)
{
    if (!data->hasUrls()) return {};
    for (const QUrl &url : data->urls())
        if (url.isLocalFile()
            && url.toLocalFile().endsWith(QLatin1String(".cpplan"), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *e)
{
    if (!droppedProject(e->mimeData()).isEmpty()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *e)
{
    const QString path = droppedProject(e->mimeData());
    if (path.isEmpty()) return;
    e->acceptProposedAction();
    // After the drop returns: opening asks about unsaved changes in a dialog of its own.
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    m_recovery->discard(); // closed on purpose: nothing to recover
    preferences::windowGeometry.set(saveGeometry());
    preferences::windowState.set(saveState());
    e->accept();
}

} // namespace cp::ui
