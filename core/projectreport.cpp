// evaluateProject: every scenario evaluated and worded once, the recommendation, and the
// active scenario's fits, owned-plus-cloud split, acceptance trial and drawing; see
// projectreport.h.
#include "projectreport.h"

#include "analysis.h"
#include "planner.h"
#include "translation.h"

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

/// The active scenario unless a finding speaks against it; then the cheapest scenario none
/// speaks against, its total in US dollars at the plan's (or the catalog's) rate.
int recommendedScenario(const Project &project, const Catalog &catalog,
                        const std::vector<ScenarioReport> &scenarios)
{
    int best = -1;
    double bestCost = 0;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const ScenarioReport &s = scenarios[i];
        if (s.error || s.against) continue;
        if (s.active) return int(i);
        const Plan &plan = project.scenarios[i].plan;
        const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
        const double usd = s.result.currency == Currency::CNY && rate > 0
                               ? s.result.costTotal / rate
                               : s.result.costTotal;
        if (best < 0 || usd < bestCost) best = int(i), bestCost = usd;
    }
    return best;
}

} // namespace

ProjectReport evaluateProject(const Project &project, const Catalog &catalog,
                              const QString &language)
{
    ScopedLanguage scoped(language);
    ProjectReport out;
    out.language = language;
    out.active = project.active;
    for (std::size_t i = 0; i < project.scenarios.size(); ++i) {
        const Plan &plan = project.scenarios[i].plan;
        ScenarioReport s;
        s.name = nameOf(project.scenarios[i], int(i));
        s.active = int(i) == project.active;
        s.error = billOfMaterials(plan, catalog, s.result, s.bom);
        if (!s.error) {
            s.report = makeReport(plan, catalog, s.result, s.bom);
            for (const ReportFinding &f : s.report.findings)
                if (speaksAgainst(f.finding)) {
                    s.against = f;
                    break;
                }
        }
        out.scenarios.push_back(std::move(s));
    }
    out.recommended = recommendedScenario(project, catalog, out.scenarios);

    const Plan &plan = project.plan();
    const ScenarioReport &active = out.described();
    out.topologyDrawn = !plan.topology.empty();
    if (out.topologyDrawn)
        out.topology = plan.topology;
    else if (standardTopology(plan, catalog, out.topology))
        out.topology = {};
    if (active.error) return out;

    out.fits = memoryFitByAccelerator(plan, catalog);
    out.throughputInSamples = throughputInSamples(plan, active.result);
    AcceptanceTrial trial;
    if (!acceptanceTrial(plan, catalog, active.result, trial)
        && trial.gpus < active.result.cluster.gpus)
        out.trial = trial;
    if (!plan.demand.empty()) {
        PricingOverTime hybrid;
        if (auto e = planHybrid(plan, catalog, hybrid)) {
            out.hybridError = e;
        } else {
            out.cheapest = cheapestWay(hybrid);
            out.hybrid = std::move(hybrid);
        }
    }
    return out;
}

} // namespace cp
