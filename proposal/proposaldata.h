// What every part of the proposal reads: the data it is made from (the project, its
// result and bill of materials, the scenarios compared), assembled once by writeProposal,
// and the translation context of its words. Not an API: use proposal.h.
#pragma once

#include "analysis.h"
#include "catalog.h"
#include "planner.h"
#include "project.h"
#include "proposal.h"
#include "report.h"

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
    /// The project, catalog and options, in the options' language; the rest is filled in
    /// as the proposal is assembled. (A constructor, not an aggregate of empty braces:
    /// GCC's Release build took those for uninitialised strings.)
    Data(const Project &p, const Catalog &c, const ProposalOptions &o)
        : project(p), catalog(c), options(o), lang(o.language), locale(o.language)
    {}

    const Project &project;
    const Catalog &catalog;
    const ProposalOptions &options;
    Result result;
    std::vector<BomLine> bom;
    Report report; // the result and the bill of materials worded: every figure printed
    std::vector<AcceleratorFit> fits;
    QString lang;
    QLocale locale;
    std::vector<Alternative> alternatives; // every scenario when there are two or more
    /// Why the described (active) plan is not recommended, when a finding speaks against it:
    /// the finding's message and mitigation.
    QString notRecommended;
    /// The owned-plus-cloud split of a plan with a demand (core's planHybrid); none without.
    std::optional<PricingOverTime> hybrid;
};

} // namespace cp::proposal
