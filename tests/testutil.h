// Helpers shared by the core tests: the bundled catalog and a plan built from flag pairs.
#pragma once

#include "catalog.h"
#include "planio.h"
#include "planner.h"

#include <QTest>

#include <initializer_list>
#include <utility>

namespace cp::test {

inline const Catalog &catalog()
{
    return builtinCatalog();
}

/// A plan from "flag", "value" pairs, exactly as the command line would build it.
inline Plan planFrom(std::initializer_list<std::pair<const char *, const char *>> flags)
{
    std::vector<FlagValue> v;
    for (const auto &[k, val] : flags)
        v.push_back({k, val, false});
    Plan p;
    if (auto e = applyFlags(p, v, catalog()))
        qFatal("bad test plan: %s: %s", e->field.c_str(), e->message.c_str());
    return p;
}

inline Result evaluateOrFail(const Plan &p)
{
    Result r;
    if (auto e = evaluate(p, catalog(), r))
        qFatal("evaluation failed: %s: %s", e->field.c_str(), e->message.c_str());
    return r;
}

inline bool hasFinding(const Result &r, FindingCode c)
{
    for (const Finding &f : r.findings)
        if (f.code == c) return true;
    return false;
}

} // namespace cp::test
