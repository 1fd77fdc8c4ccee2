// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of clusterplanner-cli share: failing with a message on stderr and exit
// status 2, and reading an input file.
#include "cli.h"

#include "io/modelconfig.h"
#include "io/safefile.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace cp::cli {

constexpr int kUsageError = 2;

int fail(const QString &message)
{
    std::fprintf(stderr, "clusterplanner-cli: %s\n", message.toUtf8().constData());
    return kUsageError;
}

int fail(const PlanError &e)
{
    return fail(QStringLiteral("--%1: %2")
                    .arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
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
        return PlanError{flag, "'" + path + "' " + problem->toStdString()};
    out.assign(data.constData(), std::size_t(data.size()));
    return std::nullopt;
}

std::optional<QString> applyModelConfig(const Args &a, Plan &plan)
{
    if (a.modelConfig.empty()) return std::nullopt;
    std::string text;
    if (auto e = readFile(a.modelConfig, text, "model-config"))
        return QStringLiteral("--%1: %2").arg(QString::fromStdString(e->field),
                                              QString::fromStdString(e->message));
    if (auto e = readModelConfig(text, {}, plan.model))
        return QStringLiteral("--model-config: '%1': %2: %3")
            .arg(QString::fromStdString(a.modelConfig), QString::fromStdString(e->field),
                 QString::fromStdString(e->message));
    return std::nullopt;
}

std::optional<QString> readPlanProject(const Args &a, const Catalog &catalog, Project &project)
{
    std::string text;
    if (auto e = readFile(a.planFile, text))
        return QStringLiteral("--%1: %2").arg(QString::fromStdString(e->field),
                                              QString::fromStdString(e->message));
    if (auto e = readProject(text, catalog, project))
        return QStringLiteral("--plan: '%1': %2: %3")
            .arg(QString::fromStdString(a.planFile), QString::fromStdString(e->field),
                 QString::fromStdString(e->message));
    if (!a.scenario.empty())
        if (auto e = selectScenario(project, a.scenario))
            return QStringLiteral("--scenario: ") + QString::fromStdString(e->message);
    if (auto e = applyModelConfig(a, project.plan())) return e;
    if (auto e = applyFlags(project.plan(), a.planFlags, catalog))
        return QStringLiteral("--%1: %2").arg(QString::fromStdString(e->field),
                                              QString::fromStdString(e->message));
    return std::nullopt;
}

} // namespace cp::cli
