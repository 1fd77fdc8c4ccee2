// SPDX-License-Identifier: GPL-3.0-or-later
// The command line of clusterplanner-cli: its options read into Args (plan flags kept for
// the plan readers, each command's own options checked here). Its help is in help.cpp.
#include "cli.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace cp::cli {

std::optional<QString> parseArgs(int argc, char **argv, Args &a)
{
    if (argc < 2)
        return Tr::tr("missing command (one of: %1); see --help").arg(commandList());
    a.command = argv[1];
    const auto &known = planFlagNames();
    for (int i = 2; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg.rfind("--", 0) != 0)
            return Tr::tr("unexpected argument '%1'").arg(QString::fromLocal8Bit(argv[i]));
        std::string name = arg.substr(2), value;
        bool hasValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            hasValue = true;
        }
        const bool isPlanFlag = std::find(known.begin(), known.end(), name) != known.end();
        const bool isProposal
            = (a.command == "proposal"
               && (name == "out" || name == "customer" || name == "view" || name == "page"))
              || (a.command == "bom" && (name == "out" || name == "view"))
              || ((a.command == "design" || a.command == "deploy") && name == "out");
        const bool isRecommend
            = a.command == "recommend"
              && (name == "allowed-gpus" || name == "max-gpus" || name == "max-nodes"
                  || name == "rack-power-kw" || name == "market");
        const bool isValidate = a.command == "validate" && (name == "data" || name == "rows");
        const bool isPricing = a.command == "pricing"
                               && (name == "months" || name == "utilization" || name == "demand"
                                   || name == "pricing");
        if (a.command == "validate" && !isValidate && name != "format" && name != "catalog"
            && name != "lang")
            return Tr::tr("validate takes --data FILE, --format, --rows and --catalog only "
                          "(got '--%1')")
                .arg(QString::fromStdString(name));
        if (name == "rows" && isValidate) {
            a.rows = true;
            continue;
        }
        if (name == "summary" && a.command == "proposal" && !hasValue) {
            a.summary = true;
            continue;
        }
        const bool isOwn = isValidate || name == "plan" || name == "scenario" || name == "batch"
                           || name == "model-config" || name == "cluster-from" || name == "format"
                           || name == "catalog" || isProposal || isRecommend || isPricing;
        if (!isPlanFlag && !isOwn)
            return Tr::tr("unknown option '--%1'").arg(QString::fromStdString(name));
        if (isSwitchFlag(name) && !hasValue) {
            // A switch takes an optional true/false word.
            if (i + 1 < argc
                && (std::string(argv[i + 1]) == "true" || std::string(argv[i + 1]) == "false"))
                value = argv[++i];
            a.planFlags.push_back({name, value.empty() ? "true" : value, true});
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= argc || std::string(argv[i + 1]).rfind("--", 0) == 0)
                return Tr::tr("option '--%1' needs a value").arg(QString::fromStdString(name));
            value = argv[++i];
        }
        if (isPricing) {
            if (name == "months")
                a.months = value;
            else if (name == "utilization")
                a.utilization = value;
            else if (name == "demand")
                a.demand = value;
            else
                for (std::size_t start = 0; start <= value.size();) {
                    const std::size_t comma = value.find(',', start);
                    a.pricingModes.push_back(value.substr(
                        start, comma == std::string::npos ? std::string::npos : comma - start));
                    if (comma == std::string::npos) break;
                    start = comma + 1;
                }
        } else if (name == "allowed-gpus") {
            a.allowedGpus.clear();
            std::size_t start = 0;
            while (start <= value.size()) {
                const std::size_t comma = value.find(',', start);
                const std::string id = value.substr(
                    start, comma == std::string::npos ? std::string::npos : comma - start);
                if (!id.empty()) a.allowedGpus.push_back(id);
                if (comma == std::string::npos) break;
                start = comma + 1;
            }
            if (a.allowedGpus.empty())
                return Tr::tr("--allowed-gpus: give accelerator ids separated by commas");
        } else if (name == "max-gpus" || name == "max-nodes") {
            char *end = nullptr;
            const long v = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end || v < 1 || v > 100000)
                return name == "max-gpus"
                           ? Tr::tr("--max-gpus: '%1' is not a whole number from 1 to 100000")
                                 .arg(QString::fromStdString(value))
                           : Tr::tr("--max-nodes: '%1' is not a whole number from 1 to 100000")
                                 .arg(QString::fromStdString(value));
            (name == "max-gpus" ? a.maxGpus : a.maxNodes) = int(v);
        } else if (name == "market") {
            if (!isKnownMarket(value))
                return Tr::tr("--market: '%1' is not one of: global, mainland-china")
                    .arg(QString::fromStdString(value));
            a.market = value;
        } else if (name == "rack-power-kw" && isRecommend) {
            // The recommender leaves out nodes above it; the plan's racks are filled to it.
            const std::optional<double> v = decimalNumber(value);
            if (!v || !(*v >= 0.1 && *v <= 1000))
                return Tr::tr("--rack-power-kw: '%1' is not a power from 0.1 to 1000 kW")
                    .arg(QString::fromStdString(value));
            a.rackPowerKW = *v;
            a.planFlags.push_back({name, value, false});
        } else if (name == "out")
            a.out = value;
        else if (name == "customer")
            a.customer = value;
        else if (name == "view") {
            if (value != "customer" && value != "internal")
                return Tr::tr("--view: '%1' is not one of: customer, internal")
                    .arg(QString::fromStdString(value));
            a.view = value;
        } else if (name == "page") {
            if (value != "a4" && value != "letter")
                return Tr::tr("--page: '%1' is not one of: a4, letter")
                    .arg(QString::fromStdString(value));
            a.page = value;
        } else if (name == "plan")
            a.planFile = value;
        else if (name == "scenario")
            a.scenario = value;
        else if (name == "batch")
            a.batchFile = value;
        else if (name == "model-config")
            a.modelConfig = value;
        else if (name == "cluster-from")
            a.clusterFrom = value;
        else if (name == "catalog")
            a.catalogs.push_back(value);
        else if (name == "data")
            a.dataFile = value;
        else if (name == "format") {
            if (value != "json" && value != "text")
                return Tr::tr("--format: '%1' is not one of: json, text")
                    .arg(QString::fromStdString(value));
            a.format = value;
        } else {
            a.planFlags.push_back({name, value, false});
        }
    }
    return std::nullopt;
}

} // namespace cp::cli
