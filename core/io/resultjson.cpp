// Writing a result as one line of JSON with the compact writer: the output of `estimate`
// and of every --batch line.
#include "resultjson.h"

#include "findingtext.h"
#include "jsonwriter.h"

namespace cp {

using detail::Writer;

std::string resultToJson(const Plan &plan, const Result &r)
{
    std::string out;
    out.reserve(2048);
    Writer w(out);
    w.open();
    w.key("model");
    w.open();
    w.num("params", r.params);
    w.num("trainable_params", r.trainableParams);
    w.num("flops_per_token", r.flopsPerToken);
    w.str("flops_per", r.perSample ? "sample" : "token");
    w.close();

    w.key("memory");
    w.open();
    w.num("per_gpu_bytes", r.memoryPerGpu.value());
    w.num("capacity_bytes", r.capacity.value());
    w.boolean("fits", r.fits);
    w.num("headroom_fraction", r.headroom);
    w.key("breakdown_bytes");
    w.open();
    w.num("weights", r.memory.weights.value());
    w.num("gradients", r.memory.gradients.value());
    w.num("optimizer", r.memory.optimizer.value());
    w.num("activations", r.memory.activations.value());
    w.num("other", r.memory.other.value());
    w.close();
    w.close();

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
    w.key("tokens_per_s_range");
    w.openArray();
    w.num(r.tokensPerSecondRange[0]);
    w.num(r.tokensPerSecondRange[1]);
    w.closeArray();
    w.key("total_s_range");
    w.openArray();
    w.num(r.totalTimeRange[0].value());
    w.num(r.totalTimeRange[1].value());
    w.closeArray();
    w.num("checkpoint_interval_s", r.checkpointInterval.value());
    w.num("checkpoint_bytes", r.checkpointSize.value());
    const TimeBreakdown &t = r.time;
    w.key("breakdown_s");
    w.open();
    w.num("compute", t.compute.value());
    w.num("tensor_parallel", t.tensorParallel.value());
    w.num("context_parallel", t.contextParallel.value());
    w.num("pipeline_bubble", t.pipelineBubble.value());
    w.key("pipeline_p2p");
    w.num(t.pipelineP2p.value());
    w.num("data_parallel", t.dataParallel.value());
    w.num("optimizer", t.optimizer.value());
    w.num("data_loading", t.dataLoading.value());
    w.num("checkpoints", t.checkpoints.value());
    w.num("failures", t.failures.value());
    w.num("experimentation", t.experimentation.value());
    w.close();
    w.close();

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

    w.key("parallelism");
    w.open();
    w.integer("tp", r.par.tp);
    w.integer("pp", r.par.pp);
    w.integer("dp", r.par.dp);
    w.integer("cp", r.par.cp);
    w.integer("vp", r.par.vp);
    w.integer("zero", r.par.zero);
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
    if (g.zero < 0) w.str("zero");
    if (g.microBatch <= 0) w.str("micro_batch");
    if (g.globalBatch <= 0) w.str("global_batch");
    if (g.recompute == Recompute::Auto) w.str("recompute");
    if (g.sequenceParallel < 0) w.str("sequence_parallel");
    w.closeArray();
    w.close();

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

    w.key("cost");
    w.open();
    w.str("currency", currencyName(r.currency));
    w.str("pricing", pricingName(plan.pricing));
    w.num("total", r.costTotal);
    w.key("total_range");
    w.openArray();
    w.num(r.costRange[0]);
    w.num(r.costRange[1]);
    w.closeArray();
    w.num("monthly", r.monthlyCost);
    w.num("gpu_hours", r.gpuHours);
    w.key("span");
    w.open();
    w.str("kind", r.span.kind == CostSpanKind::Job          ? "job"
                  : r.span.kind == CostSpanKind::Commitment ? "commitment"
                                                            : "ownership");
    w.num("months", r.span.months);
    w.num("term_months", r.span.termMonths);
    w.num("job_months", r.span.jobMonths);
    w.num("use", r.span.use);
    w.num("billed_gpu_hours", r.span.billedGpuHours);
    w.num("job_cost", r.span.jobCost);
    w.close();
    w.boolean("gpu_price_assumed", r.priceAssumed);
    w.key("breakdown");
    w.open();
    w.num("compute", r.cost.compute);
    w.num("storage", r.cost.storage);
    w.num("network", r.cost.network);
    w.num("power", r.cost.power);
    w.num("staff_support", r.cost.staffSupport);
    w.num("reserve", r.cost.reserve);
    w.close();
    w.num("budget", plan.budget);
    w.boolean("within_budget", r.withinBudget);
    w.close();

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
    w.close();
    return out;
}

} // namespace cp
