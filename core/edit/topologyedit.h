// SPDX-License-Identifier: GPL-3.0-or-later
// Edits of a plan's topology, free of any GUI: what the canvas's gestures (add, connect,
// delete, copy and paste, arrange, move a selection) do to the plan. The app wraps each in
// one undo step; the tests call them directly.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"

#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace cp::edit {

/// A position on the canvas, in canvas units (the nodes sit in 140-unit columns).
struct Point
{
    double x = 0, y = 0;
    bool operator==(const Point &) const = default;
};

/// The ids in use, to hand out fresh ones ("gpu01", "leaf12") without scanning the topology
/// for each.
class IdPool
{
public:
    explicit IdPool(const Topology &t);
    /// The prefix and the smallest number not in use, at least two digits.
    std::string take(const std::string &prefix);

private:
    std::unordered_set<std::string> m_used;
};

/// Where the leaf/spine arrangement (and the standard topology) puts the index-th GPU node:
/// rows of eight, 140 units apart, 120 units between rows, under the training switches.
Point gpuNodePosition(int index);

/// The id prefix of a new element made from a node template: "gpu", "cpu" or "storage".
std::string nodeIdPrefix(const NodeTemplate *t);

/// An id not used yet in the topology: the prefix and the smallest free two-digit number
/// ("gpu01", "gpu02" ... "gpu100").
std::string freeId(const Topology &t, const std::string &prefix);

/// Adds a node made from a template at a position and returns its id; empty (and nothing
/// changes) when the catalog has no such template. A GPU server gets the plan's accelerator
/// where it takes it and the market offers it with the plan's pricing; else the first
/// the catalog lists that both allow, preferring one with BF16.
std::string addNode(Plan &plan, const Catalog &catalog, const std::string &market,
                    const std::string &templateId, Point at);

/// Adds a training switch of a fabric and returns its id; empty when the fabric is unknown.
std::string addSwitch(Plan &plan, const Catalog &catalog, const std::string &fabricId, Point at);

/// Cables two elements: another port on their link if they are already linked, else a new
/// link of one port. False (and nothing changes) when an end is missing, both are one, or a
/// switch end has no data port free (its catalog radix in the project's `market`,
/// networklayout.h); `full` then names that switch.
bool connect(Topology &t, const Catalog &catalog, const std::string &a, const std::string &b,
             std::string *full = nullptr, const std::string &market = {});

/// A link named by its two ends, in either order.
using LinkEnds = std::pair<std::string, std::string>;

/// Removes elements (with every link that touches them) and links. False when nothing
/// named is there.
bool remove(Topology &t, const std::set<std::string> &elements, const std::set<LinkEnds> &links);

/// The elements named and the links among them, as a topology of their own.
Topology copy(const Topology &t, const std::set<std::string> &elements);

/// The multiple of `step` at which every pasted element lands clear of the elements drawn
/// (up to 64 steps; `step` itself when the canvas is crowded all the way).
Point pasteOffset(const Topology &now, const Topology &clip, Point step);

/// Adds a copied topology under fresh ids, shifted by offset, its links renamed with it.
/// Returns the new ids (nodes first, then switches).
std::vector<std::string> paste(Topology &t, const Catalog &catalog, const Topology &clip,
                               Point offset);

/// The leaf/spine arrangement: training switches in a row on top (centred, alternating
/// left and right), GPU nodes in rows of eight below, storage and CPU nodes and the storage
/// switches to the right, management switches under the nodes.
void arrangeLeafSpine(Topology &t, const Catalog &catalog);

/// Moves elements to new positions. False when none of them moved.
bool move(Topology &t, const std::vector<std::pair<std::string, Point>> &positions);

} // namespace cp::edit
