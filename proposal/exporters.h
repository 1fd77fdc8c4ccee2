// SPDX-License-Identifier: GPL-3.0-or-later
// Every document a project is exported as, behind one interface: the PDF proposal, the bill
// of materials as an Excel workbook or CSV, and the estimate with its bill of materials as
// JSON. The app's export dialogs and the CLI's `proposal` and `bom` commands pick an exporter
// by the file's suffix and hand it the project's report (evaluateProject, in the options'
// language); no exporter evaluates anything of its own.
#pragma once

#include "model/catalog.h"
#include "model/project.h"
#include "report/projectreport.h"
#include "proposal.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cp {

/// What an exporter writes: a document to read, or the bill of materials as data.
enum class ExportKind { Document, BillOfMaterials };

/// What one export made: pages of a document or lines of a table, and what the reader
/// should know (a logo that could not be read; the file is still written).
struct ExportResult
{
    int pages = 0;
    int lines = 0;
    QStringList warnings;
};

class Exporter
{
public:
    virtual ~Exporter() = default;
    /// "pdf", "xlsx", "csv", "json": also the suffix it writes first.
    virtual const char *id() const = 0;
    virtual ExportKind kind() const = 0;
    /// The format in words, for a file dialog's filter ("Excel workbooks"), translated.
    virtual QString name() const = 0;
    /// The file's suffixes, without the dot, the first the one it suggests.
    virtual QStringList suffixes() const = 0;
    /// Writes `path` from the report of `project` (in `options.language`) and replaces the
    /// file only when the new one is whole. Returns an error message, empty on success.
    virtual QString write(const Project &project, const ProjectReport &report,
                          const Catalog &catalog, const ProposalOptions &options,
                          const QString &path, ExportResult *result) const = 0;
};

/// Every exporter, the PDF proposal first.
const std::vector<const Exporter *> &exporters();
/// The exporters of one kind, in that order.
std::vector<const Exporter *> exporters(ExportKind kind);
/// The exporter of `kind` whose suffix `path` ends in (case aside); null when none.
const Exporter *exporterFor(const QString &path, ExportKind kind);
/// A file dialog's filter of the exporters given: "Excel workbooks (*.xlsx);;CSV files (*.csv)".
QString fileFilter(const std::vector<const Exporter *> &list);

} // namespace cp
