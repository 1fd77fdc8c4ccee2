// SPDX-License-Identifier: GPL-3.0-or-later
// The order a plan's flag values are applied in (the preset first), each read by the strict
// Value of jsonreader.h. Shared by the plan readers in io/; not an API.
#pragma once

#include "model/catalog.h"
#include "report/errortext.h"
#include "io/jsonreader.h"
#include "model/plan.h"
#include "model/result.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp::detail {

/// Applies one named value. The model preset is applied before any dimension (see apply()).
void applyOne(Plan &p, std::string_view k, const Value &v, const Catalog &catalog);

/// Applies values with the preset first, so that explicit dimensions override it.
template<typename Get>
std::optional<PlanError> apply(Plan &plan, const std::vector<std::string> &keys, Get get,
                               const Catalog &catalog)
{
    try {
        for (const std::string &k : keys)
            if (k == "workload") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k == "model") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k != "workload" && k != "model") applyOne(plan, k, get(k), catalog);
        // An accelerator named without a fabric runs on the fabric its servers ship with.
        const bool gpuNamed = std::find(keys.begin(), keys.end(), "gpu") != keys.end();
        if (gpuNamed && !plan.interNodeGiven.given)
            if (const Accelerator *a = catalog.accelerator(plan.gpu); a && !a->defaultFabric.empty())
                plan.interNode = a->defaultFabric;
        // A trial is its GPU count and its measured throughput together.
        const TrialRun &t = plan.trial;
        if (t.gpus > 0 && !(t.tokensPerSecPerGpu > 0))
            throw Err{"trial-tokens-per-s-per-gpu",
                      ErrorTr::tr("give the trial's measured tokens/s per GPU with --trial-gpus")
                          .toStdString()};
        if ((t.tokensPerSecPerGpu > 0 || t.peakMemoryGiB > 0 || !t.gpu.empty()
             || !t.framework.empty())
            && t.gpus <= 0)
            throw Err{"trial-gpus",
                      ErrorTr::tr("give the trial's GPU count with its measurements").toStdString()};
    } catch (const Err &e) {
        return PlanError{e.field, e.message};
    }
    return std::nullopt;
}

} // namespace cp::detail
