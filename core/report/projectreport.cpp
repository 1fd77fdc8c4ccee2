// SPDX-License-Identifier: GPL-3.0-or-later
// evaluateProject: every scenario evaluated and worded once, the recommendation, and the
// active scenario's fits, owned-plus-cloud split, acceptance trial and drawing; see
// projectreport.h.
#include "report/projectreport.h"

#include "analysis/analysis.h"
#include "engine/planner.h"
#include "report/pricingtext.h"
#include "report/translation.h"
#include "analysis/validation.h"

#include <QCoreApplication>

namespace cp {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

bool speaksAgainst(const Finding &f)
{
    return f.severity == Severity::Error || f.code == FindingCode::CommitmentUnderused
           || f.code == FindingCode::OwnershipUnderused || f.code == FindingCode::OverBudget
           || f.code == FindingCode::DeadlineMissed;
}

QString nameOf(const Scenario &s, int index)
{
    return s.name.empty() ? Tr::tr("Scenario %1").arg(index + 1)
                          : QCoreApplication::translate("Samples", s.name.c_str());
}

/// A scenario's total in US dollars, at its plan's (or the catalog's) rate: scenarios may
/// be priced in different currencies.
double totalInUsd(const Project &project, const Catalog &catalog,
                  const std::vector<ScenarioReport> &scenarios, std::size_t i)
{
    const Plan &plan = project.scenarios[i].plan;
    const Result &r = scenarios[i].result;
    const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
    return r.currency == Currency::CNY && rate > 0 ? r.costTotal / rate : r.costTotal;
}

/// Marks each scenario that another beats on both cost and time (done after the order,
/// the lead time included), neither with a finding against it: recommending it as
/// configured would recommend the worse of two options. The one it names is the cheapest
/// of those that beat it.
void markOutdone(const Project &project, const Catalog &catalog,
                 std::vector<ScenarioReport> &scenarios)
{
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        ScenarioReport &s = scenarios[i];
        s.outdone.reset();
        if (s.error || s.against) continue;
        const double cost = totalInUsd(project, catalog, scenarios, i);
        const Seconds time = doneAfterOrder(project.scenarios[i].plan, s.result);
        std::optional<std::size_t> best;
        double bestCost = 0;
        for (std::size_t j = 0; j < scenarios.size(); ++j) {
            const ScenarioReport &o = scenarios[j];
            if (j == i || o.error || o.against) continue;
            const double otherCost = totalInUsd(project, catalog, scenarios, j);
            if (otherCost < cost && doneAfterOrder(project.scenarios[j].plan, o.result) < time
                && (!best || otherCost < bestCost))
                best = j, bestCost = otherCost;
        }
        if (!best) continue;
        const ScenarioReport &o = scenarios[*best];
        ScenarioReport::Reason f;
        f.message = Tr::tr("“%1” costs less (%2 against %3) and is done sooner (%4 against %5).")
                        .arg(o.name, o.report.totalCost.value, s.report.totalCost.value,
                             o.report.totalTime.value, s.report.totalTime.value);
        f.suggestion = Tr::tr("Choose it, unless this option brings what the figures do not "
                              "show (a part already calibrated or in stock, a supplier's terms).");
        s.outdone = std::move(f);
    }
}

/// The active scenario unless a reason speaks against it; then the cheapest scenario none
/// speaks against.
int recommendedScenario(const Project &project, const Catalog &catalog,
                        const std::vector<ScenarioReport> &scenarios)
{
    int best = -1;
    double bestCost = 0;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const ScenarioReport &s = scenarios[i];
        if (s.error || s.reasonAgainst()) continue;
        if (s.active) return int(i);
        const double usd = totalInUsd(project, catalog, scenarios, i);
        if (best < 0 || usd < bestCost) best = int(i), bestCost = usd;
    }
    return best;
}

} // namespace

ProjectReport evaluateProject(const Project &project, const Catalog &catalog,
                              const QString &language)
{
    return evaluateProject(project, catalog, language, Project{}, ProjectReport{});
}

ProjectReport evaluateProject(const Project &project, const Catalog &catalog,
                              const QString &language, const Project &previousProject,
                              const ProjectReport &previous)
{
    ScopedLanguage scoped(language);
    const bool sameWords = previous.language == language;
    // A scenario evaluated before, under the same plan: its index in `previous`, or -1.
    auto evaluatedBefore = [&](const Plan &plan) {
        for (std::size_t j = 0; j < previous.scenarios.size() && j < previousProject.scenarios.size(); ++j)
            if (previousProject.scenarios[j].plan == plan
                && previousProject.info.market == project.info.market)
                return int(j);
        return -1;
    };
    ProjectReport out;
    out.calibration = builtinCalibrationSet();
    out.language = language;
    out.active = project.active;
    for (std::size_t i = 0; i < project.scenarios.size(); ++i) {
        const Plan &stored = project.scenarios[i].plan;
        // Evaluated in the project's market: a part it does not sell is a finding.
        Plan plan = stored;
        plan.market.id = project.info.market;
        ScenarioReport s;
        const int before = evaluatedBefore(stored);
        if (before >= 0) {
            const ScenarioReport &b = previous.scenarios[std::size_t(before)];
            s.error = b.error;
            s.result = b.result;
            s.bom = b.bom;
            if (sameWords) {
                s.report = b.report;
                s.against = b.against;
            }
        } else {
            s.error = billOfMaterials(plan, catalog, s.result, s.bom);
        }
        s.name = nameOf(project.scenarios[i], int(i));
        s.active = int(i) == project.active;
        if (!s.error && (before < 0 || !sameWords)) {
            s.report = makeReport(plan, catalog, s.result, s.bom);
            for (const ReportFinding &f : s.report.findings)
                if (speaksAgainst(f.finding)) {
                    s.against = f;
                    break;
                }
        }
        out.scenarios.push_back(std::move(s));
    }
    markOutdone(project, catalog, out.scenarios);
    out.recommended = recommendedScenario(project, catalog, out.scenarios);

    // The active scenario, in the project's market as every figure of it is.
    Plan plan = project.plan();
    plan.market.id = project.info.market;
    const ScenarioReport &active = out.described();
    const bool activeUnchanged
        = !previous.scenarios.empty() && previousProject.active >= 0
          && std::size_t(previousProject.active) < previousProject.scenarios.size()
          && previousProject.plan() == project.plan()
          && previousProject.info.market == project.info.market;
    if (activeUnchanged) {
        out.fits = previous.fits;
        out.pricing = previous.pricing;
        out.cheapest = previous.cheapest;
        out.pricingError = previous.pricingError;
        out.pricingSummary = sameWords && previous.pricing
                                 ? previous.pricingSummary
                                 : (previous.pricing ? cp::pricingSummary(*previous.pricing, previous.cheapest)
                                                     : QString());
        out.trial = previous.trial;
        out.throughputInSamples = previous.throughputInSamples;
        out.topology = previous.topology;
        out.topologyDrawn = previous.topologyDrawn;
        out.scaling = previous.scaling;
        out.scalingBasis = previous.scalingBasis;
        return out;
    }
    out.topologyDrawn = !plan.topology.empty();
    if (out.topologyDrawn)
        out.topology = plan.topology;
    else if (standardTopology(plan, catalog, out.topology))
        out.topology = {};
    if (active.error) {
        out.pricingError = active.error;
        return out;
    }

    // The active scenario's own result stands for its accelerator, its GPU-hours for
    // pricing's; the scaling curve is evaluated again only when what it evaluates changed.
    out.fits = memoryFitByAccelerator(plan, catalog, &active.result);
    out.throughputInSamples = throughputInSamples(plan, active.result);
    out.scalingBasis = scalingBasis(plan, active.result);
    // The market decides the switches the curve's designs take.
    out.scaling = previous.scalingBasis == out.scalingBasis
                          && previousProject.info.market == project.info.market
                      ? previous.scaling
                      : scalingCurve(*out.scalingBasis, catalog);
    AcceptanceTrial trial;
    if (!acceptanceTrial(plan, catalog, active.result, trial)
        && trial.gpus < active.result.cluster.gpus)
        out.trial = trial;
    PricingOverTime pricing;
    if (auto e = planPricing(plan, catalog, pricing, &active.result)) {
        out.pricingError = e;
    } else {
        out.cheapest = cheapestWay(pricing);
        out.pricingSummary = cp::pricingSummary(pricing, out.cheapest);
        out.pricing = std::move(pricing);
    }
    return out;
}

} // namespace cp
