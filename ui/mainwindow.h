// The main window: a shell that wires the document to the docks (workload panel, palette,
// charts, findings), the canvas, the menus and the status bar.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QListView;

namespace cp::ui {

class ChartsPanel;
class FindingsModel;
class PlanDocument;
class PropertiesPanel;
class TopologyScene;
class TopologyView;
class WorkloadPanel;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(PlanDocument *doc, QWidget *parent = nullptr);

    bool openFile(const QString &path);
    TopologyView *view() const { return m_view; }
    TopologyScene *scene() const { return m_scene; }
    ChartsPanel *charts() const { return m_charts; }
    WorkloadPanel *workloadPanel() const { return m_panel; }
    PropertiesPanel *propertiesPanel() const { return m_properties; }
    QListView *findingsView() const { return m_findingsView; }
    QString statusText() const;
    /// Switches the language of the whole window now and remembers it.
    void setLanguage(const QString &language);
    QDockWidget *workloadDock() const { return m_workloadDock; }
    void fitToView();

protected:
    void closeEvent(QCloseEvent *e) override;
    void changeEvent(QEvent *e) override;

private:
    void buildUi();
    void createMenus();
    void updateStatus();
    void updateTitle();
    void selectElement(const QString &id);

    PlanDocument *m_doc;
    TopologyScene *m_scene;
    TopologyView *m_view;
    WorkloadPanel *m_panel;
    PropertiesPanel *m_properties = nullptr;
    QDockWidget *m_workloadDock, *m_paletteDock, *m_propertiesDock, *m_chartsDock, *m_findingsDock;
    bool m_retranslatePending = false;
    ChartsPanel *m_charts;
    FindingsModel *m_findings;
    QListView *m_findingsView;
    QLabel *m_gpus, *m_time, *m_cost;
};

} // namespace cp::ui
