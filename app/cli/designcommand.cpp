// SPDX-License-Identifier: GPL-3.0-or-later
// design: a project with the networks of its scenarios designed, as View > Design network
// does in the app (core's edit::layOutNetwork): the compute fabric's leaves, spines and
// cores, the storage and management networks, cabled and placed; written to a new file.
#include "cli.h"

#include "io/filewriter.h"
#include "engine/networklayout.h"
#include "io/planio.h"

#include <cstdio>

namespace cp::cli {

int runDesign(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty()) return fail(Tr::tr("--plan: a project file is required for design"));
    if (a.out.empty()) return fail(Tr::tr("--out: the project file to write is required"));
    Project project;
    if (auto e = readPlanProject(a, catalog, project)) return fail(*e);
    // The scenario --scenario names (with the plan flags on it), else every scenario.
    const std::size_t first = a.scenario.empty() ? 0 : std::size_t(project.active);
    const std::size_t last = a.scenario.empty() ? project.scenarios.size() : first + 1;
    for (std::size_t i = first; i < last; ++i)
        if (auto e = edit::layOutNetwork(project.scenarios[i].plan, catalog)) {
            const QString name = QString::fromStdString(project.scenarios[i].name);
            const QString which = name.isEmpty()
                                      ? Tr::tr("scenario %1").arg(int(i) + 1)
                                      : Tr::tr("scenario %1 (%2)").arg(int(i) + 1).arg(name);
            return fail(QStringLiteral("%1: %2: %3")
                            .arg(which, QString::fromStdString(e->field),
                                 QString::fromStdString(e->message)));
        }
    const QString out = QString::fromStdString(a.out);
    if (auto error = writeFileAtomically(out, QByteArray::fromStdString(writeProject(project))))
        return fail(QStringLiteral("--out: %1: %2").arg(out, *error));
    std::printf("%s\n", Tr::tr("%1: %n scenario(s) designed", nullptr, int(last - first))
                            .arg(out)
                            .toUtf8()
                            .constData());
    return 0;
}

} // namespace cp::cli
