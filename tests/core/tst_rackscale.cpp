// SPDX-License-Identifier: GPL-3.0-or-later
// Rack-scale systems (GB200 NVL72): a rack of compute trays is one NVLink domain, a job lays
// out on 16 of its 18 trays and keeps two as spares, and the rack is installed, powered and
// billed whole (docs/model.md, "Rack-scale systems").
#include "engine/collectives.h"
#include "engine/pricelookup.h"
#include "report/findingtext.h"
#include "analysis/analysis.h"
#include "testutil.h"

#include <algorithm>

using namespace cp;
using namespace cp::test;

class TestRackScale : public QObject
{
    Q_OBJECT
private slots:
    void tensorParallelOf16RunsOnNvlink();
    void aGroupThatStraddlesTwoRacksCrossesTheNetwork();
    void racksHoldTheSystemAndItsSpares();
    void theWholeRackIsBilled();
    void colocationPricesTheRackAtItsPower();
    void theSiteMustGiveTheRackItsPower();
    void theAutomaticLayoutKeepsTensorParallelismOnNvlink();
    void aRackScaleEntryIsReadStrictly();
    void aDrawnRackIsOneNvlinkDomain();
    void cloudVersusBuyBillsTheRacksTheEstimateBills();
    void aTrayIsWholeAndItsSparesAreCounted();
};

namespace {

Plan nvl72(int gpus, const char *tp = "16", const char *pricing = "purchase")
{
    const std::string n = std::to_string(gpus);
    return planFrom({{"model", "llama3-70b"},
                     {"tokens", "1e12"},
                     {"gpu", "gb200"},
                     {"gpus", n.c_str()},
                     {"tp", tp},
                     {"pricing", pricing},
                     {"currency", "USD"}});
}

const NodeTemplate &tray()
{
    const NodeTemplate *t = catalog().node("gb200-nvl72-tray");
    if (!t || !t->rackScale) qFatal("the catalog lacks the GB200 NVL72 tray");
    return *t;
}

Result evaluateOn(const Plan &p, const Catalog &c)
{
    Result r;
    if (auto e = evaluate(p, c, r)) qFatal("%s: %s", e->field.c_str(), e->message.c_str());
    return r;
}

} // namespace

void TestRackScale::tensorParallelOf16RunsOnNvlink()
{
    // 128 GB200 on trays of 4: two racks of 16 job trays, each an NVLink domain of 64 GPUs
    // that eight TP groups of 16 tile. The same TP 16 on HGX B200 servers of 8 crosses the
    // network, and its tensor-parallel time is the larger for it.
    const Result r = evaluateOrFail(nvl72(128));
    QCOMPARE(r.cluster.gpusPerNode, 4);
    QCOMPARE(r.cluster.nodes, 32);
    QCOMPARE(r.cluster.nvlinkDomain(), 64);
    QCOMPARE(r.par.tp, 16);
    const detail::GroupLinks tp = detail::groupLinks(r.cluster, 16, 1);
    QCOMPARE(tp.nodes, 1);
    QCOMPARE(tp.bw, r.cluster.intraNodePerGpu.value());
    QVERIFY(!hasFinding(r, FindingCode::TensorParallelAcrossNodes));

    Plan hgx = nvl72(128);
    hgx.gpu = "b200-180gb";
    const Result b = evaluateOrFail(hgx);
    QCOMPARE(b.cluster.nvlinkDomain(), 8);
    QVERIFY(detail::groupLinks(b.cluster, 16, 1).nodes > 1);
    QVERIFY(hasFinding(b, FindingCode::TensorParallelAcrossNodes));
    QVERIFY(b.time.tensorParallel.value() > 1.5 * r.time.tensorParallel.value());
}

void TestRackScale::aGroupThatStraddlesTwoRacksCrossesTheNetwork()
{
    // Were a job to lay out on all 18 trays, its domains would hold 72 GPUs, which TP 16
    // does not tile: the group of ranks 64-79 has 8 GPUs in each rack. It crosses the
    // network, the finding says why, and the job is slower than on 16 trays a rack.
    Catalog c = catalog();
    auto t = std::find_if(c.nodes.begin(), c.nodes.end(),
                          [](const NodeTemplate &n) { return n.id == "gb200-nvl72-tray"; });
    QVERIFY(t != c.nodes.end());
    t->rackScale->jobNodes = 18;
    const Result r = evaluateOn(nvl72(144), c);
    QCOMPARE(r.cluster.nvlinkDomain(), 72);
    QCOMPARE(r.cluster.spareNodes, 0);
    const detail::GroupLinks tp = detail::groupLinks(r.cluster, 16, 1);
    QVERIFY(tp.nodes > 1);
    QCOMPARE(tp.perNode, 8);
    const auto f = std::find_if(r.findings.begin(), r.findings.end(), [](const Finding &x) {
        return x.code == FindingCode::TensorParallelAcrossNodes;
    });
    QVERIFY(f != r.findings.end());
    QCOMPARE(f->args[1], 72.0);
    QCOMPARE(f->args[2], 1.0); // the rack-scale wording
    // Its advice names a TP that tiles 72, not 16.
    const QString advice = findingText(*f).suggestion;
    QVERIFY2(advice.contains(QLatin1String("such as 8.")), qPrintable(advice));

    // TP 8 tiles 72: on NVLink again.
    QCOMPARE(detail::groupLinks(r.cluster, 8, 1).nodes, 1);
    const Result tiled = evaluateOrFail(nvl72(128));
    QVERIFY(r.time.tensorParallel.value() / r.cluster.gpus
            > tiled.time.tensorParallel.value() / tiled.cluster.gpus);
}

void TestRackScale::racksHoldTheSystemAndItsSpares()
{
    // 32 job trays take two racks of 18: four trays are spares, cabled, powered and on the
    // bill of materials beside the servers; no 20 kW rack limit splits the rack.
    const RackScale &rs = *tray().rackScale;
    QCOMPARE(rs.nodes, 18);
    QCOMPARE(rs.jobNodes, 16);
    QVERIFY(rs.liquidCooled);
    Result r;
    std::vector<BomLine> lines;
    QVERIFY(!billOfMaterials(nvl72(128), catalog(), r, lines));
    QCOMPARE(r.cluster.spareNodes, 4);
    QCOMPARE(r.cluster.installedGpus(), 144);
    QCOMPARE(r.network.racks.nodesPerRack, 18);
    QCOMPARE(r.network.racks.computeRacks, 2);
    QCOMPARE(r.network.compute.endpoints, 36 * 4);
    double servers = 0, spares = 0;
    const double perTray
        = 4 * catalog().priceListFor(Currency::USD)->gpus.at("gb200").purchasePerGpu;
    for (const BomLine &l : lines) {
        if (l.item == BomItem::Servers) servers += l.quantity;
        if (l.item == BomItem::SpareServers) {
            spares += l.quantity;
            QCOMPARE(l.detail, 4);
            QVERIFY_NEAR(l.unitPrice, perTray);
        }
    }
    QCOMPARE(servers, 32.0);
    QCOMPARE(spares, 4.0);
    // The racks draw what the vendor states: 18 trays of a rack at the tray's power.
    QVERIFY(std::abs(r.cluster.nodePower.value() * rs.nodes / 1000.0 - rs.powerKW) < 0.1);

    // 64 GPUs fill one rack's job trays; 68 need a second rack.
    QCOMPARE(evaluateOrFail(nvl72(64)).cluster.spareNodes, 2);
    QCOMPARE(evaluateOrFail(nvl72(68, "4")).cluster.spareNodes, 36 - 17);
}

void TestRackScale::theWholeRackIsBilled()
{
    // Clouds rent NVL72 racks whole (CoreWeave deploys them in multiples of 18 nodes): the
    // job's 128 GPUs bill the 144 of their two racks, as a purchase buys them.
    const Result cloud = evaluateOrFail(nvl72(128, "16", "on-demand"));
    QVERIFY_NEAR(cloud.span.billedGpuHours, cloud.span.months * detail::kHoursPerMonth * 144);
    QVERIFY_NEAR(cloud.gpuHours, toHours(cloud.totalTime) * 128);
    const Result owned = evaluateOrFail(nvl72(128));
    QVERIFY_NEAR(owned.cost.compute,
                 144 * catalog().priceListFor(Currency::USD)->gpus.at("gb200").purchasePerGpu);
}

void TestRackScale::colocationPricesTheRackAtItsPower()
{
    // A 132 kW rack pays the list's rack price scaled to its kW; the network's rack, the
    // list's own quota.
    const PriceList &list = *catalog().priceListFor(Currency::USD);
    Result r;
    std::vector<BomLine> lines;
    QVERIFY(!billOfMaterials(nvl72(128), catalog(), r, lines));
    const auto space = std::find_if(lines.begin(), lines.end(),
                                    [](const BomLine &l) { return l.item == BomItem::RackSpace; });
    QVERIFY(space != lines.end());
    const int compute = r.network.racks.computeRacks, network = r.network.racks.networkRacks;
    QCOMPARE(compute, 2);
    QVERIFY(network >= 1);
    const double kw = tray().rackScale->powerKW;
    QVERIFY_NEAR(space->quantity * space->unitPrice,
                 r.span.months * list.colocationPerRackMonth
                     * (compute * kw / list.rackPowerKW + network));
}

void TestRackScale::theSiteMustGiveTheRackItsPower()
{
    // The plan's racks of 41 kW cannot take a 132 kW rack: a warning that names both; with
    // no site limit given, a note that says what the rack needs.
    Plan p = nvl72(128);
    const Result note = evaluateOrFail(p);
    const auto find = [](const Result &r) {
        return std::find_if(r.findings.begin(), r.findings.end(),
                            [](const Finding &f) { return f.code == FindingCode::RackScaleRacks; });
    };
    QVERIFY(find(note) != note.findings.end());
    QCOMPARE(int(find(note)->severity), int(Severity::Info));
    QCOMPARE(find(note)->args[2], 16.0);
    p.rackPowerKW = 41;
    const Result site = evaluateOrFail(p);
    QVERIFY(find(site) != site.findings.end());
    QCOMPARE(int(find(site)->severity), int(Severity::Warning));
    QCOMPARE(find(site)->args[4], 41.0);
    // Servers are not rack-scale systems: no such finding.
    Plan hgx = nvl72(128);
    hgx.gpu = "b200-180gb";
    QVERIFY(!hasFinding(evaluateOrFail(hgx), FindingCode::RackScaleRacks));
}

void TestRackScale::theAutomaticLayoutKeepsTensorParallelismOnNvlink()
{
    // Left on auto, TP may grow past 8 on a rack-scale domain but never past the domain;
    // on 8-GPU servers it stays within the server.
    for (const char *gpu : {"gb200", "b200-180gb"}) {
        Plan p = planFrom({{"model", "llama3-405b"},
                           {"tokens", "1e12"},
                           {"gpu", gpu},
                           {"gpus", "512"},
                           {"pricing", "on-demand"}});
        const Result r = evaluateOrFail(p);
        QVERIFY2(r.par.tp <= r.cluster.nvlinkDomain(), gpu);
        QCOMPARE(detail::groupLinks(r.cluster, r.par.tp, 1).nodes, 1);
    }
}

void TestRackScale::aRackScaleEntryIsReadStrictly()
{
    // A rack whose job uses more trays than it holds, or without its power, is refused with
    // the field named.
    for (const auto &[rack, field] :
         {std::pair{R"({"nodes": 18, "job_nodes": 20, "power_kW": 132, "cooling": "liquid",
                       "source": "s"})",
                    "rack_scale.job_nodes"},
          std::pair{R"({"nodes": 18, "cooling": "liquid", "source": "s"})", "rack_scale.power_kW"},
          std::pair{R"({"nodes": 18, "power_kW": 132, "cooling": "water", "source": "s"})",
                    "rack_scale.cooling"}}) {
        const std::string text
            = std::string(R"({"nodes": [{"id": "nvl-x", "name": "X", "kind": "gpu",
            "gpus": 4, "form_factor": "superchip", "cpu_cores": 144, "ram_GiB": 900, "nics": 4,
            "host_power_W": 2500, "rack_scale": )")
              + rack + "}]}";
        Catalog c;
        const auto err = loadCatalogTexts(c, {{"rack.json", text}});
        QVERIFY2(err, field);
        QVERIFY2(err->toString().find(field) != std::string::npos, err->toString().c_str());
    }
}

void TestRackScale::aDrawnRackIsOneNvlinkDomain()
{
    // The plan drawn on the canvas (or designed): its 32 trays are the job's, two racks of
    // 16 with their spares undrawn but bought, as the flags lay them out; TP 16 stays on
    // NVLink and no finding says otherwise.
    Plan p = nvl72(128);
    QVERIFY(!standardTopology(nvl72(128), catalog(), p.topology));
    const Result r = evaluateOrFail(p);
    const Result flags = evaluateOrFail(nvl72(128));
    QCOMPARE(r.cluster.nodes, 32);
    QCOMPARE(r.cluster.spareNodes, flags.cluster.spareNodes);
    QCOMPARE(r.cluster.nvlinkDomain(), 64);
    QCOMPARE(detail::groupLinks(r.cluster, 16, 1).nodes, 1);
    QVERIFY(!hasFinding(r, FindingCode::TensorParallelAcrossNodes));
    QVERIFY(hasFinding(r, FindingCode::RackScaleRacks));
    QVERIFY_NEAR(r.tokensPerSecond, flags.tokensPerSecond);
}

void TestRackScale::cloudVersusBuyBillsTheRacksTheEstimateBills()
{
    // The cloud-vs-buy curves sized the demand from the job's 128 GPUs and owned them in
    // trays, where the estimate bills the 144 GPUs of two whole racks: its purchase total
    // was 12.75 M against the estimate's 14.31 M.
    const Plan p = nvl72(128);
    const Result r = evaluateOrFail(p);
    PricingOverTime pricing;
    QVERIFY(!planPricing(p, catalog(), pricing, &r));
    const double owned = pricing.modes.curves[std::size_t(Pricing::Purchase)].cumulative.back();
    QVERIFY2(
        std::abs(owned - r.costTotal) <= 1e-6 * r.costTotal,
        qPrintable(QStringLiteral("%1 vs %2").arg(owned, 0, 'f', 0).arg(r.costTotal, 0, 'f', 0)));
    QCOMPARE(pricing.demand.front(), 144.0);
}

void TestRackScale::aTrayIsWholeAndItsSparesAreCounted()
{
    // A tray holds four GB200: two GPUs a tray, or six GPUs, are refused with the field.
    Plan half = nvl72(128);
    half.gpusPerNode = 2;
    Result r;
    auto e = evaluate(half, catalog(), r);
    QVERIFY(e);
    QCOMPARE(e->field, std::string("gpus-per-node"));
    e = evaluate(nvl72(6, "2"), catalog(), r);
    QVERIFY(e);
    QCOMPARE(e->field, std::string("gpus"));
    // 72 GPUs are 18 job trays: two racks, 18 spares, and the note counts them as the bill
    // of materials does (it said "the other 2").
    const Result two = evaluateOrFail(nvl72(72, "8"));
    QCOMPARE(two.cluster.spareNodes, 18);
    const auto f = std::find_if(two.findings.begin(), two.findings.end(), [](const Finding &x) {
        return x.code == FindingCode::RackScaleRacks;
    });
    QVERIFY(f != two.findings.end());
    const QString text = findingText(*f).message;
    QVERIFY2(text.contains(QLatin1String("18 of the 36 trays"))
                 && text.contains(QLatin1String("other 18")),
             qPrintable(text));
    // One tray's job still pays for its rack and cables its spares.
    const Result one = evaluateOrFail(nvl72(4, "4"));
    QCOMPARE(one.cluster.spareNodes, 17);
    QVERIFY(one.network.compute.endpoints >= 18 * 4);
    Result bought;
    std::vector<BomLine> lines;
    QVERIFY(!billOfMaterials(nvl72(4, "4"), catalog(), bought, lines));
    for (const BomLine &l : lines)
        if (l.item == BomItem::RackSpace)
            QVERIFY_NEAR(l.quantity, bought.network.racks.racks() * bought.span.months);
}

QTEST_GUILESS_MAIN(TestRackScale)
#include "tst_rackscale.moc"
