// SPDX-License-Identifier: GPL-3.0-or-later
// The plan keys: every key a plan is given by (a command-line flag, a key of an --batch
// line, a member of a project file's plan), with its type, range, unit and help line. The
// flag, batch and project readers take their names and ranges from this table, the CLI's
// --help and shell completion print it, and tst_cli checks docs/cli.md against it.
#pragma once

#include <QString>

#include <string_view>
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
};

/// Every plan key, in the order --help and docs/cli.md list them.
const std::vector<PlanKey> &planKeys();
/// The key of that name; null for a name that is no plan key.
const PlanKey *findPlanKey(std::string_view name);
/// The key's help line and unit, and a group's name, in the current language.
QString planKeyHelp(const PlanKey &key);
QString planKeyUnit(const PlanKey &key);
QString keyGroupName(KeyGroup group);
/// What the key takes, as --help shows it: "1 to 1,024", "pretrain, finetune ...",
/// "an id from the catalog's accelerators", "true or false".
QString planKeyValues(const PlanKey &key);

} // namespace cp
