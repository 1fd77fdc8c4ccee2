// One plan flag's value read strictly, from command-line text or JSON, and the order values are
// applied to a plan in (the preset first). Shared by the plan readers in io/; not an API.
#pragma once

#include "catalog.h"
#include "errortext.h"
#include "format.h"
#include "plan.h"
#include "result.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp::detail {

using nlohmann::json;

struct Err
{
    std::string field, message;
};

/// A value from either the command line (text) or JSON (typed), read strictly.
class Value
{
public:
    Value(std::string_view name, const std::string *text, const json *j)
        : m_name(name)
        , m_text(text)
        , m_json(j)
    {}

    double number(double min, double max) const
    {
        double v = 0;
        if (m_json) {
            if (m_json->is_number())
                v = m_json->get<double>();
            else if (m_json->is_string())
                v = parse(m_json->get<std::string>());
            else
                throw Err{std::string(m_name), ErrorTr::tr("must be a number").toStdString()};
        } else {
            v = parse(*m_text);
        }
        if (!std::isfinite(v))
            throw Err{std::string(m_name), ErrorTr::tr("must be a finite number").toStdString()};
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
            if (m_json->is_string()) return parseBool(m_json->get<std::string>());
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
        if (s.size() > 200)
            throw Err{std::string(m_name),
                      errorTr(QT_TRANSLATE_NOOP("Errors", "is longer than 200 characters")).toStdString()};
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
};

/// Applies one named value. The model preset is applied before any dimension (see apply()).
void applyOne(Plan &p, std::string_view k, const Value &v, const Catalog &catalog);

/// Applies values with the preset first, so that explicit dimensions override it.
template<typename Get>
std::optional<PlanError> apply(Plan &plan, const std::vector<std::string> &keys, Get get,
                               const Catalog &catalog)
{
    try {
        for (const std::string &k : keys)
            if (k == "workload") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k == "model") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k != "workload" && k != "model") applyOne(plan, k, get(k), catalog);
        // An accelerator named without a fabric runs on the fabric its servers ship with.
        const bool gpuNamed = std::find(keys.begin(), keys.end(), "gpu") != keys.end();
        if (gpuNamed && !plan.interNodeGiven.given)
            if (const Accelerator *a = catalog.accelerator(plan.gpu); a && !a->defaultFabric.empty())
                plan.interNode = a->defaultFabric;
        // A trial is its GPU count and its measured throughput together.
        const TrialRun &t = plan.trial;
        if (t.gpus > 0 && !(t.tokensPerSecPerGpu > 0))
            throw Err{"trial-tokens-per-s-per-gpu",
                      ErrorTr::tr("give the trial's measured tokens/s per GPU with --trial-gpus")
                          .toStdString()};
        if ((t.tokensPerSecPerGpu > 0 || t.peakMemoryGiB > 0 || !t.gpu.empty()
             || !t.framework.empty())
            && t.gpus <= 0)
            throw Err{"trial-gpus",
                      ErrorTr::tr("give the trial's GPU count with its measurements").toStdString()};
    } catch (const Err &e) {
        return PlanError{e.field, e.message};
    }
    return std::nullopt;
}

} // namespace cp::detail
