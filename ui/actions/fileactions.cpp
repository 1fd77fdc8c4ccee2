// SPDX-License-Identifier: GPL-3.0-or-later
// FileActions: QFileDialog and QMessageBox on the window, the document underneath.
#include "actions/fileactions.h"

#include "dialogs/exportdialog.h"
#include "proposal.h"
#include "report/format.h"
#include "exporters.h"
#include "document/plandocument.h"
#include "report/projectreport.h"
#include "document/preferences.h"
#include "dialogs/projectdialog.h"
#include "report/report.h"
#include "document/samples.h"
#include "canvas/topologyview.h"
#include "export/launchkit.h"
#include "io/clusterlisting.h"
#include "io/safefile.h"
#include "report/translation.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUrl>

namespace cp::ui {

QString FileActions::documentsFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

namespace {

/// A project's name as a file name: characters no file system takes become "-".
QString fileNameBase(const QString &name)
{
    QString base = name.simplified();
    base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("-"));
    return base.left(80);
}

} // namespace

FileActions::FileActions(PlanDocument *doc, Recovery *recovery, TopologyView *view,
                         QMainWindow *window)
    : QObject(window)
    , m_doc(doc)
    , m_recovery(recovery)
    , m_view(view)
    , m_window(window)
{}

void FileActions::createMenu(QMenuBar *bar)
{
    QMenu *file = bar->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, [this] {
        if (!maybeSave()) return;
        m_doc->newProject();
        m_view->fitAll();
    });
    newAction->setShortcut(QKeySequence::New);
    newAction->setToolTip(tr("A new project: a 7B model on one 8-GPU node, to edit from there."));
    // The bundled samples, by the names a user recognises; each opens as an untitled copy.
    QMenu *samples = file->addMenu(tr("New from sa&mple"));
    for (const Samples::Entry &s : Samples::all())
        samples->addAction(s.title(), this, [this, path = s.path] { openFile(path, true); });
    QAction *open = file->addAction(tr("&Open..."), this, [this] {
        const QString start = m_doc->fileName().isEmpty()
                                  ? documentsFolder()
                                  : QFileInfo(m_doc->fileName()).absolutePath();
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open project"), start,
                                                          tr("ClusterPlanner projects (*.cpplan)"));
        if (!path.isEmpty()) openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileActions::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, [this] { save(); });
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &as..."), this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    QAction *revertAction = file->addAction(tr("Re&vert to saved"), this, [this] { revert(); });
    revertAction->setToolTip(tr("Discard the unsaved changes and reopen the file as saved."));
    file->addSeparator();
    QAction *exportAction = file->addAction(tr("&Export proposal..."), this,
                                            [this] { exportProposalInteractively(); });
    exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    exportAction->setToolTip(
        tr("A PDF proposal in Chinese or English, for the customer or for internal approval."));
    QAction *printAction
        = file->addAction(tr("&Print proposal..."), this, [this] { printProposalInteractively(); });
    printAction->setShortcut(QKeySequence::Print);
    printAction->setToolTip(tr("The proposal on paper, laid out as the PDF is."));
    QAction *bomAction = file->addAction(tr("Export &bill of materials..."), this,
                                         [this] { exportBomInteractively(); });
    bomAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
    bomAction->setToolTip(tr("The bill of materials as an Excel workbook or CSV: the lines of "
                             "the proposal's table, with numbers to compute with."));
    QAction *importAction
        = file->addAction(tr("&Import cluster..."), this, [this] { importClusterInteractively(); });
    importAction->setToolTip(tr("Draws a running cluster from what its scheduler lists: SLURM "
                                "scontrol show node or sinfo, kubectl get nodes -o json, or one "
                                "node's nvidia-smi topo -m."));
    QAction *kitAction = file->addAction(tr("Export launch &kit..."), this,
                                         [this] { exportLaunchKitInteractively(); });
    kitAction->setToolTip(tr("The files that run this scenario as laid out: a SLURM batch "
                             "script, torchrun, the training stack's configuration, a Kubeflow "
                             "PyTorchJob and a trial run that calibrates the plan."));
    QAction *details
        = file->addAction(tr("Project &details..."), this, [this] { editProjectDetails(); });
    details->setToolTip(tr("Customer, project name, author, date and notes for the proposal."));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), m_window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

bool FileActions::openFile(const QString &path, bool asTemplate)
{
    if (!maybeSave()) return false;
    asTemplate = asTemplate || Samples::isBundled(path);
    QString error;
    if (!m_doc->load(path, &error, asTemplate)) {
        QMessageBox::warning(m_window, tr("Cannot open project"),
                             tr("%1\n\nThe project that is open stays as it was.").arg(error));
        return false;
    }
    if (asTemplate && !m_doc->info().name.empty()) {
        // A sample's name in the language of the window: the copy is the user's project now.
        Project p = m_doc->project();
        Samples::translateNames(p);
        m_doc->setProject(p, true);
    }
    if (!asTemplate) addRecent(m_doc->fileName());
    emit opened();
    m_view->fitAll();
    return true;
}

bool FileActions::save()
{
    if (m_doc->fileName().isEmpty()) return saveAs();
    // Another window (or program) saved this file since it was opened here: saving would
    // silently throw that work away.
    if (m_doc->changedOnDisk()) {
        QMessageBox box(QMessageBox::Warning, tr("Save project"),
                        tr("%1 was changed on disk since it was opened here, by another window "
                           "or program.")
                            .arg(QDir::toNativeSeparators(m_doc->fileName())),
                        QMessageBox::NoButton, m_window);
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
        QMessageBox::critical(m_window, tr("Cannot save project"), error);
        return false;
    }
    addRecent(m_doc->fileName());
    m_window->statusBar()->showMessage(
        tr("Saved %1").arg(QDir::toNativeSeparators(m_doc->fileName())), 4000);
    return true;
}

bool FileActions::saveAs()
{
    QString start = m_doc->fileName();
    if (start.isEmpty()) {
        // Suggest the project's name as the file name.
        const QString base = fileNameBase(QString::fromStdString(m_doc->info().name));
        start = QDir(documentsFolder())
                    .filePath((base.isEmpty() ? tr("Untitled") : base) + QStringLiteral(".cpplan"));
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save project"), start,
                                                tr("ClusterPlanner projects (*.cpplan)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".cpplan"), Qt::CaseInsensitive))
        path += QStringLiteral(".cpplan");
    QString error;
    if (!m_doc->save(path, &error)) {
        QMessageBox::critical(m_window, tr("Cannot save project"), error);
        return false;
    }
    addRecent(m_doc->fileName());
    return true;
}

bool FileActions::maybeSave()
{
    if (!m_doc->isModified()) return true;
    // The project as the window title names it: its file, else its own name (a sample's
    // copy), else "Untitled".
    const QString name = !m_doc->fileName().isEmpty() ? QFileInfo(m_doc->fileName()).fileName()
                         : !m_doc->info().name.empty() ? QString::fromStdString(m_doc->info().name)
                                                       : tr("Untitled");
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to %1 before closing it?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
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

void FileActions::revert()
{
    if (m_doc->fileName().isEmpty() || !m_doc->isModified()) return;
    if (QMessageBox::question(m_window, tr("Revert to saved"),
                              tr("Discard the unsaved changes and reopen %1?")
                                  .arg(QFileInfo(m_doc->fileName()).fileName()))
        != QMessageBox::Yes)
        return;
    QString error;
    if (!m_doc->load(m_doc->fileName(), &error))
        QMessageBox::warning(m_window, tr("Cannot open project"),
                             tr("%1\n\nThe project that is open stays as it was.").arg(error));
}

void FileActions::editProjectDetails()
{
    ProjectDialog dialog(m_doc->info(), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const ProjectInfo info = dialog.info();
    m_doc->editInfo(tr("Edit project details"), [&](ProjectInfo &i) { i = info; });
}

QStringList FileActions::recentFiles()
{
    return preferences::recentFiles.get();
}

void FileActions::addRecent(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > 10)
        files.removeLast();
    preferences::recentFiles.set(files);
}

void FileActions::rebuildRecentMenu()
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
                        m_window, tr("Cannot open project"),
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

QString FileActions::suggestedExportPath(const QString &suffix) const
{
    // The folder of the last export, or Documents: never next to a bundled sample or in
    // whatever folder the project happens to live in.
    QString folder = preferences::exportFolder.get();
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) folder = documentsFolder();
    QString base = fileNameBase(QString::fromStdString(m_doc->info().name));
    if (base.isEmpty() && !m_doc->fileName().isEmpty())
        base = QFileInfo(m_doc->fileName()).completeBaseName();
    if (base.isEmpty()) base = tr("Proposal");
    return QDir(folder).filePath(base + suffix);
}

void FileActions::exportProposalInteractively()
{
    ExportDialog dialog(suggestedExportPath(), currentLanguage(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportProposal(dialog.path(), dialog.options());
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot export proposal"), error);
        return;
    }
    const QString path = QFileInfo(dialog.path()).absoluteFilePath();
    preferences::exportFolder.set(QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 6000);
    QMessageBox box(QMessageBox::Information, tr("Export proposal"),
                    tr("The proposal is saved as %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::NoButton, m_window);
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

void FileActions::printProposalInteractively()
{
    ExportDialog dialog(QString(), currentLanguage(), m_window, ExportDialog::Kind::Print);
    if (dialog.exec() != QDialog::Accepted) return;
    ProposalOptions options = dialog.options();
    if (!m_doc->fileName().isEmpty()) options.baseDir = QFileInfo(m_doc->fileName()).absolutePath();
    QPrinter printer(QPrinter::HighResolution);
    // A4 unless the system's locale prints on Letter; the dialog may change it.
    printer.setPageSize(QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem
                                      ? QPageSize::Letter
                                      : QPageSize::A4));
    QPrintDialog print(&printer, m_window);
    print.setWindowTitle(tr("Print proposal"));
    if (print.exec() != QDialog::Accepted) return;
    options.letter = printer.pageLayout().pageSize().id() == QPageSize::Letter;
    printer.setResolution(72); // the layout counts in points, as in the PDF
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString title;
    const QString error
        = printProposal(m_doc->project(), m_doc->projectReport(options.language), m_doc->catalog(),
                        options, printer, [&](const QString &name) {
                            title = name;
                            printer.setDocName(name);
                        });
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot print the proposal"), error);
        return;
    }
    m_window->statusBar()->showMessage(tr("Sent %1 to the printer").arg(title), 6000);
}

void FileActions::exportBomInteractively()
{
    ExportDialog dialog(suggestedExportPath(QStringLiteral(".xlsx")), currentLanguage(), m_window,
                        ExportDialog::Kind::BillOfMaterials);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty()) return;
    const QString error = exportBom(dialog.path(), dialog.options());
    if (!error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot export the bill of materials"), error);
        return;
    }
    const QString path = QFileInfo(dialog.path()).absoluteFilePath();
    preferences::exportFolder.set(QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 6000);
}

QString FileActions::importCluster(const QString &path, QStringList *readAs)
{
    const QString name = QFileInfo(path).fileName();
    QByteArray text;
    if (auto problem = readInputFile(path, text))
        return tr("Cannot read %1: it %2").arg(name, *problem);
    const Catalog &catalog = m_doc->catalog();
    const auto read = readClusterListing(text.toStdString(), catalog);
    if (const auto *e = std::get_if<PlanError>(&read))
        return tr("%1: %2").arg(name, QString::fromStdString(e->message));
    const ListedCluster &c = std::get<ListedCluster>(read);
    // The listing as the command line's --cluster-from reads it: its GPU, their number and
    // how many a node holds, on the plan shown; then drawn as the plan's flags draw.
    Plan plan = m_doc->plan();
    if (auto e = drawListedCluster(c, catalog, plan))
        return tr("%1: %2").arg(name, QString::fromStdString(e->message));
    const Topology &drawn = plan.topology;
    m_doc->edit(tr("Import cluster from %1").arg(name), [&plan](Plan &p) {
        p.gpu = plan.gpu;
        p.gpus = plan.gpus;
        p.gpusPerNode = plan.gpusPerNode;
        p.topology = plan.topology;
    });
    if (readAs) {
        const Accelerator *part = catalog.accelerator(plan.gpu);
        const QString partName = part ? catalogName(part->name) : QString::fromStdString(plan.gpu);
        *readAs << tr("%n node(s) with %1 × %2 each.", nullptr, c.nodes)
                       .arg(c.gpusPerNode)
                       .arg(partName);
        // What the listing does not say, said: the reader checks it on the canvas.
        if (c.gpuAssumed)
            *readAs << tr("The listed GPU type '%1' is read as %2: choose another in "
                          "the Workload panel if it differs.")
                           .arg(QString::fromStdString(c.listedGpu), partName);
        if (c.gpu.empty())
            *readAs
                << tr("The listing names no GPU type: the scenario's %1 is kept.").arg(partName);
        if (!c.withoutGpus.empty())
            *readAs << tr("%n node(s) without GPUs left out.", nullptr, int(c.withoutGpus.size()));
        if (c.nvlink == 0)
            *readAs << tr("The GPUs are joined by PCIe, not NVLink: choose a PCIe server for "
                          "the nodes in their properties.");
        const Fabric *fabric = catalog.fabric(plan.interNode);
        if (c.nodes > 1 && !drawn.switches.empty())
            *readAs << tr("The listing does not say the network between the nodes: it is "
                          "drawn as %1; change it on the training switch if it differs.")
                           .arg(fabric ? catalogName(fabric->name)
                                       : QString::fromStdString(plan.interNode));
    }
    return {};
}

void FileActions::importClusterInteractively()
{
    const QString path
        = QFileDialog::getOpenFileName(m_window, tr("Import cluster"), documentsFolder(),
                                       tr("Scheduler listings (*.txt *.json *.out *.log *)"));
    if (path.isEmpty()) return;
    QStringList readAs;
    const QString error = importCluster(path, &readAs);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Import cluster"),
                             tr("%1\n\nThe scenario stays as it was.").arg(error));
        return;
    }
    // What was read and assumed, once: the import is one step Edit > Undo takes back.
    QMessageBox::information(m_window, tr("Import cluster"),
                             readAs.join(QLatin1Char('\n')) + QStringLiteral("\n\n")
                                 + tr("Edit > Undo takes the import back."));
}

QString FileActions::exportLaunchKit(const QString &dir)
{
    const std::optional<QString> error = cp::exportLaunchKit(
        m_doc->plan(), m_doc->catalog(),
        fileNameBase(QString::fromStdString(m_doc->info().name)).toStdString(), dir);
    return error.value_or(QString());
}

void FileActions::exportLaunchKitInteractively()
{
    // A new folder, named as a file is: the kit's files go into it.
    const QString dir = QFileDialog::getSaveFileName(
        m_window, tr("Export launch kit into a new folder"),
        suggestedExportPath(tr("-launch-kit", "the suffix of the kit's folder name")), QString(),
        nullptr, QFileDialog::ShowDirsOnly);
    if (dir.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportLaunchKit(dir);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot export the launch kit"), error);
        return;
    }
    const QString path = QFileInfo(dir).absoluteFilePath();
    preferences::exportFolder.set(QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(
        tr("Exported the launch kit to %1 (see its README.md)").arg(QDir::toNativeSeparators(path)),
        8000);
}

QString FileActions::exportBom(const QString &path, const ProposalOptions &options)
{
    // The table the suffix names (the dialog adds .xlsx to a name without one), from the
    // report in the file's language, whatever the window's.
    const Exporter *exporter = exporterFor(path, ExportKind::BillOfMaterials);
    if (!exporter)
        return tr("%1: the file must end in %2")
            .arg(path, QStringLiteral(".xlsx, .csv, .json"));
    return exporter->write(m_doc->project(), m_doc->projectReport(options.language),
                           m_doc->catalog(), options, path, nullptr);
}

QString FileActions::exportProposal(const QString &path, const ProposalOptions &options)
{
    ProposalOptions o = options;
    if (!m_doc->fileName().isEmpty()) o.baseDir = QFileInfo(m_doc->fileName()).absolutePath();
    ExportResult made;
    const Exporter &pdf = *exporters(ExportKind::Document).front();
    const QString error = pdf.write(m_doc->project(), m_doc->projectReport(o.language),
                                    m_doc->catalog(), o, path, &made);
    if (error.isEmpty() && !made.warnings.isEmpty())
        QMessageBox::warning(m_window, tr("Export proposal"), made.warnings.join(QLatin1Char('\n')));
    return error;
}

bool FileActions::offerRecovery()
{
    // Every window that crashed left its own work: each is offered, newest first. The first
    // one restored comes into this window; the others can be saved as files of their own,
    // kept for the next start, or discarded. None is removed without being asked.
    const QList<Recovery::Entry> found = m_recovery->orphans();
    bool restored = false;
    for (const Recovery::Entry &e : found) {
        // A name in quotation marks (Chinese sets no space between them and the sentence); a
        // sample's name, kept in the language it was opened in, in this window's.
        const QString quoted = tr("“%1”", "a project's name in a sentence");
        const QString what
            = !e.originalFile.isEmpty() ? quoted.arg(QFileInfo(e.originalFile).fileName())
              : !e.name.isEmpty()
                  ? quoted.arg(QCoreApplication::translate("Samples", e.name.toUtf8().constData()))
                  : tr("an untitled project");
        const QString when = formatDateTime(e.saved.toLocalTime(), currentLanguage());
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved work"),
                        restored ? tr("Another window did not close properly either: unsaved "
                                      "changes to %1 from %2.")
                                       .arg(what, when)
                                 : tr("ClusterPlanner did not close properly. Restore the "
                                      "unsaved changes to %1 from %2?")
                                       .arg(what, when),
                        QMessageBox::NoButton, m_window);
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
            m_window, tr("Save project"),
            !e.originalFile.isEmpty()
                ? e.originalFile
                : QDir(documentsFolder()).filePath(tr("Recovered") + QStringLiteral(".cpplan")),
            tr("ClusterPlanner projects (*.cpplan)"));
        if (path.isEmpty()) continue; // kept for the next start
        PlanDocument copy(m_doc->catalog());
        QString error;
        if (!copy.restore(Recovery::read(e), QString(), {}, &error) || !copy.save(path, &error)) {
            QMessageBox::warning(m_window, tr("Cannot restore"), error);
            continue;
        }
        Recovery::remove(e);
    }
    return restored;
}

bool FileActions::restoreRecovery(const Recovery::Entry &e)
{
    QString error;
    if (!m_doc->restore(Recovery::read(e), e.originalFile, e.diskDigest, &error)) {
        QMessageBox::warning(m_window, tr("Cannot restore"), error);
        return false;
    }
    Recovery::remove(e);
    m_recovery->writeNow(); // the restored work is this session's to protect now
    emit opened();
    m_view->fitAll();
    return true;
}

} // namespace cp::ui
