// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's figures, drawn in points with QPainter; see figures.h.
#include "figures.h"

#include "model/geometry.h"

#include "report/report.h"

#include "model/cable.h"
#include "report/format.h"
#include "proposaltext.h"
#include "report/spantext.h"
#include "report/translation.h"
#include "typeset.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <tuple>

namespace cp::proposal {

void barRows(QPainter &p, const QRectF &box, const QFont &f,
             const std::vector<std::pair<QString, double>> &rows,
             const std::function<QString(double)> &label, const QColor &colour)
{
    double top = 0;
    for (const auto &r : rows)
        top = std::max(top, r.second);
    if (!(top > 0)) top = 1;
    const double labelW = box.width() * 0.34, valueW = box.width() * 0.18;
    const double barX = box.left() + labelW + 6, barW = box.width() - labelW - valueW - 12;
    const double rowH = box.height() / std::max<std::size_t>(1, rows.size());
    p.setFont(f);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double y = box.top() + i * rowH;
        p.setPen(kInk);
        typeset(p, QRectF(box.left(), y, labelW, rowH), Qt::AlignRight | Qt::AlignVCenter,
                rows[i].first);
        const double w = std::max(0.0, rows[i].second) / top * barW;
        p.fillRect(QRectF(barX, y + rowH * 0.2, std::max(w, 0.5), rowH * 0.6), colour);
        typeset(p, QRectF(barX + w + 4, y, valueW + barW - w, rowH),
                Qt::AlignLeft | Qt::AlignVCenter, label(rows[i].second));
    }
}

std::pair<double, int> memoryAxis(double top)
{
    // A round top, and grid lines on round numbers: quarters of 1, 2, 4 or 8 (x 10^k),
    // fifths of 2.5 or 5 (a top of 50 in quarters read 13, 25, 38).
    const double v = std::max(1e-9, top * 1.05), step = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 2.5, 4.0, 5.0, 8.0, 10.0})
        if (m * step >= v * (1 - 1e-12)) return {m * step, m == 2.5 || m == 5.0 ? 5 : 4};
    return {10 * step, 4};
}

void memoryChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box)
{
    const QFont f = l.font(7.5), b = l.font(8.5, true);
    p.setFont(b);
    p.setPen(kInk);
    typeset(p, QRectF(box.left(), box.top(), box.width(), 14), Qt::AlignLeft,
            Proposal::tr("Memory per GPU (GiB), against capacity and the 80 % line"));
    const QRectF plot(box.left() + 34, box.top() + 22, box.width() * 0.62, box.height() - 44);
    double top = 1;
    for (const AcceleratorFit &a : d.fits)
        top = std::max({top, toGiB(a.capacity), toGiB(a.memory.total())});
    const auto [roundTop, intervals] = memoryAxis(top);
    top = roundTop;
    p.setPen(QPen(kRule, 0.5));
    p.setFont(f);
    for (int i = 0; i <= intervals; ++i) {
        const double v = top * i / intervals, y = plot.bottom() - plot.height() * i / intervals;
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(kMuted);
        typeset(p, QRectF(box.left(), y - 6, 30, 12), Qt::AlignRight | Qt::AlignVCenter,
                number(d, v));
        p.setPen(QPen(kRule, 0.5));
    }
    const int n = int(std::max<std::size_t>(1, d.fits.size()));
    const double slot = plot.width() / n, bw = std::min(60.0, slot * 0.5);
    const QStringList names = memoryPartLabels();
    for (int k = 0; k < int(d.fits.size()); ++k) {
        const AcceleratorFit &a = d.fits[k];
        const Bytes parts[] = {a.memory.weights, a.memory.gradients, a.memory.optimizer,
                               a.memory.activations, a.memory.other};
        const double x = plot.left() + slot * k + (slot - bw) / 2;
        double acc = 0;
        for (int i = 0; i < 5; ++i) {
            const double v = toGiB(parts[i]);
            const double y0 = plot.bottom() - plot.height() * acc / top;
            const double y1 = plot.bottom() - plot.height() * (acc + v) / top;
            p.fillRect(QRectF(x, y1, bw, y0 - y1), kSeries[i]);
            acc += v;
        }
        const double cap = toGiB(a.capacity);
        for (const auto &[v, c] : {std::pair{cap, QColor(0xb0, 0x00, 0x20)},
                                   std::pair{0.8 * cap, QColor(0xe0, 0x8a, 0x00)}}) {
            const double y = plot.bottom() - plot.height() * v / top;
            p.setPen(QPen(c, 1.2, Qt::DashLine));
            p.drawLine(QPointF(x - 8, y), QPointF(x + bw + 8, y));
        }
        p.setPen(kInk);
        p.setFont(f);
        QString name = gpuName(d, a.gpu);
        typeset(p, QRectF(plot.left() + slot * k, plot.bottom() + 2, slot, 14),
                Qt::AlignHCenter | Qt::AlignTop,
                QFontMetricsF(f).elidedText(name, Qt::ElideRight, slot));
        // The total above its bar, and above a dashed line that would strike through it
        // (60.3 GiB under the 80 % line at 64 GiB).
        double labelTop = plot.bottom() - plot.height() * acc / top - 13;
        for (const double v : {0.8 * cap, cap}) {
            const double y = plot.bottom() - plot.height() * v / top;
            if (y > labelTop - 1 && y < labelTop + 13) labelTop = y - 14;
        }
        // On a white ground: a grid line through its figures read as a strike ("18" under
        // the 20 GiB line).
        const QString total = number(d, acc, 1);
        const double w = QFontMetricsF(f).horizontalAdvance(total) + 4;
        p.fillRect(QRectF(x + bw / 2 - w / 2, labelTop, w, 12), Qt::white);
        typeset(p, QRectF(x - 10, labelTop, bw + 20, 12), Qt::AlignHCenter, total);
    }
    // Legend on the right.
    double ly = plot.top();
    for (int i = 0; i < 5; ++i) {
        p.fillRect(QRectF(plot.right() + 16, ly + 2, 8, 8), kSeries[i]);
        p.setPen(kInk);
        typeset(p, QRectF(plot.right() + 28, ly, box.right() - plot.right() - 28, 12),
                Qt::AlignLeft | Qt::AlignVCenter, names[i]);
        ly += 14;
    }
    // The two dashed lines: the capacity and the 80 % mark.
    auto dashedEntry = [&](const QColor &colour, const QString &text) {
        p.setPen(QPen(colour, 1.2, Qt::DashLine));
        p.drawLine(QPointF(plot.right() + 16, ly + 6), QPointF(plot.right() + 24, ly + 6));
        p.setPen(kInk);
        typeset(p, QRectF(plot.right() + 28, ly, 200, 12), Qt::AlignLeft | Qt::AlignVCenter, text);
        ly += 14;
    };
    dashedEntry(QColor(0xb0, 0x00, 0x20), Proposal::tr("Capacity"));
    dashedEntry(QColor(0xe0, 0x8a, 0x00), Proposal::tr("80 % (20 % headroom)"));
}

bool drawFitted(QPainter &p, const QRectF &r, const QString &raw, QFont font,
                int alignment, double minPt)
{
    const QString text = tidyChineseSpacing(raw);
    const int flags = alignment | Qt::TextWordWrap;
    bool fits = false;
    for (double pt = font.pointSizeF(); pt >= minPt; pt -= 0.25) {
        font.setPointSizeF(pt);
        const QRectF need = typesetBounds(font, nullptr, r, flags, text);
        fits = need.width() <= r.width() + 0.01 && need.height() <= r.height() + 0.01;
        if (fits) break;
    }
    p.setFont(font);
    typeset(p, r, flags, text);
    return fits;
}

namespace {

/// Whether `raw` fits `r` in `font` or a smaller size down to `minPt`.
bool fitsAt(const QRectF &r, const QString &raw, QFont font, double minPt)
{
    const QString text = tidyChineseSpacing(raw);
    for (double pt = font.pointSizeF(); pt >= minPt; pt -= 0.25) {
        font.setPointSizeF(pt);
        const QRectF need = typesetBounds(font, nullptr, r, Qt::TextWordWrap, text);
        if (need.width() <= r.width() + 0.01 && need.height() <= r.height() + 0.01) return true;
    }
    return false;
}

/// "gpu01–gpu08, gpu12": element ids with runs of consecutive numbers joined.
QString idRanges(std::vector<std::string> ids)
{
    std::sort(ids.begin(), ids.end());
    auto split = [](const std::string &id) {
        std::size_t i = id.size();
        while (i > 0 && std::isdigit(static_cast<unsigned char>(id[i - 1]))) --i;
        const std::string digits = id.substr(i);
        return std::pair{id.substr(0, i), digits.empty() ? -1L : std::stol(digits.substr(0, 9))};
    };
    QStringList parts;
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t j = i;
        const auto [prefix, n] = split(ids[i]);
        while (n >= 0 && j + 1 < ids.size() && split(ids[j + 1]).first == prefix
               && split(ids[j + 1]).second == split(ids[j]).second + 1
               && ids[j + 1].size() == ids[i].size())
            ++j;
        parts << (j > i + 1 ? QStringLiteral("%1–%2").arg(qs(ids[i]), qs(ids[j])) : qs(ids[i]));
        if (j == i + 1) parts << qs(ids[j]);
        i = j + 1;
    }
    return parts.join(Proposal::tr(", "));
}

/// The topology as drawn in the project; for a plan given without one, the planner's
/// standard layout (as the canvas's Arrange places it) with its first GPU nodes.
Topology drawnTopology(const Data &d)
{
    if (d.projectReport.topologyDrawn) return d.projectReport.topology;
    Topology t = d.projectReport.topology;
    std::set<std::string> dropped;
    int gpuNodes = 0;
    std::erase_if(t.nodes, [&](const TopoNode &n) {
        const NodeTemplate *tp = d.catalog.node(n.templateId);
        if (!tp || tp->kind != NodeKind::Gpu || ++gpuNodes <= kStandardNodesDrawn) return false;
        dropped.insert(n.id);
        return true;
    });
    std::erase_if(t.links, [&](const TopoLink &k) { return dropped.count(k.a) || dropped.count(k.b); });
    return t;
}

/// The switch a drawn link plugs into (cableSwitch), or null.
const TopoSwitch *linkSwitch(const Topology &t, const TopoLink &k)
{
    return cableSwitch(k, [&](const std::string &id) {
        const auto s = std::find_if(t.switches.begin(), t.switches.end(),
                                    [&](const TopoSwitch &w) { return w.id == id; });
        return s == t.switches.end() ? nullptr : &*s;
    });
}

/// A cable from `a` to `b` that passes no other box: straight where it can, else bowed to
/// one side, a little further each try, within `area`, until it clears them ("storage-sw"
/// to "storage01" ran through the two CPU nodes between them). Straight where no bow does.
QPainterPath cableRoute(QPointF a, QPointF b, const std::vector<QRectF> &others, const QRectF &area)
{
    auto clear = [&](const std::vector<QPointF> &points) {
        for (std::size_t i = 1; i < points.size(); ++i)
            for (const QRectF &r : others)
                if (segmentCrosses(points[i - 1], points[i], r)) return false;
        return true;
    };
    QPainterPath path(a);
    if (clear({a, b})) {
        path.lineTo(b);
        return path;
    }
    const QLineF line(a, b);
    const double length = line.length();
    if (length <= 0) return path;
    const QPointF normal(-(b.y() - a.y()) / length, (b.x() - a.x()) / length);
    const QPointF middle = (a + b) / 2;
    const double step = std::max(8.0, 0.1 * length);
    for (int k = 1; k <= 12; ++k)
        for (const double side : {1.0, -1.0}) {
            const QPointF control = middle + normal * (side * k * step);
            std::vector<QPointF> points;
            for (int i = 0; i <= 24; ++i) {
                const double t = i / 24.0;
                points.push_back((1 - t) * (1 - t) * a + 2 * t * (1 - t) * control + t * t * b);
            }
            const bool inside = std::all_of(points.begin(), points.end(),
                                            [&](const QPointF &pt) { return area.contains(pt); });
            if (inside && clear(points)) {
                path.quadTo(control, b);
                return path;
            }
        }
    path.lineTo(b);
    return path;
}

} // namespace

QString topologyColours(const Data &d)
{
    const Topology t = drawnTopology(d);
    std::set<CableFamily> used;
    for (const TopoLink &k : t.links) {
        const TopoSwitch *sw = linkSwitch(t, k);
        used.insert(cableFamily(k, sw, d.catalog));
    }
    // A single server's key named InfiniBand it had no cable of.
    QStringList parts;
    if (used.count(CableFamily::InfiniBand)) parts << Proposal::tr("blue: InfiniBand");
    if (used.count(CableFamily::RoCE)) parts << Proposal::tr("green: RoCE");
    if (used.count(CableFamily::Ethernet)) parts << Proposal::tr("grey: Ethernet and management");
    QString key = parts.join(Proposal::tr("; "));
    if (!key.isEmpty()) key[0] = key[0].toUpper();
    return key;
}

void topologyDiagram(const Layout &l, const Data &d, QPainter &p, const QRectF &box)
{
    const Topology t = drawnTopology(d);
    p.setRenderHint(QPainter::Antialiasing);
    struct Box
    {
        QPointF pos;
        QString title, detail;
        bool isSwitch;
    };
    std::map<std::string, Box> boxes;
    std::vector<std::tuple<std::string, std::string, QColor, double>> cables;
    for (const TopoNode &n : t.nodes) {
        const NodeTemplate *tp = d.catalog.node(n.templateId);
        QString detail = tp ? catalogName(tp->name) : qs(n.templateId);
        if (tp && tp->kind == NodeKind::Gpu)
            detail = Proposal::tr("%1 × %2")
                         .arg(n.gpus > 0 ? n.gpus : tp->gpus)
                         .arg(shortGpuName(d, n.gpu.empty() ? d.project.plan().gpu : n.gpu));
        // A storage node by the tier it holds, as the canvas, the configuration and the
        // delivery plan name it: "storage server" in the key beside "parallel file system
        // appliance" in the text read as two things.
        else if (tp && tp->kind == NodeKind::Storage && !n.storage.empty())
            detail = storageName(d, n.storage);
        boxes[n.id] = {QPointF(n.x, n.y), qs(n.id), detail, false};
    }
    for (const TopoSwitch &s : t.switches)
        boxes[s.id] = {QPointF(s.x, s.y), qs(s.id), fabricName(d, s.fabric), true};
    for (const TopoLink &k : t.links) {
        const TopoSwitch *sw = linkSwitch(t, k);
        const QColor c = QColor::fromRgb(QRgb(cableColour(cableFamily(k, sw, d.catalog))));
        cables.emplace_back(k.a, k.b, c, 0.5 + std::min(k.count, 8) / 4.0);
    }
    if (boxes.empty()) return;
    // Empty stretches of the canvas are not drawn: a gap wider than two boxes between
    // neighbouring columns (or rows) shrinks to two boxes, so nodes placed far apart keep a
    // readable size. The order and the alignment of the elements stay as drawn.
    auto closeGaps = [&](bool horizontal, double maxGap) {
        auto coord
            = [horizontal](QPointF &pt) -> qreal & { return horizontal ? pt.rx() : pt.ry(); };
        std::vector<double> at;
        for (auto &[id, b] : boxes)
            at.push_back(coord(b.pos));
        std::sort(at.begin(), at.end());
        at.erase(std::unique(at.begin(), at.end()), at.end());
        std::map<double, double> moved{{at.front(), at.front()}};
        for (std::size_t i = 1; i < at.size(); ++i)
            moved[at[i]] = moved[at[i - 1]] + std::min(at[i] - at[i - 1], maxGap);
        for (auto &[id, b] : boxes)
            coord(b.pos) = moved[coord(b.pos)];
    };
    closeGaps(true, 2 * 130.0);
    closeGaps(false, 2 * 80.0);
    QRectF extent;
    for (const auto &[id, b] : boxes)
        extent |= QRectF(b.pos - QPointF(65, 40), QSizeF(130, 80));
    // Print stays readable: no text below kMinPrintPt. Where a large cluster leaves the
    // boxes too small for their details, each box carries its name only, and a key under
    // the drawing gives the details, one line per kind ("gpu01–gpu32: 8 x H100 SXM5").
    constexpr double kMinPrintPt = 6.0;
    auto scaleFor = [&](const QRectF &area) {
        return std::min({area.width() / extent.width(), area.height() / extent.height(), 1.0});
    };
    auto boxRect = [](const Box &b, double scale, QPointF centre) {
        const QSizeF size = b.isSwitch ? QSizeF(120, 34) * scale : QSizeF(126, 64) * scale;
        return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
    };
    const QFont titleFont = l.font(7.5, true), detailFont = l.font(6.5), keyFont = l.font(7);
    bool compact = false;
    {
        const double s = scaleFor(box);
        for (const auto &[id, b] : boxes) {
            const QRectF r = boxRect(b, s, QPointF());
            if (!fitsAt(r.adjusted(2, 1, -2, -r.height() / 2), b.title, titleFont, kMinPrintPt)
                || !fitsAt(r.adjusted(2, r.height() / 2 - 2, -2, -1), b.detail, detailFont,
                           kMinPrintPt))
                compact = true;
        }
    }
    QStringList key;
    QRectF area = box;
    if (compact) {
        std::map<QString, std::vector<std::string>> byDetail; // detail -> ids, switches first
        std::vector<QString> order;
        for (int pass = 0; pass < 2; ++pass)
            for (const auto &[id, b] : boxes)
                if (b.isSwitch == (pass == 0) && !b.detail.isEmpty()) {
                    if (!byDetail.count(b.detail)) order.push_back(b.detail);
                    byDetail[b.detail].push_back(id);
                }
        for (const QString &detail : order)
            key << Proposal::tr("%1: %2").arg(idRanges(byDetail[detail]), detail);
        const double lineH = QFontMetricsF(keyFont).lineSpacing() * 1.2;
        area.setBottom(box.bottom() - lineH * key.size() - 4);
        p.setFont(keyFont);
        p.setPen(kInk);
        double y = area.bottom() + 4;
        for (const QString &line : key) {
            typeset(p, QRectF(box.left(), y, box.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    tidyChineseSpacing(line));
            y += lineH;
        }
    }
    const double scale = scaleFor(area);
    const QPointF origin = area.center() - extent.center() * scale;
    auto at = [&](const QPointF &pt) { return origin + pt * scale; };
    QFont smallest = titleFont;
    smallest.setPointSizeF(kMinPrintPt);
    const QFontMetricsF smallMetrics(smallest);
    std::map<std::string, QRectF> rects;
    std::map<double, std::vector<std::string>> rows; // drawn y -> the boxes on that row
    for (const auto &[id, b] : boxes) {
        QRectF r = boxRect(b, scale, at(b.pos));
        if (compact) {
            // A box at least as large as its name at the smallest print size, whole.
            const QSizeF need(smallMetrics.horizontalAdvance(b.title) + 4,
                              smallMetrics.height() + 2);
            r = QRectF(r.center() - QPointF(std::max(r.width(), need.width()) / 2,
                                            std::max(r.height(), need.height()) / 2),
                       QSizeF(std::max(r.width(), need.width()),
                              std::max(r.height(), need.height())));
        }
        rects[id] = r;
        rows[b.pos.y()].push_back(id);
    }
    // Boxes grown to hold their names, or placed closer than their width, never cover one
    // another: a row whose boxes would overlap spreads from its centre, in the drawn order.
    for (auto &[y, ids] : rows) {
        std::sort(ids.begin(), ids.end(), [&](const std::string &a, const std::string &b) {
            return rects[a].center().x() < rects[b].center().x();
        });
        const double before = rects[ids.front()].left() + rects[ids.back()].right();
        double pushed = 0;
        for (std::size_t i = 1; i < ids.size(); ++i) {
            QRectF &r = rects[ids[i]];
            r.translate(pushed, 0);
            const double overlap = rects[ids[i - 1]].right() + 2 - r.left();
            if (overlap > 0) {
                r.translate(overlap, 0);
                pushed += overlap;
            }
        }
        const double shift = (before - rects[ids.front()].left() - rects[ids.back()].right()) / 2;
        for (const std::string &id : ids)
            rects[id].translate(shift, 0);
    }
    // A few cables go around the boxes between their ends; a fabric of many is drawn as
    // its mesh of straight lines, which bows would turn into a tangle.
    constexpr std::size_t kRoutedCables = 60;
    const bool route = cables.size() <= kRoutedCables;
    for (const auto &[a, b, colour, w] : cables) {
        if (!rects.count(a) || !rects.count(b)) continue;
        std::vector<QRectF> others;
        if (route)
            for (const auto &[id, r] : rects)
                if (id != a && id != b) others.push_back(r.adjusted(-1, -1, 1, 1));
        p.setPen(QPen(colour, w * std::max(scale, 0.4)));
        p.setBrush(Qt::NoBrush);
        p.drawPath(cableRoute(rects[a].center(), rects[b].center(), others, area));
    }
    for (const auto &[id, b] : boxes) {
        const QRectF r = rects[id];
        p.setPen(QPen(QColor(0x60, 0x6a, 0x78), 0.8));
        p.setBrush(b.isSwitch ? QColor(0xe8, 0xf0, 0xfa) : QColor(0xf6, 0xf8, 0xfa));
        p.drawRoundedRect(r, 4 * scale, 4 * scale);
        p.setPen(kInk);
        // The name on the top half, the detail wrapped on the bottom half (or the name alone,
        // the details in the key); a font a step smaller where it would not fit, never below
        // kMinPrintPt and never an ellipsis.
        if (compact) {
            drawFitted(p, r.adjusted(1, 0, -1, 0), b.title, titleFont,
                       Qt::AlignCenter | Qt::TextDontClip, kMinPrintPt);
        } else {
            drawFitted(p, r.adjusted(2, 1, -2, -r.height() / 2), b.title, titleFont,
                       Qt::AlignCenter, kMinPrintPt);
            drawFitted(p, r.adjusted(2, r.height() / 2 - 2, -2, -1), b.detail, detailFont,
                       Qt::AlignCenter, kMinPrintPt);
        }
    }
}

bool costSpansDiffer(const std::vector<Alternative> &alts)
{
    const Result *first = nullptr;
    for (const Alternative &a : alts) {
        if (a.error) continue;
        if (!first)
            first = &a.result;
        else if (!sameCostSpan(*first, a.result))
            return true;
    }
    return false;
}

void alternativesChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box, double rowH)
{
    const std::vector<Alternative> &alts = d.alternatives;
    const QFont f = l.font(7.5), bold = l.font(7.5, true), title = l.font(8.5, true);
    // Each total over its own span where the spans differ (the title says so): a month's
    // share of a 36-month purchase drew shorter than a 51-day rental, though the purchase
    // commits ten times the money.
    const bool spansDiffer = costSpansDiffer(alts);
    auto usd = [&](std::size_t i) {
        const Result &r = alts[i].result;
        const Plan &plan = d.project.scenarios[i].plan;
        const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : d.catalog.cnyPerUsd;
        return r.currency == Currency::CNY && rate > 0 ? r.costTotal / rate : r.costTotal;
    };
    // A purchase's delivery comes before its run: its bar starts at the order, the delivery
    // drawn pale (84 days of it and 51 of training drew as long as a 51-day rental).
    auto lead = [&](std::size_t i) {
        return std::max(0.0, d.project.scenarios[i].plan.leadTimeDays) * 86400.0;
    };
    double maxTime = 0, maxCost = 0;
    bool leadTimes = false;
    for (std::size_t i = 0; i < alts.size(); ++i)
        if (!alts[i].error) {
            maxTime = std::max(maxTime, lead(i) + alts[i].result.totalTime.value());
            maxCost = std::max(maxCost, usd(i));
            leadTimes = leadTimes || lead(i) > 0;
        }
    if (!(maxTime > 0)) maxTime = 1;
    if (!(maxCost > 0)) maxCost = 1;
    // Each time as its bar reads it, and the room the longest takes after its bar.
    std::vector<QString> times(alts.size());
    double timeTextW = 0;
    for (std::size_t i = 0; i < alts.size(); ++i)
        if (!alts[i].error) {
            const QString time = formatDuration(alts[i].result.totalTime, d.lang);
            times[i] = lead(i) > 0 ? Proposal::tr("%1 delivery + %2")
                                         .arg(formatDuration(Seconds(lead(i)), d.lang), time)
                                   : time;
            timeTextW = std::max(timeTextW, QFontMetricsF(f).horizontalAdvance(times[i]) + 2);
        }
    const double labelW = box.width() * 0.3, gap = 14;
    const double panelW = (box.width() - labelW - 2 * gap) / 2, valueW = 64;
    const double top = box.top() + 16;
    const double panelX[] = {box.left() + labelW + gap, box.left() + labelW + 2 * gap + panelW};
    const QString titles[] = {
        leadTimes ? Proposal::tr("Time from the order") : Proposal::tr("Projected training time"),
        spansDiffer ? Proposal::tr("Total cost, over its span") : Proposal::tr("Total cost")};
    const QColor colours[] = {kSeries[0], kSeries[3]};
    p.setFont(title);
    p.setPen(kInk);
    for (int k = 0; k < 2; ++k)
        typeset(p, QRectF(panelX[k], box.top(), panelW, 14), Qt::AlignLeft | Qt::AlignVCenter,
                titles[k]);
    for (std::size_t i = 0; i < alts.size(); ++i) {
        const Alternative &a = alts[i];
        const double y = top + i * rowH;
        if (a.recommended) p.fillRect(QRectF(box.left(), y, box.width(), rowH), kBand);
        p.setFont(a.recommended ? bold : f);
        p.setPen(kInk);
        typeset(p, QRectF(box.left() + 2, y, labelW - 4, rowH), Qt::AlignRight | Qt::AlignVCenter,
                QFontMetricsF(p.font()).elidedText(a.name, Qt::ElideMiddle, labelW - 4));
        p.setFont(f);
        if (a.error) {
            p.setPen(kMuted);
            typeset(p, QRectF(panelX[0], y, 2 * panelW + gap, rowH),
                    Qt::AlignLeft | Qt::AlignVCenter, Proposal::tr("cannot be evaluated"));
            continue;
        }
        const double share[] = {(lead(i) + a.result.totalTime.value()) / maxTime, usd(i) / maxCost};
        const QString value[]
            = {times[i], formatMoney(a.result.costTotal, a.result.currency, d.lang)};
        for (int k = 0; k < 2; ++k) {
            const double textW = k == 0 ? std::max(valueW, timeTextW) : valueW;
            const double barW = std::max(panelW * 0.3, panelW - textW - 4),
                         w = std::max(0.5, share[k] * barW);
            p.fillRect(QRectF(panelX[k], y + rowH * 0.2, w, rowH * 0.6), colours[k]);
            // The delivery, pale, at the start of the time bar.
            if (k == 0 && lead(i) > 0)
                p.fillRect(QRectF(panelX[k], y + rowH * 0.2,
                                  w * lead(i) / (lead(i) + a.result.totalTime.value()), rowH * 0.6),
                           colours[k].lighter(170));
            p.setPen(kInk);
            typeset(p, QRectF(panelX[k] + w + 4, y, panelW - w - 4, rowH),
                    Qt::AlignLeft | Qt::AlignVCenter, value[k]);
        }
    }
}

} // namespace cp::proposal
