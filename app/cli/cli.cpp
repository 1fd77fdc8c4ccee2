// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of clusterplanner-cli share: failing with a message on stderr and exit
// status 2, and reading an input file.
#include "cli.h"

#include "io/clusterlisting.h"
#include "io/modelconfig.h"
#include "io/safefile.h"
#include "report/translation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cp::cli {

constexpr int kUsageError = 2;

QString flagError(const PlanError &e)
{
    return Tr::tr("--%1: %2", "a flag, what is wrong with its value")
        .arg(QString::fromStdString(e.field), QString::fromStdString(e.message));
}

QString fileError(const char *flag, const std::string &path, const PlanError &e)
{
    return Tr::tr("--%1: '%2': %3: %4", "a flag, its file, the part of the file, what is wrong")
        .arg(QLatin1String(flag), QString::fromStdString(path), errorFieldText(e.field),
             QString::fromStdString(e.message));
}

int fail(const QString &message)
{
    std::fprintf(stderr, "clusterplanner-cli: %s\n", message.toUtf8().constData());
    return kUsageError;
}

int fail(const PlanError &e)
{
    return fail(flagError(e));
}

void note(const QString &message)
{
    std::fprintf(stderr, "clusterplanner-cli: %s\n", message.toUtf8().constData());
}

std::optional<double> decimalNumber(const std::string &text)
{
    double v = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<PlanError> readFile(const std::string &path, std::string &out, const char *flag)
{
    QByteArray data;
    if (auto problem = readInputFile(QString::fromStdString(path), data))
        return PlanError{flag, Tr::tr("'%1' %2", "a file's path, what is wrong with it")
                                   .arg(QString::fromStdString(path), *problem)
                                   .toStdString()};
    out.assign(data.constData(), std::size_t(data.size()));
    return std::nullopt;
}

std::optional<QString> applyModelConfig(const Args &a, Plan &plan)
{
    if (a.modelConfig.empty()) return std::nullopt;
    std::string text;
    if (auto e = readFile(a.modelConfig, text, "model-config")) return flagError(*e);
    if (auto e = readModelConfig(text, {}, plan.model))
        return fileError("model-config", a.modelConfig, *e);
    return std::nullopt;
}

std::optional<QString> applyClusterFrom(const Args &a, const Catalog &catalog, Plan &plan)
{
    if (a.clusterFrom.empty()) return std::nullopt;
    std::string text;
    if (auto e = readFile(a.clusterFrom, text, "cluster-from")) return flagError(*e);
    const auto read = readClusterListing(text, catalog);
    if (const auto *e = std::get_if<PlanError>(&read))
        return Tr::tr("--cluster-from: '%1': %2")
            .arg(QString::fromStdString(a.clusterFrom), QString::fromStdString(e->message));
    const ListedCluster &c = std::get<ListedCluster>(read);
    // As flags, before the command line's own: a --gpu given there names the part.
    std::vector<FlagValue> flags{{"gpus", std::to_string(c.nodes * c.gpusPerNode), false},
                                 {"gpus-per-node", std::to_string(c.gpusPerNode), false}};
    if (!c.gpu.empty()) flags.insert(flags.begin(), {"gpu", c.gpu, false});
    if (auto e = applyFlags(plan, flags, catalog)) return flagError(*e);
    const auto given = [&](const char *name) {
        return std::any_of(a.planFlags.begin(), a.planFlags.end(),
                           [&](const FlagValue &f) { return f.name == name; });
    };
    // What the listing does not say, said: the part taken for its GPU type, the nodes left
    // out, and the network between the nodes, which no listing names.
    const Accelerator *part = catalog.accelerator(c.gpu);
    if (c.gpuAssumed && part && !given("gpu"))
        note(Tr::tr("--cluster-from: GPU type '%1' read as %2; name another with --gpu")
                 .arg(QString::fromStdString(c.listedGpu), QString::fromStdString(part->name)));
    if (c.gpu.empty() && !given("gpu"))
        note(Tr::tr("--cluster-from: the listing names no GPU type; the plan's is kept (name it "
                    "with --gpu)"));
    if (!c.withoutGpus.empty())
        note(Tr::tr("--cluster-from: %n node(s) without GPUs left out", nullptr,
                    int(c.withoutGpus.size())));
    if (c.nvlink == 0 && !given("node"))
        note(Tr::tr("--cluster-from: the listing's GPUs are joined by PCIe, not NVLink; name "
                    "such a server with --node (clusterplanner-cli catalog lists them)"));
    if (c.nodes > 1 && !given("inter-node"))
        note(Tr::tr("--cluster-from: the listing does not say the network between the nodes; "
                    "the plan's is kept (name it with --inter-node)"));
    return std::nullopt;
}

std::optional<QString> readPlanProject(const Args &a, const Catalog &catalog, Project &project)
{
    std::string text;
    if (auto e = readFile(a.planFile, text)) return flagError(*e);
    if (auto e = readProject(text, catalog, project)) return fileError("plan", a.planFile, *e);
    if (!a.scenario.empty())
        if (auto e = selectScenario(project, a.scenario))
            return QStringLiteral("--scenario: ") + QString::fromStdString(e->message);
    if (auto e = applyModelConfig(a, project.plan())) return e;
    if (auto e = applyFlags(project.plan(), a.planFlags, catalog)) return flagError(*e);
    return std::nullopt;
}

} // namespace cp::cli
