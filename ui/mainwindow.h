// The main window: a shell that wires the document to the docks (workload panel, palette,
// charts, findings), the canvas, the menus and the status bar.
#pragma once

#include <QFont>
#include <QMainWindow>

#include "proposal.h"
#include "recovery.h"

class QAction;
class QComboBox;
class QDockWidget;
class QToolBar;
class QLabel;
class QListView;
class QMenu;

namespace cp::ui {

class AnalysisPanel;
class ChartsPanel;
class FindingsModel;
class PlanDocument;
class PropertiesPanel;
class RecommendDialog;
class ScenarioDialog;
class TopologyScene;
class TopologyView;
class WorkloadPanel;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(PlanDocument *doc, QWidget *parent = nullptr);
    ~MainWindow() override;

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
    /// File > Export proposal: the dialog, the export, and the offer to open the PDF.
    void exportProposalInteractively();
    /// Where Export proposal suggests writing: the last export's folder, or Documents.
    QString suggestedExportPath() const;
    /// True for a bundled sample (by name and content): it opens as an untitled copy.
    static bool isBundledSample(const QString &path);
    Recovery *recovery() const { return m_recovery; }
    /// Recently opened or saved files, newest first.
    static QStringList recentFiles();
    TopologyView *view() const { return m_view; }
    TopologyScene *scene() const { return m_scene; }
    ChartsPanel *charts() const { return m_charts; }
    AnalysisPanel *analysis() const { return m_analysis; }
    QDockWidget *analysisDock() const { return m_analysisDock; }
    WorkloadPanel *workloadPanel() const { return m_panel; }
    PropertiesPanel *propertiesPanel() const { return m_properties; }
    QListView *findingsView() const { return m_findingsView; }
    QString statusText() const;
    /// Switches the language of the whole window now and remembers it.
    void setLanguage(const QString &language);
    QDockWidget *workloadDock() const { return m_workloadDock; }
    /// The scenario chooser above the canvas.
    QComboBox *scenarioBox() const { return m_scenarioBox; }
    /// Scenario > Compare scenarios (created on first use).
    ScenarioDialog *scenarioDialog();
    /// Scenario > Recommend a configuration (created on first use).
    RecommendDialog *recommendDialog();
    void fitToView();
    /// View > Presentation mode: text and canvas larger (by up to kPresentationScale, as the
    /// screen's width allows), palette and properties hidden, the window maximized; off
    /// restores the window as it was.
    void setPresentationMode(bool on);
    bool presentationMode() const { return m_presentation; }
    static constexpr double kPresentationScale = 1.3;
    /// View > Panels > Restore the default layout: every dock back in its place.
    void restoreDefaultLayout();

protected:
    void closeEvent(QCloseEvent *e) override;
    void changeEvent(QEvent *e) override;

private:
    void buildUi();
    void applyDefaultDockSizes();
    void createMenus();
    void updateStatus();
    void updateTitle();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void editProjectDetails();
    void revert();
    void selectElement(const QString &id);
    void createScenarioActions();
    void retranslateScenarioActions();
    void updateScenarioBox();
    void newScenario();
    void renameScenario();
    void removeScenario();

    PlanDocument *m_doc;
    TopologyScene *m_scene;
    TopologyView *m_view;
    WorkloadPanel *m_panel;
    PropertiesPanel *m_properties = nullptr;
    QDockWidget *m_workloadDock, *m_paletteDock, *m_propertiesDock, *m_chartsDock, *m_findingsDock,
        *m_analysisDock;
    AnalysisPanel *m_analysis = nullptr;
    bool m_retranslatePending = false;
    bool m_presentation = false;
    QByteArray m_normalState; ///< the docks before presentation mode
    QByteArray m_normalGeometry;
    QFont m_normalFont;
    QByteArray m_defaultState; ///< the docks as first laid out, for Restore the default layout
    std::string m_builtMarket; // the market the GPU lists were built for
    ChartsPanel *m_charts;
    FindingsModel *m_findings;
    QListView *m_findingsView;
    QLabel *m_gpus, *m_time, *m_cost;
    Recovery *m_recovery;
    QMenu *m_recentMenu = nullptr;
    QToolBar *m_scenarioBar = nullptr;
    QLabel *m_scenarioLabel = nullptr;
    QComboBox *m_scenarioBox = nullptr;
    QAction *m_newScenario = nullptr, *m_renameScenario = nullptr, *m_removeScenario = nullptr,
            *m_compareScenarios = nullptr, *m_recommend = nullptr, *m_calibrate = nullptr, *m_nextScenario = nullptr,
            *m_previousScenario = nullptr;
    ScenarioDialog *m_scenarioDialog = nullptr;
    RecommendDialog *m_recommendDialog = nullptr;
};

} // namespace cp::ui
