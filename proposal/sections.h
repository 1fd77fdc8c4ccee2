// SPDX-License-Identifier: GPL-3.0-or-later
// The sections of the proposal, in the order writeProposal lays them out:
// sections_overview.cpp holds the cover, the executive summary, the workload and the figures;
// sections_detail.cpp the bill of materials, the scenarios compared, the findings, the
// delivery plan with its acceptance checks, and the assumptions with the disclaimer.
#pragma once

#include "layout.h"
#include "proposal.h"
#include "proposaldata.h"

namespace cp::proposal {

void cover(Layout &l, const Data &d, ProposalReport *report);
void summary(Layout &l, const Data &d);
/// The one-page summary: title, recommendation, key figures, risks, layout and cost by
/// category, for the customer to keep beside the full proposal.
void onePageSummary(Layout &l, const Data &d);
void workload(Layout &l, const Data &d);
void figures(Layout &l, const Data &d);
/// A scenario planned against a monthly demand: what to own, what to rent, what it saves
/// (sections_hybrid.cpp); nothing for a plan without one.
void hybridSection(Layout &l, const Data &d);
void billOfMaterials(Layout &l, const Data &d);
/// Every scenario side by side, in tables of at most four scenario columns so that each
/// column stays readable on A4 and Letter, then the time and cost of all of them in one chart.
void alternativesSection(Layout &l, const Data &d);
void findingsSection(Layout &l, const Data &d);
void delivery(Layout &l, const Data &d);
void assumptions(Layout &l, const Data &d);

} // namespace cp::proposal
