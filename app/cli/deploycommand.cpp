// SPDX-License-Identifier: GPL-3.0-or-later
// deploy: the launch kit of one plan (core's export/launchkit.h) written into a new or empty
// folder: a SLURM batch script, a torchrun launch script, the stack's configuration, a
// Kubeflow PyTorchJob, a trial run and a README, with the layout the estimate prints.
#include "cli.h"

#include "export/launchkit.h"

#include <cstdio>

namespace cp::cli {

int runDeploy(const Args &a, const Plan &plan, const Catalog &catalog)
{
    if (a.out.empty()) return fail(Tr::tr("--out: the folder to write the kit into is required"));
    const QString out = QString::fromStdString(a.out);
    LaunchLayout layout;
    if (auto e = exportLaunchKit(plan, catalog, {}, out, &layout)) return fail(*e);
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
