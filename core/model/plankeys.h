// SPDX-License-Identifier: GPL-3.0-or-later
// The plan keys: every key a plan is given by (a command-line flag, a key of an --batch
// line, a member of a project file's plan), with its type, range, unit, help line and the
// plan member it sets. The flag, batch and project readers set the member from it, the
// project writer writes the member back under the key's name, the CLI's --help and shell
// completion print it, and tst_cli checks docs/cli.md against it.
#pragma once

#include "model/plan.h"

#include <QString>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cp {

enum class KeyType {
    Choice,    ///< one of the words in `values`
    Integer,   ///< a whole number in [min, max]
    Number,    ///< a number in [min, max]
    Switch,    ///< true or false (a flag alone means true)
    Text,      ///< free text, checked by its own rule (a demand, a name)
    CatalogId, ///< an id of the catalog list `values` names ("accelerator", "fabric")
};

/// The plan member a key sets: a number, a switch, a text or one of the plan's choices.
/// A Choice key's words are the names of its enum's values (workloadName() ...); a Choice
/// over a switch names false, then true ("gelu|swiglu"); a Switch over a whole number is
/// 1 for true.
using PlanMember = std::variant<std::monostate, int *, double *, bool *, std::string *, Workload *,
                                ModelFamily *, Recompute *, AttentionKernel *, Precision *,
                                Pricing *, Currency *>;

/// When a project file writes a key.
enum class Written {
    Always,        ///< in every plan: the value a reader would otherwise take may change
    IfChanged,     ///< when its member differs from a new plan's
    IfCustomModel, ///< for a model of custom dimensions (no preset)
    IfGiven,       ///< when it was given (bytes per sample: otherwise scaled from the preset)
    Never,         ///< a key of the command line only (--lang)
};

/// Where --help lists a key.
enum class KeyGroup { Model, Dataset, Hardware, Parallelism, Trial, Cost, Other };

struct PlanKey
{
    const char *name;
    KeyType type;
    double min, max;    // Integer and Number
    const char *values; // Choice: the words, '|' between; CatalogId: the catalog list
    const char *unit;   // "" where none; English, translated in context "PlanKeys"
    KeyGroup group;
    const char *help;   // one line, English, translated in context "PlanKeys"
    PlanMember (*member)(Plan &); // the member it sets; null for --lang
    Written written;
};

/// Every plan key, in the order --help and docs/cli.md list them.
const std::vector<PlanKey> &planKeys();
/// The key of that name; null for a name that is no plan key.
const PlanKey *findPlanKey(std::string_view name);
/// The key's help line and unit, and a group's name, in the current language.
QString planKeyHelp(const PlanKey &key);
QString planKeyUnit(const PlanKey &key);
QString keyGroupName(KeyGroup group);
/// The words of a Choice key, in the table's order.
std::vector<std::string> planKeyWords(const PlanKey &key);
/// The word a Choice key takes for a value of its member's enum.
inline const char *choiceWord(Workload v) { return workloadName(v); }
inline const char *choiceWord(ModelFamily v) { return modelFamilyName(v); }
inline const char *choiceWord(Recompute v) { return recomputeName(v); }
inline const char *choiceWord(AttentionKernel v) { return attentionName(v); }
inline const char *choiceWord(Precision v) { return precisionName(v); }
inline const char *choiceWord(Pricing v) { return pricingName(v); }
inline const char *choiceWord(Currency v) { return currencyName(v); }
/// What the key takes, as --help shows it: "1 to 1,024", "pretrain, finetune ...",
/// "an id from the catalog's accelerators", "true or false".
QString planKeyValues(const PlanKey &key);

} // namespace cp
