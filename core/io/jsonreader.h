// SPDX-License-Identifier: GPL-3.0-or-later
// Strict JSON reading shared by the readers of outside files (projects, topologies, catalogs,
// published runs, plan flags and --batch lines): nesting bounded, syntax errors in the
// reader's words with line and column, and one reader of values (Value) with the field's name
// in every error. Not an API.
#pragma once

#include "report/errortext.h"
#include "report/format.h"
#include "model/result.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <exception>
#include <initializer_list>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cp::detail {

using nlohmann::json;

/// Refuses nesting deeper than 64 levels before any parser or destructor recurses into it.
std::optional<PlanError> checkNesting(const std::string &text, const char *what);
/// "is not valid JSON (line 3, column 14)": where a syntax error is, in the reader's
/// language, never the parser's own tagged English ("[json.exception.parse_error.101]").
std::string jsonSyntaxError(const std::string &text, std::size_t byte);
/// The same for what a value could not be read as ("number overflow parsing '1e999'"),
/// without the parser's tag.
std::string jsonReadError(const std::exception &e);
/// Parses JSON text, its nesting bounded first (checkNesting); a syntax error names `what`
/// and the position.
std::optional<PlanError> parseJson(const std::string &text, nlohmann::json &out, const char *what);

/// A value that cannot be read: the field (a flag, a key, a path of keys) and why, in the
/// reader's language.
struct Err
{
    std::string field, message;
};

/// "contains the control character U+202E, which would cut or reorder the text" when `text`
/// holds a character no text field takes (cp::forbiddenCharacter); empty otherwise.
std::string controlCharacterError(const std::string &text);

/// What a JSON value may be: `Loose` takes a number or a switch also as text ("1T", "yes"),
/// as a plan's flags do in a --batch line or a project file; `Exact` takes only its own JSON
/// type, as the catalog does.
enum class JsonTypes { Loose, Exact };

/// One value, from the command line (text) or JSON, read strictly: the one reader of every
/// number, whole number, switch, text and choice of the files and flags the program reads.
class Value
{
public:
    Value(std::string_view name, const std::string *text, const json *j,
          JsonTypes types = JsonTypes::Loose, std::size_t maxText = 200)
        : m_name(name)
        , m_text(text)
        , m_json(j)
        , m_types(types)
        , m_maxText(maxText)
    {}

    double number(double min, double max) const
    {
        double v = 0;
        if (m_json) {
            if (m_json->is_number())
                v = m_json->get<double>();
            else if (m_json->is_string() && m_types == JsonTypes::Loose)
                v = parse(m_json->get<std::string>());
            else
                throw Err{std::string(m_name), ErrorTr::tr("must be a number").toStdString()};
        } else {
            v = parse(*m_text);
        }
        if (!std::isfinite(v))
            throw Err{std::string(m_name), ErrorTr::tr("must be a finite number").toStdString()};
        // A bound of 10^18 or more is no bound a reader needs to be told.
        if (v < min && max >= 1e18)
            throw Err{std::string(m_name),
                      errorTr(QT_TRANSLATE_NOOP("Errors", "must be at least %1 (got %2)"))
                          .arg(QString::fromStdString(fmt(min)), QString::fromStdString(fmt(v)))
                          .toStdString()};
        if (v < min || v > max)
            throw Err{std::string(m_name),
                      ErrorTr::tr("must be between %1 and %2 (got %3)")
                          .arg(QString::fromStdString(fmt(min)), QString::fromStdString(fmt(max)),
                               QString::fromStdString(fmt(v)))
                          .toStdString()};
        return v;
    }
    int integer(int min, int max) const
    {
        const double v = number(min, max);
        if (v != std::floor(v))
            throw Err{std::string(m_name), ErrorTr::tr("must be a whole number (got %1)")
                                               .arg(QString::fromStdString(fmt(v)))
                                               .toStdString()};
        return int(v);
    }
    bool boolean() const
    {
        if (m_json) {
            if (m_json->is_boolean()) return m_json->get<bool>();
            if (m_json->is_string() && m_types == JsonTypes::Loose)
                return parseBool(m_json->get<std::string>());
            throw Err{std::string(m_name), ErrorTr::tr("must be true or false").toStdString()};
        }
        return m_text->empty() ? true : parseBool(*m_text);
    }
    std::string text() const
    {
        std::string s;
        if (m_json) {
            if (!m_json->is_string())
                throw Err{std::string(m_name), errorTr(QT_TRANSLATE_NOOP("Errors", "must be a string")).toStdString()};
            s = m_json->get<std::string>();
        } else {
            s = *m_text;
        }
        if (s.size() > m_maxText)
            throw Err{std::string(m_name),
                      errorTr(QT_TRANSLATE_NOOP("Errors", "is longer than %1 characters"))
                          .arg(m_maxText)
                          .toStdString()};
        // Names and labels reach the PDF and the canvas: no NUL to cut them short, no
        // bidirectional override to reorder them.
        if (std::string e = controlCharacterError(s); !e.empty()) throw Err{std::string(m_name), e};
        return s;
    }
    template<typename E>
    E oneOf(std::initializer_list<std::pair<const char *, E>> choices) const
    {
        const std::string s = text();
        std::string names;
        for (const auto &[n, v] : choices) {
            if (s == n) return v;
            names += (names.empty() ? "" : ", ") + std::string(n);
        }
        throw Err{std::string(m_name),
                  ErrorTr::tr("'%1' is not one of: %2")
                      .arg(QString::fromStdString(s), QString::fromStdString(names))
                      .toStdString()};
    }

private:
    static std::string fmt(double v)
    {
        // As people read numbers: "1,000,000,000,000,000 × 10¹⁵" never "1e+30".
        return formatNumber(v, 6, currentLanguage()).toStdString();
    }
    double parse(const std::string &s) const
    {
        double v = 0;
        const char *b = s.data(), *e = s.data() + s.size();
        auto r = std::from_chars(b, e, v);
        if (!s.empty() && r.ec == std::errc() && r.ptr == e) return v;
        // What people type: "1T", "500B", "50亿", and for a size in bytes "2 TB".
        bool bytes = false;
        const std::optional<double> q = parseQuantity(QString::fromStdString(s), &bytes);
        if (q && (!bytes || m_name == "dataset-bytes")) return *q;
        throw Err{std::string(m_name), ErrorTr::tr("'%1' is not a number")
                                           .arg(QString::fromStdString(s.substr(0, 40)))
                                           .toStdString()};
    }
    bool parseBool(const std::string &s) const
    {
        if (s == "true" || s == "1" || s == "on" || s == "yes") return true;
        if (s == "false" || s == "0" || s == "off" || s == "no") return false;
        throw Err{std::string(m_name), ErrorTr::tr("'%1' is not true or false")
                                           .arg(QString::fromStdString(s.substr(0, 40)))
                                           .toStdString()};
    }
    std::string_view m_name; // the caller keeps the key alive
    const std::string *m_text;
    const json *m_json;
    JsonTypes m_types;
    std::size_t m_maxText;
};

/// Reads the fields of one object (a catalog entry), each through an exact Value: a field
/// given must have its JSON type, one left out takes its default or is missing.
using FieldError = Err;

class Reader
{
public:
    explicit Reader(const json &o)
        : m_o(o)
    {}

    bool has(const char *k) const { return m_o.contains(k) && !m_o.at(k).is_null(); }

    double num(const char *k, double min, double def, bool required = true) const
    {
        return given(k, required) ? value(k).number(min, 1e18) : def;
    }
    /// A count or size stored as int: a whole number no larger than 1e9 (a double of 1e17
    /// would not fit, and casting it is undefined).
    int whole(const char *k, double min, double def, bool required = true) const
    {
        return given(k, required) ? value(k).integer(int(min), 1000000000) : int(def);
    }
    /// A positive number of `o`, or none when `o` leaves it out or gives null.
    static std::optional<double> optNum(const json &o, const char *k)
    {
        if (!o.contains(k) || o.at(k).is_null()) return std::nullopt;
        const double d = Value(k, nullptr, &o.at(k), JsonTypes::Exact).number(0, 1e9);
        if (d == 0) throw Err{k, errorTr(QT_TRANSLATE_NOOP("Errors", "must be above 0")).toStdString()};
        return d;
    }
    std::string str(const char *k, bool required = true, const std::string &def = {}) const
    {
        return given(k, required) ? value(k).text() : def;
    }
    bool boolean(const char *k, bool def) const { return has(k) ? value(k).boolean() : def; }
    template<typename E>
    E oneOf(const char *k, std::initializer_list<std::pair<const char *, E>> choices,
            std::optional<E> def = std::nullopt) const
    {
        return given(k, !def) ? value(k).oneOf(choices) : *def;
    }
    /// A list of texts: ["ib-ndr-400", "roce-400"].
    std::vector<std::string> strings(const char *k) const
    {
        if (!given(k, true) || !m_o.at(k).is_array())
            throw Err{k, ErrorTr::tr("must be an array of strings").toStdString()};
        std::vector<std::string> out;
        for (const json &v : m_o.at(k))
            out.push_back(Value(k, nullptr, &v, JsonTypes::Exact, 100).text());
        return out;
    }
    /// Two numbers in order, [low, high], each at least `min`; `def` where the field is
    /// left out.
    std::array<double, 2> pair(const char *k, double min, std::array<double, 2> def) const
    {
        if (!has(k)) return def;
        const json &a = m_o.at(k);
        if (!a.is_array() || a.size() != 2)
            throw Err{k, ErrorTr::tr("must be two numbers, [low, high]").toStdString()};
        const std::array<double, 2> out{
            Value(k, nullptr, &a[0], JsonTypes::Exact).number(min, 1e18),
            Value(k, nullptr, &a[1], JsonTypes::Exact).number(min, 1e18)};
        if (out[0] > out[1]) throw Err{k, ErrorTr::tr("its low is above its high").toStdString()};
        return out;
    }
    const json &obj(const char *k) const
    {
        if (!has(k) || !m_o.at(k).is_object())
            throw FieldError{k, ErrorTr::tr("must be an object").toStdString()};
        return m_o.at(k);
    }

private:
    /// Whether the object gives `k`; a required field it leaves out is an error.
    bool given(const char *k, bool required) const
    {
        if (has(k)) return true;
        if (required) throw Err{k, ErrorTr::tr("is missing").toStdString()};
        return false;
    }
    /// Catalog texts (names, sources with their URLs) may be long; a megabyte is not a name.
    Value value(const char *k) const
    {
        return Value(k, nullptr, &m_o.at(k), JsonTypes::Exact, 4096);
    }

    const json &m_o;
};


} // namespace cp::detail
