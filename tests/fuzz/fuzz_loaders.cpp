// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the readers of files that come from outside: project files (.cpplan),
// catalog documents, Hugging Face config.json files, published runs (`validate --data`) and
// monthly demands. Each must answer any text with a value or an error, never a crash, a hang
// or an exception. A project that reads must also survive a write and a read back
// unchanged, since the GUI saves exactly what it opened.
//
// Input: the first byte picks the reader, the rest is the text.
//   'C'            catalog: the text, split at each NUL byte into documents merged in order
//                  over the bundled catalog (as --catalog files are)
//   'B'            one `estimate --batch` line (a flat JSON object of flags), evaluated
//   'M'            a config.json (Import config.json, --model-config), its model evaluated
//   'R'            published runs (validate --data), every row that maps evaluated
//   'D'            a monthly demand (--demand, the plan key demand) over 36 months
//   'T'            the pricing command: a first line "MONTHS UTILIZATION DEMAND", then a
//                  project file whose active scenario is priced over time
//   anything else  project file (the seed corpus uses 'P'); its active scenario evaluated
// A project that reads also has its bill of materials written as CSV (both versions) and as
// .xlsx; the CSV is read back and must hold the report's lines, field for field.
// Whatever reads is also evaluated: the planner answers with an estimate whose figures are
// all finite, or an error, never a NaN, an infinity, a crash or an exception.
// With CP_FUZZ_VERBOSE set, each input's outcome is printed: whether a seed still reaches
// the reader it was written for (an error from the first line of JSON usually means not).
#include "model/catalog.h"
#include "io/planio.h"
#include "engine/planner.h"
#include "model/project.h"
#include "analysis/analysis.h"
#include "io/modelconfig.h"
#include "analysis/validation.h"
#include "export/bomfile.h"
#include "report/report.h"
#include "io/safefile.h"

#include <QDir>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <functional>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

// A small project naming entries of every kind the topology refers to, read against each
// catalog that loads: a catalog that loads must keep serving the lookups readProject makes.
const char *const kProbeProject = R"({
 "format": 2,
 "project": {"name": "probe"},
 "plan": {"workload": "pretrain", "model": "llama2-7b", "tokens": 1e9, "gpu": "a100-80gb-sxm",
          "gpus": 8, "inter-node": "ib-hdr-200", "storage": "nvme-local"},
 "topology": {
  "nodes": [{"id": "n1", "template": "sxm8-server", "gpu": "a100-80gb-sxm", "gpus": 8},
            {"id": "s1", "template": "storage-node", "storage": "all-flash"}],
  "switches": [{"id": "sw", "fabric": "ib-hdr-200", "role": "training"},
               {"id": "st", "fabric": "roce-200", "role": "storage"}],
  "links": [{"a": "n1", "b": "sw", "count": 8}, {"a": "n1", "b": "st"},
            {"a": "s1", "b": "st", "fabric": "roce-100"}]
 }
})";

const bool kVerbose = std::getenv("CP_FUZZ_VERBOSE") != nullptr;

void report(const char *reader, const std::optional<cp::PlanError> &error)
{
    if (!kVerbose) return;
    if (error)
        std::printf("  %s: error: %s: %s\n", reader, error->field.c_str(), error->message.c_str());
    else
        std::printf("  %s: read\n", reader);
}

void report(const char *reader, const std::optional<cp::CatalogError> &error)
{
    if (!kVerbose) return;
    if (error)
        std::printf("  %s: error: %s\n", reader, error->toString().c_str());
    else
        std::printf("  %s: read\n", reader);
}

[[noreturn]] void fail(const char *what, const std::string &input, const std::string &detail)
{
    // The input is printed as well as saved by libFuzzer: a replay of a corpus file under
    // ctest has no artifact, only this output.
    std::fprintf(stderr, "fuzz_loaders: %s\n--- input (%zu bytes) ---\n", what, input.size());
    std::fwrite(input.data(), 1, input.size(), stderr); // NUL bytes included
    std::fprintf(stderr, "\n--- detail ---\n%s\n", detail.c_str());
    std::abort();
}

/// A project that read must write, read back, and compare equal: otherwise saving a file
/// the user opened changes or loses it.
void checkRoundTrip(const cp::Project &project, const cp::Catalog &catalog,
                    const std::string &input)
{
    const std::string written = cp::writeProject(project);
    cp::Project again;
    int format = 0;
    if (auto e = cp::readProject(written, catalog, again, &format))
        fail("a written project does not read back", input,
             e->field + ": " + e->message + "\n--- written ---\n" + written);
    if (format != cp::kProjectFormat)
        fail("a written project is not of the current format", input, written);
    if (!(again == project))
        fail("a written project reads back different", input,
             "--- written ---\n" + written + "--- read back and written again ---\n"
                 + cp::writeProject(again));
}

/// Evaluates a plan that read: an estimate of finite figures (and JSON without a null,
/// which is how a non-finite number prints), or an error.
void checkEstimate(const cp::Plan &plan, const cp::Catalog &catalog, const std::string &input)
{
    cp::Result r;
    const auto error = cp::evaluate(plan, catalog, r);
    report("estimate", error);
    if (error) return;
    const double figures[] = {r.totalTime.value(), r.trainingTime.value(), r.stepTime.value(),
                              r.costTotal, r.monthlyCost, r.memoryPerGpu.value(),
                              r.tokensPerSecond, r.samplesPerSecond, r.mfu, r.gpuHours,
                              r.totalTimeRange[0].value(), r.totalTimeRange[1].value(),
                              r.costRange[0], r.costRange[1], r.steps};
    for (double v : figures)
        if (!std::isfinite(v) || v < 0) fail("an estimate with a figure that is not finite", input, cp::resultToJson(plan, r));
    const std::string json = cp::resultToJson(plan, r);
    if (json.find("null") != std::string::npos)
        fail("an estimate printed with a null", input, json);
}

/// The fields of an RFC 4180 file (CRLF lines, fields quoted when they hold a comma, a quote
/// or a line break), or nothing when it is not one.
std::optional<std::vector<std::vector<QString>>> readCsv(const QString &text)
{
    std::vector<std::vector<QString>> rows;
    std::vector<QString> row;
    QString field;
    bool quoted = false, wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c != QLatin1Char('"')) {
                field += c;
            } else if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else {
                quoted = false;
            }
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted) return std::nullopt;
            quoted = wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            row.push_back(field);
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n')) return std::nullopt;
            row.push_back(field);
            rows.push_back(row);
            row.clear();
            field.clear();
            wasQuoted = false;
            ++i;
        } else {
            if (wasQuoted) return std::nullopt;
            field += c;
        }
    }
    if (quoted || !field.isEmpty() || !row.empty()) return std::nullopt; // no final CRLF
    return rows;
}

/// A cell as written for a text that may start like a formula: the text back.
QString textOfCell(const QString &cell)
{
    return cell.startsWith(QLatin1Char('\'')) ? cell.mid(1) : cell;
}

/// Whether a number cell holds `value` (written with 15 significant digits).
bool holds(const QString &cell, double value)
{
    bool ok = false;
    const double read = cell.toDouble(&ok);
    return ok && std::abs(read - value) <= 1e-12 * std::max(1.0, std::abs(value));
}

/// The bill of materials of a plan that evaluates, written as CSV in both versions, reads
/// back as the report's lines; the workbook is written too. A line lost, split or changed
/// by a name with a comma, a quote or a formula start would reach procurement that way.
void checkBomFiles(const cp::Plan &plan, const cp::Catalog &catalog, const std::string &input)
{
    cp::Result r;
    std::vector<cp::BomLine> lines;
    if (cp::billOfMaterials(plan, catalog, r, lines)) return;
    const cp::Report report = cp::makeReport(plan, catalog, r, lines);
    static QTemporaryDir dir;
    if (!dir.isValid()) fail("no temporary folder for the bill of materials", input, {});
    const QStringList categories = cp::costCategoryLabels();
    for (bool internal : {false, true}) {
        const QString path = dir.filePath(QStringLiteral("bom.csv"));
        const QString error = cp::writeBomFile(report, r, internal, path);
        if (!error.isEmpty()) fail("a bill of materials not written", input, error.toStdString());
        QByteArray bytes;
        if (auto problem = cp::readInputFile(path, bytes))
            fail("a written bill of materials does not read", input, problem->toStdString());
        if (!bytes.startsWith("\xEF\xBB\xBF"))
            fail("a CSV bill of materials without its byte-order mark", input, bytes.toStdString());
        const auto rows = readCsv(QString::fromUtf8(bytes.mid(3)));
        if (!rows) fail("a CSV bill of materials that is not RFC 4180", input, bytes.toStdString());
        const std::vector<cp::ReportBomLine> expected = report.bomFor(internal);
        const std::size_t columns = internal ? 6 : 4;
        if (rows->size() != expected.size() + (internal ? 2 : 1))
            fail("a CSV bill of materials with lines lost or split", input, bytes.toStdString());
        for (const auto &row : *rows)
            if (row.size() != columns)
                fail("a CSV bill of materials with a line of the wrong width", input,
                     bytes.toStdString());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const auto &row = (*rows)[i + 1];
            const cp::BomLine &line = expected[i].line;
            const bool reserve = line.item == cp::BomItem::Reserve;
            const bool same = textOfCell(row[0]) == categories.value(int(line.category))
                              && textOfCell(row[1]) == expected[i].item
                              && holds(row[2], reserve ? 100 * line.quantity : line.quantity)
                              && textOfCell(row[3]) == cp::bomUnitText(line)
                              && (!internal
                                  || ((reserve ? row[4].isEmpty() : holds(row[4], line.unitPrice))
                                      && holds(row[5], line.subtotal)));
            if (!same)
                fail("a CSV bill of materials reads back different", input,
                     "line " + std::to_string(i + 1) + "\n" + bytes.toStdString());
        }
        if (internal && !holds(rows->back()[5], r.costTotal))
            fail("a CSV bill of materials whose total is not the cost", input, bytes.toStdString());
    }
    const QString book = dir.filePath(QStringLiteral("bom.xlsx"));
    const QString error = cp::writeBomFile(report, r, true, book);
    if (!error.isEmpty()) fail("a workbook not written", input, error.toStdString());
    QByteArray bytes;
    if (cp::readInputFile(book, bytes) || !bytes.startsWith("PK\x03\x04"))
        fail("a written workbook that is not a zip archive", input, {});
}

void fuzzBatchLine(const std::string &text)
{
    const cp::Catalog &catalog = cp::builtinCatalog();
    cp::Plan plan;
    const auto error = cp::applyFlatJson(plan, text, catalog);
    report("batch line", error);
    if (!error) checkEstimate(plan, catalog, text);
}

void fuzzProject(const std::string &text)
{
    const cp::Catalog &catalog = cp::builtinCatalog();
    cp::Project project;
    int format = 0;
    const auto error = cp::readProject(text, catalog, project, &format);
    report("project", error);
    if (error) return;
    if (format < 1 || format > cp::kProjectFormat)
        fail("a project read with an impossible format", text, std::to_string(format));
    checkRoundTrip(project, catalog, text);
    checkEstimate(project.plan(), catalog, text);
    checkBomFiles(project.plan(), catalog, text);
}

/// The pricing command's inputs: months, utilization and demand as its flags give them,
/// then the project. Every curve is finite and never falls (costs only add up), and the
/// owned-plus-cloud mix is never dearer than renting all or owning the peak, as promised.
void fuzzPricing(const std::string &text)
{
    const std::size_t eol = text.find('\n');
    std::istringstream flags(text.substr(0, eol));
    std::string monthsText, utilizationText, demandText;
    flags >> monthsText >> utilizationText >> demandText;
    const std::string projectText = eol == std::string::npos ? std::string() : text.substr(eol + 1);
    // The flags' own reading (decimal, in range) is the CLI's; here any number in range.
    auto number = [](const std::string &t, double min, double max) -> std::optional<double> {
        char *end = nullptr;
        const double v = std::strtod(t.c_str(), &end);
        if (t.empty() || *end != '\0' || !(v >= min && v <= max)) return std::nullopt;
        return v;
    };
    const auto months = number(monthsText, 1, cp::kMaxCostMonths);
    const auto utilization = number(utilizationText, 0, 1);
    if (!months || std::floor(*months) != *months || !utilization) return;
    const cp::Catalog &catalog = cp::builtinCatalog();
    cp::Project project;
    const auto error = cp::readProject(projectText, catalog, project);
    report("project", error);
    if (error) return;
    cp::Plan plan = project.plan();
    plan.pricing = plan.pricing == cp::Pricing::Spot ? cp::Pricing::Spot : cp::Pricing::OnDemand;
    cp::Result r;
    if (auto e = cp::evaluate(plan, catalog, r)) {
        report("estimate", e);
        return;
    }
    std::vector<double> demand;
    if (auto e = cp::readDemand(demandText.empty() ? "steady" : demandText, r.cluster.gpus,
                                int(*months), demand)) {
        report("demand", e);
        return;
    }
    cp::PricingOverTime p;
    const auto priced = cp::pricingOverTime(plan, catalog, *utilization, demand, p);
    report("pricing", priced);
    if (priced) return;
    auto check = [&](const std::vector<double> &curve, const char *what) {
        if (curve.size() != std::size_t(*months) + 1)
            fail("a cost curve of the wrong length", text, what);
        for (std::size_t m = 0; m < curve.size(); ++m)
            if (!std::isfinite(curve[m]) || curve[m] < 0 || (m > 0 && curve[m] < curve[m - 1]))
                fail("a cost curve that is not a running total", text, what);
    };
    for (cp::Pricing mode : {cp::Pricing::OnDemand, cp::Pricing::Reserved1y,
                             cp::Pricing::Reserved3y, cp::Pricing::Spot, cp::Pricing::Purchase})
        check(p.modes.curve(mode).cumulative, cp::pricingName(mode));
    check(p.hybrid.cumulative, "hybrid");
    const double hybrid = p.hybrid.cumulative.back();
    for (cp::Pricing mode : {p.hybrid.cloudPricing, cp::Pricing::Purchase}) {
        const auto &curve = p.modes.curve(mode).cumulative;
        if (!curve.empty() && hybrid > curve.back() * (1 + 1e-9) + 1e-6)
            fail("owning part and renting the rest is dearer than one way of paying", text,
                 cp::pricingName(mode));
    }
}

void fuzzCatalog(const std::string &text)
{
    std::vector<cp::CatalogText> docs;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nul = text.find('\0', start);
        docs.push_back({"fuzz" + std::to_string(docs.size() + 1) + ".json",
                        text.substr(start, nul == std::string::npos ? nul : nul - start)});
        if (nul == std::string::npos) break;
        start = nul + 1;
    }
    cp::Catalog catalog;
    const auto error = cp::loadCatalogTexts(catalog, docs);
    report("catalog", error);
    if (error) return;
    // Writing the catalog walks every entry the merge produced.
    (void)cp::catalogToJson(catalog);
    cp::Project project;
    const auto probeError = cp::readProject(kProbeProject, catalog, project);
    report("probe project", probeError);
    if (!probeError) {
        checkRoundTrip(project, catalog, text);
        checkEstimate(project.plan(), catalog, text);
    }
}

void fuzzModelConfig(const std::string &text)
{
    const cp::Catalog &catalog = cp::builtinCatalog();
    cp::ModelSpec model;
    const auto error = cp::readModelConfig(text, {}, model);
    report("config.json", error);
    if (error) return;
    cp::Plan plan;
    if (cp::applyFlatJson(plan, R"({"tokens": 1e9, "gpu": "h100-80gb-sxm", "gpus": 8})", catalog))
        fail("the probe plan does not read", text, {});
    plan.model = model;
    checkEstimate(plan, catalog, text);
}

void fuzzPublishedRuns(const std::string &text)
{
    const cp::Catalog &catalog = cp::builtinCatalog();
    std::vector<cp::PublishedRun> runs;
    const auto error = cp::readPublishedRuns(text, catalog, runs);
    report("published runs", error);
    if (error) return;
    const cp::ValidationReport rep = cp::validate(runs, catalog);
    for (const auto *rows : {&rep.throughput, &rep.memory})
        for (const cp::ValidationRow &row : *rows)
            if (row.failed.empty() && !(std::isfinite(row.predicted) && std::isfinite(row.error)))
                fail("a published run predicted as a figure that is not finite", text, row.run->id);
    // A figure that is not finite prints as null; the ids and sources may say "null" as text.
    const std::string json = cp::validationJson(rep, cp::trialCalibrationStudy(runs, catalog));
    std::function<bool(const nlohmann::json &)> hasNull = [&](const nlohmann::json &j) {
        if (j.is_null()) return true;
        if (j.is_structured())
            for (const auto &v : j)
                if (hasNull(v)) return true;
        return false;
    };
    if (hasNull(nlohmann::json::parse(json)))
        fail("a validation report printed with a null", text, json);
}

void fuzzDemand(const std::string &text)
{
    std::vector<double> months;
    const auto error = cp::readDemand(text, 8, 36, months);
    report("demand", error);
    if (error) return;
    if (months.size() != 36) fail("a demand of the wrong length", text, std::to_string(months.size()));
    for (double gpus : months)
        if (!std::isfinite(gpus) || gpus < 0) fail("a demand that is not a count of GPUs", text, {});
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    // The bundled catalog is loaded once per process; loading it here keeps that one-time
    // allocation out of the first input's leak check.
    (void)cp::builtinCatalog();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    const std::string text(reinterpret_cast<const char *>(data) + 1, size - 1);
    if (data[0] == 'C')
        fuzzCatalog(text);
    else if (data[0] == 'B')
        fuzzBatchLine(text);
    else if (data[0] == 'M')
        fuzzModelConfig(text);
    else if (data[0] == 'R')
        fuzzPublishedRuns(text);
    else if (data[0] == 'D')
        fuzzDemand(text);
    else if (data[0] == 'T')
        fuzzPricing(text);
    else
        fuzzProject(text);
    return 0;
}
