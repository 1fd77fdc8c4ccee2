// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: a shell that builds the docks (workload panel, palette, properties,
// charts, analysis, findings) around the canvas and wires in the menus' action classes.
#pragma once

#include <QFont>
#include <QMainWindow>

#include "actions/fileactions.h"
#include "proposal.h"
#include "document/recovery.h"
#include "actions/scenarioactions.h"

class QComboBox;
class QDockWidget;
class QListView;

namespace cp::ui {

class AnalysisPanel;
class ChartsPanel;
class EditActions;
class FindingsModel;
class PlanDocument;
class PropertiesPanel;
class RecommendDialog;
class ScenarioDialog;
class StatusLine;
class TopologyScene;
class TopologyView;
class ViewActions;
class WorkloadPanel;
class ModelActions;

/// The application's window on one document.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(PlanDocument *doc, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The layout of a small screen (below kCompactWidth x kCompactHeight logical pixels):
    /// every dock a tab of the left column, so that the window fits a laptop at 200 %.
    void arrangeCompact();

    // The File menu's work (FileActions), for main() and the tests.
    bool openFile(const QString &path, bool asTemplate = false)
    {
        return m_files->openFile(path, asTemplate);
    }
    bool save() { return m_files->save(); }
    bool saveAs() { return m_files->saveAs(); }
    bool maybeSave() { return m_files->maybeSave(); }
    bool offerRecovery() { return m_files->offerRecovery(); }
    bool restoreRecovery(const Recovery::Entry &entry) { return m_files->restoreRecovery(entry); }
    QString exportProposal(const QString &path, const cp::ProposalOptions &options)
    {
        return m_files->exportProposal(path, options);
    }
    void exportProposalInteractively() { m_files->exportProposalInteractively(); }
    QString exportBom(const QString &path, const cp::ProposalOptions &options)
    {
        return m_files->exportBom(path, options);
    }
    QString exportLaunchKit(const QString &dir) { return m_files->exportLaunchKit(dir); }
    QString importCluster(const QString &path, QStringList *readAs = nullptr)
    {
        return m_files->importCluster(path, readAs);
    }
    QString suggestedExportPath() const { return m_files->suggestedExportPath(); }
    static QStringList recentFiles() { return FileActions::recentFiles(); }
    Recovery *recovery() const { return m_recovery; }

    TopologyView *view() const { return m_view; }
    TopologyScene *scene() const { return m_scene; }
    ChartsPanel *charts() const { return m_charts; }
    AnalysisPanel *analysis() const { return m_analysis; }
    QDockWidget *analysisDock() const { return m_analysisDock; }
    QDockWidget *chartsDock() const { return m_chartsDock; }
    WorkloadPanel *workloadPanel() const { return m_panel; }
    /// Workload > Model: import config.json, edit the dimensions.
    ModelActions *modelActions() const { return m_modelActions; }
    PropertiesPanel *propertiesPanel() const { return m_properties; }
    QListView *findingsView() const { return m_findingsView; }
    /// The status bar's figures as one line of text.
    QString statusText() const;
    /// Switches the language of the whole window now and remembers it.
    void setLanguage(const QString &language);
    QDockWidget *workloadDock() const { return m_workloadDock; }
    QDockWidget *propertiesDock() const { return m_propertiesDock; }

    // The Scenario menu's parts (ScenarioActions).
    QComboBox *scenarioBox() const { return m_scenarios->scenarioBox(); }
    ScenarioDialog *scenarioDialog() { return m_scenarios->scenarioDialog(); }
    RecommendDialog *recommendDialog() { return m_scenarios->recommendDialog(); }

    void fitToView();
    /// View > Presentation mode: text and canvas larger (by up to kPresentationScale, as the
    /// screen's width allows), palette and properties hidden, the window maximized; off
    /// restores the window as it was.
    void setPresentationMode(bool on);
    bool presentationMode() const { return m_presentation; }
    static constexpr double kPresentationScale = 1.3, kLaptopEmphasis = 1.3;
    /// Below this screen size in logical pixels every dock is a tab of the left column
    /// (arrangeCompact): a 1366 x 768 laptop at 200 % is 683 x 384, at 150 % 910 x 512.
    static constexpr int kCompactWidth = 800, kCompactHeight = 560;
    /// View > Panels > Restore the default layout: every dock back in its place.
    void restoreDefaultLayout();
    /// Help > About: the version, what the app does, its licence and the Qt it runs on.
    static QString aboutText();
    /// Help > Documentation: the installed documentation's folder, or where to find it.
    void openDocumentation();

protected:
    void closeEvent(QCloseEvent *e) override;
    void changeEvent(QEvent *e) override;
    /// A project file (.cpplan) dragged from a file manager onto the window opens, as File
    /// > Open would open it.
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;

private:
    /// The cloud-vs-buy panel's least width: its controls' row whole, or on a small screen
    /// (m_compact) none, the panel scrolling.
    void fitAnalysisWidth();
    void resizeEvent(QResizeEvent *e) override;
    bool m_compact = false;
    QList<QDockWidget *> docks() const;
    void buildUi();
    void applyDefaultDockSizes();
    /// The workload dock's width: the form's, beside its scroll bar.
    int formWidth() const;
    /// A line of the 9 pt font the docks' default widths were chosen at, in pixels.
    static constexpr int kNinePointLineHeight = 14;
    void createMenus();
    void updateStatus();
    void updateTitle();
    void selectElement(const QString &id);

    PlanDocument *m_doc;
    TopologyScene *m_scene;
    TopologyView *m_view;
    WorkloadPanel *m_panel;
    ModelActions *m_modelActions = nullptr;
    PropertiesPanel *m_properties = nullptr;
    QDockWidget *m_workloadDock, *m_paletteDock, *m_propertiesDock, *m_chartsDock, *m_findingsDock,
        *m_analysisDock;
    bool m_inFront[2] = {false, false}; // the palette and the properties, in their tabs
    AnalysisPanel *m_analysis = nullptr;
    bool m_retranslatePending = false;
    bool m_darkBuilt = false; // whether the panels were built in a dark palette's colours
    bool m_presentation = false;
    QByteArray m_normalState; ///< the docks before presentation mode
    QByteArray m_normalGeometry;
    QFont m_normalFont;
    QByteArray m_defaultState; ///< the docks as first laid out, for Restore the default layout
    std::string m_builtMarket; // the market the GPU lists were built for
    ChartsPanel *m_charts;
    FindingsModel *m_findings;
    QListView *m_findingsView;
    Recovery *m_recovery;
    StatusLine *m_status;
    FileActions *m_files;
    EditActions *m_edit;
    ViewActions *m_viewActions;
    ScenarioActions *m_scenarios;
};

} // namespace cp::ui
