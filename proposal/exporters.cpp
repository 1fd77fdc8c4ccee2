// SPDX-License-Identifier: GPL-3.0-or-later
// The exporters: see exporters.h.
#include "exporters.h"

#include "io/filewriter.h"
#include "export/bomfile.h"
#include "io/resultjson.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cp {

namespace {

struct ExportTr
{
    Q_DECLARE_TR_FUNCTIONS(Export)
};

/// The shown scenario's figures, or why there are none.
QString cannotEvaluate(const ProjectReport &report)
{
    const auto &e = report.described().error;
    return e ? ExportTr::tr("the plan cannot be evaluated: %1: %2")
                   .arg(QString::fromStdString(e->field), QString::fromStdString(e->message))
             : QString();
}

class PdfExporter final : public Exporter
{
public:
    const char *id() const override { return "pdf"; }
    ExportKind kind() const override { return ExportKind::Document; }
    QString name() const override { return ExportTr::tr("PDF documents"); }
    QStringList suffixes() const override { return {QStringLiteral("pdf")}; }
    QString write(const Project &project, const ProjectReport &report, const Catalog &catalog,
                  const ProposalOptions &options, const QString &path,
                  ExportResult *result) const override
    {
        ProposalReport made;
        const QString error = writeProposal(project, report, catalog, options, path, &made);
        if (result) {
            result->pages = made.pages;
            result->warnings = made.warnings;
        }
        return error;
    }
};

/// The bill of materials as a table: the PDF's lines for the same view (Report::bomFor).
class TableExporter final : public Exporter
{
public:
    TableExporter(const char *id, const char *name) : m_id(id), m_name(name) {}
    const char *id() const override { return m_id; }
    ExportKind kind() const override { return ExportKind::BillOfMaterials; }
    QString name() const override { return QCoreApplication::translate("Export", m_name); }
    QStringList suffixes() const override { return {QLatin1String(m_id)}; }
    QString write(const Project &, const ProjectReport &report, const Catalog &,
                  const ProposalOptions &options, const QString &path,
                  ExportResult *result) const override
    {
        if (const QString why = cannotEvaluate(report); !why.isEmpty()) return why;
        const ScenarioReport &shown = report.described();
        ScopedLanguage language(options.language);
        const QString error = writeBomFile(shown.report, shown.result, options.internal, path);
        if (result && error.isEmpty())
            result->lines = int(shown.report.bomFor(options.internal).size());
        return error;
    }

private:
    const char *m_id, *m_name;
};

/// The estimate with its bill of materials, as `estimate --format json` prints it.
class JsonExporter final : public Exporter
{
public:
    const char *id() const override { return "json"; }
    ExportKind kind() const override { return ExportKind::BillOfMaterials; }
    QString name() const override { return ExportTr::tr("Estimate and bill of materials as JSON"); }
    QStringList suffixes() const override { return {QStringLiteral("json")}; }
    QString write(const Project &project, const ProjectReport &report, const Catalog &,
                  const ProposalOptions &, const QString &path,
                  ExportResult *result) const override
    {
        if (const QString why = cannotEvaluate(report); !why.isEmpty()) return why;
        const ScenarioReport &shown = report.described();
        const std::string json = resultToJson(project.plan(), shown.result, &shown.bom) + '\n';
        if (auto error = writeFileAtomically(path, QByteArray::fromStdString(json)))
            return ExportTr::tr("cannot write %1: %2").arg(path, *error);
        if (result) result->lines = int(shown.bom.size());
        return {};
    }
};

} // namespace

const std::vector<const Exporter *> &exporters()
{
    static const PdfExporter pdf;
    static const TableExporter xlsx("xlsx", QT_TRANSLATE_NOOP("Export", "Excel workbooks"));
    static const TableExporter csv("csv", QT_TRANSLATE_NOOP("Export", "CSV files"));
    static const JsonExporter json;
    static const std::vector<const Exporter *> all = {&pdf, &xlsx, &csv, &json};
    return all;
}

std::vector<const Exporter *> exporters(ExportKind kind)
{
    std::vector<const Exporter *> out;
    for (const Exporter *e : exporters())
        if (e->kind() == kind) out.push_back(e);
    return out;
}

const Exporter *exporterFor(const QString &path, ExportKind kind)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const Exporter *e : exporters(kind))
        if (e->suffixes().contains(suffix)) return e;
    return nullptr;
}

QString fileFilter(const std::vector<const Exporter *> &list)
{
    QStringList parts;
    for (const Exporter *e : list) {
        QStringList globs;
        for (const QString &s : e->suffixes())
            globs << QStringLiteral("*.") + s;
        parts << QStringLiteral("%1 (%2)").arg(e->name(), globs.join(QLatin1Char(' ')));
    }
    return parts.join(QStringLiteral(";;"));
}

} // namespace cp
