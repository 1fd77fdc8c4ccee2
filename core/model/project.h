// SPDX-License-Identifier: GPL-3.0-or-later
// A project file (.cpplan): one or more named scenarios (each a plan with its topology and
// canvas positions), and the details a proposal needs (customer, prepared by, notes). Versioned:
// every older format is migrated on reading, step by step, to the current one
// (docs/project-format.md). The reader and the writer are in io/.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include "io/projectreader.h"
#include "io/projectwriter.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

/// The format this version writes. Files of formats 1 .. kProjectFormat are read.
inline constexpr int kProjectFormat = 5;

/// Who the plan is for and who prepared it: printed on a proposal, never evaluated.
struct ProjectInfo
{
    std::string name;       // the project's title
    std::string customer;   // the customer's organisation
    std::string preparedBy; // the author, as printed on the cover
    std::string date;       // ISO date of the proposal (yyyy-mm-dd); empty = the day printed
    std::string notes;      // free text for the proposal
    std::string logo;       // image file for the cover, relative to the project file or absolute
    /// Where the hardware is bought or rented (kMarkets): export rules make some parts
    /// rent-only or unavailable there. The GPU lists, the recommender and the proposal
    /// follow it.
    std::string market = kDefaultMarket;
    bool operator==(const ProjectInfo &) const = default;
};

/// One option under comparison: a name ("方案 A", "Cloud, 64 x H100") and its plan.
struct Scenario
{
    std::string name; // may be empty: shown as "Scenario N"
    Plan plan;
    bool operator==(const Scenario &) const = default;
};

/// Most scenarios a project holds; names are at most 100 characters and unique.
inline constexpr std::size_t kMaxScenarios = 32;

struct Project
{
    ProjectInfo info;
    std::vector<Scenario> scenarios{Scenario{}}; // never empty
    int active = 0;                              // the scenario the canvas shows and edits
    Plan &plan() { return scenarios[std::size_t(active)].plan; }
    const Plan &plan() const { return scenarios[std::size_t(active)].plan; }
    bool operator==(const Project &) const = default;
};

/// Longest notes text accepted, in characters; other text fields are limited to 200
/// characters, the logo path to 1000.
inline constexpr std::size_t kMaxNotes = 20000;

} // namespace cp
