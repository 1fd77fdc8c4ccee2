// SPDX-License-Identifier: GPL-3.0-or-later
// proposal: a project file written as a PDF proposal for the customer (or for internal
// review), in the chosen language and page size.
#include "cli.h"

#include "report/format.h"
#include "model/project.h"
#include "exporters.h"

#include <QFileInfo>

#include <cstdio>

namespace cp::cli {

int runProposal(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty())
        return fail(Tr::tr("--plan: a project file is required for a proposal"));
    if (a.out.empty()) return fail(Tr::tr("--out: the PDF file to write is required"));
    Project project;
    if (auto e = readPlanProject(a, catalog, project)) return fail(*e);
    ProposalOptions o;
    o.language = currentLanguage();
    o.internal = a.view == "internal";
    o.letter = a.page == "letter";
    o.summaryOnly = a.summary;
    o.customer = QString::fromStdString(a.customer);
    o.baseDir = QFileInfo(QString::fromStdString(a.planFile)).absolutePath();
    ExportResult made;
    const QString out = QString::fromStdString(a.out);
    const Exporter &pdf = *exporters(ExportKind::Document).front();
    const QString error = pdf.write(project, evaluateProject(project, catalog, o.language), catalog,
                                    o, out, &made);
    if (!error.isEmpty()) return fail(QStringLiteral("--out: ") + error);
    for (const QString &w : made.warnings)
        std::fprintf(stderr, "clusterplanner-cli: %s\n", w.toUtf8().constData());
    std::printf("%s\n",
                Tr::tr("%1: %n page(s)", nullptr, made.pages).arg(out).toUtf8().constData());
    return 0;
}

} // namespace cp::cli
