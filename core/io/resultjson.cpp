// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a result as one line of JSON with the compact writer: the output of `estimate`
// and of every --batch line.
#include "io/resultjson.h"

#include "report/findingtext.h"
#include "io/jsonwriter.h"

namespace cp {

using detail::Writer;

namespace {

/// The links of every network at a reach.
int linksAt(const NetworkDesign &n, Reach reach)
{
    const std::size_t r = std::size_t(reach);
    return n.compute.linksByReach[r] + n.storage.linksByReach[r] + n.management.linksByReach[r];
}

} // namespace

const char *bomItemName(BomItem item)
{
    switch (item) {
    case BomItem::Servers:
        return "servers";
    case BomItem::NetworkPorts:
        return "network_ports";
    case BomItem::Switches:
        return "switches";
    case BomItem::CopperCables:
        return "copper_cables";
    case BomItem::Transceivers:
        return "transceivers";
    case BomItem::Fibres:
        return "fibres";
    case BomItem::SpareTransceivers:
        return "spare_transceivers";
    case BomItem::SpareCables:
        return "spare_cables";
    case BomItem::SpareServers:
        return "spare_servers";
    case BomItem::StorageTB:
        return "storage_tb";
    case BomItem::Power:
        return "energy_kwh";
    case BomItem::RackSpace:
        return "rack_months";
    case BomItem::Engineers:
        return "engineer_months";
    case BomItem::Support:
        return "support_years";
    case BomItem::GpuHours:
        return "gpu_hours";
    case BomItem::StorageMonths:
        return "storage_tb_months";
    case BomItem::CpuCoreHours:
        return "cpu_core_hours";
    case BomItem::CpuServers:
        return "cpu_servers";
    case BomItem::Reserve:
        return "reserve";
    }
    return "";
}

const char *costCategoryName(CostCategory category)
{
    switch (category) {
    case CostCategory::Compute:
        return "compute";
    case CostCategory::Storage:
        return "storage";
    case CostCategory::Network:
        return "network";
    case CostCategory::Power:
        return "power";
    case CostCategory::StaffSupport:
        return "staff_support";
    case CostCategory::Reserve:
        return "reserve";
    }
    return "";
}

namespace {

/// The model: its parameters and FLOPs per token (or sample).
void writeModel(Writer &w, const Result &r)
{
    w.key("model");
    w.open();
    w.num("params", r.params);
    w.num("active_params", r.activeParams);
    w.num("trainable_params", r.trainableParams);
    w.num("flops_per_token", r.flopsPerToken);
    w.str("flops_per", r.perSample ? "sample" : "token");
    w.close();
}

/// Memory per GPU against capacity, and its parts.
void writeMemory(Writer &w, const Result &r)
{
    w.key("memory");
    w.open();
    w.num("per_gpu_bytes", r.memoryPerGpu.value());
    w.num("capacity_bytes", r.capacity.value());
    w.boolean("fits", r.fits);
    w.num("headroom_fraction", r.headroom);
    const MemoryBreakdown &m = r.memory;
    w.numbers("breakdown_bytes", {{"weights", m.weights.value()},
                                  {"gradients", m.gradients.value()},
                                  {"optimizer", m.optimizer.value()},
                                  {"activations", m.activations.value()},
                                  {"other", m.other.value()}});
    w.close();
}

/// The step, the run and its likely range, and where the time goes.
void writeTime(Writer &w, const Plan &plan, const Result &r)
{
    w.key("time");
    w.open();
    w.num("step_s", r.stepTime.value());
    w.num("steps", r.steps);
    w.num("tokens_per_s", r.tokensPerSecond);
    w.num("samples_per_s", r.samplesPerSecond);
    w.num("tflops_per_gpu", r.tflopsPerGpu);
    w.num("mfu", r.mfu);
    w.num("training_s", r.trainingTime.value());
    w.num("total_s", r.totalTime.value());
    w.range("tokens_per_s_range", r.tokensPerSecondRange[0], r.tokensPerSecondRange[1]);
    w.range("total_s_range", r.totalTimeRange[0].value(), r.totalTimeRange[1].value());
    // The cluster is ready a lead time after the order; the job is done that much later.
    w.num("lead_time_s", plan.leadTimeDays * 86400);
    w.num("done_after_order_s", plan.leadTimeDays * 86400 + r.totalTime.value());
    w.num("checkpoint_interval_s", r.checkpointInterval.value());
    w.num("checkpoint_bytes", r.checkpointSize.value());
    w.str("gradient_link", r.gradientLink == Result::ExchangeLink::InsideNode ? "inside_node"
                           : r.gradientLink == Result::ExchangeLink::Network  ? "network"
                                                                              : "none");
    const TimeBreakdown &t = r.time;
    w.numbers("breakdown_s", {{"compute", t.compute.value()},
                              {"tensor_parallel", t.tensorParallel.value()},
                              {"context_parallel", t.contextParallel.value()},
                              {"expert_parallel", t.expertParallel.value()},
                              {"pipeline_bubble", t.pipelineBubble.value()},
                              {"pipeline_p2p", t.pipelineP2p.value()},
                              {"data_parallel", t.dataParallel.value()},
                              {"straggler_wait", t.stragglerWait.value()},
                              {"optimizer", t.optimizer.value()},
                              {"data_loading", t.dataLoading.value()},
                              {"startup", t.startup.value()},
                              {"checkpoints", t.checkpoints.value()},
                              {"failures", t.failures.value()},
                              {"experimentation", t.experimentation.value()}});
    w.close();
}

/// What a trial run calibrated, where one did.
void writeCalibration(Writer &w, const Result &r)
{
    if (r.calibration.applied) {
        const CalibrationResult &k = r.calibration;
        w.key("calibration");
        w.open();
        w.num("factor", k.factor);
        w.num("trial_predicted_tokens_per_s_per_gpu", k.trialPredicted);
        w.num("trial_measured_tokens_per_s_per_gpu", k.trialMeasured);
        w.integer("trial_gpus", k.trialGpus);
        w.num("memory_factor", k.memoryFactor);
        w.close();
    }
}

/// The layout evaluated, and which of its fields the planner chose.
void writeParallelism(Writer &w, const Plan &plan, const Result &r)
{
    w.key("parallelism");
    w.open();
    const Parallelism &par = r.par;
    w.numbers({{"tp", par.tp}, {"pp", par.pp}, {"dp", par.dp}, {"cp", par.cp}, {"vp", par.vp},
               {"ep", par.ep}, {"zero", par.zero}});
    if (r.activeParams < r.params && !r.perSample) w.num("capacity_factor", par.capacityFactor);
    w.integer("shard_group", par.shardGroup);
    w.boolean("sequence_parallel", r.sequenceParallel);
    w.integer("micro_batch", r.par.microBatch);
    w.integer("global_batch", r.par.globalBatch);
    w.str("recompute", recomputeName(r.par.recompute));
    w.str("framework", r.framework);
    w.key("auto");
    w.openArray();
    const Parallelism &g = plan.par;
    if (g.tp <= 0) w.str("tp");
    if (g.pp <= 0) w.str("pp");
    if (g.dp <= 0) w.str("dp");
    if (g.cp <= 0) w.str("cp");
    if (g.ep <= 0) w.str("ep");
    if (g.zero < 0) w.str("zero");
    if (g.microBatch <= 0) w.str("micro_batch");
    if (g.globalBatch <= 0) w.str("global_batch");
    if (g.recompute == Recompute::Auto) w.str("recompute");
    if (g.sequenceParallel < 0) w.str("sequence_parallel");
    w.closeArray();
    w.close();
}

/// The cluster the plan runs on.
void writeCluster(Writer &w, const Result &r)
{
    w.key("cluster");
    w.open();
    w.str("gpu", r.cluster.gpu ? r.cluster.gpu->id : std::string());
    w.integer("gpus", r.cluster.gpus);
    w.integer("nodes", r.cluster.nodes);
    w.integer("gpus_per_node", r.cluster.gpusPerNode);
    w.str("inter_node", r.cluster.fabric ? r.cluster.fabric->id : std::string());
    w.str("storage", r.cluster.storage ? r.cluster.storage->id : std::string());
    w.num("storage_read_bytes_per_s", r.cluster.storageRead.value());
    w.num("node_power_w", r.cluster.nodePower.value());
    w.close();
}

/// The compute fabric as designed (core/engine/network.h), with the other networks and racks.
void writeNetwork(Writer &w, const Plan &plan, const Result &r)
{
    const NetworkDesign &n = r.network;
    w.key("network");
    w.open();
    w.numbers({{"leaf_switches", n.compute.leaves},
               {"spine_switches", n.compute.spines},
               {"core_switches", n.compute.cores},
               {"oversubscription", plan.oversubscription},
               {"links", n.compute.links()},
               {"racks", n.racks.racks()},
               {"tiers", n.compute.tiers()},
               {"switch_ports", n.compute.radix},
               {"rails", n.compute.rails},
               {"nodes_per_leaf", n.compute.nodesPerLeaf},
               {"storage_switches", n.storage.switches()},
               {"storage_links", n.storage.links()},
               {"management_switches", n.management.switches()},
               {"management_links", n.management.links()},
               {"nodes_per_rack", n.racks.nodesPerRack},
               // Every network's links by reach (network.h), and the networks' power.
               {"links_in_rack", linksAt(n, Reach::InRack)},
               {"links_in_row", linksAt(n, Reach::InRow)},
               {"links_between_rows", linksAt(n, Reach::BetweenRows)},
               {"power_w", n.powerW}});
    w.close();
}

/// The cost, its span and its parts, against the budget.
void writeCost(Writer &w, const Plan &plan, const Result &r)
{
    w.key("cost");
    w.open();
    w.str("currency", currencyName(r.currency));
    w.str("pricing", pricingName(plan.pricing));
    w.str("price_list", r.priceList);
    w.num("total", r.costTotal);
    w.range("total_range", r.costRange[0], r.costRange[1]);
    w.num("monthly", r.monthlyCost);
    w.num("gpu_hours", r.gpuHours);
    w.key("span");
    w.open();
    w.str("kind", r.span.kind == CostSpanKind::Job             ? "job"
                  : r.span.kind == CostSpanKind::Commitment    ? "commitment"
                  : r.span.kind == CostSpanKind::MinimumRental ? "minimum-rental"
                                                               : "ownership");
    const CostSpan &span = r.span;
    w.numbers({{"months", span.months},
               {"term_months", span.termMonths},
               {"job_months", span.jobMonths},
               {"use", span.use},
               {"billed_gpu_hours", span.billedGpuHours},
               {"job_cost", span.jobCost}});
    w.close();
    w.boolean("gpu_price_assumed", r.priceAssumed);
    const CostBreakdown &k = r.cost;
    w.numbers("breakdown", {{"compute", k.compute},
                            {"storage", k.storage},
                            {"network", k.network},
                            {"power", k.power},
                            {"staff_support", k.staffSupport},
                            {"reserve", k.reserve}});
    w.num("budget", plan.budget);
    w.boolean("within_budget", r.withinBudget);
    w.close();
}

/// The bill of materials, where asked for.
void writeBom(Writer &w, const std::vector<BomLine> *bom)
{
    if (bom) {
        w.key("bom");
        w.openArray();
        for (const BomLine &b : *bom) {
            w.open();
            w.str("category", costCategoryName(b.category));
            w.str("item", bomItemName(b.item));
            w.str("ref", b.ref);
            w.numbers({{"quantity", b.quantity}, {"unit_price", b.unitPrice}, {"total", b.subtotal}});
            // What a line counts beyond its item: a server's GPUs, a cable's reach.
            if (b.item == BomItem::Servers || b.item == BomItem::SpareServers)
                w.num("gpus_per_server", b.detail);
            if (b.item == BomItem::Transceivers || b.item == BomItem::Fibres
                || b.item == BomItem::SpareTransceivers || b.item == BomItem::SpareCables)
                w.str("reach", b.detail == 0   ? "in_rack"
                               : b.detail == 1 ? "in_row"
                                               : "between_rows");
            w.close();
        }
        w.closeArray();
    }
}

/// The findings, worded in the current language.
void writeFindings(Writer &w, const Result &r)
{
    w.key("findings");
    w.openArray();
    for (const Finding &f : r.findings) {
        const FindingText text = findingText(f);
        w.open();
        w.str("code", findingCodeName(f.code));
        w.str("severity", severityName(f.severity));
        w.str("message", text.message.toStdString());
        w.str("suggestion", text.suggestion.toStdString());
        w.str("element", f.element);
        w.close();
    }
    w.closeArray();

}

} // namespace

std::string resultToJson(const Plan &plan, const Result &r, const std::vector<BomLine> *bom)
{
    std::string out;
    out.reserve(2048);
    Writer w(out);
    w.open();
    writeModel(w, r);
    writeMemory(w, r);
    writeTime(w, plan, r);
    writeCalibration(w, r);
    writeParallelism(w, plan, r);
    writeCluster(w, r);
    writeNetwork(w, plan, r);
    writeCost(w, plan, r);
    writeBom(w, bom);
    writeFindings(w, r);
    w.close();
    return out;
}

} // namespace cp
