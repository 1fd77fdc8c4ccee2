// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the planner: one full evaluation of a 64-GPU plan (target: 2 us median), the
// automatic layout search, and the --batch path (parse + evaluate + write JSON).
#include "model/catalog.h"
#include "io/planio.h"
#include "engine/planner.h"

#include <benchmark/benchmark.h>

using namespace cp;

static Plan plan64(bool fixedLayout)
{
    Plan p;
    std::vector<FlagValue> f
        = {{"workload", "pretrain"}, {"model", "llama2-7b"}, {"tokens", "2e11"},
           {"gpu", "a100-80gb-sxm"}, {"gpus", "64"},         {"inter-node", "ib-hdr-200"},
           {"budget", "1e6"},        {"deadline-days", "30"}};
    if (fixedLayout) {
        for (FlagValue v : std::vector<FlagValue>{{"tp", "2"},
                                                  {"pp", "1"},
                                                  {"zero", "1"},
                                                  {"micro-batch", "2"},
                                                  {"global-batch", "1024"},
                                                  {"recompute", "selective"}})
            f.push_back(v);
    }
    if (auto e = applyFlags(p, f, builtinCatalog())) std::abort();
    return p;
}

static void BM_Evaluate64Gpu(benchmark::State &state)
{
    const Catalog &c = builtinCatalog();
    const Plan p = plan64(true);
    for (auto _ : state) {
        Result r;
        benchmark::DoNotOptimize(evaluate(p, c, r));
        benchmark::DoNotOptimize(r.totalTime);
    }
}
BENCHMARK(BM_Evaluate64Gpu);

static void BM_Evaluate64GpuAutoLayout(benchmark::State &state)
{
    const Catalog &c = builtinCatalog();
    const Plan p = plan64(false);
    for (auto _ : state) {
        Result r;
        benchmark::DoNotOptimize(evaluate(p, c, r));
    }
}
BENCHMARK(BM_Evaluate64GpuAutoLayout);

static void BM_BatchLine(benchmark::State &state)
{
    const Catalog &c = builtinCatalog();
    const std::string line
        = R"({"workload": "pretrain", "model": "llama2-7b", "tokens": 2e11, "gpu": "a100-80gb-sxm", "gpus": 64, "tp": 2, "pp": 1, "zero": 1, "micro-batch": 2, "global-batch": 1024, "recompute": "selective", "seq-len": 4096, "sequence-parallel": true})";
    for (auto _ : state) {
        Plan p;
        Result r;
        if (applyFlatJson(p, line, c) || evaluate(p, c, r)) state.SkipWithError("bad line");
        benchmark::DoNotOptimize(resultToJson(p, r));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BatchLine);

static void BM_ParseLine(benchmark::State &state)
{
    const Catalog &c = builtinCatalog();
    const std::string line
        = R"({"workload": "pretrain", "model": "llama2-7b", "tokens": 2e11, "gpu": "a100-80gb-sxm", "gpus": 64, "tp": 2, "pp": 1, "zero": 1, "micro-batch": 2, "global-batch": 1024, "recompute": "selective", "seq-len": 4096, "sequence-parallel": true})";
    for (auto _ : state) {
        Plan p;
        benchmark::DoNotOptimize(applyFlatJson(p, line, c));
    }
}
BENCHMARK(BM_ParseLine);

static void BM_WriteResult(benchmark::State &state)
{
    const Catalog &c = builtinCatalog();
    const Plan p = plan64(true);
    Result r;
    if (evaluate(p, c, r)) std::abort();
    for (auto _ : state)
        benchmark::DoNotOptimize(resultToJson(p, r));
}
BENCHMARK(BM_WriteResult);

BENCHMARK_MAIN();
