// Strict JSON reading shared by the readers of outside files (projects, topologies, catalogs,
// published runs): nesting bounded, errors in the reader's words with line and column.
#pragma once

#include "result.h"

#include <nlohmann/json_fwd.hpp>

#include <exception>
#include <optional>
#include <string>

namespace cp::detail {

/// Refuses nesting deeper than 64 levels before any parser or destructor recurses into it.
std::optional<PlanError> checkNesting(const std::string &text, const char *what);
/// "is not valid JSON (line 3, column 14)": where a syntax error is, in the reader's
/// language, never the parser's own tagged English ("[json.exception.parse_error.101]").
std::string jsonSyntaxError(const std::string &text, std::size_t byte);
/// The same for what a value could not be read as ("number overflow parsing '1e999'"),
/// without the parser's tag.
std::string jsonReadError(const std::exception &e);
/// Parses JSON text; a syntax error names `what` and the position.
std::optional<PlanError> parseJson(const std::string &text, nlohmann::json &out, const char *what);

} // namespace cp::detail
