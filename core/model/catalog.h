// SPDX-License-Identifier: GPL-3.0-or-later
// The hardware and price catalog: accelerators, node templates, fabrics, storage tiers,
// price lists and model presets, loaded from the bundled JSON and optional user files.
#pragma once

#include "model/units.h"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cp {

enum class Precision { FP32, FP16, BF16, FP8 };

enum class IntraNodeKind { NvSwitch, NvLinkMesh, NvLinkBridge, Pcie, InfinityFabric, Hccs };

/// The markets a project can be planned for (ProjectInfo::market): where the hardware is to
/// be bought or rented. Export rules make a part's availability differ between them.
inline constexpr const char *kMarkets[] = {"global", "mainland-china"};
inline constexpr const char *kDefaultMarket = "global";
bool isKnownMarket(const std::string &market);

/// How a part can be had in a market: bought new, only rented from stock already installed
/// there (no new purchases), or not at all.
enum class Availability { Buy, RentOnly, Unavailable };
const char *availabilityName(Availability a);

/// A part's availability in one market, with the rule that sets it, its date and source.
struct MarketRule
{
    std::string market;
    Availability availability = Availability::Buy;
    std::string rule;   // display text, translated through the "Catalog" context
    std::string date;   // yyyy-mm-dd (yyyy-mm where the day is not published): in effect since
    std::string source; // where the rule is documented
};

enum class Pricing;

/// One accelerator model with its datasheet facts (dense peaks, decimal units).
struct Accelerator
{
    std::string id;
    std::string name;
    std::string vendor;
    std::string formFactor; // sxm | pcie | oam | module | superchip (GB200 class)
    Bytes memory;           // as marketed ("80 GB"), for names and bills
    Bytes usableMemory; // what the driver gives a job (nvidia-smi's total); memory where unknown
    std::string usableMemorySource;
    BytesPerSecond memoryBandwidth;
    // Dense tensor peaks; nullopt where the card lacks the format or nothing is published.
    std::optional<double> peakTflopsFp32, peakTflopsTf32, peakTflopsFp16, peakTflopsBf16,
        peakTflopsFp8;
    IntraNodeKind intraKind = IntraNodeKind::Pcie;
    BytesPerSecond intraBandwidthBidir; // per GPU, as the vendor quotes it
    BytesPerSecond hostLinkBidir;
    Watts tdp;
    double gemmEfficiency = 0.8; // fraction of dense peak large GEMMs reach
    // Fraction of the dense 16-bit peak that fused attention reaches, forward and backward
    // together, at head size 128: FlashAttention-2-class kernels, and the Hopper-class
    // kernels (FlashAttention-3, cuDNN) where the part has them (nullopt: none).
    double attentionEfficiency = 0.45;
    std::optional<double> attentionEfficiencyFa3;
    Watts powerLimit; // a power cap below the TDP (0 = none): clocks drop under load
    bool efficiencyFitted = false; // gemm_efficiency fitted on published runs of this part
    std::string defaultFabric;     // the fabric its reference servers ship with ("" = none)
    /// The fabrics of the NICs its servers have built in (Huawei's Atlas 800T A3: 400GE
    /// RoCE); empty where the buyer picks NIC cards. The recommender offers only these.
    std::vector<std::string> fabrics;
    std::string confidence;
    std::string source;
    std::vector<MarketRule> markets; // markets where it is not simply bought new

    /// The rule for a market, or null where the part is bought new without one.
    const MarketRule *marketRule(const std::string &market) const;
    Availability availabilityIn(const std::string &market) const;
    /// Whether a plan in this market may use the part: rent-only parts with cloud pricing
    /// only, unavailable parts never.
    bool offeredIn(const std::string &market, Pricing pricing) const;

    /// The dense peak the card runs at the given training precision; nullopt if unsupported.
    std::optional<double> peakTflops(Precision p) const;
    bool isSxmClass() const { return formFactor != "pcie"; }
};

/// The stack a plan runs on when it names none and its layout says nothing either.
inline constexpr const char *kDefaultFramework = "megatron-core";
/// Tokens the busiest expert computes against the mean when the plan gives no capacity
/// factor: Switch Transformer's training value (Fedus et al. 2022, Sec. 2.2 and Table 1).
inline constexpr double kDefaultCapacityFactor = 1.25;

/// A training stack (Megatron-Core, PyTorch FSDP, DeepSpeed, ...): what differs physically
/// between them, in few named parameters fitted on published runs (docs/validation.md).
struct Framework
{
    std::string id;
    std::string name;
    /// A port of another stack to one vendor's accelerators (MindSpeed: Megatron-Core on
    /// Ascend): it takes every figure of `portOf` that it does not give itself, and the
    /// planner names it wherever it would name `portOf` for a plan on `vendor`'s parts.
    std::string portOf, vendor;
    /// Bytes moved by element-wise work (norms, activations, residuals, rotary, casts)
    /// relative to fully fused kernels that read and write each tensor once.
    double elementwiseTraffic = 1.0;
    /// Host time per kernel launched, seconds: eager PyTorch dispatch; compiled graphs and
    /// fused kernels launch fewer and cheaper.
    double launchOverhead = 4e-6;
    /// Fraction of tensor-parallel communication hidden behind GEMMs (async TP, TE overlap).
    double tpOverlap = 0.0;
    /// Fraction of ZeRO-3 / FSDP weight and gradient traffic hidden behind compute.
    double shardOverlap = 0.9;
    /// Fraction of the expert-parallel all-to-all hidden behind compute (one micro-batch's
    /// dispatch under another's experts: DeepSeek's DualPipe, Megatron-Core's EP overlap).
    double expertOverlap = 0.0;
    /// Attention kernel throughput relative to FlashAttention-2 on the same part (Triton or
    /// ALiBi kernels run slower).
    double attentionEfficiency = 1.0;
    /// Uses Hopper-class fused attention (FlashAttention-3 / cuDNN) where the part has it.
    bool hopperAttention = false;
    /// FP8 recipe: extra bytes moved per element of each FP8 GEMM input (scaling and
    /// casting from 16 bits).
    double fp8CastBytes = 3.0;
    /// Under FP8, ZeRO-3 gathers the weights already cast to one byte (torchtitan's
    /// enable_fsdp_float8_all_gather, Megatron's --fp8-param-gather): opt-in in every stack.
    bool fp8AllGather = false;
    /// The stack runs sequence parallelism with TP: how its published runs are read
    /// (core/io/publishedruns.cpp). A plan turns SP on with --sequence-parallel.
    bool defaultSequenceParallel = false;
    /// Share of a layer's activations that selective recomputation keeps (the rest is
    /// recomputed in backward): 1 for Megatron's (the attention core only, which fused
    /// kernels never store), less for operator-level policies.
    double selectiveKeep = 1.0;
    /// Modules selective recomputation also recomputes, beyond the attention core (Megatron-
    /// Core's --recompute-modules layernorm, moe_act, mla_up_proj): the norms (their outputs,
    /// the next linear layers' inputs, are not kept), the experts' activation function (the
    /// down projections' inputs are not kept) and MLA's up-projections (the latents are kept
    /// instead of the expanded queries, keys and values).
    bool recomputeNorms = false, recomputeMoeActivation = false, recomputeMlaUpProjection = false;
    /// DeepSeek's DualPipe schedule: each rank holds two pipeline stages' parameters (one
    /// for each direction) and PP + 1 micro-batches of activations (DeepSeek-V3 report,
    /// Table 2), whatever the interleaving.
    bool dualPipe = false;
    /// Under FP8 the experts' activation inputs (the up-projections' outputs) are cached in
    /// one byte too (DeepSeek-V3 report, Sec. 3.3.4), not only the FP8 GEMMs' inputs.
    bool fp8ExpertActivationInputs = false;
    /// Bytes per logit the loss holds at its peak: 6 for a fused cross-entropy (16-bit
    /// logits, FP32 softmax), up to 14 for an eager FP32 upcast with saved log-softmax and
    /// gradients.
    double logitBytes = 6.0;
    /// Bytes per logit when the output layer is split over the TP ranks and the loss runs
    /// on the vocabulary shards (0: as logitBytes). PyTorch's loss_parallel keeps the FP32
    /// logits, their shifted copy and the log-softmax in forward, and in backward builds
    /// the one-hot gradient and exp(x) beside them: 16 bytes, 18 with the 16-bit logits' block.
    double vocabParallelLogitBytes = 0;
    /// ZeRO-3 / FSDP working set beside the shards: the most parameters held gathered at once
    /// (DeepSpeed's stage3_max_live_parameters; 0 = two layers, the one computing and the one
    /// prefetched, as FSDP's per-block units give), the most gradients waiting unsharded for
    /// their reduce-scatter (DeepSpeed's reduce_bucket_size; 0 = two layers), and the bytes of
    /// each such gradient (4 where the stack reduces in FP32, as FSDP's mixed precision does;
    /// 2 where it reduces in 16 bits, as DeepSpeed does).
    double gatherLimitParams = 0;
    double reduceBucketParams = 0;
    double reduceGradBytes = 4.0;
    /// Fraction of the links' bus bandwidth the stack's ZeRO-3 / FSDP collectives reach:
    /// 1 for coalesced per-block collectives; less where each parameter is gathered on its
    /// own (DeepSpeed's 2021 ZeRO-3, fitted on the runs that used it, docs/validation.md).
    double shardCollectiveEfficiency = 1.0;
    /// Compute throughput of the stack's pipeline engine against Megatron's 1F1B schedule on
    /// the same layout, when the plan has pipeline stages: 1 for Megatron's; less for
    /// DeepSpeed's PipelineEngine, which runs its schedule one blocking instruction at a time
    /// (fitted on the runs that used it, docs/validation.md).
    double pipelineEfficiency = 1.0;
    /// Gradients the stack reduces per collective when it does not shard the weights
    /// (ZeRO-0 to 2): 0 for one collective per block (FSDP's units, its SHARD_GRAD_OP
    /// included); else a bucket of that many parameters, or of gradBucketParamsPerRank per
    /// data-parallel rank where that is more (Megatron-Core's default, max(40M, 1M x dp):
    /// larger buckets keep the collectives of a large group bandwidth-bound). Each
    /// collective pays its algorithm's latency.
    double gradBucketParams = 0;
    double gradBucketParamsPerRank = 0;
    /// With tensor or pipeline parallelism the stack runs Megatron's model code (Megatron-
    /// DeepSpeed, GPT-NeoX: DeepSpeed has no model-parallel layers of its own), whose
    /// attention is the fused scale-mask-softmax that materialises the scores: the kernel
    /// `--attention auto` means there. Without model parallelism, the fused kernel.
    bool modelParallelUnfusedAttention = false;
    /// The stack partitions pipeline stages by parameter count (DeepSpeed's PipelineModule,
    /// partition_method "parameters"), not by an equal count of layers: where the layers do
    /// not divide evenly, the last stage, which also runs the output layer, gets fewer.
    bool stagesByParameters = false;
    std::string source;
};

enum class FabricKind { InfiniBand, RoCE, Ethernet };

struct Fabric
{
    std::string id;
    std::string name;
    FabricKind kind = FabricKind::Ethernet;
    BytesPerSecond rate; // per port, one direction (from the Gb/s line rate)
    bool rdma = false;
    double efficiency = 0.8; // achievable fraction of line rate in collectives
    Seconds latency;
    int switchPorts = 64;
    /// Power of one link with its two ends, by reach (network.h: in the rack, in the row,
    /// between rows), W: a passive cable's ~0.1 W an end, an optical link's transceivers.
    std::array<double, 3> linkPower{};
    std::string source;
};

/// The rate one NIC of `f` carries in a host built around `gpu`. A NIC sits in an x16 slot
/// of the host's PCIe generation, which is the GPU's own (one direction of its host link), so
/// a 400 Gb/s NIC gives at most 256 Gb/s in a PCIe Gen4 host and an 800 Gb/s one needs Gen6
/// (docs/model.md section 3). No host link in the catalog: the NIC's line rate.
BytesPerSecond nicRateInHost(const Fabric &f, const Accelerator &gpu);

/// A switch model: its ports at a line rate, the fabrics it serves, its size and power.
struct SwitchModel
{
    std::string id;
    std::string name;
    std::vector<std::string> fabrics; // fabric ids whose ports it has
    int ports = 0;                    // logical ports at portGbps (split modes counted)
    double portGbps = 0;
    int rackUnits = 1;
    Watts power; // typical, with passive cables; 0 = not in the catalog (network.h)
    /// The markets whose designs take it before the others of its fabric (domestic switches
    /// of mainland-China projects); empty: any market's.
    std::vector<std::string> markets;
    std::string source;
};

enum class StorageMedia { Nvme, Ssd, Hdd, Object };

struct StorageTier
{
    std::string id;
    std::string name;
    StorageMedia media = StorageMedia::Nvme;
    bool perNode = false; // local to each node, or one shared unit
    BytesPerSecond read, write;
    double readIops = 0;
    Seconds latency;
    Bytes capacity;
    std::string source;
};

enum class NodeKind { Gpu, Cpu, Storage };

/// A rack-scale system (GB200 NVL72 class): the rack is the product and its compute trays,
/// the template's nodes, share one NVLink domain. A job lays out on `jobNodes` of the rack's
/// `nodes`; the others are the spares a rack keeps for maintenance, installed and billed
/// with it (docs/model.md, "Rack-scale systems").
struct RackScale
{
    int nodes = 0;      // compute trays in one rack, all on its NVLink switches
    int jobNodes = 0;   // trays one job lays out on
    double powerKW = 0; // the whole rack: trays, NVLink switch trays, power shelves
    bool liquidCooled = false;
    std::string source;
};

struct NodeTemplate
{
    std::string id;
    std::string name;
    NodeKind kind = NodeKind::Gpu;
    int gpus = 0;
    int maxGpus = 0;
    std::string formFactor; // sxm | pcie | any
    int cpuCores = 0;
    Bytes ram;
    int nics = 0;
    /// The fabrics its built-in NICs run at their full rate (a rack-scale tray's); empty
    /// where the NICs are cards the buyer picks. The recommender offers only these.
    std::vector<std::string> fabrics;
    Watts hostPower;
    int rackUnits = 0;
    std::optional<RackScale> rackScale; // set for the trays of a rack-scale system
    std::string source;
};

/// Whether a GPU node template takes the accelerator: the same form factor, or any; OAM and
/// Ascend module baseboards are SXM-class.
bool templateTakes(const NodeTemplate &t, const Accelerator &a);

/// Whether a node of the template holding the accelerator runs the fabric at its full rate:
/// any fabric where its NICs are cards the buyer picks, else one of its built-in NICs'
/// (NodeTemplate::fabrics, Accelerator::fabrics).
bool templateRuns(const NodeTemplate &t, const Accelerator &a, const std::string &fabricId);

struct GpuPrice
{
    double onDemand = 0, reserved1y = 0, reserved3y = 0, spot = 0; // per GPU-hour
    double purchasePerGpu = 0;                                     // server share per GPU
    /// The likely low and high of the pay-as-you-go rate and of the purchase price: as the
    /// entry's source states them, else the list's planning spread around the typical
    /// figure (PriceList::spreadSourced, spreadAssumed). The reserved and spot rates move
    /// with the pay-as-you-go rate.
    std::array<double, 2> onDemandRange{}, purchaseRange{};
    std::string basis;
    std::string source;
};

/// A dated price list in one currency; every amount in it is in that currency.
struct PriceList
{
    std::string id;
    std::string name;
    Currency currency = Currency::USD;
    std::string date;
    std::string source;
    double powerPerKWh = 0;
    double pue = 1.4;
    double colocationPerRackMonth = 0;
    double rackPowerKW = 20;
    double staffPerYear = 0;
    double gpusPerEngineer = 256;
    double supportFractionPerYear = 0;
    double storagePerTBMonth = 0;
    /// A CPU preprocessing node, by its cores: rented per core-hour, bought per core (the
    /// server's share, its host and memory included).
    double cpuCoreHour = 0, cpuCorePurchase = 0;
    std::map<std::string, double> networkPortPurchase;
    std::map<std::string, double> switchPurchase; // per switch model id
    /// One cable of a fabric between racks with its two optical ends (or an active cable).
    std::map<std::string, double> linkPurchase; // a link in the row, and any reach below
    std::map<std::string, double> linkPurchaseInRack, linkPurchaseBetweenRows;
    std::map<std::string, double> storagePurchasePerTB;
    std::map<std::string, GpuPrice> gpus;
    /// Where a GPU is not in `gpus`: the list that prices it, its rental rates scaled by
    /// `unlistedRentalFactor` (a specialty cloud rents what a hyperscaler rents, for less;
    /// buying costs the same). Empty: any list that prices it, converted.
    std::string unlistedFrom;
    double unlistedRentalFactor = 1;
    /// The shortest rental its offers bill, in months (a server rented by the month: 1);
    /// a plan's own min-rental-months may ask for longer.
    double minRentalMonths = 0;
    /// The planning spread (low, high, as factors of the typical figure) of an entry whose
    /// source gives no range: a sourced figure, and an assumed one.
    std::array<double, 2> spreadSourced{0.9, 1.1}, spreadAssumed{0.75, 1.35};
    /// A fibre cable of a link in the row (multimode) and between rows (single-mode): the
    /// rest of the link's price is its two transceivers.
    double fibreMultimode = 0, fibreSingleMode = 0;
    /// Spares bought with the cluster, a share of the transceivers and of the cables.
    double sparesOptics = 0, sparesCables = 0;
    /// The likely low and high of the list's other amounts, keyed as assumed_fields names
    /// them ("switch_purchase.qm9700", "support_fraction_per_year"): where the sources
    /// disagree or state a range. The amounts named in assumed_fields (a field, or one of its
    /// keys) are assumptions.
    std::map<std::string, std::array<double, 2>> ranges;
    std::set<std::string> assumedFields;
    /// Where a figure that is not assumed comes from, keyed as ranges are ("support_
    /// fraction_per_year", "switch_purchase.qm9700"): a GPU's prices name their own.
    std::map<std::string, std::string> sources;
    /// The list's own account of its figures and assumptions (the file's "notes").
    std::string notes;
    /// Where in its likely range the amount `typical` at `field` (and `key`, empty for a
    /// scalar) lies at the low (`high` false) or high end, as a factor of it: its range,
    /// else the spread of its basis.
    double rangeFactor(const std::string &field, const std::string &key, double typical,
                       bool high) const;

    /// One amount of the list as the planner prices with it: its name in the file
    /// ("power_per_kWh", "switch_purchase.qm9700", "gpus.h100-80gb-sxm.purchase_per_gpu"),
    /// its typical figure and likely range, whether it is an assumption, and its source.
    struct Figure
    {
        std::string name;
        double value = 0, low = 0, high = 0;
        bool assumed = false;
        std::string source;
    };
    /// Every amount the list sets (zeros it leaves unpriced aside), in the file's order of
    /// fields, GPUs last (docs/prices.md lists them).
    std::vector<Figure> figures() const;
};

enum class ModelFamily { Decoder, Encoder, Vit, Cnn, Lstm, TsTransformer, Clip, Unet };

/// A model preset: transformer dimensions, or per-sample figures for non-transformers.
struct ModelPreset
{
    std::string id;
    std::string name;
    ModelFamily family = ModelFamily::Decoder;
    int layers = 0, hidden = 0, heads = 0, kvHeads = 0, ffnHidden = 0, vocab = 0, seqLen = 0;
    int headDim = 0;       // 0 = hidden / heads
    // Mixture of experts and latent attention, as in ModelSpec (0 = none).
    int experts = 0, expertsPerToken = 0, sharedExperts = 0, expertFfn = 0, denseLayers = 0;
    int qLoraRank = 0, kvLoraRank = 0, ropeHeadDim = 0, valueHeadDim = 0;
    bool gatedMlp = false; // SwiGLU: three FFN matrices instead of two
    bool tiedEmbeddings = false;
    bool dropout = true;
    // Vision / CNN / diffusion / time series: per-sample figures at the preset resolution.
    double params = 0; // when not derived from dimensions
    double forwardGflopsPerSample = 0;
    double activationBytesPerSample = 0; // stored for backward, 16-bit, no recompute
    double bytesPerSampleOnDisk = 0;
    double cpuSecondsPerSample = 0; // host preprocessing per sample, one core
    int imageSize = 0, channels = 0, patch = 0;
    int textLayers = 0, textHidden = 0, textHeads = 0, textSeqLen = 0; // CLIP text tower
    std::string source;
};

/// The merged catalog: bundled entries overridden or extended by user files, in order.
class Catalog
{
public:
    const Accelerator *accelerator(const std::string &id) const;
    const Fabric *fabric(const std::string &id) const;
    const StorageTier *storage(const std::string &id) const;
    const NodeTemplate *node(const std::string &id) const;
    const PriceList *priceList(const std::string &id) const;
    const PriceList *priceListFor(Currency c) const;
    const ModelPreset *model(const std::string &id) const;
    const Framework *framework(const std::string &id) const;
    /// The port of the stack `id` to `vendor`'s accelerators; null where it has none.
    const Framework *frameworkPort(const std::string &id, const std::string &vendor) const;
    const SwitchModel *switchModel(const std::string &id) const;
    /// The switch model a design of `fabric` takes in `market`: the first that serves the
    /// fabric and names the market, else the first that names none, else the first; null
    /// when none serves it.
    const SwitchModel *switchFor(const std::string &fabric, const std::string &market = {}) const;

    std::vector<Accelerator> accelerators;
    std::vector<Fabric> fabrics;
    std::vector<StorageTier> storageTiers;
    std::vector<NodeTemplate> nodes;
    std::vector<PriceList> priceLists;
    std::vector<ModelPreset> models;
    std::vector<Framework> frameworks;
    std::vector<SwitchModel> switches;
    double cnyPerUsd = 7.2;
    std::string exchangeRateDate;
};

/// Error from loading a catalog file: which file, entry and field, and what is wrong.
struct CatalogError
{
    std::string file;
    std::string entry;
    std::string field;
    std::string message;
    std::string toString() const;
};

/// A catalog document given as text, with the name its errors should carry.
struct CatalogText
{
    std::string fileName;
    std::string text;
};

/// The bundled catalog plus documents given as text, in order (used by tests and the GUI).
std::optional<CatalogError> loadCatalogTexts(Catalog &out, const std::vector<CatalogText> &docs);

/// The bundled catalog (embedded resources). Loaded once; aborts only if the build is broken.
const Catalog &builtinCatalog();

/// The bundled catalog plus user files, in order; the first bad file stops with its error.
std::optional<CatalogError> loadCatalog(Catalog &out, const std::vector<std::string> &userFiles);

const char *precisionName(Precision p);
std::optional<Precision> parsePrecision(const std::string &s);
const char *currencyName(Currency c);
std::optional<Currency> parseCurrency(const std::string &s);

} // namespace cp
