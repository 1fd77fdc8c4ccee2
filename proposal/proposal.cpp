// writeProposal: the proposal's data assembled from the project (the active plan evaluated
// with its bill of materials, every scenario compared and the one recommended), then the
// sections laid out twice by the layout engine into a PDF that is saved atomically.
#include "proposal.h"

#include "filewriter.h"
#include "findingtext.h"
#include "format.h"
#include "layout.h"
#include "planner.h"
#include "proposaldata.h"
#include "proposaltext.h"
#include "safefile.h"
#include "sections.h"
#include "translation.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPdfWriter>

#include <optional>

namespace cp {

namespace {

/// The first finding that speaks against recommending a plan as configured: an error, a
/// reservation or a purchase the job leaves idle (another pricing costs less for the same
/// job), a total over the budget or a time past the deadline. Empty when there is none.
std::optional<Finding> againstRecommending(const Result &r)
{
    for (const Finding &f : r.findings)
        if (f.severity == Severity::Error || f.code == FindingCode::CommitmentUnderused
            || f.code == FindingCode::OwnershipUnderused || f.code == FindingCode::OverBudget || f.code == FindingCode::DeadlineMissed)
            return f;
    return std::nullopt;
}

} // namespace

using namespace proposal;

QString writeProposal(const Project &project, const Catalog &catalog,
                      const ProposalOptions &options, const QString &outPath,
                      ProposalReport *report)
{
    ScopedLanguage language(options.language);
    if (!language.ok())
        return Proposal::tr("unknown language '%1' (en or zh_CN)").arg(options.language);
    Data d(project, catalog, options);
    if (auto e = billOfMaterials(project.plan(), catalog, d.result, d.bom))
        return Proposal::tr("the plan cannot be evaluated: %1: %2")
            .arg(qs(e->field), qs(e->message));
    d.report = makeReport(project.plan(), catalog, d.result, d.bom);
    d.fits = memoryFitByAccelerator(project.plan(), catalog);
    if (!project.plan().demand.empty()) {
        // A scenario planned as owned plus cloud; without prices for its GPU the section is
        // left out and the report says why.
        PricingOverTime hybrid;
        if (auto e = planHybrid(project.plan(), catalog, hybrid)) {
            if (report)
                report->warnings << Proposal::tr("no owned-plus-cloud section: %1: %2")
                                        .arg(qs(e->field), qs(e->message));
        } else {
            d.hybrid = std::move(hybrid);
        }
    }
    if (auto f = againstRecommending(d.result)) {
        const FindingText t = findingText(*f);
        d.notRecommended = Proposal::tr("%1 %2").arg(t.message, t.suggestion);
    }
    if (project.scenarios.size() > 1) {
        for (std::size_t i = 0; i < project.scenarios.size(); ++i) {
            Alternative a;
            a.name = scenarioName(project.scenarios[i], int(i));
            a.described = int(i) == project.active;
            a.error = evaluate(project.scenarios[i].plan, catalog, a.result);
            if (!a.error) a.report = makeReport(project.scenarios[i].plan, catalog, a.result);
            d.alternatives.push_back(std::move(a));
        }
        // The active scenario is recommended unless a finding speaks against it; then the
        // cheapest scenario none speaks against (totals compared in US dollars), if any.
        Alternative *best = nullptr;
        double bestCost = 0;
        for (std::size_t i = 0; i < d.alternatives.size(); ++i) {
            Alternative &a = d.alternatives[i];
            if (a.error || againstRecommending(a.result)) continue;
            if (a.described) {
                best = &a;
                break;
            }
            const Plan &plan = project.scenarios[i].plan;
            const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
            const double usd = a.result.currency == Currency::CNY && rate > 0
                                   ? a.result.costTotal / rate
                                   : a.result.costTotal;
            if (!best || usd < bestCost) best = &a, bestCost = usd;
        }
        if (best) best->recommended = true;
        if (best && !best->described && report)
            for (const Alternative &a : d.alternatives)
                if (a.described)
                    report->warnings << Proposal::tr("the active scenario %1 is not recommended "
                                                     "(%2); the proposal recommends %3")
                                            .arg(a.name, d.notRecommended, best->name);
    }

    if (auto problem = outputFileProblem(outPath))
        return Proposal::tr("cannot write %1: it %2").arg(outPath, *problem);
    // Laid out in memory, then written as every file is (writeFileAtomically): a full disk
    // keeps the old file.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter writer(&pdf);
        writer.setPageSize(QPageSize(options.letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 16, 18, 14), QPageLayout::Millimeter);
        writer.setResolution(72); // one unit is one point
        writer.setTitle(project.info.name.empty() ? Proposal::tr("GPU Training Cluster Proposal")
                                                  : qs(project.info.name));
        writer.setCreator(
            QStringLiteral("ClusterPlanner %1").arg(QCoreApplication::applicationVersion()));
        Layout layout(writer, d);
        pages = layout.run([&](Layout &l) {
            cover(l, d, l.painter() ? report : nullptr);
            summary(l, d);
            workload(l, d);
            figures(l, d);
            hybridSection(l, d);
            billOfMaterials(l, d);
            alternativesSection(l, d);
            findingsSection(l, d);
            delivery(l, d);
            assumptions(l, d);
        });
    }
    if (auto why = writeFileAtomically(outPath, pdf.data()))
        return Proposal::tr("cannot write %1: %2").arg(outPath, *why);
    if (report) report->pages = pages;
    return {};
}

} // namespace cp
