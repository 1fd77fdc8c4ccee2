// SPDX-License-Identifier: GPL-3.0-or-later
// The project as every document lays it out: each scenario evaluated and worded once, which
// of them is recommended and why not the active one, and what a proposal adds about the
// active scenario (memory on each accelerator of its cluster, its owned-plus-cloud split and
// the cheapest way of paying for it, the acceptance trial, the drawing). evaluateProject()
// decides all of it; the PDF and the CLI read it and evaluate nothing of their own
// (docs/architecture.md, "One report").
#pragma once

#include "model/analysisresult.h"
#include "model/catalog.h"
#include "model/project.h"
#include "report/report.h"
#include "model/result.h"

#include <QString>

#include <optional>
#include <vector>

namespace cp {

/// One scenario of the project, evaluated with its bill of materials and worded.
struct ScenarioReport
{
    QString name; // as printed: the user's, a bundled sample's translated, or "Scenario N"
    bool active = false;
    std::optional<PlanError> error; // the scenario cannot be evaluated: why
    Result result;
    std::vector<BomLine> bom;
    Report report;
    /// The first finding that speaks against recommending the scenario as configured: an
    /// error, a reservation or a purchase the job leaves idle (another pricing costs less),
    /// a total over the budget or a time past the deadline.
    std::optional<ReportFinding> against;
    /// Another scenario none speaks against costs less and is done sooner: the comparison's
    /// reason not to recommend this one (set by evaluateProject, over all the scenarios).
    struct Reason
    {
        QString message, suggestion;
    };
    std::optional<Reason> outdone;
    /// The reason not to recommend the scenario as configured: a finding, else another
    /// scenario that beats it on both cost and time.
    std::optional<Reason> reasonAgainst() const
    {
        if (against) return Reason{against->message, against->suggestion};
        return outdone;
    }
};

struct ProjectReport
{
    QString language;
    std::vector<ScenarioReport> scenarios; // in the project's order, never empty
    int active = 0;
    /// The scenario recommended: the active one unless a finding speaks against it or another
    /// scenario beats it on both cost and time, then the cheapest none speaks against and
    /// none beats (totals compared in US dollars); -1 when there is none.
    int recommended = -1;

    /// The published runs the estimates are calibrated on, as the proposal cites them.
    CalibrationSet calibration;
    /// Memory per GPU on each accelerator type of the active scenario's cluster.
    std::vector<AcceleratorFit> fits;
    /// The active scenario's cost month by month over its amortization period in every way
    /// of paying, at its utilization and against its demand (steady without one), with the
    /// owned-plus-cloud split and the cheapest way (planPricing): the Cloud vs. buy dock, the
    /// proposal's owned-plus-cloud section and `pricing` all lay it out. None, with
    /// pricingError, when the scenario cannot be evaluated or its GPU has no prices.
    std::optional<PricingOverTime> pricing;
    CheapestWay cheapest;
    std::optional<PlanError> pricingError;
    /// `pricing` in words: when buying pays off, and the cheapest way (pricingSummary).
    QString pricingSummary;
    /// The acceptance trial of the active scenario; none when no smaller run than the whole
    /// cluster holds the model with its layout.
    std::optional<AcceptanceTrial> trial;
    /// Whether the active scenario's throughput reads in samples/s rather than tokens/s.
    bool throughputInSamples = false;
    /// The active scenario's topology as drawn, or for a plan without one its standard
    /// layout (topologyDrawn false).
    Topology topology;
    bool topologyDrawn = false;
    /// The active scenario's total time on other GPU counts (scalingCurve), and what it was
    /// evaluated from: the next report keeps the curve while the basis stays.
    std::vector<ScalingPoint> scaling;
    std::optional<ScalingBasis> scalingBasis;

    const ScenarioReport &described() const { return scenarios[std::size_t(active)]; }
};

/// Evaluates every scenario of `project` and words the report in `language` ("en" or
/// "zh_CN"; another leaves the current translation). A scenario that cannot be evaluated is
/// reported with its error; the rest of the report still holds.
ProjectReport evaluateProject(const Project &project, const Catalog &catalog,
                              const QString &language);

/// The same, reusing what `previous` (the report of `previousProject`) evaluated: a scenario
/// whose plan has not changed keeps its result and bill of materials (worded again in
/// another language), and the active scenario's fits, trial, split and scaling curve are
/// kept while its plan is the same. An app re-evaluates one scenario per edit, not all.
ProjectReport evaluateProject(const Project &project, const Catalog &catalog,
                              const QString &language, const Project &previousProject,
                              const ProjectReport &previous);

} // namespace cp
