// The plan flags: each key of the plan key table (plankeys.h) applied to a plan (applyOne),
// and the model presets. A new plan key is listed there, read here and written in
// projectwriter.cpp.
#include "io/planflags.h"

#include "analysis/analysis.h"
#include "report/errortext.h"
#include "io/flagvalue.h"
#include "model/plankeys.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace cp {

using detail::apply;
using detail::Value;

namespace {


void applyPreset(Plan &plan, const ModelPreset &p)
{
    ModelSpec &m = plan.model;
    m.preset = p.id;
    m.family = p.family;
    m.layers = p.layers;
    m.hidden = p.hidden;
    m.heads = p.heads;
    m.kvHeads = p.kvHeads;
    m.ffnHidden = p.ffnHidden;
    m.headDim = p.headDim;
    m.experts = p.experts;
    m.expertsPerToken = p.expertsPerToken;
    m.sharedExperts = p.sharedExperts;
    m.expertFfn = p.expertFfn;
    m.denseLayers = p.denseLayers;
    m.qLoraRank = p.qLoraRank;
    m.kvLoraRank = p.kvLoraRank;
    m.ropeHeadDim = p.ropeHeadDim;
    m.valueHeadDim = p.valueHeadDim;
    m.vocab = p.vocab;
    m.seqLen = p.seqLen;
    m.gatedMlp = p.gatedMlp;
    m.tiedEmbeddings = p.tiedEmbeddings;
    m.positions = 0;
    m.linearBiases = m.pooler = false;
    m.name.clear();
    m.dropout = p.dropout;
    m.params = p.params;
    m.forwardGflopsPerSample = p.forwardGflopsPerSample;
    m.activationBytesPerSample = p.activationBytesPerSample;
    m.bytesPerSampleOnDisk = p.bytesPerSampleOnDisk;
    m.cpuSecondsPerSample = p.cpuSecondsPerSample;
    m.imageSize = p.imageSize;
    m.presetImageSize = p.imageSize;
    m.channels = p.channels;
    m.presetChannels = p.channels;
    m.patch = p.patch;
    m.textLayers = p.textLayers;
    m.textHidden = p.textHidden;
    m.textHeads = p.textHeads;
    m.textSeqLen = p.textSeqLen;
}

ModelFamily defaultFamily(Workload w)
{
    switch (w) {
    case Workload::Vision:
        return ModelFamily::Vit;
    case Workload::Timeseries:
        return ModelFamily::TsTransformer;
    case Workload::Multimodal:
        return ModelFamily::Clip;
    case Workload::Diffusion:
        return ModelFamily::Unet;
    default:
        return ModelFamily::Decoder;
    }
}

} // namespace

namespace detail {

namespace {

/// A key's value, read within the key's range in the plan key table (plankeys.h).
struct KeyValue
{
    const PlanKey *key;
    const Value &value;
    long long whole() const { return value.integer(int(key->min), int(key->max)); }
    double real() const { return value.number(key->min, key->max); }
    std::string text() const { return value.text(); }
    bool boolean() const { return value.boolean(); }
    template <typename T>
    T oneOf(std::initializer_list<std::pair<const char *, T>> choices) const
    {
        return value.oneOf<T>(choices);
    }
};

/// The model: a preset, its dimensions and architecture, the workload.
bool applyModelKey(Plan &p, std::string_view k, const KeyValue &v, const Catalog &catalog)
{
    ModelSpec &m = p.model;
    if (k == "workload") {
        p.workload = v.oneOf<Workload>({{"pretrain", Workload::Pretrain},
                                        {"finetune", Workload::Finetune},
                                        {"lora", Workload::Lora},
                                        {"qlora", Workload::Qlora},
                                        {"vision", Workload::Vision},
                                        {"timeseries", Workload::Timeseries},
                                        {"multimodal", Workload::Multimodal},
                                        {"diffusion", Workload::Diffusion}});
        if (m.preset.empty()) m.family = defaultFamily(p.workload);
    } else if (k == "model") {
        const std::string id = v.text();
        const ModelPreset *preset = catalog.model(id);
        if (!preset)
            throw Err{std::string(k),
                      ErrorTr::tr("unknown model preset '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(id))
                          .toStdString()};
        applyPreset(p, *preset);
    } else if (k == "params")
        m.params = v.real();
    else if (k == "layers")
        m.layers = v.whole();
    else if (k == "hidden")
        m.hidden = v.whole();
    else if (k == "heads")
        m.heads = v.whole();
    else if (k == "kv-heads")
        m.kvHeads = v.whole();
    else if (k == "ffn-hidden")
        m.ffnHidden = v.whole();
    else if (k == "head-dim")
        m.headDim = v.whole();
    else if (k == "experts")
        m.experts = v.whole();
    else if (k == "experts-per-token")
        m.expertsPerToken = v.whole();
    else if (k == "shared-experts")
        m.sharedExperts = v.whole();
    else if (k == "expert-ffn")
        m.expertFfn = v.whole();
    else if (k == "dense-layers")
        m.denseLayers = v.whole();
    else if (k == "q-lora-rank")
        m.qLoraRank = v.whole();
    else if (k == "kv-lora-rank")
        m.kvLoraRank = v.whole();
    else if (k == "rope-head-dim")
        m.ropeHeadDim = v.whole();
    else if (k == "value-head-dim")
        m.valueHeadDim = v.whole();
    else if (k == "tied-embeddings")
        m.tiedEmbeddings = v.boolean();
    else if (k == "positions")
        m.positions = v.whole();
    else if (k == "linear-biases")
        m.linearBiases = v.boolean();
    else if (k == "pooler")
        m.pooler = v.boolean();
    else if (k == "model-name")
        m.name = v.text();
    else if (k == "model-family") {
        // A custom model's architecture (an imported BERT is an encoder whatever the task).
        const std::string name = v.text();
        bool known = false;
        for (int f = 0; f <= int(ModelFamily::Unet); ++f)
            if (name == modelFamilyName(ModelFamily(f))) {
                m.family = ModelFamily(f);
                known = true;
            }
        if (!known)
            throw Err{std::string(k),
                      ErrorTr::tr("'%1' is not one of: %2")
                          .arg(QString::fromStdString(name.substr(0, 40)),
                               QStringLiteral("decoder, encoder, vit, cnn, lstm, ts-transformer, "
                                              "clip, unet"))
                          .toStdString()};
    } else if (k == "dropout")
        m.dropout = v.boolean();
    else if (k == "vocab")
        m.vocab = v.whole();
    else if (k == "seq-len")
        m.seqLen = v.whole();
    else if (k == "mlp")
        m.gatedMlp = v.oneOf<bool>({{"gelu", false}, {"swiglu", true}});
    else if (k == "image-size")
        m.imageSize = v.whole();
    else if (k == "channels")
        m.channels = v.whole();
    else if (k == "bytes-per-sample") {
        m.bytesPerSampleOnDisk = v.real();
        m.bytesPerSampleGiven = true;
    }
    else
        return false;
    return true;
}

/// The data to train on, and the accelerators, nodes, network and storage.
bool applyDataAndHardwareKey(Plan &p, std::string_view k, const KeyValue &v, const Catalog &catalog)
{
    if (k == "tokens")
        p.tokens = v.real();
    else if (k == "samples")
        p.samples = v.real();
    else if (k == "dataset-bytes")
        p.datasetBytes = v.real();
    else if (k == "epochs")
        p.epochs = v.real();
    else if (k == "gpu") {
        p.gpu = v.text();
        if (!catalog.accelerator(p.gpu))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.gpu))
                          .toStdString()};
    } else if (k == "gpus")
        p.gpus = v.whole();
    else if (k == "gpus-per-node")
        p.gpusPerNode = v.whole();
    else if (k == "node") {
        p.nodeTemplate = v.text();
        if (!catalog.node(p.nodeTemplate))
            throw Err{std::string(k), ErrorTr::tr("unknown node template '%1'")
                                          .arg(QString::fromStdString(p.nodeTemplate))
                                          .toStdString()};
    } else if (k == "nics-per-node")
        p.nicsPerNode = v.whole();
    else if (k == "inter-node") {
        p.interNodeGiven.given = true;
        p.interNode = v.text();
        if (!catalog.fabric(p.interNode))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown fabric '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.interNode))
                          .toStdString()};
    } else if (k == "storage") {
        p.storage = v.text();
        if (!catalog.storage(p.storage))
            throw Err{std::string(k), ErrorTr::tr("unknown storage tier '%1'")
                                          .arg(QString::fromStdString(p.storage))
                                          .toStdString()};
    } else if (k == "storage-units")
        p.storageUnits = v.whole();
    else
        return false;
    return true;
}

/// The layout, the stack and the precision.
bool applyParallelismKey(Plan &p, std::string_view k, const KeyValue &v, const Catalog &catalog)
{
    if (k == "tp")
        p.par.tp = v.whole();
    else if (k == "pp")
        p.par.pp = v.whole();
    else if (k == "dp")
        p.par.dp = v.whole();
    else if (k == "cp")
        p.par.cp = v.whole();
    else if (k == "demand") {
        // Checked here against a year of a nominal base; planPricing scales it to the plan.
        const std::string text = v.text();
        std::vector<double> months;
        if (auto e = readDemand(text, 1, 12, months)) throw Err{std::string(k), e->message};
        p.demand = text == "steady" ? std::string() : text;
    } else if (k == "vp")
        p.par.vp = v.whole();
    else if (k == "ep")
        p.par.ep = v.whole();
    else if (k == "shard-group")
        p.par.shardGroup = v.whole();
    else if (k == "capacity-factor")
        p.par.capacityFactor = v.real();
    else if (k == "zero")
        p.par.zero = v.whole();
    else if (k == "sequence-parallel")
        p.par.sequenceParallel = v.boolean() ? 1 : 0;
    else if (k == "micro-batch")
        p.par.microBatch = v.whole();
    else if (k == "global-batch")
        p.par.globalBatch = v.whole();
    else if (k == "recompute")
        p.par.recompute = v.oneOf<Recompute>({{"none", Recompute::None},
                                              {"selective", Recompute::Selective},
                                              {"full", Recompute::Full},
                                              {"auto", Recompute::Auto}});
    else if (k == "attention")
        p.par.attention = v.oneOf<AttentionKernel>(
            {{"auto", AttentionKernel::Auto},
             {"flash", AttentionKernel::Flash},
             {"unfused", AttentionKernel::Unfused}});
    else if (k == "framework") {
        const std::string id = v.text();
        if (!id.empty() && id != "auto" && !catalog.framework(id)) {
            std::string ids;
            for (const Framework &f : catalog.frameworks) ids += (ids.empty() ? "" : ", ") + f.id;
            throw Err{std::string(k),
                      ErrorTr::tr("unknown training stack '%1' (one of: auto, %2)")
                          .arg(QString::fromStdString(id), QString::fromStdString(ids))
                          .toStdString()};
        }
        p.framework = id == "auto" ? std::string() : id;
    } else if (k == "precision")
        p.precision = v.oneOf<Precision>({{"fp32", Precision::FP32},
                                          {"fp16", Precision::FP16},
                                          {"bf16", Precision::BF16},
                                          {"fp8", Precision::FP8}});
    else
        return false;
    return true;
}

/// A trial run, and the pricing, budget, deadline and overheads.
bool applyTrialAndCostKey(Plan &p, std::string_view k, const KeyValue &v, const Catalog &catalog)
{
    if (k == "trial-gpus")
        p.trial.gpus = int(v.whole());
    else if (k == "trial-tokens-per-s-per-gpu")
        p.trial.tokensPerSecPerGpu = v.real();
    else if (k == "trial-peak-memory-gib")
        p.trial.peakMemoryGiB = v.real();
    else if (k == "trial-gpu") {
        p.trial.gpu = v.text();
        if (!catalog.accelerator(p.trial.gpu))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.trial.gpu))
                          .toStdString()};
    } else if (k == "trial-framework") {
        p.trial.framework = v.text() == "auto" ? std::string() : v.text();
        if (!p.trial.framework.empty() && !catalog.framework(p.trial.framework))
            throw Err{std::string(k), ErrorTr::tr("unknown training stack '%1'")
                                          .arg(QString::fromStdString(p.trial.framework))
                                          .toStdString()};
    } else if (k == "lora-rank")
        p.loraRank = v.whole();
    else if (k == "pricing")
        p.pricing = v.oneOf<Pricing>({{"on-demand", Pricing::OnDemand},
                                      {"reserved-1y", Pricing::Reserved1y},
                                      {"reserved-3y", Pricing::Reserved3y},
                                      {"spot", Pricing::Spot},
                                      {"purchase", Pricing::Purchase}});
    else if (k == "currency")
        p.currency = v.oneOf<Currency>({{"CNY", Currency::CNY}, {"USD", Currency::USD}});
    else if (k == "budget")
        p.budget = v.real();
    else if (k == "deadline-days")
        p.deadlineDays = v.real();
    else if (k == "exchange-rate")
        p.cnyPerUsd = v.real();
    else if (k == "experiment-allowance")
        p.experimentAllowance = v.real();
    else if (k == "checkpoint-interval-h")
        p.checkpointIntervalHours = v.real();
    else if (k == "amortization-months")
        p.amortizationMonths = v.real();
    else if (k == "utilization")
        p.utilization = v.real();
    else if (k == "oversubscription")
        p.oversubscription = v.real();
    else if (k == "rack-power-kw")
        p.rackPowerKW = v.real();
    else if (k == "lang")
        v.oneOf<int>({{"en", 0}, {"zh_CN", 1}});
    else
        return false;
    return true;
}

} // namespace

void applyOne(Plan &p, std::string_view k, const Value &value, const Catalog &catalog)
{
    const KeyValue v{findPlanKey(k), value};
    if (!applyModelKey(p, k, v, catalog) && !applyDataAndHardwareKey(p, k, v, catalog)
        && !applyParallelismKey(p, k, v, catalog) && !applyTrialAndCostKey(p, k, v, catalog))
        throw Err{std::string(k), ErrorTr::tr("unknown option").toStdString()};
}

bool omittedInJson(const std::string &key, const nlohmann::json &value)
{
    // A switch's false is a value (a preset's tied embeddings or dropout switched off,
    // sequence parallelism refused); any other flag's false, like null, leaves it unset.
    return value.is_null() || (value.is_boolean() && !value.get<bool>() && !isSwitchFlag(key));
}

std::optional<PlanError> applyPlanObject(Plan &plan, const nlohmann::json &obj,
                                         const Catalog &catalog, const std::string &prefix)
{
    if (!obj.is_object())
        return PlanError{prefix.empty() ? "plan" : prefix,
                         ErrorTr::tr("must be a JSON object").toStdString()};
    std::vector<std::string> keys;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (omittedInJson(it.key(), *it)) continue;
        keys.push_back(it.key());
    }
    auto err = apply(
        plan, keys, [&](const std::string &k) { return Value(k, nullptr, &obj.at(k)); }, catalog);
    if (err && !prefix.empty()) err->field = prefix + "." + err->field;
    return err;
}

} // namespace detail

const std::vector<std::string> &planFlagNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n;
        for (const PlanKey &k : planKeys())
            n.emplace_back(k.name);
        return n;
    }();
    return names;
}

bool isSwitchFlag(const std::string &name)
{
    const PlanKey *key = findPlanKey(name);
    return key && key->type == KeyType::Switch;
}

std::optional<PlanError> applyFlags(Plan &plan, const std::vector<FlagValue> &flags,
                                    const Catalog &catalog)
{
    std::vector<std::string> keys;
    for (const FlagValue &f : flags)
        keys.push_back(f.name);
    return apply(
        plan, keys,
        [&](const std::string &k) {
            const FlagValue *last = nullptr;
            for (const FlagValue &f : flags)
                if (f.name == k) last = &f;
            return Value(k, &last->value, nullptr);
        },
        catalog);
}

} // namespace cp
