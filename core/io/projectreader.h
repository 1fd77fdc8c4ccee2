// SPDX-License-Identifier: GPL-3.0-or-later
// Reading project files (docs/project-format.md): bounded size and nesting, migration from every
// older format, every catalog reference checked; and the rule for a project's text fields.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <optional>
#include <string>

namespace cp {

struct Project;

/// The first character of `text` that a project's text fields refuse: C0 controls but line
/// breaks and tabs (NUL cut titles short), DEL, and the Unicode bidirectional controls
/// (U+202A-U+202E, U+2066-U+2069), which reordered a customer's name in the PDF.
std::optional<char32_t> forbiddenCharacter(const std::string &text);
/// `text` without those characters: what the project dialog keeps of pasted text.
std::string withoutForbiddenCharacters(const std::string &text);

/// Reads a project file's text. Files of an older format are migrated; `fromFormat` (when
/// given) receives the format the file was written in. Every catalog reference (model,
/// accelerator, node template, fabric, storage tier, link end) is checked here, so a file
/// that reads is one the planner can evaluate or explain. Errors name the field.
std::optional<PlanError> readProject(const std::string &text, const Catalog &catalog, Project &out,
                                     int *fromFormat = nullptr);

/// Makes the scenario `which` names active: its exact name, else its number from 1. The
/// error (field "scenario") lists the names the project has.
std::optional<PlanError> selectScenario(Project &project, const std::string &which);

/// Reads a project file's text into a plan (readProject, without the project
/// details): any format from 1 on, migrated. The active scenario, or the one `scenario`
/// names (see selectScenario).
std::optional<PlanError> applyProjectJson(Plan &plan, const std::string &jsonText,
                                          const Catalog &catalog,
                                          const std::string &scenario = {});

} // namespace cp
