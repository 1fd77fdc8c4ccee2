// SPDX-License-Identifier: GPL-3.0-or-later
// makeReport: an evaluated plan worded once; see report.h.
#include "report/report.h"

#include "model/catalog.h"
#include "report/findingtext.h"
#include "report/format.h"
#include "model/plan.h"
#include "engine/planner.h"
#include "engine/pricelookup.h"
#include "analysis/recommend.h"
#include "report/spantext.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <array>
#include <cmath>

namespace cp {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

QString gpuName(const Catalog &catalog, const std::string &id)
{
    const Accelerator *a = catalog.accelerator(id);
    return a ? catalogName(a->name) : QString::fromStdString(id);
}

QString partName(const Catalog &catalog, const std::string &id, bool fabric)
{
    if (fabric) {
        const Fabric *f = catalog.fabric(id);
        return f ? catalogName(f->name) : QString::fromStdString(id);
    }
    const StorageTier *s = catalog.storage(id);
    return s ? catalogName(s->name) : QString::fromStdString(id);
}

/// A plain number in the language's digits and group separators.
QString number(const QString &lang, double v, int decimals = 0)
{
    return QLocale(lang).toString(v, 'f', decimals);
}

/// A bill's measure (TB, TB-months, engineer-months): three significant digits below 10,
/// two decimals below 100, whole above, so that the quantity times the unit price is the
/// subtotal beside it ("0.00551 engineer-months" of ¥33,333 is ¥183; "0.01" read as ¥333).
QString measureText(double v, const QString &lang)
{
    const QLocale loc(lang);
    // "不足 0.0001" in Chinese, as "不足 1 秒" in the charts: never "0.0000591".
    if (v > 0 && v < 0.0001)
        return (lang == QLatin1String("zh_CN") ? QStringLiteral("不足 ") : QStringLiteral("< "))
               + loc.toString(0.0001, 'f', 4);
    if (v > 0 && v < 10) return formatNumber(v, 3, lang);
    return trimTrailingZeros(loc.toString(v, 'f', v < 100 ? 2 : 0), loc);
}

/// A range's two ends, or empty when they read the same as each other or as the value.
QString rangeUnlessSame(const QString &range, const QString &value)
{
    return range == value ? QString() : range;
}

QString switchName(const Catalog &catalog, const FabricDesign &f)
{
    const SwitchModel *s = catalog.switchModel(f.switchModel);
    // A model's name, or its port count where the catalog names none: "48-port switch",
    // counted as "1 × 48-port switch" (it read "1 × 48-port switches").
    return s ? catalogName(s->name) : Tr::tr("%1-port switch").arg(f.radix);
}

/// The designed networks in words, a row each.
std::vector<std::pair<QString, QString>> networkRows(const Catalog &catalog, const Result &r,
                                                     bool owned, const QString &lang)
{
    std::vector<std::pair<QString, QString>> rows;
    const NetworkDesign &n = r.network;
    const FabricDesign &c = n.compute;
    if (c.tiers() == 0) return rows;
    const QString ratio = c.oversubscription > 1
                              ? Tr::tr("leaves %1 oversubscribed")
                                    .arg(QString::number(c.oversubscription, 'g', 3) + QStringLiteral(":1"))
                              : Tr::tr("non-blocking");
    QStringList compute;
    if (c.tiers() == 1) {
        // "1 × NVIDIA QM9700", as the storage and management networks count their switches.
        compute << Tr::tr("%1 × %2", "a count of switches and their model")
                       .arg(QLocale(lang).toString(1), switchName(catalog, c));
    } else {
        QStringList tiers{Tr::tr("%n leaf", nullptr, c.leaves), Tr::tr("%n spine", nullptr, c.spines)};
        if (c.cores > 0) tiers << Tr::tr("%n core", nullptr, c.cores);
        compute << Tr::tr("%1 (%2)").arg(tiers.join(Tr::tr(", ")), switchName(catalog, c));
        if (c.rails > 1) compute << Tr::tr("rail-optimised: %n rail(s)", nullptr, c.rails);
        compute << Tr::tr("%n node(s) per leaf", nullptr, c.nodesPerLeaf) << ratio;
    }
    compute << Tr::tr("%Ln link(s)", nullptr, c.links());
    rows.push_back({Tr::tr("Compute fabric"), compute.join(Tr::tr("; "))});
    for (const auto &[label, f] : {std::pair{Tr::tr("Storage network"), &n.storage},
                                   std::pair{Tr::tr("Management network"), &n.management}})
        if (f->tiers() > 0)
            rows.push_back({label, Tr::tr("%1 × %2; %3")
                                       .arg(QLocale(lang).toString(f->switches()))
                                       .arg(switchName(catalog, *f),
                                            Tr::tr("%Ln link(s)", nullptr, f->links()))});
    // Cables, power and racks are the owner's to buy and house; a rented cluster's are the
    // provider's, and its proposal does not size them.
    if (!owned) return rows;
    // The links by what they are made of, and what the networks draw.
    int byReach[3] = {0, 0, 0};
    for (const FabricDesign *f : {&n.compute, &n.storage, &n.management})
        for (std::size_t i = 0; i < 3; ++i)
            byReach[i] += f->linksByReach[i];
    QStringList cabling;
    if (byReach[0] > 0) cabling << Tr::tr("%Ln copper link(s) in the racks", nullptr, byReach[0]);
    if (byReach[1] > 0) cabling << Tr::tr("%Ln multimode optical link(s) in the rows", nullptr, byReach[1]);
    if (byReach[2] > 0) cabling << Tr::tr("%Ln single-mode optical link(s) between rows", nullptr, byReach[2]);
    if (!cabling.isEmpty())
        rows.push_back({Tr::tr("Cabling"),
                        Tr::tr("%1; switches and optics draw %2 kW")
                            .arg(cabling.join(Tr::tr(", ")),
                                 QLocale(lang).toString(n.powerW / 1000.0, 'f', 1))});
    const RackPlan &k = n.racks;
    rows.push_back({Tr::tr("Racks"),
                    Tr::tr("%1 for the GPU nodes (%2 to a rack of %3 kW), %4 for the network")
                        .arg(QLocale(lang).toString(k.computeRacks))
                        .arg(k.nodesPerRack)
                        .arg(QLocale(lang).toString(r.cluster.rackBudget.value() / 1000, 'g', 3))
                        .arg(QLocale(lang).toString(k.networkRacks))});
    return rows;
}

/// Chinese spacing in every text of the report: a figure's Chinese unit runs into the words
/// around it ("在 5.00 万美元的预算之内"), whatever view prints it.
void tidy(Report &rep)
{
    for (QString *text : {&rep.configuration, &rep.gpus, &rep.pricing, &rep.costSpan,
                          &rep.costSpanShort, &rep.costSpanUse, &rep.jobShare, &rep.assumedPrice,
                          &rep.allowance, &rep.discounts, &rep.communicationNote})
        *text = tidyChineseSpacing(*text);
    for (ReportFigure *f : {&rep.totalCost, &rep.monthlyCost, &rep.totalTime, &rep.trainingTime,
                            &rep.memoryPerGpu, &rep.mfu, &rep.throughput, &rep.gpuHours})
        for (QString *text : {&f->label, &f->value, &f->range, &f->note})
            *text = tidyChineseSpacing(*text);
    for (auto &[label, text] : rep.network)
        text = tidyChineseSpacing(text);
    for (ReportFinding &f : rep.findings)
        for (QString *text : {&f.message, &f.suggestion})
            *text = tidyChineseSpacing(*text);
    for (ReportBomLine &b : rep.bom)
        for (QString *text : {&b.item, &b.quantity, &b.unitPrice, &b.subtotal})
            *text = tidyChineseSpacing(*text);
}

/// Report::communicationNote: where communication is a part worth reading (5 % of the time),
/// the wait for the slowest GPU it includes and, across nodes, which links bound the
/// gradient exchange, so that a network sensitivity of nothing does not read as a
/// contradiction of the bar.
QString communicationNote(const Result &r, double communication, const QString &lang)
{
    if (communication < 0.05 * r.totalTime.value()) return {};
    // Facts of every synchronous job, not risks: said as what the time is made of.
    QStringList said;
    if (r.time.stragglerWait.value() >= 0.1 * communication)
        said << Tr::tr("Communication includes %1 in which the GPUs wait for the slowest of them "
                       "at the end of each step, as every synchronous training run does.")
                    .arg(formatDurationPart(r.time.stragglerWait, r.totalTime, lang));
    // Across nodes, where the network would be the first suspect.
    if (r.cluster.nodes > 1 && r.cluster.gpu && r.gradientLink == Result::ExchangeLink::InsideNode)
        said << Tr::tr("The gradient exchange between the nodes moves as fast as %1 inside them "
                       "allows, so a faster network would not shorten it.")
                    .arg(intraNodeLinkName(r.cluster.gpu->intraKind));
    return said.join(QLatin1Char(' '));
}

} // namespace

QString intraNodeLinkName(IntraNodeKind kind)
{
    switch (kind) {
    case IntraNodeKind::NvSwitch:
    case IntraNodeKind::NvLinkMesh:
    case IntraNodeKind::NvLinkBridge:
        return QStringLiteral("NVLink");
    case IntraNodeKind::InfinityFabric:
        return QStringLiteral("Infinity Fabric");
    case IntraNodeKind::Hccs:
        return QStringLiteral("HCCS");
    case IntraNodeKind::Pcie:
        break;
    }
    return QStringLiteral("PCIe");
}

QStringList memoryPartLabels()
{
    return {Tr::tr("Weights"), Tr::tr("Gradients"), Tr::tr("Optimizer states"),
            Tr::tr("Activations"), Tr::tr("Other")};
}

QStringList timePartLabels()
{
    return {Tr::tr("Compute"),      Tr::tr("Communication"),      Tr::tr("Pipeline bubble"),
            Tr::tr("Launch, data loading"), Tr::tr("Checkpoint/restart"), Tr::tr("Trial-and-error runs")};
}

QStringList costCategoryLabels()
{
    return {Tr::tr("Compute"),
            Tr::tr("Storage"),
            Tr::tr("Network"),
            Tr::tr("Power and space"),
            Tr::tr("Staff and support"),
            Tr::tr("Reserve (+%1)")
                .arg(formatPercent(100 * detail::kReserveFraction, currentLanguage()))};
}

QString discountsText(const std::array<double, 5> &discount)
{
    QStringList given;
    const QStringList names = costCategoryLabels();
    for (std::size_t c = 0; c < discount.size(); ++c)
        if (const double pc = 100 * discount[c]; pc > 0)
            given << Tr::tr("%1 %2", "cost category, its discount")
                         .arg(names[int(c)], formatPercent(pc, currentLanguage(),
                                                           std::abs(pc - std::round(pc)) < 1e-6 ? 0 : 1));
    return given.join(Tr::tr(", "));
}

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return Tr::tr("Error");
    case Severity::Warning:
        return Tr::tr("Warning");
    case Severity::Info:
        break;
    }
    return Tr::tr("Note");
}

QString bomItemText(const Catalog &catalog, const BomLine &l)
{
    switch (l.item) {
    case BomItem::Servers:
        return Tr::tr("Servers with %n × %1", nullptr, l.detail).arg(gpuName(catalog, l.ref));
    case BomItem::NetworkPorts:
        return Tr::tr("%1 ports: NIC, switch port and cable").arg(partName(catalog, l.ref, true));
    case BomItem::Switches: {
        const SwitchModel *s = catalog.switchModel(l.ref);
        return Tr::tr("%1 switches").arg(s ? catalogName(s->name) : QString::fromStdString(l.ref));
    }
    case BomItem::CopperCables:
        return Tr::tr("%1 copper cables in the rack").arg(partName(catalog, l.ref, true));
    case BomItem::Transceivers:
        return l.detail == 1 ? Tr::tr("%1 multimode transceivers (in the row)")
                                   .arg(partName(catalog, l.ref, true))
                             : Tr::tr("%1 single-mode transceivers (between rows)")
                                   .arg(partName(catalog, l.ref, true));
    case BomItem::Fibres:
        return l.detail == 1
                   ? Tr::tr("%1 multimode fibres (in the row)").arg(partName(catalog, l.ref, true))
                   : Tr::tr("%1 single-mode fibres (between rows)")
                         .arg(partName(catalog, l.ref, true));
    case BomItem::SpareTransceivers:
        return l.detail == 1
                   ? Tr::tr("Spare %1 multimode transceivers").arg(partName(catalog, l.ref, true))
                   : Tr::tr("Spare %1 single-mode transceivers")
                         .arg(partName(catalog, l.ref, true));
    case BomItem::SpareCables:
        return l.detail == 0 ? Tr::tr("Spare %1 copper cables").arg(partName(catalog, l.ref, true))
               : l.detail == 1
                   ? Tr::tr("Spare %1 multimode fibres").arg(partName(catalog, l.ref, true))
                   : Tr::tr("Spare %1 single-mode fibres").arg(partName(catalog, l.ref, true));
    case BomItem::SpareServers:
        return Tr::tr("Spare servers with %n × %1", nullptr, l.detail).arg(gpuName(catalog, l.ref));
    case BomItem::StorageTB:
        return Tr::tr("%1, usable capacity").arg(partName(catalog, l.ref, false));
    case BomItem::Power:
        return Tr::tr("Energy incl. cooling (PUE)");
    case BomItem::RackSpace:
        return Tr::tr("Rack space (colocation)");
    case BomItem::Engineers:
        return Tr::tr("Operations engineers");
    case BomItem::Support:
        return Tr::tr("Vendor support");
    case BomItem::GpuHours:
        return Tr::tr("Cloud instances with %1").arg(gpuName(catalog, l.ref));
    case BomItem::StorageMonths:
        return Tr::tr("Storage for data and checkpoints");
    case BomItem::CpuCoreHours:
        return Tr::tr("Cloud instances for CPU preprocessing");
    case BomItem::CpuServers:
        return Tr::tr("CPU preprocessing servers, %n core(s) in all", nullptr, l.detail);
    case BomItem::Reserve:
        return Tr::tr("Contingency reserve");
    }
    return {};
}

QString bomUnitText(const BomLine &l)
{
    switch (l.item) {
    case BomItem::Servers:
    case BomItem::SpareServers:
        return Tr::tr("servers");
    case BomItem::NetworkPorts:
        return Tr::tr("ports");
    case BomItem::Switches:
        return Tr::tr("switches");
    case BomItem::CopperCables:
    case BomItem::Fibres:
    case BomItem::SpareCables:
        return Tr::tr("cables");
    case BomItem::Transceivers:
    case BomItem::SpareTransceivers:
        return Tr::tr("transceivers");
    case BomItem::StorageTB:
        return Tr::tr("TB");
    case BomItem::Power:
        return Tr::tr("kWh");
    case BomItem::RackSpace:
        return Tr::tr("rack-months");
    case BomItem::Engineers:
        return Tr::tr("engineer-months");
    case BomItem::Support:
        return Tr::tr("years");
    case BomItem::GpuHours:
        return Tr::tr("GPU-hours");
    case BomItem::StorageMonths:
        return Tr::tr("TB-months");
    case BomItem::CpuCoreHours:
        return Tr::tr("core-hours");
    case BomItem::CpuServers:
        return Tr::tr("servers");
    case BomItem::Reserve:
        return QStringLiteral("%");
    }
    return {};
}

std::vector<ReportPart> Report::customerCostParts() const
{
    std::vector<ReportPart> parts(costParts.begin(), costParts.begin() + 4);
    parts.push_back({Tr::tr("Staff, support and reserve"), costParts[4].amount + costParts[5].amount});
    return parts;
}

std::vector<ReportBomLine> Report::bomFor(bool internal) const
{
    std::vector<ReportBomLine> lines;
    for (const ReportBomLine &b : bom)
        if (internal
            || (b.line.category != CostCategory::StaffSupport
                && b.line.category != CostCategory::Reserve))
            lines.push_back(b);
    return lines;
}

std::vector<ReportFinding> Report::findingsBySeverity() const
{
    std::vector<ReportFinding> f = findings;
    std::stable_sort(f.begin(), f.end(), [](const ReportFinding &a, const ReportFinding &b) {
        return a.finding.severity > b.finding.severity;
    });
    return f;
}

std::vector<ReportFinding> Report::mainRisks() const
{
    std::vector<ReportFinding> risks, notes;
    for (const ReportFinding &f : findingsBySeverity())
        (f.finding.severity != Severity::Info ? risks : notes).push_back(f);
    return risks.empty() ? notes : risks;
}

QString nodeShapesText(const ClusterFacts &c)
{
    const QString lang = currentLanguage();
    QStringList parts;
    for (const auto &[gpus, nodes] : c.nodeShapes)
        parts << Tr::tr("%n node(s) × %1", "nodes of a size and the GPUs each holds", nodes)
                     .arg(number(lang, gpus));
    if (parts.isEmpty())
        parts << Tr::tr("%n node(s) × %1", "nodes of a size and the GPUs each holds", c.nodes)
                     .arg(number(lang, c.gpusPerNode));
    return parts.join(QStringLiteral(" + "));
}

QString clusterShapeText(const ClusterFacts &c)
{
    return Tr::tr("%1 (%2)", "GPUs and how the nodes hold them")
        .arg(number(currentLanguage(), c.gpus), nodeShapesText(c));
}

QString gpusPerNodeText(const ClusterFacts &c)
{
    const QString lang = currentLanguage();
    if (c.nodeShapes.size() < 2) return number(lang, c.gpusPerNode);
    QStringList sizes;
    for (const auto &shape : c.nodeShapes) sizes << number(lang, shape.first);
    // "8 or 4": each size once, most GPUs first.
    QString text = sizes.takeLast();
    return sizes.isEmpty() ? text : Tr::tr("%1 or %2", "sizes of nodes").arg(sizes.join(QStringLiteral(", ")), text);
}

ReportFigure timeAmong(const Result &r, const DurationsAmong &among, const QString &lang)
{
    // Beside its likely range the figure is written as the range is ("51 d, likely 46–55 d",
    // not "50 d 12 h"); alone, in days and hours, unless the others' unit is the larger.
    const QString range
        = formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1], r.totalTime, lang, among);
    const QString likeRange = formatDurationLikeRange(r.totalTime, r.totalTimeRange[0],
                                                      r.totalTimeRange[1], lang, among);
    const bool ranged = !rangeUnlessSame(range, likeRange).isEmpty();
    const bool ownUnit
        = formatDurationLikeRange(r.totalTime, r.totalTime, r.totalTime, lang)
          == formatDurationLikeRange(r.totalTime, r.totalTime, r.totalTime, lang, among);
    return {Tr::tr("Projected training time"),
            ranged || !ownUnit ? likeRange : formatDuration(r.totalTime, lang),
            ranged ? range : QString(),
            {}};
}

ReportFigure costAmong(const Result &r, double among, const QString &lang)
{
    const QString value = formatMoneyInColumn(r.costTotal, among, r.currency, lang);
    return {Tr::tr("Total cost"),
            value,
            rangeUnlessSame(formatMoneyRangeInColumn(r.costRange[0], r.costRange[1], r.currency,
                                                     lang, r.costTotal, among),
                            value),
            {}};
}

void FiguresAmong::add(const Result &r)
{
    time.add(r.totalTimeRange[1]);
    if (m_currency && *m_currency != r.currency) cost = std::numeric_limits<double>::quiet_NaN();
    m_currency = r.currency;
    // The figures, not their ranges: a column of one reads as the figure does elsewhere.
    if (!std::isnan(cost) && std::isfinite(r.costTotal))
        cost = std::max(cost, std::abs(r.costTotal));
}

FiguresAmong tierFigures(const Recommendation &rec)
{
    FiguresAmong among;
    for (const TierChoice &t : rec.tiers)
        among.add(t.choice.result);
    return among;
}

Report makeReport(const Plan &plan, const Catalog &catalog, const Result &r,
                  const std::vector<BomLine> &bom)
{
    Report rep;
    const QString lang = currentLanguage();
    rep.language = lang;
    auto money = [&](double v) { return formatMoney(v, r.currency, lang); };
    const ClusterFacts &c = r.cluster;

    rep.gpus = Tr::tr("%n GPU(s)", nullptr, c.gpus);
    QStringList config{rep.gpus};
    if (c.gpu) config << catalogName(c.gpu->name);
    config << Tr::tr("%n node(s)", nullptr, c.nodes);
    // The network between nodes where there are nodes to join: one node's read as if it
    // needed InfiniBand.
    if (c.fabric && c.nodes > 1) config << catalogName(c.fabric->name);
    if (c.storage) config << catalogName(c.storage->name);
    rep.configuration = config.join(QStringLiteral(" · "));

    rep.pricing = pricingModeText(plan.pricing);
    rep.costSpan = costSpanText(r, lang);
    rep.costSpanShort = costSpanShortText(r, lang);
    rep.costSpanUse = costSpanUseText(r, lang);
    rep.jobShare = jobShareText(r, lang);
    rep.assumedPrice = assumedPriceText(r);
    rep.allowance = allowanceText(r);
    if (const QString given = discountsText(plan.discount); !given.isEmpty())
        rep.discounts
            = Tr::tr("Unit prices and amounts are net of the negotiated discounts: %1.").arg(given);

    rep.totalCost = {Tr::tr("Total cost"),
                     money(r.costTotal),
                     rangeUnlessSame(formatMoneyRange(r.costRange[0], r.costRange[1], r.currency,
                                                      lang, r.costTotal),
                                     money(r.costTotal)),
                     {}};
    if (plan.budget > 0)
        // Within it at the estimate but not at the likely high end: said where the verdict
        // is, not only in the finding (cost.likely_over_budget).
        rep.totalCost.note
            = (!r.withinBudget                ? Tr::tr("over the budget of %1")
               : r.costRange[1] > plan.budget ? Tr::tr("within the budget of %1 at the estimate, "
                                                       "over it at the likely high end")
                                              : Tr::tr("within the budget of %1"))
                  .arg(money(plan.budget));
    // A monthly figure only where the bill covers more than a month: within one month it is
    // the total again, and a three-day job has no monthly cost. Empty then, in every view.
    rep.monthlyCost = {Tr::tr("Monthly cost"),
                       r.monthlyCost < r.costTotal * 0.999 ? money(r.monthlyCost) : QString(),
                       {}, rep.pricing};

    rep.totalTime = timeAmong(r, {}, lang);
    // The deadline counts from the order: a lead time before the run is said with it.
    if (plan.deadlineDays > 0 && plan.leadTimeDays > 0)
        rep.totalTime.note
            = (meetsDeadline(plan, r)
                   ? Tr::tr("with %1 days of lead time, within the %2-day deadline")
                   : Tr::tr("with %1 days of lead time, beyond the %2-day deadline"))
                  .arg(number(lang, plan.leadTimeDays), number(lang, plan.deadlineDays));
    else if (plan.deadlineDays > 0)
        rep.totalTime.note = (meetsDeadline(plan, r) ? Tr::tr("within the %1-day deadline")
                                                     : Tr::tr("beyond the %1-day deadline"))
                                 .arg(number(lang, plan.deadlineDays));
    else if (plan.leadTimeDays > 0)
        rep.totalTime.note
            = Tr::tr("after %1 days of lead time").arg(number(lang, plan.leadTimeDays));
    rep.trainingTime = {Tr::tr("Training"), formatDuration(r.trainingTime, lang), {}, {}};

    const double capacity = toGiB(r.capacity);
    // At the headroom the plan keeps, within a point, the figure is no comfort: said, and
    // both figures to the hundredth, which bear it out ("63.7 / 79.6 GiB" read 19.97 % free
    // beside "20 % free").
    const bool atHeadroom = r.fits && 1 - r.memoryPerGpu / r.capacity < kMemoryHeadroom + 0.01;
    const int memoryDecimals = atHeadroom ? 2 : 1;
    rep.memoryPerGpu
        = {Tr::tr("Memory per GPU"),
           Tr::tr("%1 / %2 GiB")
               // The card as its driver lists it: "79.6" for an H100, "80"
               // for an A100, "45" for an L40S.
               // A round figure without its ".0" ("18 / 24 GiB"), as the chart reads it.
               .arg(trimTrailingZeros(number(lang, toGiB(r.memoryPerGpu), memoryDecimals),
                                      QLocale(lang)),
                    trimTrailingZeros(number(lang, capacity, memoryDecimals), QLocale(lang))),
           {},
           !r.fits      ? Tr::tr("does not fit")
           : atHeadroom ? Tr::tr("fits, %1 free: the headroom required")
                              .arg(formatPercent(100 * (1 - r.memoryPerGpu / r.capacity), lang))
                        : Tr::tr("fits, %1 free")
                              .arg(formatPercent(100 * (1 - r.memoryPerGpu / r.capacity), lang))};
    rep.mfu = {Tr::tr("Model FLOPs utilisation"), formatPercent(100 * r.mfu, lang, 1), {},
               Tr::tr("%1 TFLOP/s per GPU").arg(number(lang, r.tflopsPerGpu))};

    // Throughput in the dataset's unit; the range is of the cluster's tokens/s, so a samples
    // figure carries the same relative range.
    const bool samples = throughputInSamples(plan, r);
    const double rate = samples ? r.samplesPerSecond : r.tokensPerSecond;
    const int decimals = samples && rate < 1000 ? 1 : 0;
    const double perToken = r.tokensPerSecond > 0 ? rate / r.tokensPerSecond : 0;
    const QString rateText = number(lang, rate, decimals);
    // One range style, as amounts and durations: "20,416–24,055 samples/s".
    const QString low = number(lang, r.tokensPerSecondRange[0] * perToken, decimals),
                  high = number(lang, r.tokensPerSecondRange[1] * perToken, decimals);
    const QString rangeText = samples ? Tr::tr("%1–%2 samples/s").arg(low, high)
                                      : Tr::tr("%1–%2 tokens/s").arg(low, high);
    rep.throughput = {Tr::tr("Throughput"),
                      samples ? Tr::tr("%1 samples/s").arg(rateText)
                              : Tr::tr("%1 tokens/s").arg(rateText),
                      perToken > 0 && r.tokensPerSecondRange[0] != r.tokensPerSecondRange[1]
                          ? rangeText
                          : QString(),
                      {}};

    // As the bill of materials writes its GPU-hours ("24.55", not "25" above "24.55"), with
    // their unit, as every other card's figure has its own ("310,429" read as a count).
    rep.gpuHours
        = {Tr::tr("GPU time"),
           Tr::tr("%1 GPU-hours").arg(measureText(r.gpuHours, lang)),
           {},
           r.span.kind == CostSpanKind::Job
               ? Tr::tr("for the whole run")
               : Tr::tr("used by the job; %1 paid for over the %2")
                     .arg(Tr::tr("%1 GPU-hours").arg(measureText(r.span.billedGpuHours, lang)),
                          rep.costSpanShort)};

    const QStringList memoryLabels = memoryPartLabels();
    const std::array<Bytes, 5> memory = {r.memory.weights, r.memory.gradients, r.memory.optimizer,
                                         r.memory.activations, r.memory.other};
    for (std::size_t i = 0; i < memory.size(); ++i)
        rep.memoryParts.push_back({memoryLabels[i], toGiB(memory[i])});
    const QStringList timeLabels = timePartLabels();
    const std::array<double, 6> shares = timeShares(r.time);
    for (std::size_t i = 0; i < shares.size(); ++i)
        rep.timeParts.push_back({timeLabels[i], shares[i]});
    rep.communicationNote = communicationNote(r, shares[1], lang);
    const QStringList costLabels = costCategoryLabels();
    const CostBreakdown &k = r.cost;
    const std::array<double, 6> cost = {k.compute, k.storage,      k.network,
                                        k.power,   k.staffSupport, k.reserve};
    for (std::size_t i = 0; i < cost.size(); ++i)
        rep.costParts.push_back({costLabels[i], cost[i]});
    // Drawn CPU preprocessing nodes are billed as compute: the label says so, or the compute
    // total divided by the GPU-hours reads as a dearer GPU rate than the list's.
    if (r.cluster.cpuNodes > 0) rep.costParts[0].label = Tr::tr("Compute (GPU and CPU nodes)");

    rep.network = networkRows(catalog, r, plan.pricing == Pricing::Purchase, lang);
    for (const Finding &f : r.findings) {
        const FindingText t = findingText(f);
        rep.findings.push_back({f, severityText(f.severity), t.message, t.suggestion});
    }
    for (const BomLine &b : bom) {
        // A column of amounts reads down at one scale ("$2.14M" above "$578" above "$244K"
        // did not).
        ReportBomLine line{
            b, bomItemText(catalog, b), {}, {}, formatMoneyInTable(b.subtotal, r.currency, lang)};
        // Things counted are whole ("8 GPUs", "1 GPU"); measures to two decimals below 100,
        // without zeros that say nothing ("12.5 TB", "1.66 engineer-months"), and a
        // measure too small for them as less than their smallest ("< 0.01 TB-months",
        // never "0.0" nor "0.0000591").
        const int whole = int(std::lround(b.quantity));
        line.quantity = b.item == BomItem::Reserve ? formatPercent(100 * b.quantity, lang)
                        : b.item == BomItem::Servers || b.item == BomItem::SpareServers
                                || b.item == BomItem::CpuServers
                            ? Tr::tr("%n server(s)", nullptr, whole)
                        : b.item == BomItem::NetworkPorts ? Tr::tr("%n port(s)", nullptr, whole)
                        : b.item == BomItem::Switches     ? Tr::tr("%n switch(es)", nullptr, whole)
                        : b.item == BomItem::Transceivers || b.item == BomItem::SpareTransceivers
                            ? Tr::tr("%n transceiver(s)", nullptr, whole)
                        : b.item == BomItem::CopperCables || b.item == BomItem::Fibres
                                || b.item == BomItem::SpareCables
                            ? Tr::tr("%n cable(s)", nullptr, whole)
                            : measureText(b.quantity, lang) + QLatin1Char(' ') + bomUnitText(b);
        line.unitPrice = b.item == BomItem::Reserve ? QString()
                         : b.unitPrice >= 1000 ? formatMoneyInTable(b.unitPrice, r.currency, lang)
                                               : formatUnitPrice(b.unitPrice, r.currency, lang);
        rep.bom.push_back(std::move(line));
    }
    tidy(rep);
    return rep;
}

} // namespace cp
