// SPDX-License-Identifier: GPL-3.0-or-later
// deploy: the launch kit of one plan (core's export/launchkit.h) written into a new or empty
// folder: a SLURM batch script, a torchrun launch script, the stack's configuration, a
// Kubeflow PyTorchJob, a trial run and a README, with the layout the estimate prints.
#include "cli.h"

#include "engine/planner.h"
#include "export/launchkit.h"

#include <cstdio>

namespace cp::cli {

int runDeploy(const Args &a, const Plan &plan, const Catalog &catalog)
{
    if (a.out.empty()) return fail(Tr::tr("--out: the folder to write the kit into is required"));
    Result r;
    if (auto e = evaluate(plan, catalog, r)) return fail(*e);
    // A job that cannot start is no kit: the reason, as the estimate words it.
    if (!r.fits)
        return fail(Tr::tr("the plan does not fit in the GPUs' memory (%1 GiB needed per GPU, %2 "
                           "GiB there): change the layout or the GPUs first")
                        .arg(r.memoryPerGpu.value() / (1024.0 * 1024 * 1024), 0, 'f', 1)
                        .arg(r.capacity.value() / (1024.0 * 1024 * 1024), 0, 'f', 1));
    LaunchLayout layout;
    if (auto e = launchLayout(plan, catalog, r, layout)) return fail(*e);
    const std::string name = (plan.model.preset.empty() ? std::string("model") : plan.model.preset)
                             + '-' + workloadName(plan.workload);
    const QString out = QString::fromStdString(a.out);
    if (auto e = writeLaunchKit(out, makeLaunchKit(plan, catalog, r, name)))
        return fail(QStringLiteral("--out: %1").arg(*e));
    std::printf("%s\n",
                Tr::tr("%1: launch kit for %n node(s) x %2 GPUs (TP %3, PP %4, DP %5, CP %6)",
                       nullptr, layout.nodes)
                    .arg(out)
                    .arg(layout.gpusPerNode)
                    .arg(layout.par.tp)
                    .arg(layout.par.pp)
                    .arg(layout.par.dp)
                    .arg(layout.par.cp)
                    .toUtf8()
                    .constData());
    return 0;
}

} // namespace cp::cli
