// The strict field reader of catalog entries: typed fields of one JSON object, each error a
// FieldError naming its field. Shared by the catalog readers in io/; not an API.
#pragma once

#include "errortext.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>

namespace cp::detail {

using nlohmann::json;

/// Thrown by the catalog's entry parsers; turned into a CatalogError at the boundary.
struct FieldError
{
    std::string field;
    std::string message;
};

/// Reads typed fields of one entry object, with the field name in every error.
class Reader
{
public:
    explicit Reader(const json &o)
        : m_o(o)
    {}

    bool has(const char *k) const { return m_o.contains(k) && !m_o.at(k).is_null(); }

    double num(const char *k, double min, double def, bool required = true) const
    {
        if (!has(k)) {
            if (required) throw FieldError{k, ErrorTr::tr("is missing").toStdString()};
            return def;
        }
        const json &v = m_o.at(k);
        if (!v.is_number()) throw FieldError{k, ErrorTr::tr("must be a number").toStdString()};
        const double d = v.get<double>();
        if (!std::isfinite(d) || d < min || d > 1e18)
            throw FieldError{k, ErrorTr::tr("is out of range (%1)")
                                    .arg(QString::fromStdString(v.dump()))
                                    .toStdString()};
        return d;
    }
    /// A count or size stored as int: a whole number no larger than 1e9 (a double of 1e17
    /// would not fit, and casting it is undefined).
    int whole(const char *k, double min, double def, bool required = true) const
    {
        const double d = num(k, min, def, required);
        if (d > 1e9 || d != std::floor(d))
            throw FieldError{k, ErrorTr::tr("must be a whole number up to 1e9 (got %1)")
                                    .arg(QString::fromStdString(m_o.at(k).dump()))
                                    .toStdString()};
        return int(d);
    }
    std::optional<double> optNum(const json &o, const char *k) const
    {
        if (!o.contains(k) || o.at(k).is_null()) return std::nullopt;
        if (!o.at(k).is_number())
            throw FieldError{k, ErrorTr::tr("must be a number or null").toStdString()};
        const double d = o.at(k).get<double>();
        if (!std::isfinite(d) || d <= 0 || d > 1e9)
            throw FieldError{k, ErrorTr::tr("is out of range (%1)")
                                    .arg(QString::fromStdString(o.at(k).dump()))
                                    .toStdString()};
        return d;
    }
    std::string str(const char *k, bool required = true, const std::string &def = {}) const
    {
        if (!has(k)) {
            if (required) throw FieldError{k, ErrorTr::tr("is missing").toStdString()};
            return def;
        }
        if (!m_o.at(k).is_string())
            throw FieldError{k, ErrorTr::tr("must be a string").toStdString()};
        return m_o.at(k).get<std::string>();
    }
    bool boolean(const char *k, bool def) const
    {
        if (!has(k)) return def;
        if (!m_o.at(k).is_boolean())
            throw FieldError{k, ErrorTr::tr("must be true or false").toStdString()};
        return m_o.at(k).get<bool>();
    }
    template<typename E>
    E oneOf(const char *k, std::initializer_list<std::pair<const char *, E>> choices,
            std::optional<E> def = std::nullopt) const
    {
        if (!has(k) && def) return *def;
        const std::string s = str(k);
        std::string names;
        for (const auto &[name, value] : choices) {
            if (s == name) return value;
            names += (names.empty() ? "" : ", ") + std::string(name);
        }
        throw FieldError{k, ErrorTr::tr("'%1' is not one of: %2")
                                .arg(QString::fromStdString(s), QString::fromStdString(names))
                                .toStdString()};
    }
    const json &obj(const char *k) const
    {
        if (!has(k) || !m_o.at(k).is_object())
            throw FieldError{k, ErrorTr::tr("must be an object").toStdString()};
        return m_o.at(k);
    }

private:
    const json &m_o;
};

} // namespace cp::detail
