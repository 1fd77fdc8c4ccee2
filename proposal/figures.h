// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's figures, each drawn into the box the layout gives it: rows of horizontal
// bars, the memory chart, the topology diagram, the chart comparing the scenarios, and text
// fitted to a box.
#pragma once

#include "layout.h"
#include "proposaldata.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace cp::proposal {

/// The colours of a chart's series, in order.
inline const QColor kSeries[]
    = {QColor(0x1f, 0x77, 0xb4), QColor(0x7f, 0xb0, 0x3f), QColor(0xf2, 0xa1, 0x2c),
       QColor(0x6a, 0x5a, 0xcd), QColor(0xc0, 0x50, 0x4d), QColor(0x8c, 0x8c, 0x8c)};

/// Horizontal bars with value labels: one row per (label, value).
void barRows(QPainter &p, const QRectF &box, const QFont &f,
             const std::vector<std::pair<QString, double>> &rows,
             const std::function<QString(double)> &label, const QColor &colour);

/// The memory chart's axis for bars up to `top` GiB: a round ceiling and the intervals that
/// put every grid line on a round number.
std::pair<double, int> memoryAxis(double top);

void memoryChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box);

/// Draws text aligned in `r` (centred by default), wrapped at word (or CJK character) boundaries, in `font` or
/// the largest smaller size (down to 3 pt) at which all of it fits.
bool drawFitted(QPainter &p, const QRectF &r, const QString &raw, QFont font,
                int alignment = Qt::AlignCenter, double minPt = 3.0);

/// Most GPU nodes the standard layout of a plan without a topology draws.
constexpr int kStandardNodesDrawn = 32;

/// The cluster as drawn on the canvas; without a topology, the planner's standard layout
/// (standardTopology, placed as the canvas's Arrange places it) with its first
/// kStandardNodesDrawn GPU nodes.
void topologyDiagram(const Layout &l, const Data &d, QPainter &p, const QRectF &box);
/// The colours topologyDiagram draws, only those its cables use: "Blue: InfiniBand; grey:
/// Ethernet and management" ("" without cables).
QString topologyColours(const Data &d);

/// Whether the plan has networks designed for several servers (fabricDiagram).
bool drawsFabric(const Data &d);

/// The designed networks tier by tier, with their counts (core/engine/network.h): the scalable
/// units and their leaves (the first four and the last where there are more than six),
/// the spines and cores, the storage network beside them and the management network under
/// them, legible at any size of cluster.
void fabricDiagram(const Layout &l, const Data &d, QPainter &p, const QRectF &box);

/// Whether the scenarios' totals cover different spans (weeks of a job, a reserved year,
/// years owned): totals that do not compare, so the chart sets each one's cost per month.
bool costSpansDiffer(const std::vector<Alternative> &alts);

/// Time and total cost of each scenario as two panels of horizontal bars, one row per
/// scenario; the recommended row is banded. Bars of different currencies are compared at
/// each plan's exchange rate, while the labels keep each scenario's own currency.
void alternativesChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box, double rowH);

} // namespace cp::proposal
