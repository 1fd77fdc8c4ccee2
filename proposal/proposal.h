// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF proposal: cover, executive summary, workload and assumptions, topology, charts,
// bill of materials, the scenarios compared (when there are several), findings, delivery plan
// with acceptance checks, and the disclaimer.
// Everything is vector (text stays selectable, fonts are embedded) and every figure comes
// from core, the same as the app and `estimate` show. Needs a QGuiApplication (fonts);
// headless use runs it on the offscreen platform.
#pragma once

#include "model/catalog.h"
#include "model/project.h"
#include "report/projectreport.h"

#include <functional>

#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace cp {

struct ProposalOptions
{
    QString language = QStringLiteral("en"); // "en" or "zh_CN", independent of the UI's
    bool internal = false;                   // internal view: unit prices and every cost category
    bool letter = false;                     // US Letter instead of A4
    QString customer;                        // overrides the project's customer when not empty
    QString baseDir; // where a relative logo path is resolved (the project's folder)
    bool summaryOnly = false; // the one-page summary instead of the full proposal
};

struct ProposalReport
{
    int pages = 0;
    QStringList warnings; // e.g. a logo that could not be read (the proposal is still made)
};

/// Writes the proposal to `outPath`. Returns an error message, empty on success; the
/// file is written atomically, so a failure leaves no half-written PDF behind.
QString writeProposal(const Project &project, const Catalog &catalog,
                      const ProposalOptions &options, const QString &outPath,
                      ProposalReport *report = nullptr);

/// The same from the project's report as evaluateProject() gave it in the options' language
/// (a report in another language is refused): the proposal evaluates nothing of its own, so
/// its figures are the ones the app and the CLI lay out from that report.
QString writeProposal(const Project &project, const ProjectReport &evaluated,
                      const Catalog &catalog, const ProposalOptions &options,
                      const QString &outPath, ProposalReport *report = nullptr);

/// The same proposal painted onto a printer (a QPrinter, its page size as the print dialog
/// chose it and its resolution set to 72, one unit a point), through the same layout as the
/// PDF. `named`, when given, is called with the document's title before the first page is
/// painted: the print queue's name for the job (QPrinter::setDocName).
QString printProposal(const Project &project, const ProjectReport &evaluated,
                      const Catalog &catalog, const ProposalOptions &options,
                      QPagedPaintDevice &printer,
                      const std::function<void(const QString &title)> &named = {});

} // namespace cp
