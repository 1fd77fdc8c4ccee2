// bom: a project's bill of materials as an Excel workbook or CSV, in the chosen language and
// version: the lines of the PDF proposal's table, with numbers a spreadsheet computes with.
#include "cli.h"

#include "io/bomfile.h"
#include "planner.h"
#include "report.h"

#include <cstdio>

namespace cp::cli {

int runBom(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty()) return fail(Tr::tr("--plan: a project file is required for a bill of materials"));
    if (a.out.empty()) return fail(Tr::tr("--out: the .xlsx or .csv file to write is required"));
    Project project;
    if (auto e = readPlanProject(a, catalog, project)) return fail(*e);
    Result r;
    std::vector<BomLine> lines;
    if (auto e = billOfMaterials(project.plan(), catalog, r, lines)) return fail(*e);
    const Report report = makeReport(project.plan(), catalog, r, lines);
    const QString out = QString::fromStdString(a.out);
    const QString error = writeBomFile(report, r, a.view == "internal", out);
    if (!error.isEmpty()) return fail(QStringLiteral("--out: ") + error);
    std::printf("%s\n", Tr::tr("%1: %n line(s)", nullptr, int(report.bomFor(a.view == "internal").size()))
                            .arg(out)
                            .toUtf8()
                            .constData());
    return 0;
}

} // namespace cp::cli
