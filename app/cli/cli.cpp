// What the commands of clusterplanner-cli share: failing with a message on stderr and exit
// status 2, and reading an input file.
#include "cli.h"

#include "safefile.h"

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

std::optional<PlanError> readFile(const std::string &path, std::string &out, const char *flag)
{
    QByteArray data;
    if (auto problem = readInputFile(QString::fromStdString(path), data))
        return PlanError{flag, "'" + path + "' " + problem->toStdString()};
    out.assign(data.constData(), std::size_t(data.size()));
    return std::nullopt;
}

} // namespace cp::cli
