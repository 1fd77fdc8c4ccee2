// SPDX-License-Identifier: GPL-3.0-or-later
// validate: the planner measured against the published runs (bundled, or a --data file),
// the report as JSON or as text.
#include "cli.h"

#include "analysis/validation.h"

#include <cstdio>

namespace cp::cli {

int runValidate(const Args &a, const Catalog &catalog)
{
    std::string text;
    if (a.dataFile.empty()) {
        text = builtinPublishedRuns();
    } else if (auto e = readFile(a.dataFile, text, "data")) {
        return fail(*e);
    }
    std::vector<PublishedRun> runs;
    if (auto e = readPublishedRuns(text, catalog, runs))
        return fail(Tr::tr("--data: %1").arg(QString::fromStdString(e->message)));
    const ValidationReport rep = validate(runs, catalog);
    if (rep.throughput.empty() && rep.memory.empty())
        return fail(Tr::tr("--data: no row of the file can be expressed as a plan"));
    const TrialStudy trial = trialCalibrationStudy(runs, catalog);
    const std::string out
        = a.format == "text" ? validationText(rep, trial, a.rows) : validationJson(rep, trial);
    std::fputs(out.c_str(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

} // namespace cp::cli
