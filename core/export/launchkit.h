// SPDX-License-Identifier: GPL-3.0-or-later
// The launch kit: the files that run a plan as the planner laid it out (docs/cli.md,
// "deploy"). A SLURM batch script and a torchrun launch script, the training stack's own
// configuration (Megatron-LM or MindSpeed arguments, a DeepSpeed ds_config.json, a
// torchtitan TOML, or the layout as environment variables for a plain PyTorch script), a
// Kubeflow PyTorchJob, a short trial run that prints what "calibrate from a trial run" takes,
// and a README.
#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct LaunchFile
{
    std::string name; // a file name in the kit's folder
    std::string text;
    bool executable = false;
};

/// What the kit's files are written from: the plan's layout as the planner resolved it.
struct LaunchLayout
{
    int nodes = 1, gpusPerNode = 1, gpus = 1;
    Parallelism par; // resolved: nothing on auto
    bool sequenceParallel = false;
    std::string framework; // the stack's catalog id
    std::string vendor;    // the accelerator's: NVIDIA, AMD, Huawei
    FabricKind fabric = FabricKind::Ethernet;
    bool rdma = false;
    bool multiNode = false;
    long long trainSteps = 0;
    long long saveInterval = 0; // steps between checkpoints; 0 = none
    /// Tokens in one sample where the throughput reads in tokens (throughputInSamples); 0
    /// where it reads in samples.
    double tokensPerSample = 0;
    /// The trial: the proposal's acceptance trial (acceptanceTrial), the fewest GPUs of
    /// whole nodes that hold the layout with its headroom, data parallel over them, with the
    /// plan's micro-batches per step.
    AcceptanceTrial trial;
    int trialGlobalBatch = 1;
};

/// The layout the kit writes; an error naming the plan key when the plan has none.
std::optional<PlanError> launchLayout(const Plan &plan, const Catalog &catalog,
                                      const Result &result, LaunchLayout &out);

/// The kit's files for `plan` as `result` lays it out in `layout` (launchLayout's), `name`
/// naming the job.
std::vector<LaunchFile> makeLaunchKit(const Plan &plan, const Result &result,
                                      const LaunchLayout &layout, const std::string &name);

/// The kit of `plan` (evaluated here) written into `dir`, as writeLaunchKit writes it; `name`
/// names the job (empty: the model and the workload). An error message when the plan cannot
/// be evaluated, does not fit in memory, has no layout a kit can state or when the folder
/// cannot take it; none on success, with the layout written in `layout` where given.
std::optional<QString> exportLaunchKit(const Plan &plan, const Catalog &catalog,
                                       const std::string &name, const QString &dir,
                                       LaunchLayout *layout = nullptr);

/// Writes `files` into `dir`, which must be new or empty (it is created); each file whole
/// or not at all. An error message naming the folder or file, none on success.
std::optional<QString> writeLaunchKit(const QString &dir, const std::vector<LaunchFile> &files);

} // namespace cp
