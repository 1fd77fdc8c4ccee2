// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios and the recommender in the app: switching, adding, renaming and removing
// scenarios are undoable steps; the comparison shows each scenario's own estimate; the
// recommend dialog searches off the UI thread, can be cancelled, and applies a tier to the
// canvas (or adds it as a scenario) as one undo step whose figures are the tier's.
#include "apptestutil.h"
#include "report/findingtext.h"
#include "analysis/analysis.h"
#include "panels/analysispanel.h"
#include "panels/workloadpanel.h"
#include "model/catalog.h"
#include "report/format.h"
#include "report/spantext.h"
#include "mainwindow.h"
#include "document/plandocument.h"
#include "engine/planner.h"
#include "report/projectreport.h"
#include "io/planio.h"
#include "proposal.h"
#include "report/report.h"
#include "testutil.h"
#include "dialogs/recommenddialog.h"
#include "dialogs/scenariodialog.h"
#include "dialogs/trialdialog.h"

#include <QChartView>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QScrollArea>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QRegularExpression>
#include <QTableWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <QUndoStack>

using namespace cp;
using namespace cp::ui;

class TestScenarios : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void switchingIsUndoable();
    void addRenameRemove();
    void comparisonShowsEachScenariosEstimate();
    void recommendRunsOffTheUiThreadAndApplies();
    void aLargeTierIsAppliedWithItsNetworksDesigned();
    void tierPastTheDeadlineInItsRangeSaysSo();
    void tierPastTheBudgetInItsRangeSaysSo();
    void recommendCanBeCancelled();
    void tierAddedAsScenario();
    void analysisDockFollowsTheScenarioShown();
    void analysisBehindTheChartsWaits();
    void anEditRepaintsWhatChanged();
    void compareChartsTimeInTheTablesUnit();
    void compareBarsReadAsTheTable();
    void aColumnOfTotalsReadsInOneUnit();
    void trialCalibrationIsOneUndoStep();
    void theLaunchKitsTrialPastesIntoTheDialog();
    void aListedClusterIsDrawnAsOneStep();
    void trialAtTheModelsOwnFiguresChangesNothing();
    void everyFigureReadsTheSameEverywhere_data();
    void everyFigureReadsTheSameEverywhere();

private:
    cp::test::IsolatedHome m_home;
    std::unique_ptr<cp::test::AppWindow> m_app;
    PlanDocument *m_doc = nullptr;
    MainWindow *m_win = nullptr;
};

/// A Recommend cell as read aloud: the table keeps figures whole with non-breaking spaces
/// and word joiners (keepFiguresWhole).
/// The 13B sample's tiers on A100s alone, up to 16: the recommender's dialog after its
/// search, or null when the search did not finish.
static RecommendDialog *searchA100Tiers(MainWindow *win)
{
    if (!win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true))
        return nullptr;
    RecommendDialog *d = win->recommendDialog();
    for (int i = 0; i < d->accelerators()->count(); ++i) {
        QListWidgetItem *it = d->accelerators()->item(i);
        it->setCheckState(it->data(Qt::UserRole).toString() == QLatin1String("a100-80gb-sxm")
                              ? Qt::Checked
                              : Qt::Unchecked);
    }
    d->maxGpus()->setValue(16);
    QSignalSpy done(d, &RecommendDialog::finished);
    d->search();
    return done.wait(120000) ? d : nullptr;
}

static QString readable(QString cell)
{
    return cell.replace(QChar(0x00a0), QLatin1Char(' ')).remove(QChar(0x2060));
}

void TestScenarios::initTestCase()
{
    QVERIFY(m_home.isValid());
}

void TestScenarios::init()
{
    m_app = std::make_unique<cp::test::AppWindow>();
    m_doc = m_app->document();
    m_win = m_app->window();
    // The 70B sample: 256 H100 and 512 H100 paid as they run, 256 H100 purchased.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true));
}

void TestScenarios::cleanup()
{
    m_app.reset();
}

void TestScenarios::switchingIsUndoable()
{
    QCOMPARE(m_doc->scenarioCount(), 3);
    QCOMPARE(m_win->scenarioBox()->count(), 3);
    QCOMPARE(m_doc->result().cluster.gpus, 256);
    m_doc->setActiveScenario(1);
    QCOMPARE(m_doc->activeScenario(), 1);
    QCOMPARE(m_win->scenarioBox()->currentIndex(), 1);
    QCOMPARE(m_doc->result().cluster.gpus, 512);
    m_doc->setActiveScenario(2);
    QCOMPARE(m_doc->plan().pricing, Pricing::Purchase);
    // Looking at another option is not a change to save: the title stays unmarked and
    // closing asks nothing.
    QVERIFY(!m_doc->isModified());
    QVERIFY(!m_win->isWindowModified());
    // Two switches in a row are one undo step, back to the scenario shown before.
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->activeScenario(), 0);
    QCOMPARE(m_doc->result().cluster.gpus, 256);
    QCOMPARE(m_win->scenarioBox()->currentIndex(), 0);
    // An edit lands in the scenario shown, and only there.
    m_doc->setActiveScenario(1);
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 123; });
    QVERIFY(m_doc->isModified());
    QVERIFY(m_win->isWindowModified());
    QCOMPARE(m_doc->project().scenarios[1].plan.budget, 123.0);
    QVERIFY(m_doc->project().scenarios[0].plan.budget != 123.0);
}

void TestScenarios::addRenameRemove()
{
    const Project before = m_doc->project();
    QVERIFY(m_doc->addScenario(QStringLiteral("Option"), m_doc->plan()));
    QVERIFY(m_doc->addScenario(QStringLiteral("Option"), m_doc->plan()));
    QCOMPARE(m_doc->scenarioCount(), 5);
    QCOMPARE(m_doc->scenarioName(3), QStringLiteral("Option"));
    QCOMPARE(m_doc->scenarioName(4), QStringLiteral("Option (2)")); // names stay unique
    QCOMPARE(m_doc->activeScenario(), 4);
    QCOMPARE(m_win->scenarioBox()->count(), 5);
    // A name another scenario has is refused; the scenario keeps its own.
    QVERIFY(!m_doc->renameScenario(4, QStringLiteral("Option")));
    QCOMPARE(m_doc->scenarioName(4), QStringLiteral("Option (2)"));
    QVERIFY(m_doc->renameScenario(4, QStringLiteral("方案 乙")));
    QCOMPARE(m_win->scenarioBox()->itemText(4), QStringLiteral("方案 乙"));
    // Pasted bidirectional controls are dropped, as the project dialog drops them: the file
    // the app saves must open again.
    QVERIFY(m_doc->renameScenario(3, QStringLiteral("A\u202Eevil\u2066")));
    QCOMPARE(m_doc->scenarioName(3), QStringLiteral("Aevil"));
    QVERIFY(m_doc->addScenario(QStringLiteral("B\u202E"), m_doc->plan()));
    QCOMPARE(m_doc->scenarioName(5), QStringLiteral("B"));
    m_doc->undoStack()->undo();
    m_doc->removeScenario(0);
    QCOMPARE(m_doc->scenarioCount(), 4);
    QCOMPARE(m_doc->activeScenario(), 3); // still the scenario that was shown
    QCOMPARE(m_doc->scenarioName(3), QStringLiteral("方案 乙"));
    // Every step undoes, back to the file as opened.
    while (m_doc->undoStack()->canUndo())
        m_doc->undoStack()->undo();
    QVERIFY(m_doc->project() == before);
    // The last scenario is never removed.
    while (m_doc->scenarioCount() > 1)
        m_doc->removeScenario(0);
    m_doc->removeScenario(0);
    QCOMPARE(m_doc->scenarioCount(), 1);
}

void TestScenarios::comparisonShowsEachScenariosEstimate()
{
    ScenarioDialog *d = m_win->scenarioDialog();
    d->show();
    QTableWidget *t = d->table();
    QCOMPARE(t->columnCount(), 3);
    const QString lang = currentLanguage();
    QStringList costs;
    for (int c = 0; c < 3; ++c) {
        Result r;
        QVERIFY(!evaluate(m_doc->project().scenarios[std::size_t(c)].plan, builtinCatalog(), r));
        // The cluster as the proposal and the report word it: one rule.
        QCOMPARE(t->item(1, c)->toolTip(), clusterShapeText(r.cluster));
        // Each cell shows its text with figures kept whole (the tooltip has it as written).
        for (int row = 0; row < t->rowCount(); ++row)
            if (QTableWidgetItem *item = t->item(row, c))
                QCOMPARE(item->text(), keepFiguresWhole(item->toolTip()));
        const QString cost = formatMoney(r.costTotal, r.currency, lang);
        // Each figure, followed by its likely range where the range is not one figure.
        QCOMPARE(t->item(5, c)->toolTip(),
                 withLikelyRange(cost, formatMoneyRange(r.costRange[0], r.costRange[1], r.currency,
                                                        lang, r.costTotal)));
        QVERIFY(t->item(5, c)->toolTip().startsWith(cost));
        QCOMPARE(t->item(4, c)->toolTip(),
                 withLikelyRange(formatDurationLikeRange(r.totalTime, r.totalTimeRange[0],
                                                         r.totalTimeRange[1], lang),
                                 formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1],
                                                     r.totalTime, lang)));
        QVERIFY(t->item(4, c)->toolTip().startsWith(
            formatDurationLikeRange(r.totalTime, r.totalTimeRange[0], r.totalTimeRange[1], lang)));
        costs << cost;
    }
    QVERIFY(costs[0] != costs[1]); // the scenarios differ, so the check can fail
    // Each column states the span its total covers. A job paid as it runs beside 36 months owned
    // do not compare as totals: the per-month figures, each total over its span's months,
    // are set side by side, and the row and the chart say why.
    for (int c = 0; c < 3; ++c) {
        const Plan &plan = m_doc->project().scenarios[std::size_t(c)].plan;
        Result r;
        QVERIFY(!evaluate(plan, builtinCatalog(), r));
        const double runMonths = r.totalTime.value() / 3600 / 730;
        double months = 0;
        if (plan.pricing == Pricing::Reserved1y) {
            QVERIFY2(t->item(6, c)->toolTip().contains(QStringLiteral("1-year commitment")),
                     qPrintable(t->item(6, c)->toolTip()));
            months = std::max(12.0, runMonths);
        } else if (plan.pricing == Pricing::OnDemand) {
            months = runMonths; // paid as the job runs
        } else {
            QCOMPARE(plan.pricing, Pricing::Purchase);
            QVERIFY(t->item(6, c)->toolTip().contains(
                QStringLiteral("%1-month ownership").arg(plan.amortizationMonths)));
            months = std::max(plan.amortizationMonths, runMonths);
        }
        QVERIFY(t->item(6, c)->toolTip().contains(formatDuration(r.totalTime, lang)));
        // Each fact once: the share used (for a reservation) and the job's own share.
        QCOMPARE(int(t->item(6, c)->toolTip().count(QLatin1Char('%'))),
                 plan.pricing == Pricing::Reserved1y ? 1 : 0);
        // A span longer than the job says what the job's own share would cost.
        if (plan.pricing != Pricing::OnDemand)
            QVERIFY2(
                t->item(6, c)->toolTip().contains(formatMoney(r.span.jobCost, r.currency, lang)),
                qPrintable(t->item(6, c)->toolTip()));
        // A bill within one month is its total in that month: the figure the chart draws
        // for it beside the others' months (the row said "—" under a bar of its total).
        if (months <= 1)
            QCOMPARE(t->item(7, c)->toolTip(),
                     QStringLiteral("%1, all within one month")
                         .arg(formatMoney(r.costTotal, r.currency, lang)));
        else
            QCOMPARE(t->item(7, c)->toolTip(), formatMoney(r.costTotal / months, r.currency, lang));
    }
    QCOMPARE(t->verticalHeaderItem(7)->text(),
             QStringLiteral("Cost per month\n(the spans differ)"));
    // The table follows the project: a new scenario is a new column.
    QVERIFY(m_doc->addScenario(QStringLiteral("x"), m_doc->plan()));
    QCOMPARE(t->columnCount(), 4);
    // A scenario that cannot be evaluated says why in its column.
    m_doc->edit(QStringLiteral("tokens"), [](Plan &p) { p.tokens = 0; });
    QVERIFY(t->item(0, 3)->toolTip().contains(QStringLiteral("tokens")));
    // Hidden, it does no work; shown again, it catches up.
    d->hide();
    QVERIFY(m_doc->addScenario(QStringLiteral("y"), m_doc->plan()));
    QCOMPARE(t->columnCount(), 4);
    d->show();
    QCOMPARE(t->columnCount(), 5);
}

void TestScenarios::aLargeTierIsAppliedWithItsNetworksDesigned()
{
    // The fastest tier for the 70B sample on H100s runs on more nodes than one switch has
    // ports: applied, its networks are designed (leaves and spines), so the canvas holds a
    // drawing that can be built, as the tier's "no bottlenecks found" said.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true));
    RecommendDialog *d = m_win->recommendDialog();
    for (int i = 0; i < d->accelerators()->count(); ++i) {
        QListWidgetItem *it = d->accelerators()->item(i);
        it->setCheckState(it->data(Qt::UserRole).toString() == QLatin1String("h100-80gb-sxm")
                              ? Qt::Checked
                              : Qt::Unchecked);
    }
    QSignalSpy done(d, &RecommendDialog::finished);
    d->search();
    QVERIFY(done.wait(120000));
    const Recommendation &rec = d->recommendation();
    QVERIFY(!rec.tiers.empty());
    // Each tier's layout multiplies out to its GPUs: context parallelism was left out
    // ("8 × MI250X … TP 1 · PP 1 · DP 4").
    bool contextParallel = false;
    for (int row = 0; row < int(rec.tiers.size()); ++row) {
        const QString config = readable(d->table()->item(row, 1)->text());
        const QRegularExpressionMatch m
            = QRegularExpression(
                  QStringLiteral("TP (\\d+) · PP (\\d+) · DP (\\d+)(?:.*CP (\\d+))?"))
                  .match(config);
        QVERIFY2(m.hasMatch(), qPrintable(config));
        const int cp = m.captured(4).isEmpty() ? 1 : m.captured(4).toInt();
        contextParallel = contextParallel || cp > 1;
        QCOMPARE(m.captured(1).toInt() * m.captured(2).toInt() * m.captured(3).toInt() * cp,
                 rec.tiers[std::size_t(row)].choice.result.cluster.gpus);
    }
    QVERIFY(contextParallel);
    const int last = int(rec.tiers.size()) - 1;
    const Result &tier = rec.tiers.back().choice.result;
    QVERIFY2(tier.cluster.nodes > 64, qPrintable(QString::number(tier.cluster.nodes)));
    QVERIFY(std::none_of(tier.findings.begin(), tier.findings.end(),
                         [](const Finding &f) { return f.severity != Severity::Info; }));
    QVERIFY(d->applyTier(last));
    QCOMPARE(m_doc->result().cluster.gpus, tier.cluster.gpus);
    for (const Finding &f : m_doc->result().findings)
        QVERIFY2(f.code != FindingCode::SwitchOutOfPorts, qPrintable(findingText(f).message));
    QVERIFY(m_doc->plan().topology.switches.size() > 3);
}

void TestScenarios::recommendRunsOffTheUiThreadAndApplies()
{
    // A small, quick request: the 13B fine-tune sample on A100 or L40S, up to 16 GPUs.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
    RecommendDialog *d = m_win->recommendDialog();
    for (int i = 0; i < d->accelerators()->count(); ++i) {
        QListWidgetItem *it = d->accelerators()->item(i);
        const QString id = it->data(Qt::UserRole).toString();
        // The L20 no published run calibrates: its tiers say so in their risk.
        it->setCheckState(id == QLatin1String("a100-80gb-sxm") || id == QLatin1String("l40s-48gb")
                                  || id == QLatin1String("l20-48gb")
                              ? Qt::Checked
                              : Qt::Unchecked);
    }
    d->maxGpus()->setValue(16);
    QSignalSpy done(d, &RecommendDialog::finished);
    d->search();
    QVERIFY(d->running());
    QVERIFY(done.wait(120000));
    QVERIFY(!d->running());
    const Recommendation &rec = d->recommendation();
    QVERIFY(!rec.tiers.empty());
    QCOMPARE(d->table()->rowCount(), int(rec.tiers.size()));
    for (int row = 0; row < int(rec.tiers.size()); ++row) {
        const TierChoice &t = rec.tiers[std::size_t(row)];
        QVERIFY(t.choice.plan.gpus <= 16);
        QVERIFY(t.choice.plan.gpu == "a100-80gb-sxm" || t.choice.plan.gpu == "l40s-48gb"
                || t.choice.plan.gpu == "l20-48gb");
        // A risk column holds risks: free memory is no risk to start a cell with, before the
        // uncalibrated part it names.
        for (const Finding &f : t.choice.result.findings)
            if (f.code == FindingCode::UncalibratedAccelerator) {
                const QString risk = d->table()->item(row, 5)->text();
                QVERIFY2(risk.contains(findingText(f).message), qPrintable(risk));
                QVERIFY2(!risk.contains(QStringLiteral("stays free"))
                             && !risk.contains(QStringLiteral("显存余量")),
                         qPrintable(risk));
            }
        // Each cost says the term it covers where that is not the job itself, and a price
        // the catalog only assumes says so. The job's time is the time column's, written
        // once: "9 h" there and "job 9.3 h" under the cost read as two figures.
        const Result &r = t.choice.result;
        const QString cell = readable(d->table()->item(row, 3)->text());
        if (r.span.kind == CostSpanKind::Job)
            QVERIFY2(!cell.contains(costSpanText(r, currentLanguage())), qPrintable(cell));
        else
            QVERIFY2(cell.contains(costSpanShortText(r, currentLanguage())), qPrintable(cell));
        const QString time = readable(d->table()->item(row, 2)->text());
        QVERIFY2(time.startsWith(formatDurationLikeRange(r.totalTime, r.totalTimeRange[0],
                                                         r.totalTimeRange[1], currentLanguage(),
                                                         tierFigures(d->recommendation()).time)),
                 qPrintable(time));
        const bool assumed = builtinCatalog()
                                 .priceListFor(r.currency)
                                 ->gpus.at(t.choice.plan.gpu)
                                 .basis
                             == "assumed";
        QCOMPARE(cell.contains(QStringLiteral("assumed price")), assumed);
    }

    // Each dearer tier says what it buys against entry: the share of time saved and the
    // speed-up, figures read here from the tiers' own results.
    const double entryTime = rec.tiers.front().choice.result.totalTime.value();
    for (int row = 1; row < int(rec.tiers.size()); ++row) {
        const double time = rec.tiers[std::size_t(row)].choice.result.totalTime.value();
        QVERIFY(time < entryTime);
        const QString why = readable(d->table()->item(row, 4)->text());
        const QRegularExpressionMatch m
            = QRegularExpression(
                  QStringLiteral("(\\d+) % less time than entry \\((\\d+(?:\\.\\d)?)× faster\\)"))
                  .match(why);
        QVERIFY2(m.hasMatch(), qPrintable(why));
        // The time saved rounded down: never "100 % less" for a run that takes time.
        QCOMPARE(m.captured(1).toInt(),
                 int(std::min(99.0, std::floor(100 * (1 - time / entryTime)))));
        QVERIFY2(std::abs(m.captured(2).toDouble() - entryTime / time) <= 0.5, qPrintable(why));
        // A round multiple without its ".0" ("5.0× faster", "at 5.0× the cost").
        QVERIFY2(!why.contains(QStringLiteral(".0×")), qPrintable(why));
    }

    const Project before = m_doc->project();
    const int last = int(rec.tiers.size()) - 1;
    const Result &tier = rec.tiers.back().choice.result;
    const QString nameBefore = m_doc->scenarioName(m_doc->activeScenario());
    QVERIFY(d->applyTier(last));
    // The scenario is named for what it now holds: the tier and its configuration.
    const QString name = m_doc->scenarioName(m_doc->activeScenario());
    QVERIFY2(name != nameBefore, qPrintable(name));
    QVERIFY2(name.contains(readable(d->table()->item(last, 0)->text()))
                 && name.contains(QString::number(tier.cluster.gpus)),
             qPrintable(name));
    // Drawn on the canvas in the standard layout, with the tier's figures.
    QVERIFY(!m_doc->plan().topology.empty());
    QCOMPARE(m_doc->result().cluster.gpus, tier.cluster.gpus);
    QCOMPARE(m_doc->plan().gpu, rec.tiers.back().choice.plan.gpu);
    QVERIFY(qAbs(m_doc->result().totalTime.value() / tier.totalTime.value() - 1) < 0.01);
    QVERIFY(qAbs(m_doc->result().costTotal / tier.costTotal - 1) < 0.01);
    QCOMPARE(m_doc->scenarioCount(), before.scenarios.size());

    // One undo step.
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->project() == before);
}

void TestScenarios::tierPastTheDeadlineInItsRangeSaysSo()
{
    // The entry tier meets a deadline set just above its estimate, but its likely range runs
    // past it: the tier's risk says so before anything else.
    RecommendDialog *d = searchA100Tiers(m_win);
    QVERIFY(d && !d->recommendation().tiers.empty());
    QSignalSpy done(d, &RecommendDialog::finished);
    const Result &entry = d->recommendation().tiers.front().choice.result;
    const double estimateDays = entry.totalTime.value() / 86400, highDays
                                                                 = entry.totalTimeRange[1].value()
                                                                   / 86400;
    const double deadline = estimateDays * 1.02;
    QVERIFY2(deadline < highDays, "the range must reach past a deadline just above the estimate");
    m_doc->edit(QStringLiteral("deadline"), [&](Plan &p) { p.deadlineDays = deadline; });
    d->search();
    QVERIFY(done.wait(120000));
    bool flagged = false;
    for (int row = 0; row < int(d->recommendation().tiers.size()); ++row) {
        const Result &r = d->recommendation().tiers[std::size_t(row)].choice.result;
        const bool past = r.totalTime.value() <= deadline * 86400
                          && r.totalTimeRange[1].value() > deadline * 86400;
        const QString risk = readable(d->table()->item(row, 5)->text());
        QCOMPARE(risk.contains(formatDuration(r.totalTimeRange[1], currentLanguage())), past);
        flagged = flagged || past;
    }
    QVERIFY(flagged);
}

void TestScenarios::tierPastTheBudgetInItsRangeSaysSo()
{
    // A budget just above the entry tier's estimate, below its likely high end: the reason
    // read "within the budget" and the risk "No bottlenecks found", then that the likely cost
    // passes the budget. The reason says "as estimated", and no "no bottlenecks" opens it.
    RecommendDialog *d = searchA100Tiers(m_win);
    QVERIFY(d && !d->recommendation().tiers.empty());
    QSignalSpy done(d, &RecommendDialog::finished);
    const Result &entry = d->recommendation().tiers.front().choice.result;
    const double budget = entry.costTotal * 1.02;
    QVERIFY2(budget < entry.costRange[1], "the range must reach past a budget just above it");
    m_doc->edit(QStringLiteral("budget"), [&](Plan &p) { p.budget = budget; });
    d->search();
    QVERIFY(done.wait(120000));
    const QString asEstimated = QCoreApplication::translate(
        "cp::ui::RecommendDialog",
        "It is within the budget as estimated, not at its likely high end.");
    const QString noBottleneck
        = QCoreApplication::translate("cp::ui::RecommendDialog",
                                      "No bottlenecks found; %1 % of GPU memory stays free.")
              .section(QLatin1String("%1"), 0, 0);
    bool flagged = false;
    for (int row = 0; row < int(d->recommendation().tiers.size()); ++row) {
        const Result &r = d->recommendation().tiers[std::size_t(row)].choice.result;
        const bool past = r.costTotal <= budget && r.costRange[1] > budget;
        const QString why = readable(d->table()->item(row, 4)->text());
        const QString risk = readable(d->table()->item(row, 5)->text());
        QCOMPARE(why.contains(readable(asEstimated)), past);
        QVERIFY2(!why.contains(QStringLiteral("。 ")), qPrintable(why)); // joined as Chinese joins
        if (past) QVERIFY2(!risk.contains(readable(noBottleneck)), qPrintable(risk));
        flagged = flagged || past;
    }
    QVERIFY(flagged);
}

void TestScenarios::recommendCanBeCancelled()
{
    RecommendDialog *d = m_win->recommendDialog();
    d->maxGpus()->setValue(100000); // a long search
    QSignalSpy done(d, &RecommendDialog::finished);
    d->search();
    QVERIFY(d->running());
    d->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!d->running(), 60000);
    QCOMPARE(done.count(), 0); // a cancelled search delivers nothing
    QVERIFY(d->recommendation().tiers.empty());
    // Closing the window while a search runs is safe too.
    d->search();
    QVERIFY(d->running());
}

void TestScenarios::tierAddedAsScenario()
{
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
    RecommendDialog *d = m_win->recommendDialog();
    d->maxGpus()->setValue(8);
    QSignalSpy done(d, &RecommendDialog::finished);
    d->search();
    QVERIFY(done.wait(120000));
    QVERIFY(!d->recommendation().tiers.empty());
    const Plan shown = m_doc->plan();
    QVERIFY(d->addTierAsScenario(0));
    QCOMPARE(m_doc->scenarioCount(), 2);
    // Each button says what it did where the user is looking (the title bar's "*" alone).
    QVERIFY2(d->status()->text().contains(m_doc->scenarioName(1)), qPrintable(d->status()->text()));
    // The canvas keeps its scenario: Apply to canvas afterwards replaces that one, not the
    // tier just added.
    QCOMPARE(m_doc->activeScenario(), 0);
    QVERIFY(m_doc->plan() == shown);
    const QString replaced = m_doc->scenarioName(0);
    QVERIFY(d->applyTier(0));
    QCOMPARE(m_doc->scenarioCount(), 2);
    QVERIFY2(d->status()->text().contains(replaced)
                 && d->status()->text().contains(QStringLiteral("Ctrl+Z")),
             qPrintable(d->status()->text()));
    QVERIFY(m_doc->project().scenarios[1].plan == m_doc->plan());
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->project().scenarios[0].plan == shown); // the first is kept as it was
    // Every tier, added, evaluates to exactly what the recommender showed: its cost and
    // time, storage and network included (a tier priced with one node's NVMe came back
    // with a drawn parallel file system, 73 % dearer).
    for (int row = 0; row < int(d->recommendation().tiers.size()); ++row) {
        const Result &shownTier = d->recommendation().tiers[std::size_t(row)].choice.result;
        QVERIFY(d->addTierAsScenario(row));
        m_doc->setActiveScenario(m_doc->scenarioCount() - 1);
        const Result &added = m_doc->result();
        QCOMPARE(added.cluster.gpus, shownTier.cluster.gpus);
        QCOMPARE(added.costTotal, shownTier.costTotal);
        QCOMPARE(added.totalTime.value(), shownTier.totalTime.value());
        QCOMPARE(added.memoryPerGpu.value(), shownTier.memoryPerGpu.value());
    }
}

void TestScenarios::analysisDockFollowsTheScenarioShown()
{
    // Behind the charts at first; raised, it shows the curves of the scenario on the canvas.
    m_win->analysisDock()->raise();
    QTRY_VERIFY(m_win->analysis()->isVisible());
    AnalysisPanel *a = m_win->analysis();
    QTRY_VERIFY(a->isUpToDate());
    const int util = a->utilizationSpinBox()->value(), months = a->horizonSpinBox()->value();
    QList<double> last;
    for (int scenario : {0, 1}) { // 256 and 512 GPUs: different curves
        m_doc->setActiveScenario(scenario);
        QTRY_VERIFY(a->isUpToDate());
        CostOverTime expect;
        QVERIFY(!costOverTime(m_doc->plan(), builtinCatalog(), util / 100.0, months, expect));
        const QList<QPointF> drawn = a->costPoints(Pricing::Purchase);
        QCOMPARE(drawn.size(), months + 1);
        QCOMPARE(drawn.last().y(), expect.curve(Pricing::Purchase).cumulative.back());
        last << drawn.last().y();
    }
    QVERIFY(last[1] > last[0]);
}

namespace {

/// Counts the layout requests a window gets and notes the widgets painted.
class EventWatch final : public QObject
{
public:
    explicit EventWatch(QWidget *window)
        : m_window(window)
    {
    }
    int windowLayouts = 0;
    QSet<QObject *> painted;

protected:
    bool eventFilter(QObject *o, QEvent *e) override
    {
        if (o == m_window && e->type() == QEvent::LayoutRequest) ++windowLayouts;
        if (e->type() == QEvent::Paint) painted.insert(o);
        return false;
    }

private:
    QWidget *m_window;
};

} // namespace

void TestScenarios::anEditRepaintsWhatChanged()
{
    // Every edit laid out the whole window again (every dock) because the status bar's
    // figures had new texts, and repainted every field of the workload panel with the value
    // it already showed: half a millisecond of each live edit.
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EventWatch watch(m_win);
    m_win->installEventFilter(&watch);
    QHash<QAbstractSpinBox *, QString> before;
    for (QAbstractSpinBox *s : m_win->workloadPanel()->findChildren<QAbstractSpinBox *>()) {
        before.insert(s, s->text());
        s->installEventFilter(&watch);
        s->findChild<QLineEdit *>()->installEventFilter(&watch);
    }
    QHash<QLabel *, QPair<QString, QSize>> figures;
    for (QLabel *l : m_win->statusBar()->findChildren<QLabel *>())
        figures.insert(l, {l->text(), l->size()});
    QVERIFY(figures.size() >= 3);
    // Two percent more tokens: the time and the cost change, in as many digits.
    m_doc->edit(QStringLiteral("tokens"), [](Plan &p) { p.tokens *= 1.02; });
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    int newTexts = 0;
    for (auto it = figures.cbegin(); it != figures.cend(); ++it) {
        newTexts += it.key()->text() != it.value().first;
        QVERIFY2(it.key()->size() == it.value().second,
                 qPrintable(QStringLiteral("the edit was chosen to keep the status bar's widths: "
                                           "\"%1\" became \"%2\"")
                                .arg(it.value().first, it.key()->text())));
    }
    QCOMPARE(newTexts, 2);
    QCOMPARE(watch.windowLayouts, 0);
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        QAbstractSpinBox *s = it.key();
        const bool paintedNow
            = watch.painted.contains(s) || watch.painted.contains(s->findChild<QLineEdit *>());
        QVERIFY2(!paintedNow || s->text() != it.value(),
                 qPrintable(QStringLiteral("%1 repainted showing %2 still")
                                .arg(s->toolTip().left(40), s->text())));
    }
    // A longer figure still shows whole.
    m_doc->edit(QStringLiteral("tokens"), [](Plan &p) { p.tokens *= 30; });
    for (QLabel *l : figures.keys())
        QVERIFY2(l->width() >= l->fontMetrics().horizontalAdvance(l->text()), qPrintable(l->text()));
}

void TestScenarios::compareChartsTimeInTheTablesUnit()
{
    // A job of hours was charted as 0.96 "days" under a table that says "23 h".
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/lora-7b-workstation.cpplan"), true));
    QVERIFY(m_doc->result().totalTime.value() < 2 * 86400);
    ScenarioDialog *d = m_win->scenarioDialog();
    d->refresh();
    const QList<QChartView *> views = d->findChildren<QChartView *>();
    QVERIFY(!views.isEmpty());
    QChart *time = views.front()->chart();
    QCOMPARE(time->title(), QStringLiteral("Training time"));
    const QList<QAbstractAxis *> axes = time->axes(Qt::Horizontal);
    QVERIFY(!axes.isEmpty());
    QCOMPARE(axes.front()->titleText(), QStringLiteral("hours"));
    const QList<QAbstractSeries *> series = time->series();
    QVERIFY(!series.isEmpty());
    const auto *bars = qobject_cast<QAbstractBarSeries *>(series.front());
    QVERIFY(bars && !bars->barSets().isEmpty());
    // The bar runs to the hours, and reads at its end as the table does.
    const double hours = m_doc->result().totalTime.value() / 3600;
    QVERIFY(std::abs(bars->barSets().front()->at(bars->barSets().front()->count() - 1) - hours)
            <= 0.005 * hours);
    QCOMPARE(d->timeLabels().value(0),
             m_doc->projectReport().scenarios.front().report.totalTime.value);
}

void TestScenarios::compareBarsReadAsTheTable()
{
    // The 13B sample costs $1,878: the table said "$1,878" and its bar "1,880".
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
    const double cost = m_doc->result().costTotal;
    QVERIFY(cost > 1000 && cost < 10000);
    ScenarioDialog *d = m_win->scenarioDialog();
    d->refresh();
    const QList<QChartView *> views = d->findChildren<QChartView *>();
    QCOMPARE(views.size(), 2);
    const auto *bars = qobject_cast<QAbstractBarSeries *>(views.back()->chart()->series().front());
    QVERIFY(bars && !bars->barSets().isEmpty());
    QCOMPARE(d->costLabels().value(0),
             formatMoney(cost, m_doc->plan().currency, currentLanguage()));
    // Each bar's figure is the table's: the 70B sample's charts read "50.5" beside "51 d".
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true));
    d->refresh();
    const ProjectReport &report = m_doc->projectReport();
    QCOMPARE(d->timeLabels().size(), int(report.scenarios.size()));
    bool delivered = false;
    for (std::size_t c = 0; c < report.scenarios.size(); ++c) {
        // A purchase's bar starts at the order: its delivery, then the table's time (84 days
        // of delivery and 51 of training drew as long as the 51-day rental).
        const QString time = report.scenarios[c].report.totalTime.value;
        const double lead = m_doc->project().scenarios[c].plan.leadTimeDays;
        QCOMPARE(d->timeLabels().at(int(c)),
                 lead > 0 ? QStringLiteral("%1 d delivery + %2").arg(lead).arg(time) : time);
        delivered = delivered || lead > 0;
        QVERIFY2(d->table()->item(4, int(c))->toolTip().startsWith(time),
                 qPrintable(d->table()->item(4, int(c))->toolTip()));
        // Its spans differ (51 days rented, 36 months owned): each bar is still its total,
        // as the proposal draws it. A month's share drew the purchase, $24.5M and over
        // budget, as the shortest bar.
        QCOMPARE(d->costLabels().at(int(c)), report.scenarios[c].report.totalCost.value);
    }
    QCOMPARE(views.back()->chart()->title(), QStringLiteral("Total cost, each over its own span"));
    QVERIFY(delivered); // the 70B sample's purchase: the check can fail
    QCOMPARE(views.front()->chart()->title(), QStringLiteral("Time from the order"));
}

void TestScenarios::aColumnOfTotalsReadsInOneUnit()
{
    // The multimodal sample (about 2.8 万元) beside a quarter of its job (under one 万元):
    // Compare and the proposal's comparison wrote "7,0xx 元" beside "2.79 万元". Both totals
    // read in 万元 now, each as its figure over 10,000 with two decimals.
    m_win->setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/multimodal-fusion.cpplan"), true));
    Plan quarter = m_doc->plan();
    quarter.samples /= 4;
    QVERIFY(m_doc->addScenario(QStringLiteral("quarter"), quarter));
    const ProjectReport &report = m_doc->projectReport();
    QCOMPARE(report.scenarios.size(), std::size_t(2));
    QStringList wanted;
    for (const ScenarioReport &s : report.scenarios)
        wanted
            << QLocale(QLocale::Chinese, QLocale::China).toString(s.result.costTotal / 1e4, 'f', 2)
                   + QStringLiteral(" 万元");
    QVERIFY(report.scenarios[0].result.costTotal > 1e4);
    QVERIFY(report.scenarios[1].result.costTotal < 1e4); // the check can fail
    ScenarioDialog *d = m_win->scenarioDialog();
    d->refresh();
    for (int c = 0; c < 2; ++c)
        QVERIFY2(readable(d->table()->item(5, c)->toolTip()).startsWith(wanted[c]),
                 qPrintable(d->table()->item(5, c)->toolTip() + QStringLiteral(" ≠ ") + wanted[c]));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("p.pdf"));
    ProposalOptions o;
    o.language = QStringLiteral("zh_CN");
    QCOMPARE(m_win->exportProposal(pdf, o), QString());
    const QString text = QString::fromUtf8(
        cp::test::runProgram(
            QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
            .out);
    const QString comparison = text.section(QStringLiteral("备选方案对比"), 1);
    for (const QString &w : wanted)
        QVERIFY2(comparison.contains(w),
                 qPrintable(w + QStringLiteral(" in ") + comparison.left(1500)));
}

void TestScenarios::analysisBehindTheChartsWaits()
{
    // A dock in a tab behind another stays "visible" to Qt (moved outside the window): the
    // analysis evaluated the plan a dozen times on every edit while nobody could see it.
    m_win->analysisDock()->raise();
    AnalysisPanel *a = m_win->analysis();
    QTRY_VERIFY(a->isUpToDate());
    m_win->chartsDock()->raise();
    QTRY_VERIFY(a->visibleRegion().isEmpty());
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.tokens *= 2; });
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    QVERIFY(!a->isUpToDate());
    // Raised again, each chart catches up with the plan now shown as it comes into sight
    // (the dock scrolls: a longer summary puts the sensitivity chart below the fold).
    m_win->analysisDock()->raise();
    auto *scroll = qobject_cast<QScrollArea *>(m_win->analysisDock()->widget());
    QVERIFY(scroll);
    for (QChart *c : {a->costChart(), a->sensitivityChart()}) {
        QVERIFY(c->scene() && !c->scene()->views().isEmpty());
        scroll->ensureWidgetVisible(c->scene()->views().first());
        QApplication::processEvents();
    }
    QTRY_VERIFY(a->isUpToDate());
    CostOverTime expect;
    QVERIFY(!costOverTime(m_doc->plan(), builtinCatalog(), a->utilizationSpinBox()->value() / 100.0,
                          a->horizonSpinBox()->value(), expect));
    QCOMPARE(a->costPoints(Pricing::OnDemand).last().y(),
             expect.curve(Pricing::OnDemand).cumulative.back());
}

void TestScenarios::trialCalibrationIsOneUndoStep()
{
    // The dialog shows what the trial would do before anything changes; Calibrate is one
    // undo step that the charts name; a trial the layout cannot hold cannot be applied.
    const int steps = m_doc->undoStack()->count();
    const Result before = m_doc->result();
    QVERIFY(!before.calibration.applied);
    TrialDialog dialog(m_doc, m_win);
    dialog.gpusBox()->setValue(16);
    dialog.throughputBox()->setValue(before.tokensPerSecond / before.cluster.gpus * 0.8);
    QVERIFY(dialog.applyButton()->isEnabled());
    QVERIFY2(dialog.preview().contains(QLatin1String("%")), qPrintable(dialog.preview()));
    QVERIFY(!dialog.removeButton()->isEnabled());
    QCOMPARE(m_doc->undoStack()->count(), steps); // nothing changed yet
    dialog.gpusBox()->setValue(3); // not a multiple of the layout's TP x PP x CP
    QVERIFY(!dialog.applyButton()->isEnabled());
    dialog.gpusBox()->setValue(16);
    const QString preview = dialog.preview();
    dialog.applyButton()->click();
    QCOMPARE(m_doc->undoStack()->count(), steps + 1);
    const Result &after = m_doc->result();
    QVERIFY(after.calibration.applied);
    QCOMPARE(after.calibration.trialGpus, 16);
    // The gap stated is the one between the two throughputs beside it, not the compute-time
    // factor's (which leaves out communication: "33 % slower" for 1,169 against 900).
    const int gap = int(std::lround(
        100 * (1 - after.calibration.trialMeasured / after.calibration.trialPredicted)));
    QVERIFY(std::abs(after.calibration.factor - 1) * 100 > gap + 1);
    QVERIFY2(preview.contains(QRegularExpression(QStringLiteral("\\b%1 ?%").arg(gap))),
             qPrintable(QStringLiteral("%1 %: %2").arg(gap).arg(preview)));
    QVERIFY(after.totalTime > before.totalTime); // the trial ran 20 % slower than modelled
    QVERIFY(after.totalTimeRange[1] / after.totalTimeRange[0]
            < before.totalTimeRange[1] / before.totalTimeRange[0]);
    QCOMPARE(m_doc->plan().trial.gpu, before.cluster.gpu->id);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->plan().trial.gpus, 0);
    QVERIFY(!m_doc->result().calibration.applied);
}

void TestScenarios::theLaunchKitsTrialPastesIntoTheDialog()
{
    // File > Export launch kit writes the files `deploy` writes for the scenario on the
    // canvas; the line its trial.sh prints last, pasted into the dialog, calibrates the plan
    // as the same flags do on the command line.
    QTemporaryDir dir;
    const QString app = dir.filePath(QStringLiteral("app")),
                  cli = dir.filePath(QStringLiteral("cli"));
    QCOMPARE(m_win->exportLaunchKit(app), QString());
    // Not again into the same folder: the kit there stays as written.
    const QStringList written = QDir(app).entryList(QDir::Files);
    QVERIFY(!m_win->exportLaunchKit(app).isEmpty());
    QCOMPARE(QDir(app).entryList(QDir::Files), written);
    const QString sample
        = QStringLiteral(CP_SOURCE_DIR "/resources/samples/llm-70b-pretrain-h100.cpplan");
    QCOMPARE(cp::test::runCli({QStringLiteral("deploy"), QStringLiteral("--plan"), sample,
                               QStringLiteral("--out"), cli})
                 .code,
             0);
    const QStringList files = QDir(cli).entryList(QDir::Files);
    QCOMPARE(QDir(app).entryList(QDir::Files), files);
    for (const QString &f : files) {
        QFile a(app + QLatin1Char('/') + f), c(cli + QLatin1Char('/') + f);
        QVERIFY(a.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
        // The job's name: the project's (the app's title for the sample) or the model's.
        const QByteArray x = a.readAll(), y = c.readAll();
        if (f != QLatin1String("README.md") && f != QLatin1String("pytorchjob.yaml")
            && f != QLatin1String("train.sbatch"))
            QVERIFY2(x == y, qPrintable(f));
    }
    const QString output = QStringLiteral(
        "Step time: 14.5 s\nGPUs in the trial: 256\nMeasured tokens/s per GPU: 1052\n"
        "Measured peak memory per GPU (GiB): 64.8\n"
        "--trial-gpus 256 --trial-tokens-per-s-per-gpu 1052 --trial-peak-memory-gib 64.8\n");
    TrialDialog dialog(m_doc, m_win);
    QVERIFY(!dialog.pasteTrialOutput(QStringLiteral("GPUs in the trial: 256\n")));
    QVERIFY2(dialog.preview().contains(QStringLiteral("--trial-")), qPrintable(dialog.preview()));
    QVERIFY(dialog.pasteTrialOutput(output));
    QCOMPARE(dialog.gpusBox()->value(), 256);
    QVERIFY(dialog.memoryCheck()->isChecked());
    dialog.applyButton()->click();
    const TrialRun pasted = m_doc->plan().trial;
    QCOMPARE(pasted.gpus, 256);
    QCOMPARE(pasted.tokensPerSecPerGpu, 1052.0);
    QCOMPARE(pasted.peakMemoryGiB, 64.8);
    // The estimate of the same flags on the command line: the same calibration.
    const cp::test::ProcessRun est
        = cp::test::runCli({QStringLiteral("estimate"), QStringLiteral("--plan"), sample,
                            QStringLiteral("--trial-gpus"), QStringLiteral("256"),
                            QStringLiteral("--trial-tokens-per-s-per-gpu"), QStringLiteral("1052"),
                            QStringLiteral("--trial-peak-memory-gib"), QStringLiteral("64.8")});
    QCOMPARE(est.code, 0);
    const double factor = QJsonDocument::fromJson(est.out)
                              .object()
                              .value(QStringLiteral("calibration"))
                              .toObject()
                              .value(QStringLiteral("factor"))
                              .toDouble();
    QVERIFY(m_doc->result().calibration.applied);
    QVERIFY2(
        std::abs(m_doc->result().calibration.factor - factor) < 1e-6,
        qPrintable(QStringLiteral("%1 vs %2").arg(m_doc->result().calibration.factor).arg(factor)));
}

void TestScenarios::aListedClusterIsDrawnAsOneStep()
{
    // File > Import cluster: four 8-GPU H100 servers and a login node, as `scontrol show
    // node` lists them, are drawn as 32 H100 on four nodes, what was assumed is said, and
    // one undo takes it back. A listing that does not read leaves the scenario as it was.
    m_win->setLanguage(QStringLiteral("en"));
    QTemporaryDir dir;
    QByteArray listing;
    for (int i = 1; i <= 4; ++i)
        listing += "NodeName=gpu0" + QByteArray::number(i)
                   + " Arch=x86_64 CPUTot=192 Gres=gpu:h100:8(S:0-1) State=IDLE\n";
    listing += "NodeName=login01 Arch=x86_64 CPUTot=32 Gres=(null) State=IDLE\n";
    const QString path = dir.filePath(QStringLiteral("nodes.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(listing);
    f.close();
    const Plan before = m_doc->plan();
    const int steps = m_doc->undoStack()->count();
    QStringList readAs;
    QCOMPARE(m_win->importCluster(path, &readAs), QString());
    QCOMPARE(m_doc->undoStack()->count(), steps + 1);
    QCOMPARE(m_doc->plan().gpu, std::string("h100-80gb-sxm"));
    QCOMPARE(m_doc->result().cluster.gpus, 32);
    QCOMPARE(m_doc->result().cluster.nodes, 4);
    int drawn = 0;
    for (const TopoNode &n : m_doc->plan().topology.nodes)
        drawn += n.gpus;
    QCOMPARE(drawn, 32);
    const QString said = readAs.join(QLatin1Char(' '));
    QVERIFY2(said.contains(QStringLiteral("'h100'"))
                 && said.contains(QStringLiteral("without GPUs left out"))
                 && said.contains(QStringLiteral("network between the nodes")),
             qPrintable(said));
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->plan() == before);
    // A listing that does not read: the error names the line; nothing changes.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("NodeName=gpu01 Gres=gpu:h100:8\nNodeName=gpu02 Gres=gpu:h100:4\n");
    f.close();
    const QString error = m_win->importCluster(path);
    QVERIFY2(error.startsWith(QStringLiteral("nodes.txt: ")), qPrintable(error));
    QVERIFY(m_doc->plan() == before);
    QCOMPARE(m_doc->undoStack()->count(), steps + 1); // the undone import, redoable
}

void TestScenarios::trialAtTheModelsOwnFiguresChangesNothing()
{
    // The dialog starts at what the model expects of the trial: calibrating with those
    // figures, as shown (rounded to whole tokens/s and a tenth of a GiB), moves nothing.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan")));
    const Result before = m_doc->result();
    QVERIFY(!before.calibration.applied);
    TrialDialog dialog(m_doc, m_win);
    dialog.memoryCheck()->setChecked(true);
    QVERIFY2(dialog.applyButton()->isEnabled(), qPrintable(dialog.preview()));
    dialog.applyButton()->click();
    const Result &after = m_doc->result();
    QVERIFY(after.calibration.applied);
    QVERIFY2(std::abs(after.totalTime.value() / before.totalTime.value() - 1) < 1e-9,
             qPrintable(QStringLiteral("%1 s against %2 s")
                            .arg(after.totalTime.value(), 0, 'f', 1)
                            .arg(before.totalTime.value(), 0, 'f', 1)));
    QVERIFY(std::abs(after.memoryPerGpu.value() / before.memoryPerGpu.value() - 1) < 1e-9);
    m_doc->undoStack()->undo();
}

void TestScenarios::everyFigureReadsTheSameEverywhere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    const QStringList samples = QDir(QStringLiteral(":/samples")).entryList({QStringLiteral("*.cpplan")});
    QVERIFY(samples.size() >= 6);
    for (const QString &f : samples)
        for (const char *lang : {"en", "zh_CN"})
            QTest::newRow(qPrintable(f + QLatin1Char(' ') + QLatin1String(lang)))
                << f << QString::fromLatin1(lang);
}

void TestScenarios::everyFigureReadsTheSameEverywhere()
{
    // Every sample, every scenario: the CLI text (its own process, its own evaluation), the
    // status bar, the Compare dialog and the PDF print the same memory, time and cost, each
    // with its likely range where it has one. Before, Compare worded memory itself ("61.8 of
    // 80 GiB" beside the report's "61.8 / 80 GiB"), and the PDF evaluated every scenario
    // again and chose the recommendation itself.
    QFETCH(QString, file);
    QFETCH(QString, language);
    m_win->setLanguage(language);
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/") + file, true));
    const QString path = QStringLiteral(CP_SOURCE_DIR "/resources/samples/") + file;
    // pdftotext and the CLI's lines break anywhere: compare without white space.
    // Any space: the non-breaking one between a figure and its unit reads as a plain one.
    auto squeeze = [](QString t) {
        return t.remove(QRegularExpression(QStringLiteral("[\\s\\x{a0}]")));
    };
    const int n = m_doc->scenarioCount();
    const int shown = m_doc->activeScenario();
    ScenarioDialog *compare = m_win->scenarioDialog();
    compare->show();
    QTableWidget *t = compare->table();
    QCOMPARE(t->columnCount(), n);
    for (int i = 0; i < n; ++i) {
        // A copy: showing the scenario below evaluates the project again.
        const ScenarioReport s = m_doc->projectReport().scenarios[std::size_t(i)];
        QVERIFY2(!s.error, qPrintable(s.name));
        const Report &rep = s.report;
        const cp::test::ProcessRun cli = cp::test::runCli(
            {QStringLiteral("estimate"), QStringLiteral("--plan"), path, QStringLiteral("--scenario"),
             QString::number(i + 1), QStringLiteral("--lang"), language, QStringLiteral("--format"),
             QStringLiteral("text")});
        QCOMPARE(cli.code, 0);
        const QString text = squeeze(QString::fromUtf8(cli.out));
        for (const QString &figure : {rep.memoryPerGpu.value, rep.totalTime.value, rep.totalTime.range,
                                      rep.totalCost.value, rep.totalCost.range, rep.gpus})
            if (!figure.isEmpty())
                QVERIFY2(text.contains(squeeze(figure)),
                         qPrintable(QStringLiteral("CLI, scenario %1: %2").arg(i + 1).arg(figure)));
        // Compare's column: the same figures, as one cell each.
        QCOMPARE(t->item(4, i)->toolTip(),
                 withLikelyRange(rep.totalTime.value, rep.totalTime.range));
        QCOMPARE(t->item(5, i)->toolTip(),
                 withLikelyRange(rep.totalCost.value, rep.totalCost.range));
        QVERIFY2(t->item(3, i)->toolTip().startsWith(rep.memoryPerGpu.value),
                 qPrintable(t->item(3, i)->toolTip()));
        // The status bar of the scenario on the canvas.
        m_doc->setActiveScenario(i);
        const QString status = m_win->statusText();
        for (const QString &figure : {rep.gpus, rep.totalTime.value, rep.totalCost.value})
            QVERIFY2(status.contains(figure),
                     qPrintable(QStringLiteral("status bar, scenario %1: %2 in %3").arg(i + 1).arg(figure, status)));
    }
    m_doc->setActiveScenario(shown);
    // The PDF of the scenario the file shows: its figures, and every other scenario's in the
    // comparison.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("p.pdf"));
    ProposalOptions o;
    o.language = language;
    o.internal = true;
    QCOMPARE(m_win->exportProposal(pdf, o), QString());
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!tool.isEmpty(), "pdftotext is missing (poppler-utils)");
    const QString pdfText = squeeze(QString::fromUtf8(
        cp::test::runProgram(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf,
                                    QStringLiteral("-")})
            .out));
    for (int i = 0; i < n; ++i) {
        const Report &rep = m_doc->projectReport().scenarios[std::size_t(i)].report;
        for (const QString &figure : {rep.totalTime.value, rep.totalCost.value})
            QVERIFY2(pdfText.contains(squeeze(figure)),
                     qPrintable(QStringLiteral("PDF, scenario %1: %2").arg(i + 1).arg(figure)));
        if (i == shown)
            for (const QString &figure : {rep.memoryPerGpu.value, rep.totalTime.range, rep.totalCost.range})
                if (!figure.isEmpty())
                    QVERIFY2(pdfText.contains(squeeze(figure)),
                             qPrintable(QStringLiteral("PDF, shown scenario: %1").arg(figure)));
    }

    // The Cloud vs. buy dock, with a typhoon season picked there as a user would: its curves
    // are those of `pricing` on the saved project (its own process), and the cheapest way it
    // names is the one the proposal's owned-plus-cloud section names. The dock used to read
    // its own 70 % over 60 months, the PDF the plan's amortization with the GPUs busy.
    m_win->analysisDock()->raise();
    AnalysisPanel *dock = m_win->analysis();
    QTRY_VERIFY(dock->isVisible());
    QComboBox *demand = dock->demandComboBox();
    demand->setCurrentIndex(demand->findData(QStringLiteral("seasonal")));
    emit demand->activated(demand->currentIndex());
    QCOMPARE(m_doc->plan().demand, std::string("seasonal"));
    QTRY_VERIFY(dock->isUpToDate());
    const ProjectReport priced = m_doc->projectReport();
    QVERIFY(priced.pricing);
    const Currency currency = priced.pricing->modes.currency;
    const QString cheapest = formatMoney(priced.cheapest.total, currency, language);
    QVERIFY2(squeeze(dock->summaryText()).contains(squeeze(cheapest)),
             qPrintable(cheapest + QStringLiteral(" in ") + dock->summaryText()));
    QCOMPARE(dock->summaryText(), priced.pricingSummary); // worded once, in the report
    QCOMPARE(dock->horizonSpinBox()->value(), int(m_doc->plan().amortizationMonths));
    const QString seasonal = dir.filePath(QStringLiteral("seasonal.cpplan"));
    {
        QFile f(seasonal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(writeProject(m_doc->project())));
    }
    const cp::test::ProcessRun pricing = cp::test::runCli(
        {QStringLiteral("pricing"), QStringLiteral("--plan"), seasonal});
    QCOMPARE(pricing.code, 0);
    const QJsonObject modes = QJsonDocument::fromJson(pricing.out).object()[QStringLiteral("modes")].toObject();
    for (Pricing mode : kPricingModes) {
        const QJsonArray cli = modes[QString::fromLatin1(pricingName(mode))].toArray();
        const QList<QPointF> drawn = dock->costPoints(mode);
        QCOMPARE(cli.size(), drawn.size());
        QVERIFY2(std::abs(cli.last().toDouble() - drawn.last().y()) <= 1e-9 * drawn.last().y(),
                 pricingName(mode));
    }
    QCOMPARE(m_win->exportProposal(pdf, o), QString());
    const QString withDemand = squeeze(QString::fromUtf8(
        cp::test::runProgram(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf,
                                    QStringLiteral("-")})
            .out));
    QVERIFY2(withDemand.contains(squeeze(cheapest)), qPrintable(QStringLiteral("PDF: ") + cheapest));
    m_win->setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestScenarios)
#include "tst_scenarios.moc"
