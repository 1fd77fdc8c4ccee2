// SPDX-License-Identifier: GPL-3.0-or-later
// The designed networks as a figure of tiers and counts (figures.h): what a network engineer
// draws on a whiteboard, legible for eight servers or two thousand.
#include "figures.h"

#include "model/cable.h"
#include "proposaltext.h"
#include "report/translation.h"
#include "typeset.h"

#include <QFontMetricsF>

#include <algorithm>
#include <vector>

namespace cp::proposal {

namespace {

/// A fabric's switch model as printed: "NVIDIA Quantum-2 QM9700", else its fabric's name.
QString model(const Data &d, const FabricDesign &f)
{
    const SwitchModel *m = d.catalog.switchModel(f.switchModel);
    return m ? catalogName(m->name) : fabricName(d, f.fabric);
}

/// A tier's title with its count: "Spine × 16".
QString tier(const Data &d, const QString &name, int count)
{
    return Proposal::tr("%1 × %2").arg(name, number(d, count));
}

/// The colour of a fabric's cables at a tier, as the canvas draws them.
QColor cableColourOf(const Data &d, const std::string &fabric, int tier)
{
    const TopoSwitch sw{{}, fabric, SwitchRole::Training, 0, 0};
    return QColor::fromRgb(QRgb(cableColour(cableFamily(TopoLink{}, &sw, d.catalog), tier)));
}

/// A box of the figure: a title on top, a detail under it, each fitted to its half.
void tierBox(const Layout &l, QPainter &p, const QRectF &r, const QString &title,
             const QString &detail, bool isSwitch)
{
    p.setPen(QPen(QColor(0x60, 0x6a, 0x78), 0.8));
    p.setBrush(isSwitch ? QColor(0xe8, 0xf0, 0xfa) : QColor(0xf6, 0xf8, 0xfa));
    p.drawRoundedRect(r, 3, 3);
    p.setPen(kInk);
    const double half = detail.isEmpty() ? r.height() : r.height() * 0.45;
    drawFitted(p, QRectF(r.left() + 2, r.top() + 1, r.width() - 4, half - 1), title,
               l.font(7.5, true), Qt::AlignCenter, 5.5);
    if (!detail.isEmpty())
        drawFitted(p, QRectF(r.left() + 2, r.top() + half, r.width() - 4, r.height() - half - 1),
                   detail, l.font(6.5), Qt::AlignCenter, 5.5);
}

/// Cables between two boxes, as a few lines fanned out, and how many there are beside them.
void cables(const Layout &l, QPainter &p, const QRectF &from, const QRectF &to,
            const QColor &colour, int count, bool label)
{
    p.setPen(QPen(colour, 1.1));
    const int fan = std::min(count, 3);
    for (int i = 0; i < fan; ++i) {
        const double f = fan == 1 ? 0.55 : 0.45 + 0.1 * i;
        p.drawLine(QPointF(from.left() + from.width() * f, from.top()),
                   QPointF(to.left() + to.width() * (0.3 + 0.4 * f), to.bottom()));
    }
    if (!label) return;
    // Above the box's left edge, clear of the lines, which leave from its middle.
    const QString text = Proposal::tr("%Ln link(s)", nullptr, count);
    p.setFont(l.font(6.5));
    const double w = QFontMetricsF(p.font()).horizontalAdvance(text) + 4;
    const QRectF r(from.left(), from.top() - 13, w, 11);
    p.setPen(kMuted);
    typeset(p, r, Qt::AlignCenter, text);
}

} // namespace

bool drawsFabric(const Data &d)
{
    return d.result.network.compute.leaves > 0;
}

void fabricDiagram(const Layout &l, const Data &d, QPainter &p, const QRectF &box)
{
    const NetworkDesign &net = d.result.network;
    const FabricDesign &c = net.compute;
    p.setRenderHint(QPainter::Antialiasing);
    const bool storage = net.storage.leaves > 0, management = net.management.leaves > 0;
    const double gap = 10;
    const double side = storage ? box.width() * 0.22 : 0;
    const QRectF main(box.left(), box.top(), box.width() - side - (storage ? gap : 0), box.height());
    // Rows from the top: core, spine, leaves, servers; the management network under them.
    std::vector<int> rows;
    if (c.cores > 0) rows.push_back(3);
    if (c.spines > 0) rows.push_back(2);
    rows.push_back(1);
    rows.push_back(0);
    if (management) rows.push_back(-1);
    const double step = box.height() / double(rows.size());
    const double h = std::min(44.0, step * 0.6);
    auto rowTop = [&](int tier) {
        const auto at = std::find(rows.begin(), rows.end(), tier) - rows.begin();
        return box.top() + step * double(at) + (step - h) / 2;
    };

    // The scalable units: all of them up to six, else the first four, a gap and the last.
    const int units = std::max(1, c.leavesPerRail);
    const int servers = c.endpoints / std::max(1, c.rails);
    std::vector<int> shown;
    for (int u = 0; u < units; ++u)
        if (units <= 6 || u < 4 || u == units - 1) shown.push_back(u);
    const int slotCount = int(shown.size()) + (units > 6 ? 1 : 0);
    const double slotW = main.width() / slotCount;
    const Result &r = d.result;
    const QString gpu = shortGpuName(d, r.cluster.gpu ? r.cluster.gpu->id : std::string());
    std::vector<QRectF> unitBoxes, leafBoxes;
    int slot = 0;
    for (int u : shown) {
        if (units > 6 && u == units - 1) {
            // The units left out, in words where their boxes would be.
            const QRectF dots(main.left() + slotW * slot, rowTop(0), slotW, h);
            p.setPen(kMuted);
            drawFitted(p, dots, Proposal::tr("… %1 more units …").arg(number(d, units - 5)),
                       l.font(7), Qt::AlignCenter, 5.5);
            ++slot;
        }
        const double x = main.left() + slotW * slot + 3, w = slotW - 6;
        const int inUnit = std::min(c.nodesPerLeaf, servers - u * c.nodesPerLeaf);
        const QRectF unit(x, rowTop(0), w, h), leaf(x, rowTop(1), w, h);
        tierBox(l, p, unit,
                units > 1 ? Proposal::tr("SU %1").arg(number(d, u + 1)) : Proposal::tr("Servers"),
                Proposal::tr("%n server(s), %1", nullptr, inUnit)
                    .arg(Proposal::tr("%1 × %2").arg(number(d, r.cluster.gpusPerNode), gpu)),
                false);
        const int leaves = c.leaves == 1 ? 1 : c.rails;
        tierBox(l, p, leaf,
                tier(d, c.tiers() == 1 ? Proposal::tr("Switch") : Proposal::tr("Leaf"), leaves),
                model(d, c), true);
        cables(l, p, unit, leaf, cableColourOf(d, c.fabric, 1),
               inUnit * c.rails, slot == 0);
        unitBoxes.push_back(unit);
        leafBoxes.push_back(leaf);
        ++slot;
    }
    if (c.spines > 0) {
        const QRectF spine(main.left() + 3, rowTop(2), main.width() - 6, h);
        tierBox(l, p, spine, tier(d, Proposal::tr("Spine"), c.spines), model(d, c), true);
        for (std::size_t i = 0; i < leafBoxes.size(); ++i)
            cables(l, p, leafBoxes[i], spine, cableColourOf(d, c.fabric, 2),
                   c.leafSpineLinks, i == 0);
        if (c.cores > 0) {
            const QRectF core(main.left() + main.width() * 0.15, rowTop(3), main.width() * 0.7, h);
            tierBox(l, p, core, tier(d, Proposal::tr("Core"), c.cores), model(d, c), true);
            cables(l, p, spine, core, cableColourOf(d, c.fabric, 3), c.spineCoreLinks, true);
        }
    }

    const QColor grey = QColor::fromRgb(QRgb(cableColour(CableFamily::Ethernet)));
    if (storage) {
        const FabricDesign &s = net.storage;
        const double x = box.right() - side;
        const QRectF sw(x, rowTop(1), side, h), disks(x, rowTop(0), side, h);
        tierBox(l, p, sw, Proposal::tr("Storage network"),
                Proposal::tr("%1 × %2").arg(number(d, s.switches()), model(d, s)), true);
        const StorageTier *tier = r.cluster.storage;
        tierBox(l, p, disks, Proposal::tr("Storage"),
                tier ? Proposal::tr("%1 × %2").arg(number(d, std::max(1, r.cluster.storageNodes)),
                                                   storageName(d, tier->id))
                     : QString(),
                false);
        cables(l, p, disks, sw, cableColourOf(d, s.fabric, 1), s.endpoints - servers, false);
        // Every server has a port on it, drawn from the last unit shown.
        p.setPen(QPen(cableColourOf(d, s.fabric, 1), 0.8, Qt::DashLine));
        p.drawLine(QPointF(unitBoxes.back().right(), unitBoxes.back().center().y()),
                   QPointF(sw.left(), sw.center().y()));
    }
    if (management) {
        const FabricDesign &m = net.management;
        const QRectF mgmt(box.left() + 3, rowTop(-1), box.width() - 6, h);
        tierBox(l, p, mgmt, Proposal::tr("Management network"),
                Proposal::tr("%1 × %2").arg(number(d, m.switches()), model(d, m)), true);
        p.setPen(QPen(grey, 0.8));
        for (const QRectF &u : unitBoxes)
            p.drawLine(QPointF(u.center().x(), u.bottom()), QPointF(u.center().x(), mgmt.top()));
    }
}

} // namespace cp::proposal
