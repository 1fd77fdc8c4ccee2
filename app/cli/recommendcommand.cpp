// SPDX-License-Identifier: GPL-3.0-or-later
// recommend: the cheapest and fastest clusters that meet a budget and a deadline, searched
// over accelerators, GPU counts and layouts, printed as JSON or as text.
#include "cli.h"

#include "model/project.h"
#include "analysis/recommend.h"
#include "report/format.h"
#include "report/report.h"
#include "report/translation.h"

#include <QElapsedTimer>

#include <cstdio>

namespace cp::cli {

namespace {

/// The tiers as a reader reads them: each its cluster, its time and cost with their likely
/// ranges and how it is paid, and its findings; or why there is none.
void printText(const Recommendation &rec, const Catalog &catalog, double elapsed)
{
    const QString lang = currentLanguage();
    QString s;
    for (const TierChoice &t : rec.tiers) {
        const Plan &plan = t.choice.plan;
        const Report rep = makeReport(plan, catalog, t.choice.result, {});
        s += Tr::tr("%1: %2\n").arg(tierText(t.tier), rep.configuration);
        // Every tier in one unit, so that they compare down the page.
        const FiguresAmong among = tierFigures(rec);
        const ReportFigure time = timeAmong(t.choice.result, among.time, lang);
        s += Tr::tr("  %1: %2\n").arg(rep.totalTime.label, withLikelyRange(time.value, time.range));
        // The term the cost covers where it is not the job, whose time is the line above.
        const ReportFigure total = costAmong(t.choice.result, among.cost, lang);
        QString cost = withLikelyRange(total.value, total.range) + Tr::tr(" · ")
                       + pricingModeText(plan.pricing);
        if (t.choice.result.span.kind != CostSpanKind::Job) cost += Tr::tr(" · ") + rep.costSpan;
        s += Tr::tr("  %1: %2\n").arg(rep.totalCost.label, cost);
        for (const ReportFinding &f : rep.mainRisks())
            s += QStringLiteral("  [%1] %2\n").arg(f.severity, f.message);
    }
    if (rec.tiers.empty()) s += Tr::tr("No tier: %1\n").arg(QString::fromStdString(rec.why));
    s += Tr::tr("%1 configurations and %2 layouts examined in %3 s\n")
             .arg(formatCount(rec.configurations, lang),
                  formatCount(double(rec.candidatesEvaluated), lang))
             .arg(formatNumber(elapsed, 2, lang));
    std::fputs(tidyChineseSpacing(s).toUtf8().constData(), stdout);
}

} // namespace

int runRecommend(const Args &a, const Catalog &catalog, Plan base)
{
    for (const std::string &id : a.allowedGpus)
        if (!catalog.accelerator(id))
            return fail(
                Tr::tr("--allowed-gpus: unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                    .arg(QString::fromStdString(id)));
    RecommendRequest req;
    req.base = std::move(base);
    req.allowedGpus = a.allowedGpus;
    req.maxGpus = a.maxGpus;
    req.maxNodes = a.maxNodes;
    req.rackPowerW = a.rackPowerKW * 1000.0;
    req.market = a.market.empty() ? std::string(kDefaultMarket) : a.market;
    if (a.market.empty() && !a.planFile.empty()) {
        // The project file's market, unless --market overrides it.
        std::string text;
        Project project;
        if (!readFile(a.planFile, text) && !readProject(text, catalog, project))
            req.market = project.info.market;
    }
    QElapsedTimer timer;
    timer.start();
    const Recommendation rec = recommend(req, catalog);
    if (rec.error) return fail(*rec.error);
    const double elapsed = timer.nsecsElapsed() / 1e9;
    if (a.format == "text") {
        printText(rec, catalog, elapsed);
        return 0;
    }
    std::string out = "{\"tiers\": [";
    for (std::size_t i = 0; i < rec.tiers.size(); ++i) {
        const TierChoice &t = rec.tiers[i];
        out += std::string(i ? ", " : "") + "{\"tier\": \"" + tierName(t.tier)
               + "\", \"plan\": " + planToFlatJson(t.choice.plan)
               + ", \"estimate\": " + resultToJson(t.choice.plan, t.choice.result) + "}";
    }
    out += "], \"front\": [";
    for (std::size_t i = 0; i < rec.front.size(); ++i) {
        const RecommendedPlan &p = rec.front[i];
        char nums[96];
        std::snprintf(nums, sizeof nums,
                      "{\"cost\": %.17g, \"total_s\": %.17g, \"plan\": ", p.result.costTotal,
                      p.result.totalTime.value());
        out += std::string(i ? ", " : "") + nums + planToFlatJson(p.plan) + "}";
    }
    char tail[160];
    std::snprintf(tail, sizeof tail,
                  "], \"candidates_evaluated\": %lld, \"configurations\": %d, \"elapsed_s\": %.6f",
                  rec.candidatesEvaluated, rec.configurations, elapsed);
    out += tail;
    out += ", \"market\": " + jsonQuote(req.market);
    if (!rec.why.empty()) out += ", \"why\": " + jsonQuote(rec.why);
    out += "}";
    std::printf("%s\n", out.c_str());
    return 0;
}

} // namespace cp::cli
