// SPDX-License-Identifier: GPL-3.0-or-later
// Writing the catalog as JSON: every accelerator with its peaks and markets, the fabrics,
// storage tiers, nodes, models, training stacks and price lists.
#include "io/catalogjson.h"

#include <nlohmann/json.hpp>

namespace cp {

using nlohmann::json;

std::string catalogToJson(const Catalog &c)
{
    json doc;
    doc["format"] = 1;
    json &acc = doc["accelerators"] = json::array();
    for (const Accelerator &a : c.accelerators) {
        json peaks;
        auto put = [&](const char *k, const std::optional<double> &v) {
            peaks[k] = v ? json(*v) : json(nullptr);
        };
        put("fp32", a.peakTflopsFp32);
        put("tf32", a.peakTflopsTf32);
        put("fp16", a.peakTflopsFp16);
        put("bf16", a.peakTflopsBf16);
        put("fp8", a.peakTflopsFp8);
        // Availability in every market, with the rule, its date and source where one applies.
        json markets = json::object();
        for (const char *m : kMarkets) {
            json entry = {{"availability", availabilityName(a.availabilityIn(m))}};
            if (const MarketRule *rule = a.marketRule(m)) {
                entry["rule"] = rule->rule;
                entry["date"] = rule->date;
                entry["source"] = rule->source;
            }
            markets[m] = std::move(entry);
        }
        acc.push_back({{"id", a.id},
                       {"name", a.name},
                       {"vendor", a.vendor},
                       {"form_factor", a.formFactor},
                       {"memory_bytes", a.memory.value()},
                       {"usable_memory_bytes", a.usableMemory.value()},
                       {"memory_bandwidth_bytes_per_s", a.memoryBandwidth.value()},
                       {"peak_tflops", peaks},
                       {"tdp_w", a.tdp.value()},
                       {"gemm_efficiency", a.gemmEfficiency},
                       {"default_fabric", a.defaultFabric},
                       {"efficiency_basis", a.efficiencyFitted ? "fitted" : "planning"},
                       {"attention_efficiency", a.attentionEfficiency},
                       {"attention_efficiency_fa3",
                        a.attentionEfficiencyFa3 ? json(*a.attentionEfficiencyFa3) : json(nullptr)},
                       {"power_limit_w",
                        a.powerLimit.value() > 0 ? json(a.powerLimit.value()) : json(nullptr)},
                       {"markets", markets},
                       {"source", a.source}});
    }
    json &fab = doc["fabrics"] = json::array();
    for (const Fabric &f : c.fabrics)
        fab.push_back({{"id", f.id},
                       {"name", f.name},
                       {"rate_Gbps", toGbps(f.rate)},
                       {"rdma", f.rdma},
                       {"link_power_W",
                        {{"in_rack", f.linkPower[0]},
                         {"in_row", f.linkPower[1]},
                         {"between_rows", f.linkPower[2]}}},
                       {"source", f.source}});
    json &sw = doc["switches"] = json::array();
    for (const SwitchModel &s : c.switches)
        sw.push_back({{"id", s.id},
                      {"name", s.name},
                      {"fabrics", s.fabrics},
                      {"ports", s.ports},
                      {"port_Gbps", s.portGbps},
                      {"rack_units", s.rackUnits},
                      {"power_W", s.power.value()},
                      {"source", s.source}});
    json &st = doc["storage"] = json::array();
    for (const StorageTier &s : c.storageTiers)
        st.push_back({{"id", s.id},
                      {"name", s.name},
                      {"read_bytes_per_s", s.read.value()},
                      {"scope", s.perNode ? "per-node" : "shared"},
                      {"source", s.source}});
    json &nodes = doc["nodes"] = json::array();
    for (const NodeTemplate &n : c.nodes)
        nodes.push_back(
            {{"id", n.id}, {"name", n.name}, {"gpus", n.gpus}, {"cpu_cores", n.cpuCores}});
    json &models = doc["models"] = json::array();
    for (const ModelPreset &m : c.models)
        models.push_back({{"id", m.id}, {"name", m.name}, {"source", m.source}});
    json &frameworks = doc["frameworks"] = json::array();
    for (const Framework &f : c.frameworks) {
        frameworks.push_back({{"id", f.id},
                              {"name", f.name},
                              {"elementwise_traffic", f.elementwiseTraffic},
                              {"launch_overhead_us", f.launchOverhead * 1e6},
                              {"tp_overlap", f.tpOverlap},
                              {"shard_overlap", f.shardOverlap},
                              {"attention_efficiency", f.attentionEfficiency},
                              {"hopper_attention", f.hopperAttention},
                              {"fp8_cast_bytes", f.fp8CastBytes},
                              {"fp8_all_gather", f.fp8AllGather},
                              {"sequence_parallel", f.defaultSequenceParallel},
                              {"selective_keep", f.selectiveKeep},
                              {"recompute_norms", f.recomputeNorms},
                              {"recompute_moe_activation", f.recomputeMoeActivation},
                              {"recompute_mla_up_projection", f.recomputeMlaUpProjection},
                              {"dual_pipe", f.dualPipe},
                              {"fp8_expert_activation_inputs", f.fp8ExpertActivationInputs},
                              {"logit_bytes", f.logitBytes},
                              {"vocab_parallel_logit_bytes", f.vocabParallelLogitBytes},
                              {"gather_limit_params", f.gatherLimitParams},
                              {"reduce_bucket_params", f.reduceBucketParams},
                              {"reduce_grad_bytes", f.reduceGradBytes},
                              {"shard_collective_efficiency", f.shardCollectiveEfficiency},
                              {"pipeline_efficiency", f.pipelineEfficiency},
                              {"grad_bucket_params", f.gradBucketParams},
                              {"grad_bucket_params_per_rank", f.gradBucketParamsPerRank},
                              {"model_parallel_unfused_attention", f.modelParallelUnfusedAttention},
                              {"stages_by_parameters", f.stagesByParameters},
                              {"source", f.source}});
        if (!f.portOf.empty()) {
            frameworks.back()["port_of"] = f.portOf;
            frameworks.back()["vendor"] = f.vendor;
        }
    }
    json &prices = doc["prices"] = json::array();
    for (const PriceList &p : c.priceLists) {
        // Every amount with its likely range, its basis and its source (docs/prices.md).
        json figures = json::array();
        for (const PriceList::Figure &f : p.figures())
            figures.push_back({{"figure", f.name},
                               {"value", f.value},
                               {"low", f.low},
                               {"high", f.high},
                               {"basis", f.assumed ? "assumed" : "sourced"},
                               {"source", f.source}});
        prices.push_back({{"id", p.id},
                          {"name", p.name},
                          {"currency", currencyName(p.currency)},
                          {"date", p.date},
                          {"source", p.source},
                          {"notes", p.notes},
                          {"figures", figures}});
    }
    doc["exchange_rate"] = {{"CNY_per_USD", c.cnyPerUsd}, {"date", c.exchangeRateDate}};
    return doc.dump(2);
}

} // namespace cp
