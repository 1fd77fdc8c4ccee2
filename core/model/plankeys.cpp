// SPDX-License-Identifier: GPL-3.0-or-later
// The plan key table: see plankeys.h. A new plan key is one row here; a key whose reading
// has a side effect (a preset, a catalog id) has its rule in io/planflags.cpp (applyOne).
#include "model/plankeys.h"

#include "report/format.h"
#include "report/translation.h"

#include <QCoreApplication>

#include <unordered_map>

namespace cp {

namespace {

// The accessor of a plan member, as the table's rows name it.
#define CP_MEMBER(field) [](Plan &p) -> PlanMember { return &p.field; }

const std::vector<PlanKey> kKeys = {
    {"workload", KeyType::Choice, 0, 0,
     "pretrain|finetune|lora|qlora|vision|timeseries|multimodal|diffusion", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "What is trained"), CP_MEMBER(workload), Written::Always},
    {"model", KeyType::CatalogId, 0, 0, "models", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Model preset from the catalog; dimension keys override it"),
     CP_MEMBER(model.preset), Written::IfChanged},
    {"params", KeyType::Number, 1e3, 1e15, "", QT_TRANSLATE_NOOP("PlanKeys", "parameters"),
     KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Parameter count (models that are not transformers, or an override)"),
     CP_MEMBER(model.params), Written::IfChanged},
    {"layers", KeyType::Integer, 1, 1000, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Transformer layers"), CP_MEMBER(model.layers),
     Written::IfChanged},
    {"hidden", KeyType::Integer, 1, 1048576, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Hidden size"), CP_MEMBER(model.hidden), Written::IfChanged},
    {"heads", KeyType::Integer, 1, 4096, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Attention heads"), CP_MEMBER(model.heads), Written::IfChanged},
    {"kv-heads", KeyType::Integer, 1, 4096, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Key-value heads (grouped-query attention)"),
     CP_MEMBER(model.kvHeads), Written::IfChanged},
    {"ffn-hidden", KeyType::Integer, 1, 4194304, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Feed-forward width"), CP_MEMBER(model.ffnHidden),
     Written::IfChanged},
    {"head-dim", KeyType::Integer, 1, 4096, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Width of one attention head, where it is not hidden / heads"),
     CP_MEMBER(model.headDim), Written::IfChanged},
    {"experts", KeyType::Integer, 0, 65536, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Routed experts per mixture-of-experts layer"),
     CP_MEMBER(model.experts), Written::IfChanged},
    {"experts-per-token", KeyType::Integer, 0, 65536, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Routed experts each token goes to"),
     CP_MEMBER(model.expertsPerToken), Written::IfChanged},
    {"shared-experts", KeyType::Integer, 0, 1024, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Experts every token goes through"),
     CP_MEMBER(model.sharedExperts), Written::IfChanged},
    {"expert-ffn", KeyType::Integer, 1, 4194304, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Feed-forward width of one expert"), CP_MEMBER(model.expertFfn),
     Written::IfChanged},
    {"dense-layers", KeyType::Integer, 0, 1000, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Dense layers before the first mixture-of-experts layer"),
     CP_MEMBER(model.denseLayers), Written::IfChanged},
    {"q-lora-rank", KeyType::Integer, 0, 1048576, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Query compression rank of latent attention (0: uncompressed)"),
     CP_MEMBER(model.qLoraRank), Written::IfChanged},
    {"kv-lora-rank", KeyType::Integer, 0, 1048576, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Key-value compression rank of latent attention"),
     CP_MEMBER(model.kvLoraRank), Written::IfChanged},
    {"rope-head-dim", KeyType::Integer, 0, 4096, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Rotary part of a query or key head (latent attention)"),
     CP_MEMBER(model.ropeHeadDim), Written::IfChanged},
    {"value-head-dim", KeyType::Integer, 0, 4096, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Width of a value head (latent attention)"),
     CP_MEMBER(model.valueHeadDim), Written::IfChanged},
    {"tied-embeddings", KeyType::Switch, 0, 0, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Embeddings shared with the output layer"),
     CP_MEMBER(model.tiedEmbeddings), Written::Always},
    {"positions", KeyType::Integer, 0, 16777216, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Learned position embeddings"), CP_MEMBER(model.positions),
     Written::IfChanged},
    {"linear-biases", KeyType::Switch, 0, 0, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Biases on every linear layer and norm"),
     CP_MEMBER(model.linearBiases), Written::IfChanged},
    {"pooler", KeyType::Switch, 0, 0, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "A pooler layer, as BERT has"), CP_MEMBER(model.pooler),
     Written::IfChanged},
    {"model-name", KeyType::Text, 0, 0, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "The name the proposal gives a custom model"),
     CP_MEMBER(model.name), Written::IfChanged},
    {"model-family", KeyType::Choice, 0, 0, "decoder|encoder|vit|cnn|lstm|ts-transformer|clip|unet",
     "", KeyGroup::Model, QT_TRANSLATE_NOOP("PlanKeys", "Architecture of a custom model"),
     CP_MEMBER(model.family), Written::IfCustomModel},
    {"dropout", KeyType::Switch, 0, 0, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Dropout in the layers"), CP_MEMBER(model.dropout),
     Written::IfCustomModel},
    {"vocab", KeyType::Integer, 0, 16777216, "", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "Vocabulary size"), CP_MEMBER(model.vocab), Written::IfChanged},
    {"seq-len", KeyType::Integer, 1, 16777216, "", QT_TRANSLATE_NOOP("PlanKeys", "tokens"),
     KeyGroup::Model, QT_TRANSLATE_NOOP("PlanKeys", "Tokens per training sample"),
     CP_MEMBER(model.seqLen), Written::IfChanged},
    {"mlp", KeyType::Choice, 0, 0, "gelu|swiglu", "", KeyGroup::Model,
     QT_TRANSLATE_NOOP("PlanKeys", "MLP type of custom dimensions"), CP_MEMBER(model.gatedMlp),
     Written::Always},
    {"tokens", KeyType::Number, 1, 1e30, "", QT_TRANSLATE_NOOP("PlanKeys", "tokens"),
     KeyGroup::Dataset, QT_TRANSLATE_NOOP("PlanKeys", "Dataset size in tokens"), CP_MEMBER(tokens),
     Written::IfChanged},
    {"samples", KeyType::Number, 1, 1e30, "", QT_TRANSLATE_NOOP("PlanKeys", "samples"),
     KeyGroup::Dataset, QT_TRANSLATE_NOOP("PlanKeys", "Dataset size in samples"),
     CP_MEMBER(samples), Written::IfChanged},
    {"dataset-bytes", KeyType::Number, 1, 1e30, "", QT_TRANSLATE_NOOP("PlanKeys", "bytes"),
     KeyGroup::Dataset, QT_TRANSLATE_NOOP("PlanKeys", "Dataset size in bytes"),
     CP_MEMBER(datasetBytes), Written::IfChanged},
    {"epochs", KeyType::Number, 0.001, 1e6, "", "", KeyGroup::Dataset,
     QT_TRANSLATE_NOOP("PlanKeys", "Passes over the dataset"), CP_MEMBER(epochs), Written::Always},
    {"image-size", KeyType::Integer, 8, 65536, "", QT_TRANSLATE_NOOP("PlanKeys", "pixels"),
     KeyGroup::Dataset, QT_TRANSLATE_NOOP("PlanKeys", "Image resolution (image models)"),
     CP_MEMBER(model.imageSize), Written::IfChanged},
    {"channels", KeyType::Integer, 1, 1024, "", "", KeyGroup::Dataset,
     QT_TRANSLATE_NOOP("PlanKeys", "Image bands (image models)"), CP_MEMBER(model.channels),
     Written::IfChanged},
    {"bytes-per-sample", KeyType::Number, 1, 1e12, "", QT_TRANSLATE_NOOP("PlanKeys", "bytes"),
     KeyGroup::Dataset, QT_TRANSLATE_NOOP("PlanKeys", "Bytes per sample on disk"),
     CP_MEMBER(model.bytesPerSampleOnDisk), Written::IfGiven},
    {"gpu", KeyType::CatalogId, 0, 0, "accelerators", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Accelerator"), CP_MEMBER(gpu), Written::Always},
    {"gpus", KeyType::Integer, 1, 1000000, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Hardware, QT_TRANSLATE_NOOP("PlanKeys", "GPU count"), CP_MEMBER(gpus),
     Written::Always},
    {"gpus-per-node", KeyType::Integer, 1, 64, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "GPUs per node (default: the node template's)"),
     CP_MEMBER(gpusPerNode), Written::IfChanged},
    {"node", KeyType::CatalogId, 0, 0, "node templates", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Node template (default: from the accelerator)"),
     CP_MEMBER(nodeTemplate), Written::IfChanged},
    {"nics-per-node", KeyType::Integer, 1, 64, "", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Compute NICs per node (default: the template's)"),
     CP_MEMBER(nicsPerNode), Written::IfChanged},
    {"inter-node", KeyType::CatalogId, 0, 0, "fabrics", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Fabric between nodes (default: the accelerator's)"),
     CP_MEMBER(interNode), Written::Always},
    {"storage", KeyType::CatalogId, 0, 0, "storage tiers", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Training data storage tier"), CP_MEMBER(storage),
     Written::Always},
    {"storage-units", KeyType::Integer, 1, 100000, "", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Storage units of that tier"), CP_MEMBER(storageUnits),
     Written::Always},
    {"tp", KeyType::Integer, 1, 1024, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Tensor parallel size"),
     CP_MEMBER(par.tp), Written::IfChanged},
    {"pp", KeyType::Integer, 1, 1024, "", QT_TRANSLATE_NOOP("PlanKeys", "stages"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Pipeline parallel size"),
     CP_MEMBER(par.pp), Written::IfChanged},
    {"dp", KeyType::Integer, 1, 1000000, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Data parallel size"), CP_MEMBER(par.dp),
     Written::IfChanged},
    {"cp", KeyType::Integer, 1, 1024, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Context parallel size"),
     CP_MEMBER(par.cp), Written::IfChanged},
    {"vp", KeyType::Integer, 1, 64, "", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Interleaved pipeline stages per GPU"), CP_MEMBER(par.vp),
     Written::IfChanged},
    {"ep", KeyType::Integer, 1, 65536, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Expert parallel size"),
     CP_MEMBER(par.ep), Written::IfChanged},
    {"shard-group", KeyType::Integer, 1, 1000000, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "GPUs one ZeRO / FSDP shard spans (hybrid sharding)"),
     CP_MEMBER(par.shardGroup), Written::IfChanged},
    {"capacity-factor", KeyType::Number, 1.0, 16.0, "", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Tokens the busiest expert gets against the mean"),
     CP_MEMBER(par.capacityFactor), Written::IfChanged},
    {"zero", KeyType::Integer, 0, 3, "", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "ZeRO stage (3 = FSDP)"), CP_MEMBER(par.zero),
     Written::IfChanged},
    {"sequence-parallel", KeyType::Switch, 0, 0, "", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Megatron sequence parallelism"),
     CP_MEMBER(par.sequenceParallel), Written::IfChanged},
    {"micro-batch", KeyType::Integer, 1, 65536, "", QT_TRANSLATE_NOOP("PlanKeys", "samples"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Samples per GPU per forward pass"),
     CP_MEMBER(par.microBatch), Written::IfChanged},
    {"global-batch", KeyType::Integer, 1, 100000000, "", QT_TRANSLATE_NOOP("PlanKeys", "samples"),
     KeyGroup::Parallelism, QT_TRANSLATE_NOOP("PlanKeys", "Samples per optimizer step"),
     CP_MEMBER(par.globalBatch), Written::IfChanged},
    {"recompute", KeyType::Choice, 0, 0, "none|selective|full|auto", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Activation recomputation"), CP_MEMBER(par.recompute),
     Written::Always},
    {"attention", KeyType::Choice, 0, 0, "auto|flash|unfused", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Attention kernel"), CP_MEMBER(par.attention),
     Written::IfChanged},
    {"framework", KeyType::CatalogId, 0, 0, "training stacks", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Training stack (auto: from the layout)"), CP_MEMBER(framework),
     Written::IfChanged},
    {"precision", KeyType::Choice, 0, 0, "fp32|fp16|bf16|fp8", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "Training precision"), CP_MEMBER(precision), Written::Always},
    {"lora-rank", KeyType::Integer, 1, 4096, "", "", KeyGroup::Parallelism,
     QT_TRANSLATE_NOOP("PlanKeys", "LoRA rank"), CP_MEMBER(loraRank), Written::Always},
    {"trial-gpus", KeyType::Integer, 1, 1000000, "", QT_TRANSLATE_NOOP("PlanKeys", "GPUs"),
     KeyGroup::Trial, QT_TRANSLATE_NOOP("PlanKeys", "GPUs of a trial run"), CP_MEMBER(trial.gpus),
     Written::IfChanged},
    {"trial-tokens-per-s-per-gpu", KeyType::Number, 1e-3, 1e9, "",
     QT_TRANSLATE_NOOP("PlanKeys", "tokens/s"), KeyGroup::Trial,
     QT_TRANSLATE_NOOP("PlanKeys", "Measured tokens/s per GPU of the trial run"),
     CP_MEMBER(trial.tokensPerSecPerGpu), Written::IfChanged},
    {"trial-peak-memory-gib", KeyType::Number, 0.01, 1e5, "", QT_TRANSLATE_NOOP("PlanKeys", "GiB"),
     KeyGroup::Trial,
     QT_TRANSLATE_NOOP("PlanKeys", "Measured peak memory per GPU of the trial run"),
     CP_MEMBER(trial.peakMemoryGiB), Written::IfChanged},
    {"trial-gpu", KeyType::CatalogId, 0, 0, "accelerators", "", KeyGroup::Trial,
     QT_TRANSLATE_NOOP("PlanKeys", "Accelerator of the trial run (default: the plan's)"),
     CP_MEMBER(trial.gpu), Written::IfChanged},
    {"trial-framework", KeyType::CatalogId, 0, 0, "training stacks", "", KeyGroup::Trial,
     QT_TRANSLATE_NOOP("PlanKeys", "Training stack of the trial run (default: the plan's)"),
     CP_MEMBER(trial.framework), Written::IfChanged},
    {"pricing", KeyType::Choice, 0, 0, "on-demand|reserved-1y|reserved-3y|spot|purchase", "",
     KeyGroup::Cost, QT_TRANSLATE_NOOP("PlanKeys", "Pricing mode"), CP_MEMBER(pricing),
     Written::Always},
    {"currency", KeyType::Choice, 0, 0, "CNY|USD", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Currency of every amount"), CP_MEMBER(currency),
     Written::Always},
    {"price-list", KeyType::CatalogId, 0, 0, "price lists", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP(
         "PlanKeys",
         "Price list the plan is costed with (default: the catalog's list in its currency)"),
     CP_MEMBER(priceList), Written::IfChanged},
    {"budget", KeyType::Number, 0, 1e15, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Budget in the plan's currency (0: none)"), CP_MEMBER(budget),
     Written::IfChanged},
    {"deadline-days", KeyType::Number, 0, 1e5, "", QT_TRANSLATE_NOOP("PlanKeys", "days"),
     KeyGroup::Cost, QT_TRANSLATE_NOOP("PlanKeys", "Deadline (0: none)"), CP_MEMBER(deadlineDays),
     Written::IfChanged},
    {"lead-time-days", KeyType::Number, 0, 3650, "", QT_TRANSLATE_NOOP("PlanKeys", "days"),
     KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Days from the order until the cluster is ready (provisioning, delivery)"),
     CP_MEMBER(leadTimeDays), Written::IfChanged},
    {"min-rental-months", KeyType::Number, 0, 60, "", QT_TRANSLATE_NOOP("PlanKeys", "months"),
     KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Shortest rental the cloud offer bills (0: none)"),
     CP_MEMBER(minRentalMonths), Written::IfChanged},
    {"exchange-rate", KeyType::Number, 0.01, 1000, "", QT_TRANSLATE_NOOP("PlanKeys", "CNY per USD"),
     KeyGroup::Cost, QT_TRANSLATE_NOOP("PlanKeys", "Exchange rate (default: the catalog's)"),
     CP_MEMBER(cnyPerUsd), Written::IfChanged},
    {"experiment-allowance", KeyType::Number, 0, 10, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Time for trial-and-error runs, a fraction of training"),
     CP_MEMBER(experimentAllowance), Written::Always},
    {"checkpoint-interval-h", KeyType::Number, 0, 1e4, "", QT_TRANSLATE_NOOP("PlanKeys", "hours"),
     KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Checkpoint interval (0: none; default: Young's optimum)"),
     CP_MEMBER(checkpointIntervalHours), Written::IfChanged},
    {"amortization-months", KeyType::Number, 1, 240, "", QT_TRANSLATE_NOOP("PlanKeys", "months"),
     KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Months a purchase is paid off over; the horizon of the cost over months"),
     CP_MEMBER(amortizationMonths), Written::Always},
    {"utilization", KeyType::Number, 0, 1, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Share of their hours the GPUs are busy in the months they are used"),
     CP_MEMBER(utilization), Written::IfChanged},
    {"discount-compute", KeyType::Number, 0, 0.9, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Negotiated discount off the list's GPU and GPU-hour prices, a fraction"),
     CP_MEMBER(discount[0]), Written::IfChanged},
    {"discount-storage", KeyType::Number, 0, 0.9, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys", "Negotiated discount off the list's storage prices, a fraction"),
     CP_MEMBER(discount[1]), Written::IfChanged},
    {"discount-network", KeyType::Number, 0, 0.9, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP(
         "PlanKeys", "Negotiated discount off the list's switch, cable and NIC prices, a fraction"),
     CP_MEMBER(discount[2]), Written::IfChanged},
    {"discount-power", KeyType::Number, 0, 0.9, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP(
         "PlanKeys", "Negotiated discount off the list's power and rack space prices, a fraction"),
     CP_MEMBER(discount[3]), Written::IfChanged},
    {"discount-staff", KeyType::Number, 0, 0.9, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "Negotiated discount off the list's staff and support prices, a fraction"),
     CP_MEMBER(discount[4]), Written::IfChanged},
    {"demand", KeyType::Text, 0, 0, "", "", KeyGroup::Cost,
     QT_TRANSLATE_NOOP("PlanKeys",
                       "GPUs needed month by month: seasonal, bursts, steady or N,N,..."),
     CP_MEMBER(demand), Written::IfChanged},
    {"oversubscription", KeyType::Number, 1, 16, "", "", KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Downlinks per uplink of the compute fabric's leaves (R:1)"),
     CP_MEMBER(oversubscription), Written::IfChanged},
    {"rack-power-kw", KeyType::Number, 0.1, 1000, "", QT_TRANSLATE_NOOP("PlanKeys", "kW"),
     KeyGroup::Hardware,
     QT_TRANSLATE_NOOP("PlanKeys", "Power one rack may draw (default: the price list's)"),
     CP_MEMBER(rackPowerKW), Written::IfChanged},
    {"lang", KeyType::Choice, 0, 0, "en|zh_CN", "", KeyGroup::Other,
     QT_TRANSLATE_NOOP("PlanKeys", "Language of messages"), nullptr, Written::Never},
};

#undef CP_MEMBER

// The catalog lists a key's id comes from, as `values` names them.
[[maybe_unused]] const char *const kCatalogLists[] = {
    QT_TRANSLATE_NOOP("PlanKeys", "models"),
    QT_TRANSLATE_NOOP("PlanKeys", "accelerators"),
    QT_TRANSLATE_NOOP("PlanKeys", "node templates"),
    QT_TRANSLATE_NOOP("PlanKeys", "fabrics"),
    QT_TRANSLATE_NOOP("PlanKeys", "storage tiers"),
    QT_TRANSLATE_NOOP("PlanKeys", "training stacks"),
    QT_TRANSLATE_NOOP("PlanKeys", "price lists"),
};

/// The context of the table's words ("PlanKeys" in translations/*.ts).
struct KeyTr
{
    Q_DECLARE_TR_FUNCTIONS(PlanKeys)
};

/// A string of the table, marked with QT_TRANSLATE_NOOP, in the current language.
QString translated(const char *text)
{
    return QCoreApplication::translate("PlanKeys", text);
}

} // namespace

const std::vector<PlanKey> &planKeys()
{
    return kKeys;
}

const PlanKey *findPlanKey(std::string_view name)
{
    static const std::unordered_map<std::string_view, const PlanKey *> index = [] {
        std::unordered_map<std::string_view, const PlanKey *> m;
        for (const PlanKey &k : kKeys)
            m.emplace(k.name, &k);
        return m;
    }();
    const auto it = index.find(name);
    return it == index.end() ? nullptr : it->second;
}

std::vector<std::string> planKeyWords(const PlanKey &key)
{
    std::vector<std::string> words;
    std::string_view rest = key.values;
    while (!rest.empty()) {
        const std::size_t bar = rest.find('|');
        words.emplace_back(rest.substr(0, bar));
        rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
    }
    return words;
}

QString planKeyHelp(const PlanKey &key)
{
    return translated(key.help);
}

QString planKeyUnit(const PlanKey &key)
{
    return *key.unit ? translated(key.unit) : QString();
}

QString keyGroupName(KeyGroup group)
{
    switch (group) {
    case KeyGroup::Model:
        return KeyTr::tr("Workload and model");
    case KeyGroup::Dataset:
        return KeyTr::tr("Dataset");
    case KeyGroup::Hardware:
        return KeyTr::tr("Hardware");
    case KeyGroup::Parallelism:
        return KeyTr::tr("Parallelism, precision and stack");
    case KeyGroup::Trial:
        return KeyTr::tr("Trial run");
    case KeyGroup::Cost:
        return KeyTr::tr("Cost, budget and deadline");
    case KeyGroup::Other:
        break;
    }
    return KeyTr::tr("Other");
}

QString planKeyValues(const PlanKey &key)
{
    const QString lang = currentLanguage();
    switch (key.type) {
    case KeyType::Choice:
        return QString::fromLatin1(key.values).split(QLatin1Char('|')).join(KeyTr::tr(", "));
    case KeyType::Integer:
    case KeyType::Number: {
        const QString unit = planKeyUnit(key);
        const QString range = key.max >= 1e18
                                  ? KeyTr::tr("at least %1").arg(formatNumber(key.min, 6, lang))
                                  : KeyTr::tr("%1 to %2").arg(formatNumber(key.min, 6, lang),
                                                       formatNumber(key.max, 6, lang));
        return unit.isEmpty() ? range : KeyTr::tr("%1 (%2)").arg(range, unit);
    }
    case KeyType::Switch:
        return KeyTr::tr("true or false");
    case KeyType::CatalogId:
        return KeyTr::tr("an id from the catalog's %1 (see: clusterplanner-cli catalog)")
            .arg(translated(key.values));
    case KeyType::Text:
        break;
    }
    return KeyTr::tr("text");
}

} // namespace cp
