// SPDX-License-Identifier: GPL-3.0-or-later
// One evaluated scenario as every view shows it: its figures with their likely ranges and
// notes, the spans its totals cover, the labels of its breakdowns, its findings and its bill
// of materials, each worded once in the current language. The CLI text, the status bar, the
// app's charts and the PDF render a Report; none of them formats a figure or names a part of
// its own (docs/architecture.md, "One report").
#pragma once

#include "model/result.h"
#include "report/format.h"

#include <array>
#include <optional>

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace cp {

struct Plan;
class Catalog;
struct Recommendation;

/// A headline figure: its label, its value as printed, the likely range (p10-p90 of the
/// planner's error on published runs) when there is one worth printing, and a note that
/// qualifies the value (the budget, the deadline, the pricing); either may be empty.
struct ReportFigure
{
    QString label;
    QString value;
    QString range;
    QString note;
};

/// A bar of a breakdown: its label and its amount in the breakdown's unit (GiB, seconds or
/// the result's currency).
struct ReportPart
{
    QString label;
    double amount = 0;
};

struct ReportFinding
{
    Finding finding;
    QString severity; // "Warning"
    QString message;
    QString suggestion;
};

/// A line of the bill of materials in words: what it is, its quantity with the unit, its unit
/// price and its subtotal.
struct ReportBomLine
{
    BomLine line;
    QString item;
    QString quantity;
    QString unitPrice;
    QString subtotal;
};

struct Report
{
    QString language;
    /// "256 GPUs · NVIDIA H100 SXM5 80GB · 32 nodes · InfiniBand NDR 400G · Lustre"
    QString configuration;
    QString gpus; // "256 GPUs"

    ReportFigure totalCost;   // note: within or over the budget
    ReportFigure monthlyCost; // note: the pricing mode
    ReportFigure totalTime;   // note: within or beyond the deadline
    ReportFigure trainingTime;
    ReportFigure memoryPerGpu; // "62.3 of 80 GiB"; note: fits, with the share free
    ReportFigure mfu;          // "41.3 %"; note: TFLOP/s per GPU
    ReportFigure throughput;   // in the dataset's unit (tokens/s or samples/s), with its range
    ReportFigure gpuHours;     // note: the job's, and those paid for over a longer span

    QString pricing;     // the pricing mode as a choice ("Cloud, reserved 1 year")
    QString costSpan;    // what every cost line covers (costSpanText)
    QString costSpanShort; // costSpanShortText
    QString costSpanUse;   // costSpanUseText: the job's share of a longer span, or empty
    QString jobShare;     // the job's own share beside a commitment's total, or empty
    QString assumedPrice; // "assumed price, re-quote", or empty
    QString allowance;    // "incl. 30 % for trial-and-error runs", or empty
    /// "Unit prices and amounts are net of the negotiated discounts: Compute 12 %, Network
    /// 8.5 %.", or empty: for the internal version only (the customer reads net prices).
    QString discounts;

    std::vector<ReportPart> memoryParts; // GiB per GPU: weights ... other
    std::vector<ReportPart> timeParts;   // seconds: the six shares of timeShares()
    /// What the communication part is made of, where it is 5 % of the time or more: the
    /// wait for the slowest GPU in it and, where the node's own links bound the gradient
    /// exchange across nodes, that a faster network would not shorten it; else empty.
    QString communicationNote;
    std::vector<ReportPart> costParts;   // the six cost categories, in the currency

    /// The designed networks and racks (core/engine/network.h), a row each (label, text): the
    /// compute fabric, the storage and management networks, the racks; empty for one node.
    std::vector<std::pair<QString, QString>> network;

    std::vector<ReportFinding> findings; // as the planner lists them
    std::vector<ReportBomLine> bom;

    /// The cost categories a reader of the customer version sees: staff, support and the
    /// reserve merged under one name, so no internal margin reads off a line.
    std::vector<ReportPart> customerCostParts() const;
    /// The lines of the bill of materials a reader of the version sees: every line in the
    /// internal version; the customer's leaves out staff, support and the reserve (their
    /// margins), as it leaves out unit prices.
    std::vector<ReportBomLine> bomFor(bool internal) const;
    /// The findings from the most severe down, in the planner's order within a severity.
    std::vector<ReportFinding> findingsBySeverity() const;
    /// What a comparison names as the plan's risks: its errors and warnings, gravest first;
    /// without one, its notes (an uncalibrated part). "No risks found" beside the findings
    /// panel's note on the same plan read as two answers.
    std::vector<ReportFinding> mainRisks() const;
};

/// The report of an evaluated plan in the current language (installTranslations), with the
/// bill of materials `bom` (empty when it is not needed).
Report makeReport(const Plan &plan, const Catalog &catalog, const Result &result,
                  const std::vector<BomLine> &bom = {});

/// The projected time of `result`, its figure and likely range (makeReport's totalTime, its
/// label and no note), as read among others' (the options compared, the tiers recommended):
/// in their unit (formatDurationRange), so that one column never reads "2.1 h" beside "72
/// min", nor "2.5 d" above "2.7 h".
ReportFigure timeAmong(const Result &result, const DurationsAmong &among, const QString &lang);

/// The total cost of `result`, its figure and likely range (makeReport's totalCost, its label
/// and no note), as read among others': in the unit of `among`, the largest total among them
/// (formatMoneyInColumn), so that one column never reads "7,845 元" beside "1.14 万元".
ReportFigure costAmong(const Result &result, double among, const QString &lang);

/// The likely times and the largest total cost among results: the units a column of
/// them reads in (timeAmong, costAmong). Costs in different currencies have no style in common:
/// `cost` is then not finite, and each reads as its own.
struct FiguresAmong
{
    DurationsAmong time;
    double cost = 0;
    void add(const Result &result);

private:
    std::optional<Currency> m_currency;
};
/// The units of the tiers' column: "72 min" never below "2.1 h", "7,845 元" never above
/// "1.14 万元".
FiguresAmong tierFigures(const Recommendation &recommendation);

/// How the nodes hold the GPUs: "2 nodes × 8", or for nodes of different sizes "1 node × 8
/// + 1 node × 4" (ClusterFacts::nodeShapes).
QString nodeShapesText(const ClusterFacts &c);
/// The GPUs and their nodes: "12 (1 node × 8 + 1 node × 4)", "256 (32 nodes × 8)".
QString clusterShapeText(const ClusterFacts &c);
/// The GPUs one node holds, each size once: "8", or "8 or 4" for unequal nodes.
QString gpusPerNodeText(const ClusterFacts &c);

/// The links a node joins its GPUs with, by their own name: "NVLink", "PCIe", "Infinity
/// Fabric", "HCCS".
QString intraNodeLinkName(IntraNodeKind kind);

/// The labels of the breakdowns, for a chart drawn before there is a result.
QStringList memoryPartLabels();
QStringList timePartLabels();
QStringList costCategoryLabels();
/// The categories with a negotiated discount and their percentages ("Compute 12 %,
/// Network 8.5 %"); empty when none has one.
QString discountsText(const std::array<double, 5> &discount);
/// A severity as a reader names it: "Note", "Warning", "Error".
QString severityText(Severity severity);
/// A bill-of-materials line's item ("NVIDIA H100 SXM5 80GB GPUs, with their share of the
/// server") and unit ("GPU-hours").
QString bomItemText(const Catalog &catalog, const BomLine &line);
QString bomUnitText(const BomLine &line);

} // namespace cp
