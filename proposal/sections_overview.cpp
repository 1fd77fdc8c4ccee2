// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's opening sections: the cover, the executive summary with its key figures,
// the workload and its assumptions, and the figures (topology, memory, time and cost).
#include "sections.h"

#include "figures.h"
#include "report/findingtext.h"
#include "report/format.h"
#include "proposaltext.h"
#include "io/safefile.h"
#include "report/spantext.h"
#include "report/translation.h"
#include "typeset.h"

#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <vector>

namespace cp::proposal {

namespace {
void estimatesNote(Layout &l, bool summary = false);
} // namespace

void cover(Layout &l, const Data &d, ProposalReport *report)
{
    const ProjectInfo &info = d.project.info;
    if (!info.logo.empty()) {
        QString path = qs(info.logo);
        if (QFileInfo(path).isRelative() && !d.options.baseDir.isEmpty())
            path = QDir(d.options.baseDir).filePath(path);
        // Only a regular file of at most 64 MB: a FIFO would block the export for ever.
        QByteArray bytes;
        QImage logo;
        if (!readInputFile(path, bytes)) {
            QBuffer buffer(&bytes);
            QImageReader reader(&buffer);
            const QSize size = reader.size();
            if (size.isValid() && size.width() <= 8000 && size.height() <= 8000)
                logo = reader.read();
        }
        if (logo.isNull()) {
            if (report)
                report->warnings
                    << Proposal::tr("The logo %1 could not be read; the cover has none.").arg(path);
        } else if (QPainter *p = l.painter()) {
            const QSizeF box(150, 60);
            const QSizeF s = QSizeF(logo.size()).scaled(box, Qt::KeepAspectRatio);
            p->drawImage(QRectF(QPointF(l.width() - s.width(), 0), s), logo);
        }
    }
    l.skip(150);
    l.text(Proposal::tr("GPU Training Cluster Proposal"), l.font(26, true), kAccent);
    l.skip(8);
    const QString name = info.name.empty() ? workloadText(d.project.plan().workload) : projectName(d);
    l.text(name, l.font(16), kInk);
    l.skip(40);
    const QString customer = !d.options.customer.isEmpty() ? d.options.customer : qs(info.customer);
    const QDate date
        = info.date.empty() ? QDate::currentDate() : QDate::fromString(qs(info.date), Qt::ISODate);
    // A field the project leaves empty is left off the cover: "Customer —" reads as a form
    // not filled in.
    const std::vector<std::pair<QString, QString>> rows
        = {{Proposal::tr("Customer"), customer},
           {Proposal::tr("Prepared by"), qs(info.preparedBy)},
           {Proposal::tr("Date"), formatDate(date, d.lang)},
           {Proposal::tr("Version"),
            d.options.internal ? Proposal::tr("Internal version: contains internal prices")
                               : Proposal::tr("Customer version")}};
    for (const auto &[k, v] : rows) {
        if (v.trimmed().isEmpty()) continue;
        const double h = l.text(k, l.font(10, true), kMuted, 0, 110, Qt::AlignLeft, false);
        const double h2 = l.text(v, l.font(10), kInk, 120, l.width() - 120, Qt::AlignLeft, false);
        l.skip(std::max(h, h2) + 8);
    }
    l.skip(40);
    estimatesNote(l);
    // The disclaimer on the cover, where a reader meets it first and where it never takes
    // a page of its own at the end.
    l.skip(12);
    l.text(Proposal::tr("Disclaimer"), l.font(8.5, true), kMuted);
    l.text(Proposal::tr("This proposal is a planning estimate, not a performance guarantee. Actual "
                        "time and cost depend on the software stack, data pipeline, failure rates "
                        "and prices at the time of purchase. Figures should be confirmed by the "
                        "acceptance tests in the delivery plan before commitments are made."),
           l.font(8.5), kMuted);
}

namespace {

/// The recommendation, the configuration, the key figures and the main risks: the
/// executive summary's body, also the one-page summary's. The full proposal puts the
/// project's notes, the author's case for the recommendation, right under it.
void summaryBody(Layout &l, const Data &d, bool withNotes)
{
    const Report &rep = d.report;
    l.subheading(d.notRecommended.isEmpty() ? Proposal::tr("Recommended configuration")
                                            : Proposal::tr("Configuration described"));
    const QString options = number(d, double(d.alternatives.size()));
    const Alternative *described = nullptr, *recommended = nullptr;
    for (const Alternative &a : d.alternatives) {
        if (a.described) described = &a;
        if (a.recommended) recommended = &a;
    }
    if (recommended) {
        // The one-page summary, without the full proposal's comparison, names the others: it
        // said "of the 3 options compared" and never which.
        // Each with its time and cost, and the limit it passes: "of the 3 options, we recommend
        // A; the others: B; C" gave a signer no reason.
        QStringList others;
        const bool zh = d.lang == QLatin1String("zh_CN");
        for (std::size_t i = 0; i < d.alternatives.size(); ++i) {
            const Alternative &a = d.alternatives[i];
            if (&a == recommended) continue;
            if (a.error) {
                others << a.name;
                continue;
            }
            const Plan &plan = d.project.scenarios[i].plan;
            QStringList facts{a.report.totalTime.value, a.report.totalCost.value};
            if (!a.result.withinBudget && !a.report.totalCost.note.isEmpty())
                facts << a.report.totalCost.note;
            if (plan.deadlineDays > 0 && !meetsDeadline(plan, a.result)
                && !a.report.totalTime.note.isEmpty())
                facts << a.report.totalTime.note;
            others << withAside(a.name,
                                facts.join(zh ? QStringLiteral("，") : QStringLiteral(", ")));
        }
        l.paragraph(Proposal::tr("Of the %2 options compared, we recommend %1.")
                        .arg(recommended->name, options)
                    + (withNotes || others.isEmpty()
                           ? QString()
                           : QLatin1Char(' ')
                                 + Proposal::tr("The others: %1.")
                                       .arg(others.join(Proposal::tr("; ", "between the names of "
                                                                           "options")))));
    } else if (!described && d.notRecommended.isEmpty()) {
        // One option: the recommendation in a sentence, with what the plan meets, as a
        // comparison's would name the option.
        const Result &r = d.result;
        const Plan &plan = d.project.plan();
        QStringList meets;
        if (r.fits)
            meets << Proposal::tr("the model fits with %1 of GPU memory free")
                         .arg(percent(d, 100 * (1 - r.memoryPerGpu / r.capacity)));
        if (plan.deadlineDays > 0 && meetsDeadline(plan, r))
            meets << Proposal::tr("it finishes within the %1-day deadline")
                         .arg(number(d, plan.deadlineDays));
        if (plan.budget > 0 && r.withinBudget)
            meets << Proposal::tr("it costs less than the budget of %1").arg(money(d, plan.budget));
        if (!meets.isEmpty()) {
            const QString last = meets.takeLast();
            const QString all = meets.isEmpty()
                                    ? last
                                    : Proposal::tr("%1 and %2", "the last two things a plan meets")
                                          .arg(meets.join(Proposal::tr(", ", "between things a "
                                                                             "plan meets")),
                                               last);
            l.paragraph(Proposal::tr("We recommend this configuration: %1.").arg(all));
        }
    } else if (described)
        l.paragraph(Proposal::tr("None of the %1 options compared is recommended as configured; "
                                 "this proposal describes %2.")
                        .arg(options, described->name));
    // A recommendation never contradicts the findings: the plan described says why it is not
    // the one recommended.
    if (!d.notRecommended.isEmpty())
        l.paragraph(described && recommended
                        ? Proposal::tr("This proposal describes %1, which is not recommended as "
                                       "configured: %2")
                              .arg(described->name, d.notRecommended)
                        : Proposal::tr("Not recommended as configured: %1").arg(d.notRecommended));
    // The reason for the choice beside it, not after the assumptions on the last page. A
    // bundled sample's notes in the reader's language, as its name (a user's own notes
    // have no translation and read as written).
    if (withNotes && !d.project.info.notes.empty())
        l.paragraph(QCoreApplication::translate("Samples", d.project.info.notes.c_str()));
    l.paragraph(rep.configuration);
    // A scenario planned as owned plus cloud: the split in one line (its section explains it).
    if (d.hybrid) {
        const HybridCost &h = d.hybrid->hybrid;
        const int months = int(d.hybrid->demand.size());
        l.paragraph(Proposal::tr("Owned plus cloud over %n month(s): own %1 GPUs and rent the "
                                 "peaks, %2 in all, against %3 all in the cloud and %4 all "
                                 "owned.",
                                 nullptr, months)
                        .arg(number(d, h.ownedGpus),
                             money(d, h.cumulative.back()),
                             money(d, d.hybrid->modes.curve(h.cloudPricing).cumulative.back()),
                             money(d, d.hybrid->modes.curve(Pricing::Purchase).cumulative.back())));
    }
    // Key figures, two by three, each with its likely range (p10-p90 of the planner's error on
    // published runs) and its note.
    auto joined = [](const QStringList &parts) {
        QStringList kept;
        for (const QString &p : parts)
            if (!p.isEmpty()) kept << p;
        return kept.join(QStringLiteral(" · "));
    };
    auto likely = [](const ReportFigure &f) {
        return f.range.isEmpty() ? QString() : Proposal::tr("likely %1").arg(f.range);
    };
    // A bill within one month has no monthly figure (the report leaves it empty): its cell
    // gives the throughput instead, with its likely range.
    ReportFigure second = rep.monthlyCost;
    if (second.value.isEmpty()) {
        second = rep.throughput;
        second.note = likely(rep.throughput);
    } else if (d.options.internal) {
        second.note = joined({second.note, rep.assumedPrice});
    }
    // The projected time holds the trial-run allowance: it is named beside the figure.
    const std::vector<std::tuple<QString, QString, QString>> cells
        = {{rep.totalCost.label, rep.totalCost.value, joined({likely(rep.totalCost), rep.totalCost.note})},
           {second.label, second.value, second.note},
           {rep.totalTime.label, rep.totalTime.value,
            joined({rep.allowance, likely(rep.totalTime), rep.totalTime.note})},
           {rep.memoryPerGpu.label, rep.memoryPerGpu.value, rep.memoryPerGpu.note},
           {rep.mfu.label, rep.mfu.value, rep.mfu.note},
           {rep.gpuHours.label, rep.gpuHours.value, rep.gpuHours.note}};
    // Each cell as tall as its note needs at 7.5 pt: a long note wraps, it never shrinks.
    const double cellW = (l.width() - 12) / 2;
    double noteH = 0;
    for (const auto &cell : cells)
        noteH = std::max(noteH, typesetBounds(l.font(7.5), nullptr, QRectF(0, 0, cellW - 16, 1e4),
                                              Qt::AlignLeft | Qt::TextWordWrap,
                                              tidyChineseSpacing(std::get<2>(cell)))
                                    .height());
    const double cellH = 38 + noteH + 4;
    l.figure(3 * (cellH + 8), [&](QPainter &p, const QRectF &box) {
        const double w = (box.width() - 12) / 2, h = cellH;
        for (int i = 0; i < int(cells.size()); ++i) {
            const QRectF cell(box.left() + (i % 2) * (w + 12), box.top() + (i / 2) * (h + 8), w, h);
            p.fillRect(cell, kBand);
            p.fillRect(QRectF(cell.topLeft(), QSizeF(3, h)), kAccent);
            p.setPen(kMuted);
            p.setFont(l.font(8));
            typeset(p, cell.adjusted(10, 5, -6, 0), Qt::AlignLeft | Qt::AlignTop,
                    std::get<0>(cells[i]));
            p.setPen(kInk);
            p.setFont(l.font(15, true));
            typeset(p, cell.adjusted(10, 17, -6, 0), Qt::AlignLeft | Qt::AlignTop,
                    std::get<1>(cells[i]));
            p.setPen(kMuted);
            drawFitted(p, cell.adjusted(10, 38, -6, -2), std::get<2>(cells[i]), l.font(7.5),
                       Qt::AlignLeft | Qt::AlignTop);
        }
    });
    // Every total says what span it covers, and a commitment's the job's own share of it.
    l.paragraph(rep.jobShare.isEmpty()
                    ? Proposal::tr("All amounts cover the same period (%1).").arg(rep.costSpan)
                    : Proposal::tr("All amounts cover the same period (%1); %2.")
                          .arg(rep.costSpan, rep.jobShare));
    l.subheading(Proposal::tr("Main risks"));
    // The one-page summary has no findings section: each risk carries what to do about it
    // (a note on an uncalibrated part stood there with no word of the trial run).
    QStringList risks;
    for (const ReportFinding &f : rep.findingsBySeverity())
        if (risks.size() < 3) {
            QString risk = Proposal::tr("%1: %2", "a finding: its severity, its message")
                               .arg(f.severity, f.message);
            if (d.options.summaryOnly && !f.suggestion.isEmpty())
                risk = tidyChineseSpacing(risk + QLatin1Char(' ') + f.suggestion);
            risks << risk;
        }
    if (risks.isEmpty()) risks << Proposal::tr("No bottlenecks or risks found.");
    l.bullets(risks);
}

/// The parallel layout the estimate runs: "TP 4 · PP 1 · DP 64 · CP 1 · ZeRO 1 · ...".
QString layoutText(const Data &d)
{
    const Result &r = d.result;
    const Parallelism &par = r.par;
    // Expert parallelism, for a mixture of experts, beside the other parallel sizes.
    const QString sizes
        = (par.ep > 1 ? Proposal::tr("TP %1 · PP %2 · DP %3 · CP %4 · EP %5")
                            .arg(par.tp)
                            .arg(par.pp)
                            .arg(par.dp)
                            .arg(std::max(1, par.cp))
                            .arg(par.ep)
                      : Proposal::tr("TP %1 · PP %2 · DP %3 · CP %4")
                            .arg(par.tp)
                            .arg(par.pp)
                            .arg(par.dp)
                            .arg(std::max(1, par.cp)));
    QString layout = Proposal::tr("%1 · ZeRO %2 · micro-batch %3 · global batch %4 · %5")
                         .arg(sizes)
                         .arg(par.zero)
                         .arg(par.microBatch)
                         .arg(par.globalBatch)
                         .arg(recomputeLayoutText(par.recompute));
    // What the plan runs beside the sizes: sequence parallelism with TP, hybrid sharding.
    if (r.sequenceParallel) layout += Proposal::tr(" · sequence parallel");
    if (par.zero > 0 && par.shardGroup > 0 && par.shardGroup < par.dp * std::max(1, par.cp))
        layout += Proposal::tr(" · shard groups of %1 GPUs").arg(par.shardGroup);
    return layout;
}

/// Cost by category as bars, in the version's categories.
void costBars(Layout &l, const Data &d)
{
    std::vector<std::pair<QString, double>> cats;
    for (const ReportPart &part : categories(d))
        cats.push_back({part.label, part.amount});
    l.subheading(Proposal::tr("Cost by category (total %1; %2)")
                     .arg(d.report.totalCost.value, d.report.costSpan),
                 18.0 * cats.size() + 8);
    // A rented cluster's network, power and rack space are in its hourly price, as the
    // assumptions say: "included", where "$0" read as a part left out.
    const bool rented = d.project.plan().pricing != Pricing::Purchase;
    l.figure(18.0 * cats.size(), [&](QPainter &p, const QRectF &box) {
        barRows(
            p, box, l.font(8), cats,
            [&](double v) {
                // One style for every bar, the total's: "0.02 万元" beside "2.49 万元" under
                // "2.79 万元", not "245 元".
                return rented && v == 0
                           ? Proposal::tr("included in the rented price")
                           : formatMoneyPart(v, d.result.costTotal, d.result.currency, d.lang);
            },
            kSeries[3]);
    });
}

/// "Figures are estimates ...": under the cover, and under the one-page summary, whose
/// assumptions are in the full proposal.
void estimatesNote(Layout &l, bool summary)
{
    l.text(summary ? Proposal::tr("Figures are estimates from ClusterPlanner's physical models "
                                  "(FLOPs, bytes and bandwidths, calibrated against published "
                                  "training runs); the full proposal states the assumptions.")
                   : Proposal::tr("Figures are estimates from ClusterPlanner's physical models "
                                  "(FLOPs, bytes and bandwidths, calibrated against published "
                                  "training runs); see the assumptions at the end of this "
                                  "document."),
           l.font(8.5), kMuted);
}

} // namespace

void summary(Layout &l, const Data &d)
{
    l.newPage();
    l.heading(Proposal::tr("Executive summary"));
    summaryBody(l, d, true);
}

namespace {

/// The model as the workload table names it: "Llama 3 70B, 70.6 B parameters".
QString modelText(const Data &d)
{
    const Result &r = d.result;
    const ModelSpec &m = d.project.plan().model;
    // An imported model by the name the customer gave it (its config.json's).
    QString model = !m.preset.empty() ? QString()
                    : m.name.empty()  ? Proposal::tr("Custom model")
                                      : qs(m.name);
    if (model.isEmpty())
        model = [&] {
            const ModelPreset *mp = d.catalog.model(m.preset);
            return mp ? catalogName(mp->name) : qs(m.preset);
        }();
    // "70.6 B parameters", "19.2 M parameters", "705.5 亿参数": the scale the model has.
    model += Proposal::tr(", %1 parameters").arg(formatCount(r.params, d.lang));
    // A mixture of experts: what a token passes through, and how its experts are routed.
    if (m.experts > 0)
        model += Proposal::tr(" (%1 active per token; %2 routed experts, %3 per token)")
                     .arg(formatCount(r.activeParams, d.lang))
                     .arg(m.experts)
                     .arg(m.expertsPerToken);
    return model;
}

/// The dataset and its passes: "1 T tokens, 1 epoch", "2 M samples, 30 epochs".
QString datasetText(const Data &d)
{
    const Plan &p = d.project.plan();
    QString dataset;
    if (p.tokens > 0)
        dataset = Proposal::tr("%1 tokens").arg(formatCount(p.tokens, d.lang));
    else if (p.samples > 0)
        dataset = Proposal::tr("%1 samples").arg(formatCount(p.samples, d.lang));
    else
        dataset = Proposal::tr("%1 TB").arg(number(d, p.datasetBytes / 1e12, 2));
    // "1 epoch", "2.5 epochs": the count as given, not "1.00 epoch(s)".
    const QString epochs = formatNumber(p.epochs, 3, d.lang);
    dataset += p.epochs == 1 ? Proposal::tr(", %1 epoch").arg(epochs)
                             : Proposal::tr(", %1 epochs").arg(epochs);
    return dataset;
}

} // namespace

void onePageSummary(Layout &l, const Data &d)
{
    const ProjectInfo &info = d.project.info;
    l.text(Proposal::tr("GPU Training Cluster Proposal: summary"), l.font(16, true), kAccent);
    l.skip(4);
    l.text(info.name.empty() ? workloadText(d.project.plan().workload) : projectName(d),
           l.font(12), kInk);
    l.skip(4);
    const QString customer = !d.options.customer.isEmpty() ? d.options.customer : qs(info.customer);
    const QDate date
        = info.date.empty() ? QDate::currentDate() : QDate::fromString(qs(info.date), Qt::ISODate);
    QStringList line;
    if (!customer.isEmpty()) line << Proposal::tr("Customer: %1").arg(customer);
    line << formatDate(date, d.lang)
         << (d.options.internal ? Proposal::tr("Internal version: contains internal prices")
                                : Proposal::tr("Customer version"));
    l.text(line.join(QStringLiteral(" · ")), l.font(9), kMuted);
    l.skip(6);
    // What is trained, on what: the one-pager stands without the workload table.
    l.paragraph(Proposal::tr("%1: %2; %3.")
                    .arg(workloadText(d.project.plan().workload), modelText(d), datasetText(d)));
    l.skip(4);
    summaryBody(l, d, false);
    l.subheading(Proposal::tr("Parallelism"));
    l.paragraph(layoutText(d));
    costBars(l, d);
    l.skip(6);
    estimatesNote(l, true);
}

namespace {

/// The project's market and what it means for the plan's accelerator: bought new, or only
/// rented from installed stock, or not at all. The rule behind it (an export rule, its date
/// and source) is for the internal view: the customer reads how the capacity is provided.
QString marketRow(const Data &d)
{
    const std::string &market = d.project.info.market;
    const QString name = marketText(market);
    const Accelerator *gpu = d.result.cluster.gpu;
    if (!gpu) return name;
    // The rule for the internal view, once: its words (with its date) and the reports it
    // rests on, without the catalog's reference numbers; the part and the market are the
    // row's already.
    QString rule;
    if (const MarketRule *r = gpu->marketRule(market); r && d.options.internal) {
        static const QRegularExpression references(
            QStringLiteral("\\s*(\\((S[0-9]+(, )?)+\\)|: (S[0-9]+(, )?)+)$"));
        // The source in the reader's language where the catalog's texts have it (a Chinese
        // document quoted an English sentence).
        const QString source = QString::fromStdString(r->source).remove(references);
        rule = Proposal::tr("Rule: %1 (source: %2).")
                   .arg(catalogName(r->rule), catalogName(source.toStdString()));
    }
    switch (gpu->availabilityIn(market)) {
    case Availability::Buy:
        // Whether the part can be bought matters to a purchase; a rented plan's market is
        // the market ("can be bought new" stood in four plans that rent).
        if (d.project.plan().pricing != Pricing::Purchase) return name;
        return Proposal::tr("%1: %2 can be bought new.").arg(name, catalogName(gpu->name));
    case Availability::RentOnly:
        if (!d.options.internal && d.project.plan().pricing != Pricing::Purchase)
            return Proposal::tr("%1: %2, provided as rented capacity already installed in the "
                                "country.")
                .arg(name, catalogName(gpu->name));
        return d.project.plan().pricing == Pricing::Purchase
                   ? Proposal::tr("%1: %2 cannot be bought new here; this purchase plan needs "
                                  "another accelerator or rented capacity. %3")
                         .arg(name, catalogName(gpu->name), rule)
                         .trimmed()
                   : Proposal::tr("%1: %2 is rented from capacity already installed. %3")
                         .arg(name, catalogName(gpu->name), rule)
                         .trimmed();
    case Availability::Unavailable:
        return Proposal::tr("%1: %2 is not available here; choose another accelerator. %3")
            .arg(name, catalogName(gpu->name), rule)
            .trimmed();
    }
    return name;
}

} // namespace

namespace {

/// The sequence a sample makes: an image model's patches ("1,025 tokens per image: 512 px
/// images in 16 px patches, and a class token"), read as "sequence length 1,025" beside a
/// language model's context; a time-series Transformer's patches; a language model's
/// context length.
QStringList sequenceRow(const Data &d, const ModelSpec &m)
{
    const bool image = (m.family == ModelFamily::Vit || m.family == ModelFamily::Clip)
                       && m.imageSize > 0 && m.patch > 0 && m.imageSize >= m.patch;
    if (image) {
        const int side = m.imageSize / m.patch;
        return {Proposal::tr("Tokens per image"),
                Proposal::tr("%1 (%2 px images in %3 px patches, and a class token)")
                    .arg(number(d, double(side) * side + 1), number(d, m.imageSize),
                         number(d, m.patch))};
    }
    // A time-series Transformer's tokens are patches of the series (PatchTST).
    if (m.family == ModelFamily::TsTransformer && m.seqLen > 0 && m.patch > 0)
        return {Proposal::tr("Tokens per sample"),
                Proposal::tr("%1 (patches of %2 time steps: a window of %3 steps)")
                    .arg(number(d, m.seqLen), number(d, m.patch),
                         number(d, double(m.seqLen) * m.patch))};
    return {Proposal::tr("Sequence length"),
            m.seqLen > 0 ? Proposal::tr("%1 tokens").arg(number(d, m.seqLen)) : QStringLiteral("—")};
}

} // namespace

void workload(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const Plan &p = d.project.plan();
    const ModelSpec &m = p.model;
    const QString model = modelText(d), dataset = datasetText(d);
    const QString layout = layoutText(d);
    std::vector<QStringList> rows = {
        {Proposal::tr("Workload"), workloadText(p.workload)},
        {Proposal::tr("Model"), model},
        {Proposal::tr("Dataset"), dataset},
        sequenceRow(d, m),
        {Proposal::tr("Precision"), QString::fromLatin1(precisionName(p.precision)).toUpper()},
        {Proposal::tr("Parallelism"), layout},
        {Proposal::tr("Step time"), stepTimeText(d, r.stepTime)},
        {d.report.throughput.label, d.report.throughput.value},
        {Proposal::tr("Pricing"), d.report.pricing},
        {Proposal::tr("Market"), marketRow(d)},
        {Proposal::tr("Currency"), r.currency == Currency::CNY ? Proposal::tr("Chinese yuan (CNY)")
                                                               : Proposal::tr("US dollars (USD)")}};
    if (p.budget > 0) rows.push_back({Proposal::tr("Budget"), money(d, p.budget)});
    // Whole days and months as such, a fraction to one decimal.
    const auto amount = [&d](double v) { return number(d, v, v == std::round(v) ? 0 : 1); };
    if (p.deadlineDays > 0)
        rows.push_back({Proposal::tr("Deadline"),
                        Proposal::tr("%1 days after the order").arg(amount(p.deadlineDays))});
    if (p.leadTimeDays > 0)
        rows.push_back({Proposal::tr("Lead time"),
                        Proposal::tr("%1 days from the order until the cluster is ready")
                            .arg(amount(p.leadTimeDays))});
    if (p.minRentalMonths > 0 && p.pricing != Pricing::Purchase)
        rows.push_back(
            {Proposal::tr("Minimum rental"),
             p.minRentalMonths == std::round(p.minRentalMonths)
                 ? Proposal::tr("%n month(s), billed even for a shorter job", nullptr,
                                int(p.minRentalMonths))
                 : Proposal::tr("%1 months, billed even for a shorter job")
                       .arg(amount(p.minRentalMonths))});
    const QStringList header{Proposal::tr("Item"), Proposal::tr("Value")};
    const std::vector<double> widths{0.28, 0.72};
    const QString title = Proposal::tr("Workload and assumptions");
    l.heading(title, l.tableKeep(header, widths, rows, l.headingHeight(title)));
    l.table(header, widths, rows, {Qt::AlignLeft, Qt::AlignLeft});
}

void figures(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const int nodes = r.cluster.nodes;
    // A drawing of a few dozen servers reads box by box; a larger cluster, or one given
    // without a drawing, reads as its designed tiers and their counts.
    const bool drawn = !d.project.plan().topology.empty() && nodes <= kStandardNodesDrawn;
    const bool boxes = drawn || !drawsFabric(d);
    QString intro;
    if (boxes) {
        const QString colours = topologyColours(d);
        const QString what = drawn ? Proposal::tr("The cluster as designed.")
                                   : Proposal::tr("The standard layout for this configuration.");
        intro = colours.isEmpty()
                    ? what
                    : Proposal::tr("%1 %2.", "a sentence, then the key of its colours")
                          .arg(what, colours);
    } else {
        intro = Proposal::tr("The networks designed for these %1 servers, tier by tier. "
                             "Blue: InfiniBand; green: RoCE; grey: Ethernet and "
                             "management; a darker shade for each tier above the leaves.")
                    .arg(number(d, nodes));
    }
    // The drawing scales to its box: a little shorter where that keeps it under the
    // workload table, which it followed onto a page of its own, leaving half of one blank.
    const QString heading = Proposal::tr("Cluster topology");
    const double h = l.figureHeight(heading, intro, 300, 230);
    l.heading(heading, l.paragraphHeight(intro) + h);
    l.paragraph(intro);
    l.figure(h, [&](QPainter &p, const QRectF &box) {
        if (boxes)
            topologyDiagram(l, d, p, box);
        else
            fabricDiagram(l, d, p, box);
    });
    // The networks as designed for the cluster (docs/model.md section 9): tiers and counts.
    if (!d.report.network.empty()) {
        std::vector<QStringList> rows;
        for (const auto &[label, text] : d.report.network)
            rows.push_back({label, text});
        const QStringList header{Proposal::tr("Network"), Proposal::tr("Design")};
        const std::vector<double> widths{0.28, 0.72};
        // A rented cluster's networks are the provider's: what the design needs of them, not
        // switches the customer buys.
        const bool rented = d.project.plan().pricing != Pricing::Purchase;
        const QString title = rented ? Proposal::tr("Networks required of the provider")
                                     : Proposal::tr("Network design");
        l.subheading(title, l.tableKeep(header, widths, rows, l.subheadingHeight(title)));
        l.table(header, widths, rows, {Qt::AlignLeft, Qt::AlignLeft});
    }

    l.heading(Proposal::tr("Memory, time and cost"), 200);
    l.figure(190, [&](QPainter &p, const QRectF &box) { memoryChart(l, d, p, box); });
    // Each part in the total's unit, or the next smaller one where it is less than one of it
    // ("4.3 h" beside "38 d"; a slice of hours read "0.18" in a chart of days). The bars keep
    // one scale. A part the plan does not have (no pipeline, no bubble) is left out, not
    // drawn as "0 s".
    std::vector<std::pair<QString, double>> time;
    for (const ReportPart &part : d.report.timeParts)
        if (part.amount > 0) time.push_back({part.label, part.amount});
    l.subheading(Proposal::tr("Where the training time goes: total %1")
                     .arg(withLikelyRange(d.report.totalTime.value, d.report.totalTime.range)),
                 118);
    l.figure(110, [&](QPainter &p, const QRectF &box) {
        barRows(
            p, box, l.font(8), time,
            [&](double v) { return formatDurationPart(Seconds(v), d.result.totalTime, d.lang); },
            kSeries[0]);
    });
    // What the communication bar is made of, where it is worth a reader's check: an expert
    // who sees hours of it asks whether a faster network would help.
    if (!d.report.communicationNote.isEmpty()) l.paragraph(d.report.communicationNote);
    costBars(l, d);
}

} // namespace cp::proposal
