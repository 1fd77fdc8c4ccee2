// SPDX-License-Identifier: GPL-3.0-or-later
// The Scenario menu and the scenario toolbar: the chooser of the scenario on the canvas,
// new, rename, remove, previous and next, compare, recommend and calibrate.
#pragma once

#include <QObject>

class QAction;
class QComboBox;
class QLabel;
class QMainWindow;
class QMenuBar;
class QToolBar;

namespace cp::ui {

class PlanDocument;
class RecommendDialog;
class ScenarioDialog;

/// The scenario actions, made once (a new language only gives them new texts), their
/// toolbar on the window, and the compare and recommend dialogs they open.
class ScenarioActions final : public QObject
{
    Q_OBJECT
public:
    ScenarioActions(PlanDocument *doc, QMainWindow *window);

    /// Adds the Scenario menu to the bar (again after the bar is cleared for a new language).
    void createMenu(QMenuBar *bar);
    /// The texts in the current language; the dialogs are made again when next opened.
    void retranslate();
    /// The toolbar above the canvas: the scenario chooser and the most used actions.
    QToolBar *toolBar() const { return m_scenarioBar; }
    /// The scenario chooser above the canvas.
    QComboBox *scenarioBox() const { return m_scenarioBox; }
    /// Scenario > Compare scenarios (created on first use).
    ScenarioDialog *scenarioDialog();
    /// Scenario > Recommend a configuration (created on first use).
    RecommendDialog *recommendDialog();

private:
    void updateScenarioBox();
    void newScenario();
    void renameScenario();
    void removeScenario();

    PlanDocument *m_doc;
    QMainWindow *m_window;
    QToolBar *m_scenarioBar = nullptr;
    QLabel *m_scenarioLabel = nullptr;
    QComboBox *m_scenarioBox = nullptr;
    QAction *m_newScenario = nullptr, *m_renameScenario = nullptr, *m_removeScenario = nullptr,
            *m_compareScenarios = nullptr, *m_recommend = nullptr, *m_calibrate = nullptr,
            *m_nextScenario = nullptr, *m_previousScenario = nullptr;
    ScenarioDialog *m_scenarioDialog = nullptr;
    RecommendDialog *m_recommendDialog = nullptr;
};

} // namespace cp::ui
