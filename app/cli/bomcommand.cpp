// SPDX-License-Identifier: GPL-3.0-or-later
// bom: a project's bill of materials as an Excel workbook or CSV, in the chosen language and
// version: the lines of the PDF proposal's table, with numbers a spreadsheet computes with.
#include "cli.h"

#include "exporters.h"
#include "report/format.h"

#include <cstdio>

namespace cp::cli {

int runBom(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty()) return fail(Tr::tr("--plan: a project file is required for a bill of materials"));
    if (a.out.empty()) return fail(Tr::tr("--out: the .xlsx or .csv file to write is required"));
    Project project;
    if (auto e = readPlanProject(a, catalog, project)) return fail(*e);
    const QString out = QString::fromStdString(a.out);
    // The table the suffix names; anything else is refused by the workbook writer's rule.
    const Exporter *exporter = exporterFor(out, ExportKind::BillOfMaterials);
    if (!exporter || QLatin1String(exporter->id()) == QLatin1String("json"))
        exporter = exporterFor(QStringLiteral("x.xlsx"), ExportKind::BillOfMaterials);
    ProposalOptions o;
    o.language = currentLanguage();
    o.internal = a.view == "internal";
    ExportResult made;
    const QString error = exporter->write(project, evaluateProject(project, catalog, o.language),
                                          catalog, o, out, &made);
    if (!error.isEmpty()) return fail(QStringLiteral("--out: ") + error);
    std::printf("%s\n", Tr::tr("%1: %n line(s)", nullptr, made.lines).arg(out).toUtf8().constData());
    return 0;
}

} // namespace cp::cli
