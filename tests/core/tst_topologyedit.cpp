// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas's edits without a canvas: add, connect, delete, copy and paste, arrange and move
// a selection, on plain plans (core/edit/topologyedit.h).
#include "model/cable.h"
#include "engine/networklayout.h"
#include "edit/planedit.h"
#include "testutil.h"
#include "edit/topologyedit.h"
#include "engine/planner.h"
#include "io/planio.h"

using namespace cp;
using namespace cp::test;

class TestTopologyEdit : public QObject
{
    Q_OBJECT
private slots:
    void aTieOfAcceleratorsGoesToThePlans();
    void freeIdFillsTheFirstGap();
    void addNodeTakesAnAcceleratorTheServerAndMarketAllow_data();
    void addNodeTakesAnAcceleratorTheServerAndMarketAllow();
    void addRefusesWhatTheCatalogLacks();
    void connectAddsPortsToOneLink();
    void connectRefusesAFullSwitch();
    void overfullSwitchIsAFindingUntilTheNetworkIsDesigned();
    void removeTakesTheLinksWithTheElements();
    void pasteRenamesAndKeepsInnerLinksOnly();
    void pasteLandsClearOfWhatIsDrawn();
    void arrangeMatchesTheStandardTopology();
    void moveMovesTheWholeSelection();
    void cableFamilyFollowsTheNicAndTheSwitch();
    void planEditsCarryTheirRules();
};

namespace {

/// 16 nodes of 8 GPUs as the planner lays them out from flags: two rows of nodes, a
/// training, a storage and a management switch.
Plan sixteenNodes()
{
    Plan p = planFrom({{"model", "llama2-7b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "128"},
                       {"tokens", "1e9"}});
    if (auto e = standardTopology(p, catalog(), p.topology)) qFatal("%s", e->message.c_str());
    return p;
}

const TopoNode *node(const Topology &t, const std::string &id)
{
    for (const TopoNode &n : t.nodes)
        if (n.id == id) return &n;
    return nullptr;
}

TopoNode named(const std::string &id)
{
    TopoNode n;
    n.id = id;
    return n;
}

const TopoLink *link(const Topology &t, const std::string &a, const std::string &b)
{
    for (const TopoLink &l : t.links)
        if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) return &l;
    return nullptr;
}

} // namespace

void TestTopologyEdit::aTieOfAcceleratorsGoesToThePlans()
{
    // Two 4-GPU PCIe servers, one of the plan's A100 PCIe and one of A10s: as many GPUs of
    // each. The job runs on the plan's own (its form names it); the A10s took it over, first
    // by their id's order.
    Plan p;
    p.model.preset = "llama2-7b";
    std::vector<FlagValue> flags{{"model", "llama2-7b", false}, {"tokens", "1e9", false}};
    QVERIFY(!applyFlags(p, flags, catalog()));
    p.gpu = "a100-80gb-pcie";
    p.gpus = 4;
    const std::string a = edit::addNode(p, catalog(), "global", "pcie4-server", {0, 0});
    const std::string b = edit::addNode(p, catalog(), "global", "pcie4-server", {300, 0});
    QVERIFY(!a.empty() && !b.empty());
    p.topology.nodes[0].gpu = "a100-80gb-pcie";
    p.topology.nodes[1].gpu = "a10-24gb";
    Result r;
    QVERIFY(!evaluate(p, catalog(), r));
    QVERIFY(r.cluster.gpu);
    QCOMPARE(r.cluster.gpu->id, std::string("a100-80gb-pcie"));
    // More of the other: the job goes where most of the GPUs are.
    const std::string c = edit::addNode(p, catalog(), "global", "pcie4-server", {600, 0});
    p.topology.nodes.back().gpu = "a10-24gb";
    QVERIFY(!c.empty());
    QVERIFY(!evaluate(p, catalog(), r));
    QCOMPARE(r.cluster.gpu->id, std::string("a10-24gb"));
}

void TestTopologyEdit::freeIdFillsTheFirstGap()
{
    Topology t;
    t.nodes.push_back(named("gpu01"));
    t.nodes.push_back(named("gpu03"));
    t.switches.push_back({"sw01", "ib-ndr-400", SwitchRole::Training, 0, 0});
    QCOMPARE(edit::freeId(t, "gpu"), std::string("gpu02"));
    QCOMPARE(edit::freeId(t, "sw"), std::string("sw02"));
    QCOMPARE(edit::freeId(t, "storage"), std::string("storage01"));
    for (int i = 1; i <= 99; ++i)
        t.nodes.push_back(named("cpu" + std::string(i < 10 ? "0" : "") + std::to_string(i)));
    QCOMPARE(edit::freeId(t, "cpu"), std::string("cpu100"));
}

void TestTopologyEdit::addNodeTakesAnAcceleratorTheServerAndMarketAllow_data()
{
    QTest::addColumn<QString>("templateId");
    QTest::addColumn<QString>("market");
    QTest::addColumn<int>("pricing");
    QTest::addColumn<bool>("keepsPlanGpu");
    QTest::newRow("SXM server, global cloud: the plan's H100")
        << "sxm8-server" << "global" << int(Pricing::OnDemand) << true;
    QTest::newRow("PCIe server: no SXM module")
        << "pcie8-server" << "global" << int(Pricing::OnDemand) << false;
    QTest::newRow("mainland purchase: no H100")
        << "sxm8-server" << "mainland-china" << int(Pricing::Purchase) << false;
}

void TestTopologyEdit::addNodeTakesAnAcceleratorTheServerAndMarketAllow()
{
    QFETCH(QString, templateId);
    QFETCH(QString, market);
    QFETCH(int, pricing);
    QFETCH(bool, keepsPlanGpu);
    Plan p = sixteenNodes();
    p.pricing = Pricing(pricing);
    const std::size_t before = p.topology.nodes.size();
    const std::string id = edit::addNode(p, catalog(), market.toStdString(),
                                         templateId.toStdString(), {300, 500});
    QCOMPARE(id, std::string("gpu17")); // after gpu01-gpu16
    QCOMPARE(p.topology.nodes.size(), before + 1);
    const TopoNode &n = p.topology.nodes.back();
    QCOMPARE(n.id, id);
    QCOMPARE(n.x, 300.0);
    QCOMPARE(n.y, 500.0);
    const NodeTemplate *t = catalog().node(n.templateId);
    QVERIFY(t);
    QCOMPARE(n.gpus, t->gpus);
    const Accelerator *a = catalog().accelerator(n.gpu);
    QVERIFY(a);
    QCOMPARE(n.gpu == p.gpu, keepsPlanGpu);
    QVERIFY2(templateTakes(*t, *a), n.gpu.c_str());
    QVERIFY2(a->offeredIn(market.toStdString(), p.pricing), n.gpu.c_str());
}

void TestTopologyEdit::addRefusesWhatTheCatalogLacks()
{
    Plan p = sixteenNodes();
    const Topology before = p.topology;
    QVERIFY(edit::addNode(p, catalog(), "global", "no-such-server", {}).empty());
    QVERIFY(edit::addSwitch(p, catalog(), "no-such-fabric", {}).empty());
    QCOMPARE(p.topology, before);
    const std::string sw = edit::addSwitch(p, catalog(), "ib-ndr-400", {10, 20});
    QCOMPARE(sw, std::string("sw01"));
    QCOMPARE(p.topology.switches.back().fabric, std::string("ib-ndr-400"));
    QCOMPARE(p.topology.switches.back().role, SwitchRole::Training);
}

void TestTopologyEdit::connectAddsPortsToOneLink()
{
    Plan p = sixteenNodes();
    Topology &t = p.topology;
    const std::size_t links = t.links.size();
    QVERIFY(edit::connect(t, catalog(), "gpu01", "gpu02"));
    QCOMPARE(t.links.size(), links + 1);
    QCOMPARE(link(t, "gpu01", "gpu02")->count, 1);
    // Again, in either direction: another port on the same cable.
    QVERIFY(edit::connect(t, catalog(), "gpu02", "gpu01"));
    QCOMPARE(t.links.size(), links + 1);
    QCOMPARE(link(t, "gpu01", "gpu02")->count, 2);
    const Topology before = t;
    QVERIFY(!edit::connect(t, catalog(), "gpu01", "gpu01"));
    QVERIFY(!edit::connect(t, catalog(), "gpu01", "gpu99"));
    QCOMPARE(t, before);
}

void TestTopologyEdit::connectRefusesAFullSwitch()
{
    // An NDR switch of the catalog (QM9700): 64 ports. The 65th cable is refused and the
    // switch named; a management switch's cable goes to its management port and is not.
    Topology t;
    t.nodes = {named("gpu01"), named("gpu02")};
    t.switches = {{"sw01", "ib-ndr-400", SwitchRole::Training, 0, 0},
                  {"mgmt01", "eth-1", SwitchRole::Management, 0, 0}};
    QCOMPARE(switchRadix(t.switches[0], catalog()), 64);
    for (int i = 0; i < 64; ++i)
        QVERIFY(edit::connect(t, catalog(), i % 2 ? "gpu01" : "gpu02", "sw01"));
    const Topology full = t;
    std::string refused;
    QVERIFY(!edit::connect(t, catalog(), "sw01", "gpu01", &refused));
    QCOMPARE(refused, std::string("sw01"));
    QCOMPARE(t, full);
    QVERIFY(edit::connect(t, catalog(), "mgmt01", "sw01"));
    QCOMPARE(switchPortsUsed(t).at("sw01"), 64);
    QCOMPARE(switchPortsUsed(t).at("mgmt01"), 1);
}

void TestTopologyEdit::overfullSwitchIsAFindingUntilTheNetworkIsDesigned()
{
    // Sixteen eight-NIC servers on one 64-port switch: 128 cables cannot be built. The
    // finding names the switch; the designed network has none.
    Plan p = sixteenNodes();
    Result drawn;
    QVERIFY(!evaluate(p, catalog(), drawn));
    bool named = false;
    for (const Finding &f : drawn.findings)
        if (f.code == FindingCode::SwitchOutOfPorts) {
            named = f.element == "train-sw";
            QCOMPARE(f.args[0], 128.0);
            QCOMPARE(f.args[1], 64.0);
        }
    QVERIFY(named);
    QVERIFY(!edit::layOutNetwork(p, catalog()));
    Result designed;
    QVERIFY(!evaluate(p, catalog(), designed));
    QVERIFY(!hasFinding(designed, FindingCode::SwitchOutOfPorts));
    // Its cables are shaded by tier: a leaf's uplinks darker than the nodes' cables.
    QVERIFY(cableColour(CableFamily::InfiniBand, 2) != cableColour(CableFamily::InfiniBand, 1));
    QVERIFY((cableColour(CableFamily::InfiniBand, 2) & 0xff) < (cableColour(CableFamily::InfiniBand, 1) & 0xff));
}

void TestTopologyEdit::removeTakesTheLinksWithTheElements()
{
    Plan p = sixteenNodes();
    Topology &t = p.topology;
    QVERIFY(link(t, "gpu01", "train-sw"));
    QVERIFY(edit::remove(t, {"gpu01"}, {}));
    QVERIFY(!node(t, "gpu01"));
    for (const TopoLink &l : t.links)
        QVERIFY(l.a != "gpu01" && l.b != "gpu01");
    // A link named by its ends in the other order; the elements stay.
    QVERIFY(link(t, "gpu02", "train-sw"));
    QVERIFY(edit::remove(t, {}, {{"train-sw", "gpu02"}}));
    QVERIFY(!link(t, "gpu02", "train-sw"));
    QVERIFY(node(t, "gpu02"));
    const Topology before = t;
    QVERIFY(!edit::remove(t, {"gpu01"}, {{"gpu01", "train-sw"}}));
    QCOMPARE(t, before);
}

void TestTopologyEdit::pasteRenamesAndKeepsInnerLinksOnly()
{
    Plan p = sixteenNodes();
    Topology &t = p.topology;
    const Topology clip = edit::copy(t, {"gpu01", "train-sw"});
    QCOMPARE(clip.nodes.size(), std::size_t(1));
    QCOMPARE(clip.switches.size(), std::size_t(1));
    QCOMPARE(clip.links.size(), std::size_t(1)); // not gpu01's management link
    // A clip from elsewhere may carry a link to an element it does not hold: it is dropped,
    // not pasted with an empty end.
    Topology foreign = clip;
    foreign.links.push_back({"gpu01", "mgmt-sw", {}, 1});
    const std::size_t links = t.links.size();
    const auto pasted = edit::paste(t, catalog(), foreign, {40, 40});
    QCOMPARE(pasted, (std::vector<std::string>{"gpu17", "sw01"}));
    QCOMPARE(t.links.size(), links + 1);
    const TopoLink *copied = link(t, "gpu17", "sw01");
    QVERIFY(copied);
    QCOMPARE(copied->count, link(t, "gpu01", "train-sw")->count);
    QCOMPARE(node(t, "gpu17")->x, node(t, "gpu01")->x + 40);
    for (const TopoLink &l : t.links)
        QVERIFY(!l.a.empty() && !l.b.empty());
}

void TestTopologyEdit::pasteLandsClearOfWhatIsDrawn()
{
    const Plan p = sixteenNodes();
    const Topology clip = edit::copy(p.topology, {"gpu01", "gpu02"});
    const edit::Point shift = edit::pasteOffset(p.topology, clip, {40, 40});
    // A multiple of the step, past every element of the two rows of nodes.
    QVERIFY(shift.x >= 40 && std::fmod(shift.x, 40.0) == 0);
    QCOMPARE(shift.y, shift.x);
    for (const TopoNode &c : clip.nodes)
        for (const TopoNode &n : p.topology.nodes)
            QVERIFY2(std::abs(n.x - c.x - shift.x) >= 130 || std::abs(n.y - c.y - shift.y) >= 80,
                     n.id.c_str());
    // On an empty canvas the first step is clear.
    QCOMPARE(edit::pasteOffset(Topology{}, clip, {40, 40}), (edit::Point{40, 40}));
}

void TestTopologyEdit::arrangeMatchesTheStandardTopology()
{
    const Plan standard = sixteenNodes();
    // Scrambled, then arranged: every element back where the planner's own layout has it.
    Plan p = standard;
    for (TopoNode &n : p.topology.nodes)
        n.x = n.y = 7;
    for (TopoSwitch &s : p.topology.switches)
        s.x = s.y = 7;
    edit::arrangeLeafSpine(p.topology, catalog());
    QCOMPARE(p.topology, standard.topology);
    // Rows of eight under the training switch; the management switch under the last row.
    QCOMPARE(node(p.topology, "gpu09")->x, node(p.topology, "gpu01")->x);
    QCOMPARE(node(p.topology, "gpu09")->y - node(p.topology, "gpu01")->y, 120.0);
    const TopoSwitch *train = nullptr, *mgmt = nullptr;
    for (const TopoSwitch &s : p.topology.switches) {
        if (s.role == SwitchRole::Training) train = &s;
        if (s.role == SwitchRole::Management) mgmt = &s;
    }
    QVERIFY(train && mgmt);
    QVERIFY(train->y < node(p.topology, "gpu01")->y);
    QVERIFY(mgmt->y > node(p.topology, "gpu16")->y);
    QSet<QPair<double, double>> places;
    for (const TopoNode &n : p.topology.nodes)
        places.insert({n.x, n.y});
    for (const TopoSwitch &s : p.topology.switches)
        places.insert({s.x, s.y});
    QCOMPARE(places.size(), int(p.topology.nodes.size() + p.topology.switches.size()));
}

void TestTopologyEdit::moveMovesTheWholeSelection()
{
    Plan p = sixteenNodes();
    Topology &t = p.topology;
    QVERIFY(edit::move(t, {{"gpu01", {1, 2}}, {"gpu02", {3, 4}}, {"train-sw", {5, 6}},
                           {"no-such", {7, 8}}}));
    QCOMPARE(node(t, "gpu01")->x, 1.0);
    QCOMPARE(node(t, "gpu02")->y, 4.0);
    for (const TopoSwitch &s : t.switches)
        if (s.id == "train-sw") QCOMPARE(s.x, 5.0);
    QVERIFY(!edit::move(t, {{"gpu01", {1, 2}}})); // already there
}

void TestTopologyEdit::cableFamilyFollowsTheNicAndTheSwitch()
{
    // The canvas and the proposal colour cables through these functions: a port of an
    // InfiniBand training switch is InfiniBand; a RoCE NIC on it is RoCE; the management
    // network and node-to-node cables are Ethernet; a switch-to-switch cable goes by its
    // first end.
    const TopoSwitch ib{"leaf", "ib-ndr-400", SwitchRole::Training, 0, 0};
    const TopoSwitch roce{"spine", "roce-400", SwitchRole::Training, 0, 0};
    const TopoSwitch mgmt{"mgmt", "ib-ndr-400", SwitchRole::Management, 0, 0};
    const TopoLink port{"gpu01", "leaf", {}, 8};
    QCOMPARE(cableFamily(port, &ib, catalog()), CableFamily::InfiniBand);
    TopoLink rocePort = port;
    rocePort.fabric = "roce-400";
    QCOMPARE(cableFamily(rocePort, &ib, catalog()), CableFamily::RoCE);
    QCOMPARE(cableFabric(rocePort, &ib, catalog())->id, std::string("roce-400"));
    QCOMPARE(cableFamily(port, &mgmt, catalog()), CableFamily::Ethernet);
    QCOMPARE(cableFamily({"gpu01", "gpu02", {}, 1}, nullptr, catalog()), CableFamily::Ethernet);
    const std::vector<TopoSwitch> switches{ib, roce};
    auto find = [&](const std::string &id) -> const TopoSwitch * {
        for (const TopoSwitch &s : switches)
            if (s.id == id) return &s;
        return nullptr;
    };
    const TopoLink up{"spine", "leaf", {}, 4};
    QCOMPARE(cableSwitch(up, find)->id, std::string("spine"));
    QCOMPARE(cableFamily(up, cableSwitch(up, find), catalog()), CableFamily::RoCE);
    QVERIFY(cableColour(CableFamily::InfiniBand) != cableColour(CableFamily::RoCE));
}

QTEST_GUILESS_MAIN(TestTopologyEdit)
void TestTopologyEdit::planEditsCarryTheirRules()
{
    // The workload panel's GPU choice: the plan's accelerator, and the drawn servers that
    // name one; a node that names none follows the plan's already.
    Plan p;
    p.gpu = "h100-80gb-sxm";
    p.topology.nodes.push_back({"gpu01", "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, 0, 0});
    p.topology.nodes.push_back({"gpu02", "sxm8-server", {}, 8, 0, 0, 0, {}, 1, 0, 0});
    p.topology.nodes.push_back({"fs", "storage-node", {}, 0, 0, 0, 0, "parallel-fs", 2, 0, 0});
    edit::setAccelerator(p, "h200-141gb-sxm");
    QCOMPARE(p.gpu, std::string("h200-141gb-sxm"));
    QCOMPARE(p.topology.nodes[0].gpu, std::string("h200-141gb-sxm"));
    QVERIFY(p.topology.nodes[1].gpu.empty());
    QVERIFY(p.topology.nodes[2].gpu.empty());
    // The dataset in one unit: a size in bytes after one in tokens replaces it, and the
    // panel reads back what was set.
    edit::setDataset(p, 1e12, edit::DatasetUnit::Tokens);
    QCOMPARE(edit::datasetUnit(p), edit::DatasetUnit::Tokens);
    edit::setDataset(p, 2e12, edit::DatasetUnit::Bytes);
    QCOMPARE(p.tokens, 0.0);
    QCOMPARE(p.samples, 0.0);
    QCOMPARE(p.datasetBytes, 2e12);
    QCOMPARE(edit::datasetUnit(p), edit::DatasetUnit::Bytes);
    QCOMPARE(edit::datasetValue(p), 2e12);
    edit::setDataset(p, 5e6, edit::DatasetUnit::Samples);
    QCOMPARE(p.datasetBytes, 0.0);
    QCOMPARE(edit::datasetUnit(p), edit::DatasetUnit::Samples);
    // A count typed after a size in bytes is a count again ("2 TB", then "500B").
    using edit::DatasetUnit;
    p.workload = Workload::Pretrain;
    QCOMPARE(edit::typedDatasetUnit(p, DatasetUnit::Bytes, false), DatasetUnit::Tokens);
    QCOMPARE(edit::typedDatasetUnit(p, DatasetUnit::Tokens, true), DatasetUnit::Bytes);
    QCOMPARE(edit::typedDatasetUnit(p, DatasetUnit::Samples, false), DatasetUnit::Samples);
    p.workload = Workload::Vision;
    QCOMPARE(edit::typedDatasetUnit(p, DatasetUnit::Bytes, false), DatasetUnit::Samples);
}

#include "tst_topologyedit.moc"
