// SPDX-License-Identifier: GPL-3.0-or-later
// Edits of a plan that change more than the field named: the rules the workload panel's
// fields follow, free of any GUI, so that the app's undo steps and the tests share them.
#pragma once

#include "model/plan.h"

#include <string>

namespace cp::edit {

/// The plan's accelerator, and every drawn GPU node that names its own accelerator with it
/// (a node that names none takes the plan's already): choosing H200 for the plan makes the
/// drawn servers H200 servers.
void setAccelerator(Plan &plan, const std::string &id);

/// What a dataset is counted in (Plan::tokens, samples, datasetBytes).
enum class DatasetUnit { Tokens, Samples, Bytes };

/// The dataset as one figure in one unit: the other two are cleared, so that the plan
/// states its dataset one way (a size typed in bytes after one in tokens replaces it).
void setDataset(Plan &plan, double value, DatasetUnit unit);

/// The dataset's unit as the plan states it, as the workload panel shows it: tokens where
/// set, else samples where set, else bytes.
DatasetUnit datasetUnit(const Plan &plan);
/// The dataset's figure in that unit.
double datasetValue(const Plan &plan);
/// The unit a size typed into the dataset field is read in, the field showing `shown`: bytes
/// for a byte unit ("2 TB"); for a bare count ("500B") after a size in bytes, what the
/// workload counts (tokens for a language model's text, samples otherwise); else `shown`.
DatasetUnit typedDatasetUnit(const Plan &plan, DatasetUnit shown, bool typedBytes);

} // namespace cp::edit
