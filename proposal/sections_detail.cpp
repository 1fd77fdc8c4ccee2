// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's closing sections: the bill of materials with the cost by category, the
// scenarios compared, the findings and their mitigations, the delivery plan with its
// acceptance checks, and the assumptions.
#include "sections.h"

#include "engine/collectives.h"
#include "figures.h"
#include "report/findingtext.h"
#include "report/format.h"
#include "report/pricingtext.h"
#include "proposaltext.h"
#include "report/spantext.h"
#include "report/translation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace cp::proposal {

void billOfMaterials(Layout &l, const Data &d)
{
    std::vector<QStringList> rows;
    const bool internal = d.options.internal;
    // The same lines as the exported bill of materials (core/export/bomfile.h).
    for (const ReportBomLine &b : d.report.bomFor(internal)) {
        const BomItem item = b.line.item;
        // A GPU price the catalog only assumes is starred and explained under the table.
        const bool assumed
            = d.result.priceAssumed && (item == BomItem::Servers || item == BomItem::GpuHours);
        if (internal)
            rows.push_back({b.item, b.quantity,
                            b.unitPrice.isEmpty() ? QStringLiteral("—")
                                                  : b.unitPrice + (assumed ? QStringLiteral(" *") : QString()),
                            b.subtotal});
        else
            rows.push_back({b.item, b.quantity});
    }
    // The heading keeps the table's start (or a short table whole) on its page: it stood
    // alone at a page's foot.
    if (internal) {
        rows.push_back({Proposal::tr("Total (%1)").arg(d.report.costSpan), QString(), QString(),
                        formatMoneyInTable(d.result.costTotal, d.result.currency, d.lang)});
        const QStringList header{Proposal::tr("Item"), Proposal::tr("Quantity"),
                                 Proposal::tr("Unit price"), Proposal::tr("Subtotal")};
        // The quantity column holds a measure with its unit on one line ("0.00551
        // engineer-months"): at a fifth of the width the unit went under its figure.
        const std::vector<double> widths{0.38, 0.28, 0.16, 0.18};
        const QString footnote = d.result.priceAssumed ? Proposal::tr(
                                     "* The GPU price is a planning assumption of the catalog, "
                                     "not a quotation: re-quote before the offer.")
                                                       : QString();
        const double after = footnote.isEmpty() ? 0.0 : l.paragraphHeight(footnote);
        const QString title = Proposal::tr("Bill of materials");
        l.heading(title, l.tableKeep(header, widths, rows, l.headingHeight(title), after));
        l.table(header, widths, rows,
                {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight, Qt::AlignRight}, 1, after);
        if (!footnote.isEmpty()) l.paragraph(footnote);
        if (!d.report.discounts.isEmpty()) l.paragraph(d.report.discounts);
    } else {
        const QStringList header{Proposal::tr("Item"), Proposal::tr("Quantity")};
        const std::vector<double> widths{0.7, 0.3};
        const QString title = Proposal::tr("Bill of materials");
        l.heading(title, l.tableKeep(header, widths, rows, l.headingHeight(title)));
        l.table(header, widths, rows, {Qt::AlignLeft, Qt::AlignRight});
    }
    std::vector<QStringList> cats;
    // A rented cluster's network, power and space are in its hourly price, as the bars say.
    const std::vector<ReportPart> parts = categories(d);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const ReportPart &part = parts[i];
        cats.push_back(part.amount == 0 && inRentedPrice(d.project.plan(), CostCategory(i))
                           ? QStringList{part.label, Proposal::tr("included in the rented price"),
                                         QStringLiteral("—")}
                           : QStringList{part.label,
                                         formatMoneyInTable(part.amount, d.result.currency, d.lang),
                                         percent(d, d.result.costTotal > 0
                                                        ? 100 * part.amount / d.result.costTotal
                                                        : 0)});
    }
    cats.push_back({Proposal::tr("Total (%1)").arg(d.report.costSpan),
                    formatMoneyInTable(d.result.costTotal, d.result.currency, d.lang),
                    percent(d, 100)});
    const QStringList header{Proposal::tr("Category"), Proposal::tr("Amount"),
                             Proposal::tr("Share")};
    const std::vector<double> widths{0.5, 0.3, 0.2};
    const QString title = Proposal::tr("Cost by category");
    l.subheading(title, l.tableKeep(header, widths, cats, l.subheadingHeight(title)));
    l.table(header, widths, cats, {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight}, 1);
    // Rent or buy in one figure: the pay-as-you-go rate above which owning pays off.
    if (d.projectReport.pricing)
        if (const QString rate = breakEvenSentence(*d.projectReport.pricing, d.options.internal);
            !rate.isEmpty())
            l.paragraph(rate);
}

namespace {

/// Every warning and error of a scenario, gravest first, each on its line (the gravest
/// alone left a purchase that misses its deadline saying only that it is over budget);
/// without one, its notes, as the app's comparison lists them (Report::mainRisks).
QString risks(const Report &report)
{
    QStringList lines;
    for (const ReportFinding &f : report.mainRisks())
        lines << Proposal::tr("%1: %2", "a finding: its severity, its message")
                     .arg(f.severity, f.message);
    return lines.isEmpty() ? Proposal::tr("No bottlenecks or risks found.")
                           : lines.join(QLatin1Char('\n'));
}

} // namespace

void alternativesSection(Layout &l, const Data &d)
{
    const std::vector<Alternative> &alts = d.alternatives;
    if (alts.size() < 2) return;
    const QString none = QStringLiteral("—");
    const QStringList labels = {Proposal::tr("Accelerator"),
                                Proposal::tr("GPUs (nodes × GPUs per node)"),
                                Proposal::tr("Inter-node fabric"),
                                Proposal::tr("Memory per GPU"),
                                Proposal::tr("Pricing"),
                                Proposal::tr("Projected training time"),
                                Proposal::tr("Total cost"),
                                Proposal::tr("Monthly cost"),
                                Proposal::tr("Budget and deadline"),
                                Proposal::tr("Main risks")};
    // The times and costs of a row in one unit: no "7,845 元" beside "1.14 万元".
    FiguresAmong among;
    for (const Alternative &a : alts)
        if (!a.error) among.add(a.result);
    auto column = [&](std::size_t i) {
        const Alternative &a = alts[i];
        QStringList cells;
        if (a.error) {
            cells << Proposal::tr("Cannot be evaluated: %1: %2")
                         .arg(qs(a.error->field), qs(a.error->message));
            while (cells.size() < labels.size())
                cells << none;
            return cells;
        }
        const Result &r = a.result;
        const Report &rep = a.report;
        const Plan &plan = d.project.scenarios[i].plan;
        const ClusterFacts &c = r.cluster;
        QStringList limits;
        for (const QString &note : {rep.totalCost.note, rep.totalTime.note})
            if (!note.isEmpty()) limits << note;
        cells << (c.gpu ? catalogName(c.gpu->name) : gpuName(d, plan.gpu)) << clusterShapeText(c)
              << (c.fabric ? catalogName(c.fabric->name) : Proposal::tr("none (one node)"))
              << rep.memoryPerGpu.value + QLatin1Char('\n') + rep.memoryPerGpu.note << rep.pricing
              << timeAmong(r, among.time, d.lang).value
              << costAmong(r, among.cost, d.lang).value + QLatin1Char('\n') + rep.costSpan
                     + (d.options.internal && !rep.assumedPrice.isEmpty()
                            ? QLatin1Char('\n') + rep.assumedPrice
                            : QString())
              // A bill within one month is its own monthly figure, as the chart below draws
              // it (and Compare writes it).
              << (rep.monthlyCost.value.isEmpty()
                      ? Proposal::tr("%1, all within one month").arg(rep.totalCost.value)
                      : rep.monthlyCost.value)
              << (limits.isEmpty() ? none : limits.join(QLatin1Char('\n'))) << risks(rep);
        return cells;
    };
    struct Table
    {
        QStringList header;
        std::vector<double> widths;
        std::vector<int> align;
        std::vector<QStringList> rows;
    };
    std::vector<Table> tables;
    // Balanced groups: seven scenarios read as four and three, not four and one.
    const std::size_t groups = (alts.size() + 3) / 4, per = (alts.size() + groups - 1) / groups;
    for (std::size_t first = 0; first < alts.size(); first += per) {
        const std::size_t last = std::min(alts.size(), first + per);
        QStringList header{Proposal::tr("Scenario")};
        std::vector<double> widths{0.2};
        std::vector<int> align{Qt::AlignLeft};
        std::vector<QStringList> columns;
        for (std::size_t i = first; i < last; ++i) {
            header << (alts[i].recommended ? Proposal::tr("%1 (recommended)").arg(alts[i].name)
                       : alts[i].described ? Proposal::tr("%1 (this proposal)").arg(alts[i].name)
                                           : alts[i].name);
            widths.push_back(0.8 / double(last - first));
            align.push_back(Qt::AlignLeft);
            columns.push_back(column(i));
        }
        std::vector<QStringList> rows;
        for (int k = 0; k < labels.size(); ++k) {
            QStringList row{labels[k]};
            for (const QStringList &col : columns)
                row << col[k];
            rows.push_back(row);
        }
        tables.push_back({header, widths, align, rows});
    }
    // The first table starts on the heading's page when it fits on one page at all.
    const QString intro
        = d.notRecommended.isEmpty()
              ? Proposal::tr("The %1 options compared, each evaluated with the same models and "
                             "prices. The rest of this proposal describes the recommended "
                             "one.")
                    .arg(number(d, double(alts.size())))
          : d.outdone
              ? Proposal::tr("The %1 options compared, each evaluated with the same models and "
                             "prices. The rest of this proposal details the option marked "
                             "\"this proposal\", although another costs less and is done "
                             "sooner: the recommended one beside it.")
                    .arg(number(d, double(alts.size())))
              : Proposal::tr("The %1 options compared, each evaluated with the same models and "
                             "prices. The rest of this proposal details the option marked "
                             "\"this proposal\", although a finding speaks against it; see "
                             "the recommended one beside it.")
                    .arg(number(d, double(alts.size())));
    // A table is kept whole where it fits on a page. The heading keeps the intro and the
    // first table as that table will ask for its room: it stood with its intro at a page's
    // foot while the table went over. Where the two do not fit one page together, the
    // first table starts under its intro and runs on.
    auto tableNeed = [&l](const Table &t) {
        return std::min(l.tableHeight(t.header, t.widths, t.rows), l.bottom() - 80);
    };
    const QString title = Proposal::tr("Alternatives compared");
    const double introHeight = l.paragraphHeight(intro);
    const double first = introHeight + tableNeed(tables[0]);
    // Kept whole on the next page only where that leaves little of this one empty: moved
    // whole, the 70B sample's comparison left its bill of materials' page 60 % blank.
    const double rest = l.bottom() - l.y() - l.headingHeight(title);
    const bool together
        = first < l.bottom() - 120
          && (first <= rest || l.blankIfMoved() < Layout::kMostLeftBlank * l.bottom());
    l.heading(title, together
                         ? first
                         : introHeight
                               + l.tableKeep(tables[0].header, tables[0].widths, tables[0].rows,
                                             l.headingHeight(title) + introHeight));
    l.paragraph(intro);
    for (const Table &t : tables) {
        if (together || &t != &tables.front()) l.need(tableNeed(t));
        l.table(t.header, t.widths, t.rows, t.align);
    }
    const double rowH = alts.size() <= 8 ? 18 : 13;
    const double h = 18 + rowH * double(alts.size());
    l.subheading(costSpansDiffer(alts)
                     ? Proposal::tr("Time and total cost of each scenario, each over its own "
                                    "span (the recommended one highlighted)")
                     : Proposal::tr("Time and cost of each scenario (the recommended one "
                                    "highlighted)"),
                 h + 8);
    l.figure(h, [&](QPainter &p, const QRectF &box) { alternativesChart(l, d, p, box, rowH); });
}

void findingsSection(Layout &l, const Data &d)
{
    const std::vector<ReportFinding> f = d.report.findingsBySeverity();
    if (f.empty()) {
        l.heading(Proposal::tr("Findings and mitigations"), 70);
        l.paragraph(Proposal::tr("No bottlenecks or risks found."));
        return;
    }
    std::vector<QStringList> rows;
    for (const ReportFinding &x : f) {
        QString what = x.message;
        if (!x.finding.element.empty())
            what = Proposal::tr("%1 (%2)").arg(what, qs(x.finding.element));
        rows.push_back({x.severity, what, x.suggestion});
    }
    const QStringList header{Proposal::tr("Severity"), Proposal::tr("Finding"),
                             Proposal::tr("Mitigation")};
    const std::vector<double> widths{0.12, 0.46, 0.42};
    const QString title = Proposal::tr("Findings and mitigations");
    l.heading(title, l.tableKeep(header, widths, rows, l.headingHeight(title)));
    l.table(header, widths, rows, {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft});
}

namespace {

/// Phase 3: the smallest run the plan's parallel layout allows (one model-parallel group,
/// or a few where ZeRO needs the ranks to hold the model with the headroom the full run
/// keeps), with figures planned for that run: a sharded model is never offered a
/// single-GPU trial it cannot run.
/// The throughput a run may miss its planned figure by, in per cent: the estimate's own
/// likely range below it, in steps of five, and never under 10 %. A part no published run
/// calibrates has a range twice as wide, and a commitment to 10 % on it would be tighter
/// than the proposal's own uncertainty.
int throughputTolerance(const Result &r)
{
    const double below
        = r.tokensPerSecond > 0 ? 1.0 - r.tokensPerSecondRange[0] / r.tokensPerSecond : 0.0;
    return std::max(10, int(std::ceil(100.0 * below / 5.0 - 1e-9)) * 5);
}

/// Why the trial's memory per GPU differs from the full run's, where the two read apart:
/// the card said 13.9 GiB and the trial 18.3 GiB, with no word between them. Each part that
/// differs by a tenth of a GiB, by how much and which way: "what ZeRO shards and the
/// buffers differ" left an acceptance engineer to ask why a trial of one GPU needs less
/// than the run of four that shards its optimizer (the run's NCCL buffers).
QString trialMemoryNote(const Data &d, const AcceptanceTrial &t)
{
    const Result &r = d.result;
    const QString trial = number(d, toGiB(t.memoryPerGpu), 1);
    const QString full = number(d, toGiB(r.memoryPerGpu), 1);
    if (trial == full) return {};
    const MemoryBreakdown &a = t.memory, &b = r.memory;
    // The states by what the plan's ZeRO stage shards of them: ZeRO 1 only the optimizer's.
    const int zero = r.par.zero;
    const QString states
        = zero >= 3   ? Proposal::tr("the model states ZeRO shards")
          : zero == 2 ? Proposal::tr("the gradients and optimizer states ZeRO shards")
          : zero == 1 ? Proposal::tr("the optimizer states ZeRO shards")
                      : Proposal::tr("the weights, gradients and optimizer states");
    const std::array<std::pair<QString, double>, 3> parts{
        {{states, toGiB(b.weights + b.gradients + b.optimizer)
                      - toGiB(a.weights + a.gradients + a.optimizer)},
         {Proposal::tr("the activations"), toGiB(b.activations) - toGiB(a.activations)},
         {Proposal::tr("the communication buffers and workspaces"),
          toGiB(b.other) - toGiB(a.other)}}};
    QStringList differ;
    for (const auto &[name, delta] : parts) {
        if (std::abs(delta) < 0.05) continue;
        const QString by = number(d, std::abs(delta), 1);
        differ << (delta > 0 ? Proposal::tr("%1 %2 GiB more", "a memory part at full scale")
                             : Proposal::tr("%1 %2 GiB less", "a memory part at full scale"))
                      .arg(name, by);
    }
    if (differ.isEmpty())
        return Proposal::tr(" (%1 GiB at full scale: at DP %2 in place of DP %3, what ZeRO "
                            "shards and what the communication buffers hold differ)")
            .arg(full)
            .arg(t.dp)
            .arg(r.par.dp);
    return Proposal::tr(" (%1 GiB at full scale: at DP %2 in place of DP %3, %4)")
        .arg(full)
        .arg(t.dp)
        .arg(r.par.dp)
        .arg(differ.join(d.lang == QLatin1String("zh_CN") ? QStringLiteral("，")
                                                          : QStringLiteral(", ")));
}

QStringList trialRow(const Data &d, double fullPerGpu, const QString &unit)
{
    const Result &r = d.result;
    const Parallelism &l = r.par;
    const QString tolerance = QString::number(throughputTolerance(r));
    if (!d.projectReport.trial && r.cluster.gpus <= 1)
        return {Proposal::tr("3. Short run"),
                Proposal::tr("Run the training script for one hour on the GPU."),
                Proposal::tr("throughput at most %4 % below the planned %1 %2; memory within "
                             "the planned %3 GiB")
                    .arg(number(d, fullPerGpu, fullPerGpu < 100 ? 2 : 0), unit,
                         number(d, toGiB(r.memoryPerGpu), 1), tolerance)};
    if (!d.projectReport.trial)
        return {Proposal::tr("3. Short full-scale run"),
                Proposal::tr("The model does not fit on fewer GPUs with the planned layout "
                             "and %1 of memory free, so the short run uses all %n GPU(s) for "
                             "one hour.",
                             nullptr, r.cluster.gpus)
                    .arg(percent(d, 100 * kMemoryHeadroom)),
                Proposal::tr("throughput at most %4 % below the planned %1 %2 per GPU; memory "
                             "within the planned %3 GiB")
                    .arg(number(d, fullPerGpu, fullPerGpu < 100 ? 2 : 0), unit,
                         number(d, toGiB(r.memoryPerGpu), 1), tolerance)};
    const AcceptanceTrial &t = *d.projectReport.trial;
    // Where the trial's GPUs sit, for more than one: one GPU is in one node by itself ("在
    // 1 张 GPU 上（单节点内）" said it twice).
    const QString where = t.gpus <= 1 ? QString()
                          : t.gpus <= r.cluster.gpusPerNode
                              ? Proposal::tr("within one node")
                              : Proposal::tr("on %n whole node(s)", nullptr, t.nodes);
    return {Proposal::tr("3. Trial on %n GPU(s)", nullptr, t.gpus),
            Proposal::tr("Run the training script on %n GPU(s) %1 with the planned layout "
                         "(TP %2 × PP %3 × CP %4, ZeRO %6) and micro-batch %7, as %5 of the "
                         "%8 data-parallel replicas planned.",
                         nullptr, t.gpus)
                .arg(where)
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.cp)
                .arg(t.dp)
                .arg(l.zero)
                .arg(l.microBatch)
                .arg(l.dp)
                .replace(QStringLiteral("  "), QStringLiteral(" ")),
            Proposal::tr("throughput at most %4 % below the %1 %2 per GPU planned for this "
                         "trial; memory within the %3 GiB per GPU planned for it")
                    .arg(number(d, t.perGpu, t.perGpu < 100 ? 2 : 0), unit,
                         number(d, toGiB(t.memoryPerGpu), 1), tolerance)
                + trialMemoryNote(d, t)};
}

/// A cloud customer's stability check: the first tenth of the run (an hour at least, two
/// days at most) with a checkpoint restored on purpose. Where the plan's checkpoints are
/// further apart than half the check, one is saved halfway for it: "checkpoints every 2.3 h"
/// in a one-hour check left nothing to restore.
QString stabilityCheck(const Data &d, const Result &r)
{
    const Seconds check(3600.0 * std::clamp(0.1 * toHours(r.trainingTime), 1.0, 48.0));
    const QString length = formatDuration(check, d.lang);
    if (2 * r.checkpointInterval.value() > check.value())
        return Proposal::tr("Run the first %1 of the training itself as the check, save a "
                            "checkpoint halfway through it and restore it on purpose.")
            .arg(length);
    return Proposal::tr("Run the first %1 of the training itself as the check, with "
                        "checkpoints every %2, and restore one on purpose.")
        .arg(length, formatEveryDuration(r.checkpointInterval, d.lang));
}

/// The training stack the estimate ran on, as the catalog names it.
QString stackName(const Data &d)
{
    const Framework *f = d.catalog.framework(d.result.framework);
    return f ? catalogName(f->name) : qs(d.result.framework);
}

/// The GPU memory as the vendor's tool lists it: nvidia-smi's total in MiB where the catalog
/// has it, else the marketed capacity in GiB.
QString listedMemory(const Data &d, const Accelerator *gpu)
{
    if (!gpu) return QString();
    if (!gpu->usableMemorySource.empty())
        return Proposal::tr("%1 MiB").arg(number(d, gpu->usableMemory.value() / 1048576.0, 0));
    return Proposal::tr("%1 GiB").arg(number(d, toGiB(gpu->memory), 0));
}

/// Where the prices come from: the plan's list by name and date, in the document's
/// currency (converted where the list's is another).
QString listedPricesText(const Data &d)
{
    const PriceList *list = d.catalog.priceList(d.result.priceList);
    const bool yuan = d.result.currency == Currency::CNY;
    if (!list)
        return yuan ? Proposal::tr("Prices are public list prices, stated in Chinese yuan; cloud "
                                   "prices include network and power.")
                    : Proposal::tr("Prices are public list prices, stated in US dollars; cloud "
                                   "prices include network and power.");
    const QString name = catalogName(list->name), date = formatCatalogDate(list->date, d.lang);
    if (list->currency == d.result.currency)
        return yuan ? Proposal::tr("Prices are public prices from the list \"%1\" of %2, stated "
                                   "in Chinese yuan; cloud prices include network and power.")
                          .arg(name, date)
                    : Proposal::tr("Prices are public prices from the list \"%1\" of %2, stated "
                                   "in US dollars; cloud prices include network and power.")
                          .arg(name, date);
    return yuan ? Proposal::tr("Prices are public prices from the list \"%1\" of %2, converted to "
                               "Chinese yuan; cloud prices include network and power.")
                      .arg(name, date)
                : Proposal::tr("Prices are public prices from the list \"%1\" of %2, converted to "
                               "US dollars; cloud prices include network and power.")
                      .arg(name, date);
}

QString priceListText(const Data &d)
{
    // A rate the list only assumes is not a public price: both versions say so and that it
    // is to be quoted (the internal one marks the line too). Said as a fact of this GPU's
    // price, it does not read as a disclaimer one proposal has and the next lacks.
    const QString text = listedPricesText(d);
    return d.result.priceAssumed
               ? text + (d.lang == QLatin1String("zh_CN") ? QString() : QStringLiteral(" "))
                     + Proposal::tr("The list has no public price for this GPU: its rate "
                                    "here is an estimate, to be confirmed with the offer.")
               : text;
}

} // namespace

void delivery(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const ClusterFacts &c = r.cluster;
    // The figures hold for the stack they were estimated on: a run on another stack is
    // measured against its own estimate.
    const QString intro = Proposal::tr("Throughput, step time and memory are the figures of "
                                       "the planned training stack, %1.")
                              .arg(stackName(d));
    const bool inSamples = d.projectReport.throughputInSamples;
    const double perGpu = inSamples ? r.samplesPerSecond / std::max(1, c.gpus)
                                    : r.tokensPerSecond / std::max(1, c.gpus);
    const QString unit = inSamples ? Proposal::tr("samples/s") : Proposal::tr("tokens/s");
    // The all_reduce figure each pre-check must reach: across nodes where there are several,
    // else within the node; 90 % of the bus bandwidth the time model gives an all-reduce over
    // every GPU. Across nodes NCCL's rings leave each node through all its NICs, so
    // nccl-tests reports the pooled NICs' rate (or NVLink's, where lower), not one GPU's
    // share of one NIC (detail::groupLinks).
    const double planned = detail::groupLinks(c, c.gpus, 1).bw / 1e9;
    const QString bandwidth
        = c.nodes > 1
              ? Proposal::tr("all_reduce bus bandwidth across nodes of at least %1 GB/s, "
                             "90 % of the planned %2 GB/s (busbw as nccl-tests reports "
                             "it, all of a node's NICs together)")
                    .arg(number(d, 0.9 * planned, 1), number(d, planned, 1))
              : Proposal::tr("all_reduce bus bandwidth within the node of at least %1 GB/s, "
                             "90 % of the planned %2 GB/s (busbw as nccl-tests reports it)")
                    .arg(number(d, 0.9 * planned, 1), number(d, planned, 1));
    // A cloud customer checks what the provider delivered and measures it; the machines'
    // firmware, BIOS and burn-in are the provider's. An owner checks them on site.
    const bool cloud = d.project.plan().pricing != Pricing::Purchase;
    // The part's name whole on its line: "8 × NVIDIA ⏎ H100 SXM5 80GB" broke it in two.
    const QString gpuName
        = c.gpu ? catalogName(c.gpu->name).replace(QLatin1Char(' '), QChar(0x00a0)) : QString();
    // The vendor's own software: CUDA and NCCL on NVIDIA, CANN and HCCL on Ascend.
    const VendorSoftware sw = vendorSoftware(c.gpu);
    // One GPU has no collective to test and no scale to reach: its instance and its run.
    const bool single = c.gpus <= 1;
    const bool scales = !single && d.projectReport.trial.has_value();
    const QString memory = listedMemory(d, c.gpu);
    const QString seen = Proposal::tr("%1 shows the GPU with its %2").arg(sw.deviceTool, memory);
    std::vector<QStringList> rows = {
        single && cloud
            ? QStringList{Proposal::tr("1. Instance check"),
                          Proposal::tr("The instance is the type ordered: one %1 with %2, "
                                       "driver and %3 versions as planned.")
                              .arg(gpuName, memory, sw.runtime),
                          seen}
        : single ? QStringList{Proposal::tr("1. Environment pre-check"),
                               Proposal::tr("Driver, firmware, %1 version and BIOS settings as "
                                            "planned; GPU burn-in passes.")
                                   .arg(sw.runtime),
                               seen}
        : cloud  ? QStringList{Proposal::tr("1. Instance check"),
                              Proposal::tr("Every instance is the type ordered: %1 × %2 with %3 "
                                             "each (%4), driver, %5 and %6 versions as planned; run "
                                             "the %6 all_reduce test (%7) on all %n GPU(s).",
                                            nullptr, c.gpus)
                                  .arg(gpusPerNodeText(c), gpuName, memory, sw.deviceTool,
                                        sw.runtime, sw.collectives, sw.collectiveTest),
                              bandwidth}
                 : QStringList{Proposal::tr("1. Environment pre-check"),
                              Proposal::tr("Drivers, firmware, %1/%2 versions and BIOS settings "
                                             "match on every node; GPU burn-in and %2 tests pass.")
                                  .arg(sw.runtime, sw.collectives),
                              bandwidth},
        {Proposal::tr("2. Data migration"),
         // The storage's catalog name ("Local NVMe, 4 × PCIe 4.0 drives per node") stands
         // apart: set inside the sentence, its commas and capitals garbled it.
         c.storage ? Proposal::tr("Copy the dataset to the training storage and check every "
                                  "file's SHA-256 checksum; re-copy any mismatch. Storage: %1.")
                         .arg(catalogName(c.storage->name))
                   : Proposal::tr("Copy the dataset to the training storage and check every "
                                  "file's SHA-256 checksum; re-copy any mismatch."),
         Proposal::tr("every checksum matches; file count and total size equal the source")},
        trialRow(d, perGpu, unit),
        // An owner burns in what it bought for two days, whatever the first job; a cloud
        // customer pays by the hour, so the stability check is the first tenth of the run
        // itself (an hour at least, two days at most), not a soak longer than the job.
        cloud ? QStringList{!scales ? Proposal::tr("4. Stability check")
                                    : Proposal::tr("5. Stability check"),
                            stabilityCheck(d, r),
                            Proposal::tr("no unrecovered failure; the restored run continues "
                                         "with the same loss")}
              : QStringList{!scales ? Proposal::tr("4. Soak test, 48 hours")
                                    : Proposal::tr("5. Soak test, 48 hours"),
                            Proposal::tr("Train for 48 hours with checkpoints every %1 and "
                                         "restore one on purpose.")
                                .arg(formatEveryDuration(r.checkpointInterval, d.lang)),
                            Proposal::tr("no unrecovered failure; the restored run continues "
                                         "with the same loss")}};
    // The count stays with the part it counts: "8 ×" at a line's end, the name on the next.
    if (!gpuName.isEmpty())
        rows.front()[1].replace(QStringLiteral(" × ") + gpuName,
                                QStringLiteral("\u00a0×\u00a0") + gpuName);
    // Phase 4, the scaling test, where there is a scale to reach beyond the trial (a short
    // run at full scale is already that test).
    if (scales)
        rows.insert(rows.begin() + 3,
                    {Proposal::tr("4. Scaling test"),
                     Proposal::tr("Run at full scale (%n GPU(s)) with the planned parallel layout.",
                                  nullptr, c.gpus),
                     // The MFU floor the step-time bound implies (the same work in at most
                     // 1.15 times the time): "85 % of the plan" asked 26.3 % where a step 15 %
                     // slower gives 26.9 %, two criteria that disagreed.
                     Proposal::tr("step time at most 15 % above the planned %1; MFU at least %2 %")
                         .arg(stepTimeText(d, r.stepTime), number(d, 100 * r.mfu / 1.15, 1))});
    // The heading keeps its intro and the table's start as the table sets it: a fixed
    // guess left the two alone at a page's foot.
    const QStringList header{Proposal::tr("Phase"), Proposal::tr("Work"),
                             Proposal::tr("Acceptance criterion")};
    const std::vector<double> widths{0.2, 0.42, 0.38};
    const QString title = Proposal::tr("Delivery plan and acceptance");
    const double introHeight = l.paragraphHeight(intro);
    l.heading(title, introHeight
                         + l.tableKeep(header, widths, rows, l.headingHeight(title) + introHeight));
    l.paragraph(intro);
    l.table(header, widths, rows, {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft});
}

namespace {

/// The stacks the calibration set's runs ran, as the catalog names them without their
/// parenthesised detail, in the reader's list style.
QString calibrationStacks(const Data &d, const CalibrationSet &set)
{
    QStringList names;
    for (const std::string &id : set.stacks) {
        const Framework *f = d.catalog.framework(id);
        QString name = f ? catalogName(f->name) : qs(id);
        name = name.section(QStringLiteral("（"), 0, 0)
                   .section(QStringLiteral(" ("), 0, 0)
                   .trimmed();
        if (!names.contains(name)) names << name;
    }
    return names.join(d.lang == QLatin1String("zh_CN") ? QStringLiteral("、")
                                                       : QStringLiteral(", "));
}

} // namespace

void assumptions(Layout &l, const Data &d)
{
    const Plan &p = d.project.plan();
    // English keeps the sign on the line with its number; Chinese sets it against it.
    const QString nbspPercent
        = d.lang == QLatin1String("zh_CN") ? QStringLiteral("%") : QStringLiteral("\u00a0%");
    // A range's end against its figure: "-9 %", "+7 %".
    auto offset = [&](double end, double figure) -> QString {
        const double pc = 100 * (end / figure - 1);
        if (std::abs(pc) < 0.05) return number(d, 0) + nbspPercent; // never "-0 %"
        return (pc > 0 ? QStringLiteral("+") : QString()) + number(d, pc) + nbspPercent;
    };
    const CalibrationSet &calibration = d.projectReport.calibration;
    QStringList items
        = {Proposal::tr("Training time follows from every matrix multiplication, attention "
                        "kernel and element-wise pass of the model at the accelerator's "
                        "efficiencies (fitted on its published runs where there are any) and "
                        "the kernels of its training stack, %1, "
                        "calibrated on %2 published training runs (%3), plus communication at "
                        "the fabrics' achievable bandwidths, pipeline bubbles, the job's launch, "
                        "data loading, checkpoints and failure restarts.")
               .arg(stackName(d), number(d, calibration.throughputRuns),
                    calibrationStacks(d, calibration)),
           Proposal::tr("\"Likely\" ranges are the 10th to 90th percentile of the planner's "
                        "error on published runs held out of its calibration: %1 to %2 on this "
                        "plan's time, ±%3 when calibrated from a trial run.")
               .arg(offset(d.result.totalTimeRange[0].value(), d.result.totalTime.value()),
                    offset(d.result.totalTimeRange[1].value(), d.result.totalTime.value()),
                    number(d, 100 * kTrialCalibratedSpread, 1) + nbspPercent),
           Proposal::tr("Memory per GPU follows the ZeRO paper (weights, gradients, optimizer "
                        "states) and Korthikanti et al. "
                        "2022 (activations); at least 20 % of GPU memory is kept free."),
           priceListText(d),
           // Each amount is rounded on its own, so a column may not add up to its total
           // by the last digit (¥1,999 + ¥146 + ¥374 beside ¥2,520).
           Proposal::tr("Amounts are rounded; a total is the sum of the unrounded amounts."),
           Proposal::tr("%1 of extra time is allowed for trial-and-error runs.")
               .arg(percent(d, 100 * p.experimentAllowance))};
    // The cost's range is wider than the time's: it takes the prices' ends too, and says how
    // much of it is theirs (a +91 % high end read as unexplained beside a +7 % time).
    if (d.result.costTotal > 0 && d.result.costRange[1] > d.result.costRange[0])
        items.insert(2, Proposal::tr("The likely cost takes the short time at the low prices "
                                     "and the long time at the high ones, each part's low and "
                                     "high quote in the price list: %1 to %2 on this plan's "
                                     "cost, of which the quotes alone make %3 to %4.")
                            .arg(offset(d.result.costRange[0], d.result.costTotal),
                                 offset(d.result.costRange[1], d.result.costTotal),
                                 offset(d.result.costPriceRange[0], d.result.costTotal),
                                 offset(d.result.costPriceRange[1], d.result.costTotal)));
    if (d.result.calibration.applied) {
        const CalibrationResult &k = d.result.calibration;
        items << Proposal::tr("Calibrated from a trial run on %1 GPUs that measured %2 tokens/s "
                              "per GPU against %3 modelled: the compute time is scaled by %4.")
                     .arg(number(d, k.trialGpus), number(d, k.trialMeasured),
                          number(d, k.trialPredicted), number(d, k.factor, 2));
    }
    if (p.currency == Currency::CNY || p.cnyPerUsd > 0) {
        const QString rate = number(d, p.cnyPerUsd > 0 ? p.cnyPerUsd : d.catalog.cnyPerUsd, 2);
        items << (p.currency == Currency::CNY
                      ? Proposal::tr("A price listed only in US dollars is converted at %1 CNY "
                                     "per USD.")
                      : Proposal::tr("A price listed only in Chinese yuan is converted at %1 CNY "
                                     "per USD."))
                     .arg(rate);
    }
    // The heading keeps its first item on its page: it stood alone at a page's foot.
    l.heading(Proposal::tr("Assumptions"),
              l.measure(items.front(), l.font(9.5), l.width() - 14) + 3);
    l.bullets(items);
}

} // namespace cp::proposal
