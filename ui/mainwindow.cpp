// MainWindow: docks, menus, status bar; all state lives in the document.
#include "mainwindow.h"

#include "actionutil.h"
#include "analysispanel.h"
#include "chartspanel.h"
#include "findingsmodel.h"
#include "plandocument.h"
#include "exportdialog.h"
#include "projectdialog.h"
#include "proposal.h"
#include "propertiespanel.h"
#include "recommenddialog.h"
#include "trialdialog.h"
#include "scenariodialog.h"
#include "elementitem.h"
#include "linkitem.h"
#include "palette.h"
#include "topologyscene.h"
#include "topologyview.h"
#include "format.h"
#include "spantext.h"
#include "translation.h"
#include "elidingstyle.h"
#include "wheelguard.h"
#include "workloadpanel.h"
#include "preferences.h"

#include <QAction>
#include <QApplication>
#include <QActionGroup>
#include <QTimer>
#include <QClipboard>
#include <QComboBox>
#include <QInputDialog>
#include <QToolBar>
#include <QGuiApplication>
#include <QMimeData>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QAbstractItemView>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <QUrl>

namespace cp::ui {

namespace {

/// A project's name as a file name: characters no file system takes become "-".
QString fileNameBase(const QString &name)
{
    QString base = name.simplified();
    base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("-"));
    return base.left(80);
}

constexpr char kTopologyMime[] = "application/x-clusterplanner-topology";

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
    });

    m_gpus = new QLabel;
    m_time = new QLabel;
    m_cost = new QLabel;
    for (QLabel *l : {m_gpus, m_time, m_cost})
        statusBar()->addPermanentWidget(l);

    createScenarioActions();
    buildUi();
    connect(doc, &PlanDocument::resultChanged, this, &MainWindow::updateStatus);
    connect(doc, &PlanDocument::scenariosChanged, this, &MainWindow::updateScenarioBox);
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(doc, &PlanDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &PlanDocument::infoChanged, this, &MainWindow::updateTitle);
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
    // Autosave while there are unsaved changes.
    m_recovery = new Recovery(doc, preferences::autosaveMilliseconds(), this);

    // First start: most of the screen (a laptop in a meeting), at most 1800 x 1100.
    const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(std::min(1800, avail.width() * 94 / 100), std::min(1100, avail.height() * 92 / 100));
    m_defaultState = saveState();
    applyDefaultDockSizes();
    restoreGeometry(preferences::windowGeometry.get());
    restoreState(preferences::windowState.get());
}

void MainWindow::applyDefaultDockSizes()
{
    // The canvas is the centre of the work: side docks take what their forms need.
    resizeDocks({m_workloadDock, m_chartsDock}, {440, 520}, Qt::Horizontal);
    resizeDocks({m_findingsDock}, {100}, Qt::Vertical);
    // The workload form gets the most of the left column; the palette needs only a list.
    resizeDocks({m_workloadDock, m_paletteDock}, {600, 300}, Qt::Vertical);
}

void MainWindow::restoreDefaultLayout()
{
    restoreState(m_defaultState);
    for (QDockWidget *d : {m_workloadDock, m_paletteDock, m_propertiesDock, m_chartsDock,
                           m_analysisDock, m_findingsDock}) {
        d->setFloating(false);
        d->show();
    }
    m_scenarioBar->show();
    m_paletteDock->raise();
    m_chartsDock->raise();
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
        // projector, none on a 1366-pixel laptop (the window fills it instead).
        const int room = std::max(width(), screen() ? screen()->availableGeometry().width() : 0);
        const double scale = std::clamp(room / 1480.0, 1.0, kPresentationScale);
        QFont big = m_normalFont;
        big.setPointSizeF(m_normalFont.pointSizeF() * scale);
        QApplication::setFont(big);
        m_paletteDock->hide();
        m_propertiesDock->hide();
        m_view->setZoom(scale);
        m_normalGeometry = saveGeometry();
        if (isVisible() && room > width()) showMaximized();
        // What the audience reads gets the room: the charts take the larger side.
        // The form keeps the width its larger text needs (no field cut); the charts take
        // the larger share of the rest.
        m_panel->ensurePolished();
        const int form = m_panel->sizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
        resizeDocks({m_workloadDock, m_chartsDock}, {form, (width() - form) * 60 / 100},
                    Qt::Horizontal);
    } else {
        QApplication::setFont(m_normalFont);
        m_view->setZoom(1.0);
    }
    // The charts size their text from the application's font when built.
    buildUi();
    if (!on) {
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
    // The panels are views of the document: rebuilding them (for a new language) loses
    // nothing but the selection shown in the properties panel, which is restored.
    const QString selected = m_properties ? m_properties->element() : QString();
    const QPair<QString, QString> selectedLink
        = m_properties ? m_properties->link() : QPair<QString, QString>();
    m_builtMarket = m_doc->info().market;
    m_panel = new WorkloadPanel(m_doc);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(340);
    delete m_workloadDock->widget();
    m_workloadDock->setWidget(scroll);
    delete m_paletteDock->widget();
    m_paletteDock->setWidget(new Palette(m_doc));
    delete m_propertiesDock->widget();
    m_properties = new PropertiesPanel(m_doc);
    m_propertiesDock->setWidget(m_properties);
    if (!selectedLink.first.isEmpty())
        m_properties->setLink(selectedLink.first, selectedLink.second);
    else
        m_properties->setElement(selected);
    delete m_chartsDock->widget();
    m_charts = new ChartsPanel(m_doc);
    m_chartsDock->setWidget(m_charts);
    delete m_analysisDock->widget();
    m_analysis = new AnalysisPanel(m_doc);
    // Two charts and their controls: on a small screen the panel scrolls rather than making
    // the window taller than the screen.
    auto *analysisScroll = new QScrollArea;
    analysisScroll->setWidget(m_analysis);
    analysisScroll->setWidgetResizable(true);
    analysisScroll->setFrameShape(QFrame::NoFrame);
    analysisScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    analysisScroll->setMinimumWidth(m_analysis->minimumSizeHint().width());
    m_analysisDock->setWidget(analysisScroll);

    m_workloadDock->setWindowTitle(tr("Workload"));
    m_paletteDock->setWindowTitle(tr("Palette"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_chartsDock->setWindowTitle(tr("Charts"));
    m_analysisDock->setWindowTitle(tr("Cloud vs. buy and sensitivity"));
    m_findingsDock->setWindowTitle(tr("Bottlenecks and risks"));
    menuBar()->clear();
    createMenus();
    retranslateScenarioActions();
    // The dialogs are made again, in the new language, when next opened.
    delete m_scenarioDialog;
    m_scenarioDialog = nullptr;
    delete m_recommendDialog;
    m_recommendDialog = nullptr;
    m_scene->refresh();
    m_findings->retranslate();
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

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, [this] {
        if (!maybeSave()) return;
        m_doc->newProject();
        m_view->fitAll();
    });
    newAction->setShortcut(QKeySequence::New);
    newAction->setToolTip(tr("A new project: a 7B model on one 8-GPU node, to edit from there."));
    // The bundled samples, by the names a user recognises; each opens as an untitled copy.
    QMenu *samples = file->addMenu(tr("New from sa&mple"));
    const QDir dir(QStringLiteral(":/samples"));
    for (const QString &f : dir.entryList({QStringLiteral("*.cpplan")}, QDir::Files, QDir::Name)) {
        QFile sample(dir.filePath(f));
        QString title = QFileInfo(f).completeBaseName();
        if (sample.open(QIODevice::ReadOnly)) {
            const QJsonObject doc = QJsonDocument::fromJson(sample.readAll()).object();
            const QString name = doc.value(QStringLiteral("project"))
                                     .toObject()
                                     .value(QStringLiteral("name"))
                                     .toString();
            if (!name.isEmpty())
                title = QCoreApplication::translate("Samples", name.toUtf8().constData());
        }
        samples->addAction(title, this,
                           [this, f] { openFile(QStringLiteral(":/samples/") + f, true); });
    }
    QAction *open = file->addAction(tr("&Open..."), this, [this] {
        const QString start
            = m_doc->fileName().isEmpty()
                  ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                  : QFileInfo(m_doc->fileName()).absolutePath();
        const QString path = QFileDialog::getOpenFileName(this, tr("Open project"), start,
                                                          tr("ClusterPlanner projects (*.cpplan)"));
        if (!path.isEmpty()) openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &as..."), this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    QAction *revertAction = file->addAction(tr("Re&vert to saved"), this, [this] { revert(); });
    revertAction->setToolTip(tr("Discard the unsaved changes and reopen the file as saved."));
    file->addSeparator();
    QAction *exportAction
        = file->addAction(tr("&Export proposal..."), this, [this] { exportProposalInteractively(); });
    exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    exportAction->setToolTip(
        tr("A PDF proposal in Chinese or English, for the customer or for internal approval."));
    QAction *details
        = file->addAction(tr("Project &details..."), this, [this] { editProjectDetails(); });
    details->setToolTip(tr("Customer, project name, author, date and notes for the proposal."));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
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
        m_scene->paste(m_scene->copySelection(), QPointF(40, 40));
    });
    dup->setShortcut(Qt::CTRL | Qt::Key_D);
    QAction *all = edit->addAction(tr("Select &all"), this, [this] {
        for (QGraphicsItem *i : m_scene->items())
            if (qgraphicsitem_cast<ElementItem *>(i)) i->setSelected(true);
    });
    all->setShortcut(QKeySequence::SelectAll);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *arrange = view->addAction(tr("&Arrange as leaf/spine"), this, [this] {
        m_scene->autoLayout();
        m_view->fitAll();
    });
    arrange->setShortcut(Qt::CTRL | Qt::Key_L);
    // Fit to window shows everything, as it says; opening a file or applying a tier shows
    // the GPU nodes at a readable size instead (fitAll).
    QAction *fit = view->addAction(tr("&Fit to window"), this, [this] { m_view->fitWhole(); });
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(language);
    const QString current = preferences::language.get();
    for (const auto &[code, name] :
         {std::pair{QStringLiteral("en"), QStringLiteral("English")},
          std::pair{QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")}}) {
        QAction *a = language->addAction(name, this, [this, code = code] { setLanguage(code); });
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
                                       [this](bool on) { setPresentationMode(on); });
    present->setCheckable(true);
    present->setChecked(m_presentation);
    present->setShortcut(Qt::Key_F5);
    present->setToolTip(tr("For a projector: larger text everywhere, the canvas zoomed, the "
                           "palette and properties hidden. F5 again returns."));
    // Closed panels come back from here.
    QMenu *panels = view->addMenu(tr("&Panels"));
    for (QDockWidget *d : {m_workloadDock, m_paletteDock, m_propertiesDock, m_chartsDock,
                           m_analysisDock, m_findingsDock})
        panels->addAction(d->toggleViewAction());
    panels->addAction(m_scenarioBar->toggleViewAction());
    panels->addSeparator();
    panels->addAction(tr("&Restore the default layout"), this, [this] { restoreDefaultLayout(); });

    QMenu *scenario = menuBar()->addMenu(tr("&Scenario"));
    scenario->addAction(m_newScenario);
    scenario->addAction(m_renameScenario);
    scenario->addAction(m_removeScenario);
    scenario->addSeparator();
    scenario->addAction(m_previousScenario);
    scenario->addAction(m_nextScenario);
    scenario->addSeparator();
    scenario->addAction(m_compareScenarios);
    scenario->addAction(m_recommend);
    scenario->addSeparator();
    scenario->addAction(m_calibrate);

    QList<QAction *> items;
    QList<QMenu *> menus;
    for (QAction *a : menuBar()->actions())
        if (a->menu()) menus.append(a->menu());
    while (!menus.isEmpty())
        for (QAction *a : menus.takeFirst()->actions())
            if (a->menu()) menus.append(a->menu());
            else items.append(a);
    resolveShortcutConflicts(items);
}

void MainWindow::createScenarioActions()
{
    // Created once (the menus are rebuilt for a new language; these only get new texts).
    m_newScenario = new QAction(this);
    m_newScenario->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    connect(m_newScenario, &QAction::triggered, this, &MainWindow::newScenario);
    m_renameScenario = new QAction(this);
    m_renameScenario->setShortcut(Qt::Key_F2);
    connect(m_renameScenario, &QAction::triggered, this, &MainWindow::renameScenario);
    m_removeScenario = new QAction(this);
    connect(m_removeScenario, &QAction::triggered, this, &MainWindow::removeScenario);
    m_previousScenario = new QAction(this);
    m_previousScenario->setShortcut(Qt::CTRL | Qt::Key_PageUp);
    connect(m_previousScenario, &QAction::triggered, this, [this] {
        if (m_doc->activeScenario() > 0) m_doc->setActiveScenario(m_doc->activeScenario() - 1);
    });
    m_nextScenario = new QAction(this);
    m_nextScenario->setShortcut(Qt::CTRL | Qt::Key_PageDown);
    connect(m_nextScenario, &QAction::triggered, this,
            [this] { m_doc->setActiveScenario(m_doc->activeScenario() + 1); });
    m_compareScenarios = new QAction(this);
    m_compareScenarios->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    connect(m_compareScenarios, &QAction::triggered, this, [this] {
        ScenarioDialog *d = scenarioDialog();
        d->show();
        d->raise();
        d->activateWindow();
    });
    m_recommend = new QAction(this);
    m_recommend->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_recommend, &QAction::triggered, this, [this] {
        RecommendDialog *d = recommendDialog();
        d->show();
        d->raise();
        d->activateWindow();
    });

    m_calibrate = new QAction(this);
    connect(m_calibrate, &QAction::triggered, this, [this] {
        if (!m_doc->error().isEmpty()) {
            QMessageBox::information(this, plainText(m_calibrate->text()),
                                     tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
            return;
        }
        TrialDialog dialog(m_doc, this);
        dialog.exec();
    });

    m_scenarioBar = addToolBar(QString());
    m_scenarioBar->setObjectName(QStringLiteral("scenarios"));
    m_scenarioBar->setMovable(false);
    m_scenarioLabel = new QLabel;
    m_scenarioLabel->setContentsMargins(6, 0, 6, 0);
    m_scenarioBar->addWidget(m_scenarioLabel);
    m_scenarioBox = new QComboBox;
    m_scenarioBox->setMinimumContentsLength(28);
    // A fixed width: a long scenario name must not widen the window past the screen (the
    // list shows names whole, and the tooltip the current one).
    m_scenarioBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioBox->view()->setTextElideMode(Qt::ElideNone);
    m_scenarioBar->addWidget(m_scenarioBox);
    connect(m_scenarioBox, &QComboBox::activated, this,
            [this](int index) { m_doc->setActiveScenario(index); });
    m_scenarioBar->addAction(m_newScenario);
    m_scenarioBar->addAction(m_compareScenarios);
    m_scenarioBar->addSeparator();
    m_scenarioBar->addAction(m_recommend);
}

void MainWindow::retranslateScenarioActions()
{
    m_newScenario->setText(tr("&New scenario..."));
    m_newScenario->setToolTip(
        tr("A copy of the scenario on the canvas, to change and compare (Ctrl+Shift+N)."));
    m_renameScenario->setText(tr("&Rename scenario..."));
    m_removeScenario->setText(tr("Re&move scenario"));
    m_previousScenario->setText(tr("&Previous scenario"));
    m_nextScenario->setText(tr("Ne&xt scenario"));
    m_compareScenarios->setText(tr("&Compare scenarios"));
    m_compareScenarios->setToolTip(
        tr("Every scenario side by side: configuration, time, cost and risks (Ctrl+Shift+C)."));
    m_calibrate->setText(tr("Calibrate from a &trial run..."));
    m_calibrate->setToolTip(tr("Enter what a small trial of this scenario measured; the estimate "
                               "is fitted to it and its range narrows."));
    m_recommend->setText(tr("Recommend a confi&guration..."));
    m_recommend->setToolTip(tr("Search accelerators, node counts, fabrics and parallel layouts "
                               "for what the budget and deadline buy (Ctrl+R)."));
    // The toolbar shows the menu texts without their accelerators.
    for (QAction *a : {m_newScenario, m_compareScenarios, m_recommend})
        a->setIconText(plainText(a->text()));
    m_scenarioBar->setWindowTitle(tr("Scenarios"));
    m_scenarioLabel->setText(tr("Scenario:"));
    updateScenarioBox();
}

void MainWindow::updateScenarioBox()
{
    const QSignalBlocker block(m_scenarioBox);
    m_scenarioBox->clear();
    for (int i = 0; i < m_doc->scenarioCount(); ++i)
        m_scenarioBox->addItem(m_doc->scenarioName(i));
    m_scenarioBox->setCurrentIndex(m_doc->activeScenario());
    m_scenarioBox->setToolTip(tr("The scenario on the canvas: %1. Each scenario is one option to "
                                 "compare.")
                                  .arg(m_doc->scenarioName(m_doc->activeScenario())));
    m_removeScenario->setEnabled(m_doc->scenarioCount() > 1);
    m_previousScenario->setEnabled(m_doc->activeScenario() > 0);
    m_nextScenario->setEnabled(m_doc->activeScenario() + 1 < m_doc->scenarioCount());
    m_newScenario->setEnabled(m_doc->scenarioCount() < int(kMaxScenarios));
}

void MainWindow::newScenario()
{
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("New scenario"), tr("Name of the new scenario (a copy of the one shown):"),
        QLineEdit::Normal, tr("Scenario %1").arg(m_doc->scenarioCount() + 1), &ok);
    if (!ok) return;
    m_doc->addScenario(name, m_doc->plan());
}

void MainWindow::renameScenario()
{
    const int i = m_doc->activeScenario();
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename scenario"), tr("Scenario name:"),
                                               QLineEdit::Normal, m_doc->scenarioName(i), &ok);
    if (!ok) return;
    if (!m_doc->renameScenario(i, name))
        QMessageBox::warning(this, tr("Rename scenario"),
                             tr("Another scenario is already called %1.").arg(name.trimmed()));
}

void MainWindow::removeScenario()
{
    const int i = m_doc->activeScenario();
    if (m_doc->scenarioCount() <= 1) return;
    if (QMessageBox::question(this, tr("Remove scenario"),
                              tr("Remove the scenario %1? Undo brings it back.")
                                  .arg(m_doc->scenarioName(i)))
        != QMessageBox::Yes)
        return;
    m_doc->removeScenario(i);
}

ScenarioDialog *MainWindow::scenarioDialog()
{
    if (!m_scenarioDialog) m_scenarioDialog = new ScenarioDialog(m_doc, this);
    return m_scenarioDialog;
}

RecommendDialog *MainWindow::recommendDialog()
{
    if (!m_recommendDialog) m_recommendDialog = new RecommendDialog(m_doc, this);
    return m_recommendDialog;
}

MainWindow::~MainWindow()
{
    // The scene is a child: QObject deletes it after this destructor, and clearing it emits
    // selectionChanged into slots of a window that is half gone. Cut the wires first.
    m_scene->disconnect(this);
    m_doc->disconnect(this);
    m_doc->undoStack()->disconnect(this);
}

bool MainWindow::isBundledSample(const QString &path)
{
    // A file with a bundled sample's name and bytes is that sample (resources/samples/ in
    // a checkout, or a copy of it): it opens as an untitled copy, so Save cannot overwrite it.
    if (path.startsWith(QLatin1Char(':'))) return path.startsWith(QStringLiteral(":/samples/"));
    QFile bundled(QStringLiteral(":/samples/") + QFileInfo(path).fileName());
    QFile file(path);
    if (!bundled.exists() || QFileInfo(path).size() != bundled.size()) return false;
    return bundled.open(QIODevice::ReadOnly) && file.open(QIODevice::ReadOnly)
           && file.read(bundled.size() + 1) == bundled.readAll();
}

bool MainWindow::openFile(const QString &path, bool asTemplate)
{
    if (!maybeSave()) return false;
    asTemplate = asTemplate || isBundledSample(path);
    QString error;
    if (!m_doc->load(path, &error, asTemplate)) {
        QMessageBox::warning(this, tr("Cannot open project"),
                             tr("%1\n\nThe project that is open stays as it was.").arg(error));
        return false;
    }
    if (asTemplate && !m_doc->info().name.empty()) {
        // A sample's name in the language of the window: the copy is the user's project now.
        Project p = m_doc->project();
        p.info.name = QCoreApplication::translate("Samples", p.info.name.c_str()).toStdString();
        for (Scenario &s : p.scenarios)
            if (!s.name.empty())
                s.name = QCoreApplication::translate("Samples", s.name.c_str()).toStdString();
        m_doc->setProject(p, true);
    }
    if (!asTemplate) addRecent(m_doc->fileName());
    updateTitle();
    m_view->fitAll();
    return true;
}

bool MainWindow::save()
{
    if (m_doc->fileName().isEmpty()) return saveAs();
    // Another window (or program) saved this file since it was opened here: saving would
    // silently throw that work away.
    if (m_doc->changedOnDisk()) {
        QMessageBox box(QMessageBox::Warning, tr("Save project"),
                        tr("%1 was changed on disk since it was opened here, by another window "
                           "or program.")
                            .arg(QDir::toNativeSeparators(m_doc->fileName())),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("Overwrite it with this window's project, or save this one "
                                  "under another name?"));
        QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *saveAs = box.addButton(tr("Save &As..."), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() == saveAs) return this->saveAs();
        if (box.clickedButton() != overwrite) return false;
    }
    QString error;
    if (!m_doc->save(m_doc->fileName(), &error)) {
        QMessageBox::critical(this, tr("Cannot save project"), error);
        return false;
    }
    addRecent(m_doc->fileName());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_doc->fileName())), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    QString start = m_doc->fileName();
    if (start.isEmpty()) {
        // Suggest the project's name as the file name.
        const QString base = fileNameBase(QString::fromStdString(m_doc->info().name));
        start = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                    .filePath((base.isEmpty() ? tr("Untitled") : base) + QStringLiteral(".cpplan"));
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save project"), start,
                                                tr("ClusterPlanner projects (*.cpplan)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".cpplan"), Qt::CaseInsensitive))
        path += QStringLiteral(".cpplan");
    QString error;
    if (!m_doc->save(path, &error)) {
        QMessageBox::critical(this, tr("Cannot save project"), error);
        return false;
    }
    addRecent(m_doc->fileName());
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified()) return true;
    const QString name
        = m_doc->fileName().isEmpty() ? tr("Untitled") : QFileInfo(m_doc->fileName()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to %1 before closing it?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("Without saving, the changes are lost."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::revert()
{
    if (m_doc->fileName().isEmpty() || !m_doc->isModified()) return;
    if (QMessageBox::question(this, tr("Revert to saved"),
                              tr("Discard the unsaved changes and reopen %1?")
                                  .arg(QFileInfo(m_doc->fileName()).fileName()))
        != QMessageBox::Yes)
        return;
    QString error;
    if (!m_doc->load(m_doc->fileName(), &error))
        QMessageBox::warning(this, tr("Cannot open project"),
                             tr("%1\n\nThe project that is open stays as it was.").arg(error));
}

void MainWindow::editProjectDetails()
{
    ProjectDialog dialog(m_doc->info(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const ProjectInfo info = dialog.info();
    m_doc->editInfo(tr("Edit project details"), [&](ProjectInfo &i) { i = info; });
}

QStringList MainWindow::recentFiles()
{
    return preferences::recentFiles.get();
}

void MainWindow::addRecent(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > 10)
        files.removeLast();
    preferences::recentFiles.set(files);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &f = files[i];
        QAction *a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1 < 10 ? QString::number(i + 1) : QString(),
                                         QFileInfo(f).fileName()),
            this, [this, f] {
                if (!QFileInfo::exists(f)) {
                    QMessageBox::warning(
                        this, tr("Cannot open project"),
                        tr("%1 no longer exists; it is removed from the list.").arg(f));
                    QStringList files = recentFiles();
                    files.removeAll(f);
                    preferences::recentFiles.set(files);
                    return;
                }
                openFile(f);
            });
        a->setToolTip(QDir::toNativeSeparators(f));
        a->setStatusTip(QDir::toNativeSeparators(f));
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear the list"), this,
                                [] { preferences::recentFiles.reset(); });
    }
}

QString MainWindow::suggestedExportPath() const
{
    // The folder of the last export, or Documents: never next to a bundled sample or in
    // whatever folder the project happens to live in.
    QString folder = preferences::exportFolder.get();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString base = fileNameBase(QString::fromStdString(m_doc->info().name));
    if (base.isEmpty() && !m_doc->fileName().isEmpty())
        base = QFileInfo(m_doc->fileName()).completeBaseName();
    if (base.isEmpty()) base = tr("Proposal");
    return QDir(folder).filePath(base + QStringLiteral(".pdf"));
}

void MainWindow::exportProposalInteractively()
{
    ExportDialog dialog(suggestedExportPath(), currentLanguage(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportProposal(dialog.path(), dialog.options());
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot export proposal"), error);
        return;
    }
    const QString path = QFileInfo(dialog.path()).absoluteFilePath();
    preferences::exportFolder.set(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 6000);
    QMessageBox box(QMessageBox::Information, tr("Export proposal"),
                    tr("The proposal is saved as %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::NoButton, this);
    QPushButton *open = box.addButton(tr("Open the PDF"), QMessageBox::AcceptRole);
    QPushButton *folder = box.addButton(tr("Show the folder"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() == open)
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    else if (box.clickedButton() == folder)
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
}

QString MainWindow::exportProposal(const QString &path, const ProposalOptions &options)
{
    ProposalOptions o = options;
    if (!m_doc->fileName().isEmpty()) o.baseDir = QFileInfo(m_doc->fileName()).absolutePath();
    ProposalReport report;
    const QString error = writeProposal(m_doc->project(), m_doc->catalog(), o, path, &report);
    if (error.isEmpty() && !report.warnings.isEmpty())
        QMessageBox::warning(this, tr("Export proposal"), report.warnings.join(QLatin1Char('\n')));
    return error;
}

bool MainWindow::offerRecovery()
{
    // Every window that crashed left its own work: each is offered, newest first. The first
    // one restored comes into this window; the others can be saved as files of their own,
    // kept for the next start, or discarded. None is removed without being asked.
    const QList<Recovery::Entry> found = m_recovery->orphans();
    bool restored = false;
    for (const Recovery::Entry &e : found) {
        const QString what = !e.originalFile.isEmpty() ? QFileInfo(e.originalFile).fileName()
                             : !e.name.isEmpty()       ? e.name
                                                       : tr("an untitled project");
        const QString when = formatDateTime(e.saved.toLocalTime(), currentLanguage());
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved work"),
                        restored ? tr("Another window did not close properly either: unsaved "
                                      "changes to %1 from %2.")
                                       .arg(what, when)
                                 : tr("ClusterPlanner did not close properly. Restore the "
                                      "unsaved changes to %1 from %2?")
                                       .arg(what, when),
                        QMessageBox::NoButton, this);
        if (found.size() > 1)
            box.setInformativeText(tr("%n project(s) with unsaved work were left behind.",
                                      nullptr, int(found.size())));
        QPushButton *restore
            = restored ? box.addButton(tr("Save &As..."), QMessageBox::AcceptRole)
                       : box.addButton(tr("Restore"), QMessageBox::AcceptRole);
        QPushButton *keep = box.addButton(tr("&Keep for later"), QMessageBox::RejectRole);
        box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == keep) continue;
        if (box.clickedButton() != restore) {
            Recovery::remove(e);
            continue;
        }
        if (!restored) {
            restored = restoreRecovery(e);
            continue;
        }
        // Saved as a file of its own, through a document of its own: this window's stays.
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save project"),
            !e.originalFile.isEmpty() ? e.originalFile
                                      : QDir(QStandardPaths::writableLocation(
                                                 QStandardPaths::DocumentsLocation))
                                            .filePath(tr("Recovered") + QStringLiteral(".cpplan")),
            tr("ClusterPlanner projects (*.cpplan)"));
        if (path.isEmpty()) continue; // kept for the next start
        PlanDocument copy(m_doc->catalog());
        QString error;
        if (!copy.restore(Recovery::read(e), QString(), &error) || !copy.save(path, &error)) {
            QMessageBox::warning(this, tr("Cannot restore"), error);
            continue;
        }
        Recovery::remove(e);
    }
    return restored;
}

bool MainWindow::restoreRecovery(const Recovery::Entry &e)
{
    QString error;
    if (!m_doc->restore(Recovery::read(e), e.originalFile, &error)) {
        QMessageBox::warning(this, tr("Cannot restore"), error);
        return false;
    }
    Recovery::remove(e);
    m_recovery->writeNow(); // the restored work is this session's to protect now
    updateTitle();
    m_view->fitAll();
    return true;
}

void MainWindow::fitToView()
{
    m_view->fitAll();
}

QString MainWindow::statusText() const
{
    return m_gpus->text() + QLatin1Char(' ') + m_time->text() + QLatin1Char(' ') + m_cost->text();
}

void MainWindow::updateStatus()
{
    const Result &r = m_doc->result();
    m_findings->setFindings(m_doc->error().isEmpty() ? r.findings : std::vector<Finding>{});
    if (!m_doc->error().isEmpty()) {
        statusBar()->showMessage(tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
        return;
    }
    statusBar()->clearMessage();
    const QLocale loc;
    m_gpus->setText(tr("%n GPU(s)", nullptr, r.cluster.gpus));
    const QString lang = currentLanguage();
    // The headline time holds the trial-run allowance: say so beside it.
    const QString allowance = allowanceText(r);
    m_time->setText(allowance.isEmpty()
                        ? tr("Training: %1").arg(formatDuration(r.totalTime, lang))
                        : tr("Training: %1 (%2)").arg(formatDuration(r.totalTime, lang), allowance));
    const QString span = tr("p10-p90 of the planner's error on published training runs");
    const QString calibrated
        = r.calibration.applied
              ? tr("\nCalibrated from a trial run on %n GPU(s).", nullptr, r.calibration.trialGpus)
              : QString();
    m_time->setToolTip(tr("Likely %1 (%2)")
                           .arg(formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1], lang),
                                span)
                       + calibrated);
    const QString costRange = formatMoneyRange(r.costRange[0], r.costRange[1], r.currency, lang);
    QString costTip
        = tr("Likely %1 (%2)")
              .arg(costRange.isEmpty() ? formatMoney(r.costTotal, r.currency, lang) : costRange,
                   span);
    // The job's own share beside a commitment's or an ownership's total, and a price the
    // catalog only assumes.
    for (const QString &more : {jobShareText(r, lang), assumedPriceText(r)})
        if (!more.isEmpty()) costTip += QLatin1Char('\n') + more;
    m_cost->setToolTip(costTip);
    QString cost = tr("Cost: %1 (%2)")
                       .arg(formatMoney(r.costTotal, r.currency, lang), costSpanText(r, lang));
    if (m_doc->plan().budget > 0)
        cost += r.withinBudget ? tr(", within budget") : tr(", over budget");
    m_cost->setText(cost);
}

void MainWindow::updateTitle()
{
    const QString name
        = m_doc->fileName().isEmpty()
              ? (m_doc->info().name.empty()
                     ? tr("Untitled")
                     : tr("%1 (unsaved)").arg(QString::fromStdString(m_doc->info().name)))
              : QFileInfo(m_doc->fileName()).completeBaseName();
    setWindowTitle(tr("%1[*] - ClusterPlanner").arg(name));
    setWindowModified(!m_doc->undoStack()->isClean());
}

void MainWindow::selectElement(const QString &id)
{
    ElementItem *it = m_scene->item(id);
    if (!it) return;
    m_scene->clearSelection();
    it->setSelected(true);
    m_view->centerOn(it);
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
