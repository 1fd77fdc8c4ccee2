// SPDX-License-Identifier: GPL-3.0-or-later
// Reading plans: project files and --batch lines with bad content get an error naming the
// field, never a crash; flags and files agree.
#include "io/clusterlisting.h"
#include "io/modelconfig.h"
#include "io/projectwriter.h"
#include "model/plankeys.h"
#include "engine/planner.h"
#include "model/project.h"
#include "testutil.h"
#include "analysis/validation.h"

#include <QDir>
#include <sstream>
#include <QFile>

#include <nlohmann/json.hpp>

using namespace cp;
using namespace cp::test;

class TestPlanIo : public QObject
{
    Q_OBJECT
private slots:
    void scontrolListingsReadAsTheirClusters();
    void kubectlNodeListsReadAsTheirClusters();
    void sinfoTablesReadAsTheirClusters();
    void nvidiaTopologyReadsOneNode();
    void listedGpuTypesNameCatalogParts_data();
    void listedGpuTypesNameCatalogParts();
    void badListingsNameTheLine_data();
    void badListingsNameTheLine();
    void trialOutputReadsAsItsFlags();
    void modelConfigGivesThePublishedCount_data();
    void modelConfigGivesThePublishedCount();
    void modelConfigRefusesWhatItCannotMap_data();
    void modelConfigRefusesWhatItCannotMap();
    void importedModelRoundTrips();
    void everyJsonReaderBoundsNesting();
    void modelNameFromThePathDropsControlCharacters();
    void badProjects_data();
    void badProjects();
    void flatLineMatchesFlags();
    void batchChunksAreBoundedByBytes();
    void saveOpenRoundTripKeepsEveryField();
    void samplesRoundTrip();
    void everyChoiceWordRoundTrips();
    void olderFormatsMigrate_data();
    void olderFormatsMigrate();
    void scenariosRoundTrip();
    void badScenarios_data();
    void badScenarios();
    void badReferencesAreNamed_data();
    void badReferencesAreNamed();
    void presetThenOverride();
    void acceleratorBringsItsFabric();
    void marketIsAProjectSetting();
    void whatTheAppSavesEveryReaderOpens();
};

void TestPlanIo::modelConfigGivesThePublishedCount_data()
{
    // config.json as each model's Hugging Face repository publishes it (the keys that
    // matter), and the parameter count of its published weights.
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("active"); // 0: a dense model
    QTest::newRow("Llama 2 7B") << QByteArray(R"({"model_type": "llama", "hidden_size": 4096,
        "intermediate_size": 11008, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 32, "vocab_size": 32000, "max_position_embeddings": 4096,
        "tie_word_embeddings": false, "hidden_act": "silu"})") << 6738415616.0 << 0.0;
    QTest::newRow("Mistral 7B v0.1") << QByteArray(R"({"model_type": "mistral",
        "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
        "num_hidden_layers": 32, "num_key_value_heads": 8, "vocab_size": 32000,
        "max_position_embeddings": 32768, "tie_word_embeddings": false})") << 7241732096.0 << 0.0;
    QTest::newRow("Qwen2 7B") << QByteArray(R"({"model_type": "qwen2", "hidden_size": 3584,
        "intermediate_size": 18944, "num_attention_heads": 28, "num_hidden_layers": 28,
        "num_key_value_heads": 4, "vocab_size": 152064, "max_position_embeddings": 131072,
        "tie_word_embeddings": false})") << 7615616512.0 << 0.0;
    QTest::newRow("Qwen3 8B") << QByteArray(R"({"model_type": "qwen3", "hidden_size": 4096,
        "intermediate_size": 12288, "num_attention_heads": 32, "num_hidden_layers": 36,
        "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 151936,
        "max_position_embeddings": 40960, "tie_word_embeddings": false})") << 8190735360.0 << 0.0;
    QTest::newRow("Qwen3 4B (heads x head_dim above hidden, tied)") << QByteArray(R"({
        "model_type": "qwen3", "hidden_size": 2560, "intermediate_size": 9728,
        "num_attention_heads": 32, "num_hidden_layers": 36, "num_key_value_heads": 8,
        "head_dim": 128, "vocab_size": 151936, "tie_word_embeddings": true})") << 4022468096.0 << 0.0;
    QTest::newRow("GPT-2") << QByteArray(R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12,
        "n_head": 12, "n_inner": null, "vocab_size": 50257, "n_positions": 1024})")
                           << 124439808.0 << 0.0;
    QTest::newRow("GPT-NeoX 20B") << QByteArray(R"({"model_type": "gpt_neox", "hidden_size": 6144,
        "num_hidden_layers": 44, "num_attention_heads": 64, "intermediate_size": 24576,
        "vocab_size": 50432, "max_position_embeddings": 2048, "tie_word_embeddings": false})")
                                  << 20554567680.0 << 0.0;
    QTest::newRow("BERT base uncased") << QByteArray(R"({"model_type": "bert", "hidden_size": 768,
        "num_hidden_layers": 12, "num_attention_heads": 12, "intermediate_size": 3072,
        "vocab_size": 30522, "max_position_embeddings": 512, "type_vocab_size": 2})")
                                       << 109482240.0 << 0.0;
    // Mixtures of experts: the totals and active counts their papers and model cards state,
    // to the figures they give (Mixtral: 46.7B and 12.9B, arXiv:2401.04088; Qwen3-30B-A3B:
    // 30.5B and 3.3B, arXiv:2505.09388 Table 2; DeepSeek-V3: 671B and 37B without the
    // multi-token-prediction module, arXiv:2412.19437).
    QTest::newRow("Mixtral 8x7B") << QByteArray(R"({"model_type": "mixtral", "hidden_size": 4096,
        "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 8, "num_local_experts": 8, "num_experts_per_tok": 2,
        "vocab_size": 32000, "max_position_embeddings": 32768, "tie_word_embeddings": false})")
                                  << 46.7e9 << 12.9e9;
    QTest::newRow("Qwen3-30B-A3B") << QByteArray(R"({"model_type": "qwen3_moe",
        "hidden_size": 2048, "intermediate_size": 6144, "moe_intermediate_size": 768,
        "num_attention_heads": 32, "num_hidden_layers": 48, "num_key_value_heads": 4,
        "head_dim": 128, "num_experts": 128, "num_experts_per_tok": 8, "decoder_sparse_step": 1,
        "mlp_only_layers": [], "vocab_size": 151936, "tie_word_embeddings": false})")
                                   << 30.5e9 << 3.3e9;
    QTest::newRow("DeepSeek-V3") << QByteArray(R"({"model_type": "deepseek_v3",
        "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048,
        "num_hidden_layers": 61, "first_k_dense_replace": 3, "n_routed_experts": 256,
        "n_shared_experts": 1, "num_experts_per_tok": 8, "num_attention_heads": 128,
        "num_key_value_heads": 128, "q_lora_rank": 1536, "kv_lora_rank": 512,
        "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128, "moe_layer_freq": 1,
        "num_nextn_predict_layers": 1, "vocab_size": 129280, "tie_word_embeddings": false})")
                                 << 671e9 << 37e9;
}

void TestPlanIo::modelConfigGivesThePublishedCount()
{
    // Within 0.01 %: Qwen2's query, key and value biases and Qwen3's query and key norms are
    // left out, every other weight counted. Mixtures of experts: within the rounding of the
    // figures their publishers give (half a unit of the last digit, 2 % for DeepSeek's "37B").
    QFETCH(QByteArray, config);
    QFETCH(double, params);
    QFETCH(double, active);
    Plan p = planFrom({{"gpu", "h100-80gb-sxm"}, {"gpus", "8"}, {"tokens", "1e10"}});
    QVERIFY(!readModelConfig(config.toStdString(), "mine", p.model));
    QCOMPARE(p.model.name, std::string("mine"));
    QVERIFY(p.model.preset.empty());
    Result r;
    const auto e = evaluate(p, catalog(), r);
    QVERIFY2(!e, e ? e->message.c_str() : "");
    const double tolerance = active > 0 ? 0.002 : 1e-4;
    QVERIFY2(std::abs(r.params / params - 1) < tolerance,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.params, 0, 'f', 0).arg(params, 0, 'f', 0)));
    if (active > 0) {
        QVERIFY2(std::abs(r.activeParams / active - 1) < 0.02,
                 qPrintable(QStringLiteral("active %1 vs %2").arg(r.activeParams).arg(active)));
        // FLOPs follow the active parameters: 6 per active weight but the input embedding's,
        // plus the attention scores' 6 s (query-key + value widths) per layer.
        const ModelSpec &m = p.model;
        const double head = m.headDim > 0 ? m.headDim : double(m.hidden) / m.heads;
        const double value = m.valueHeadDim > 0 ? m.valueHeadDim : head;
        const double scores = 6.0 * m.layers * m.seqLen * m.heads * (head + m.ropeHeadDim + value);
        const double weights = 6.0 * (r.activeParams - double(m.vocab) * m.hidden);
        QVERIFY2(std::abs(r.flopsPerToken / (weights + scores) - 1) < 1e-3,
                 qPrintable(QStringLiteral("%1 vs %2").arg(r.flopsPerToken).arg(weights + scores)));
    } else {
        QCOMPARE(r.activeParams, r.params);
    }
}

void TestPlanIo::modelConfigRefusesWhatItCannotMap_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("key");
    QTest::newRow("experts in a dense family") << QByteArray(R"({"model_type": "llama",
        "hidden_size": 4096, "num_hidden_layers": 2, "num_attention_heads": 32,
        "vocab_size": 100, "num_experts": 8})") << QStringLiteral("num_experts");
    QTest::newRow("MoE every other layer") << QByteArray(R"({"model_type": "qwen3_moe",
        "hidden_size": 2048, "num_hidden_layers": 48, "num_attention_heads": 32,
        "moe_intermediate_size": 768, "num_experts": 128, "num_experts_per_tok": 8,
        "decoder_sparse_step": 2, "vocab_size": 100})") << QStringLiteral("decoder_sparse_step");
    QTest::newRow("DeepSeek-V3 without its expert width") << QByteArray(R"({
        "model_type": "deepseek_v3", "hidden_size": 7168, "num_hidden_layers": 61,
        "num_attention_heads": 128, "vocab_size": 100, "n_routed_experts": 256,
        "num_experts_per_tok": 8})") << QStringLiteral("moe_intermediate_size");
    QTest::newRow("more experts per token than experts") << QByteArray(R"({
        "model_type": "mixtral", "hidden_size": 4096, "num_hidden_layers": 2,
        "num_attention_heads": 32, "vocab_size": 100, "intermediate_size": 100,
        "num_local_experts": 8, "num_experts_per_tok": 9})") << QStringLiteral("num_experts_per_tok");
    QTest::newRow("T5") << QByteArray(R"({"model_type": "t5", "d_model": 512})")
                        << QStringLiteral("model_type");
    QTest::newRow("no type") << QByteArray(R"({"hidden_size": 512})") << QStringLiteral("model_type");
    QTest::newRow("no hidden size") << QByteArray(R"({"model_type": "llama", "num_hidden_layers": 2})")
                                    << QStringLiteral("hidden_size");
    QTest::newRow("heads as text") << QByteArray(R"({"model_type": "llama", "hidden_size": 512,
        "num_hidden_layers": 2, "num_attention_heads": "8", "intermediate_size": 1024,
        "vocab_size": 100})") << QStringLiteral("num_attention_heads");
    QTest::newRow("not JSON") << QByteArray("{model_type: llama") << QStringLiteral("config.json");
}

void TestPlanIo::modelConfigRefusesWhatItCannotMap()
{
    QFETCH(QByteArray, config);
    QFETCH(QString, key);
    Plan p = planFrom({{"model", "llama2-7b"}});
    const ModelSpec before = p.model;
    const auto e = readModelConfig(config.toStdString(), {}, p.model);
    QVERIFY(e);
    QVERIFY2(QString::fromStdString(e->field + ": " + e->message).contains(key),
             e->message.c_str());
    QVERIFY(p.model == before); // nothing half-read
}

void TestPlanIo::everyJsonReaderBoundsNesting()
{
    // A config.json or a file of published runs nested thousands deep was parsed (and freed)
    // level by level: 60 MB of '[' took 2.26 GB. Every reader refuses it before parsing.
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    ModelSpec model;
    const auto config = readModelConfig(deep, "deep", model);
    QVERIFY(config);
    QVERIFY2(config->message.find("nested deeper than 64") != std::string::npos,
             config->message.c_str());
    std::vector<PublishedRun> runs;
    const std::string runsText = R"({"throughput": )" + deep + "}";
    const auto published = readPublishedRuns(runsText, catalog(), runs);
    QVERIFY(published);
    QVERIFY2(published->message.find("nested deeper than 64") != std::string::npos,
             published->message.c_str());
    QVERIFY(runs.empty());
}

void TestPlanIo::modelNameFromThePathDropsControlCharacters()
{
    // The name config.json's _name_or_path gives reaches the canvas and the PDF: a right-to-left
    // override in it would reorder the text, so it is dropped with the other controls.
    const std::string config = R"({"model_type": "llama", "hidden_size": 4096,
        "num_hidden_layers": 32, "num_attention_heads": 32, "intermediate_size": 11008,
        "vocab_size": 32000, "_name_or_path": "acme/A\u202Eevil\u0007-7b"})";
    ModelSpec model;
    QVERIFY(!readModelConfig(config, {}, model));
    QCOMPARE(model.name, std::string("Aevil-7b"));
}

void TestPlanIo::importedModelRoundTrips()
{
    // The project keeps the imported dimensions, not the file: saved and opened, the model
    // has the same count and name.
    Plan p = planFrom({{"gpu", "h100-80gb-sxm"}, {"gpus", "8"}, {"tokens", "1e10"}});
    QVERIFY(!readModelConfig(R"({"model_type": "bert", "hidden_size": 768,
        "num_hidden_layers": 12, "num_attention_heads": 12, "intermediate_size": 3072,
        "vocab_size": 30522, "max_position_embeddings": 512})", "Acme-BERT", p.model));
    Project project;
    project.scenarios = {{"one", p}};
    Project back;
    QVERIFY(!readProject(writeProject(project), catalog(), back));
    QCOMPARE(back.plan().model, p.model);
    Result a, b;
    QVERIFY(!evaluate(p, catalog(), a));
    QVERIFY(!evaluate(back.plan(), catalog(), b));
    QCOMPARE(a.params, b.params);
    QCOMPARE(back.plan().model.name, std::string("Acme-BERT"));
}

void TestPlanIo::badProjects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    const QByteArray head = R"({"format": 1, "plan": {"model": "llama2-7b", "tokens": 1e9}, )";
    QTest::newRow("truncated") << QByteArray(R"({"format": 1, "plan": {"mod)")
                               << QStringLiteral("plan file");
    QTest::newRow("future version")
        << QByteArray(R"({"format": 9, "plan": {}})") << QStringLiteral("format");
    QTest::newRow("plan not an object")
        << QByteArray(R"({"format": 1, "plan": [1]})") << QStringLiteral("plan");
    QTest::newRow("negative gpus")
        << QByteArray(R"({"plan": {"gpus": -8}})") << QStringLiteral("plan.gpus");
    QTest::newRow("1e308 tokens") << QByteArray(R"({"plan": {"tokens": 1e308}})")
                                  << QStringLiteral("plan.tokens");
    QTest::newRow("unknown key") << QByteArray(R"({"plan": {"gpuz": 8}})")
                                 << QStringLiteral("plan.gpuz");
    QTest::newRow("node without template") << head + R"("topology": {"nodes": [{"id": "n1"}]}})"
                                           << QStringLiteral("topology.nodes[0].template");
    QTest::newRow("role typo")
        << head + R"("topology": {"switches": [{"id": "s", "fabric": "eth-10", "role": "mgmt"}]}})"
        << QStringLiteral("topology.switches[0].role");
    QTest::newRow("link count 0")
        << head + R"("topology": {"links": [{"a": "x", "b": "y", "count": 0}]}})"
        << QStringLiteral("topology.links[0].count");
    QTest::newRow("nested arrays") << head + R"("topology": {"nodes": )" + QByteArray(200, '[')
                                          + "1" + QByteArray(200, ']') + "}}"
                                   << QStringLiteral("plan file");
    QTest::newRow("a million brackets") << QByteArray(1000000, '[') << QStringLiteral("plan file");
    QTest::newRow("NaN") << QByteArray(R"({"plan": {"tokens": NaN}})")
                         << QStringLiteral("plan file");
    QTest::newRow("1e999") << QByteArray(R"({"plan": {"tokens": 1e999}})")
                           << QStringLiteral("plan file");
    QTest::newRow("gpus as text") << QByteArray(R"({"plan": {"gpus": "eight"}})")
                                  << QStringLiteral("plan.gpus");
    QTest::newRow("format as text")
        << QByteArray(R"({"format": "2", "plan": {}})") << QStringLiteral("format");
    QTest::newRow("format 0") << QByteArray(R"({"format": 0, "plan": {}})")
                              << QStringLiteral("format");
    QTest::newRow("unknown section") << QByteArray(R"({"format": 2, "plan": {}, "scenarioz": []})")
                                     << QStringLiteral("scenarioz");
    QTest::newRow("customer a number")
        << QByteArray(R"({"format": 2, "project": {"customer": 7}, "plan": {}})")
        << QStringLiteral("project.customer");
    QTest::newRow("date not a date")
        << QByteArray(R"({"format": 2, "project": {"date": "tomorrow"}, "plan": {}})")
        << QStringLiteral("project.date");
    QTest::newRow("100 MB file") << QByteArray(R"({"plan": {"gpu": ")") + QByteArray(100 << 20, 'x')
                                        + R"("}})"
                                 << QStringLiteral("plan file");
    QTest::newRow("missing plan") << QByteArray(R"({"format": 2})") << QStringLiteral("plan");
    QTest::newRow("top level an array") << QByteArray("[]") << QStringLiteral("plan file");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("plan file");
    QTest::newRow("huge string") << QByteArray(R"({"plan": {"gpu": ")") + QByteArray(1 << 20, 'x')
                                        + R"("}})"
                                 << QStringLiteral("plan.gpu");
}

void TestPlanIo::badProjects()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    Plan p;
    const Plan before = p;
    const auto err = applyProjectJson(p, text.toStdString(), catalog());
    QVERIFY(err);
    QCOMPARE(QString::fromStdString(err->field), field);
    QVERIFY(!err->message.empty() && err->message.size() < 400);
}

void TestPlanIo::flatLineMatchesFlags()
{
    Plan a, b;
    QVERIFY(
        !applyFlatJson(a, R"({"model": "llama2-13b", "gpus": 16, "tp": 2, "sequence-parallel": true,
                                  "tokens": 1e10, "recompute": "full"})",
                       catalog()));
    b = planFrom({{"model", "llama2-13b"},
                  {"gpus", "16"},
                  {"tp", "2"},
                  {"sequence-parallel", "true"},
                  {"tokens", "1e10"},
                  {"recompute", "full"}});
    const Result ra = evaluateOrFail(a), rb = evaluateOrFail(b);
    QCOMPARE(resultToJson(a, ra), resultToJson(b, rb));
}

void TestPlanIo::batchChunksAreBoundedByBytes()
{
    // --batch held 8,192 lines of up to 16 MB each at once (128 GB): a chunk now also ends
    // once its lines hold the byte limit, here five lines of 1,000 bytes against 2,500.
    const std::string longLine(1000, 'x');
    std::istringstream in(longLine + "\n" + longLine + "\n" + longLine + "\n" + longLine
                          + "\n" + longLine + "\n");
    BatchChunkLimits limits;
    limits.bytes = 2500;
    limits.lineBytes = 4096;
    std::vector<std::string> lines;
    QCOMPARE(readBatchChunk(in, lines, limits), BatchChunk::More);
    QCOMPARE(lines.size(), std::size_t(3)); // 3,000 bytes: the line crossing the limit is the last
    QCOMPARE(lines.back(), longLine);
    QCOMPARE(readBatchChunk(in, lines, limits), BatchChunk::End);
    QCOMPARE(lines.size(), std::size_t(2));
    // The default: 64 MB, so a chunk of 16 MB lines holds four or five of them, not 8,192.
    QCOMPARE(BatchChunkLimits().bytes, std::size_t(64) << 20);
    QVERIFY(BatchChunkLimits().bytes / BatchChunkLimits().lineBytes * 2 < BatchChunkLimits().lines);
    // Short lines: the line count still bounds a chunk; blank lines are kept as lines.
    std::istringstream shortLines("a\n\nb\nc");
    limits.lines = 2;
    QCOMPARE(readBatchChunk(shortLines, lines, limits), BatchChunk::More);
    QCOMPARE(lines, (std::vector<std::string>{"a", ""}));
    QCOMPARE(readBatchChunk(shortLines, lines, limits), BatchChunk::More);
    QCOMPARE(lines, (std::vector<std::string>{"b", "c"}));
    QCOMPARE(readBatchChunk(shortLines, lines, limits), BatchChunk::End);
    QVERIFY(lines.empty());
    // A line over the line limit: the lines before it read, then said so.
    std::istringstream tooLong("a\n" + std::string(5000, 'y') + "\n");
    QCOMPARE(readBatchChunk(tooLong, lines, limits), BatchChunk::LineTooLong);
    QCOMPARE(lines.size(), std::size_t(1));
}

void TestPlanIo::saveOpenRoundTripKeepsEveryField()
{
    // Every flag set to a value other than its default, and every project detail, with
    // markup, quotes, newlines and Chinese text that must come back byte for byte.
    const std::vector<std::pair<const char *, const char *>> flags
        = {{"workload", "finetune"},
           {"model", "llama2-13b"},
           {"params", "1.31e10"},
           {"layers", "41"},
           {"hidden", "5120"},
           {"heads", "40"},
           {"kv-heads", "8"},
           {"ffn-hidden", "13824"},
           {"head-dim", "96"},
           {"experts", "16"},
           {"experts-per-token", "2"},
           {"shared-experts", "1"},
           {"expert-ffn", "1408"},
           {"dense-layers", "1"},
           {"q-lora-rank", "1536"},
           {"kv-lora-rank", "512"},
           {"rope-head-dim", "64"},
           {"value-head-dim", "128"},
           {"tied-embeddings", "false"},
           {"positions", "1024"},
           {"linear-biases", "true"},
           {"pooler", "true"},
           {"model-name", "Acme-13B"},
           {"model-family", "decoder"},
           {"dropout", "false"},
           {"vocab", "32001"},
           {"seq-len", "2048"},
           {"mlp", "gelu"},
           {"tokens", "1.5e10"},
           {"samples", "3e6"},
           {"dataset-bytes", "5e12"},
           {"epochs", "2.5"},
           {"image-size", "512"},
           {"channels", "4"},
           {"bytes-per-sample", "1e6"},
           {"gpu", "h100-80gb-sxm"},
           {"gpus", "64"},
           {"gpus-per-node", "8"},
           {"node", "sxm8-server"},
           {"nics-per-node", "4"},
           {"inter-node", "ib-ndr-400"},
           {"storage", "all-flash"},
           {"storage-units", "3"},
           {"tp", "2"},
           {"pp", "2"},
           {"dp", "16"},
           {"cp", "1"},
           {"vp", "2"},
           {"ep", "4"},
           {"shard-group", "8"},
           {"capacity-factor", "1.5"},
           {"zero", "1"},
           {"sequence-parallel", "true"},
           {"micro-batch", "2"},
           {"global-batch", "1024"},
           {"recompute", "full"},
           {"attention", "unfused"},
           {"framework", "deepspeed"},
           {"precision", "fp16"},
           {"lora-rank", "64"},
           {"trial-gpus", "16"},
           {"trial-tokens-per-s-per-gpu", "2500.5"},
           {"trial-peak-memory-gib", "61.5"},
           {"trial-gpu", "h100-80gb-sxm"},
           {"trial-framework", "deepspeed"},
           {"pricing", "reserved-1y"},
           {"currency", "CNY"},
           {"price-list", "cn-rental-cny-2024"},
           {"budget", "1234567.5"},
           {"deadline-days", "30"},
           {"lead-time-days", "21"},
           {"min-rental-months", "1.5"},
           {"exchange-rate", "7.1"},
           {"experiment-allowance", "0.2"},
           {"checkpoint-interval-h", "2"},
           {"amortization-months", "48"},
           {"utilization", "0.65"},
           {"demand", "8,8,24"},
           {"discount-compute", "0.12"},
           {"discount-storage", "0.2"},
           {"discount-network", "0.3"},
           {"discount-power", "0.05"},
           {"discount-staff", "0.5"},
           {"oversubscription", "2.5"},
           {"rack-power-kw", "40"},
           {"lang", "en"}};
    // A flag added later must be added here too (and to the writer).
    for (const std::string &name : planFlagNames()) {
        bool listed = false;
        for (const auto &f : flags)
            listed = listed || name == f.first;
        QVERIFY2(listed, name.c_str());
    }
    std::vector<FlagValue> values;
    for (const auto &[k, v] : flags)
        values.push_back({k, v, false});
    Project a;
    QVERIFY(!applyFlags(a.plan(), values, catalog()));
    a.plan().topology.nodes.push_back(
        {"gpu01", "sxm8-server", "h100-80gb-sxm", 4, 96, 1024, 12000, {}, 1, -12.25, 1e-3});
    a.plan().topology.nodes.push_back(
        {"fs", "storage-node", {}, 0, 0, 0, 0, "parallel-fs", 7, 300, 0.1});
    a.plan().topology.switches.push_back({"leaf", "ib-ndr-400", SwitchRole::Training, 1.0 / 3, 2});
    a.plan().topology.switches.push_back({"stor", "roce-200", SwitchRole::Storage, 5, 6});
    a.plan().topology.links.push_back({"gpu01", "leaf", "ib-hdr-200", 8});
    a.plan().topology.links.push_back({"fs", "stor", {}, 2});
    a.info = {"海洋 <b>AI</b> 集群",
              "Ocean \"Data\" & Co.",
              "张工\n售前",
              "2026-12-02",
              "line 1\nline 2 <script>alert(1)</script> %1 &amp;",
              "logo.png"};
    const std::string text = writeProject(a);
    Project b;
    int format = 0;
    const auto err = readProject(text, catalog(), b, &format);
    QVERIFY2(!err, err ? (err->field + ": " + err->message).c_str() : "");
    QCOMPARE(format, kProjectFormat);
    QVERIFY(b.info == a.info);
    QVERIFY(b.plan().model == a.plan().model);
    QVERIFY(b.plan().par == a.plan().par);
    QVERIFY(b.plan().topology == a.plan().topology);
    QVERIFY(b == a);
    // And the same text again: writing is deterministic.
    QCOMPARE(writeProject(b), text);
}

void TestPlanIo::samplesRoundTrip()
{
    const QDir dir(QStringLiteral(CP_SOURCE_DIR "/resources/samples"));
    const QStringList files = dir.entryList({QStringLiteral("*.cpplan")});
    QCOMPARE(files.size(), 6);
    for (const QString &f : files) {
        QFile file(dir.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Project a, b;
        QVERIFY2(!readProject(file.readAll().toStdString(), catalog(), a), qPrintable(f));
        QVERIFY2(!a.info.name.empty(), qPrintable(f));
        QVERIFY2(!readProject(writeProject(a), catalog(), b), qPrintable(f));
        QVERIFY2(a == b, qPrintable(f));
    }
}

void TestPlanIo::everyChoiceWordRoundTrips()
{
    // Each word of each choice in the plan key table sets its member, and the project writer
    // writes the member back as that word: the table's words and the enums' names agree.
    for (const PlanKey &key : planKeys()) {
        if (key.type != KeyType::Choice || !key.member) continue;
        for (const std::string &word : planKeyWords(key)) {
            const QByteArray what = QByteArray(key.name) + " " + word.c_str();
            Project a;
            QVERIFY2(!applyFlags(a.plan(), {{key.name, word, false}}, catalog()), what.constData());
            const nlohmann::json written = nlohmann::json::parse(planToFlatJson(a.plan()));
            if (written.contains(key.name))
                QVERIFY2(written.at(key.name) == word, what.constData());
            else
                QVERIFY2(key.written == Written::IfChanged, what.constData()); // the new plan's word
            Project b;
            QVERIFY2(!readProject(writeProject(a), catalog(), b), what.constData());
            QVERIFY2(b == a, what.constData());
        }
    }
}

void TestPlanIo::olderFormatsMigrate_data()
{
    QTest::addColumn<int>("format");
    // tests/data/formatN: the samples as format N wrote them. Format 1 had a top-level
    // "name"; format 2 one plan and topology at the top level instead of scenarios.
    QTest::newRow("format 1") << 1;
    QTest::newRow("format 2") << 2;
    QTest::newRow("format 3") << 3;
    QTest::newRow("format 4") << 4;
}

void TestPlanIo::olderFormatsMigrate()
{
    // Each old file opens, reports its format, and reads as the same sample written in
    // format 5 (tests/data/format5: the samples as they stood then; the bundled samples
    // have been reworked since).
    QFETCH(int, format);
    const QDir old(QStringLiteral(CP_SOURCE_DIR "/tests/data/format") + QString::number(format));
    const QStringList files = old.entryList({QStringLiteral("*.cpplan")});
    QCOMPARE(files.size(), 6);
    for (const QString &f : files) {
        QFile a(old.filePath(f)), b(QStringLiteral(CP_SOURCE_DIR "/tests/data/format5/") + f);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        Project fromOld, current;
        int read = 0;
        const auto err = readProject(a.readAll().toStdString(), catalog(), fromOld, &read);
        QVERIFY2(!err, err ? err->message.c_str() : "");
        QCOMPARE(read, format);
        QVERIFY(!readProject(b.readAll().toStdString(), catalog(), current));
        // Markets came with format 5: an older file opens in the default market.
        if (format < 5) current.info.market = kDefaultMarket;
        if (format >= 3) {
            // Scenarios since format 3: the whole project reads back equal.
            QVERIFY2(fromOld == current, qPrintable(f));
            continue;
        }
        QCOMPARE(int(fromOld.scenarios.size()), 1);
        QCOMPARE(fromOld.active, 0);
        QVERIFY(fromOld.scenarios[0].name.empty());
        QVERIFY2(fromOld.info == current.info, qPrintable(f));
        QVERIFY2(fromOld.scenarios[0].plan == current.scenarios[0].plan, qPrintable(f));
        QVERIFY(!fromOld.info.name.empty());
    }
}

void TestPlanIo::scenariosRoundTrip()
{
    // Several scenarios, the second one active, each its own plan and topology.
    Project p;
    p.scenarios.clear();
    for (const char *gpus : {"8", "16", "32"}) {
        Scenario s;
        s.name = std::string("方案 ") + gpus;
        s.plan = planFrom({{"model", "llama2-7b"}, {"tokens", "1e10"}, {"gpus", gpus}});
        p.scenarios.push_back(s);
    }
    TopoNode node;
    node.id = "gpu01";
    node.templateId = "sxm8-server";
    node.gpu = "h100-80gb-sxm";
    node.gpus = 8;
    p.scenarios[2].plan.topology.nodes.push_back(node);
    p.active = 1;
    Project back;
    const auto e = readProject(writeProject(p), catalog(), back);
    QVERIFY2(!e, e ? e->message.c_str() : "");
    QVERIFY(back == p);
    QCOMPARE(back.plan().gpus, 16);
}

void TestPlanIo::badScenarios_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    const QByteArray plan = R"({"model": "llama2-7b", "tokens": 1e10})";
    QTest::newRow("no scenarios") << QByteArray(R"({"format": 3})") << "scenarios";
    QTest::newRow("empty list") << QByteArray(R"({"format": 3, "scenarios": []})") << "scenarios";
    QTest::newRow("not a list") << QByteArray(R"({"format": 3, "scenarios": {}})") << "scenarios";
    QTest::newRow("no plan") << QByteArray(R"({"format": 3, "scenarios": [{"name": "a"}]})")
                             << "plan";
    QTest::newRow("same name twice")
        << QByteArray(R"({"format": 3, "scenarios": [{"name": "a", "plan": )" + plan
                      + R"(}, {"name": "a", "plan": )" + plan + "}]}")
        << "scenarios[1].name";
    QTest::newRow("name not a string")
        << QByteArray(R"({"format": 3, "scenarios": [{"name": 5, "plan": )" + plan + "}]}")
        << "scenarios[0].name";
    // A right-to-left override printed "A evil-RLO tail" reversed in the PDF; project
    // details refused it, scenario names and the model's name did not.
    QTest::newRow("bidirectional override in a name")
        << QByteArray(R"({"format": 3, "scenarios": [{"name": "A\u202Eevil", "plan": )" + plan + "}]}")
        << "scenarios[0].name";
    QTest::newRow("control character in the model name")
        << QByteArray(R"({"format": 3, "scenarios": [{"plan": {"model": "llama2-7b", "tokens": 1e10, "model-name": "7B\u0007"}}]})")
        << "plan.model-name";
    QTest::newRow("unknown field")
        << QByteArray(R"({"format": 3, "scenarios": [{"colour": "red", "plan": )" + plan + "}]}")
        << "scenarios[0].colour";
    QTest::newRow("bad second plan") << QByteArray(R"({"format": 3, "scenarios": [{"plan": )" + plan
                                                   + R"(}, {"plan": {"gpus": -1}}]})")
                                     << "scenarios[1].plan.gpus";
    QTest::newRow("active out of range") << QByteArray(
        R"({"format": 3, "active_scenario": 1, "scenarios": [{"plan": )" + plan + "}]}")
                                         << "active_scenario";
    QTest::newRow("active negative") << QByteArray(
        R"({"format": 3, "active_scenario": -1, "scenarios": [{"plan": )" + plan + "}]}")
                                     << "active_scenario";
    QByteArray many = R"({"format": 3, "scenarios": [)";
    for (int i = 0; i < 33; ++i)
        many += QByteArray(i ? ", " : "") + R"({"plan": )" + plan + "}";
    QTest::newRow("33 scenarios") << many + "]}"
                                  << "scenarios";
    QTest::newRow("name too long")
        << QByteArray(R"({"format": 3, "scenarios": [{"name": ")" + QByteArray(101, 'x')
                      + R"(", "plan": )" + plan + "}]}")
        << "scenarios[0].name";
}

void TestPlanIo::badScenarios()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    Project p;
    const auto e = readProject(text.toStdString(), catalog(), p);
    QVERIFY(e);
    QCOMPARE(QString::fromStdString(e->field), field);
}

void TestPlanIo::badReferencesAreNamed_data()
{
    QTest::addColumn<QByteArray>("topology");
    QTest::addColumn<QString>("field");
    QTest::newRow("node template")
        << QByteArray(R"({"nodes": [{"id": "n", "template": "dgx-h900"}]})")
        << QStringLiteral("topology.nodes[0].template");
    QTest::newRow("node gpu") << QByteArray(
        R"({"nodes": [{"id": "n", "template": "sxm8-server", "gpu": "h200-999gb"}]})")
                              << QStringLiteral("topology.nodes[0].gpu");
    QTest::newRow("storage tier") << QByteArray(
        R"({"nodes": [{"id": "n", "template": "storage-node", "storage": "tape"}]})")
                                  << QStringLiteral("topology.nodes[0].storage");
    QTest::newRow("switch fabric")
        << QByteArray(R"({"switches": [{"id": "s", "fabric": "ib-ndr-4000"}]})")
        << QStringLiteral("topology.switches[0].fabric");
    QTest::newRow("link end") << QByteArray(
        R"({"nodes": [{"id": "n", "template": "sxm8-server"}], "links": [{"a": "n", "b": "ghost"}]})")
                              << QStringLiteral("topology.links[0].b");
    QTest::newRow("duplicate id") << QByteArray(
        R"({"nodes": [{"id": "n", "template": "sxm8-server"}], "switches": [{"id": "n", "fabric": "eth-10"}]})")
                                  << QStringLiteral("topology.switches[0].id");
}

void TestPlanIo::badReferencesAreNamed()
{
    QFETCH(QByteArray, topology);
    QFETCH(QString, field);
    const QByteArray text
        = R"({"format": 2, "plan": {"model": "llama2-7b", "tokens": 1e9}, "topology": )" + topology
          + "}";
    Project p;
    p.info.name = "untouched";
    const auto err = readProject(text.toStdString(), catalog(), p);
    QVERIFY(err);
    QCOMPARE(QString::fromStdString(err->field), field);
    QCOMPARE(p.info.name, std::string("untouched")); // the target is left as it was
}

void TestPlanIo::presetThenOverride()
{
    // Dimensions given next to a preset override it, whatever their order.
    const Plan p = planFrom({{"seq-len", "8192"}, {"model", "llama2-7b"}});
    QCOMPARE(p.model.seqLen, 8192);
    QCOMPARE(p.model.hidden, 4096);
}

void TestPlanIo::acceleratorBringsItsFabric()
{
    // An H100 named without a fabric runs on the NDR 400 its servers ship with; a fabric
    // given anywhere (flag, batch line, project file) stays what it is.
    auto fabric = [&](std::vector<FlagValue> flags) {
        Plan p;
        if (auto e = applyFlags(p, flags, catalog())) return std::string("error: ") + e->message;
        return p.interNode;
    };
    QCOMPARE(fabric({{"gpu", "h100-80gb-sxm", false}}), std::string("ib-ndr-400"));
    QCOMPARE(fabric({{"gpu", "a100-80gb-sxm", false}}), std::string("ib-hdr-200"));
    QCOMPARE(fabric({{"gpu", "h100-80gb-sxm", false}, {"inter-node", "roce-200", false}}),
             std::string("roce-200"));
    QCOMPARE(fabric({{"gpus", "64", false}}), Plan().interNode); // no accelerator named
    Plan fromFile;
    QVERIFY(!applyFlatJson(fromFile, R"({"gpu": "a100-80gb-sxm", "inter-node": "ib-hdr-200"})",
                           catalog()));
    QVERIFY(!applyFlags(fromFile, {{"gpu", "h100-80gb-sxm", false}}, catalog()));
    QCOMPARE(fromFile.interNode, std::string("ib-hdr-200"));
    Plan line;
    QVERIFY(!applyFlatJson(line, R"({"gpu": "b200-180gb"})", catalog()));
    QCOMPARE(line.interNode, std::string("ib-ndr-400"));
}

void TestPlanIo::marketIsAProjectSetting()
{
    // Written and read back; absent in a format-4 file, which means the global market;
    // anything but a known market is refused, naming the field.
    Project a;
    a.plan().model.preset = "llama2-7b";
    a.plan().tokens = 1e9;
    a.info.market = "mainland-china";
    const std::string text = writeProject(a);
    QVERIFY(QByteArray::fromStdString(text).contains("\"market\": \"mainland-china\""));
    Project b;
    QVERIFY(!readProject(text, catalog(), b));
    QCOMPARE(b.info.market, std::string("mainland-china"));
    const std::string v4 = R"({"format": 4, "project": {"name": "x"}, "scenarios": [{"name": "",
        "plan": {"model": "llama2-7b", "tokens": 1e9}}], "active_scenario": 0})";
    Project c;
    int format = 0;
    QVERIFY(!readProject(v4, catalog(), c, &format));
    QCOMPARE(format, 4);
    QCOMPARE(c.info.market, std::string("global"));
    std::string bad = text;
    bad.replace(bad.find("mainland-china"), 14, "mars");
    Project d;
    const auto err = readProject(bad, catalog(), d);
    QVERIFY(err);
    QCOMPARE(QString::fromStdString(err->field), QStringLiteral("project.market"));
}

void TestPlanIo::whatTheAppSavesEveryReaderOpens()
{
    // The app saved projects it, or the command line, then refused to open: the canvas
    // limit is one in core, within the readers' (a build error otherwise), and a scenario
    // at the app's limits reads back whole, through the reader the command line uses.
    static_assert(kMaxCanvasElements <= kMaxTopologyEntries
                  && kMaxCanvasLinks <= kMaxTopologyEntries);
    Project p;
    p.plan().gpu = "h100-80gb-sxm";
    Topology &t = p.plan().topology;
    const std::size_t switches = kMaxCanvasLinks / (kMaxCanvasElements / 2);
    for (std::size_t s = 0; s < switches; ++s)
        t.switches.push_back({"sw" + std::to_string(s), "ib-ndr-400", SwitchRole::Training, 0, 0});
    for (std::size_t i = 0; t.nodes.size() + t.switches.size() < kMaxCanvasElements; ++i) {
        const std::string id = "gpu" + std::to_string(i);
        t.nodes.push_back({id, "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, double(i), 0});
        for (std::size_t s = 0; s < switches && t.links.size() < kMaxCanvasLinks; ++s)
            t.links.push_back({id, "sw" + std::to_string(s), {}, 1});
    }
    QVERIFY(fitsCanvas(t));
    QCOMPARE(t.nodes.size() + t.switches.size(), kMaxCanvasElements);
    QCOMPARE(t.links.size(), kMaxCanvasLinks);
    Project back;
    const auto e = readProject(writeProject(p), catalog(), back);
    QVERIFY2(!e, e ? e->message.c_str() : "");
    QVERIFY(back == p);
    // One more link than the readers take is refused, naming the limit.
    t.links.resize(kMaxTopologyEntries + 1, t.links.front());
    const auto past = readProject(writeProject(p), catalog(), back);
    QVERIFY(past);
    QVERIFY2(past->message.find(std::to_string(kMaxTopologyEntries)) != std::string::npos,
             past->message.c_str());
}

void TestPlanIo::scontrolListingsReadAsTheirClusters()
{
    // Four 8-GPU H100 servers, as `scontrol show node` prints them (several lines a node, a
    // blank line between), and a login node without GPUs: 32 H100 on 4 nodes.
    std::string multi;
    for (int i = 1; i <= 4; ++i)
        multi += "NodeName=gpu0" + std::to_string(i)
                 + " Arch=x86_64 CoresPerSocket=48\n"
                   "   CPUAlloc=0 CPUEfctv=192 CPUTot=192 CPULoad=0.52\n"
                   "   Gres=gpu:h100:8(S:0-1)\n"
                   "   OS=Linux 5.15.0-88-generic #98-Ubuntu SMP Mon Oct 2 15:18:56 UTC 2023\n"
                   "   State=IDLE ThreadsPerCore=2 Partitions=gpu\n\n";
    multi += "NodeName=login01 Arch=x86_64 CPUTot=32 Gres=(null) State=IDLE\n";
    const auto read = readScontrolNodes(multi, catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(read));
    const ListedCluster &c = std::get<ListedCluster>(read);
    QCOMPARE(c.nodes, 4);
    QCOMPARE(c.gpusPerNode, 8);
    QCOMPARE(c.nodes * c.gpusPerNode, 32);
    QCOMPARE(c.gpu, std::string("h100-80gb-sxm"));
    QVERIFY(c.gpuAssumed); // "h100" alone: the SXM 80 GB part, said so
    QCOMPARE(c.withoutGpus, std::vector<std::string>{"login01"});
    // The one-line form (`scontrol -o show node`), a type with its memory and form, and
    // another Gres beside the GPUs.
    const std::string oneLine
        = "NodeName=n1 Arch=x86_64 Gres=gpu:nvidia_a100-sxm4-40gb:4,nvme:1 State=MIXED\n"
          "NodeName=n2 Arch=x86_64 Gres=gpu:nvidia_a100-sxm4-40gb:4,nvme:1 State=IDLE\r\n";
    const auto two = readScontrolNodes(oneLine, catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(two));
    QCOMPARE(std::get<ListedCluster>(two).gpu, std::string("a100-40gb-sxm"));
    QVERIFY(!std::get<ListedCluster>(two).gpuAssumed);
    QCOMPARE(std::get<ListedCluster>(two).nodes * std::get<ListedCluster>(two).gpusPerNode, 8);
    // A count without a type: the nodes and GPUs, no part.
    const auto untyped
        = readScontrolNodes("NodeName=a Gres=gpu:8\nNodeName=b Gres=gpu:8\n", catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(untyped));
    QVERIFY(std::get<ListedCluster>(untyped).gpu.empty());
    QCOMPARE(std::get<ListedCluster>(untyped).nodes, 2);
}

void TestPlanIo::kubectlNodeListsReadAsTheirClusters()
{
    // `kubectl get nodes -o json`: two 8-GPU H100 nodes (the GPU operator's product label)
    // and a CPU node; the count as the string Kubernetes writes it.
    const std::string list = R"({"apiVersion": "v1", "kind": "List", "items": [
      {"metadata": {"name": "gpu-a", "labels": {"nvidia.com/gpu.product": "NVIDIA-H100-80GB-HBM3"}},
       "status": {"capacity": {"cpu": "192", "nvidia.com/gpu": "8"}}},
      {"metadata": {"name": "gpu-b", "labels": {"nvidia.com/gpu.product": "NVIDIA-H100-80GB-HBM3"}},
       "status": {"capacity": {"cpu": "192", "nvidia.com/gpu": "8"}}},
      {"metadata": {"name": "cpu-a", "labels": {}}, "status": {"capacity": {"cpu": "64"}}}]})";
    const auto read = readClusterListing(list, catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(read));
    const ListedCluster &c = std::get<ListedCluster>(read);
    QCOMPARE(c.nodes, 2);
    QCOMPARE(c.gpusPerNode, 8);
    QCOMPARE(c.gpu, std::string("h100-80gb-sxm"));
    QVERIFY(!c.gpuAssumed);
    QCOMPARE(c.withoutGpus, std::vector<std::string>{"cpu-a"});
    // AMD's device plugin, the count as a number.
    const auto amd = readClusterListing(
        R"({"items": [{"metadata": {"name": "m", "labels": {"amd.com/gpu.product-name": "AMD_Instinct_MI300X"}},
                      "status": {"capacity": {"amd.com/gpu": 8}}}]})",
        catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(amd));
    QCOMPARE(std::get<ListedCluster>(amd).gpu, std::string("mi300x-192gb"));
    // Not a node list, and JSON that is not JSON: said, with the position.
    const auto bad = readClusterListing(R"({"items": [{"name": "x"}]})", catalog());
    QVERIFY(std::holds_alternative<PlanError>(bad));
    QVERIFY(std::get<PlanError>(bad).message.find("metadata and status") != std::string::npos);
    const auto broken = readClusterListing("{\"items\": [", catalog());
    QVERIFY(std::holds_alternative<PlanError>(broken));
    QVERIFY2(std::get<PlanError>(broken).message.find("line 1") != std::string::npos,
             std::get<PlanError>(broken).message.c_str());
}

void TestPlanIo::sinfoTablesReadAsTheirClusters()
{
    // A host list is its nodes, zero-padded as written.
    QCOMPARE(expandHostList("gpu[01-03,07],login1"),
             (std::vector<std::string>{"gpu01", "gpu02", "gpu03", "gpu07", "login1"}));
    QVERIFY(expandHostList("gpu[04-01]").empty());
    QVERIFY(expandHostList("gpu[1-").empty());
    // `sinfo -N -o "%N %G"`: a row a node (a node in two partitions listed twice).
    const auto perNode = readClusterListing("NODELIST GRES\n"
                                            "gpu01 gpu:h100:8(S:0-1)\n"
                                            "gpu02 gpu:h100:8(S:0-1)\n"
                                            "gpu02 gpu:h100:8(S:0-1)\n"
                                            "login1 (null)\n",
                                            catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(perNode));
    QCOMPARE(std::get<ListedCluster>(perNode).nodes, 2);
    QCOMPARE(std::get<ListedCluster>(perNode).withoutGpus, std::vector<std::string>{"login1"});
    // `sinfo -o "%D %N %G"`: groups of nodes with their count; four 8-GPU H100 servers.
    const auto grouped
        = readClusterListing("NODES NODELIST GRES\n4 gpu[01-04] gpu:h100:8(S:0-1)\n", catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(grouped));
    const ListedCluster &c = std::get<ListedCluster>(grouped);
    QCOMPARE(c.nodes * c.gpusPerNode, 32);
    QCOMPARE(c.gpu, std::string("h100-80gb-sxm"));
    // A table without its GRES, a row short of a column, a count the host list contradicts.
    for (const auto &[table, says] :
         {std::pair<const char *, const char *>{"PARTITION AVAIL NODES GRES\ngpu up 4 gpu:8\n",
                                                "line 1: expected the header"},
          {"NODELIST GRES\ngpu01\n", "line 2: expected 2 columns"},
          {"NODES NODELIST GRES\n3 gpu[01-04] gpu:h100:8\n", "line 2: NODES says 3"}}) {
        const auto bad = readSinfoTable(table, catalog());
        QVERIFY(std::holds_alternative<PlanError>(bad));
        QVERIFY2(std::get<PlanError>(bad).message.find(says) != std::string::npos,
                 std::get<PlanError>(bad).message.c_str());
    }
}

void TestPlanIo::nvidiaTopologyReadsOneNode()
{
    // `nvidia-smi topo -m` of an HGX H100 (four GPUs shown): GPUs joined by NVLink, two NICs,
    // the legend after; no type, which the listing never names.
    const std::string hgx
        = "\tGPU0\tGPU1\tGPU2\tGPU3\tNIC0\tNIC1\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\n"
          "GPU0\t X \tNV18\tNV18\tNV18\tPXB\tSYS\t0-55\t0\t\tN/A\n"
          "GPU1\tNV18\t X \tNV18\tNV18\tSYS\tPXB\t0-55\t0\t\tN/A\n"
          "GPU2\tNV18\tNV18\t X \tNV18\tSYS\tSYS\t56-111\t1\t\tN/A\n"
          "GPU3\tNV18\tNV18\tNV18\t X \tSYS\tSYS\t56-111\t1\t\tN/A\n"
          "NIC0\tPXB\tSYS\tSYS\tSYS\t X \tSYS\n"
          "NIC1\tSYS\tPXB\tSYS\tSYS\tSYS\t X\n\n"
          "Legend:\n\n  X    = Self\n  NV#  = Connection traversing a bonded set of # NVLinks\n";
    const auto read = readClusterListing(hgx, catalog());
    QVERIFY(std::holds_alternative<ListedCluster>(read));
    const ListedCluster &c = std::get<ListedCluster>(read);
    QCOMPARE(c.nodes, 1);
    QCOMPARE(c.gpusPerNode, 4);
    QCOMPARE(c.nvlink, 1);
    QCOMPARE(c.nics, 2);
    QVERIFY(c.gpu.empty());
    // PCIe-only cards: no NVLink.
    const auto pcie = readNvidiaTopology("\tGPU0\tGPU1\tCPU Affinity\n"
                                         "GPU0\t X \tSYS\t0-31\nGPU1\tSYS\t X \t0-31\n");
    QVERIFY(std::holds_alternative<ListedCluster>(pcie));
    QCOMPARE(std::get<ListedCluster>(pcie).nvlink, 0);
    QVERIFY(std::holds_alternative<PlanError>(readNvidiaTopology("GPU 0: NVIDIA H100\n")));
}

void TestPlanIo::listedGpuTypesNameCatalogParts_data()
{
    QTest::addColumn<QString>("listed");
    QTest::addColumn<QString>("part");
    QTest::addColumn<bool>("assumed");
    QTest::newRow("model alone") << "h100"
                                 << "h100-80gb-sxm" << true;
    QTest::newRow("driver's name") << "nvidia_h100_80gb_hbm3"
                                   << "h100-80gb-sxm" << false;
    QTest::newRow("Kubernetes label") << "NVIDIA-H100-80GB-HBM3"
                                      << "h100-80gb-sxm" << false;
    QTest::newRow("PCIe") << "NVIDIA-H100-PCIe"
                          << "h100-80gb-pcie" << false;
    QTest::newRow("A100 alone: its 80 GB SXM") << "a100"
                                               << "a100-80gb-sxm" << true;
    QTest::newRow("A100 40 GB") << "A100-SXM4-40GB"
                                << "a100-40gb-sxm" << false;
    QTest::newRow("H200") << "h200"
                          << "h200-141gb-sxm" << false;
    QTest::newRow("MI300X") << "AMD-Instinct-MI300X"
                            << "mi300x-192gb" << false;
    QTest::newRow("Ascend") << "ascend910b"
                            << "ascend-910b-64gb" << false;
    QTest::newRow("L40S, not L40") << "l40s"
                                   << "l40s-48gb" << false;
    QTest::newRow("unknown") << "tpu-v5p"
                             << "" << false;
}

void TestPlanIo::listedGpuTypesNameCatalogParts()
{
    QFETCH(QString, listed);
    QFETCH(QString, part);
    QFETCH(bool, assumed);
    bool wasAssumed = false;
    QCOMPARE(QString::fromStdString(
                 acceleratorForListedGpu(listed.toStdString(), catalog(), &wasAssumed)),
             part);
    QCOMPARE(wasAssumed, assumed);
}

void TestPlanIo::badListingsNameTheLine_data()
{
    QTest::addColumn<QString>("listing");
    QTest::addColumn<QString>("says");
    QTest::newRow("not a listing") << "hello world\n"
                                   << "line 1: expected KEY=VALUE";
    QTest::newRow("empty") << ""
                           << "no node in the listing";
    QTest::newRow("a field before any node") << "Gres=gpu:8\n"
                                             << "line 1: expected a node";
    QTest::newRow("count missing") << "NodeName=a\n   Gres=gpu:h100\n"
                                   << "line 1: node a";
    QTest::newRow("unknown type") << "NodeName=a Gres=gpu:tpu:4\n"
                                  << "'tpu' is no accelerator";
    QTest::newRow("nodes differ") << "NodeName=a Gres=gpu:h100:8\nNodeName=b Gres=gpu:h100:4\n"
                                  << "line 2: node b has 4 GPUs";
    QTest::newRow("no GPUs") << "NodeName=a Gres=(null)\n"
                             << "no node in the listing has a GPU";
}

void TestPlanIo::badListingsNameTheLine()
{
    QFETCH(QString, listing);
    QFETCH(QString, says);
    const auto read = readScontrolNodes(listing.toStdString(), catalog());
    QVERIFY(std::holds_alternative<PlanError>(read));
    const PlanError &e = std::get<PlanError>(read);
    QCOMPARE(e.field, std::string("cluster-from"));
    QVERIFY2(QString::fromStdString(e.message).contains(says), e.message.c_str());
}

QTEST_GUILESS_MAIN(TestPlanIo)
void TestPlanIo::trialOutputReadsAsItsFlags()
{
    // trial.sh's output: the figures in words, then its last line of flags, which reads as
    // the command line reads it.
    const Catalog &catalog = builtinCatalog();
    TrialRun t;
    QVERIFY(!readTrialLine("Step time: 1.2 s\nGPUs in the trial: 8\n"
                           "--trial-gpus 8 --trial-tokens-per-s-per-gpu 3050 "
                           "--trial-peak-memory-gib 61.5\n",
                           catalog, t));
    QCOMPARE(t.gpus, 8);
    QCOMPARE(t.tokensPerSecPerGpu, 3050.0);
    QCOMPARE(t.peakMemoryGiB, 61.5);
    // Without memory; with a CRLF line end.
    QVERIFY(!readTrialLine("--trial-gpus 16 --trial-tokens-per-s-per-gpu 900\r\n", catalog, t));
    QCOMPARE(t.gpus, 16);
    QCOMPARE(t.peakMemoryGiB, 0.0);
    // No line of flags; a word that is no trial flag; a value missing; a bad value.
    auto error = [&](const std::string &text) {
        const auto e = readTrialLine(text, catalog, t);
        return e ? e->field + ": " + e->message : std::string();
    };
    QVERIFY(QString::fromStdString(error("GPUs in the trial: 8\n"))
                .contains(QLatin1String("--trial-")));
    QVERIFY(QString::fromStdString(error("--trial-gpus 8 --gpus 16\n"))
                .contains(QLatin1String("'--gpus'")));
    QVERIFY(QString::fromStdString(error("--trial-gpus 8 --trial-tokens-per-s-per-gpu\n"))
                .startsWith(QLatin1String("trial-tokens-per-s-per-gpu")));
    QVERIFY(QString::fromStdString(error("--trial-gpus eight --trial-tokens-per-s-per-gpu 9\n"))
                .startsWith(QLatin1String("trial-gpus")));
}

#include "tst_planio.moc"
