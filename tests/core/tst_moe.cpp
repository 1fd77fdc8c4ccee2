// SPDX-License-Identifier: GPL-3.0-or-later
// Mixture-of-experts models: the experts' parameters, expert parallelism's sharding of their
// weights and optimizer states, its all-to-all on the links it crosses, the capacity factor,
// and the layout search that picks EP (docs/model.md, "Mixture of experts").
#include "testutil.h"

#include <cmath>

using namespace cp;
using namespace cp::test;

class TestMoe : public QObject
{
    Q_OBJECT
private slots:
    void expertParallelShardsTheExperts();
    void allToAllCrossesTheLinksItSpans();
    void capacityFactorScalesTheBusiestExpert();
    void storedExpertLoadsAverageOut();
    void overlappingStackHidesTheAllToAll();
    void layoutSearchPicksExpertParallelism();
    void badExpertParallelismIsNamed_data();
    void badExpertParallelismIsNamed();
    void denseModelIsUnchangedByTheMoeTerms();
    void presetsGiveThePublishedCounts_data();
    void presetsGiveThePublishedCounts();
    void loraAdaptsEveryExpert();
    void selectiveRecomputationRebuildsTheExpertActivation();
    void publishedMoeLayoutsFit_data();
    void publishedMoeLayoutsFit();
};

namespace {

using Flags = std::initializer_list<std::pair<const char *, const char *>>;

/// A model on 64 H100s with the layout fixed but for `extra`.
Plan onH100s(const char *model, Flags extra)
{
    Plan p = planFrom({{"model", model}, {"gpu", "h100-80gb-sxm"}, {"gpus", "64"},
                       {"inter-node", "ib-ndr-400"}, {"tokens", "1e11"}, {"tp", "1"},
                       {"pp", "1"}, {"zero", "1"}, {"micro-batch", "1"}, {"global-batch", "512"},
                       {"recompute", "full"}, {"framework", "megatron-core"}});
    std::vector<FlagValue> flags;
    for (const auto &[k, v] : extra) flags.push_back({k, v, false});
    if (auto e = applyFlags(p, flags, catalog())) qFatal("%s", e->message.c_str());
    return p;
}

/// Mixtral 8x7B: 8 experts of 14,336, two per token.
Plan mixtral(Flags extra = {})
{
    return onH100s("mixtral-8x7b", extra);
}

/// Qwen3-30B-A3B: 128 experts of 768, eight per token, so EP can span nodes.
Plan qwen(Flags extra = {})
{
    return onH100s("qwen3-30b-a3b", extra);
}

} // namespace

void TestMoe::expertParallelShardsTheExperts()
{
    // The routed experts of Mixtral 8x7B, from its dimensions (arXiv:2401.04088 Table 1):
    // 32 layers x 8 experts x 3 matrices of 4096 x 14336.
    const double routed = 32.0 * 8 * 3 * 4096 * 14336;
    const Result one = evaluateOrFail(mixtral({{"ep", "1"}}));
    const Result eight = evaluateOrFail(mixtral({{"ep", "8"}}));
    QCOMPARE(one.par.ep, 1);
    QCOMPARE(eight.par.ep, 8);
    // 16-bit weights and gradients: 4 bytes of each routed parameter, 7/8 of them gone.
    const double saved = (one.memory.weights + one.memory.gradients).value()
                         - (eight.memory.weights + eight.memory.gradients).value();
    QVERIFY2(std::abs(saved / (routed * 4.0 * 7.0 / 8.0) - 1) < 1e-3,
             qPrintable(QString::number(saved)));
    // Optimizer states (12 bytes): the distributed optimizer shards dense parameters over all
    // 64 ranks, an expert's over the 64 / ep ranks that hold it: the same per GPU either way.
    QVERIFY(std::abs(one.memory.optimizer.value() / eight.memory.optimizer.value() - 1) < 1e-6);
    QVERIFY(one.memory.optimizer.value() > 12.0 * routed / 64 * 0.99);
    // Without EP there is no all-to-all.
    QCOMPARE(one.time.expertParallel.value(), 0.0);
    QVERIFY(eight.time.expertParallel.value() > 0);
}

void TestMoe::allToAllCrossesTheLinksItSpans()
{
    // EP 8 stays inside an 8-GPU node (NVLink); EP 16 spans two, and the tokens for the
    // other node cross the NICs (InfiniBand NDR, about 50 GB/s per GPU against NVLink's
    // hundreds) once per node that holds any of their experts.
    const Result inNode = evaluateOrFail(qwen({{"ep", "8"}}));
    const Result across = evaluateOrFail(qwen({{"ep", "16"}}));
    const ClusterFacts &c = across.cluster;
    // Qwen3-30B-A3B: 8 of 128 experts per token. A group of g experts receives a token with
    // probability 1 - C(128 - g, 8) / C(128, 8): EP 8 (16 experts a rank) reaches 5.34 of
    // 8 ranks; EP 16, one other node (64 experts) with probability 0.996.
    auto reached = [](double per) {
        double none = 1;
        for (int i = 0; i < 8; ++i) none *= (128.0 - per - i) / (128.0 - i);
        return 1 - none;
    };
    const double ranks8 = 8 * reached(16);
    QVERIFY(std::abs(ranks8 - 5.34) < 0.01);
    const double intra8 = ranks8 * 7.0 / 8.0 / c.intraNodePerGpu.value();
    const double inter16 = reached(64) / c.interNodePerGpu.value();
    const double ratio = across.time.expertParallel / inNode.time.expertParallel;
    QVERIFY2(std::abs(ratio / (inter16 / intra8) - 1) < 0.05,
             qPrintable(QStringLiteral("%1 vs %2").arg(ratio).arg(inter16 / intra8)));
    QVERIFY(ratio > 1.3);
    // An oversubscribed spine slows the traffic that crosses it, when the EP group spans
    // leaves. 1,024 GPUs, 4 to a node, on HDR (40-port switches: 20 nodes to a leaf): EP 64
    // spans 16 nodes, one leaf, and never meets the spine; EP 128 spans 32 nodes over two
    // leaves, half of it across the spine at 1/3 the rate there: 1 + 1/2 x 2 = 2 times.
    auto large = [](const char *ep, const char *r) {
        return evaluateOrFail(qwen({{"gpus", "1024"}, {"gpus-per-node", "4"},
                                    {"inter-node", "ib-hdr-200"}, {"global-batch", "1024"},
                                    {"ep", ep}, {"oversubscription", r}}));
    };
    QCOMPARE(large("64", "3").time.expertParallel, large("64", "1").time.expertParallel);
    const double slower
        = large("128", "3").time.expertParallel / large("128", "1").time.expertParallel;
    QVERIFY2(std::abs(slower - 2.0) < 0.05, qPrintable(QString::number(slower)));
}

void TestMoe::capacityFactorScalesTheBusiestExpert()
{
    const Result balanced = evaluateOrFail(qwen({{"ep", "16"}, {"capacity-factor", "1"}}));
    const Result skewed = evaluateOrFail(qwen({{"ep", "16"}, {"capacity-factor", "2"}}));
    // The all-to-all moves twice the tokens (bandwidth-bound at these sizes).
    QVERIFY(std::abs(skewed.time.expertParallel / balanced.time.expertParallel - 2) < 0.05);
    // The routed experts are most of Qwen3-30B-A3B's active weights (2.4B of 3.3B) but not
    // of its compute at 4K tokens (attention): doubling their tokens adds less than double.
    const double r = skewed.time.compute / balanced.time.compute;
    QVERIFY2(r > 1.2 && r < 1.9, qPrintable(QString::number(r)));
    // Model FLOPs are the model's, whatever the imbalance.
    QCOMPARE(skewed.flopsPerToken, balanced.flopsPerToken);
    // The default is Switch Transformer's 1.25.
    QCOMPARE(evaluateOrFail(qwen({{"ep", "8"}})).par.capacityFactor, 1.25);
}

void TestMoe::storedExpertLoadsAverageOut()
{
    // The capacity factor is one layer's busiest load for one micro-batch. A GPU stores the
    // expert activations of all its MoE layers: independent routers, so the busiest rank's
    // sum of n loads exceeds the mean by sqrt(n) single excesses, not n. Four times the
    // layers: four times the stored mean, twice the stored excess (pp 1, one micro-batch).
    auto activations = [](const char *layers, const char *capacity) {
        return evaluateOrFail(mixtral({{"layers", layers}, {"recompute", "none"},
                                       {"capacity-factor", capacity}}))
            .memory.activations.value();
    };
    const double excess8 = activations("8", "2") - activations("8", "1");
    const double excess32 = activations("32", "2") - activations("32", "1");
    QVERIFY(excess8 > 0);
    QVERIFY2(std::abs(excess32 / excess8 - 2.0) < 0.01, qPrintable(QString::number(excess32 / excess8)));
}

void TestMoe::overlappingStackHidesTheAllToAll()
{
    // DeepSeek's DualPipe hides the dispatch and combine behind the other chunk's compute;
    // Megatron-Core without its EP overlap does not.
    const Result exposed = evaluateOrFail(qwen({{"ep", "16"}}));
    const Result hidden = evaluateOrFail(qwen({{"ep", "16"}, {"framework", "deepseek-dualpipe"}}));
    QVERIFY(exposed.time.expertParallel.value() > 0);
    QCOMPARE(hidden.time.expertParallel.value(), 0.0);
    QVERIFY(hidden.trainingTime < exposed.trainingTime);
}

void TestMoe::layoutSearchPicksExpertParallelism()
{
    // DeepSeek-V3 on 256 H100s: 671B parameters do not fit without sharding the experts.
    Plan p = planFrom({{"model", "deepseek-v3"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"},
                       {"tokens", "1e12"}});
    const Result r = evaluateOrFail(p);
    QVERIFY(r.fits);
    QVERIFY2(r.par.ep > 1, qPrintable(QString::number(r.par.ep)));
    QCOMPARE(256 % (r.par.tp * r.par.pp * r.par.cp * r.par.dp), 0);
    QCOMPARE((r.par.tp * r.par.dp * r.par.cp) % r.par.ep, 0); // folded over tp x cp x dp
    QCOMPARE(256 % r.par.ep, 0);
    // Holding EP at 1 leaves a plan that is slower or does not fit.
    p.par.ep = 1;
    const Result noEp = evaluateOrFail(p);
    QVERIFY(!noEp.fits || noEp.trainingTime > r.trainingTime);
    // The recommender's plans are evaluated the same way: a fixed layout is never required.
    QVERIFY(r.layoutsExamined > 0);
}

void TestMoe::badExpertParallelismIsNamed_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("ep");
    QTest::addColumn<QString>("needle");
    QTest::newRow("dense model") << "llama2-7b" << "2" << "mixture-of-experts";
    QTest::newRow("does not divide the experts") << "mixtral-8x7b" << "16" << "routed experts";
    QTest::newRow("does not divide the GPUs of a stage")
        << "mixtral-8x7b" << "8" << "tp x cp x dp";
}

void TestMoe::badExpertParallelismIsNamed()
{
    QFETCH(QString, model);
    QFETCH(QString, ep);
    QFETCH(QString, needle);
    const std::string m = model.toStdString(), e = ep.toStdString();
    // 8 GPUs in 2 stages: 4 a stage, which EP 8 does not divide; Mixtral has 8 experts.
    const std::string gpus = needle == QLatin1String("routed experts") ? "32" : "8";
    Plan p = planFrom({{"model", m.c_str()}, {"gpu", "h100-80gb-sxm"}, {"gpus", gpus.c_str()},
                       {"tokens", "1e10"}, {"tp", "2"}, {"pp", "2"}, {"ep", e.c_str()}});
    Result r;
    const auto err = evaluate(p, catalog(), r);
    QVERIFY(err);
    QCOMPARE(err->field, std::string("ep"));
    QVERIFY2(QString::fromStdString(err->message).contains(needle), err->message.c_str());
}

void TestMoe::denseModelIsUnchangedByTheMoeTerms()
{
    // A dense model has as many active parameters as parameters, no expert time, and FLOPs
    // per token of 6 N + 12 L s h (Llama 2 7B: Touvron et al. 2023).
    const Result r = evaluateOrFail(planFrom(
        {{"model", "llama2-7b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "16"}, {"tokens", "1e10"}}));
    QCOMPARE(r.activeParams, r.params);
    QCOMPARE(r.par.ep, 1);
    QCOMPARE(r.time.expertParallel.value(), 0.0);
    const double embedding = 32000.0 * 4096;
    const double matmul = r.params - embedding - (2.0 * 32 + 1) * 4096; // less norms
    const double expected = 6.0 * matmul + 12.0 * 32 * 4096 * 4096;
    QVERIFY2(std::abs(r.flopsPerToken / expected - 1) < 1e-9,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.flopsPerToken).arg(expected)));
}

void TestMoe::presetsGiveThePublishedCounts_data()
{
    // Total and active parameters as the publishers state them, to the digits they give.
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("digits"); // the published figures' relative rounding
    // DeepSeek-V3 report (arXiv:2412.19437), abstract: 671B, 37B activated.
    QTest::newRow("DeepSeek-V3") << "deepseek-v3" << 671e9 << 37e9 << 0.02;
    // Mixtral of Experts (arXiv:2401.04088) and Mistral's announcement: 46.7B, 12.9B.
    QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b" << 46.7e9 << 12.9e9 << 0.005;
    // Mistral's Mixtral 8x22B announcement: 141B, 39B active.
    QTest::newRow("Mixtral 8x22B") << "mixtral-8x22b" << 141e9 << 39e9 << 0.01;
    // Qwen3 Technical Report (arXiv:2505.09388), Table 2: 235B / 22B and 30.5B / 3.3B.
    QTest::newRow("Qwen3-235B-A22B") << "qwen3-235b-a22b" << 235e9 << 22e9 << 0.02;
    QTest::newRow("Qwen3-30B-A3B") << "qwen3-30b-a3b" << 30.5e9 << 3.3e9 << 0.02;
}

void TestMoe::presetsGiveThePublishedCounts()
{
    QFETCH(QString, preset);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, digits);
    const std::string id = preset.toStdString();
    const Result r = evaluateOrFail(
        planFrom({{"model", id.c_str()}, {"gpu", "h100-80gb-sxm"}, {"gpus", "256"}, {"tokens", "1e11"}}));
    QVERIFY2(std::abs(r.params / total - 1) <= digits, qPrintable(QString::number(r.params)));
    QVERIFY2(std::abs(r.activeParams / active - 1) <= digits,
             qPrintable(QString::number(r.activeParams)));
    QVERIFY(catalog().model(id) && !catalog().model(id)->source.empty());
}

void TestMoe::loraAdaptsEveryExpert()
{
    // LoRA on all linear layers (docs/cli.md, --lora-rank), rank r: r (in + out) for each.
    // Mixtral 8x7B: 32 layers of 4,096, 32 query and 8 key/value heads of 128; in every
    // layer the four attention projections, the router (4,096 -> 8) and each of the eight
    // experts' three linears (4,096 <-> 14,336). Adapters on one FFN alone are 8x too few.
    const double r = 16, h = 4096, kv = 8 * 128, f = 14336, experts = 8;
    const double perLayer = r * (h + h) + 2 * r * (h + kv) + r * (h + h) + r * (h + experts)
                            + experts * 3 * r * (h + f);
    const Result lora = evaluateOrFail(mixtral({{"workload", "lora"}, {"lora-rank", "16"}}));
    QVERIFY2(std::abs(lora.trainableParams / (32 * perLayer) - 1) < 1e-9,
             qPrintable(QString::number(lora.trainableParams / (32 * perLayer))));
}

void TestMoe::selectiveRecomputationRebuildsTheExpertActivation()
{
    // Megatron-Core's MoE recipes recompute the experts' activation (--recompute-modules
    // moe_act): selective recomputation then keeps, per MoE layer, 2 s b f bytes less than
    // none does (the down projections' input, f = (k C + shared) x expert FFN), and nothing
    // else differs with a fused attention kernel. Mixtral: k = 2, f_e = 14,336, C = 1.25 for
    // one layer's busiest load, held over 32 layers: 1 + 0.25 / sqrt(32).
    const Result none = evaluateOrFail(mixtral({{"recompute", "none"}, {"ep", "8"},
                                                {"capacity-factor", "1.25"}}));
    const Result selective = evaluateOrFail(mixtral({{"recompute", "selective"}, {"ep", "8"},
                                                     {"capacity-factor", "1.25"}}));
    const double f = 2 * (1 + 0.25 / std::sqrt(32.0)) * 14336, s = 4096, layers = 32;
    const double expected = layers * 2 * s * f;
    const double saved = (none.memory.activations - selective.memory.activations).value();
    QVERIFY2(std::abs(saved / expected - 1) < 1e-6, qPrintable(QString::number(saved / expected)));
}

void TestMoe::publishedMoeLayoutsFit_data()
{
    // Layouts that ran on 80 GB H100s, from the Megatron-Bridge performance summary
    // (NVIDIA-NeMo/Megatron-Bridge:docs/performance-summary.md @df0289c, FP8, dropless with
    // forced balance: capacity factor 1). The planner must say each fits.
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("tp");
    QTest::addColumn<QString>("pp");
    QTest::addColumn<QString>("vp");
    QTest::addColumn<QString>("ep");
    QTest::addColumn<QString>("microBatch");
    QTest::addColumn<QString>("globalBatch");
    QTest::newRow("Qwen3-235B-A22B on 256") << "qwen3-235b-a22b" << "256" << "2" << "8" << "4"
                                            << "32" << "1" << "2048";
    QTest::newRow("Qwen3-30B-A3B on 16") << "qwen3-30b-a3b" << "16" << "1" << "2" << "24" << "8"
                                         << "2" << "512";
    QTest::newRow("DeepSeek-V3 on 1024") << "deepseek-v3" << "1024" << "2" << "8" << "4" << "64"
                                         << "1" << "8192";
}

void TestMoe::publishedMoeLayoutsFit()
{
    QFETCH(QString, model);
    QFETCH(QString, gpus);
    QFETCH(QString, tp);
    QFETCH(QString, pp);
    QFETCH(QString, vp);
    QFETCH(QString, ep);
    QFETCH(QString, microBatch);
    QFETCH(QString, globalBatch);
    const QByteArray m = model.toLatin1(), g = gpus.toLatin1(), t = tp.toLatin1(),
                     p = pp.toLatin1(), v = vp.toLatin1(), e = ep.toLatin1(),
                     mb = microBatch.toLatin1(), gb = globalBatch.toLatin1();
    const Plan plan = planFrom({{"model", m.constData()}, {"gpu", "h100-80gb-sxm"},
                                {"gpus", g.constData()}, {"tokens", "1e12"}, {"seq-len", "4096"},
                                {"tp", t.constData()}, {"pp", p.constData()}, {"vp", v.constData()},
                                {"ep", e.constData()}, {"micro-batch", mb.constData()},
                                {"global-batch", gb.constData()}, {"zero", "1"},
                                {"precision", "fp8"}, {"recompute", "selective"},
                                {"capacity-factor", "1"}, {"framework", "megatron-core"}});
    const Result r = evaluateOrFail(plan);
    QVERIFY2(r.fits, qPrintable(QStringLiteral("%1 GiB").arg(r.memoryPerGpu.value() / (1 << 30))));
}

QTEST_GUILESS_MAIN(TestMoe)
#include "tst_moe.moc"
