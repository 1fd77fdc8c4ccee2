// SPDX-License-Identifier: GPL-3.0-or-later
// Maps published training runs to plans. Every rule that turns a row into a plan is here,
// each with its reason; docs/validation.md lists them.
#include "analysis/validation.h"
#include "io/jsonreader.h"
#include "io/planflags.h"

#include <QCoreApplication>
#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <regex>
#include <unordered_map>
#include <unordered_set>

namespace cp {

using nlohmann::json;

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

bool has(const std::string &s, const char *needle)
{
    return s.find(needle) != std::string::npos;
}

std::string str(const json &e, const char *k)
{
    return e.contains(k) && e.at(k).is_string() ? e.at(k).get<std::string>() : std::string();
}

/// A stated number: finite and within what any training run has (counts, sizes and rates
/// of up to 1e15); anything else is treated as not stated.
std::optional<double> num(const json &e, const char *k)
{
    if (!e.contains(k) || !e.at(k).is_number()) return std::nullopt;
    const double v = e.at(k).get<double>();
    if (!std::isfinite(v) || v < 0 || v > 1e15) return std::nullopt;
    return v;
}

/// Architectures of models that rows name without dimensions: the model cards and papers
/// (Llama 2: Touvron et al. 2023, Table 1 and the Hugging Face configs; Llama 3: Dubey et al.
/// 2024, Table 3; GPT-3: Brown et al. 2020, Table 2.1).
struct Arch
{
    const char *pattern;
    int layers, hidden, heads, kvHeads, ffn, vocab;
    bool gated;
};
const Arch kArchs[] = {
    {"llama ?3(\\.1)?[ _-]?405b", 126, 16384, 128, 8, 53248, 128256, true},
    {"llama ?3(\\.1)?[ _-]?70b", 80, 8192, 64, 8, 28672, 128256, true},
    {"llama ?3(\\.1)?[ _-]?8b", 32, 4096, 32, 8, 14336, 128256, true},
    {"llama ?2[ _-]?70b", 80, 8192, 64, 8, 28672, 32000, true},
    {"llama ?2[ _-]?13b", 40, 5120, 40, 40, 13824, 32000, true},
    {"llama ?2[ _-]?7b", 32, 4096, 32, 32, 11008, 32000, true},
    {"gpt3-175b", 96, 12288, 96, 96, 4 * 12288, 51200, false},
    {"gpt3-20b", 44, 6144, 48, 48, 4 * 6144, 51200, false},
    {"gpt3-5b", 24, 4096, 32, 32, 4 * 4096, 51200, false},
};

/// The kArchs entry a (lower-case) model name matches, or -1. `cache` keeps the answers for
/// up to 4,096 names: files repeat a few names over thousands of rows, and a regex match
/// costs microseconds.
int archIndex(const std::string &model, std::unordered_map<std::string, int> &cache)
{
    static const std::vector<std::regex> patterns = [] {
        std::vector<std::regex> v;
        for (const Arch &a : kArchs) v.emplace_back(a.pattern);
        return v;
    }();
    if (const auto it = cache.find(model); it != cache.end()) return it->second;
    int found = -1;
    for (std::size_t i = 0; i < patterns.size() && found < 0; ++i)
        if (std::regex_search(model, patterns[i])) found = int(i);
    if (cache.size() < 4096) cache.emplace(model, found);
    return found;
}

/// The catalog accelerator a row's GPU description names.
std::string acceleratorFor(const std::string &gpuModel)
{
    const std::string g = lower(gpuModel);
    if (has(g, "h100") && (has(g, "96gb") || has(g, "96 gb")) && has(g, "500w"))
        return "h100-96gb-hbm2e-500w";
    if (has(g, "b200")) return "b200-180gb";
    if (has(g, "h200")) return "h200-141gb-sxm";
    if (has(g, "h800")) return "h800-80gb-sxm";
    if (has(g, "h100")) return has(g, "pcie") ? "h100-80gb-pcie" : "h100-80gb-sxm";
    if (has(g, "a100")) return has(g, "40gb") || has(g, "40 gb") ? "a100-40gb-sxm" : "a100-80gb-sxm";
    if (has(g, "v100")) return "v100-32gb-sxm";
    return {};
}

/// The training stack a row's framework description names.
std::string stackFor(const std::string &framework, const std::string &id)
{
    const std::string f = lower(framework);
    if (has(f, "torchtitan")) return "torchtitan";
    if (has(f, "dualpipe")) return "deepseek-dualpipe";
    if (has(f, "llm-foundry") || has(f, "composer")) return "composer";
    if (has(f, "deepspeed")) return "deepspeed";
    if (has(f, "megatron-core") || has(f, "nemo") || has(f, "megatron-bridge")) return "megatron-core";
    if (has(f, "megatron")) return "megatron-lm";
    if (has(f, "fsdp")) return has(f, "compile") ? "fsdp-compile" : "fsdp";
    (void)id;
    return {};
}

/// Tokens per second per GPU the row publishes, with the FLOP convention it states.
std::optional<double> publishedTokens(const json &e, const Plan &p)
{
    const double n = num(e, "gpu_count").value_or(0);
    if (auto v = num(e, "tokens_per_s_per_gpu")) return *v;
    if (n <= 0) return std::nullopt;
    if (auto v = num(e, "tokens_per_s")) return *v / n;
    // A whole run: the tokens trained and the GPU-hours it took (DeepSeek-V3's report).
    if (auto h = num(e, "gpu_hours"); h && *h > 0)
        if (auto tokens = num(e, "tokens_trained")) return *tokens / (*h * 3600.0);
    const double seq = p.model.seqLen;
    if (auto t = num(e, "step_time_s"); t && *t > 0) {
        if (auto gbt = num(e, "global_batch_tokens")) return *gbt / *t / n;
        if (auto gb = num(e, "global_batch")) return *gb * seq / *t / n;
    }
    // Narayanan et al. 2021, Eq. 3: 96 B s l h^2 (1 + s/6h + V/16lh) FLOPs per iteration,
    // the recomputed forward included.
    if (auto tf = num(e, "tflops_per_gpu"); tf && has(str(e, "tflops_kind"), "Eq.3")) {
        const double l = p.model.layers, h = p.model.hidden, V = p.model.vocab;
        const double perToken = 96.0 * l * h * h * (1 + seq / (6 * h) + V / (16 * l * h));
        return *tf * 1e12 / perToken;
    }
    return std::nullopt;
}

/// A whole number the row states (0 when it does not).
int dim(const json &e, const char *k)
{
    return int(std::min(1e8, num(e, k).value_or(0)));
}

/// The model: its dimensions as stated, else a known architecture's or a catalog preset's,
/// and what the family implies (Llama: SwiGLU, untied, no dropout; MPT: GELU, tied, no
/// dropout; Megatron GPT: GELU, tied, dropout). Null, or why the row cannot be read.
const char *readModel(const json &e, const Catalog &catalog, Plan &p,
                      std::unordered_map<std::string, int> &archOf)
{
    ModelSpec &m = p.model;
    m.family = ModelFamily::Decoder;
    m.layers = dim(e, "layers");
    m.hidden = dim(e, "hidden");
    m.heads = dim(e, "heads");
    m.kvHeads = dim(e, "kv_heads");
    m.ffnHidden = dim(e, "ffn_hidden");
    m.vocab = dim(e, "vocab");
    m.seqLen = dim(e, "seq_len");
    const std::string model = lower(str(e, "model"));
    const bool llama = has(model, "llama");
    if (m.layers == 0) {
        if (const int i = archIndex(model, archOf); i >= 0) {
            const Arch &a = kArchs[std::size_t(i)];
            m.layers = a.layers;
            m.hidden = a.hidden;
            m.heads = a.heads;
            m.kvHeads = a.kvHeads;
            m.ffnHidden = a.ffn;
            m.vocab = a.vocab;
            m.gatedMlp = a.gated;
        }
    }
    if (m.layers == 0) {
        // A model the catalog has as a preset (the mixture-of-experts models: DeepSeek-V3,
        // Mixtral, Qwen3-MoE), named as its preset is: its dimensions from there.
        for (const ModelPreset &preset : catalog.models)
            if (preset.family == ModelFamily::Decoder
                && (model == lower(preset.name) || model == preset.id)) {
                const int seq = m.seqLen;
                applyFlags(p, {{"model", preset.id}}, catalog);
                if (seq > 0) m.seqLen = seq;
                break;
            }
    }
    if (m.layers == 0 || m.hidden == 0 || m.heads == 0) return QT_TRANSLATE_NOOP("Validation", "model dimensions not stated");
    // Llama models: SwiGLU, untied embeddings, no dropout. MPT: GELU, tied, no dropout in
    // llm-foundry's pretraining configs. Megatron GPT: GELU, tied, dropout 0.1.
    if (m.preset.empty()) {
        m.gatedMlp = m.gatedMlp || llama || has(lower(str(e, "mlp")), "glu"); // SwiGLU, GeGLU
        m.tiedEmbeddings = !llama;
        m.dropout = !(llama || has(model, "mpt"));
    }

    return nullptr;
}

/// The cluster: the GPU count, eight to a node with a NIC each, and the fabric the row
/// states.
const char *readCluster(const json &e, const Catalog &catalog, Plan &p)
{
    const double gpus = num(e, "gpu_count").value_or(0);
    if (gpus < 1 || gpus > 1e6) return QT_TRANSLATE_NOOP("Validation", "GPU count not stated");
    p.gpus = int(gpus);
    p.gpusPerNode = std::min(8, p.gpus);
    p.nicsPerNode = p.gpusPerNode; // every source here: one RDMA NIC per GPU
    // The fabric: the stated line rate per GPU ("400 Gb/s RDMA per GPU"; per node over its
    // eight NICs, "1600 Gbps RoCE node-node"; "8x200Gbps"), Ethernet (RoCE) when the row
    // says RoCE or RDMA, InfiniBand otherwise; unstated, the accelerator's reference fabric.
    const std::string ic = lower(str(e, "interconnect"));
    p.interNode.clear();
    if (const Accelerator *a = catalog.accelerator(p.gpu)) p.interNode = a->defaultFabric;
    {
        static const std::regex rate("([0-9]+) ?x ?([0-9]+) ?gb|([0-9]+) ?gb");
        std::smatch mt;
        if (std::regex_search(ic, mt, rate)) {
            double gbps = mt[2].matched ? std::stod(mt[2]) : std::stod(mt[3]);
            if (!mt[2].matched && !has(ic, "per gpu")) gbps /= p.gpusPerNode; // per node
            const bool ethernet = has(ic, "roce") || has(ic, "rdma") || has(ic, "ethernet");
            const Fabric *best = nullptr;
            for (const Fabric &f : catalog.fabrics) {
                if ((f.kind == FabricKind::RoCE) != ethernet || !f.rdma) continue;
                const double d = std::abs(std::log(f.rate.value() * 8 / 1e9 / gbps));
                if (!best || d < std::abs(std::log(best->rate.value() * 8 / 1e9 / gbps))) best = &f;
            }
            if (best) p.interNode = best->id;
        }
    }
    if (p.interNode.empty() || !catalog.fabric(p.interNode)) p.interNode = "ib-ndr-400";
    p.tokens = 1e11;

    return nullptr;
}

/// The layout, the sharding, the recomputation, the attention kernel and sequence
/// parallelism, as stated or as the stack does by default.
const char *readLayout(const json &e, const Catalog &catalog, PublishedRun &r,
                       const std::string &framework)
{
    Plan &p = r.plan;
    const ModelSpec &m = p.model;
    Parallelism &par = p.par;
    par.tp = std::max(1, dim(e, "tp"));
    par.pp = std::max(1, dim(e, "pp"));
    par.cp = std::max(1, dim(e, "cp"));
    par.vp = std::max(1, dim(e, "vp"));
    // torchtitan's multi-stage schedules (Interleaved 1F1B) put two stages on every rank
    // when no split is given (generate_split_points in torchtitan/parallelisms/
    // pipelining_utils.py at 9dec370, the commit of its Dec. 2024 benchmarks).
    if (r.stack == "torchtitan" && dim(e, "vp") <= 0 && has(lower(framework), "interleaved"))
        par.vp = 2;
    if (par.pp < 2) par.vp = 1;
    par.ep = std::max(1, dim(e, "ep"));
    if (par.pp * par.vp > m.layers)
        return QT_TRANSLATE_NOOP("Validation", "an uneven pipeline split (pp x vp above the layers)");
    if (auto cf = num(e, "capacity_factor"); cf && *cf >= 1) par.capacityFactor = *cf;
    const int model_ = par.tp * par.pp * par.cp;
    if (p.gpus % model_ != 0) return QT_TRANSLATE_NOOP("Validation", "tp x pp x cp does not divide the GPU count");
    par.dp = p.gpus / model_;
    if (auto dp = num(e, "dp"); dp && int(*dp) != par.dp)
        return QT_TRANSLATE_NOOP("Validation", "the stated tp x pp x cp x dp is not the GPU count (layout not given)");

    // Sharding: FSDP FULL_SHARD / ZeRO-3 shard everything; SHARD_GRAD_OP is ZeRO-2;
    // Megatron-Core shards the optimizer (distributed optimizer, ZeRO-1); the 2021
    // Megatron-LM and plain data parallelism shard nothing.
    const std::string fsdp = str(e, "fsdp");
    const std::string zs = e.contains("zero_stage") && e.at("zero_stage").is_string()
                               ? str(e, "zero_stage")
                               : std::string();
    if (auto z = num(e, "zero_stage")) par.zero = int(*z);
    else if (has(fsdp, "SHARD_GRAD_OP")) par.zero = 2;
    else if (has(fsdp, "FULL_SHARD") || has(fsdp, "FSDP") || has(zs, "FSDP")) par.zero = 3;
    else if (r.stack == "megatron-core") par.zero = 1;
    else par.zero = 0;

    // Recomputation as stated; unstated: none for fused-attention stacks (same as
    // selective there), and full for the 2021 Megatron-LM runs that state it in the text.
    const std::string rc = lower(str(e, "recompute"));
    if (has(rc, "selective") || has(rc, "sac")) par.recompute = Recompute::Selective;
    else if (has(rc, "full")) par.recompute = Recompute::Full;
    else if (rc.rfind("none", 0) == 0 || rc.rfind("no ", 0) == 0) par.recompute = Recompute::None;
    else par.recompute = Recompute::Selective;

    // Attention: Megatron-LM before Megatron-Core materialised the scores (scale-mask-softmax);
    // every later stack here runs a fused kernel.
    // DeepSpeed's model-parallel runs use Megatron's model code: the stack's own kernel
    // (Framework::modelParallelUnfusedAttention), what `--attention auto` means there.
    const bool before2022 = r.stack == "megatron-lm" || has(lower(framework), "megatron codebase");
    par.attention = before2022 ? AttentionKernel::Unfused
                    : r.stack == "deepspeed" ? AttentionKernel::Auto
                                             : AttentionKernel::Flash;
    // Sequence parallelism: Megatron-Core, NeMo and torchtitan enable it with TP; Korthikanti
    // et al. name it in each configuration; the 2021 Megatron-LM predates it.
    const Framework *fw = catalog.framework(r.stack);
    bool sp = fw && fw->defaultSequenceParallel && par.tp > 1;
    if (has(rc, "sequence parallel")) sp = !has(rc, "no sequence"); // stated with the recomputation
    par.sequenceParallel = sp ? 1 : 0;

    return nullptr;
}

/// The micro-batch and the global batch, as the stack counts them.
void readBatch(const json &e, PublishedRun &r)
{
    Plan &p = r.plan;
    const ModelSpec &m = p.model;
    Parallelism &par = p.par;
    // Batch: the micro-batch is per model replica and per pipeline micro-step. torchtitan
    // states the local batch per data-parallel rank, which its pipeline schedules split into
    // pp micro-batches; Narayanan et al. 2021 give no micro-batch (1 assumed).
    int mb = dim(e, "micro_batch");
    if (r.stack == "torchtitan" && par.pp > 1 && mb > 0) mb = std::max(1, mb / par.pp);
    double gb = num(e, "global_batch").value_or(0);
    if (gb <= 0) {
        if (auto gbt = num(e, "global_batch_tokens")) gb = std::round(*gbt / m.seqLen);
    }
    if (mb <= 0) {
        const int accum = dim(e, "grad_accum");
        mb = gb > 0 && accum > 0 ? std::max(1, int(gb / (par.dp * accum))) : 1;
    }
    if (gb <= 0) gb = double(mb) * par.dp * (par.pp > 1 ? par.pp : 1);
    // Pipeline rows of torchtitan: the local batch of one rank is pp micro-batches.
    if (r.stack == "torchtitan" && par.pp > 1 && num(e, "global_batch").value_or(0) <= 0)
        gb = double(mb) * par.pp * par.dp;
    if (std::fmod(gb, double(mb) * par.dp) != 0) {
        // A stated batch that does not divide: the nearest multiple of dp x micro-batch.
        gb = std::max(1.0, std::round(gb / (double(mb) * par.dp))) * mb * par.dp;
    }
    par.microBatch = mb;
    par.globalBatch = int(gb);
    if (p.workload == Workload::Lora) p.loraRank = 16;

}

/// What the row measured: a peak in GiB, tokens/s, or model TFLOP/s. Null, or why none.
const char *readMeasured(const json &e, PublishedRun &r, bool memoryRow)
{
    const Plan &p = r.plan;
    if (memoryRow) {
        const auto gib = num(e, "peak_memory_gib");
        if (!gib || !(*gib > 0)) return QT_TRANSLATE_NOOP("Validation", "no measured peak in GiB");
        r.published = *gib;
        r.memory = true;
        return nullptr;
    }
    if (const auto tok = publishedTokens(e, p); tok && *tok > 0 && std::isfinite(*tok)) {
        r.published = *tok;
        return nullptr;
    }
    // Model TFLOP/s per GPU (Megatron-Core and NeMo): 6 x matmul parameters + 12 l s h per
    // token, attention not halved for causal masking, the planner's own convention (NeMo
    // 24.07 LLAMA2-7B: 780 TFLOP/s at 16,934 tokens/s = 46.06 GFLOP per token, which it
    // reproduces). Converted with the planner's FLOPs per token once evaluated.
    const std::string kind = lower(str(e, "tflops_kind"));
    if (auto tf = num(e, "tflops_per_gpu"); tf && *tf > 0 && has(kind, "model") && !has(kind, "eq.3")) {
        r.publishedTflops = *tf;
        return nullptr;
    }
    return QT_TRANSLATE_NOOP("Validation", "no throughput the planner can compare (tokens/s, step time or model TFLOP/s)");
}

/// Maps one row; returns the reason when it cannot be expressed.
std::string mapRow(const json &e, const Catalog &catalog, PublishedRun &r, bool memoryRow,
                   std::unordered_map<std::string, int> &archOf)
{
    r.id = str(e, "id");
    r.source = str(e, "source");
    r.group = r.source.substr(0, r.source.find_first_of(":( "));
    const std::string framework = str(e, "framework").empty() ? str(e, "method") : str(e, "framework");
    Plan &p = r.plan;
    p.workload = Workload::Pretrain;
    const std::string task = lower(str(e, "task"));
    if (has(task, "per-layer")) return QT_TRANSLATE_NOOP("Validation", "a single layer's forward and backward, not a training step");
    if (has(task, "lora")) p.workload = Workload::Lora;
    else if (has(task, "fine") || has(task, "sft")) p.workload = Workload::Finetune;

    p.gpu = acceleratorFor(str(e, "gpu_model"));
    if (p.gpu.empty() || !catalog.accelerator(p.gpu)) return QT_TRANSLATE_NOOP("Validation", "accelerator not in the catalog");
    const std::string prec = lower(str(e, "precision"));
    if (has(prec, "fp4") || has(prec, "mxfp8")) return QT_TRANSLATE_NOOP("Validation", "precision not modelled (FP4 / MXFP8)");
    p.precision = has(prec, "fp8") || has(prec, "float8") ? Precision::FP8
                  : has(prec, "fp16") && !has(prec, "bf16") ? Precision::FP16
                  : has(prec, "fp32") && !has(prec, "bf16") ? Precision::FP32
                                                              : Precision::BF16;
    // A100s run FP16 and BF16 at the same peak: "mixed precision" rows lose nothing here.

    if (const char *why = readModel(e, catalog, p, archOf)) return why;
    r.stack = stackFor(framework, r.id);
    if (r.stack.empty()) return QT_TRANSLATE_NOOP("Validation", "training stack not stated");
    p.framework = r.stack;
    if (p.model.seqLen == 0) {
        // torchtitan's train configs default to 8192 (noted on the source's other rows).
        if (r.stack == "torchtitan") p.model.seqLen = 8192;
        else return QT_TRANSLATE_NOOP("Validation", "sequence length not stated");
    }

    if (const char *why = readCluster(e, catalog, p)) return why;
    if (const char *why = readLayout(e, catalog, r, framework)) return why;
    readBatch(e, r);
    if (const char *why = readMeasured(e, r, memoryRow)) return why;
    return {};
}

} // namespace

std::optional<PlanError> readPublishedRuns(const std::string &text, const Catalog &catalog,
                                           std::vector<PublishedRun> &out)
{
    json doc;
    if (auto e = detail::parseJson(text, doc, "data")) return e;
    if (!doc.is_object() || (!doc.contains("throughput") && !doc.contains("memory")))
        return PlanError{"data", "expected an object with 'throughput' and/or 'memory' arrays"};
    out.clear();
    std::unordered_map<std::string, int> archOf; // model name -> kArchs entry (archIndex)
    // The ids of the memory section's rows, looked up once per throughput row below.
    std::unordered_set<std::string> memoryIds;
    if (doc.contains("memory") && doc.at("memory").is_array())
        for (const json &m : doc.at("memory"))
            if (m.is_object()) memoryIds.insert(str(m, "id"));
    std::size_t expected = 0;
    for (const char *section : {"throughput", "memory"})
        if (doc.contains(section) && doc.at(section).is_array()) expected += doc.at(section).size();
    out.reserve(expected);
    for (const char *section : {"throughput", "memory"}) {
        if (!doc.contains(section)) continue;
        const json &rows = doc.at(section);
        if (!rows.is_array())
            return PlanError{"data", std::string("'") + section + "' must be an array"};
        for (const json &e : rows) {
            if (!e.is_object()) return PlanError{"data", std::string(section) + ": a row is not an object"};
            PublishedRun r;
            const bool memoryRow = std::string(section) == "memory";
            if (memoryRow && !num(e, "peak_memory_gib")) continue; // rules and claims, not runs
            try {
                r.skipped = mapRow(e, catalog, r, memoryRow, archOf);
            } catch (const std::exception &ex) {
                r.skipped = ex.what();
            }
            r.memory = memoryRow;
            // A throughput row that also measured the peak is a memory row as well, unless
            // the memory section holds the same measurement ("mem-" + its id).
            const bool listed = memoryIds.count("mem-" + r.id) > 0;
            if (!memoryRow && !listed && r.skipped.empty() && num(e, "peak_memory_gib")) {
                PublishedRun m = r;
                m.id += " (peak memory)";
                m.memory = true;
                m.published = *num(e, "peak_memory_gib");
                m.publishedTflops = 0;
                out.push_back(std::move(m));
            }
            out.push_back(std::move(r));
        }
    }
    return std::nullopt;
}

std::string builtinPublishedRuns()
{
    QFile f(QStringLiteral(":/validation/published-runs.json"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray d = f.readAll();
    return std::string(d.constData(), std::size_t(d.size()));
}

} // namespace cp
