// SPDX-License-Identifier: GPL-3.0-or-later
// One parser per kind of catalog entry (accelerators, fabrics, storage, nodes, prices, models,
// training stacks): a merged JSON entry to its typed value. Not an API: use catalog.h.
#pragma once

#include "model/catalog.h"
#include "io/jsonreader.h"

#include <string>

namespace cp::detail {

// Each throws FieldError naming the field that is malformed.
Accelerator parseAccelerator(const std::string &id, const json &o);
Fabric parseFabric(const std::string &id, const json &o);
SwitchModel parseSwitch(const std::string &id, const json &o);
StorageTier parseStorage(const std::string &id, const json &o);
NodeTemplate parseNode(const std::string &id, const json &o);
PriceList parsePriceList(const std::string &id, const json &o);
ModelPreset parseModel(const std::string &id, const json &o);
Framework parseFramework(const std::string &id, const json &o);

} // namespace cp::detail
