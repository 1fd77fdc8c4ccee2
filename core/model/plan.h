// SPDX-License-Identifier: GPL-3.0-or-later
// The plan a user edits: workload, model, dataset, hardware (flags or a topology graph),
// parallelism, pricing. Plain values only; the planner is a pure function of a Plan.
#pragma once

#include "model/catalog.h"
#include "model/units.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class Workload { Pretrain, Finetune, Lora, Qlora, Vision, Timeseries, Multimodal, Diffusion };
enum class Recompute { Auto, None, Selective, Full };
enum class Pricing { OnDemand, Reserved1y, Reserved3y, Spot, Purchase };
enum class SwitchRole { Training, Storage, Management };
/// Attention kernel: fused (FlashAttention-style, scores never stored) or unfused (scores
/// materialised, as in Megatron-LM 2021). Auto times the fused kernel every current stack
/// runs; in memory it is that kernel (no scores stored) when the plan names its stack, and
/// Korthikanti et al.'s bound (scores stored without recomputation) when it names none.
enum class AttentionKernel { Auto, Flash, Unfused };

/// Model dimensions, from a preset and/or custom values (0 = not set).
struct ModelSpec
{
    std::string preset;
    ModelFamily family = ModelFamily::Decoder;
    int layers = 0, hidden = 0, heads = 0, kvHeads = 0, ffnHidden = 0, vocab = 0, seqLen = 0;
    int headDim = 0; // 0 = hidden / heads; Qwen3 and others set their own
    int positions = 0;          // learned position (and token type) embeddings: GPT-2, BERT
    bool linearBiases = false;  // biases on every linear layer and norm (GPT-2, NeoX, BERT)
    bool pooler = false;        // BERT's pooler: one hidden x hidden layer on top
    std::string name;           // the model as the customer names it (an imported config)
    bool gatedMlp = false;
    bool tiedEmbeddings = true; // custom dimensions follow Megatron-LM GPT
    bool dropout = true;
    // Mixture of experts (0 = a dense model): routed experts, the experts each token goes
    // to, experts every token goes through, one expert's FFN width, and the dense layers
    // before the first MoE layer (DeepSeek-V3's first three).
    int experts = 0, expertsPerToken = 0, sharedExperts = 0, expertFfn = 0, denseLayers = 0;
    // Multi-head latent attention (DeepSeek): the query and key-value compression ranks,
    // the rotary part of a query/key head (head-dim is then its other part) and a value
    // head's width. kvLoraRank 0 = ordinary (grouped-query) attention.
    int qLoraRank = 0, kvLoraRank = 0, ropeHeadDim = 0, valueHeadDim = 0;
    double params = 0; // non-transformer families, or an override
    double forwardGflopsPerSample = 0;
    double activationBytesPerSample = 0;
    double bytesPerSampleOnDisk = 0;
    double cpuSecondsPerSample = 0;
    int imageSize = 0, presetImageSize = 0, channels = 0, presetChannels = 0, patch = 0;
    bool bytesPerSampleGiven = false; // --bytes-per-sample: no scaling from the preset
    int textLayers = 0, textHidden = 0, textHeads = 0, textSeqLen = 0;
    bool operator==(const ModelSpec &) const = default;
    bool isTransformer() const
    {
        return family == ModelFamily::Decoder || family == ModelFamily::Encoder
               || family == ModelFamily::Vit || family == ModelFamily::TsTransformer
               || family == ModelFamily::Clip;
    }
};

/// Parallel layout; 0 (or Auto, or -1 for zero/sp) means "let the planner pick".
struct Parallelism
{
    int tp = 0, pp = 0, dp = 0, cp = 0, vp = 0;
    int ep = 0; // expert parallel: the routed experts split over ep of the tp x cp x dp ranks
    /// Hybrid sharding (HSDP, ZeRO++ hpZ): the data-parallel ranks one ZeRO / FSDP shard
    /// spans, the shards replicated across the rest; 0 = all of them (dp x cp).
    int shardGroup = 0;
    /// Tokens the busiest expert computes against the mean (Switch Transformer's capacity
    /// factor); 0 = kDefaultCapacityFactor.
    double capacityFactor = 0;
    int zero = -1;
    int sequenceParallel = 0; // a switch: off unless given (-1 = let the planner pick)
    int microBatch = 0;
    int globalBatch = 0;
    Recompute recompute = Recompute::Auto;
    AttentionKernel attention = AttentionKernel::Auto;
    bool operator==(const Parallelism &) const = default;
};

struct TopoNode
{
    std::string id;
    std::string templateId;
    std::string gpu; // accelerator id; empty for CPU/storage nodes
    int gpus = 0;
    int cpuCores = 0;      // 0 = template default
    double ramGiB = 0;     // 0 = template default
    double rackPowerW = 0; // power budget of the rack position; 0 = price list
    std::string storage;   // storage tier id for storage nodes / local NVMe
    int storageUnits = 1;
    double x = 0, y = 0;
    bool operator==(const TopoNode &) const = default;
};

struct TopoSwitch
{
    std::string id;
    std::string fabric;
    SwitchRole role = SwitchRole::Training;
    double x = 0, y = 0;
    bool operator==(const TopoSwitch &) const = default;
};

struct TopoLink
{
    std::string a, b;   // element ids (node or switch)
    std::string fabric; // empty = the switch's fabric
    int count = 1;      // parallel ports
    bool operator==(const TopoLink &) const = default;
};

/// The cluster as a graph; when empty, the planner derives a standard layout from the flags.
struct Topology
{
    std::vector<TopoNode> nodes;
    std::vector<TopoSwitch> switches;
    std::vector<TopoLink> links;
    bool empty() const { return nodes.empty(); }
    bool operator==(const Topology &) const = default;
};

/// Most entries each list of a topology (nodes, switches, links) may hold: what every
/// reader of a file takes, the command line's included.
inline constexpr std::size_t kMaxTopologyEntries = 100000;
/// Most elements (nodes and switches) and links a scenario holds in the app, which draws
/// each of them; within what the readers take, so the app never saves a file it or the
/// command line refuses to open.
inline constexpr std::size_t kMaxCanvasElements = 2000, kMaxCanvasLinks = 20000;
static_assert(kMaxCanvasElements <= kMaxTopologyEntries
              && kMaxCanvasLinks <= kMaxTopologyEntries);

/// Whether the app draws `t`: at most kMaxCanvasElements elements and kMaxCanvasLinks links.
inline bool fitsCanvas(const Topology &t)
{
    return t.nodes.size() + t.switches.size() <= kMaxCanvasElements
           && t.links.size() <= kMaxCanvasLinks;
}

/// A measured trial run: the plan's model, precision, micro-batch and TP/PP/CP on `gpus`
/// GPUs of `gpu` under `framework`, data parallel over the rest, with the plan's
/// micro-batches per GPU per step. The planner fits its compute efficiency to the measured
/// throughput (and its activation memory to the measured peak) and predicts the plan.
struct TrialRun
{
    int gpus = 0;                  // 0 = no trial
    double tokensPerSecPerGpu = 0; // measured
    double peakMemoryGiB = 0;      // measured peak per GPU; 0 = not measured
    std::string gpu;               // accelerator of the trial; empty = the plan's
    std::string framework;         // stack of the trial; empty = the plan's
    bool operator==(const TrialRun &) const = default;
};

struct Plan
{
    Workload workload = Workload::Pretrain;
    ModelSpec model;
    Precision precision = Precision::BF16;

    // Dataset: one of tokens, samples or bytes, times epochs.
    double tokens = 0, samples = 0, datasetBytes = 0;
    double epochs = 1;

    // Hardware when there is no topology.
    std::string gpu = "a100-80gb-sxm";
    int gpus = 8;
    int gpusPerNode = 0;      // 0 = from the node template
    std::string nodeTemplate; // empty = chosen from the accelerator
    std::string interNode = "ib-hdr-200";
    /// Whether the fabric was given (a flag, a batch line, a project file): when it was not
    /// and the accelerator is, the accelerator's reference fabric is taken (NDR 400 for an
    /// H100). How a plan was read, not what it is: plans compare equal whatever it says.
    struct ReadNote
    {
        bool given = false;
        bool operator==(const ReadNote &) const { return true; }
    } interNodeGiven;
    int nicsPerNode = 0; // 0 = template default
    /// The compute fabric's leaves give R downlinks per uplink (R:1); 1 = non-blocking.
    double oversubscription = 1;
    double rackPowerKW = 0; // power one rack may draw; 0 = the price list's
    std::string storage = "parallel-fs";
    int storageUnits = 1;
    Topology topology;

    Parallelism par;
    /// Training stack id from the catalog's frameworks; empty = the one the job runs on
    /// (detail::resolveFramework: Megatron-Core or FSDP for pretraining and fine-tuning,
    /// PyTorch DDP or FSDP for adapters and non-language models).
    std::string framework;
    TrialRun trial;
    int loraRank = 16;

    Pricing pricing = Pricing::OnDemand;
    Currency currency = Currency::USD;
    /// The project's market (ProjectInfo::market, kMarkets), set where a project's scenario
    /// is read or evaluated: not a plan key. Empty: none, no part's market rule applies.
    /// Where a plan is evaluated, not what it is: plans compare equal whatever it says (a
    /// project's market is compared where its scenarios are, with ProjectInfo).
    struct Market
    {
        std::string id;
        bool operator==(const Market &) const { return true; }
    } market;
    /// The catalog's price list the plan is costed with; empty = the list in its currency.
    /// Its amounts are converted to `currency` where the two differ.
    std::string priceList;
    double budget = 0;                   // 0 = none
    double deadlineDays = 0;             // 0 = none, counted from the order: lead time included
    /// Days from the order until the cluster is ready to train: a cloud offer's provisioning,
    /// a purchase's delivery and installation. The job starts after it; the deadline counts
    /// it, the cost does not (nothing is billed before the cluster is handed over).
    double leadTimeDays = 0;
    /// The shortest rental a cloud offer bills, in months of 730 hours (0: none): a shorter
    /// job pays for it whole, as a reservation pays its term.
    double minRentalMonths = 0;
    double cnyPerUsd = 0;                // 0 = catalog rate
    double experimentAllowance = 0.3;    // extra fraction for trial-and-error runs
    double checkpointIntervalHours = -1; // -1 = optimal (Young), 0 = never
    double amortizationMonths = 36;
    /// The share of their hours the GPUs are busy in the months they are in use (0..1):
    /// pay-as-you-go and spot bill only those hours, owned GPUs draw less power idle. The
    /// cost over months (the Cloud vs. buy dock, the owned-plus-cloud split) reads it; the
    /// estimate of the run itself is the run's own hours.
    double utilization = 1;
    /// GPUs needed month by month (readDemand: "seasonal", "bursts", "steady" or GPUs per
    /// month): the scenario is owned plus cloud, its peaks rented (planPricing). Empty: the
    /// cluster as planned every month, one way of paying.
    std::string demand;
    /// Negotiated discounts off the price list (fractions, 0 to 0.9), by cost category in
    /// CostCategory's order: compute (GPUs or GPU-hours), storage, network, power and
    /// space, staff and support. Every amount of the category is net of it, in the cost,
    /// the bill of materials and the cost over months; the reserve is a share of the net
    /// sum. A proposal states them only in its internal version.
    std::array<double, 5> discount{};
    double datasetTB = -1; // stored dataset size for storage cost; -1 = derived
    bool operator==(const Plan &) const = default;
};

const char *workloadName(Workload w);
/// Every workload, in the order the app lists them.
inline constexpr Workload kWorkloads[] = {Workload::Pretrain,   Workload::Finetune,
                                          Workload::Lora,       Workload::Qlora,
                                          Workload::Vision,     Workload::Timeseries,
                                          Workload::Multimodal, Workload::Diffusion};
/// The workload workloadName names; none for any other text.
std::optional<Workload> parseWorkload(const std::string &name);
const char *recomputeName(Recompute r);
const char *attentionName(AttentionKernel a);
const char *pricingName(Pricing p);
/// Every pricing mode, in the order the app lists them.
inline constexpr Pricing kPricingModes[] = {Pricing::OnDemand, Pricing::Reserved1y,
                                            Pricing::Reserved3y, Pricing::Spot, Pricing::Purchase};
/// The mode pricingName names; none for any other text.
std::optional<Pricing> parsePricing(const std::string &name);

/// A model family as files and flags name it ("decoder", "encoder", "vit" ...), the
/// catalog's words.
const char *modelFamilyName(ModelFamily f);

} // namespace cp
