// SPDX-License-Identifier: GPL-3.0-or-later
// estimate: one plan evaluated, printed as JSON or as text (cluster, model, parallelism,
// memory, throughput, time, cost and findings, in the language of the translation).
#include "cli.h"

#include "report/format.h"
#include "engine/planner.h"
#include "report/report.h"
#include "report/spantext.h"
#include "report/translation.h"

#include <QLocale>

#include <cstdio>

namespace cp::cli {

namespace {

/// A breakdown on one line: "  Weights 13.2, Gradients 13.2, ... GiB" with `value` writing
/// each amount.
template<typename Write>
QString partsLine(const std::vector<ReportPart> &parts, Write value)
{
    QStringList items;
    for (const ReportPart &part : parts)
        items << Tr::tr("%1 %2").arg(part.label, value(part.amount));
    return QStringLiteral("  ") + items.join(Tr::tr(", ")) + QLatin1Char('\n');
}

/// "  likely 61–76 d (p10-p90 of the error on published runs)", or nothing without a range.
QString likelyLine(const ReportFigure &f)
{
    return f.range.isEmpty()
               ? QString()
               : Tr::tr("  likely %1 (p10-p90 of the error on published runs)\n").arg(f.range);
}

/// The cost's range: the time's at the prices' low and high ends, not the time's alone.
QString likelyCostLine(const ReportFigure &f)
{
    return f.range.isEmpty() ? QString()
                             : Tr::tr("  likely %1 (the likely time at the low and the high "
                                      "prices)\n")
                                   .arg(f.range);
}

/// "value (note)", or the value alone.
QString withNote(const QString &value, const QString &note)
{
    return note.isEmpty() ? value : Tr::tr("%1 (%2)").arg(value, note);
}

/// Every figure as the report words it, the same as the app's status bar and the PDF.
void printText(const Plan &plan, const Catalog &catalog, const Result &r)
{
    const Report rep = makeReport(plan, catalog, r);
    const QString lang = rep.language;
    const QLocale loc(lang);
    QString s;
    s += Tr::tr("Cluster: %1\n").arg(rep.configuration);
    // "70.6 B parameters, 70.6 B trainable"; "705.5 亿参数": the scale the model has.
    s += Tr::tr("Model: %1 parameters, %2 trainable\n")
             .arg(formatCount(r.params, lang), formatCount(r.trainableParams, lang));
    if (plan.model.experts > 0)
        s += Tr::tr("  mixture of experts: %1 active per token; EP %2, capacity factor %3\n")
                 .arg(formatCount(r.activeParams, lang))
                 .arg(r.par.ep)
                 .arg(loc.toString(r.par.capacityFactor, 'f', 2));
    s += Tr::tr("Parallelism: TP %1, PP %2, DP %3, CP %4, ZeRO %5, micro-batch %6, global batch "
                "%7, %8\n")
             .arg(r.par.tp)
             .arg(r.par.pp)
             .arg(r.par.dp)
             .arg(r.par.cp)
             .arg(r.par.zero)
             .arg(r.par.microBatch)
             .arg(r.par.globalBatch)
             .arg(recomputeLayoutText(r.par.recompute));
    if (r.sequenceParallel) s += Tr::tr("  sequence parallelism with TP\n");
    if (r.par.zero > 0 && r.par.shardGroup < r.par.dp * r.par.cp)
        s += Tr::tr("  hybrid sharding: shard groups of %1 GPUs, %2 replicas\n")
                 .arg(r.par.shardGroup)
                 .arg(r.par.dp * r.par.cp / std::max(1, r.par.shardGroup));
    s += Tr::tr("%1: %2\n").arg(rep.memoryPerGpu.label,
                                withNote(rep.memoryPerGpu.value, rep.memoryPerGpu.note));
    // A part too small for a tenth of a GiB is not "0.0 GiB" (an 18.9 M-parameter model's
    // weights).
    s += partsLine(rep.memoryParts, [&](double gib) {
        return gib > 0 && gib < 0.05 ? Tr::tr("< %1 GiB").arg(loc.toString(0.1, 'f', 1))
                                     : Tr::tr("%1 GiB").arg(loc.toString(gib, 'f', 1));
    });
    s += Tr::tr("%1: %2; %3 %4, %5\n")
             .arg(rep.throughput.label, rep.throughput.value, rep.mfu.label, rep.mfu.value,
                  rep.mfu.note);
    s += likelyLine(rep.throughput);
    if (r.calibration.applied)
        s += Tr::tr("  calibrated from a trial run on %1 GPUs: %2 tokens/s per GPU measured, %3 "
                    "modelled; compute time x %4\n")
                 .arg(r.calibration.trialGpus)
                 .arg(loc.toString(r.calibration.trialMeasured, 'f', 0),
                      loc.toString(r.calibration.trialPredicted, 'f', 0))
                 .arg(r.calibration.factor, 0, 'f', 3);
    QStringList timeNotes;
    for (const QString &note : {rep.allowance, rep.totalTime.note})
        if (!note.isEmpty()) timeNotes << note;
    s += Tr::tr("%1: %2\n").arg(rep.totalTime.label,
                                withNote(rep.totalTime.value, timeNotes.join(Tr::tr(", "))));
    s += Tr::tr("  %1 steps of %2: %3 before overheads\n")
             .arg(loc.toString(r.steps, 'f', 0), formatStepTime(r.stepTime, lang),
                  rep.trainingTime.value);
    s += likelyLine(rep.totalTime);
    // The parts the run spends time on: a pipeline bubble of "0 s" in a plan without a
    // pipeline is no part of it.
    std::vector<ReportPart> timeParts;
    for (const ReportPart &part : rep.timeParts)
        if (part.amount > 0) timeParts.push_back(part);
    s += partsLine(timeParts,
                   [&](double seconds) { return formatDuration(Seconds(seconds), lang); });
    QString total = rep.totalCost.value;
    if (!rep.totalCost.note.isEmpty()) total = Tr::tr("%1, %2").arg(total, rep.totalCost.note);
    // The amount names its currency; the pricing stands beside the label, not in nested
    // parentheses ("总费用（CNY，按需实例（按量付费））").
    s += Tr::tr("%1 · %2: %3\n")
             .arg(rep.totalCost.label, pricingModeText(plan.pricing, PricingWording::InSentence),
                  withNote(total, rep.costSpan));
    // A span within one month has no monthly figure of its own (the report leaves it empty).
    if (!rep.monthlyCost.value.isEmpty())
        s += Tr::tr("  %1: %2\n").arg(rep.monthlyCost.label, rep.monthlyCost.value);
    s += likelyCostLine(rep.totalCost);
    // Beside a commitment's total, the job's own share; and a price that is only assumed.
    for (const QString &more : {rep.jobShare, rep.assumedPrice})
        if (!more.isEmpty()) s += QStringLiteral("  %1\n").arg(more);
    s += Tr::tr("  %1: %2\n").arg(rep.gpuHours.label, withNote(rep.gpuHours.value, rep.gpuHours.note));
    // A rented cluster's network, power and rack space are in its hourly price, as the
    // proposal says: "0" read as a part left out.
    const bool rented = plan.pricing != Pricing::Purchase;
    s += partsLine(rep.costParts, [&](double v) {
        return rented && v == 0 ? Tr::tr("included in the rented price")
                                : formatMoney(v, r.currency, lang);
    });
    // The networks the planner designs for the cluster, and their racks.
    for (const auto &[label, text] : rep.network)
        s += Tr::tr("%1: %2\n").arg(label, text);
    if (rep.findings.empty()) s += Tr::tr("No bottlenecks or risks found.") + QLatin1Char('\n');
    for (const ReportFinding &f : rep.findings)
        s += QStringLiteral("[%1] %2\n    %3\n").arg(f.severity, f.message, f.suggestion);
    // Chinese runs together where a figure's unit is Chinese: "5.00 万美元的预算".
    std::fputs(tidyChineseSpacing(s).toUtf8().constData(), stdout);
}

} // namespace

int runEstimate(const Args &a, const Plan &plan, const Catalog &catalog)
{
    Result r;
    std::vector<BomLine> bom;
    if (auto e = billOfMaterials(plan, catalog, r, bom)) return fail(*e);
    if (a.format == "text")
        printText(plan, catalog, r);
    else
        std::printf("%s\n", resultToJson(plan, r, &bom).c_str());
    return 0;
}

} // namespace cp::cli
