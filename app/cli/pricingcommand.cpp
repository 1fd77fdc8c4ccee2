// SPDX-License-Identifier: GPL-3.0-or-later
// pricing: a plan's cluster over months in each pricing mode, against a monthly demand for
// GPUs, and the owned-plus-cloud mix that costs the least (core/analysis/analysis.h).
#include "cli.h"

#include "analysis/analysis.h"
#include "engine/planner.h"
#include "report/format.h"
#include "report/translation.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace cp::cli {

namespace {

/// A number of a pricing option in [min, max]; an error naming the option otherwise. Decimal
/// only, as every number flag reads (--gpus): "0x10" once read as 16.
std::optional<QString> readNumber(const char *option, const std::string &text, double min,
                                  double max, double &out)
{
    const std::optional<double> v = decimalNumber(text);
    if (!v || *v < min || *v > max)
        return Tr::tr("--%1: '%2' is not a number from %3 to %4")
            .arg(QString::fromLatin1(option), QString::fromStdString(text.substr(0, 40)),
                 formatNumber(min, 6, currentLanguage()), formatNumber(max, 6, currentLanguage()));
    out = *v;
    return std::nullopt;
}

} // namespace

int runPricing(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty()) return fail(Tr::tr("--plan: a project file is required for pricing"));
    Project project;
    if (auto e = readPlanProject(a, catalog, project)) return fail(*e);
    Plan plan = project.plan();
    // The plan's amortization period and utilization, as the app's dock and the proposal
    // read them, unless the flags say otherwise.
    double months = std::round(plan.amortizationMonths), utilization = plan.utilization;
    if (!a.months.empty()) {
        if (auto e = readNumber("months", a.months, 1, kMaxCostMonths, months)) return fail(*e);
        if (std::floor(months) != months)
            return fail(Tr::tr("--months: '%1' is not a whole number of months")
                            .arg(QString::fromStdString(a.months)));
    }
    if (!a.utilization.empty())
        if (auto e = readNumber("utilization", a.utilization, 0, 1, utilization)) return fail(*e);
    std::vector<Pricing> modes;
    for (const std::string &name : a.pricingModes) {
        const auto mode = parsePricing(name);
        if (!mode)
            return fail(Tr::tr("--pricing: '%1' is not one of: on-demand, reserved-1y, "
                               "reserved-3y, spot, purchase")
                            .arg(QString::fromStdString(name)));
        modes.push_back(*mode);
    }
    if (modes.empty())
        modes = {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot,
                 Pricing::Purchase};
    // The excess of a hybrid is rented at the plan's pricing when that is spot, else
    // pay-as-you-go: a reservation cannot follow a month's peak.
    plan.pricing = plan.pricing == Pricing::Spot ? Pricing::Spot : Pricing::OnDemand;
    Result r;
    if (auto e = evaluate(plan, catalog, r)) return fail(*e);
    // The demand given, else the plan's own (a scenario planned as owned plus cloud).
    const std::string demandText = !a.demand.empty()       ? a.demand
                                   : !plan.demand.empty() ? plan.demand
                                                          : std::string("steady");
    std::vector<double> demand;
    if (auto e = readDemand(demandText, r.cluster.gpus, int(months), demand))
        return fail(QStringLiteral("--demand: %1").arg(QString::fromStdString(e->message)));
    PricingOverTime p;
    if (auto e = pricingOverTime(plan, catalog, utilization, demand, p)) return fail(*e);

    nlohmann::ordered_json out, curves = nlohmann::ordered_json::object(),
                                breakEven = nlohmann::ordered_json::object(),
                                breakEvenPrice = nlohmann::ordered_json::object();
    out["months"] = int(months);
    out["currency"] = currencyName(plan.currency);
    out["utilization"] = utilization;
    out["demand"] = demand;
    for (Pricing mode : modes) {
        curves[pricingName(mode)] = p.modes.curve(mode).cumulative;
        if (mode != Pricing::Purchase) {
            const auto month = p.modes.curve(mode).breakEvenMonth;
            breakEven[pricingName(mode)] = month ? nlohmann::ordered_json(*month) : nullptr;
            const auto price = p.modes.curve(mode).breakEvenPrice;
            breakEvenPrice[pricingName(mode)] = price ? nlohmann::ordered_json(*price) : nullptr;
        }
    }
    out["modes"] = curves;
    out["hybrid"] = {{"owned_gpus", p.hybrid.ownedGpus},
                     {"cloud_pricing", pricingName(p.hybrid.cloudPricing)},
                     {"cumulative", p.hybrid.cumulative}};
    out["break_even_months"] = breakEven;
    out["break_even_price"] = breakEvenPrice;
    if (a.format == "text") {
        const Currency c = plan.currency;
        const QString lang = currentLanguage();
        for (Pricing mode : modes)
            std::printf("%s\n", Tr::tr("%1: %2 over %n month(s)", nullptr, int(months))
                                    .arg(pricingModeText(mode),
                                         formatMoney(p.modes.curve(mode).cumulative.back(), c, lang))
                                    .toUtf8()
                                    .constData());
        std::printf("%s\n", Tr::tr("Owned plus cloud: %1, owning %n GPU(s) and renting the rest "
                                   "at %2",
                                   nullptr, p.hybrid.ownedGpus)
                                .arg(formatMoney(p.hybrid.cumulative.back(), c, lang),
                                     pricingModeText(p.hybrid.cloudPricing))
                                .toUtf8()
                                .constData());
        return 0;
    }
    std::printf("%s\n", out.dump().c_str());
    return 0;
}

} // namespace cp::cli
