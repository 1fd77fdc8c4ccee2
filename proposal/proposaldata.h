// SPDX-License-Identifier: GPL-3.0-or-later
// What every part of the proposal reads: the data it is made from (the project, its
// result and bill of materials, the scenarios compared), assembled once by writeProposal,
// and the translation context of its words. Not an API: use proposal.h.
#pragma once

#include "model/catalog.h"
#include "model/project.h"
#include "report/projectreport.h"
#include "proposal.h"
#include "report/report.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace cp::proposal {

/// The context of every word the proposal prints ("Proposal" in translations/*.ts).
class Proposal
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

/// One scenario of the project as the alternatives section compares it.
struct Alternative
{
    QString name;             // as printed: the user's name, a sample's translated, or "Scenario N"
    bool recommended = false; // see recommend(): the active one unless a warning speaks against it
    bool described = false;   // the active scenario, which the rest of the proposal describes
    std::optional<PlanError> error;
    Result result;
    Report report; // the result worded, as the rest of the proposal words the active plan's
};

struct Data
{
    /// The project, its report (evaluateProject, in the options' language) and the options;
    /// the rest points into the report or is assembled from it. (A constructor, not an
    /// aggregate of empty braces: GCC's Release build took those for uninitialised strings.)
    Data(const Project &p, const ProjectReport &pr, const Catalog &c, const ProposalOptions &o)
        : project(p), projectReport(pr), catalog(c), options(o), result(pr.described().result),
          bom(pr.described().bom), report(pr.described().report), fits(pr.fits),
          hybrid(p.plan().demand.empty() || !pr.pricing ? nullptr : &*pr.pricing),
          lang(o.language), locale(o.language)
    {}

    const Project &project;
    const ProjectReport &projectReport;
    const Catalog &catalog;
    const ProposalOptions &options;
    const Result &result;
    const std::vector<BomLine> &bom;
    const Report &report; // the result and the bill of materials worded: every figure printed
    const std::vector<AcceleratorFit> &fits;
    /// The cost over months of a plan with a demand, with its owned-plus-cloud split; null
    /// without a demand (the proposal then has no owned-plus-cloud section).
    const PricingOverTime *hybrid;
    QString lang;
    QLocale locale;
    std::vector<Alternative> alternatives; // every scenario when there are two or more
    /// Why the described (active) plan is not recommended, when a finding speaks against it:
    /// the finding's message and mitigation.
    QString notRecommended;
    /// The reason is another option that costs less and is done sooner, not a finding.
    bool outdone = false;
};

} // namespace cp::proposal
