// estimate: one plan evaluated, printed as JSON or as text (cluster, model, parallelism,
// memory, throughput, time, cost and findings, in the language of the translation).
#include "cli.h"

#include "findingtext.h"
#include "format.h"
#include "planner.h"
#include "spantext.h"
#include "translation.h"

#include <QLocale>

#include <cstdio>

namespace cp::cli {

namespace {

QString gib(Bytes b)
{
    return QString::number(toGiB(b), 'f', 1);
}

QString severityLabel(Severity s)
{
    switch (s) {
    case Severity::Info:
        return Tr::tr("info");
    case Severity::Warning:
        return Tr::tr("warning");
    case Severity::Error:
        return Tr::tr("error");
    }
    return {};
}

/// A duration in the language of the installed translation.
QString duration(Seconds t)
{
    return formatDuration(t, currentLanguage());
}

void printText(const Plan &plan, const Result &r)
{
    const QLocale loc(QLocale::English, QLocale::UnitedStates);
    auto money = [&](double v) { return formatMoney(v, r.currency, currentLanguage()); };
    QString s;
    const ClusterFacts &c = r.cluster;
    s += Tr::tr("Cluster: %1 x %2 (%3 x %4), %5, storage %6\n")
             .arg(c.gpus)
             .arg(catalogName(c.gpu->name))
             .arg(Tr::tr("%n node(s)", nullptr, c.nodes))
             .arg(c.gpusPerNode)
             .arg(c.fabric ? catalogName(c.fabric->name) : Tr::tr("single node"),
                  c.storage ? catalogName(c.storage->name) : Tr::tr("none"));
    // "70.6 B parameters, 70.6 B trainable"; "705.5 亿参数": the scale the model has.
    s += Tr::tr("Model: %1 parameters, %2 trainable\n")
             .arg(formatCount(r.params, currentLanguage()),
                  formatCount(r.trainableParams, currentLanguage()));
    s += Tr::tr(
             "Parallelism: TP %1, PP %2, DP %3, CP %4, ZeRO %5, micro-batch %6, global batch %7, "
             "recompute %8\n")
             .arg(r.par.tp)
             .arg(r.par.pp)
             .arg(r.par.dp)
             .arg(r.par.cp)
             .arg(r.par.zero)
             .arg(r.par.microBatch)
             .arg(r.par.globalBatch)
             .arg(recomputeModeText(r.par.recompute));
    s += Tr::tr("Memory per GPU: %1 of %2 GiB (%3), headroom %4 %\n")
             .arg(gib(r.memoryPerGpu), gib(r.capacity))
             .arg(r.fits ? Tr::tr("fits") : Tr::tr("does not fit"))
             .arg(r.headroom * 100, 0, 'f', 0);
    s += Tr::tr("  weights %1, gradients %2, optimizer %3, activations %4, other %5 GiB\n")
             .arg(gib(r.memory.weights), gib(r.memory.gradients), gib(r.memory.optimizer),
                  gib(r.memory.activations), gib(r.memory.other));
    s += Tr::tr("Throughput: %1 tokens/s, %2 samples/s, %3 TFLOP/s per GPU, MFU %4 %\n")
             .arg(loc.toString(r.tokensPerSecond, 'f', 0))
             .arg(loc.toString(r.samplesPerSecond, 'f', 1))
             .arg(r.tflopsPerGpu, 0, 'f', 1)
             .arg(r.mfu * 100, 0, 'f', 1);
    // The likely range (p10-p90 of the planner's error on published runs, docs/validation.md).
    auto likely = [&](const QString &low, const QString &high) {
        // A range whose ends read the same (a reserved term's total) is no range.
        if (low == high) return QString();
        return Tr::tr("  likely %1 to %2 (p10-p90 of the error on published runs)\n").arg(low, high);
    };
    s += likely(loc.toString(r.tokensPerSecondRange[0], 'f', 0),
                loc.toString(r.tokensPerSecondRange[1], 'f', 0));
    if (r.calibration.applied)
        s += Tr::tr("  calibrated from a trial run on %1 GPUs: %2 tokens/s per GPU measured, %3 "
                    "modelled; compute time x %4\n")
                 .arg(r.calibration.trialGpus)
                 .arg(loc.toString(r.calibration.trialMeasured, 'f', 0),
                      loc.toString(r.calibration.trialPredicted, 'f', 0))
                 .arg(r.calibration.factor, 0, 'f', 3);
    s += Tr::tr("Time: %1 in all (%2 steps of %3 s); training %4\n")
             .arg(duration(r.totalTime))
             .arg(loc.toString(r.steps, 'f', 0))
             .arg(formatNumber(r.stepTime.value(), 4, currentLanguage()))
             .arg(duration(r.trainingTime));
    s += likely(duration(r.totalTimeRange[0]), duration(r.totalTimeRange[1]));
    const TimeBreakdown &t = r.time;
    s += Tr::tr("  compute %1, tensor parallel %2, pipeline %3, data parallel %4, data loading "
                "%5, checkpoints %6, failures %7, trial runs %8\n")
             .arg(duration(t.compute), duration(t.tensorParallel + t.contextParallel),
                  duration(t.pipelineBubble + t.pipelineP2p),
                  duration(t.dataParallel + t.optimizer), duration(t.dataLoading),
                  duration(t.checkpoints), duration(t.failures), duration(t.experimentation));
    // A span within one month has no monthly figure of its own: it would repeat the total.
    const QString perMonth = r.monthlyCost < r.costTotal * 0.999
                                 ? Tr::tr(", %1 per month").arg(money(r.monthlyCost))
                                 : QString();
    s += Tr::tr("Cost (%1, %2): %3 total (%4)%5%6\n")
             .arg(QString::fromLatin1(currencyName(r.currency)), pricingModeText(plan.pricing, PricingWording::InSentence))
             .arg(money(r.costTotal), costSpanText(r, currentLanguage()))
             .arg(perMonth)
             .arg(plan.budget > 0 ? (r.withinBudget ? Tr::tr(", within the budget of %1")
                                                    : Tr::tr(", OVER the budget of %1"))
                                        .arg(money(plan.budget))
                                  : QString());
    s += likely(money(r.costRange[0]), money(r.costRange[1]));
    // Beside a commitment's total, the job's own share; and a price that is only assumed.
    for (const QString &more : {jobShareText(r, currentLanguage()), assumedPriceText(r)})
        if (!more.isEmpty()) s += QStringLiteral("  %1\n").arg(more);
    if (r.span.kind != CostSpanKind::Job)
        s += Tr::tr("  GPU-hours: %1 used by the job, %2 paid for\n")
                 .arg(loc.toString(r.gpuHours, 'f', 0), loc.toString(r.span.billedGpuHours, 'f', 0));
    const CostBreakdown &k = r.cost;
    s += Tr::tr("  compute %1, storage %2, network %3, power and space %4, staff and support %5, "
                "reserve %6\n")
             .arg(money(k.compute), money(k.storage), money(k.network), money(k.power),
                  money(k.staffSupport), money(k.reserve));
    if (r.findings.empty()) s += Tr::tr("No findings.\n");
    for (const Finding &f : r.findings) {
        const FindingText ft = findingText(f);
        s += QStringLiteral("[%1] %2\n    %3\n")
                 .arg(severityLabel(f.severity), ft.message, ft.suggestion);
    }
    // Chinese runs together where a figure's unit is Chinese: "5.00 万美元的预算".
    std::fputs(tidyChineseSpacing(s).toUtf8().constData(), stdout);
}

} // namespace

int runEstimate(const Args &a, const Plan &plan, const Catalog &catalog)
{
    Result r;
    if (auto e = evaluate(plan, catalog, r)) return fail(*e);
    if (a.format == "text")
        printText(plan, r);
    else
        std::printf("%s\n", resultToJson(plan, r).c_str());
    return 0;
}

} // namespace cp::cli
