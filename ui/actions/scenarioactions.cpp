// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioActions: QInputDialog and QMessageBox on the window for the scenario questions.
#include "actions/scenarioactions.h"

#include "actions/actionutil.h"
#include "document/plandocument.h"
#include "dialogs/recommenddialog.h"
#include "dialogs/scenariodialog.h"
#include "dialogs/trialdialog.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace cp::ui {

namespace {

/// Shows a dialog that stays open beside the window, in front (again when already open).
void showInFront(QWidget *dialog)
{
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

} // namespace

ScenarioActions::ScenarioActions(PlanDocument *doc, QMainWindow *window)
    : QObject(window)
    , m_doc(doc)
    , m_window(window)
{
    // Created once (the menus are rebuilt for a new language; these only get new texts).
    m_newScenario = new QAction(this);
    m_newScenario->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    connect(m_newScenario, &QAction::triggered, this, &ScenarioActions::newScenario);
    m_renameScenario = new QAction(this);
    m_renameScenario->setShortcut(Qt::Key_F2);
    connect(m_renameScenario, &QAction::triggered, this, &ScenarioActions::renameScenario);
    m_removeScenario = new QAction(this);
    connect(m_removeScenario, &QAction::triggered, this, &ScenarioActions::removeScenario);
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
    connect(m_compareScenarios, &QAction::triggered, this,
            [this] { showInFront(scenarioDialog()); });
    m_recommend = new QAction(this);
    m_recommend->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_recommend, &QAction::triggered, this, [this] { showInFront(recommendDialog()); });

    m_calibrate = new QAction(this);
    connect(m_calibrate, &QAction::triggered, this, [this] {
        if (!m_doc->error().isEmpty()) {
            QMessageBox::information(m_window, plainText(m_calibrate->text()),
                                     tr("The plan cannot be evaluated: %1").arg(m_doc->error()));
            return;
        }
        TrialDialog dialog(m_doc, m_window);
        dialog.exec();
    });

    m_scenarioBar = m_window->addToolBar(QString());
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
    connect(doc, &PlanDocument::scenariosChanged, this, &ScenarioActions::updateScenarioBox);
}

void ScenarioActions::createMenu(QMenuBar *bar)
{
    QMenu *scenario = bar->addMenu(tr("&Scenario"));
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
}

void ScenarioActions::retranslate()
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
    // The toolbar says each in a word or two beside the scenario chooser: with the menu's
    // texts, "Recommend a configuration" went behind the toolbar's overflow arrow on a
    // laptop at 200 %. The menus and tooltips keep the whole texts.
    m_newScenario->setIconText(tr("New scenario", "toolbar"));
    m_compareScenarios->setIconText(tr("Compare", "toolbar: compare scenarios"));
    m_recommend->setIconText(tr("Recommend", "toolbar: recommend a configuration"));
    m_scenarioBar->setWindowTitle(tr("Scenarios"));
    m_scenarioLabel->setText(tr("Scenario:"));
    updateScenarioBox();
    // The dialogs are made again, in the new language, when next opened.
    delete m_scenarioDialog;
    m_scenarioDialog = nullptr;
    delete m_recommendDialog;
    m_recommendDialog = nullptr;
}

void ScenarioActions::updateScenarioBox()
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

void ScenarioActions::newScenario()
{
    bool ok = false;
    const QString name = QInputDialog::getText(
        m_window, tr("New scenario"), tr("Name of the new scenario (a copy of the one shown):"),
        QLineEdit::Normal, tr("Scenario %1").arg(m_doc->scenarioCount() + 1), &ok);
    if (!ok) return;
    m_doc->addScenario(name, m_doc->plan());
}

void ScenarioActions::renameScenario()
{
    const int i = m_doc->activeScenario();
    bool ok = false;
    const QString name
        = QInputDialog::getText(m_window, tr("Rename scenario"), tr("Scenario name:"),
                                QLineEdit::Normal, m_doc->scenarioName(i), &ok);
    if (!ok) return;
    if (!m_doc->renameScenario(i, name))
        QMessageBox::warning(m_window, tr("Rename scenario"),
                             tr("Another scenario is already called %1.").arg(name.trimmed()));
}

void ScenarioActions::removeScenario()
{
    const int i = m_doc->activeScenario();
    if (m_doc->scenarioCount() <= 1) return;
    if (QMessageBox::question(m_window, tr("Remove scenario"),
                              tr("Remove the scenario %1? Undo brings it back.")
                                  .arg(m_doc->scenarioName(i)))
        != QMessageBox::Yes)
        return;
    m_doc->removeScenario(i);
}

ScenarioDialog *ScenarioActions::scenarioDialog()
{
    if (!m_scenarioDialog) m_scenarioDialog = new ScenarioDialog(m_doc, m_window);
    return m_scenarioDialog;
}

RecommendDialog *ScenarioActions::recommendDialog()
{
    if (!m_recommendDialog) m_recommendDialog = new RecommendDialog(m_doc, m_window);
    return m_recommendDialog;
}

} // namespace cp::ui
