// SPDX-License-Identifier: GPL-3.0-or-later
// The network design (core/engine/network.h) against NVIDIA's DGX SuperPOD reference architecture,
// and its effect on the plan: the counts, the JSON and a data-parallel job across an
// oversubscribed spine.
#include "engine/network.h"
#include "engine/networklayout.h"
#include "io/planio.h"
#include "engine/planner.h"
#include "model/project.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <set>

using namespace cp;
using namespace cp::test;

class TestNetwork : public QObject
{
    Q_OBJECT
private slots:
    void superPodComputeFabric_data();
    void superPodComputeFabric();
    void superPodXdrComputeFabric_data();
    void superPodXdrComputeFabric();
    void everyTierCarriesWhatComesUp_data();
    void everyTierCarriesWhatComesUp();
    void oversubscriptionTakesSpinesAway();
    void oneSwitchHoldsASmallCluster();
    void racksFollowThePower();
    void planRunsOnTheDesignedFabric();
    void billOfMaterialsAddsUpToTheTotal_data();
    void billOfMaterialsAddsUpToTheTotal();
    void purchaseBuysTheDesignedSwitchesAndLinks();
    void linksReachAsFarAsTheRacksAreApart();
    void everyNetworkIsPricedByPortWithoutSwitchPrices();
    void estimateJsonHasNetworkAndBom();
    void drawnClusterCountsItsTrainingPortsOnly();
    void managementRunsOnTheDrawnSwitchesFabric();
    void designedNetworkIsDrawnTierByTier();
    void designedDrawingKeepsTheDesign();
    void designedNetworkOfOneServerKeepsItsStorage();
    void drawnStorageReadsAtItsPorts_data();
    void drawnStorageReadsAtItsPorts();
    void tiersCountFromTheNodes();
    void largeDrawingsGroupIntoUnitsOrRacks();
    void aMainlandDesignTakesDomesticSwitches();
};

void TestNetwork::superPodComputeFabric_data()
{
    // NVIDIA DGX SuperPOD with DGX H100, reference architecture RA-11333-001 (V11,
    // 2023-09-22), compute fabric table: scalable units of 32 nodes (one slot left for the
    // fabric manager), eight NDR 400G rails, QM9700 switches of 64 ports, non-blocking.
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cores");
    QTest::newRow("1 SU") << 31 << 8 << 4 << 0;
    QTest::newRow("2 SU") << 63 << 16 << 8 << 0;
    QTest::newRow("3 SU") << 95 << 24 << 16 << 0;
    QTest::newRow("4 SU") << 127 << 32 << 16 << 0;
    QTest::newRow("8 SU") << 255 << 64 << 32 << 0;
    QTest::newRow("16 SU") << 511 << 128 << 128 << 64;
    // The larger table of the DGX B200 reference (same fabric): 32 and 64 SU.
    QTest::newRow("32 SU") << 1024 << 256 << 256 << 128;
    QTest::newRow("64 SU") << 2048 << 512 << 512 << 256;
}

void TestNetwork::superPodComputeFabric()
{
    QFETCH(int, nodes);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, cores);
    const FabricDesign f = designFabric(nodes, 8, 64, 1);
    QCOMPARE(f.leaves, leaves);
    QCOMPARE(f.spines, spines);
    QCOMPARE(f.cores, cores);
    QCOMPARE(f.nodeLinks, nodes * 8);
}

void TestNetwork::superPodXdrComputeFabric_data()
{
    // NVIDIA DGX SuperPOD with DGX B300 on XDR InfiniBand (Quantum-X800, 144 ports of
    // 800G): scalable units of 72 nodes, eight rails. Its spine counts (18, 36) are the ones
    // that spread each leaf's 72 uplinks evenly.
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::newRow("1 SU") << 72 << 8 << 4;
    QTest::newRow("2 SU") << 144 << 16 << 8;
    QTest::newRow("4 SU") << 288 << 32 << 18;
    QTest::newRow("8 SU") << 576 << 64 << 36;
    QTest::newRow("18 SU") << 1296 << 144 << 72;
}

void TestNetwork::superPodXdrComputeFabric()
{
    QFETCH(int, nodes);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    const FabricDesign f = designFabric(nodes, 8, 144, 1);
    QCOMPARE(f.leaves, leaves);
    QCOMPARE(f.spines, spines);
    QCOMPARE(f.cores, 0);
}

void TestNetwork::everyTierCarriesWhatComesUp_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("ports");
    QTest::addColumn<int>("radix");
    QTest::addColumn<double>("ratio");
    for (int nodes : {2, 9, 33, 100, 128, 700, 2048})
        for (int ports : {1, 4, 8})
            for (int radix : {40, 64, 144})
                for (double ratio : {1.0, 2.0, 3.0})
                    QTest::addRow("%d x %d on %d ports %g:1", nodes, ports, radix, ratio)
                        << nodes << ports << radix << ratio;
}

void TestNetwork::everyTierCarriesWhatComesUp()
{
    // Whatever the size: every node port has a leaf port, a leaf has no more ports than the
    // switch, the spines and cores have a port for every link that reaches them, and the
    // uplinks are the downlinks over R (non-blocking above the leaves).
    QFETCH(int, nodes);
    QFETCH(int, ports);
    QFETCH(int, radix);
    QFETCH(double, ratio);
    const FabricDesign f = designFabric(nodes, ports, radix, ratio);
    QVERIFY(f.leaves >= 1);
    QVERIFY(long(f.leaves) * radix >= long(f.nodeLinks) + f.leafSpineLinks);
    QVERIFY(f.leafDown + f.leafUp <= radix);
    QVERIFY(long(f.leaves) * f.leafDown >= long(nodes) * ports);
    if (f.tiers() >= 2) {
        QVERIFY(f.leafUp * ratio >= f.leafDown - 1e-9);
        QVERIFY(long(f.spines) * radix >= long(f.leafSpineLinks) + f.spineCoreLinks);
    }
    if (f.tiers() == 3) QVERIFY(long(f.cores) * radix >= f.spineCoreLinks);
}

void TestNetwork::oversubscriptionTakesSpinesAway()
{
    // 128 eight-GPU servers, 400G, 64-port switches (the case): 32 leaves and 16
    // spines non-blocking; at 2:1 each leaf has half the uplinks, so half the spines.
    const FabricDesign full = designFabric(128, 8, 64, 1), half = designFabric(128, 8, 64, 2);
    QCOMPARE(full.leaves, 32);
    QCOMPARE(full.spines, 16);
    QCOMPARE(half.leaves, 32);
    QVERIFY(half.spines < full.spines);
    QCOMPARE(half.spines, 8);
    // Data-parallel traffic over the four leaves of a rail: three quarters cross the spine.
    QCOMPARE(full.slowdown(128), 1.0);
    QCOMPARE(half.spineShare(128), 0.75);
    QCOMPARE(half.slowdown(128), 1.75);
    QCOMPARE(half.slowdown(32), 1.0); // one leaf's nodes never cross the spine
}

void TestNetwork::oneSwitchHoldsASmallCluster()
{
    const FabricDesign f = designFabric(4, 8, 64, 2);
    QCOMPARE(f.tiers(), 1);
    QCOMPARE(f.switches(), 1);
    QCOMPARE(f.slowdown(4), 1.0);
    QCOMPARE(designFabric(0, 8, 64).tiers(), 0);
}

void TestNetwork::racksFollowThePower()
{
    // DGX H100 draws about 10.2 kW: three to a 40 kW rack, one to a 20 kW rack.
    QCOMPARE(planRacks(128, 10200, 40, 8, 0).nodesPerRack, 3);
    QCOMPARE(planRacks(128, 10200, 40, 8, 0).computeRacks, 43);
    QCOMPARE(planRacks(128, 10200, 20, 8, 0).computeRacks, 128);
    // A node above the rack's power still takes a rack of its own (and a finding says so).
    QCOMPARE(planRacks(4, 14300, 10, 10, 0).nodesPerRack, 1);
    QCOMPARE(planRacks(4, 10200, 40, 8, 81).networkRacks, 3);
    // At 41 kW, four; 1,024 GPUs in 32 compute racks.
    QCOMPARE(planRacks(128, 10200, 41, 8, 0).nodesPerRack, 4);
    QCOMPARE(planRacks(128, 10200, 41, 8, 0).computeRacks, 32);
    // A 130 kW rack has the power for twelve 8U servers and the room for five (40 of its
    // 42 units), twenty 2U ones.
    QCOMPARE(planRacks(128, 10200, 130, 8, 0).nodesPerRack, 5);
    QCOMPARE(planRacks(128, 3000, 130, 2, 0).nodesPerRack, 20);
    // A node the catalog gives no height is placed by its power alone.
    QCOMPARE(planRacks(128, 10200, 130, 0, 0).nodesPerRack, 12);
}

void TestNetwork::planRunsOnTheDesignedFabric()
{
    // The case as a plan: 1,024 H100 on NDR 400G. Non-blocking, 32 leaves and 16
    // spines; at 2:1, 8 spines and the data-parallel traffic that crosses them slower.
    const Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"},
                                {"gpus", "1024"}, {"tokens", "1e12"}, {"inter-node", "ib-ndr-400"},
                                {"tp", "8"}, {"pp", "1"}});
    Result full, half;
    QVERIFY(!evaluate(plan, catalog(), full));
    Plan oversubscribed = plan;
    oversubscribed.oversubscription = 2;
    QVERIFY(!evaluate(oversubscribed, catalog(), half));
    QCOMPARE(full.network.compute.leaves, 32);
    QCOMPARE(full.network.compute.spines, 16);
    QCOMPARE(half.network.compute.spines, 8);
    QVERIFY(half.par.dp > 1);
    QVERIFY2(half.time.dataParallel.value() > full.time.dataParallel.value(),
             qPrintable(QStringLiteral("%1 vs %2").arg(half.time.dataParallel.value()).arg(full.time.dataParallel.value())));
    QVERIFY(half.totalTime > full.totalTime);
    // The finding says so, in the network engineer's words; not on the non-blocking fabric.
    QVERIFY(hasFinding(half, FindingCode::OversubscribedSpine));
    QVERIFY(!hasFinding(full, FindingCode::OversubscribedSpine));
    // The storage and management networks are fabrics of their own.
    QVERIFY(full.network.storage.switches() > 0);
    QVERIFY(full.network.management.switches() > 0);
    QVERIFY(full.network.racks.racks() > 0);
}

void TestNetwork::billOfMaterialsAddsUpToTheTotal_data()
{
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<QString>("fabric");
    for (const char *pricing : {"on-demand", "reserved-1y", "purchase"})
        for (const char *fabric : {"ib-ndr-400", "ib-hdr-200", "roce-400"})
            QTest::addRow("%s %s", pricing, fabric)
                << QString::fromLatin1(pricing) << QString::fromLatin1(fabric);
}

void TestNetwork::billOfMaterialsAddsUpToTheTotal()
{
    // Every line of the bill of materials is one the cost was made of: they add up to the
    // total, per category too, with the designed network or the per-port fallback.
    QFETCH(QString, pricing);
    QFETCH(QString, fabric);
    const std::string p = pricing.toStdString(), f = fabric.toStdString();
    const Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"},
                                {"tokens", "2e11"}, {"pricing", p.c_str()}, {"inter-node", f.c_str()}});
    Result r;
    std::vector<BomLine> bom;
    QVERIFY(!billOfMaterials(plan, catalog(), r, bom));
    double total = 0, network = 0;
    for (const BomLine &b : bom) {
        total += b.subtotal;
        if (b.category == CostCategory::Network) network += b.subtotal;
        QVERIFY(std::abs(b.subtotal - b.quantity * b.unitPrice) <= 1e-9 * std::abs(b.subtotal) + 1e-9
                || b.item == BomItem::Reserve);
    }
    QVERIFY2(std::abs(total - r.costTotal) <= 1e-9 * r.costTotal,
             qPrintable(QStringLiteral("%1 vs %2").arg(total).arg(r.costTotal)));
    QVERIFY(std::abs(network - r.cost.network) <= 1e-9 * std::max(1.0, r.cost.network));
}

void TestNetwork::purchaseBuysTheDesignedSwitchesAndLinks()
{
    // 32 eight-GPU servers on NDR: 8 rail leaves and 4 spines on the compute fabric, a
    // storage network and a management network; each priced at the list's switch and link.
    const Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"},
                                {"tokens", "2e11"}, {"pricing", "purchase"},
                                {"inter-node", "ib-ndr-400"}});
    Result r;
    std::vector<BomLine> bom;
    QVERIFY(!billOfMaterials(plan, catalog(), r, bom));
    const NetworkDesign &n = r.network;
    QCOMPARE(n.compute.leaves, 8);
    QCOMPARE(n.compute.spines, 4);
    QCOMPARE(n.compute.links(), 32 * 8 + 8 * 32);
    const PriceList &usd = *catalog().priceListFor(Currency::USD);
    // 32 servers of 10.2 kW, one to a 20 kW rack, and a network rack: 33 racks, more than a
    // row. The servers reach their leaves in the row (multimode), the leaves their spines
    // between rows (single-mode); the management network is copper in the racks.
    QCOMPARE(n.racks.racks(), 33);
    // A link in the row or between rows is bought as two transceivers and a fibre, with the
    // list's spare share of each; copper as one cable.
    double switches = 0, inRow = 0, betweenRows = 0, copper = 0, transceivers = 0,
           spareTransceivers = 0, networkTotal = 0;
    for (const BomLine &b : bom) {
        if (b.category == CostCategory::Network) networkTotal += b.subtotal;
        if (b.item == BomItem::Switches && b.ref == "qm9700") switches += b.quantity;
        if (b.item == BomItem::Fibres && b.ref == "ib-ndr-400")
            (b.detail == int(Reach::InRow) ? inRow : betweenRows) += b.quantity;
        if (b.item == BomItem::Transceivers && b.ref == "ib-ndr-400") transceivers += b.quantity;
        if (b.item == BomItem::SpareTransceivers && b.ref == "ib-ndr-400")
            spareTransceivers += b.quantity;
        if (b.item == BomItem::CopperCables && b.ref == "eth-1") copper += b.quantity;
        QVERIFY(b.item != BomItem::NetworkPorts); // every part of it is priced
    }
    QCOMPARE(transceivers, 2 * (inRow + betweenRows));
    // 2 % spares of each reach, rounded up: 2 % of 2 x 292 and of 2 x 256.
    QCOMPARE(spareTransceivers, std::ceil(0.02 * 2 * 292) + std::ceil(0.02 * 2 * 256));
    QCOMPARE(switches, double(n.compute.switches() + n.storage.switches()));
    QCOMPARE(inRow, double(32 * 8 + 32 + 4)); // servers' rails, storage network (one switch)
    QCOMPARE(betweenRows, double(8 * 32));
    QCOMPARE(copper, double(n.management.links()));
    // The links at the list's price, and the spares: a transceiver is half of what the
    // link costs beyond its fibre.
    const double rowLink = usd.linkPurchase.at("ib-ndr-400");
    const double rowsLink = usd.linkPurchaseBetweenRows.at("ib-ndr-400");
    const double spares = std::ceil(0.02 * 2 * inRow) * (rowLink - usd.fibreMultimode) / 2
                          + std::ceil(0.02 * 2 * betweenRows) * (rowsLink - usd.fibreSingleMode) / 2
                          + std::ceil(0.02 * inRow) * usd.fibreMultimode
                          + std::ceil(0.02 * betweenRows) * usd.fibreSingleMode
                          + std::ceil(0.02 * copper) * usd.linkPurchase.at("eth-1");
    const double expected = switches * usd.switchPurchase.at("qm9700") + inRow * rowLink
                            + betweenRows * rowsLink
                            + n.management.switches() * usd.switchPurchase.at("sn2201")
                            + copper * usd.linkPurchase.at("eth-1") + spares;
    QVERIFY(std::abs(r.cost.network - expected) < 1e-6 * expected);
    QVERIFY(std::abs(networkTotal - expected) < 1e-6 * expected);
    // Their power: the switches (the catalog's, else 7.3 W a port) and every link's ends.
    const Fabric &ndr = *catalog().fabric("ib-ndr-400");
    const double watts = (n.compute.switches() + n.storage.switches()) * 64 * kSwitchWattsPerPort
                         + n.management.switches() * 48 * kGigabitSwitchWattsPerPort
                         + inRow * ndr.linkPower[1] + betweenRows * ndr.linkPower[2];
    QVERIFY2(std::abs(n.powerW - watts) < 1e-6 * watts,
             qPrintable(QStringLiteral("%1 vs %2").arg(n.powerW).arg(watts)));
}

void TestNetwork::everyNetworkIsPricedByPortWithoutSwitchPrices()
{
    // The 70B sample's storage network runs on 200G RoCE, whose switches and links the
    // lists do not price: it is bought by the port (NIC, switch port and cable), one for each
    // of the 32 servers and four for each of the four storage units; once it cost nothing.
    Project p;
    QFile f(QStringLiteral(CP_SOURCE_DIR "/resources/samples/llm-70b-pretrain-h100.cpplan"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!readProject(f.readAll().toStdString(), catalog(), p));
    Plan plan = p.plan();
    plan.pricing = Pricing::Purchase;
    Result r;
    std::vector<BomLine> bom;
    QVERIFY(!billOfMaterials(plan, catalog(), r, bom));
    QCOMPARE(r.network.storage.fabric, std::string("roce-200"));
    const PriceList &usd = *catalog().priceListFor(Currency::USD);
    double ports = 0;
    for (const BomLine &b : bom)
        if (b.item == BomItem::NetworkPorts && b.ref == "roce-200") {
            ports += b.quantity;
            QCOMPARE(b.unitPrice, usd.networkPortPurchase.at("roce-200"));
        }
    QCOMPARE(ports, double(32 + 4 * 4));
}

void TestNetwork::linksReachAsFarAsTheRacksAreApart()
{
    // Two servers under one switch in a 40 kW rack: copper. At 130 kW a rack, 4-SU of 32
    // servers fill 8 racks and a network rack, one row: every link multimode in the row.
    Plan plan = planFrom({{"model", "llama2-7b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "16"},
                          {"tokens", "1e10"}, {"inter-node", "ib-ndr-400"},
                          {"rack-power-kw", "40"}});
    Result r;
    QVERIFY(!evaluate(plan, catalog(), r));
    QCOMPARE(r.network.compute.tiers(), 1);
    QCOMPARE(r.network.compute.linksByReach[std::size_t(Reach::InRack)], 16);
    QCOMPARE(r.network.compute.linksByReach[std::size_t(Reach::InRow)], 0);
    plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"},
                     {"tokens", "1e11"}, {"inter-node", "ib-ndr-400"}, {"rack-power-kw", "130"}});
    QVERIFY(!evaluate(plan, catalog(), r));
    QVERIFY(r.network.racks.racks() <= kRacksPerRow);
    const FabricDesign &c = r.network.compute;
    QCOMPARE(c.linksByReach[std::size_t(Reach::InRow)], c.links());
    // Every link has one reach.
    for (const FabricDesign *f : {&r.network.compute, &r.network.storage, &r.network.management})
        QCOMPARE(f->linksByReach[0] + f->linksByReach[1] + f->linksByReach[2], f->links());
}

void TestNetwork::estimateJsonHasNetworkAndBom()
{
    const ProcessRun run = runCli({QStringLiteral("estimate"), QStringLiteral("--model"),
                                   QStringLiteral("llama2-70b"), QStringLiteral("--gpu"),
                                   QStringLiteral("h100-80gb-sxm"), QStringLiteral("--gpus"),
                                   QStringLiteral("1024"), QStringLiteral("--tokens"),
                                   QStringLiteral("1e12"), QStringLiteral("--pricing"),
                                   QStringLiteral("purchase"), QStringLiteral("--oversubscription"),
                                   QStringLiteral("2"), QStringLiteral("--rack-power-kw"),
                                   QStringLiteral("40")});
    QCOMPARE(run.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    const QJsonObject net = o.value(QStringLiteral("network")).toObject();
    QCOMPARE(net.value(QStringLiteral("leaf_switches")).toInt(), 32);
    QCOMPARE(net.value(QStringLiteral("spine_switches")).toInt(), 8);
    QCOMPARE(net.value(QStringLiteral("core_switches")).toInt(), 0);
    QCOMPARE(net.value(QStringLiteral("oversubscription")).toDouble(), 2.0);
    QCOMPARE(net.value(QStringLiteral("links")).toInt(), 1024 + 32 * 16);
    // An 8 x H100 server draws 8 x 700 W plus its host: three to a 40 kW rack, in 43 racks
    // for the 128 servers, and the network racks besides.
    const double nodeW = 8 * catalog().accelerator("h100-80gb-sxm")->tdp.value()
                         + catalog().node("sxm8-server")->hostPower.value();
    const int perRack = int(40000 / nodeW);
    QCOMPARE(net.value(QStringLiteral("nodes_per_rack")).toInt(), perRack);
    QVERIFY(net.value(QStringLiteral("racks")).toInt() > (128 + perRack - 1) / perRack);
    double sum = 0;
    for (const QJsonValue &v : o.value(QStringLiteral("bom")).toArray()) {
        const QJsonObject b = v.toObject();
        for (const char *key : {"category", "item", "quantity", "unit_price", "total"})
            QVERIFY2(b.contains(QLatin1String(key)), key);
        sum += b.value(QStringLiteral("total")).toDouble();
    }
    const double total = o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("total")).toDouble();
    QVERIFY(total > 0);
    QVERIFY(std::abs(sum - total) <= 1e-9 * total);
}

void TestNetwork::drawnClusterCountsItsTrainingPortsOnly()
{
    // The 70B sample draws 32 eight-GPU servers, each with 8 ports on the training switch
    // and one each on the storage and management switches: the design has 8 rails (one SU
    // of the reference: 8 leaves, 4 spines), not 10.
    const ProcessRun run = runCli({QStringLiteral("estimate"), QStringLiteral("--plan"),
                                   QStringLiteral(CP_SOURCE_DIR "/resources/samples/llm-70b-pretrain-h100.cpplan")});
    QCOMPARE(run.code, 0);
    const QJsonObject net = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("network")).toObject();
    QCOMPARE(net.value(QStringLiteral("rails")).toInt(), 8);
    QCOMPARE(net.value(QStringLiteral("leaf_switches")).toInt(), 8);
    QCOMPARE(net.value(QStringLiteral("spine_switches")).toInt(), 4);
}

void TestNetwork::managementRunsOnTheDrawnSwitchesFabric()
{
    // The samples draw a 10 GbE management switch; the bill of materials billed its links
    // as 1 GbE. A drawn switch's role runs on its fabric, the default only without one.
    Plan plan = planFrom({{"model", "llama2-13b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "16"},
                          {"tokens", "1e10"}, {"pricing", "purchase"}});
    QCOMPARE(evaluateOrFail(plan).network.management.fabric, std::string(kManagementFabric));
    QVERIFY(!standardTopology(plan, catalog(), plan.topology));
    for (const char *fabric : {"eth-10", "eth-1"}) {
        for (TopoSwitch &s : plan.topology.switches)
            if (s.role == SwitchRole::Management) s.fabric = fabric;
        QCOMPARE(evaluateOrFail(plan).network.management.fabric, std::string(fabric));
    }
}

namespace {

int tierCount(const std::map<std::string, int> &tiers, const Topology &t, SwitchRole role, int tier)
{
    return int(std::count_if(t.switches.begin(), t.switches.end(), [&](const TopoSwitch &s) {
        return s.role == role && tiers.at(s.id) == tier;
    }));
}

} // namespace

void TestNetwork::designedNetworkIsDrawnTierByTier()
{
    // 128 eight-GPU servers on NDR 400G, drawn with one training switch: "Design network"
    // draws the reference's 32 leaves and 16 spines, each server's eight ports on the eight
    // leaves of its scalable unit, and no switch with more cables than ports.
    Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "1024"},
                          {"tokens", "1e12"}, {"inter-node", "ib-ndr-400"}});
    QVERIFY(!standardTopology(plan, catalog(), plan.topology));
    QCOMPARE(plan.topology.switches.size(), std::size_t(3)); // one switch per network
    const std::vector<TopoNode> nodesBefore = plan.topology.nodes;
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    const Topology &t = plan.topology;
    const auto tiers = switchTiers(t);
    QCOMPARE(tierCount(tiers, t, SwitchRole::Training, 1), 32);
    QCOMPARE(tierCount(tiers, t, SwitchRole::Training, 2), 16);
    QCOMPARE(tierCount(tiers, t, SwitchRole::Training, 3), 0);
    QVERIFY(tierCount(tiers, t, SwitchRole::Storage, 1) > 0);
    QVERIFY(tierCount(tiers, t, SwitchRole::Management, 1) > 0);
    // The nodes are the same nodes, moved.
    QCOMPARE(t.nodes.size(), nodesBefore.size());
    for (std::size_t i = 0; i < t.nodes.size(); ++i) {
        QCOMPARE(t.nodes[i].id, nodesBefore[i].id);
        QCOMPARE(t.nodes[i].templateId, nodesBefore[i].templateId);
    }
    std::map<std::string, SwitchRole> role;
    for (const TopoSwitch &s : t.switches)
        role[s.id] = s.role;
    std::map<std::string, std::set<std::string>> leavesOf;
    for (const TopoLink &l : t.links)
        if (role.count(l.b) && role.at(l.b) == SwitchRole::Training && !role.count(l.a)) {
            QCOMPARE(l.count, 1);
            leavesOf[l.a].insert(l.b);
        }
    QCOMPARE(leavesOf.size(), std::size_t(128));
    for (const auto &[node, leaves] : leavesOf)
        QCOMPARE(leaves.size(), std::size_t(8));
    // A leaf's 32 node ports and 32 uplinks fill its 64; a spine's 64 come from the leaves.
    const auto used = switchPortsUsed(t);
    for (const TopoSwitch &s : t.switches) {
        QVERIFY2(used.at(s.id) <= switchRadix(s, catalog()), s.id.c_str());
        if (s.role == SwitchRole::Training) QCOMPARE(used.at(s.id), 64);
    }
    // Leaves sit above their nodes, spines above the leaves, management below everything.
    double lowestNode = -1e9;
    for (const TopoNode &n : t.nodes)
        lowestNode = std::max(lowestNode, n.y);
    for (const TopoSwitch &s : t.switches) {
        if (s.role == SwitchRole::Training)
            QVERIFY(s.y < t.nodes.front().y);
        if (s.role == SwitchRole::Management) QVERIFY(s.y > lowestNode);
    }
}

void TestNetwork::designedDrawingKeepsTheDesign()
{
    // The drawing is the design: evaluated, it gives the design it was drawn from, every
    // node on the training network, and designing it again changes nothing.
    Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "512"},
                          {"tokens", "1e12"}, {"inter-node", "ib-ndr-400"},
                          {"oversubscription", "2"}});
    Result flags;
    QVERIFY(!evaluate(plan, catalog(), flags));
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    Result drawn;
    QVERIFY(!evaluate(plan, catalog(), drawn));
    QCOMPARE(drawn.network.compute.leaves, flags.network.compute.leaves);
    QCOMPARE(drawn.network.compute.spines, flags.network.compute.spines);
    QCOMPARE(drawn.network.compute.rails, flags.network.compute.rails);
    QCOMPARE(drawn.network.storage.switches(), flags.network.storage.switches());
    QCOMPARE(drawn.network.management.switches(), flags.network.management.switches());
    QCOMPARE(drawn.cluster.nodes, flags.cluster.nodes);
    QVERIFY(!hasFinding(drawn, FindingCode::UnconnectedNode));
    QVERIFY(!hasFinding(drawn, FindingCode::NoManagementNetwork));
    QVERIFY(!hasFinding(drawn, FindingCode::SharedStorageNetwork));
    QVERIFY(hasFinding(drawn, FindingCode::OversubscribedSpine));
    const Topology once = plan.topology;
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    QVERIFY(plan.topology == once);
}

void TestNetwork::designedNetworkOfOneServerKeepsItsStorage()
{
    // One server has no compute fabric to design: its drawn storage switch stays, so the
    // server still reads from the shared storage.
    Plan plan = planFrom({{"model", "llama2-7b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "8"},
                          {"tokens", "1e10"}, {"storage", "all-flash"}});
    QVERIFY(!standardTopology(plan, catalog(), plan.topology));
    Result before, after;
    QVERIFY(!evaluate(plan, catalog(), before));
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    QVERIFY(!evaluate(plan, catalog(), after));
    QCOMPARE(after.cluster.storage, before.cluster.storage);
    QVERIFY(!hasFinding(after, FindingCode::UnconnectedNode));
}

void TestNetwork::drawnStorageReadsAtItsPorts_data()
{
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("units");
    QTest::newRow("one server, one unit") << "8"
                                          << "1";
    QTest::newRow("two servers, one unit") << "16"
                                           << "1";
    QTest::newRow("64 servers, four units") << "512"
                                            << "4";
}

void TestNetwork::drawnStorageReadsAtItsPorts()
{
    // The Hardware fields reach a shared tier over one port per node; drawn, the same
    // cluster reads through its cables to the storage switch. Both take the lesser of the
    // ports and the tier, so drawing the cluster moves no figure (one 8-GPU node on one NDR
    // port reads 45 GB/s of an 80 GB/s tier, and the checkpoints wait as long).
    QFETCH(QString, gpus);
    QFETCH(QString, units);
    const QByteArray gpuCount = gpus.toLatin1(), unitCount = units.toLatin1();
    Plan plan = planFrom({{"model", "llama2-70b"},
                          {"gpu", "h100-80gb-sxm"},
                          {"gpus", gpuCount.constData()},
                          {"tokens", "1e11"},
                          {"inter-node", "ib-ndr-400"},
                          {"storage", "parallel-fs"},
                          {"storage-units", unitCount.constData()}});
    Result flags;
    QVERIFY(!evaluate(plan, catalog(), flags));
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    QVERIFY(!plan.topology.nodes.empty());
    Result drawn;
    QVERIFY(!evaluate(plan, catalog(), drawn));
    const StorageTier &tier = *catalog().storage("parallel-fs");
    const double tierRead = tier.read.value() * units.toInt();
    const double ports = flags.cluster.nodes * 50e9 * catalog().fabric("ib-ndr-400")->efficiency;
    QCOMPARE(flags.cluster.storageRead.value(), std::min(tierRead, ports));
    QCOMPARE(drawn.cluster.storageRead.value(), flags.cluster.storageRead.value());
    QCOMPARE(drawn.cluster.storageWrite.value(), flags.cluster.storageWrite.value());
    QCOMPARE(drawn.time.checkpoints.value(), flags.time.checkpoints.value());
}

void TestNetwork::tiersCountFromTheNodes()
{
    // A core reached only through a spine is tier 3, whatever order the cables are listed in.
    Topology t;
    for (const char *id : {"n1", "n2"}) {
        TopoNode n;
        n.id = id;
        t.nodes.push_back(n);
    }
    t.switches = {{"core", "ib-ndr-400"}, {"spine", "ib-ndr-400"}, {"leaf", "ib-ndr-400"},
                  {"lone", "ib-ndr-400"}};
    t.links = {{"spine", "core", {}, 2}, {"leaf", "spine", {}, 4}, {"n1", "leaf", {}, 1},
               {"n2", "leaf", {}, 3}, {"n1", "n2", {}, 1}};
    const auto tiers = switchTiers(t);
    QCOMPARE(tiers.at("leaf"), 1);
    QCOMPARE(tiers.at("spine"), 2);
    QCOMPARE(tiers.at("core"), 3);
    QCOMPARE(tiers.at("lone"), 0);
    QCOMPARE(cableTier(t.links[0], tiers), 3);
    QCOMPARE(cableTier(t.links[2], tiers), 1);
    QCOMPARE(cableTier(t.links[4], tiers), 0);
    QCOMPARE(switchPortsUsed(t).at("leaf"), 8);
    QCOMPARE(switchPortsUsed(t).at("lone"), 0);
}

void TestNetwork::largeDrawingsGroupIntoUnitsOrRacks()
{
    // 1,024 GPUs designed: the reference's four scalable units of 32 servers.
    Plan plan = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "1024"},
                          {"tokens", "1e12"}, {"inter-node", "ib-ndr-400"}});
    QVERIFY(!standardTopology(plan, catalog(), plan.topology));
    // Drawn on one switch: racks of four.
    std::vector<NodeGroup> racks = groupNodes(plan.topology, catalog(), 4);
    QCOMPARE(racks.size(), std::size_t(32));
    QVERIFY(!racks.front().scalableUnit);
    QCOMPARE(racks.back().number, 32);
    QCOMPARE(racks.back().members.back(), std::string("gpu128"));
    QVERIFY(!edit::layOutNetwork(plan, catalog()));
    const std::vector<NodeGroup> units = groupNodes(plan.topology, catalog(), 4);
    QCOMPARE(units.size(), std::size_t(4));
    std::set<std::string> seen;
    for (const NodeGroup &u : units) {
        QVERIFY(u.scalableUnit);
        QCOMPARE(u.members.size(), std::size_t(32));
        seen.insert(u.members.begin(), u.members.end());
    }
    QCOMPARE(seen.size(), std::size_t(128));
    QCOMPARE(units[1].members.front(), std::string("gpu33"));
    // 32 servers read on their own: no groups.
    Plan small = planFrom({{"model", "llama2-70b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"},
                           {"tokens", "1e12"}});
    QVERIFY(!standardTopology(small, catalog(), small.topology));
    QVERIFY(groupNodes(small.topology, catalog(), 4).empty());
}

void TestNetwork::aMainlandDesignTakesDomesticSwitches()
{
    // A 400G RoCE fabric of a mainland-China project is built of the domestic switches its
    // buyers order (H3C class), elsewhere of NVIDIA's Spectrum.
    Plan p = planFrom({{"model", "llama2-7b"},
                       {"tokens", "1e11"},
                       {"gpu", "h100-80gb-sxm"},
                       {"gpus", "256"},
                       {"inter-node", "roce-400"},
                       {"pricing", "on-demand"}});
    const Result global = evaluateOrFail(p);
    QCOMPARE(global.network.compute.switchModel, std::string("sn5600"));
    p.market.id = "mainland-china";
    const Result mainland = evaluateOrFail(p);
    const SwitchModel *s = catalog().switchModel(mainland.network.compute.switchModel);
    QVERIFY(s);
    QVERIFY2(std::find(s->markets.begin(), s->markets.end(), "mainland-china") != s->markets.end(),
             s->id.c_str());
    QCOMPARE(mainland.network.compute.radix, s->ports);

    // A drawn 400G RoCE leaf is checked against the ports of the switch its market buys: 100
    // cables fill an SN5600's 128 but not an H3C's 64.
    Topology t;
    t.switches.push_back({"leaf", "roce-400", SwitchRole::Training, 0, 0});
    for (int i = 0; i < 25; ++i) {
        const std::string id = "gpu" + std::to_string(i);
        t.nodes.push_back({id, "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, 0, 0});
        t.links.push_back({id, "leaf", {}, 4});
    }
    QVERIFY(drawnNetwork(t, catalog(), "global").overfull.empty());
    const DrawnNetwork full = drawnNetwork(t, catalog(), "mainland-china");
    QCOMPARE(int(full.overfull.size()), 1);
    QCOMPARE(full.overfull.front().radix, s->ports);
}

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
