// SPDX-License-Identifier: GPL-3.0-or-later
// Cost model: each pricing mode against hand arithmetic from the price list, budget check,
// and the categories adding up.
#include "testutil.h"
#include "engine/pricelookup.h"
#include "model/project.h"
#include "report/findingtext.h"
#include "report/report.h"
#include "report/spantext.h"

#include <QFile>

#include <cmath>

using namespace cp;
using namespace cp::test;

class TestCost : public QObject
{
    Q_OBJECT
private slots:
    void aRentedClusterSizesNoRacks();
    void billOfMaterialsAddsUp_data();
    void billOfMaterialsAddsUp();
    void onDemandIsGpuHoursTimesRate();
    void reservedBillsTheWholeTerm();
    void spotIsCheaperButLoses();
    void purchaseCapexAndPower();
    void budgetCheck();
    void costRangeFollowsTheBillingMode();
    void exchangeRateConvertsMissingPrices();
    void everyLineBillsTheCommitment();
    void jobShareAndUseOfTheCommitment();
    void shortJobBillsItsOwnStorageMonths();
    void slidingWindowsStoreTheSeriesOnce();
    void purchaseSpanIsTheAmortization();
    void cheaperModeForAnIdleCommitment();
    void assumedPriceIsMarked();
    void minimumRentalBillsAShortJobWhole();
    void leadTimeCountsTowardTheDeadline();
    void aPriceListIsChosenByThePlan();
    void aRentalByTheMonthBillsAMonth();
    void colocationBillsTheRacksDesigned();
    void serversAreBoughtAsServers();
    void drawnCpuNodesAreBilledByTheirCores();
    void everyPartIsPricedWithinItsRange();
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
    // Pay-as-you-go bills the hours at the GPU's rate: its range is the time's times the
    // rate's (the list's $6.88 to $12.29 for an H100). A reserved year covers a short job
    // whatever its length: the rate's range alone, and the storage months.
    const GpuPrice &h100 = price(Currency::USD, "h100-80gb-sxm");
    const double rateSpread = h100.onDemandRange[1] / h100.onDemandRange[0];
    QVERIFY(rateSpread > 1.5);
    const Result od = evaluateOrFail(plan("on-demand"));
    QVERIFY(od.costRange[0] < od.costTotal && od.costTotal < od.costRange[1]);
    const double timeSpread = od.totalTimeRange[1] / od.totalTimeRange[0];
    const double costSpread = od.costRange[1] / od.costRange[0];
    QVERIFY2(
        costSpread > timeSpread * rateSpread * 0.9
            && costSpread <= timeSpread * rateSpread * 1.0001,
        qPrintable(
            QStringLiteral("%1 against %2 x %3").arg(costSpread).arg(timeSpread).arg(rateSpread)));
    const Result rs = evaluateOrFail(plan("reserved-1y"));
    QVERIFY(rs.totalTime.value() < 365 * 86400.0 * 0.5);
    QVERIFY(rs.costRange[0] <= rs.costTotal && rs.costTotal <= rs.costRange[1]);
    QVERIFY(rs.costRange[1] / rs.costRange[0] > rateSpread * 0.9);
    QVERIFY(rs.costRange[1] / rs.costRange[0] < rateSpread * 1.001);
    // A purchase owns its network too: the range holds the total (it left out the
    // switches, optics and their power, and sat wholly below it).
    const Result bought = evaluateOrFail(plan("purchase"));
    QVERIFY(bought.cost.network > 0);
    QVERIFY2(bought.costRange[0] <= bought.costTotal * (1 + 1e-12)
                 && bought.costTotal <= bought.costRange[1] * (1 + 1e-12),
             qPrintable(QStringLiteral("%1 not in %2-%3")
                            .arg(bought.costTotal)
                            .arg(bought.costRange[0])
                            .arg(bought.costRange[1])));
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

// Hand arithmetic from the price list: the cloud lines of a span of `months` months, at
// `rate` per GPU-hour, with the 10 % reserve.
static double cloudTotal(const Result &r, const PriceList &list, double rate, double months)
{
    const double compute = r.cluster.gpus * 730.0 * months * rate;
    const double storage = r.storedTB * months * list.storagePerTBMonth;
    const double staff = r.cluster.gpus / list.gpusPerEngineer * list.staffPerYear / 12 * months;
    return 1.1 * (compute + storage + staff);
}

void TestCost::everyLineBillsTheCommitment()
{
    // A reserved year is one span: GPUs, storage and staff are all billed for the year,
    // not the GPUs for the year and the rest for the job's weeks.
    const Result r = evaluateOrFail(plan("reserved-1y"));
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(runMonths < 6);
    QCOMPARE(r.span.kind, CostSpanKind::Commitment);
    QCOMPARE(r.span.months, 12.0);
    const double storage = r.storedTB * 12 * list.storagePerTBMonth;
    QVERIFY2(std::abs(r.cost.storage / storage - 1) < 1e-9, qPrintable(QString::number(r.cost.storage)));
    const double staff = 64 / list.gpusPerEngineer * list.staffPerYear;
    QVERIFY(std::abs(r.cost.staffSupport / staff - 1) < 1e-9);
    QCOMPARE(r.span.billedGpuHours, 64 * 8760.0);
    const double total = cloudTotal(r, list, price(Currency::USD, "h100-80gb-sxm").reserved1y, 12);
    QVERIFY(std::abs(r.costTotal / total - 1) < 1e-9);
    QVERIFY(std::abs(r.monthlyCost / (total / 12) - 1) < 1e-9);
}

void TestCost::jobShareAndUseOfTheCommitment()
{
    // Beside the commitment's total: the job's own hours at the same rates, and the share of
    // the term it uses.
    const Result r = evaluateOrFail(plan("reserved-1y"));
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(std::abs(r.span.use - runMonths / 12) < 1e-12);
    QVERIFY(std::abs(r.span.jobMonths - runMonths) < 1e-12);
    const double job
        = cloudTotal(r, list, price(Currency::USD, "h100-80gb-sxm").reserved1y, runMonths);
    QVERIFY(std::abs(r.span.jobCost / job - 1) < 1e-9);
    QVERIFY(r.span.jobCost < r.costTotal);
    // Pay-as-you-go bills the job: one span, the job's, and its share is the whole.
    const Result od = evaluateOrFail(plan("on-demand"));
    QCOMPARE(od.span.kind, CostSpanKind::Job);
    QCOMPARE(od.span.use, 1.0);
    QCOMPARE(od.span.jobCost, od.costTotal);
    QVERIFY(std::abs(od.span.billedGpuHours / od.gpuHours - 1) < 1e-12);
}

void TestCost::shortJobBillsItsOwnStorageMonths()
{
    // A one-day job keeps its data for a day, not a month, like its GPUs.
    const Plan p = planFrom({{"workload", "pretrain"}, {"model", "llama2-7b"}, {"tokens", "2e9"},
                             {"gpu", "h100-80gb-sxm"}, {"gpus", "64"},
                             {"inter-node", "ib-ndr-400"}, {"pricing", "on-demand"}});
    const Result r = evaluateOrFail(p);
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(runMonths < 0.5);
    QVERIFY(std::abs(r.cost.storage / (r.storedTB * runMonths * list.storagePerTBMonth) - 1)
            < 1e-9);
    QVERIFY(std::abs(r.costTotal
                     / cloudTotal(r, list, price(Currency::USD, "h100-80gb-sxm").onDemand,
                                  runMonths) - 1) < 1e-9);
}

void TestCost::slidingWindowsStoreTheSeriesOnce()
{
    // Time-series windows slide one step over the stored series: 50 M samples of 32 float32
    // channels store 50e6 x 32 x 4 bytes = 6.4 GB, not 50 M whole windows (52 TB).
    for (const char *model : {"ts-transformer", "lstm-ts"}) {
        const Plan p = planFrom({{"workload", "timeseries"}, {"model", model},
                                 {"samples", "5e7"}, {"gpu", "l20-48gb"}, {"gpus", "4"},
                                 {"node", "pcie4-server"}, {"pricing", "on-demand"}});
        const Result r = evaluateOrFail(p);
        const double datasetTB = r.storedTB - 3 * r.checkpointSize.value() / 1e12;
        QVERIFY2(std::abs(datasetTB / 6.4e-3 - 1) < 1e-9, model);
    }
}

void TestCost::purchaseSpanIsTheAmortization()
{
    const Result r = evaluateOrFail(plan("purchase"));
    QCOMPARE(r.span.kind, CostSpanKind::Ownership);
    QCOMPARE(r.span.months, 36.0);
    QCOMPARE(r.span.billedGpuHours, 64 * 36 * 730.0);
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(std::abs(r.span.use - runMonths / 36) < 1e-12);
    QVERIFY(std::abs(r.span.jobCost / (r.costTotal * runMonths / 36) - 1) < 1e-9);
}

void TestCost::cheaperModeForAnIdleCommitment()
{
    // A three-year term for a job of weeks: pay-as-you-go for the job's hours is cheaper
    // than either term, and it is what the plan names.
    const Result r = evaluateOrFail(plan("reserved-3y"));
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    const GpuPrice &g = price(Currency::USD, "h100-80gb-sxm");
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    const double od = cloudTotal(r, list, g.onDemand, runMonths);
    const double oneYear = cloudTotal(r, list, g.reserved1y, 12);
    QVERIFY(od < oneYear);
    QVERIFY(r.span.cheaperTotal > 0);
    QCOMPARE(r.span.cheaperPricing, Pricing::OnDemand);
    QVERIFY(std::abs(r.span.cheaperTotal / od - 1) < 1e-9);
    // A job longer than its year leaves nothing cheaper to name: the reservation continues
    // month by month at its lower rate.
    Plan longJob = plan("reserved-1y");
    longJob.tokens = 3e13;
    const Result l = evaluateOrFail(longJob);
    const double longMonths = l.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(longMonths > 12);
    QCOMPARE(l.span.use, 1.0);
    QVERIFY(cloudTotal(l, list, g.onDemand, longMonths)
            > cloudTotal(l, list, g.reserved1y, longMonths));
    QCOMPARE(l.span.cheaperTotal, 0.0);
}

void TestCost::assumedPriceIsMarked()
{
    // The catalog marks each GPU's price entry sourced or assumed; the result carries it.
    for (const char *gpu : {"h100-80gb-sxm", "h200-141gb-sxm"}) {
        Plan p = plan("on-demand");
        p.gpu = gpu;
        const Result r = evaluateOrFail(p);
        QCOMPARE(r.priceAssumed, price(Currency::USD, gpu).basis == "assumed");
    }
    Plan p = plan("on-demand");
    p.gpu = "h200-141gb-sxm";
    QVERIFY(evaluateOrFail(p).priceAssumed);
}

void TestCost::minimumRentalBillsAShortJobWhole()
{
    // A one-month minimum on a job of days: every line bills the month, as a reservation
    // bills its term; the job's own share is what it cost without the minimum.
    Plan p = planFrom({{"workload", "pretrain"},
                       {"model", "llama2-7b"},
                       {"tokens", "2e10"},
                       {"gpu", "h100-80gb-sxm"},
                       {"gpus", "64"},
                       {"inter-node", "ib-ndr-400"},
                       {"pricing", "on-demand"}});
    const Result free = evaluateOrFail(p);
    p.minRentalMonths = 1;
    const Result r = evaluateOrFail(p);
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    const double runMonths = r.totalTime.value() / 3600.0 / 730.0;
    QVERIFY(runMonths < 0.5);
    QCOMPARE(r.span.kind, CostSpanKind::MinimumRental);
    QCOMPARE(r.span.months, 1.0);
    QCOMPARE(r.span.termMonths, 1.0);
    QCOMPARE(r.span.billedGpuHours, 64 * 730.0);
    QVERIFY(std::abs(r.span.use - runMonths) < 1e-12);
    const double month = cloudTotal(r, list, price(Currency::USD, "h100-80gb-sxm").onDemand, 1);
    QVERIFY(std::abs(r.costTotal / month - 1) < 1e-9);
    QVERIFY(std::abs(r.span.jobCost / free.costTotal - 1) < 1e-9);
    QCOMPARE(r.totalTime.value(), free.totalTime.value());
    QVERIFY(
        costSpanText(r, QStringLiteral("en")).contains(QLatin1String("1-month minimum rental")));
    // A job longer than the minimum bills its own time; a reservation the longer of its
    // term and the minimum.
    p.minRentalMonths = 0.01;
    const Result longer = evaluateOrFail(p);
    QCOMPARE(longer.span.kind, CostSpanKind::Job);
    QVERIFY(std::abs(longer.costTotal / free.costTotal - 1) < 1e-12);
    p.pricing = Pricing::Reserved1y;
    p.minRentalMonths = 18;
    const Result reserved = evaluateOrFail(p);
    QCOMPARE(reserved.span.kind, CostSpanKind::Commitment);
    QCOMPARE(reserved.span.months, 18.0);
    // A purchase rents nothing.
    p.pricing = Pricing::Purchase;
    const Result bought = evaluateOrFail(p);
    p.minRentalMonths = 0;
    QCOMPARE(bought.costTotal, evaluateOrFail(p).costTotal);
}

void TestCost::leadTimeCountsTowardTheDeadline()
{
    // The deadline counts from the order: a run that fits it alone misses it after the
    // cluster's lead time. Nothing is billed for the wait.
    Plan p = plan("on-demand");
    const Result r0 = evaluateOrFail(p);
    const double runDays = r0.totalTime.value() / 86400;
    p.deadlineDays = std::ceil(runDays) + 2;
    QVERIFY(!hasFinding(evaluateOrFail(p), FindingCode::DeadlineMissed));
    p.leadTimeDays = 5;
    const Result r = evaluateOrFail(p);
    QCOMPARE(r.costTotal, r0.costTotal);
    QVERIFY(!meetsDeadline(p, r));
    QCOMPARE(doneAfterOrder(p, r).value(), r.totalTime.value() + 5 * 86400);
    const Finding *missed = nullptr;
    for (const Finding &f : r.findings)
        if (f.code == FindingCode::DeadlineMissed) missed = &f;
    QVERIFY(missed);
    const QString message = findingText(*missed).message;
    QVERIFY2(message.contains(QLatin1String("5 days after the order")), qPrintable(message));
    const Report rep = makeReport(p, catalog(), r, {});
    QVERIFY2(rep.totalTime.note.contains(QLatin1String("beyond")), qPrintable(rep.totalTime.note));
    QVERIFY2(rep.totalTime.note.contains(QLatin1String("5 days of lead time")),
             qPrintable(rep.totalTime.note));
}

void TestCost::aRentedClusterSizesNoRacks()
{
    // Racks, cables and the switches' power are the owner's to buy and house: the 70B
    // sample's pay-as-you-go proposal sized "32 racks of 20 kW" for a cluster it rents.
    Plan p = planFrom({{"model", "llama2-70b"},
                       {"tokens", "1e11"},
                       {"gpu", "h100-80gb-sxm"},
                       {"gpus", "256"},
                       {"pricing", "on-demand"}});
    auto labels = [](const Plan &plan) {
        const Result r = evaluateOrFail(plan);
        QStringList out;
        for (const auto &[label, text] : makeReport(plan, catalog(), r, {}).network)
            out << label;
        return out;
    };
    const QStringList rented = labels(p);
    QVERIFY2(rented.contains(QStringLiteral("Compute fabric")), qPrintable(rented.join(u',')));
    QVERIFY2(!rented.contains(QStringLiteral("Racks"))
                 && !rented.contains(QStringLiteral("Cabling")),
             qPrintable(rented.join(u',')));
    p.pricing = Pricing::Purchase;
    const QStringList owned = labels(p);
    QVERIFY2(owned.contains(QStringLiteral("Racks")) && owned.contains(QStringLiteral("Cabling")),
             qPrintable(owned.join(u',')));
}

void TestCost::everyPartIsPricedWithinItsRange()
{
    // The cost's range takes every part at the ends of its range, not the GPU alone: a
    // 64-port NDR switch between a 2026 estimate's USD 11,500 and NVIDIA's own at USD 50,000
    // (sources disagree: the list's ranges), a link between USD 585 and 1,280; storage, an
    // assumption, within the list's assumed spread; support, sourced, within its own.
    const Plan p = planFrom({{"model", "llama2-7b"},
                             {"tokens", "1e11"},
                             {"gpu", "h100-80gb-sxm"},
                             {"gpus", "128"},
                             {"pricing", "purchase"},
                             {"currency", "USD"}});
    const PriceList &list = *catalog().priceList("list-usd-2026");
    using detail::PriceLevel;
    const auto at = [&](PriceLevel level) {
        return *detail::planPrices(p, catalog(), "h100-80gb-sxm", level);
    };
    const auto low = at(PriceLevel::Low), typical = at(PriceLevel::Typical),
               high = at(PriceLevel::High);
    QCOMPARE(*typical.switchPrice("qm9700"), 21000.0);
    QCOMPARE(*low.switchPrice("qm9700"), 11500.0);
    QCOMPARE(*high.switchPrice("qm9700"), 50000.0);
    QCOMPARE(*low.linkPrice("ib-ndr-400", Reach::InRow), 585.0);
    QCOMPARE(*high.linkPrice("ib-ndr-400", Reach::InRow), 1280.0);
    const double tb = list.storagePurchasePerTB.at("parallel-fs");
    QVERIFY_NEAR(*low.storagePerTB("parallel-fs"), tb * list.spreadAssumed[0]);
    QVERIFY_NEAR(*high.storagePerTB("parallel-fs"), tb * list.spreadAssumed[1]);
    QVERIFY_NEAR(low.supportFraction(), list.supportFractionPerYear * list.spreadSourced[0]);
    QVERIFY_NEAR(high.supportFraction(), list.supportFractionPerYear * list.spreadSourced[1]);
    // The network's share of the cost moves with them.
    const Result r = evaluateOrFail(p);
    QVERIFY(r.costRange[0] < r.costTotal && r.costTotal < r.costRange[1]);
}

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"

void TestCost::aPriceListIsChosenByThePlan()
{
    // The plan names its list: the specialty clouds rent an H100 at their own $2.79, and a
    // part they do not list at the hyperscaler's rate scaled by their H100 ratio.
    const PriceList *cloud = catalog().priceList("gpu-cloud-usd-2026");
    QVERIFY(cloud);
    Plan p = plan("on-demand");
    const Result hyperscaler = evaluateOrFail(p);
    QCOMPARE(hyperscaler.priceList, std::string("list-usd-2026"));
    p.priceList = "gpu-cloud-usd-2026";
    const Result r = evaluateOrFail(p);
    QCOMPARE(r.priceList, std::string("gpu-cloud-usd-2026"));
    QVERIFY_NEAR(r.cost.compute, r.gpuHours * cloud->gpus.at("h100-80gb-sxm").onDemand);
    QVERIFY(r.costTotal < 0.5 * hyperscaler.costTotal);
    QVERIFY(!cloud->gpus.count("a100-80gb-sxm"));
    Plan a100 = p;
    a100.gpu = "a100-80gb-sxm";
    const Result unlisted = evaluateOrFail(a100);
    QVERIFY_NEAR(unlisted.cost.compute, unlisted.gpuHours
                                            * price(Currency::USD, "a100-80gb-sxm").onDemand
                                            * cloud->unlistedRentalFactor);
    // A list in another currency is converted at the plan's exchange rate.
    Plan yuan = plan("on-demand");
    yuan.priceList = "list-cny-2026";
    yuan.cnyPerUsd = 8.0;
    const Result converted = evaluateOrFail(yuan);
    QCOMPARE(converted.currency, Currency::USD);
    QVERIFY_NEAR(converted.cost.compute,
                 converted.gpuHours * price(Currency::CNY, "h100-80gb-sxm").onDemand / 8.0);
}

void TestCost::aRentalByTheMonthBillsAMonth()
{
    // A server rented by the month bills a month however short the job: the list's own
    // minimum, without the plan asking for one.
    Plan p = planFrom({{"workload", "lora"},
                       {"model", "llama2-7b"},
                       {"tokens", "1e7"},
                       {"gpu", "rtx4090-24gb"},
                       {"gpus", "1"},
                       {"pricing", "on-demand"},
                       {"currency", "CNY"},
                       {"price-list", "cn-rental-cny-2024"}});
    const Result r = evaluateOrFail(p);
    QVERIFY(r.totalTime.value() < 7 * 86400.0);
    QCOMPARE(r.span.kind, CostSpanKind::MinimumRental);
    QVERIFY_NEAR(r.cost.compute,
                 730.0
                     * catalog().priceList("cn-rental-cny-2024")->gpus.at("rtx4090-24gb").onDemand);
    p.priceList = "list-cny-2026";
    QCOMPARE(evaluateOrFail(p).span.kind, CostSpanKind::Job);
}

void TestCost::colocationBillsTheRacksDesigned()
{
    // 16 H100 servers bought: at the list's 20 kW a rack, one to a rack; at 41 kW, four. The
    // colocation bills the racks designed (the servers' and the switches'), each at the
    // list's price scaled to its kW, over the months owned.
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    for (const double kw : {20.0, 41.0}) {
        Plan p = planFrom({{"model", "llama2-7b"},
                           {"tokens", "1e11"},
                           {"gpu", "h100-80gb-sxm"},
                           {"gpus", "128"},
                           {"inter-node", "ib-ndr-400"},
                           {"pricing", "purchase"},
                           {"currency", "USD"}});
        p.rackPowerKW = kw;
        Result r;
        std::vector<BomLine> lines;
        QVERIFY(!billOfMaterials(p, catalog(), r, lines));
        QCOMPARE(r.network.racks.nodesPerRack, kw < 40 ? 1 : 4);
        QCOMPARE(r.network.racks.computeRacks, kw < 40 ? 16 : 4);
        const double months = r.span.months;
        const auto space = std::find_if(lines.begin(), lines.end(), [](const BomLine &l) {
            return l.item == BomItem::RackSpace;
        });
        QVERIFY(space != lines.end());
        QVERIFY_NEAR(space->quantity, r.network.racks.racks() * months);
        QVERIFY_NEAR(space->unitPrice, list.colocationPerRackMonth * kw / list.rackPowerKW);
    }
}

void TestCost::drawnCpuNodesAreBilledByTheirCores()
{
    // The multimodal sample draws two 128-core CPU preprocessing nodes beside its GPU
    // servers: the proposal's drawing showed them and its bill left them out. Rented, they
    // are billed by the core-hour over the job; bought, by the core, and they draw power.
    QFile f(QStringLiteral(CP_SOURCE_DIR "/resources/samples/multimodal-fusion.cpplan"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    Project project;
    QVERIFY(!readProject(f.readAll().toStdString(), catalog(), project));
    const Plan drawn = project.plan();
    Plan without = drawn;
    std::erase_if(without.topology.nodes,
                  [](const TopoNode &n) { return n.templateId == "cpu-preprocess"; });
    std::erase_if(without.topology.links, [](const TopoLink &l) {
        return l.a.rfind("cpu", 0) == 0 || l.b.rfind("cpu", 0) == 0;
    });
    const PriceList &cny = *catalog().priceListFor(Currency::CNY);
    QVERIFY(cny.cpuCoreHour > 0 && cny.cpuCorePurchase > 0);
    for (const Pricing pricing : {Pricing::OnDemand, Pricing::Purchase}) {
        Plan p = drawn, q = without;
        p.pricing = q.pricing = pricing;
        Result r, base;
        std::vector<BomLine> lines, baseLines;
        QVERIFY(!billOfMaterials(p, catalog(), r, lines));
        QVERIFY(!billOfMaterials(q, catalog(), base, baseLines));
        QCOMPARE(r.cluster.cpuNodes, 2);
        QCOMPARE(r.cluster.cpuNodeCores, 256);
        double billed = 0;
        for (const BomLine &l : lines) {
            if (pricing == Pricing::OnDemand && l.item == BomItem::CpuCoreHours) {
                // The job's hours, as its GPUs are billed, for every core.
                QVERIFY_NEAR(l.quantity, toHours(r.totalTime) * 256);
                QVERIFY_NEAR(l.unitPrice, cny.cpuCoreHour);
                billed += l.subtotal;
            }
            if (pricing == Pricing::Purchase && l.item == BomItem::CpuServers) {
                QCOMPARE(l.quantity, 2.0);
                QCOMPARE(l.detail, 256);
                QVERIFY_NEAR(l.unitPrice, 128 * cny.cpuCorePurchase);
                billed += l.subtotal;
            }
        }
        QVERIFY(billed > 0);
        // Rented, the nodes add their bill and its reserve, nothing else; bought, their
        // power too (two 900 W hosts at the list's PUE over the period).
        if (pricing == Pricing::OnDemand) {
            QVERIFY_NEAR(r.cost.compute - base.cost.compute, billed);
        } else {
            QVERIFY_NEAR(r.cost.compute - base.cost.compute, billed);
            const double hours
                = std::max(p.amortizationMonths, toHours(r.totalTime) / 730.0) * 730.0;
            QVERIFY(r.cost.power - base.cost.power
                    >= 1.8 * cny.pue * hours * cny.powerPerKWh * 0.99);
        }
    }
}

void TestCost::serversAreBoughtAsServers()
{
    // A buyer orders servers, not GPUs with a share of one: 16 servers of 8 H100 each, at
    // eight GPUs' purchase price, and the network's spares beside the parts they spare.
    const Plan p = planFrom({{"model", "llama2-7b"},
                             {"tokens", "1e11"},
                             {"gpu", "h100-80gb-sxm"},
                             {"gpus", "128"},
                             {"inter-node", "ib-ndr-400"},
                             {"pricing", "purchase"},
                             {"currency", "USD"}});
    Result r;
    std::vector<BomLine> lines;
    QVERIFY(!billOfMaterials(p, catalog(), r, lines));
    int servers = 0, transceivers = 0, spares = 0;
    for (const BomLine &l : lines) {
        if (l.item == BomItem::Servers) {
            ++servers;
            QCOMPARE(l.quantity, 16.0);
            QCOMPARE(l.detail, 8);
            QVERIFY_NEAR(l.unitPrice, 8 * price(Currency::USD, "h100-80gb-sxm").purchasePerGpu);
        }
        transceivers += l.item == BomItem::Transceivers ? int(l.quantity) : 0;
        spares += l.item == BomItem::SpareTransceivers ? int(l.quantity) : 0;
    }
    QCOMPARE(servers, 1);
    QVERIFY(transceivers > 0);
    QVERIFY(spares >= 0.02 * transceivers && spares < 0.02 * transceivers + 3);
}
