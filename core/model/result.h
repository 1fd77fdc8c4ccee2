// SPDX-License-Identifier: GPL-3.0-or-later
// What the planner answers for one plan: memory fit, time, cost and findings.
#pragma once

#include "model/catalog.h"
#include "engine/network.h"
#include "model/plan.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace cp {

enum class Severity { Info, Warning, Error };

/// Share of GPU memory a plan keeps free for batch and activation peaks and allocator
/// fragmentation (the field's 20-30 % rule, domain brief). One rule for the finding
/// (memory.low_headroom), the automatic layout search and the recommender.
inline constexpr double kMemoryHeadroom = 0.20;

/// True when `used` bytes leave the headroom free on a card of `capacity` bytes.
inline bool keepsHeadroom(double used, double capacity)
{
    return used <= (1.0 - kMemoryHeadroom) * capacity;
}

/// Stable finding codes; their text is produced (and translated) by findingText().
enum class FindingCode {
    DoesNotFit,
    LowHeadroom,
    PcieWithTensorParallel,
    PcieManyGpus,
    FabricTooSlow,
    FabricSlowMultiNode,
    StorageTooSlow,
    HddImageData,
    SharedStorageNetwork,
    NoManagementNetwork,
    NodeOverRackPower,
    HostRamLow,
    HostCpuLow,
    NoBf16,
    OverBudget,
    DeadlineMissed,
    LongRunNoCheckpoints,
    SpotNoCheckpoints,
    UnconnectedNode,
    MixedAccelerators,
    CpuPreprocessBottleneck,
    NoFp8,
    TensorParallelAcrossNodes,
    TrialNotApplied,
    CommitmentUnderused,
    NodeLinksLimit,
    SwitchPortsLimit,
    OwnershipUnderused,
    NicAboveHostLink,
    OversubscribedSpine,
    SwitchOutOfPorts,
    UncalibratedAccelerator,
    RackScaleRacks,
    NotOfferedInMarket,
    LikelyOverBudget,
};

/// A finding as data: code, severity, the element it concerns and numeric arguments.
/// The memory levers a plan that does not fit has left (FindingCode::DoesNotFit, args[2]).
enum MemoryLever : int {
    kMoreModelParallel = 1, // tensor or pipeline parallelism can rise (GPUs to spare)
    kShardMore = 2,         // data-parallel ranks and ZeRO below 3
    kRecomputeMore = 4,     // activation recomputation below full
    kSmallerMicroBatch = 8, // micro-batch above 1
};

struct Finding
{
    FindingCode code;
    Severity severity;
    std::string element; // topology element id, or empty for the plan
    std::array<double, 7> args{};
    /// The catalog name of the part the finding is about (an accelerator), so that its
    /// words name it: empty where the finding is about the plan or a drawn element.
    std::string part = {};
};

struct MemoryBreakdown
{
    Bytes weights, gradients, optimizer, activations, other;
    Bytes total() const { return weights + gradients + optimizer + activations + other; }
};

struct TimeBreakdown;
/// The parts of the time shown to users (app chart, proposal): compute (with the optimizer
/// step), communication (tensor, context, expert, data parallel and pipeline transfers, and
/// the wait for the slowest GPU), pipeline bubble, data loading (with reading the starting
/// weights), checkpoints and restarts, trial runs. They add up to total().
std::array<double, 6> timeShares(const TimeBreakdown &t);

struct TimeBreakdown
{
    Seconds compute, tensorParallel, contextParallel, expertParallel, pipelineBubble, pipelineP2p,
        dataParallel, optimizer, dataLoading, checkpoints, failures, experimentation;
    /// Waiting for the slowest GPU at each step's closing collectives: communication time,
    /// but no link's rate shortens it.
    Seconds stragglerWait;
    /// Reading the starting weights before the first step (a fine-tune's pretrained model).
    Seconds startup;
    Seconds total() const
    {
        return compute + tensorParallel + contextParallel + expertParallel + pipelineBubble
               + pipelineP2p + dataParallel + stragglerWait + optimizer + dataLoading + startup
               + checkpoints + failures + experimentation;
    }
};

inline std::array<double, 6> timeShares(const TimeBreakdown &t)
{
    return {(t.compute + t.optimizer).value(),
            (t.tensorParallel + t.contextParallel + t.expertParallel + t.dataParallel
             + t.pipelineP2p + t.stragglerWait)
                .value(),
            t.pipelineBubble.value(),
            (t.dataLoading + t.startup).value(),
            (t.checkpoints + t.failures).value(),
            t.experimentation.value()};
}

struct CostBreakdown
{
    double compute = 0, storage = 0, network = 0, power = 0, staffSupport = 0, reserve = 0;
    double total() const { return compute + storage + network + power + staffSupport + reserve; }
};

/// What a scenario's cost covers: every cost line of one scenario bills the same span
/// (docs/model.md#cost). Pay-as-you-go and spot bill the job, or the shortest rental the
/// offer bills where that is longer; a reservation bills its term, a purchase its
/// amortization period (or the job, when that is longer).
enum class CostSpanKind { Job, Commitment, MinimumRental, Ownership };

struct CostSpan
{
    CostSpanKind kind = CostSpanKind::Job;
    double months = 0;         // the span every line bills, in months of 730 h
    /// The commitment's term, the minimum rental or the amortization period; 0 for a job.
    double termMonths = 0;
    double jobMonths = 0;      // the job's wall time, in months of 730 h
    double billedGpuHours = 0; // GPU-hours paid for over the span (Result::gpuHours: the job's)
    double use = 1;            // the job's share of the span: jobMonths / months
    double jobCost = 0;        // the job's own share: the same lines over the job's hours
    /// A cheaper way to pay for the same job when a commitment is mostly idle; cheaperTotal
    /// is 0 when there is none.
    Pricing cheaperPricing = Pricing::OnDemand;
    double cheaperTotal = 0;
};

/// The drawn element that holds the inter-node bandwidth below what the rest of the training
/// network gives (core/engine/cluster.cpp); empty `element` when no single element does.
struct LinkLimit
{
    std::string element; // a node id, or a switch id when isSwitch
    bool isSwitch = false;
    std::vector<std::string> nodes; // the nodes with the fewest or slowest links (node case)
    double gbps = 0;       // node: its links' line rate per GPU; switch: its port rate
    double othersGbps = 0; // node: the other nodes' per GPU (the least); switch: the NICs' rate
    BytesPerSecond interNodePerGpuWithout; // what the job would get without the limit
};

/// Cluster facts derived from the topology or from the flags.
struct ClusterFacts
{
    const Accelerator *gpu = nullptr;
    const Fabric *fabric = nullptr; // inter-node training fabric; null for one node
    const StorageTier *storage = nullptr;
    int gpus = 0;
    int nodes = 0;
    int gpusPerNode = 0; // the most GPUs one node holds
    /// How the nodes hold the GPUs: (GPUs a node, nodes of that size), most GPUs first; one
    /// entry when every node is alike (a plan of flags always), several for a drawn cluster
    /// of unequal nodes (a 4-GPU and an 8-GPU server).
    std::vector<std::pair<int, int>> nodeShapes;
    BytesPerSecond interNodePerGpu; // achievable, one direction
    BytesPerSecond intraNodePerGpu; // achievable, one direction
    Seconds interLatency, intraLatency;
    BytesPerSecond storageRead, storageWrite;
    double storageIops = 0;
    int hostCoresTotal = 0; // GPU-node host cores plus CPU preprocessing nodes
    Bytes hostRamPerNode;
    int cpuCoresPerNode = 0;
    int nodeRackUnits = 0; // height of the tallest GPU node, rack units (0: not in the catalog)
    /// The rack-scale system the nodes are trays of (null for servers): the job's GPUs on
    /// one NVLink domain are then its job trays' (nvlinkGpus), and each rack keeps spare
    /// trays beside the job's (spareNodes), installed, powered and billed with it.
    const RackScale *rackScale = nullptr;
    int nvlinkGpus = 0;
    int spareNodes = 0;
    /// The GPUs one NVLink domain gives the job: a rack-scale system's, else a node's.
    int nvlinkDomain() const { return nvlinkGpus > 0 ? nvlinkGpus : std::max(1, gpusPerNode); }
    /// The GPUs installed and billed: the job's and the spare trays'.
    int installedGpus() const { return gpus + spareNodes * gpusPerNode; }
    Watts nodePower;
    Watts rackBudget; // power one rack position may draw
    int cpuNodes = 0;
    int cpuNodeCores = 0; // the CPU preprocessing nodes' cores, billed by the core
    Watts cpuNodePower;   // their host power, drawn when owned
    int storageNodes = 0;
    int switches = 0;
    int nicPortsTotal = 0;
    std::string firstGpuNode; // topology id of the job's first GPU node, if any
    LinkLimit linkLimit;
    /// NICs faster than their host's PCIe slot carries (nicRateInHost): their line rate and
    /// the slot's, Gb/s (0 when every NIC fits its slot), and the first such drawn node.
    double slotNicGbps = 0, slotGbps = 0;
    std::string slotNode;
    /// The compute fabric data-parallel traffic crosses: the designed one for a plan of
    /// flags, the drawn tiers for a topology (drawnNetwork), and the drawn leaf whose
    /// uplinks are the most oversubscribed (empty for a design).
    FabricDesign dataFabric;
    std::string dataFabricLeaf;
    /// How much slower data-parallel traffic runs than on a non-blocking fabric: the share
    /// that crosses the spine of an oversubscribed compute fabric (FabricDesign::slowdown).
    double dataParallelSlowdown = 1;
};

/// What a trial run calibrated (Plan::trial).
struct CalibrationResult
{
    bool applied = false;
    int trialGpus = 0;
    double factor = 1.0;       // compute time multiplier that reproduces the trial
    double memoryFactor = 1.0; // activation and workspace memory multiplier
    double trialPredicted = 0; // tokens/s per GPU the uncalibrated model gives the trial
    Bytes trialMemory;         // peak memory per GPU the uncalibrated model gives the trial
    bool trialFits = true;     // the trial's layout fits its GPUs with the 20 % headroom
    double trialMeasured = 0;
};

/// What the calibration set bundled with the program holds, as the documents that cite
/// it say: the throughput runs the planner expresses, and the training stacks they ran
/// (framework ids, most runs first).
struct CalibrationSet
{
    int throughputRuns = 0;
    std::vector<std::string> stacks;
};

/// The p10-p90 spread of an estimate calibrated from a trial run of the same configuration
/// on fewer GPUs: the p90 of predicting the larger published runs of a configuration from
/// its smallest (docs/validation.md, "Calibrating from a trial run").
constexpr double kTrialCalibratedSpread = 0.022;

struct Result
{
    double params = 0; // total parameters
    double activeParams = 0; // those one token passes through (fewer for mixture of experts)
    double trainableParams = 0;
    double flopsPerToken = 0; // model FLOPs per token (or per sample), training
    bool perSample = false;   // flopsPerToken is per sample (non-token workloads)

    Bytes memoryPerGpu, capacity;
    bool fits = false;
    double headroom = 0;
    MemoryBreakdown memory;

    Seconds stepTime;
    double tokensPerSecond = 0, samplesPerSecond = 0;
    double tflopsPerGpu = 0, mfu = 0;
    double steps = 0;
    Seconds trainingTime; // steps x step time, before overheads
    Seconds totalTime;
    TimeBreakdown time; // whole run, in seconds
    /// The link whose rate bounds the data-parallel gradient exchange (docs/model.md, "What
    /// bounds the gradient exchange"): none without data parallelism; the node's own links
    /// (NVLink, PCIe) inside one node or where they are slower than a node's pooled NICs;
    /// else the network.
    enum class ExchangeLink { None, InsideNode, Network } gradientLink = ExchangeLink::None;
    Seconds checkpointInterval;
    Bytes checkpointSize;
    /// Likely ranges (p10-p90) from the validation residuals (docs/validation.md):
    /// cluster-wide tokens/s, total time, and total cost at those times. Calibrated from a
    /// trial run, the range is +-kTrialCalibratedSpread.
    std::array<double, 2> tokensPerSecondRange{};
    std::array<Seconds, 2> totalTimeRange{};
    std::array<double, 2> costRange{};
    /// The total cost at the estimated time and the price list's low and high quotes: the
    /// prices' share of costRange, which a reader asks about when the range is wide.
    std::array<double, 2> costPriceRange{};
    /// The catalog's price list the cost comes from (Plan::priceList, else the list in
    /// the plan's currency); empty where the catalog has none.
    std::string priceList;
    CalibrationResult calibration;

    Parallelism par; // resolved: nothing left on auto
    std::string framework; // the training stack's catalog id, resolved
    bool sequenceParallel = false;

    Currency currency = Currency::USD;
    double costTotal = 0;
    CostBreakdown cost;
    double monthlyCost = 0;
    bool withinBudget = true;
    double gpuHours = 0; // the job's GPU-hours; span.billedGpuHours are those paid for
    CostSpan span;
    bool priceAssumed = false; // the GPU's price entry is marked assumed in the catalog
    double storedTB = 0; // dataset plus kept checkpoints, the basis of the storage cost

    ClusterFacts cluster;
    NetworkDesign network; // the networks the cluster needs (core/engine/network.h)
    std::vector<Finding> findings;
    long long layoutsExamined = 0; // parallel layouts the planner tried (the recommender counts them)
};

/// One line of the bill of materials: what the cost is made of. Lines are recorded by the
/// same arithmetic that computes the cost, so they add up to it exactly, per category.
enum class BomItem {
    Servers,      // purchase: GPU servers of one shape, GPUs and host (ref: accelerator id;
                  // detail: GPUs per server)
    NetworkPorts, // purchase: NIC, switch port and cable per port (ref: fabric id), where
                  // the lists price no switch or link of the fabric
    Switches,     // purchase: switches of the designed networks (ref: switch model id)
    CopperCables, // purchase: copper cables within a rack, DACs or patch cords (ref: fabric id)
    Transceivers, // purchase: optical transceivers, one at each end of a link in the row
                  // (detail: Reach::InRow, multimode) or between rows (single-mode)
    Fibres,       // purchase: fibre cables of those links (ref: fabric id; detail: reach)
    SpareTransceivers, // purchase: the list's spare share of the transceivers (detail: reach)
    SpareCables,       // purchase: the list's spare share of the cables (detail: reach)
    SpareServers,      // purchase: a rack-scale system's spare trays (detail: GPUs each)
    StorageTB,         // purchase: usable capacity, TB (ref: storage tier id)
    Power,             // purchase: energy over the period, kWh incl. PUE
    RackSpace,         // purchase: rack-months of colocation
    Engineers,         // engineer-months of operations staff
    Support,           // purchase: vendor support, per year of the hardware
    GpuHours,          // cloud: GPU-hours billed (ref: accelerator id)
    StorageMonths,     // cloud: TB-months of storage (ref: storage tier id)
    CpuCoreHours,      // cloud: core-hours of the drawn CPU preprocessing nodes
    CpuServers,        // purchase: the drawn CPU preprocessing nodes (detail: cores in all)
    Reserve            // contingency reserve on the rest
};
enum class CostCategory { Compute, Storage, Network, Power, StaffSupport, Reserve };
/// The plan's negotiated discount of a category (Plan::discount; the reserve has none).
inline double discountOf(const Plan &plan, CostCategory c)
{
    return c == CostCategory::Reserve ? 0.0 : plan.discount[std::size_t(c)];
}

/// A rented cluster's network, power and rack space are in its hourly price: those
/// categories cost nothing apart, and documents say "included" rather than "$0".
inline bool inRentedPrice(const Plan &plan, CostCategory c)
{
    return plan.pricing != Pricing::Purchase
           && (c == CostCategory::Network || c == CostCategory::Power);
}

struct BomLine
{
    BomItem item = BomItem::Servers;
    CostCategory category = CostCategory::Compute;
    std::string ref;
    double quantity = 0;
    double unitPrice = 0; // in the result's currency, net of the discount
    double subtotal = 0;
    double discount = 0;  // the negotiated discount the unit price is net of (a fraction)
    int detail = 0;       // the item's: GPUs per server, a cable's reach (BomItem)
};

/// A plan the planner cannot evaluate at all (bad reference or impossible layout).
struct PlanError
{
    std::string field;
    std::string message;
};

const char *findingCodeName(FindingCode c);
const char *severityName(Severity s);

/// The parameters of a plan's model, in all and those one token passes through (fewer for a
/// mixture of experts), and the FLOPs a token costs.
struct ModelCounts
{
    double params = 0, active = 0, flopsPerToken = 0;
};

/// Memory per GPU for one accelerator type of the cluster.
struct AcceleratorFit
{
    std::string gpu; // accelerator id
    MemoryBreakdown memory;
    Bytes capacity;
    bool fits = false;
};

/// One point of a scaling curve: total wall time of the plan on this many GPUs.
struct ScalingPoint
{
    int gpus = 0;
    Seconds total;
    bool fits = false;
};

/// What a scaling curve evaluates (scalingBasis): the plan without its topology, on its
/// evaluated accelerator, node size, fabric and storage, the layout left to the planner;
/// and the largest GPU count. Two plans with the same basis have the same curve.
struct ScalingBasis
{
    Plan plan;
    int top = 0;
    bool operator==(const ScalingBasis &) const = default;
};

/// Time from the order until the job is done: the plan's lead time (provisioning,
/// delivery), then the run.
inline Seconds doneAfterOrder(const Plan &plan, const Result &r)
{
    return days(plan.leadTimeDays) + r.totalTime;
}

/// Whether the job is done by the plan's deadline, counted from the order (always true
/// without a deadline).
inline bool meetsDeadline(const Plan &plan, const Result &r)
{
    return plan.deadlineDays <= 0 || doneAfterOrder(plan, r) <= days(plan.deadlineDays);
}

/// The smallest run of a plan a customer can make before the full one: the plan's parallel
/// layout on one model-parallel group (tp x pp x cp GPUs), or data parallel over a few of
/// them, the fewest that hold the model in memory with the headroom the full run keeps
/// (ZeRO shards over fewer ranks, so a trial may need more than one group). Its figures are planned for it, not taken from the
/// full run: throughput per GPU and memory per GPU as the planner gives them at that size.
struct AcceptanceTrial
{
    int gpus = 0;      // the plan's whole GPU count when no smaller run holds the model
    int nodes = 0;     // whole nodes, or 1 for part of one
    int dp = 1;        // data-parallel groups in the trial
    double perGpu = 0; // tokens/s per GPU, or samples/s (throughputInSamples)
    Bytes memoryPerGpu;
    MemoryBreakdown memory; // what memoryPerGpu is made of, to say why it differs from the plan's
    Seconds stepTime;
};

} // namespace cp
