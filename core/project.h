// A project file (.cpplan): one or more named scenarios (each a plan with its topology and
// canvas positions), and the details a proposal needs (customer, prepared by, notes). Versioned:
// every older format is migrated on reading, step by step, to the current one
// (docs/project-format.md).
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

/// The format this version writes. Files of formats 1 .. kProjectFormat are read.
inline constexpr int kProjectFormat = 5;

/// Who the plan is for and who prepared it: printed on a proposal, never evaluated.
/// The first character of `text` that a project's text fields refuse: C0 controls but line
/// breaks and tabs (NUL cut titles short), DEL, and the Unicode bidirectional controls
/// (U+202A-U+202E, U+2066-U+2069), which reordered a customer's name in the PDF.
std::optional<char32_t> forbiddenCharacter(const std::string &text);
/// `text` without those characters: what the project dialog keeps of pasted text.
std::string withoutForbiddenCharacters(const std::string &text);

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

/// Reads a project file's text. Files of an older format are migrated; `fromFormat` (when
/// given) receives the format the file was written in. Every catalog reference (model,
/// accelerator, node template, fabric, storage tier, link end) is checked here, so a file
/// that reads is one the planner can evaluate or explain. Errors name the field.
std::optional<PlanError> readProject(const std::string &text, const Catalog &catalog, Project &out,
                                     int *fromFormat = nullptr);

/// Makes the scenario `which` names active: its exact name, else its number from 1. The
/// error (field "scenario") lists the names the project has.
std::optional<PlanError> selectScenario(Project &project, const std::string &which);

/// The project as a format-kProjectFormat file: readable JSON, stable key order, numbers
/// that read back to the same double.
std::string writeProject(const Project &project);

/// The plan as a flat object of flag names (the "plan" section of a project file, and one
/// line of `estimate --batch`).
std::string planToFlatJson(const Plan &plan);

} // namespace cp
