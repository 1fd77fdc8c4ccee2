// SPDX-License-Identifier: GPL-3.0-or-later
// The cloud vs. buy and sensitivity panel on the offscreen platform: the curves are the
// core's, the break-even markers sit on the purchase curve, the tornado is sorted by swing
// and follows its measure, controls recompute what they affect, and a plan that cannot be
// evaluated shows a message instead of empty charts.
#include "apptestutil.h"
#include "charts/chartutil.h"
#include "document/preferences.h"
#include "analysis/analysis.h"
#include "panels/analysispanel.h"
#include "charts/sensitivitychart.h"
#include "style/wrappingrow.h"
#include "dialogs/demanddialog.h"
#include "model/catalog.h"
#include "model/geometry.h"
#include "report/format.h"
#include "document/plandocument.h"
#include "report/translation.h"

#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QSpinBox>
#include <QStandardPaths>
#include <QScrollArea>
#include <QScrollBar>
#include <QGraphicsView>
#include <QGraphicsScene>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

using namespace cp;
using namespace cp::ui;

class TestAnalysisPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void curvesAreTheCoreCurves_data();
    void curvesAreTheCoreCurves();
    void breakEvenMarkersLieOnThePurchaseCurve_data();
    void breakEvenMarkersLieOnThePurchaseCurve();
    void utilizationMovesOnDemandNotReserved();
    void horizonSetsTheMonths();
    void demandShowsTheCheapestMix_data();
    void demandShowsTheCheapestMix();
    void demandIsEditableMonthByMonth();
    void barsAreSortedBySwing_data();
    void barsAreSortedBySwing();
    void switchingTheMeasureChangesTheBars();
    void categoriesNameInputAndRange();
    void barsTooShortToSeeAreNamed();
    void anEmptyNetworkRowSaysWhy();
    void aCalibratedEfficiencySaysSo();
    void fieldsWrapInANarrowColumn();
    void tooltipsGiveTheValuesAtBothEnds();
    void unevaluablePlanShowsAMessage();
    void hiddenPanelCatchesUpWhenShown();
    void chartScrolledToItsPlotStaysCurrent();
    void settingsAreRemembered();
    void axisLabelsReadEveryTick();
    void theTornadoKeyIsSeenWithItsFirstBars();

private:
    CostOverTime coreCurves(int utilizationPercent, int months) const;
    void setMeasure(SwingMetric m);

    PlanDocument *m_doc = nullptr;
    AnalysisPanel *m_panel = nullptr;
    QString m_language;
    cp::test::IsolatedHome m_home;
};

void TestAnalysisPanel::initTestCase()
{
    // Settings of a test run stay out of the user's configuration, and out of the other
    // language's run of this test, which ctest may run at the same time.
    QVERIFY(m_home.isValid());
    m_language = cp::test::testLanguage();
    QVERIFY(installTranslations(m_language));
}

void TestAnalysisPanel::init()
{
    preferences::sensitivityMeasure.reset();
    m_doc = new PlanDocument(builtinCatalog());
    QString error;
    QVERIFY2(m_doc->load(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), &error),
             qPrintable(error));
    QVERIFY(m_doc->error().isEmpty());
    m_panel = new AnalysisPanel(m_doc);
    m_panel->resize(900, 700);
    m_panel->show();
    QVERIFY(m_panel->isUpToDate());
}

void TestAnalysisPanel::cleanup()
{
    delete m_panel;
    delete m_doc;
}

CostOverTime TestAnalysisPanel::coreCurves(int utilizationPercent, int months) const
{
    CostOverTime c;
    const auto e
        = costOverTime(m_doc->plan(), m_doc->catalog(), utilizationPercent / 100.0, months, c);
    if (e) qFatal("costOverTime failed: %s: %s", e->field.c_str(), e->message.c_str());
    return c;
}

void TestAnalysisPanel::setMeasure(SwingMetric m)
{
    QComboBox *combo = m_panel->measureComboBox();
    combo->setCurrentIndex(combo->findData(int(m)));
    QCOMPARE(SwingMetric(combo->currentData().toInt()), m);
}

void TestAnalysisPanel::demandShowsTheCheapestMix_data()
{
    QTest::addColumn<int>("shape");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("utilization");
    QTest::newRow("steady, busy") << int(DemandShape::Steady) << QString() << 100;
    QTest::newRow("typhoon season, 90 %") << int(DemandShape::Seasonal) << "seasonal" << 90;
    QTest::newRow("project bursts, 70 %") << int(DemandShape::Bursts) << "bursts" << 70;
}

void TestAnalysisPanel::demandShowsTheCheapestMix()
{
    // The demand picked above the chart: each mode serves it, and the owned-plus-cloud
    // curve is the core's cheapest mix, never above all cloud or all owned at the horizon
    // (on a steady demand it is one of them, and not drawn twice).
    QFETCH(int, shape);
    QFETCH(QString, name);
    QFETCH(int, utilization);
    m_panel->utilizationSpinBox()->setValue(utilization);
    // Picking a demand is an edit of the scenario (one undo step); the combo follows the plan.
    QComboBox *demand = m_panel->demandComboBox();
    const int steps = m_doc->undoStack()->index();
    demand->setCurrentIndex(demand->findData(name));
    emit demand->activated(demand->currentIndex());
    QCOMPARE(QString::fromStdString(m_doc->plan().demand), name);
    QCOMPARE(m_doc->undoStack()->index(), steps + (name.isEmpty() ? 0 : 1));
    const int months = m_panel->horizonSpinBox()->value();
    QCOMPARE(double(months), m_doc->plan().amortizationMonths);
    PricingOverTime core;
    QVERIFY(!pricingOverTime(m_doc->plan(), m_doc->catalog(), utilization / 100.0,
                             demandProfile(DemandShape(shape), m_doc->result().cluster.gpus, months),
                             core));
    const QList<QPointF> mix = m_panel->hybridPoints();
    if (DemandShape(shape) == DemandShape::Steady) {
        // All cloud or all owned, already drawn: no curve of its own.
        QVERIFY(mix.isEmpty());
        return;
    }
    // A mix owning none of the peak or all of it is a curve already drawn: not drawn again
    // ("Owned + cloud: 0 GPUs owned" lay over the cloud curve).
    const double peak = *std::max_element(core.demand.begin(), core.demand.end());
    const bool drawn = core.hybrid.ownedGpus > 0 && core.hybrid.ownedGpus < peak;
    QCOMPARE(!mix.isEmpty(), drawn);
    QCOMPARE(m_panel->hybridOwnedGpus(), core.hybrid.ownedGpus);
    const QList<QPointF> cloud = m_panel->costPoints(Pricing::OnDemand);
    const QList<QPointF> owned = m_panel->costPoints(Pricing::Purchase);
    if (drawn) {
        QCOMPARE(mix.size(), months + 1);
        for (int m = 0; m <= months; ++m)
            QVERIFY(std::abs(mix[m].y() - core.hybrid.cumulative[std::size_t(m)])
                    <= 1e-9 * core.hybrid.cumulative[std::size_t(m)] + 1e-9);
        QVERIFY(mix.last().y() <= cloud.last().y() * (1 + 1e-9));
        QVERIFY(mix.last().y() <= owned.last().y() * (1 + 1e-9));
    }
    for (int m = 0; m <= months; ++m)
        QVERIFY(std::abs(cloud[m].y() - core.modes.curve(Pricing::OnDemand).cumulative[std::size_t(m)])
                <= 1e-9 * cloud[m].y() + 1e-9);
    // The summary names the mix where it owns part of the peak.
    const bool part = core.hybrid.ownedGpus > 0
                      && core.hybrid.ownedGpus < m_doc->result().cluster.gpus * kPeakFactor
                      && DemandShape(shape) != DemandShape::Steady;
    const QString sentence = QCoreApplication::translate("PricingText",
        "Cheapest: own %n GPU(s) and rent the peaks at %1, %2 over the horizon, %3 below all "
        "cloud and %4 below all owned.", nullptr, core.hybrid.ownedGpus);
    const QString lead = tidyChineseSpacing(sentence.left(sentence.indexOf(QLatin1Char('%'))));
    QVERIFY(lead.contains(QString::number(core.hybrid.ownedGpus)));
    // "Cheapest" only for what is: the dock called the split the cheapest while its own spot
    // and 3-year curves lay lower. It names core's cheapest way, below every priced curve.
    const CheapestWay best = cheapestWay(core);
    for (const CostCurve &c : core.modes.curves)
        if (c.priced) QVERIFY(best.total <= c.cumulative.back() * (1 + 1e-12));
    QCOMPARE(m_panel->summaryText().contains(lead), part && best.kind == CheapestWay::Kind::Split);
    if (best.kind == CheapestWay::Kind::Cloud) {
        const QString named = tidyChineseSpacing(
            QCoreApplication::translate("PricingText", "Cheapest over the horizon: renting all of it (%1), %2.")
                .arg(pricingModeText(best.pricing, PricingWording::InSentence),
                     formatMoney(best.total, core.modes.currency, currentLanguage())));
        QVERIFY2(m_panel->summaryText().contains(named), qPrintable(m_panel->summaryText()));
    }
}

void TestAnalysisPanel::curvesAreTheCoreCurves_data()
{
    QTest::addColumn<int>("utilization");
    QTest::addColumn<int>("months");
    QTest::newRow("the sample's: busy all the time over 36 months") << 100 << 36;
    QTest::newRow("70 % over 60 months") << 70 << 60;
    QTest::newRow("busy all the time, 10 years") << 100 << 120;
    QTest::newRow("idle cluster, one year") << 0 << 12;
}

void TestAnalysisPanel::curvesAreTheCoreCurves()
{
    QFETCH(int, utilization);
    QFETCH(int, months);
    m_panel->utilizationSpinBox()->setValue(utilization);
    m_panel->horizonSpinBox()->setValue(months);
    const CostOverTime core = coreCurves(utilization, months);
    for (Pricing p : {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot,
                      Pricing::Purchase}) {
        const QList<QPointF> shown = m_panel->costPoints(p);
        QCOMPARE(shown.size(), months + 1);
        for (int m = 0; m <= months; ++m) {
            QCOMPARE(shown[m].x(), double(m));
            QVERIFY(std::isfinite(shown[m].y()));
            // Drawn in axis units (K, M, 万 ...) and scaled back: equal to rounding.
            const double expected = core.curve(p).cumulative[std::size_t(m)];
            QVERIFY2(std::abs(shown[m].y() - expected) <= 1e-9 * std::max(1.0, expected),
                     qPrintable(QStringLiteral("mode %1 month %2: %3 vs %4")
                                    .arg(int(p))
                                    .arg(m)
                                    .arg(shown[m].y())
                                    .arg(expected)));
        }
    }
    // Every curve and marker, as drawn, fits under the cost axis.
    auto *axis = qobject_cast<QValueAxis *>(m_panel->costChart()->axes(Qt::Vertical).first());
    QVERIFY(axis);
    QCOMPARE(axis->min(), 0.0);
    for (QAbstractSeries *series : m_panel->costChart()->series())
        for (const QPointF &p : qobject_cast<QXYSeries *>(series)->points())
            QVERIFY(p.y() <= axis->max());
}

void TestAnalysisPanel::breakEvenMarkersLieOnThePurchaseCurve_data()
{
    QTest::addColumn<int>("utilization");
    QTest::addColumn<int>("months");
    // Whether a label has room: the last one's marker, in month 117, sits in the plot's
    // top right corner, where every place beside it is on a curve or outside the plot.
    QTest::addColumn<bool>("labelled");
    QTest::newRow("busy all the time, 5 years") << 100 << 60 << true;
    QTest::newRow("70 %, 10 years") << 70 << 120 << true;
    QTest::newRow("30 %, 10 years") << 30 << 120 << false;
}

void TestAnalysisPanel::breakEvenMarkersLieOnThePurchaseCurve()
{
    QFETCH(int, utilization);
    QFETCH(int, months);
    QFETCH(bool, labelled);
    m_panel->utilizationSpinBox()->setValue(utilization);
    m_panel->horizonSpinBox()->setValue(months);
    const CostOverTime core = coreCurves(utilization, months);
    const std::vector<double> &purchase = core.curve(Pricing::Purchase).cumulative;
    const QList<QPair<Pricing, QPointF>> markers = m_panel->breakEvenPoints();
    int expectedMarkers = 0;
    for (Pricing p : {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot})
        if (core.curve(p).breakEvenMonth) ++expectedMarkers;
    QCOMPARE(markers.size(), expectedMarkers);
    // The sample (4 A100s) pays off against some cloud mode in each of these cases.
    QVERIFY(expectedMarkers > 0);
    for (const auto &[mode, point] : markers) {
        const double bem = *core.curve(mode).breakEvenMonth;
        QCOMPARE(point.x(), bem);
        // On the purchase curve: between the whole months around it, linearly.
        const int k = int(std::floor(bem));
        const double onCurve = k + 1 < int(purchase.size())
                                   ? purchase[k] + (bem - k) * (purchase[k + 1] - purchase[k])
                                   : purchase[k];
        QVERIFY2(std::abs(point.y() - onCurve) <= 1e-9 * onCurve,
                 qPrintable(QStringLiteral("%1 vs %2").arg(point.y()).arg(onCurve)));
        // ... and where the cloud curve crosses it.
        const std::vector<double> &cloud = core.curve(mode).cumulative;
        const double cloudThere = k + 1 < int(cloud.size())
                                      ? cloud[k] + (bem - k) * (cloud[k + 1] - cloud[k])
                                      : cloud[k];
        QVERIFY(std::abs(cloudThere - onCurve) <= 1e-6 * onCurve);
    }
    // The summary names the first whole month of each break-even, and the horizon when
    // some mode never breaks even.
    for (const auto &marker : markers) {
        const int month = int(std::ceil(marker.second.x()));
        QVERIFY2(m_panel->summaryText().contains(QString::number(month)),
                 qPrintable(m_panel->summaryText()));
    }
    if (markers.size() < 4)
        QVERIFY2(m_panel->summaryText().contains(QString::number(months)),
                 qPrintable(m_panel->summaryText()));
    QVERIFY(m_panel->costMessage().isEmpty());

    // A label names its month beside its marker, on no curve: centred above the crossing,
    // "month 12" was drawn over the cloud curve climbing through it in a narrow column.
    const QSize wide = m_panel->size();
    for (const int width : {wide.width(), 360}) {
        m_panel->resize(width, wide.height());
        QApplication::processEvents();
        const QList<QPair<QString, QRectF>> labels = m_panel->breakEvenLabels();
        if (width == wide.width()) QCOMPARE(!labels.isEmpty(), labelled);
        const QRectF plot = m_panel->costChart()->plotArea();
        for (const auto &[text, box] : labels) {
            QVERIFY2(plot.contains(box), qPrintable(text));
            for (Pricing p : {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y,
                              Pricing::Spot, Pricing::Purchase}) {
                const QPolygonF curve = m_panel->costCurveOnChart(p);
                for (int k = 1; k < curve.size(); ++k) {
                    const bool through = segmentCrosses(curve[k - 1], curve[k], box);
                    QVERIFY2(!through, qPrintable(QStringLiteral("%1 lies on the curve of %2")
                                                      .arg(text, pricingModeText(p))));
                }
            }
            for (const auto &[other, otherBox] : labels)
                QVERIFY(other == text || !box.intersects(otherBox));
        }
    }
    m_panel->resize(wide);
}

void TestAnalysisPanel::utilizationMovesOnDemandNotReserved()
{
    m_panel->horizonSpinBox()->setValue(120);
    m_panel->utilizationSpinBox()->setValue(70);
    const QList<QPointF> onDemand = m_panel->costPoints(Pricing::OnDemand);
    const QList<QPointF> reserved1 = m_panel->costPoints(Pricing::Reserved1y);
    const QList<QPointF> reserved3 = m_panel->costPoints(Pricing::Reserved3y);
    const QString summary = m_panel->summaryText();
    m_panel->utilizationSpinBox()->setValue(30);
    QVERIFY(m_panel->costPoints(Pricing::OnDemand) != onDemand);
    QVERIFY(m_panel->costPoints(Pricing::OnDemand).last().y() < onDemand.last().y());
    // Reserved bills every hour of its term, busy or not (the axis unit may not change
    // here either: compare the values, not just the drawn points).
    const auto same = [](const QList<QPointF> &a, const QList<QPointF> &b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); ++i)
            if (std::abs(a[i].y() - b[i].y()) > 1e-9 * std::max(1.0, b[i].y())) return false;
        return true;
    };
    QVERIFY(same(m_panel->costPoints(Pricing::Reserved1y), reserved1));
    QVERIFY(same(m_panel->costPoints(Pricing::Reserved3y), reserved3));
    // Less busy: pay-as-you-go no longer loses to buying within 10 years (at 70 % it does
    // after about 86 months).
    QVERIFY(m_panel->summaryText() != summary);
    for (const auto &marker : m_panel->breakEvenPoints())
        QVERIFY(marker.first != Pricing::OnDemand);
}

void TestAnalysisPanel::horizonSetsTheMonths()
{
    m_panel->horizonSpinBox()->setValue(24);
    QCOMPARE(m_panel->costPoints(Pricing::Purchase).size(), 25);
    auto *months = qobject_cast<QValueAxis *>(m_panel->costChart()->axes(Qt::Horizontal).first());
    QVERIFY(months);
    QCOMPARE(months->max(), 24.0);
    for (const auto &marker : m_panel->breakEvenPoints())
        QVERIFY(marker.second.x() <= 24);
    // Spin box limits as the plan key's: 1 to 240 months.
    m_panel->horizonSpinBox()->setValue(500);
    QCOMPARE(m_panel->costPoints(Pricing::Purchase).size(), 241);
    QCOMPARE(m_doc->plan().amortizationMonths, 240.0);
}

void TestAnalysisPanel::demandIsEditableMonthByMonth()
{
    // "Month by month..." opens the year of the demand shown (the typhoon season's three
    // months at three times); the months typed become the scenario's demand in one undo
    // step, shown as its own entry; Cancel changes nothing.
    QComboBox *demand = m_panel->demandComboBox();
    demand->setCurrentIndex(demand->findData(QStringLiteral("seasonal")));
    emit demand->activated(demand->currentIndex());
    const int gpus = m_doc->result().cluster.gpus;
    const int steps = m_doc->undoStack()->index();
    QString julySeen;
    QTimer::singleShot(0, this, [&] {
        DemandDialog *d = m_panel->demandDialog();
        QVERIFY(d);
        julySeen = QString::number(d->month(6)->value());
        QCOMPARE(d->month(0)->value(), gpus);
        d->month(0)->setValue(2 * gpus); // a busy January as well
        d->accept();
    });
    demand->setCurrentIndex(demand->findData(QStringLiteral("edit")));
    emit demand->activated(demand->currentIndex());
    QCOMPARE(julySeen, QString::number(3 * gpus));
    QCOMPARE(m_doc->undoStack()->index(), steps + 1);
    const QString g = QString::number(gpus), g2 = QString::number(2 * gpus),
                  g3 = QString::number(3 * gpus);
    const QString expected = QStringList{g2, g, g, g, g, g, g3, g3, g3, g, g, g}.join(u',');
    QCOMPARE(QString::fromStdString(m_doc->plan().demand), expected);
    QCOMPARE(demand->currentData().toString(), expected);
    // Cancel: the plan and the combo stay.
    QTimer::singleShot(0, this, [&] { m_panel->demandDialog()->reject(); });
    demand->setCurrentIndex(demand->findData(QStringLiteral("edit")));
    emit demand->activated(demand->currentIndex());
    QCOMPARE(QString::fromStdString(m_doc->plan().demand), expected);
    QCOMPARE(demand->currentData().toString(), expected);
    QCOMPARE(m_doc->undoStack()->index(), steps + 1);
}

void TestAnalysisPanel::barsAreSortedBySwing_data()
{
    QTest::addColumn<int>("measure");
    QTest::newRow("cost") << int(SwingMetric::Cost);
    QTest::newRow("training time") << int(SwingMetric::Time);
}

void TestAnalysisPanel::barsAreSortedBySwing()
{
    QFETCH(int, measure);
    setMeasure(SwingMetric(measure));
    const QList<QPair<double, double>> deltas = m_panel->sensitivityDeltas();
    QCOMPARE(deltas.size(), kSensitivityInputs);
    QCOMPARE(m_panel->sensitivityOrder().size(), kSensitivityInputs);
    QCOMPARE(m_panel->sensitivityCategories().size(), kSensitivityInputs);
    // The extent of each bar, base included, never grows from the top down.
    double previous = std::numeric_limits<double>::infinity();
    for (const auto &[low, high] : deltas) {
        QVERIFY(std::isfinite(low) && std::isfinite(high));
        const double swing = std::max({low, high, 0.0}) - std::min({low, high, 0.0});
        QVERIFY2(swing <= previous * (1 + 1e-9),
                 qPrintable(QStringLiteral("%1 after %2").arg(swing).arg(previous)));
        previous = swing;
    }
    // The bars are the core's outcomes against its base.
    Sensitivity s;
    QVERIFY(!sensitivity(m_doc->plan(), m_doc->catalog(), s));
    const QList<SensitivityInput> order = m_panel->sensitivityOrder();
    for (int i = 0; i < order.size(); ++i) {
        const auto row = std::find_if(s.rows.begin(), s.rows.end(),
                                      [&](const SensitivityRow &r) { return r.input == order[i]; });
        QVERIFY(row != s.rows.end());
        const double low = measure == int(SwingMetric::Cost)
                               ? row->low.cost - s.base.cost
                               : (row->low.time - s.base.time).value();
        const double high = measure == int(SwingMetric::Cost)
                                ? row->high.cost - s.base.cost
                                : (row->high.time - s.base.time).value();
        const double tol = 1e-9 * std::max({1.0, std::abs(low), std::abs(high)});
        QVERIFY(std::abs(deltas[i].first - low) <= tol);
        QVERIFY(std::abs(deltas[i].second - high) <= tol);
    }
}

void TestAnalysisPanel::switchingTheMeasureChangesTheBars()
{
    setMeasure(SwingMetric::Cost);
    const QList<QPair<double, double>> costBars = m_panel->sensitivityDeltas();
    const QString costTitle = m_panel->sensitivityChart()->title();
    // The GPU price moves the cost (+-20 % of the compute category) and never the time.
    const int gpu = int(m_panel->sensitivityOrder().indexOf(SensitivityInput::GpuPrice));
    QVERIFY(gpu >= 0);
    QVERIFY(costBars[gpu].first < 0 && costBars[gpu].second > 0);
    setMeasure(SwingMetric::Time);
    const QList<QPair<double, double>> timeBars = m_panel->sensitivityDeltas();
    QVERIFY(timeBars != costBars);
    QVERIFY(m_panel->sensitivityChart()->title() != costTitle);
    // The axis counts in the unit of the changes, not of the base: a base of weeks moved by
    // hours read "-1.0 ... 1.0 days".
    double largest = 0;
    for (const auto &[low, high] : timeBars)
        largest = std::max({largest, std::abs(low), std::abs(high)});
    const QString timeTitle = m_panel->sensitivityChart()->title();
    const char *unit = largest >= 2 * 86400.0 ? "days" : "hours";
    QVERIFY2(timeTitle.contains(QCoreApplication::translate("cp::ui::SensitivityChart", unit)),
             qPrintable(timeTitle));
    const int gpuNow = int(m_panel->sensitivityOrder().indexOf(SensitivityInput::GpuPrice));
    QCOMPARE(timeBars[gpuNow].first, 0.0);
    QCOMPARE(timeBars[gpuNow].second, 0.0);
    // With no time swing at all, it sinks below every input that moves the time (it was
    // near the top for cost).
    for (int i = gpuNow + 1; i < timeBars.size(); ++i)
        QVERIFY(timeBars[i].first == 0 && timeBars[i].second == 0);
    QVERIFY(gpuNow > gpu);
    // A larger dataset takes longer.
    const int data = int(m_panel->sensitivityOrder().indexOf(SensitivityInput::DatasetSize));
    QVERIFY(timeBars[data].first < 0 && timeBars[data].second > 0);
}

void TestAnalysisPanel::categoriesNameInputAndRange()
{
    const QStringList categories = m_panel->sensitivityCategories();
    const QList<SensitivityInput> order = m_panel->sensitivityOrder();
    const auto label = [&](SensitivityInput in) { return categories[order.indexOf(in)]; };
    // Chinese sets "%" against the number and joins a range with "～"; English "20 %", "–".
    const bool zh = m_language == QLatin1String("zh_CN");
    const QString pc = zh ? QStringLiteral("%") : QStringLiteral(" %");
    // The GPU price varies over its own likely range, here an assumed price's -25 % to
    // +35 % (the price lists' spread), not a flat ±20 %.
    // The minus as the axis writes it ("−25%" stood above "-750").
    QVERIFY2(label(SensitivityInput::GpuPrice).contains(QStringLiteral("-25") + pc)
                 && label(SensitivityInput::GpuPrice).contains(QStringLiteral("+35") + pc),
             qPrintable(label(SensitivityInput::GpuPrice)));
    QVERIFY(label(SensitivityInput::GemmEfficiency).contains(QStringLiteral("±10") + pc));
    QVERIFY(label(SensitivityInput::DatasetSize).contains(QStringLiteral("±25") + pc));
    // The network's range where it moves the result; where it moves nothing, the reason in
    // its place (one node, or the node's links bound the exchange).
    const QPair<double, double> network
        = m_panel->sensitivityDeltas()[order.indexOf(SensitivityInput::NetworkBandwidth)];
    const bool moves = network.first != 0 || network.second != 0;
    QVERIFY2(label(SensitivityInput::NetworkBandwidth).contains(QStringLiteral("±50") + pc)
                 == moves,
             qPrintable(label(SensitivityInput::NetworkBandwidth)));
    // The allowance varies absolutely around the plan's own (0.3 by default).
    QVERIFY2(label(SensitivityInput::ExperimentAllowance)
                 .contains(zh ? QStringLiteral("%～") : QStringLiteral("–")),
             qPrintable(label(SensitivityInput::ExperimentAllowance)));
    static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    for (const QString &c : categories)
        QCOMPARE(c.contains(han), m_language == QLatin1String("zh_CN"));
}

void TestAnalysisPanel::barsTooShortToSeeAreNamed()
{
    // The 70B sample's cluster reserved for a year: the dataset size barely moves its cost,
    // and its row showed no bar and no word. A row under 1 % of the widest says so.
    QString error;
    QVERIFY(m_doc->load(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), &error));
    m_doc->edit(QStringLiteral("reserve a year"), [](Plan &p) { p.pricing = Pricing::Reserved1y; });
    QApplication::processEvents();
    setMeasure(SwingMetric::Cost);
    QTRY_VERIFY(m_panel->isUpToDate());
    const QStringList categories = m_panel->sensitivityCategories();
    const QList<QPair<double, double>> deltas = m_panel->sensitivityDeltas();
    QCOMPARE(categories.size(), deltas.size());
    double widest = 0;
    for (const auto &d : deltas)
        widest = std::max({widest, std::abs(d.first), std::abs(d.second)});
    const bool zh = m_language == QLatin1String("zh_CN");
    int tiny = 0;
    for (int i = 0; i < deltas.size(); ++i) {
        if (std::max(std::abs(deltas[i].first), std::abs(deltas[i].second)) >= 0.01 * widest)
            continue;
        ++tiny;
        const bool named = zh ? categories[i].contains(QStringLiteral("影响很小"))
                                    || categories[i].contains(QStringLiteral("无影响"))
                              : categories[i].contains(QStringLiteral("little effect"))
                                    || categories[i].contains(QStringLiteral("no effect"));
        QVERIFY2(named, qPrintable(categories[i]));
    }
    QVERIFY(tiny > 0);
}

void TestAnalysisPanel::anEmptyNetworkRowSaysWhy()
{
    // The multimodal sample spends hours communicating, yet its network row is empty: its
    // gradient exchange runs at the H800's NVLink rate, and the row says so. The LoRA
    // workstation is one node.
    const bool zh = m_language == QLatin1String("zh_CN");
    const std::pair<const char *, QString> cases[]
        = {{":/samples/multimodal-fusion.cpplan",
            zh ? QStringLiteral("受 NVLink 限制") : QStringLiteral("NVLink-bound")},
           {":/samples/lora-7b-workstation.cpplan",
            zh ? QStringLiteral("单节点") : QStringLiteral("one node")}};
    for (const auto &[file, reason] : cases) {
        QString error;
        QVERIFY2(m_doc->load(QString::fromLatin1(file), &error), qPrintable(error));
        QApplication::processEvents();
        setMeasure(SwingMetric::Time);
        // The rows of the sample just loaded, once the panel has evaluated it.
        const QString network = zh ? QStringLiteral("网络") : QStringLiteral("Network");
        auto networkRow = [&] {
            for (const QString &c : m_panel->sensitivityCategories())
                if (c.contains(network)) return c;
            return QString();
        };
        QTRY_VERIFY2(m_panel->isUpToDate() && networkRow().contains(reason),
                     qPrintable(networkRow()));
    }
}

void TestAnalysisPanel::aCalibratedEfficiencySaysSo()
{
    // Calibrated by a trial run, the 13B sample's compute time is the trial's: the GPU's
    // matrix efficiency moves nothing, and its row says why ("little effect" read as a
    // claim about the model).
    const bool zh = m_language == QLatin1String("zh_CN");
    QString error;
    QVERIFY2(m_doc->load(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), &error),
             qPrintable(error));
    setMeasure(SwingMetric::Time);
    const QString efficiency = SensitivityChart::inputName(SensitivityInput::GemmEfficiency);
    auto row = [&] {
        for (const QString &c : m_panel->sensitivityCategories())
            if (c.startsWith(efficiency)) return c;
        return QString();
    };
    const QString calibrated
        = zh ? QStringLiteral("已按试运行校准") : QStringLiteral("calibrated by the trial run");
    QTRY_VERIFY(m_panel->isUpToDate() && !row().isEmpty());
    QVERIFY2(!row().contains(calibrated), qPrintable(row()));
    m_doc->edit(QStringLiteral("calibrate"), [](Plan &p) {
        p.trial.gpus = 4;
        p.trial.tokensPerSecPerGpu = 1800;
    });
    QTRY_VERIFY2(m_panel->isUpToDate() && row().contains(calibrated), qPrintable(row()));
}

void TestAnalysisPanel::fieldsWrapInANarrowColumn()
{
    // At 200 % the panel is a tab of a column narrower than its three fields side by side:
    // they wrap onto more lines, each whole, rather than widening the panel.
    WrappingRow *row = m_panel->controlsRow();
    QVERIFY(row);
    const int narrow = row->minimumSizeHint().width();
    QVERIFY(narrow < row->sizeHint().width());
    QVERIFY(m_panel->minimumSizeHint().width() < m_panel->oneLineWidth());
    for (const int width : {row->sizeHint().width(), narrow}) {
        row->resize(width, row->heightForWidth(width));
        QCOMPARE(row->isStacked(), width < row->sizeHint().width());
        for (QWidget *field : std::initializer_list<QWidget *>{m_panel->utilizationSpinBox(),
                                                               m_panel->horizonSpinBox(),
                                                               m_panel->demandComboBox()}) {
            const QRect at(field->mapTo(row, QPoint(0, 0)), field->size());
            QVERIFY2(row->rect().contains(at),
                     qPrintable(QStringLiteral("%1 px: field at %2,%3 %4 x %5")
                                    .arg(width)
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(at.width())
                                    .arg(at.height())));
        }
    }
}

void TestAnalysisPanel::tooltipsGiveTheValuesAtBothEnds()
{
    Sensitivity s;
    QVERIFY(!sensitivity(m_doc->plan(), m_doc->catalog(), s));
    auto *bars
        = qobject_cast<QHorizontalBarSeries *>(m_panel->sensitivityChart()->series().first());
    QVERIFY(bars);
    const QString lang = currentLanguage();
    // The top bar (the axis counts from the bottom).
    const SensitivityInput top = m_panel->sensitivityOrder().first();
    const auto row = std::find_if(s.rows.begin(), s.rows.end(),
                                  [&](const SensitivityRow &r) { return r.input == top; });
    emit bars->hovered(true, kSensitivityInputs - 1, bars->barSets().first());
    QTRY_VERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(formatMoney(row->low.cost, s.currency, lang)), qPrintable(tip));
    QVERIFY2(tip.contains(formatMoney(row->high.cost, s.currency, lang)), qPrintable(tip));
    QVERIFY2(tip.contains(formatMoney(s.base.cost, s.currency, lang)), qPrintable(tip));
    emit bars->hovered(false, kSensitivityInputs - 1, bars->barSets().first());
    QTRY_VERIFY(!QToolTip::isVisible());

    // A break-even marker names its mode and month.
    m_panel->utilizationSpinBox()->setValue(100);
    m_panel->horizonSpinBox()->setValue(60);
    const CostOverTime core = coreCurves(100, 60);
    QVERIFY(core.curve(Pricing::OnDemand).breakEvenMonth);
    QScatterSeries *marker = nullptr;
    for (QAbstractSeries *series : m_panel->costChart()->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(series); scatter && scatter->count())
            marker = scatter;
    QVERIFY(marker);
    emit marker->hovered(marker->at(0), true);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(
                 QLocale().toString(*core.curve(Pricing::OnDemand).breakEvenMonth, 'f', 1)),
             qPrintable(QToolTip::text()));
}

void TestAnalysisPanel::unevaluablePlanShowsAMessage()
{
    m_doc->edit(QStringLiteral("no data"), [](Plan &p) { p.tokens = 0; });
    QVERIFY(!m_doc->error().isEmpty());
    QVERIFY(!m_panel->costMessage().isEmpty());
    QVERIFY(!m_panel->sensitivityMessage().isEmpty());
    for (Pricing p : {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot,
                      Pricing::Purchase})
        QVERIFY(m_panel->costPoints(p).isEmpty());
    QVERIFY(m_panel->breakEvenPoints().isEmpty());
    QVERIFY(m_panel->sensitivityDeltas().isEmpty());
    QVERIFY(m_panel->sensitivityCategories().isEmpty());
    QVERIFY(m_panel->summaryText().isEmpty());
    QVERIFY(!m_panel->costMessage().contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    // Undo brings the charts back.
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->error().isEmpty());
    QVERIFY(m_panel->costMessage().isEmpty());
    QVERIFY(m_panel->sensitivityMessage().isEmpty());
    QCOMPARE(m_panel->costPoints(Pricing::Purchase).size(), int(m_doc->plan().amortizationMonths) + 1);
    QCOMPARE(m_panel->sensitivityDeltas().size(), kSensitivityInputs);
}

void TestAnalysisPanel::hiddenPanelCatchesUpWhenShown()
{
    const QList<QPointF> before = m_panel->costPoints(Pricing::OnDemand);
    m_panel->hide();
    m_doc->edit(QStringLiteral("more data"), [](Plan &p) { p.tokens *= 2; });
    QVERIFY(!m_panel->isUpToDate());
    QCOMPARE(m_panel->costPoints(Pricing::OnDemand), before); // no work while hidden
    m_panel->show();
    QVERIFY(m_panel->isUpToDate());
    const CostOverTime core = coreCurves(int(std::lround(100 * m_doc->plan().utilization)),
                                         int(m_doc->plan().amortizationMonths));
    const QList<QPointF> after = m_panel->costPoints(Pricing::OnDemand);
    QVERIFY(after != before);
    const double expected = core.curve(Pricing::OnDemand).cumulative.back();
    QVERIFY(std::abs(after.last().y() - expected) <= 1e-9 * expected);
}

void TestAnalysisPanel::chartScrolledToItsPlotStaysCurrent()
{
    // A short dock scrolled down to the tornado's plot, its controls out of sight: the
    // plot's opaque view covers all the chart shows, and the chart took itself for hidden
    // (no visible region), so an edit left the old bars on screen.
    delete m_panel;
    m_panel = new AnalysisPanel(m_doc);
    QScrollArea scroll;
    scroll.setWidget(m_panel);
    scroll.setWidgetResizable(true);
    scroll.resize(700, 200);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QChart *tornado = m_panel->sensitivityChart();
    QGraphicsView *plot = tornado->scene()->views().constFirst();
    QApplication::processEvents();
    // The plot's top 20 px below the viewport's top: its controls out of sight.
    scroll.verticalScrollBar()->setValue(plot->mapTo(m_panel, QPoint()).y() + 20);
    QApplication::processEvents();
    QVERIFY(!plot->viewport()->visibleRegion().isEmpty());
    QTRY_VERIFY(m_panel->sensitivityIsUpToDate());
    const QList<QPair<double, double>> before = m_panel->sensitivityDeltas();
    m_doc->edit(QStringLiteral("more data"), [](Plan &p) { p.tokens *= 4; });
    QTRY_VERIFY(m_panel->sensitivityIsUpToDate());
    QVERIFY(m_panel->sensitivityDeltas() != before);
    scroll.takeWidget(); // the fixture deletes the panel
}

void TestAnalysisPanel::settingsAreRemembered()
{
    // The utilization and horizon are the scenario's (Plan::utilization, its amortization
    // period): each change one undo step, saved with the project, and what the proposal
    // reads. They used to be the app's preferences (70 % over 60 months), so the dock and
    // the PDF of one scenario named different cheapest ways.
    QCOMPARE(m_panel->utilizationSpinBox()->value(), 100);
    QCOMPARE(m_panel->horizonSpinBox()->value(), int(m_doc->plan().amortizationMonths));
    const int steps = m_doc->undoStack()->index();
    m_panel->utilizationSpinBox()->setValue(45);
    m_panel->utilizationSpinBox()->setValue(40); // one field: one undo step
    m_panel->horizonSpinBox()->setValue(48);
    QCOMPARE(m_doc->plan().utilization, 0.40);
    QCOMPARE(m_doc->plan().amortizationMonths, 48.0);
    QCOMPARE(m_doc->undoStack()->index(), steps + 2);
    setMeasure(SwingMetric::Time);
    AnalysisPanel again(m_doc);
    again.show();
    QCOMPARE(again.utilizationSpinBox()->value(), 40);
    QCOMPARE(again.horizonSpinBox()->value(), 48);
    QCOMPARE(SwingMetric(again.measureComboBox()->currentData().toInt()), SwingMetric::Time);
    QCOMPARE(again.costPoints(Pricing::Purchase).size(), 49);
    // The report the proposal lays out holds the same curves.
    const std::optional<PricingOverTime> &report = m_doc->projectReport().pricing;
    QVERIFY(report);
    QCOMPARE(report->modes.utilization, 0.40);
    QCOMPARE(report->modes.months, 48);
    // Undo restores both, and the spin boxes follow the plan.
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->plan().utilization, 1.0);
    QCOMPARE(again.utilizationSpinBox()->value(), 100);
    QCOMPARE(m_panel->horizonSpinBox()->value(), int(m_doc->plan().amortizationMonths));
}

void TestAnalysisPanel::axisLabelsReadEveryTick()
{
    // A fresh money axis (its whole-number format, Qt's 0 to 1) holding curves up to 0.7
    // (亿美元) kept its range and read "0 0 0 1 1" after the panels were rebuilt (a language
    // switch, presentation mode): every tick's label must read its value.
    auto labelsReadTheirValues = [](const QValueAxis &axis) {
        const int ticks = axis.tickCount();
        const double step = (axis.max() - axis.min()) / (ticks - 1);
        for (int k = 0; k < ticks; ++k) {
            const double v = axis.min() + k * step;
            const QString label = QString::asprintf(qPrintable(axis.labelFormat()), v);
            if (std::abs(label.toDouble() - v) > 1e-9 * std::max(1.0, std::abs(v)))
                return false;
        }
        return true;
    };
    QValueAxis fresh;
    fresh.setLabelFormat(QStringLiteral("%.0f"));
    chart::setCeilingStable(&fresh, 0.7);
    QVERIFY2(labelsReadTheirValues(fresh), qPrintable(fresh.labelFormat()));
    QValueAxis symmetric;
    symmetric.setLabelFormat(QStringLiteral("%.0f"));
    symmetric.setRange(-1, 1);
    chart::setSymmetricStable(&symmetric, 0.8);
    QVERIFY2(labelsReadTheirValues(symmetric), qPrintable(symmetric.labelFormat()));
    // Steps below one read their decimals ("0.25", not "0.3"); from one unit up the steps
    // are whole, so no label reads "1.0" or "7.5" beside "15.0".
    QValueAxis quarters;
    chart::setCeilingStable(&quarters, 0.7);
    QVERIFY2(labelsReadTheirValues(quarters), qPrintable(quarters.labelFormat()));
    for (const double extent : {1.1, 7.0, 14.0}) {
        QValueAxis whole;
        chart::setCeilingStable(&whole, extent);
        QCOMPARE(whole.labelFormat(), QStringLiteral("%.0f"));
        QValueAxis both;
        chart::setSymmetricStable(&both, extent);
        QCOMPARE(both.labelFormat(), QStringLiteral("%.0f"));
        QVERIFY(both.max() >= extent);
    }
}

void TestAnalysisPanel::theTornadoKeyIsSeenWithItsFirstBars()
{
    // The key to the tornado's two colours sat at its foot, under the fold of a 1366 x 768
    // laptop where the first bars already show: it reads above the bars.
    QChart *tornado = m_panel->sensitivityChart();
    m_panel->resize(560, 900);
    QApplication::processEvents();
    QTRY_VERIFY(m_panel->sensitivityIsUpToDate());
    QVERIFY(tornado->legend()->isVisible());
    QVERIFY2(tornado->legend()->geometry().bottom() <= tornado->plotArea().top(),
             qPrintable(QStringLiteral("key at %1, bars from %2")
                            .arg(tornado->legend()->geometry().top())
                            .arg(tornado->plotArea().top())));
}

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
