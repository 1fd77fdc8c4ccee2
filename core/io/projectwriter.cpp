// Writing project files: the plan object (every key a plan has; a new key is written here and
// read in planflags.cpp) and the project file around it.
#include "io/projectwriter.h"

#include "model/project.h"
#include "io/topologyjson.h"

#include <nlohmann/json.hpp>

namespace cp {

using nlohmann::ordered_json;

namespace {

ordered_json planObject(const Plan &p)
{
    ordered_json o;
    const ModelSpec &m = p.model;
    o["workload"] = workloadName(p.workload);
    if (!m.preset.empty()) o["model"] = m.preset;
    // Dimensions are written even when they are the preset's: the file keeps the model it
    // was planned with if a catalog update changes the preset. 0 means "not set".
    auto positive = [&](const char *key, auto v) {
        if (v > 0) o[key] = v;
    };
    positive("params", m.params);
    positive("layers", m.layers);
    positive("hidden", m.hidden);
    positive("heads", m.heads);
    positive("kv-heads", m.kvHeads);
    positive("ffn-hidden", m.ffnHidden);
    positive("head-dim", m.headDim);
    positive("experts", m.experts);
    positive("experts-per-token", m.expertsPerToken);
    positive("shared-experts", m.sharedExperts);
    positive("expert-ffn", m.expertFfn);
    positive("dense-layers", m.denseLayers);
    positive("q-lora-rank", m.qLoraRank);
    positive("kv-lora-rank", m.kvLoraRank);
    positive("rope-head-dim", m.ropeHeadDim);
    positive("value-head-dim", m.valueHeadDim);
    o["tied-embeddings"] = m.tiedEmbeddings;
    positive("positions", m.positions);
    if (m.linearBiases) o["linear-biases"] = true;
    if (m.pooler) o["pooler"] = true;
    if (!m.name.empty()) o["model-name"] = m.name;
    if (m.preset.empty()) {
        o["model-family"] = modelFamilyName(m.family);
        o["dropout"] = m.dropout;
    }
    positive("vocab", m.vocab);
    positive("seq-len", m.seqLen);
    o["mlp"] = m.gatedMlp ? "swiglu" : "gelu"; // also for presets that set it, and custom models
    positive("image-size", m.imageSize);
    positive("channels", m.channels);
    if (m.bytesPerSampleGiven) o["bytes-per-sample"] = m.bytesPerSampleOnDisk;
    positive("tokens", p.tokens);
    positive("samples", p.samples);
    positive("dataset-bytes", p.datasetBytes);
    o["epochs"] = p.epochs;
    o["gpu"] = p.gpu;
    o["gpus"] = p.gpus;
    positive("gpus-per-node", p.gpusPerNode);
    if (!p.nodeTemplate.empty()) o["node"] = p.nodeTemplate;
    positive("nics-per-node", p.nicsPerNode);
    o["inter-node"] = p.interNode;
    o["storage"] = p.storage;
    o["storage-units"] = p.storageUnits;
    positive("tp", p.par.tp);
    positive("pp", p.par.pp);
    positive("dp", p.par.dp);
    positive("cp", p.par.cp);
    positive("vp", p.par.vp);
    positive("ep", p.par.ep);
    positive("shard-group", p.par.shardGroup);
    if (!p.demand.empty()) o["demand"] = p.demand;
    positive("capacity-factor", p.par.capacityFactor);
    if (p.par.zero >= 0) o["zero"] = p.par.zero;
    if (p.par.sequenceParallel == 1) o["sequence-parallel"] = true;
    positive("micro-batch", p.par.microBatch);
    positive("global-batch", p.par.globalBatch);
    o["recompute"] = recomputeName(p.par.recompute);
    if (p.par.attention != AttentionKernel::Auto)
        o["attention"] = p.par.attention == AttentionKernel::Flash ? "flash" : "unfused";
    if (!p.framework.empty()) o["framework"] = p.framework;
    o["precision"] = precisionName(p.precision);
    o["lora-rank"] = p.loraRank;
    if (p.trial.gpus > 0) {
        o["trial-gpus"] = p.trial.gpus;
        o["trial-tokens-per-s-per-gpu"] = p.trial.tokensPerSecPerGpu;
        if (p.trial.peakMemoryGiB > 0) o["trial-peak-memory-gib"] = p.trial.peakMemoryGiB;
        if (!p.trial.gpu.empty()) o["trial-gpu"] = p.trial.gpu;
        if (!p.trial.framework.empty()) o["trial-framework"] = p.trial.framework;
    }
    o["pricing"] = pricingName(p.pricing);
    o["currency"] = currencyName(p.currency);
    positive("budget", p.budget);
    positive("deadline-days", p.deadlineDays);
    positive("exchange-rate", p.cnyPerUsd);
    o["experiment-allowance"] = p.experimentAllowance;
    if (p.checkpointIntervalHours >= 0) o["checkpoint-interval-h"] = p.checkpointIntervalHours;
    o["amortization-months"] = p.amortizationMonths;
    if (p.utilization != 1) o["utilization"] = p.utilization;
    if (p.oversubscription != 1) o["oversubscription"] = p.oversubscription;
    positive("rack-power-kw", p.rackPowerKW);
    return o;
}

} // namespace

std::string planToFlatJson(const Plan &plan)
{
    return planObject(plan).dump();
}

std::string writeProject(const Project &project)
{
    ordered_json doc;
    doc["format"] = kProjectFormat;
    ordered_json info = ordered_json::object();
    const ProjectInfo &i = project.info;
    for (const auto &[key, value] :
         {std::pair{"name", &i.name}, std::pair{"customer", &i.customer},
          std::pair{"prepared_by", &i.preparedBy}, std::pair{"date", &i.date},
          std::pair{"notes", &i.notes}, std::pair{"logo", &i.logo}, std::pair{"market", &i.market}})
        if (!value->empty()) info[key] = *value;
    doc["project"] = std::move(info);
    ordered_json scenarios = ordered_json::array();
    for (const Scenario &sc : project.scenarios) {
        ordered_json o;
        o["name"] = sc.name;
        o["plan"] = planObject(sc.plan);
        if (!sc.plan.topology.empty() || !sc.plan.topology.switches.empty())
            o["topology"] = ordered_json::parse(topologyToJson(sc.plan.topology));
        scenarios.push_back(std::move(o));
    }
    doc["scenarios"] = std::move(scenarios);
    doc["active_scenario"] = project.active;
    // Invalid UTF-8 typed into a field is replaced, never a throw or a file that will not read.
    return doc.dump(1, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

} // namespace cp
