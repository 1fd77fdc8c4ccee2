// SPDX-License-Identifier: GPL-3.0-or-later
// Plan edits with side effects: see planedit.h.
#include "edit/planedit.h"

namespace cp::edit {

void setAccelerator(Plan &plan, const std::string &id)
{
    plan.gpu = id;
    for (TopoNode &n : plan.topology.nodes)
        if (!n.gpu.empty()) n.gpu = id;
}

void setDataset(Plan &plan, double value, DatasetUnit unit)
{
    plan.tokens = plan.samples = plan.datasetBytes = 0;
    (unit == DatasetUnit::Tokens    ? plan.tokens
     : unit == DatasetUnit::Samples ? plan.samples
                                    : plan.datasetBytes)
        = value;
}

DatasetUnit datasetUnit(const Plan &plan)
{
    return plan.tokens > 0    ? DatasetUnit::Tokens
           : plan.samples > 0 ? DatasetUnit::Samples
                              : DatasetUnit::Bytes;
}

DatasetUnit typedDatasetUnit(const Plan &plan, DatasetUnit shown, bool typedBytes)
{
    if (typedBytes) return DatasetUnit::Bytes;
    if (shown != DatasetUnit::Bytes) return shown;
    // "500B" is a count: what the workload's model reads, tokens of text or samples.
    switch (plan.workload) {
    case Workload::Pretrain:
    case Workload::Finetune:
    case Workload::Lora:
    case Workload::Qlora:
        return plan.model.isTransformer() ? DatasetUnit::Tokens : DatasetUnit::Samples;
    default:
        return DatasetUnit::Samples;
    }
}

double datasetValue(const Plan &plan)
{
    return plan.tokens > 0 ? plan.tokens : (plan.samples > 0 ? plan.samples : plan.datasetBytes);
}

} // namespace cp::edit
