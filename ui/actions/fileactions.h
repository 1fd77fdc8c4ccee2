// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu's work: new, open (a sample, a recent file), save, save as, revert, the
// question before unsaved changes are lost, crash recovery offers and the proposal export.
#pragma once

#include "proposal.h"
#include "document/recovery.h"

#include <QObject>

class QMainWindow;
class QMenu;
class QMenuBar;

namespace cp::ui {

class PlanDocument;
class TopologyView;

/// The File menu and what it does with the document's file; its dialogs belong to the window.
class FileActions final : public QObject
{
    Q_OBJECT
public:
    FileActions(PlanDocument *doc, Recovery *recovery, TopologyView *view, QMainWindow *window);

    /// Adds the File menu to the bar (again after the bar is cleared for a new language).
    void createMenu(QMenuBar *bar);

    /// Opens a project file (asking first about unsaved changes). A template opens as an
    /// untitled copy.
    bool openFile(const QString &path, bool asTemplate = false);
    /// File > Save: to the document's file, or Save As for an untitled project.
    bool save();
    bool saveAs();
    /// Unsaved changes: asks Save / Discard / Cancel. True when it is fine to go on.
    bool maybeSave();
    /// Offers to restore what a session that did not close left behind (at start). True
    /// when something was restored.
    bool offerRecovery();
    /// Restores one recovery entry without asking (offerRecovery's yes, and tests).
    bool restoreRecovery(const Recovery::Entry &entry);
    /// Writes the proposal PDF (File > Export proposal's work, without the dialog).
    /// Returns an error message, empty on success.
    QString exportProposal(const QString &path, const cp::ProposalOptions &options);
    /// Writes the bill of materials (.xlsx or .csv) in `options`' language and version.
    QString exportBom(const QString &path, const cp::ProposalOptions &options);
    /// File > Export proposal: the dialog, the export, and the offer to open the PDF.
    void exportProposalInteractively();
    /// The proposal on paper: its options (language, version, contents), then the system's
    /// print dialog; laid out as the PDF is.
    void printProposalInteractively();
    void exportBomInteractively();
    /// Writes the launch kit of the scenario on the canvas into `dir` (new or empty), as
    /// `clusterplanner-cli deploy` does. Returns an error message, empty on success.
    QString exportLaunchKit(const QString &dir);
    /// File > Export launch kit: a new folder's name, then the kit written into it.
    void exportLaunchKitInteractively();
    /// Draws the cluster a scheduler's listing holds (`scontrol show node`, `sinfo` with
    /// GRES, `kubectl get nodes -o json`, `nvidia-smi topo -m`) on the canvas of the scenario
    /// shown, its GPU and GPU count in the plan, as one undoable edit. An error message
    /// (the file, the line and what was expected), empty on success; `readAs` gets what was
    /// read and what the listing left to an assumption.
    QString importCluster(const QString &path, QStringList *readAs = nullptr);
    /// File > Import cluster: the listing's file, the drawing, and what was assumed.
    void importClusterInteractively();
    /// Where Export proposal suggests writing: the last export's folder, or Documents.
    QString suggestedExportPath(const QString &suffix = QStringLiteral(".pdf")) const;
    /// Where a file dialog starts: the user's Documents folder, or the home folder on an
    /// account without one (a fresh account, a server): Qt's own dialog put a folder that
    /// does not exist in its file name box ("Documents").
    static QString documentsFolder();
    /// Recently opened or saved files, newest first.
    static QStringList recentFiles();

signals:
    /// A project was opened or restored into the document (the canvas is fitted right after).
    void opened();

private:
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void editProjectDetails();
    void revert();

    PlanDocument *m_doc;
    Recovery *m_recovery;
    TopologyView *m_view;
    QMainWindow *m_window;
    QMenu *m_recentMenu = nullptr;
};

} // namespace cp::ui
