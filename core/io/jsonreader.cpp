// SPDX-License-Identifier: GPL-3.0-or-later
// Strict JSON reading: nesting checked before any parser recurses, syntax errors by line and
// column, read errors without the parser's tag.
#include "io/jsonreader.h"

#include "report/errortext.h"
#include "io/projectreader.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace cp::detail {

using nlohmann::json;

namespace {
constexpr int kMaxDepth = 64;
} // namespace

/// Nesting depth of arrays and objects, outside strings, up to the first excess: a file of
/// a million '[' is refused before a parser or a destructor recurses into it.
std::optional<PlanError> checkNesting(const std::string &text, const char *what)
{
    int depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxDepth)
                return PlanError{what, ErrorTr::tr("is nested deeper than %1 levels (at byte %2)")
                                           .arg(kMaxDepth)
                                           .arg(qulonglong(i))
                                           .toStdString()};
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::nullopt;
}

std::string controlCharacterError(const std::string &text)
{
    const auto c = forbiddenCharacter(text);
    if (!c) return {};
    return errorTr(QT_TRANSLATE_NOOP("Errors", "contains the control character U+%1, which would "
                                               "cut or reorder the text"))
        .arg(QString::number(uint(*c), 16).toUpper().rightJustified(4, QLatin1Char('0')))
        .toStdString();
}

std::string jsonSyntaxError(const std::string &text, std::size_t byte)
{
    // nlohmann counts bytes from 1, past the offending character.
    const std::size_t at = std::min(text.size(), byte > 0 ? byte - 1 : 0);
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return errorTr(QT_TRANSLATE_NOOP("Errors", "is not valid JSON (line %1, column %2)"))
        .arg(qulonglong(line))
        .arg(qulonglong(column))
        .toStdString();
}

std::string jsonReadError(const std::exception &e)
{
    std::string msg = e.what();
    const auto p = msg.find("] ");
    return errorTr(QT_TRANSLATE_NOOP("Errors", "could not be read: %1"))
        .arg(QString::fromStdString(p == std::string::npos ? msg : msg.substr(p + 2)))
        .toStdString();
}

std::optional<PlanError> parseJson(const std::string &text, nlohmann::json &out, const char *what)
{
    if (auto e = checkNesting(text, what)) return e;
    try {
        out = json::parse(text);
    } catch (const json::parse_error &e) {
        return PlanError{what, detail::jsonSyntaxError(text, e.byte)};
    } catch (const std::exception &e) {
        return PlanError{what, detail::jsonReadError(e)};
    }
    return std::nullopt;
}

} // namespace cp::detail
