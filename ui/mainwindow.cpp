// MainWindow: docks, menus, status bar; all state lives in the document.
#include "mainwindow.h"

#include "chartspanel.h"
#include "findingsmodel.h"
#include "plandocument.h"
#include "propertiespanel.h"
#include "topologyview.h"
#include "format.h"
#include "translation.h"
#include "workloadpanel.h"

#include <QAction>
#include <QActionGroup>
#include <QTimer>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace cp::ui {

namespace {

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
    m_scene = new TopologyScene(doc, this);
    m_view = new TopologyView(doc, m_scene);
    m_view->setMinimumSize(360, 300); // the docks never squeeze the canvas away
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

    buildUi();
    connect(doc, &PlanDocument::resultChanged, this, &MainWindow::updateStatus);
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    QSettings s;
    // First start: most of the screen (a laptop in a meeting), at most 1800 x 1100.
    const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(std::min(1800, avail.width() * 94 / 100), std::min(1100, avail.height() * 92 / 100));
    // The canvas is the centre of the work: side docks take what their forms need.
    resizeDocks({m_workloadDock, m_chartsDock}, {420, 600}, Qt::Horizontal);
    resizeDocks({m_findingsDock}, {130}, Qt::Vertical);
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::buildUi()
{
    // The panels are views of the document: rebuilding them (for a new language) loses
    // nothing but the selection shown in the properties panel, which is restored.
    const QString selected = m_properties ? m_properties->element() : QString();
    const QPair<QString, QString> selectedLink
        = m_properties ? m_properties->link() : QPair<QString, QString>();
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

    m_workloadDock->setWindowTitle(tr("Workload"));
    m_paletteDock->setWindowTitle(tr("Palette"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_chartsDock->setWindowTitle(tr("Charts"));
    m_findingsDock->setWindowTitle(tr("Bottlenecks and risks"));
    menuBar()->clear();
    createMenus();
    m_scene->refresh();
    m_findings->retranslate();
    updateStatus();
    updateTitle();
}

void MainWindow::setLanguage(const QString &language)
{
    if (!installTranslations(language)) return;
    QSettings().setValue(QStringLiteral("language"), language);
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
    QAction *open = file->addAction(tr("&Open..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open plan"), QString(),
                                                          tr("ClusterPlanner plans (*.cpplan)"));
        if (!path.isEmpty()) openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    QMenu *samples = file->addMenu(tr("Open &sample"));
    const QDir dir(QStringLiteral(":/samples"));
    for (const QString &f : dir.entryList({QStringLiteral("*.cpplan")}, QDir::Files, QDir::Name))
        samples->addAction(QFileInfo(f).completeBaseName(), this,
                           [this, f] { openFile(QStringLiteral(":/samples/") + f); });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
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
    QAction *dup = edit->addAction(tr("D&uplicate"), this, [this] {
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
    QAction *fit = view->addAction(tr("&Fit to window"), this, [this] { m_view->fitAll(); });
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(language);
    const QString current
        = QSettings().value(QStringLiteral("language"), defaultLanguage()).toString();
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
    in->setShortcut(QKeySequence::ZoomIn);
    QAction *out
        = view->addAction(tr("Zoom &out"), this, [this] { m_view->scale(1 / 1.2, 1 / 1.2); });
    out->setShortcut(QKeySequence::ZoomOut);
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    if (!m_doc->load(path, &error)) {
        QMessageBox::warning(this, tr("Cannot open plan"), error);
        return false;
    }
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
    m_time->setText(tr("Training: %1").arg(formatDuration(r.totalTime, lang)));
    QString cost = tr("Cost: %1").arg(formatMoney(r.costTotal, r.currency, lang));
    if (m_doc->plan().budget > 0)
        cost += r.withinBudget ? tr(" (within budget)") : tr(" (over budget)");
    m_cost->setText(cost);
}

void MainWindow::updateTitle()
{
    const QString name = m_doc->fileName().isEmpty()
                             ? tr("Untitled")
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
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    e->accept();
}

} // namespace cp::ui
