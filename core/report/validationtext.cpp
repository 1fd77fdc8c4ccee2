// SPDX-License-Identifier: GPL-3.0-or-later
// The validation report as text and as JSON (the validate command): the error overall, by
// source, stack, accelerator, precision, size and sequence length, and run by run.
#include "analysis/validation.h"

#include "report/format.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace cp {

using nlohmann::json;

namespace {

using Groups = std::map<std::string, std::vector<double>>;

Groups groupBy(const std::vector<ValidationRow> &rows,
               std::string (*key)(const ValidationRow &))
{
    Groups g;
    for (const ValidationRow &r : rows)
        if (r.failed.empty()) g[key(r)].push_back(r.error);
    return g;
}

struct Dimension
{
    const char *name;
    std::string (*key)(const ValidationRow &);
};

const Dimension kDimensions[] = {
    {"source", [](const ValidationRow &r) { return r.run->group; }},
    {"stack", [](const ValidationRow &r) { return r.run->stack; }},
    {"accelerator", [](const ValidationRow &r) { return r.accelerator; }},
    {"precision", [](const ValidationRow &r) { return r.precision; }},
    {"size", [](const ValidationRow &r) { return r.sizeBand; }},
    {"sequence", [](const ValidationRow &r) { return r.seqBand; }},
};

} // namespace

std::string validationText(const ValidationReport &r, const TrialStudy &trial, bool rows)
{
    const QLocale loc = QLocale::c();
    // Chinese sets "%" against the number ("12.5%"), English after a space.
    const QString percent = currentLanguage() == QLatin1String("zh_CN") ? QStringLiteral("%")
                                                                        : QStringLiteral(" %");
    // QString results, not builders: a builder would outlive the temporaries it refers to.
    auto pc = [&](double x) -> QString { return loc.toString(x * 100.0, 'f', 1) + percent; };
    auto spc = [&](double x) -> QString {
        return (x >= 0 ? QStringLiteral("+") : QString()) + loc.toString(x * 100.0, 'f', 1)
               + percent;
    };
    const ErrorStats &t = r.throughputStats;
    QString o = QCoreApplication::translate("Validation", "Throughput (tokens/s per GPU): %1 runs, median |error| %2, "
                                 "p90 %3, signed median %4\n")
                    .arg(t.count)
                    .arg(pc(t.median), pc(t.p90), spc(t.signedMedian));
    o += QCoreApplication::translate("Validation", "Peak memory: %1 runs, median |error| %2, worst %3\n")
             .arg(r.memoryStats.count)
             .arg(pc(r.memoryStats.median), pc(r.memoryWorst));
    o += QCoreApplication::translate("Validation", "Said not to fit the GPUs they ran on: %1 of %2 runs\n")
             .arg(r.notFitting.size())
             .arg(r.evaluated);
    for (const ValidationRow *row : r.notFitting)
        o += QStringLiteral("  %1\n").arg(QString::fromStdString(row->run->id));
    o += QCoreApplication::translate("Validation", "Range (p10-p90 of predicted / published): x%1 to x%2\n")
             .arg(loc.toString(std::exp(r.logP10), 'f', 3), loc.toString(std::exp(r.logP90), 'f', 3));
    o += QCoreApplication::translate("Validation", "Calibrated from the smallest run of a configuration (%1 configurations, "
                          "%2 larger runs): median |error| %3, p90 %4; carrying its tokens/s per "
                          "GPU over unchanged: %5, p90 %6\n")
             .arg(trial.groups)
             .arg(trial.calibratedStats.count)
             .arg(pc(trial.calibratedStats.median), pc(trial.calibratedStats.p90),
                  pc(trial.carryOverStats.median), pc(trial.carryOverStats.p90));
    const QString dimensionNames[] = {QCoreApplication::translate("Validation", "source"),    QCoreApplication::translate("Validation", "training stack"),
                                      QCoreApplication::translate("Validation", "accelerator"), QCoreApplication::translate("Validation", "precision"),
                                      QCoreApplication::translate("Validation", "model size"),  QCoreApplication::translate("Validation", "sequence length")};
    int di = 0;
    for (const Dimension &d : kDimensions) {
        o += QLatin1Char('\n') + QCoreApplication::translate("Validation", "By %1:").arg(dimensionNames[di++])
             + QLatin1Char('\n');
        for (const auto &[k, v] : groupBy(r.throughput, d.key)) {
            const ErrorStats s = errorStats(v);
            o += QCoreApplication::translate("Validation", "  %1 n=%2  median |error| %3  p90 %4  signed %5\n")
                     .arg(QString::fromStdString(k), -28)
                     .arg(s.count, 3)
                     .arg(pc(s.median), 7)
                     .arg(pc(s.p90), 7)
                     .arg(spc(s.signedMedian), 8);
        }
    }
    o += QLatin1Char('\n') + QCoreApplication::translate("Validation", "Runs off by more than 25 %:") + QLatin1Char('\n');
    for (const ValidationRow &row : r.throughput)
        if (row.failed.empty() && std::abs(row.error) > 0.25)
            o += QStringLiteral("  %1 %2\n").arg(QString::fromStdString(row.run->id), -52).arg(spc(row.error));
    for (const ValidationRow &row : r.throughput)
        if (!row.failed.empty())
            o += QStringLiteral("  %1: ").arg(QString::fromStdString(row.run->id))
                 + QCoreApplication::translate("Validation", "cannot evaluate: %1").arg(QString::fromStdString(row.failed))
                 + QLatin1Char('\n');
    if (rows) {
        o += QLatin1Char('\n') + QCoreApplication::translate("Validation", "Every run (predicted / published):") + QLatin1Char('\n');
        for (const auto *list : {&r.throughput, &r.memory})
            for (const ValidationRow &row : *list)
                o += QStringLiteral("  %1 %2 %3 %4  %5%6\n")
                         .arg(QString::fromStdString(row.run->id), -52)
                         .arg(row.run->memory ? QStringLiteral("GiB") : QStringLiteral("tok/s/GPU"), -9)
                         .arg(loc.toString(row.predicted, 'f', 1), 12)
                         .arg(loc.toString(row.published, 'f', 1), 12)
                         .arg(row.failed.empty() ? spc(row.error) : QString::fromStdString(row.failed))
                         .arg(row.failed.empty() && !row.fits
                                  ? QLatin1String("  ")
                                        + QCoreApplication::translate("Validation", "said not to fit")
                                  : QString());
        o += QLatin1Char('\n') + QCoreApplication::translate("Validation", "Left out:") + QLatin1Char('\n');
        for (const PublishedRun *s : r.skipped)
            o += QStringLiteral("  %1: %2\n")
                     .arg(QString::fromStdString(s->id),
                          QCoreApplication::translate("Validation", s->skipped.c_str()));
    }
    return o.toStdString();
}

std::string validationJson(const ValidationReport &r, const TrialStudy &trial)
{
    auto stats = [](const ErrorStats &s) {
        return json{{"count", s.count},
                    {"median_abs_error", s.median},
                    {"p90_abs_error", s.p90},
                    {"signed_median_error", s.signedMedian}};
    };
    json doc;
    doc["throughput"] = stats(r.throughputStats);
    doc["memory"] = stats(r.memoryStats);
    doc["memory"]["worst_abs_error"] = r.memoryWorst;
    json notFitting = json::array();
    for (const ValidationRow *row : r.notFitting) notFitting.push_back(row->run->id);
    doc["fit"] = {{"evaluated", r.evaluated},
                  {"said_not_to_fit", r.notFitting.size()},
                  {"ids", notFitting}};
    doc["range_factors"] = {std::exp(r.logP10), std::exp(r.logP90)};
    doc["trial_calibration"] = {{"configurations", trial.groups},
                                {"calibrated", stats(trial.calibratedStats)},
                                {"carry_over", stats(trial.carryOverStats)},
                                {"range_factors", {std::exp(trial.logP10), std::exp(trial.logP90)}}};
    json by = json::object();
    for (const Dimension &d : kDimensions) {
        json g = json::object();
        for (const auto &[k, v] : groupBy(r.throughput, d.key)) g[k] = stats(errorStats(v));
        by[d.name] = g;
    }
    doc["by"] = by;
    // The rows are written one by one into the text, never held as one document: a file of
    // 200,000 rows would otherwise be built as a tree of millions of nodes, then printed.
    std::string rows;
    for (const auto *list : {&r.throughput, &r.memory})
        for (const ValidationRow &row : *list) {
            // Member by member: an initializer list builds every pair as an array first,
            // which for 200,000 rows costs more than the rest of the row.
            json o = json::object();
            o["id"] = row.run->id;
            o["kind"] = row.run->memory ? "peak_memory_gib" : "tokens_per_s_per_gpu";
            o["source"] = row.run->source;
            o["stack"] = row.run->stack;
            o["accelerator"] = row.accelerator;
            o["precision"] = row.precision;
            o["published"] = row.published;
            if (row.failed.empty()) {
                o["predicted"] = row.predicted;
                o["error"] = row.error;
                o["layout"] = row.layout;
                o["fits"] = row.fits;
                if (!row.run->memory)
                    o["predicted_range"] = {row.predictedRange[0], row.predictedRange[1]};
                if (row.run->memory) {
                    const double g = 1024.0 * 1024 * 1024;
                    o["memory_gib"] = {{"weights", row.memory.weights.value() / g},
                                       {"gradients", row.memory.gradients.value() / g},
                                       {"optimizer", row.memory.optimizer.value() / g},
                                       {"activations", row.memory.activations.value() / g},
                                       {"other", row.memory.other.value() / g}};
                }
            } else {
                o["failed"] = row.failed;
            }
            // Indented as dump(2) places an element of a top-level array member.
            const std::string text = o.dump(2);
            rows += rows.empty() ? "\n    " : ",\n    ";
            for (std::size_t from = 0; from < text.size();) {
                const std::size_t line = std::min(text.find('\n', from), text.size());
                rows.append(text, from, line - from);
                if (line < text.size()) rows += "\n    ";
                from = line + 1;
            }
        }
    doc["rows"] = json::array();
    json skipped = json::array();
    for (const PublishedRun *s : r.skipped) skipped.push_back({{"id", s->id}, {"reason", s->skipped}});
    doc["left_out"] = std::move(skipped);
    std::string out = doc.dump(2);
    if (!rows.empty()) {
        // The one top-level "rows" member, at its two-space indent: every string inside the
        // document has its quotes escaped, so nothing else reads `\n  "rows": []`.
        static const std::string empty = "\n  \"rows\": []";
        const std::size_t at = out.find(empty);
        if (at != std::string::npos) {
            std::string whole;
            whole.reserve(out.size() + rows.size() + 16);
            whole.append(out, 0, at).append("\n  \"rows\": [").append(rows).append("\n  ]");
            whole.append(out, at + empty.size());
            out = std::move(whole);
        }
    }
    return out;
}

} // namespace cp
