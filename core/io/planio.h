// SPDX-License-Identifier: GPL-3.0-or-later
// Reading plans (flat flag objects, project files) and writing results as JSON. Errors are
// values naming the field; no exception leaves this module.
// Each reader and writer has its own file in io/; this header gathers them.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include "io/batchline.h"
#include "io/catalogjson.h"
#include "io/jsonwriter.h"
#include "io/planflags.h"
#include "io/projectreader.h"
#include "io/resultjson.h"
#include "io/topologyjson.h"

#include <optional>
#include <string>
#include <vector>
