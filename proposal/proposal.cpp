// SPDX-License-Identifier: GPL-3.0-or-later
// writeProposal: the proposal laid out from the project's report (core's evaluateProject: the
// active plan with its bill of materials, every scenario compared and the one recommended),
// the sections twice through the layout engine into a PDF that is saved atomically.
#include "proposal.h"

#include "io/filewriter.h"
#include "report/format.h"
#include "layout.h"
#include "proposaldata.h"
#include "proposaltext.h"
#include "io/safefile.h"
#include "sections.h"
#include "report/translation.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPdfWriter>

#include <optional>

namespace cp {

using namespace proposal;

QString writeProposal(const Project &project, const Catalog &catalog,
                      const ProposalOptions &options, const QString &outPath,
                      ProposalReport *report)
{
    {
        ScopedLanguage probe(options.language);
        if (!probe.ok())
            return Proposal::tr("unknown language '%1' (en or zh_CN)").arg(options.language);
    }
    return writeProposal(project, evaluateProject(project, catalog, options.language), catalog,
                         options, outPath, report);
}

namespace {

/// The proposal's data from the project's report, or why there is none: the checks every
/// output (a PDF, a printer) makes first. The language must be installed by the caller.
std::optional<Data> proposalData(const Project &project, const ProjectReport &evaluated,
                                 const Catalog &catalog, const ProposalOptions &options,
                                 ProposalReport *report, QString *error)
{
    if (evaluated.language != options.language) {
        *error = Proposal::tr("the project was evaluated in '%1', the proposal is in '%2'")
                     .arg(evaluated.language, options.language);
        return std::nullopt;
    }
    const ScenarioReport &active = evaluated.described();
    if (active.error) {
        *error = Proposal::tr("the plan cannot be evaluated: %1: %2")
                     .arg(qs(active.error->field), qs(active.error->message));
        return std::nullopt;
    }
    Data d(project, evaluated, catalog, options);
    if (evaluated.pricingError && !project.plan().demand.empty() && report)
        // A scenario planned as owned plus cloud; without prices for its GPU the section is
        // left out and the report says why.
        report->warnings << Proposal::tr("no owned-plus-cloud section: %1: %2")
                                .arg(qs(evaluated.pricingError->field),
                                     qs(evaluated.pricingError->message));
    if (const auto against = active.reasonAgainst()) {
        d.notRecommended = Proposal::tr("%1 %2").arg(against->message, against->suggestion);
        d.outdone = !active.against;
    }
    if (evaluated.scenarios.size() > 1) {
        for (std::size_t i = 0; i < evaluated.scenarios.size(); ++i) {
            const ScenarioReport &s = evaluated.scenarios[i];
            Alternative a;
            a.name = s.name;
            a.described = s.active;
            a.recommended = int(i) == evaluated.recommended;
            a.error = s.error;
            a.result = s.result;
            a.report = s.report;
            d.alternatives.push_back(std::move(a));
        }
        if (evaluated.recommended >= 0 && evaluated.recommended != evaluated.active && report)
            // Its reason is sentences of its own: after a colon, not in brackets ("…条款。)").
            report->warnings
                << Proposal::tr("the proposal recommends %1, not the active "
                                "scenario %2: %3")
                       .arg(evaluated.scenarios[std::size_t(evaluated.recommended)].name,
                            active.name, d.notRecommended);
    }
    return d;
}

/// The title a viewer or a print queue shows: the project's name as the cover prints it.
QString documentTitle(const Project &project, const Data &d)
{
    return project.info.name.empty() ? Proposal::tr("GPU Training Cluster Proposal")
                                     : projectName(d);
}

/// The sections twice through the layout engine onto `device`, whose page size and
/// resolution (72: one unit is one point) the caller has set. Returns the page count.
int paint(QPagedPaintDevice &device, const Data &d, const ProposalOptions &options,
          ProposalReport *report)
{
    device.setPageMargins(QMarginsF(18, 16, 18, 14), QPageLayout::Millimeter);
    Layout layout(device, d);
    return layout.run([&](Layout &l) {
        if (options.summaryOnly) {
            onePageSummary(l, d);
            return;
        }
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

} // namespace

QString writeProposal(const Project &project, const ProjectReport &evaluated,
                      const Catalog &catalog, const ProposalOptions &options,
                      const QString &outPath, ProposalReport *report)
{
    ScopedLanguage language(options.language);
    if (!language.ok())
        return Proposal::tr("unknown language '%1' (en or zh_CN)").arg(options.language);
    QString error;
    const std::optional<Data> data
        = proposalData(project, evaluated, catalog, options, report, &error);
    if (!data) return error;
    const Data &d = *data;
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
        writer.setResolution(72); // one unit is one point
        // The title a viewer shows in its title bar and tabs: the project's name as the
        // document's cover prints it (a sample's in the document's language).
        writer.setTitle(documentTitle(project, d));
        writer.setCreator(
            QStringLiteral("ClusterPlanner %1").arg(QCoreApplication::applicationVersion()));
        pages = paint(writer, d, options, report);
    }
    if (auto why = writeFileAtomically(outPath, pdf.data()))
        return Proposal::tr("cannot write %1: %2").arg(outPath, *why);
    if (report) report->pages = pages;
    return {};
}

QString printProposal(const Project &project, const ProjectReport &evaluated,
                      const Catalog &catalog, const ProposalOptions &options,
                      QPagedPaintDevice &printer,
                      const std::function<void(const QString &title)> &named)
{
    ScopedLanguage language(options.language);
    if (!language.ok())
        return Proposal::tr("unknown language '%1' (en or zh_CN)").arg(options.language);
    QString error;
    const std::optional<Data> data
        = proposalData(project, evaluated, catalog, options, nullptr, &error);
    if (!data) return error;
    if (named) named(documentTitle(project, *data));
    paint(printer, *data, options, nullptr);
    return {};
}

} // namespace cp
