// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of clusterplanner-cli share: failing with a message on stderr and exit
// status 2, and reading an input file.
#include "cli.h"

#include "io/modelconfig.h"
#include "io/safefile.h"
#include "report/translation.h"

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
