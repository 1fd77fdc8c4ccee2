// Cost model: each pricing mode against hand arithmetic from the price list, budget check,
// and the categories adding up.
#include "testutil.h"

using namespace cp;
using namespace cp::test;

class TestCost : public QObject
{
    Q_OBJECT
private slots:
    void billOfMaterialsAddsUp_data();
    void billOfMaterialsAddsUp();
    void onDemandIsGpuHoursTimesRate();
    void reservedBillsTheWholeTerm();
    void spotIsCheaperButLoses();
    void purchaseCapexAndPower();
    void budgetCheck();
    void costRangeFollowsTheBillingMode();
    void exchangeRateConvertsMissingPrices();
};

static Plan plan(const char *pricing, const char *currency = "USD")
{
    return planFrom({{"workload", "pretrain"},
                     {"model", "llama2-7b"},
                     {"tokens", "1e11"},
                     {"gpu", "h100-80gb-sxm"},
                     {"gpus", "64"},
                     {"inter-node", "ib-ndr-400"},
                     {"pricing", pricing},
                     {"currency", currency}});
}

static const GpuPrice &price(Currency c, const char *gpu)
{
    return catalog().priceListFor(c)->gpus.at(gpu);
}

void TestCost::onDemandIsGpuHoursTimesRate()
{
    const Result r = evaluateOrFail(plan("on-demand"));
    const double hoursTotal = r.totalTime.value() / 3600.0;
    QVERIFY(std::abs(r.gpuHours - 64 * hoursTotal) < 1e-6 * r.gpuHours);
    const double expected = r.gpuHours * price(Currency::USD, "h100-80gb-sxm").onDemand;
    QVERIFY(std::abs(r.cost.compute / expected - 1) < 1e-9);
    QVERIFY(std::abs(r.cost.total() - r.costTotal) < 1e-6);
    // The reserve is 10 % of everything else.
    QVERIFY(std::abs(r.cost.reserve / (r.costTotal - r.cost.reserve) - 0.10) < 1e-9);
}

void TestCost::reservedBillsTheWholeTerm()
{
    const Result r = evaluateOrFail(plan("reserved-1y"));
    QVERIFY(r.totalTime.value() < 365 * 86400.0);
    const double expected = 64 * 730.0 * 12 * price(Currency::USD, "h100-80gb-sxm").reserved1y;
    QVERIFY(std::abs(r.cost.compute / expected - 1) < 1e-9);
}

void TestCost::spotIsCheaperButLoses()
{
    const Result od = evaluateOrFail(plan("on-demand")), spot = evaluateOrFail(plan("spot"));
    QVERIFY(spot.cost.compute < od.cost.compute);
    QVERIFY(spot.time.failures > od.time.failures); // preemptions add restarts
}

void TestCost::purchaseCapexAndPower()
{
    const Result r = evaluateOrFail(plan("purchase", "CNY"));
    const PriceList &list = *catalog().priceListFor(Currency::CNY);
    QCOMPARE(r.cost.compute, 64 * price(Currency::CNY, "h100-80gb-sxm").purchasePerGpu);
    // Power over 36 months: nodes x node kW x PUE x hours x price, plus colocation.
    const double kw = r.cluster.nodePower.value() / 1000.0 * r.cluster.nodes;
    const double energy = kw * list.pue * 36 * 730.0 * list.powerPerKWh;
    QVERIFY(r.cost.power >= energy * (1 - 1e-9));
    // An 8x H100 server draws more than 10 kW (domain brief; DGX H100 10.2 kW).
    QVERIFY(r.cluster.nodePower.value() > 10000);
    QVERIFY(r.cost.network > 0);
}

void TestCost::costRangeFollowsTheBillingMode()
{
    // Pay-as-you-go bills the hours: its range follows the time's. A reserved year covers a
    // short job whatever its length: only the storage months move.
    const Result od = evaluateOrFail(plan("on-demand"));
    QVERIFY(od.costRange[0] < od.costTotal && od.costTotal < od.costRange[1]);
    const double timeSpread = od.totalTimeRange[1] / od.totalTimeRange[0];
    const double costSpread = od.costRange[1] / od.costRange[0];
    QVERIFY(costSpread > 1.0 && costSpread <= timeSpread * 1.0001);
    const Result rs = evaluateOrFail(plan("reserved-1y"));
    QVERIFY(rs.totalTime.value() < 365 * 86400.0 * 0.5);
    QVERIFY(rs.costRange[0] <= rs.costTotal && rs.costTotal <= rs.costRange[1]);
    QVERIFY(rs.costRange[1] / rs.costRange[0] < 1.001);
}

void TestCost::budgetCheck()
{
    Plan p = plan("on-demand");
    const Result r = evaluateOrFail(p);
    p.budget = r.costTotal * 1.01;
    QVERIFY(evaluateOrFail(p).withinBudget);
    p.budget = r.costTotal * 0.99;
    QVERIFY(!evaluateOrFail(p).withinBudget);
}

void TestCost::exchangeRateConvertsMissingPrices()
{
    // A GPU priced only in USD is converted at the plan's exchange rate when quoted in CNY.
    Catalog c;
    const auto err
        = loadCatalogTexts(c, {{"x.json", R"({"accelerators": [{"id": "lab-x1", "name": "Lab X1",
        "form_factor": "sxm", "memory_GiB": 80, "memory_bandwidth_GBps": 2000,
        "peak_tflops": {"bf16": 300, "fp16": 300}, "intra_node": {"kind": "nvswitch", "bandwidth_GBps": 600},
        "tdp_W": 400, "source": "test"}],
        "prices": [{"id": "list-usd-2026", "gpus": {"lab-x1": {"on_demand_per_gpu_hour": 2.0, "purchase_per_gpu": 20000}}}]})"}});
    QVERIFY2(!err, err ? err->toString().c_str() : "");
    Plan p = plan("on-demand", "CNY");
    p.gpu = "lab-x1";
    p.cnyPerUsd = 7.0;
    Result r;
    QVERIFY(!evaluate(p, c, r));
    QVERIFY(std::abs(r.cost.compute / (r.gpuHours * 2.0 * 7.0) - 1) < 1e-9);
}

void TestCost::billOfMaterialsAddsUp_data()
{
    QTest::addColumn<QString>("pricing");
    for (const char *p : {"purchase", "on-demand", "reserved-1y", "spot"}) QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCost::billOfMaterialsAddsUp()
{
    // The lines of the bill of materials are what the cost is made of: per category and in
    // total they equal the estimate, and each subtotal is its quantity times its price.
    QFETCH(QString, pricing);
    const QByteArray mode = pricing.toLatin1();
    const Plan p = planFrom({{"model", "llama2-13b"}, {"tokens", "2e11"}, {"gpu", "h100-80gb-sxm"},
                             {"gpus", "64"}, {"inter-node", "ib-ndr-400"}, {"pricing", mode.constData()},
                             {"currency", "CNY"}});
    Result r;
    std::vector<BomLine> lines;
    QVERIFY(!billOfMaterials(p, catalog(), r, lines));
    const Result plain = evaluateOrFail(p);
    QCOMPARE(r.costTotal, plain.costTotal); // the same estimate as evaluate()
    double byCat[6] = {};
    double total = 0;
    for (const BomLine &l : lines) {
        QVERIFY(l.quantity > 0 && l.unitPrice > 0);
        QVERIFY(std::abs(l.quantity * l.unitPrice - l.subtotal) <= 1e-9 * l.subtotal);
        byCat[int(l.category)] += l.subtotal;
        total += l.subtotal;
    }
    const CostBreakdown &k = r.cost;
    const double cats[6] = {k.compute, k.storage, k.network, k.power, k.staffSupport, k.reserve};
    for (int i = 0; i < 6; ++i) QVERIFY2(std::abs(byCat[i] - cats[i]) <= 1e-9 * r.costTotal, qPrintable(QString::number(i)));
    QVERIFY(std::abs(total - r.costTotal) <= 1e-9 * r.costTotal);
    QVERIFY(lines.size() >= (pricing == QLatin1String("purchase") ? 7u : 3u));
}

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
