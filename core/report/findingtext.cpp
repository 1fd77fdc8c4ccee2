// SPDX-License-Identifier: GPL-3.0-or-later
// Texts of the findings. Core returns codes and numbers; this is the one place that turns
// them into words, through Qt's translation system.
#include "report/findingtext.h"

#include "report/format.h"
#include "report/spantext.h"
#include "report/translation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace cp {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Findings)
};

/// A figure in a finding as the reader's language writes it: grouped, whole from 100 on,
/// without zeros that say nothing ("24 GiB", "1,560 days", "5.3").
QString num(double v, int decimals = 1)
{
    const QLocale loc(currentLanguage() == QLatin1String("zh_CN") ? QLocale::Chinese
                                                                  : QLocale::English);
    return trimTrailingZeros(loc.toString(v, 'f', std::abs(v) >= 100 ? 0 : decimals), loc);
}

/// Two figures a sentence compares, at one precision: "80.0 GB/s" beside "89.2 GB/s", not
/// "80" beside "89.19"; whole from a hundred on, and both without ".0" where both are round.
std::pair<QString, QString> nums(double a, double b)
{
    const QLocale loc(currentLanguage() == QLatin1String("zh_CN") ? QLocale::Chinese
                                                                  : QLocale::English);
    const int decimals = std::min(std::abs(a), std::abs(b)) >= 100 ? 0 : 1;
    QString x = loc.toString(a, 'f', decimals), y = loc.toString(b, 'f', decimals);
    const QString zero = loc.decimalPoint() + QLatin1Char('0');
    if (decimals > 0 && x.endsWith(zero) && y.endsWith(zero)) {
        x.chop(zero.size());
        y.chop(zero.size());
    }
    return {x, y};
}

/// Days as the time figures write them (formatDuration): a decimal below ten, whole days
/// from ten on. "Training takes 50.5 days" stood beside "51 d".
QString days(double v)
{
    return num(v, std::abs(v) < 10 ? 1 : 0);
}
} // namespace

const char *findingCodeName(FindingCode c)
{
    switch (c) {
    case FindingCode::DoesNotFit:
        return "memory.does_not_fit";
    case FindingCode::LowHeadroom:
        return "memory.low_headroom";
    case FindingCode::PcieWithTensorParallel:
        return "interconnect.pcie_tensor_parallel";
    case FindingCode::PcieManyGpus:
        return "interconnect.pcie_many_gpus";
    case FindingCode::FabricTooSlow:
        return "network.fabric_too_slow";
    case FindingCode::FabricSlowMultiNode:
        return "network.fabric_slow";
    case FindingCode::StorageTooSlow:
        return "storage.too_slow";
    case FindingCode::HddImageData:
        return "storage.hdd_image_data";
    case FindingCode::SharedStorageNetwork:
        return "network.storage_shares_training";
    case FindingCode::NoManagementNetwork:
        return "network.no_management";
    case FindingCode::NodeOverRackPower:
        return "power.node_over_rack_budget";
    case FindingCode::HostRamLow:
        return "host.ram_low";
    case FindingCode::HostCpuLow:
        return "host.cpu_low";
    case FindingCode::NoBf16:
        return "precision.no_bf16";
    case FindingCode::OverBudget:
        return "cost.over_budget";
    case FindingCode::LikelyOverBudget:
        return "cost.likely_over_budget";
    case FindingCode::DeadlineMissed:
        return "time.deadline_missed";
    case FindingCode::LongRunNoCheckpoints:
        return "time.long_run_no_checkpoints";
    case FindingCode::SpotNoCheckpoints:
        return "cost.spot_no_checkpoints";
    case FindingCode::UnconnectedNode:
        return "topology.unconnected_node";
    case FindingCode::MixedAccelerators:
        return "topology.mixed_accelerators";
    case FindingCode::CpuPreprocessBottleneck:
        return "host.cpu_preprocessing";
    case FindingCode::NoFp8:
        return "precision.no_fp8";
    case FindingCode::TensorParallelAcrossNodes:
        return "interconnect.tensor_parallel_across_nodes";
    case FindingCode::TrialNotApplied:
        return "calibration.trial_not_applied";
    case FindingCode::CommitmentUnderused:
        return "cost.commitment_underused";
    case FindingCode::NodeLinksLimit:
        return "network.node_links_limit";
    case FindingCode::SwitchPortsLimit:
        return "network.switch_ports_limit";
    case FindingCode::OwnershipUnderused:
        return "cost.ownership_underused";
    case FindingCode::RackScaleRacks:
        return "power.rack_scale_racks";
    case FindingCode::NotOfferedInMarket:
        return "market.not_offered";
    case FindingCode::UncalibratedAccelerator:
        return "time.uncalibrated_accelerator";
    case FindingCode::NicAboveHostLink:
        return "network.nic_above_host_link";
    case FindingCode::OversubscribedSpine:
        return "network.oversubscribed_spine";
    case FindingCode::SwitchOutOfPorts:
        return "network.switch_out_of_ports";
    }
    return "unknown";
}

const char *severityName(Severity s)
{
    switch (s) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "info";
}

namespace {

/// What makes a model fit, of the levers the plan has left ("use ZeRO-3, a smaller
/// micro-batch or a card with more memory"): never one it already pulls.
/// The part a finding is about, as the catalog names it in the language; "this accelerator"
/// where the finding does not say.
QString partName(const Finding &f)
{
    return f.part.empty() ? Tr::tr("accelerator", "a finding's part when it names none")
                          : catalogName(f.part);
}

QString memoryFix(int levers)
{
    QStringList ways;
    if (levers & kMoreModelParallel) ways << Tr::tr("raise tensor or pipeline parallelism");
    if (levers & kShardMore) ways << Tr::tr("shard with ZeRO-3");
    if (levers & kRecomputeMore) ways << Tr::tr("recompute all activations");
    if (levers & kSmallerMicroBatch) ways << Tr::tr("use a smaller micro-batch");
    if (!(levers & kMoreModelParallel)) ways << Tr::tr("spread the model over more GPUs");
    ways << Tr::tr("choose a card with more memory");
    const QString last = ways.takeLast();
    const QString head = ways.join(Tr::tr(", ", "between the ways in a list"));
    QString fix = Tr::tr("%1 or %2", "the last two ways in a list").arg(head, last);
    fix[0] = fix[0].toUpper();
    return fix + Tr::tr(".", "the end of a sentence");
}

/// Memory and the node: fit, headroom, PCIe.
FindingText wordFit(const Finding &f)
{
    const auto &a = f.args;
    const QString element = QString::fromStdString(f.element);
    switch (f.code) {
    case FindingCode::DoesNotFit:
        return {Tr::tr("The model needs %1 GiB per GPU but the card has %2 GiB.")
                    .arg(num(a[0]), num(a[1])),
                memoryFix(int(a[2]))};
    case FindingCode::LowHeadroom:
        return {Tr::tr("Only %1 % of GPU memory stays free (%2 of %3 GiB used); leave 20–30 % for "
                       "batch and activation peaks.")
                    .arg(num(a[0], 0), num(a[1]), num(a[2])),
                Tr::tr("Shard more (ZeRO, tensor parallelism), recompute activations, or lower the "
                       "micro-batch.")};
    case FindingCode::PcieWithTensorParallel:
        return {Tr::tr("Tensor parallelism of %1 runs over PCIe: every layer waits for all-reduces "
                       "on a slow link.")
                    .arg(num(a[0], 0)),
                Tr::tr("Use an NVLink/NVSwitch server (SXM), or keep tensor parallelism at 1 and "
                       "use ZeRO or pipeline parallelism instead.")};
    case FindingCode::PcieManyGpus:
        return {Tr::tr("%1 GPUs share PCIe inside the node: going from 4 to 8 GPUs may add only "
                       "60–70 %.")
                    .arg(num(a[0], 0)),
                Tr::tr("Prefer an NVLink/NVSwitch server for multi-GPU training.")};
    default:
        break;
    }
    return {};
}

/// The network, the storage and the rack.
FindingText wordNetworkAndStorage(const Finding &f)
{
    const auto &a = f.args;
    const QString element = QString::fromStdString(f.element);
    switch (f.code) {
    case FindingCode::FabricTooSlow:
        return {Tr::tr("The inter-node network runs at %1 Gb/s, below the 25 Gb/s minimum for "
                       "distributed training.")
                    .arg(num(a[0], 0)),
                Tr::tr("Use at least 100 Gb/s RoCE or 200 Gb/s InfiniBand between GPU nodes.")};
    case FindingCode::FabricSlowMultiNode:
        return {Tr::tr("The inter-node network runs at %1 Gb/s; multi-node training wants 100 Gb/s "
                       "or more.")
                    .arg(num(a[0], 0)),
                Tr::tr("Upgrade to 100–200 Gb/s RoCE or InfiniBand; with 32+ GPUs, 200–400 Gb/s "
                       "InfiniBand.")};
    case FindingCode::StorageTooSlow:
        return {Tr::tr("Storage delivers %2 GB/s but the GPUs consume %1 GB/s: they wait for data.")
                    .arg(nums(a[0], a[1]).first, nums(a[0], a[1]).second),
                Tr::tr("Add storage units or an NVMe cache tier, or pre-stage the data set to "
                       "local NVMe.")};
    case FindingCode::HddImageData:
        return {Tr::tr("Image data on an HDD tier: small random reads collapse HDD throughput."),
                Tr::tr("Keep the hot training set on NVMe or all-flash storage; use HDD for cold "
                       "archives.")};
    case FindingCode::SharedStorageNetwork:
        return {Tr::tr("Storage traffic shares the training network: data reads and gradient "
                       "synchronisation fight for bandwidth."),
                Tr::tr("Put storage on a network of its own.")};
    case FindingCode::NoManagementNetwork:
        return {
            Tr::tr("The cluster has no management network."),
            Tr::tr("Add a separate management switch for scheduling, monitoring and out-of-band "
                   "access.")};
    case FindingCode::NodeOverRackPower:
        return {
            Tr::tr("A node draws up to %1 kW, above the rack budget of %2 kW.")
                .arg(num(a[0]), num(a[1])),
            Tr::tr("Raise the rack power quota, spread nodes over more racks, or cap GPU power.")};
    default:
        break;
    }
    return {};
}

/// The hosts, the precision, the budget and the deadline.
FindingText wordHostPrecisionAndGoals(const Finding &f)
{
    const auto &a = f.args;
    const QString element = QString::fromStdString(f.element);
    switch (f.code) {
    case FindingCode::HostRamLow:
        return {Tr::tr("Host RAM (%1 GiB) is less than the node's GPU memory (%2 GiB).")
                    .arg(num(a[0], 0), num(a[1], 0)),
                Tr::tr("Fit at least as much RAM as GPU memory (256 GB or more per GPU server).")};
    case FindingCode::HostCpuLow:
        return {Tr::tr("Only %1 CPU cores per GPU: the data loader may starve the GPUs.")
                    .arg(num(a[0])),
                Tr::tr("Use hosts with at least 4–8 cores per GPU.")};
    case FindingCode::NoBf16:
        // The catalog may lack the figure for a card that has BF16 (Ascend documents BF16
        // without a peak the catalog could cite): say what is known, suggest no other vendor.
        return {Tr::tr("The catalog gives no BF16 peak for this card: the estimate plans FP16 "
                       "with loss scaling."),
                Tr::tr("Take the BF16 peak from the vendor's datasheet into a site catalog "
                       "(--catalog), or plan in FP16.")};
    case FindingCode::NoFp8:
        return {Tr::tr("The card has no FP8 tensor cores: the estimate uses 16-bit throughput."),
                Tr::tr("Choose a Hopper, Ada or newer card for FP8 training, or plan in BF16.")};
    case FindingCode::OverBudget:
        return {
            Tr::tr("The plan costs %1, above the budget of %2.")
                .arg(formatMoney(a[0], Currency(int(a[2])), currentLanguage()),
                     formatMoney(a[1], Currency(int(a[2])), currentLanguage())),
            Tr::tr("Use reserved or spot pricing, fewer or cheaper GPUs, or a smaller data set.")};
    case FindingCode::LikelyOverBudget:
        return {Tr::tr("The likely cost reaches %1 at its high end (the long time at the high "
                       "prices), above the budget of %2.")
                    .arg(formatMoney(a[0], Currency(int(a[2])), currentLanguage()),
                         formatMoney(a[1], Currency(int(a[2])), currentLanguage())),
                Tr::tr("Keep that much in reserve, or narrow the range with a trial run and a "
                       "quotation before the budget is signed.")};
    case FindingCode::DeadlineMissed:
        return {
            a[3] > 0
                ? Tr::tr("The cluster is ready %1 days after the order and training "
                         "takes %2 days more, so it is done on day %3, past the %4-day deadline.")
                      .arg(num(a[3], a[3] == std::round(a[3]) ? 0 : 1), days(a[0]),
                           days(a[3] + a[0]), num(a[1], 0))
                : Tr::tr("Training takes %1 days, past the %2-day deadline.")
                      .arg(days(a[0]), num(a[1], 0)),
            a[2] > 0 ? Tr::tr("First cable the element named in the network finding like the "
                              "rest of the network; then add GPUs, use faster cards, or train "
                              "on fewer tokens.")
            // Where delivery takes most of the deadline, more GPUs arrive as late: what helps
            // is a cluster that comes sooner.
            : a[3] > 0 && a[3] >= a[1]
                ? Tr::tr("Delivery alone takes the whole deadline: rent the cluster, whose "
                         "capacity comes in days, or agree on a later deadline.")
            : a[3] > 0 && 4 * (a[1] - a[3]) < a[0]
                ? Tr::tr("Delivery leaves %1 days of the deadline for training, a fraction of "
                         "what it takes: rent the cluster, whose capacity comes in days, or ask "
                         "for an earlier delivery.")
                      .arg(num(a[1] - a[3], 0))
            : a[3] > 0
                ? Tr::tr("Delivery leaves %1 days of the deadline for training: ask for an "
                         "earlier delivery, rent the cluster, or add GPUs so that it trains in "
                         "those days.")
                      .arg(num(a[1] - a[3], 0))
                : Tr::tr("Add GPUs, use faster cards, or train on fewer tokens.")};
    default:
        break;
    }
    return {};
}

/// The drawn cluster: links, ports, NICs, the spine.
FindingText wordDrawing(const Finding &f)
{
    const auto &a = f.args;
    const QString element = QString::fromStdString(f.element);
    switch (f.code) {
    case FindingCode::NodeLinksLimit:
        return {Tr::tr("Node %1 reaches the training network at %2 Gb/s per GPU, the other "
                       "nodes at %3 Gb/s per GPU: every step waits for its links, and training "
                       "takes %4 days instead of %5.")
                    .arg(element, num(a[0], a[0] < 10 ? 1 : 0), num(a[1], a[1] < 10 ? 1 : 0),
                         num(a[2]), num(a[3])),
                Tr::tr("Cable node %1 like the others: as many NICs at the same rate, each linked "
                       "to the training switch.")
                    .arg(element)};
    case FindingCode::SwitchPortsLimit:
        return {Tr::tr("Switch %1 runs its ports at %2 Gb/s, below the %3 Gb/s NICs cabled to "
                       "it: every step waits for it, and training takes %4 days instead of %5.")
                    .arg(element, num(a[0], 0), num(a[1], 0), num(a[2]), num(a[3])),
                Tr::tr("Replace switch %1 with one that runs at the NICs' rate, or cable its nodes "
                       "to a faster switch.")
                    .arg(element)};
    case FindingCode::OwnershipUnderused:
        return {Tr::tr("The job uses %1 % of the %2-month ownership: buying pays only when other "
                       "work fills the rest of it.")
                    .arg(percentText(a[0] / 100), num(a[1], 0)),
                Tr::tr("%1 costs %2 for this job alone; buy when the cluster has work for the "
                       "whole period.")
                    .arg(pricingModeText(Pricing(int(a[2]))),
                         formatMoney(a[3], Currency(int(a[4])), currentLanguage()))};
    case FindingCode::NicAboveHostLink:
        return {Tr::tr("The %1 Gb/s NICs carry at most %2 Gb/s in the PCIe slots of this "
                       "host: the estimate counts %2 Gb/s, and the faster NICs buy nothing.")
                    .arg(num(a[0], 0), num(a[1], 0)),
                Tr::tr("Choose NICs of %1 Gb/s or less, or hosts of a newer PCIe generation.")
                    .arg(num(a[1], 0))};
    case FindingCode::OversubscribedSpine:
        // The ratio as network engineers write it, "2:1", in either language.
        return {Tr::tr("The compute fabric's leaves are %1 oversubscribed and %2 % of the "
                       "data-parallel traffic leaves its leaf: the gradient synchronisation "
                       "takes %3 times as long as on a non-blocking fabric.")
                    .arg(QString::number(a[0], 'g', 3) + QStringLiteral(":1"), num(a[1], 0),
                         num(a[2], 2)),
                Tr::tr("Build the compute fabric non-blocking (1:1), or keep each "
                       "data-parallel group within the %1 nodes of one leaf.")
                    .arg(num(a[3], 0))};
    case FindingCode::SwitchOutOfPorts:
        // Named in the sentence, and no menu of the app: a finding is also the customer's.
        return {Tr::tr("Switch %1 has %2 ports, but cables for %3 ports end on it: the network "
                       "cannot be built as drawn.")
                    .arg(element, num(a[1], 0), num(a[0], 0)),
                Tr::tr("Spread the nodes over leaf and spine switches (a designed network), or "
                       "add switches and move cables to them.")};
    default:
        break;
    }
    return {};
}

/// The run: checkpoints, nodes left out, trials, commitments, preprocessing.
FindingText wordRun(const Finding &f)
{
    const auto &a = f.args;
    const QString element = QString::fromStdString(f.element);
    switch (f.code) {
    case FindingCode::NotOfferedInMarket: {
        const int i = std::clamp(int(a[1]), 0, int(std::size(kMarkets)) - 1);
        const QString market = marketText(kMarkets[i]);
        if (a[0] > 0)
            return {tidyChineseSpacing(Tr::tr("The %1 is not offered in the project's market (%2).")
                                           .arg(partName(f), market)),
                    Tr::tr("Choose an accelerator the market offers.")};
        return {tidyChineseSpacing(
                    Tr::tr("The %1 cannot be bought new in the project's market (%2): only "
                           "capacity installed before its rule can be rented.")
                        .arg(partName(f), market)),
                Tr::tr("Rent it, or buy an accelerator the market sells.")};
    }
    case FindingCode::RackScaleRacks: {
        QString text = a[3] > 0 ? Tr::tr("Each rack holds %1 trays on one NVLink domain and draws "
                                         "about %2 kW with liquid cooling.")
                                      .arg(num(a[1], 0), num(a[0], 0))
                                : Tr::tr("Each rack holds %1 trays on one NVLink domain and draws "
                                         "about %2 kW.")
                                      .arg(num(a[1], 0), num(a[0], 0));
        // The job's trays (a[5]) of those installed (a[6]), at most a[2] to a rack.
        if (a[6] > a[5])
            text += QLatin1Char(' ')
                    + Tr::tr("The job runs on %1 of the %2 trays installed, at most %3 to a "
                             "rack; the other %4 are spares kept for maintenance.")
                          .arg(num(a[5], 0), num(a[6], 0), num(a[2], 0), num(a[6] - a[5], 0));
        if (a[4] > 0)
            text += QLatin1Char(' ') + Tr::tr("The site's racks give %1 kW.").arg(num(a[4], 0));
        const QString advice
            = a[4] > 0 ? Tr::tr("Plan rack positions of %1 kW, or choose servers that fit the "
                                "site's racks.")
              : a[3] > 0
                  ? Tr::tr("Confirm that the data hall supplies %1 kW and liquid cooling to each "
                           "rack before ordering.")
                  : Tr::tr("Confirm that the data hall supplies %1 kW to each rack before "
                           "ordering.");
        return {text, advice.arg(num(a[0], 0))};
    }
    case FindingCode::UncalibratedAccelerator:
        return {tidyChineseSpacing(
                    Tr::tr("No published training run calibrates the %1 yet: its speed is a "
                           "planning figure, and its likely range is twice as wide as that of a "
                           "calibrated part.")
                        .arg(partName(f))),
                Tr::tr("Measure a short trial run on it and calibrate the plan with the result "
                       "before committing to the figures.")};
    case FindingCode::LongRunNoCheckpoints:
        return {Tr::tr("A %1-hour run without checkpoints: one failure loses the work done so far.")
                    .arg(num(a[0], 0)),
                Tr::tr("Write checkpoints every one to a few hours.")};
    case FindingCode::SpotNoCheckpoints:
        return {Tr::tr("Spot instances without checkpoints: every preemption restarts the run."),
                Tr::tr("Enable regular checkpoints, or use on-demand or reserved pricing.")};
    case FindingCode::UnconnectedNode:
        return {a[0] > 0
                    ? Tr::tr("This GPU node is not connected to the training network; its GPUs "
                             "are not counted.")
                    : Tr::tr("This element is not connected to the cluster."),
                Tr::tr("Draw a link from it to a switch of the right network.")};
    case FindingCode::MixedAccelerators:
        return {Tr::tr("This node has a different accelerator from the rest; the training job does "
                       "not use it."),
                Tr::tr("Use one accelerator type per training job.")};
    case FindingCode::TensorParallelAcrossNodes:
        if (a[2] > 0) {
            // The largest power of two below the layout's TP that tiles the domain.
            int tiles = 1;
            while (tiles * 2 <= a[0] && int(a[1]) % (tiles * 2) == 0)
                tiles *= 2;
            return {Tr::tr("Tensor parallelism of %1 does not tile the rack's NVLink domain of %2 "
                           "GPUs: some groups reach into the next rack, and their all-reduces in "
                           "every layer cross the inter-node network.")
                        .arg(num(a[0], 0), num(a[1], 0)),
                    Tr::tr("Choose a tensor parallelism that divides %1, such as %2.")
                        .arg(num(a[1], 0), num(tiles, 0))};
        }
        return {Tr::tr("Tensor parallelism of %1 spans nodes of %2 GPUs: its all-reduces in every "
                       "layer cross the inter-node network.")
                    .arg(num(a[0], 0), num(a[1], 0)),
                Tr::tr("Keep tensor parallelism within a node and scale across nodes with "
                       "pipeline or data parallelism.")};
    case FindingCode::TrialNotApplied:
        return {Tr::tr("The trial run was measured on another accelerator or training stack: "
                       "the estimate is not calibrated by it."),
                Tr::tr("Run the trial on this plan's accelerator and stack, or remove the trial "
                       "calibration.")};
    case FindingCode::CommitmentUnderused:
        return {Tr::tr("The job uses %1 % of the %2-year commitment: the rest of the term is "
                       "paid for and idle.")
                    .arg(percentText(a[0] / 100), num(a[1], 0)),
                Tr::tr("%1 costs %2 for the same job; reserve only when other work fills the "
                       "rest of the term.")
                    .arg(pricingModeText(Pricing(int(a[2]))),
                         formatMoney(a[3], Currency(int(a[4])), currentLanguage()))};
    case FindingCode::CpuPreprocessBottleneck:
        return {
            Tr::tr("Preprocessing needs %1 CPU cores but the hosts have %2 to spare: the GPUs "
                   "wait for data.")
                .arg(num(a[0], 0), num(a[1], 0)),
            Tr::tr("Add CPU preprocessing nodes or hosts with more cores, or preprocess offline.")};
    default:
        break;
    }
    return {};
}

} // namespace

FindingText findingText(const Finding &f)
{
    // Figures set into Chinese leave spaces a Chinese reader does not expect ("超出 500 万美元
    // 的预算"): tidied once here, for every view that shows a finding.
    for (FindingText (*word)(const Finding &) :
         {wordFit, wordNetworkAndStorage, wordHostPrecisionAndGoals, wordDrawing, wordRun})
        if (FindingText t = word(f); !t.message.isEmpty()) {
            t.message = tidyChineseSpacing(t.message);
            t.suggestion = tidyChineseSpacing(t.suggestion);
            return t;
        }
    return {};
}

} // namespace cp
