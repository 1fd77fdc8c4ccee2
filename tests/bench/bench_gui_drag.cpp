// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of a canvas drag in a 64-node topology on the real widgets (offscreen platform):
// each mouse move pushes one mergeable, layout-only command for the selection (nothing to
// re-evaluate) and moves the canvas items and their links. A plan edit is timed too: it
// re-evaluates the plan and updates the charts and the canvas. Target: median under 16 ms per move (one frame). Also reports the
// time from start to an interactive window.
#include "model/catalog.h"
#include "mainwindow.h"
#include "document/plandocument.h"
#include "io/planio.h"
#include "canvas/elementitem.h"
#include "engine/networklayout.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTest>

#include <QMap>
#include <QPaintEvent>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cp;

namespace {

// PAINT_STATS=1: which widgets repaint during the edit loop, and the time their paint
// events take.
class TimingApp final : public QApplication
{
public:
    using QApplication::QApplication;
    bool counting = false;
    QMap<QString, QPair<int, double>> stats; // events, ms
    int depth = 0;
    bool notify(QObject *o, QEvent *e) override
    {
        // EVENT_STATS=1: every outermost event of the edit loop, timed by type and receiver.
        if (counting && qEnvironmentVariableIsSet("EVENT_STATS") && depth == 0) {
            QString name = QString::fromLatin1(o->metaObject()->className());
            for (QObject *p = o; p; p = p->parent())
                if (!p->objectName().isEmpty() && !p->objectName().startsWith(QStringLiteral("qt_"))) {
                    name += QStringLiteral(" in ") + p->objectName();
                    break;
                }
            name = QString::number(int(e->type())) + QLatin1Char(' ') + name;
            QElapsedTimer t;
            t.start();
            ++depth;
            const bool r = QApplication::notify(o, e);
            --depth;
            auto &s = stats[name];
            s.first += 1;
            s.second += t.nsecsElapsed() / 1e6;
            return r;
        }
        if (!counting || e->type() != QEvent::Paint) return QApplication::notify(o, e);
        QString name = QString::fromLatin1(o->metaObject()->className());
        for (QObject *p = o->parent(); p; p = p->parent())
            if (!p->objectName().isEmpty() && !p->objectName().startsWith(QStringLiteral("qt_"))) {
                name += QStringLiteral(" in ") + p->objectName();
                break;
            }
        QElapsedTimer t;
        t.start();
        const bool r = QApplication::notify(o, e);
        auto &s = stats[name];
        s.first += 1;
        s.second += t.nsecsElapsed() / 1e6;
        return r;
    }
};

/// Drags an element 200 mouse moves; the median time of one move, ms (-1 when it is not
/// on the canvas).
double dragMedian(ui::MainWindow &win, const QString &id)
{
    ui::ElementItem *item = win.scene()->item(id);
    if (!item || !item->isVisible()) return -1;
    QWidget *vp = win.view()->viewport();
    win.view()->centerOn(item);
    QCoreApplication::processEvents();
    const QPoint start = win.view()->mapFromScene(item->scenePos());
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, start);
    std::vector<double> ms;
    for (int i = 1; i <= 200; ++i) {
        QElapsedTimer t;
        t.start();
        QTest::mouseMove(vp, start + QPoint(i % 40, (i / 40) * 3));
        QCoreApplication::processEvents();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, start + QPoint(10, 10));
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer startup;
    startup.start();
    TimingApp app(argc, argv);
    ui::PlanDocument doc(builtinCatalog());
    ui::MainWindow win(&doc);
    // 64 GPU nodes of 8 H100 on one training switch, with storage and management.
    doc.edit(QStringLiteral("build"), [](Plan &p) {
        p.workload = Workload::Pretrain;
        std::vector<FlagValue> f = {{"model", "llama3-70b", false},
                                    {"tokens", "1e12", false},
                                    {"gpu", "h100-80gb-sxm", false}};
        applyFlags(p, f, builtinCatalog());
        p.topology = {};
        p.topology.switches.push_back({"leaf", "ib-ndr-400", SwitchRole::Training, 560, 0});
        p.topology.switches.push_back({"mgmt", "eth-10", SwitchRole::Management, 560, 1200});
        p.topology.switches.push_back({"stor", "roce-200", SwitchRole::Storage, 1300, 100});
        p.topology.nodes.push_back(
            {"fs", "storage-node", {}, 0, 0, 0, 0, "parallel-fs", 4, 1300, 300});
        p.topology.links.push_back({"fs", "stor", {}, 4});
        for (int i = 0; i < 64; ++i) {
            const std::string id = "gpu" + std::to_string(i);
            p.topology.nodes.push_back({id,
                                        "sxm8-server",
                                        "h100-80gb-sxm",
                                        8,
                                        0,
                                        0,
                                        0,
                                        {},
                                        1,
                                        80.0 + 140 * (i % 8),
                                        150.0 + 120 * (i / 8)});
            p.topology.links.push_back({id, "leaf", {}, 8});
            p.topology.links.push_back({id, "mgmt", {}, 1});
            p.topology.links.push_back({id, "stor", {}, 1});
        }
    });
    win.resize(1600, 1000);
    win.show();
    QCoreApplication::processEvents();
    const double startupMs = startup.nsecsElapsed() / 1e6;
    win.fitToView();
    QCoreApplication::processEvents();

    // Past 32 servers the canvas shows racks; the rack of the node dragged is opened.
    win.scene()->toggleGroup(QStringLiteral("gpu9"));
    QCoreApplication::processEvents();
    ui::ElementItem *item = win.scene()->item(QStringLiteral("gpu9"));
    QWidget *vp = win.view()->viewport();
    const QPoint start = win.view()->mapFromScene(item->scenePos());
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, start);
    std::vector<double> ms;
    for (int i = 1; i <= 200; ++i) {
        const QPoint pos = start + QPoint(i % 40, (i / 40) * 3);
        QElapsedTimer t;
        t.start();
        QTest::mouseMove(vp, pos);
        QCoreApplication::processEvents();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, start + QPoint(10, 10));
    std::sort(ms.begin(), ms.end());
    const bool moved = item->pos() != QPointF(80.0 + 140, 150.0 + 120);
    std::printf("drag in a 64-node topology: median %.2f ms, p90 %.2f ms per move (%zu moves, %s, "
                "%d undo step(s))\n",
                ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.size(),
                moved ? "node moved" : "NODE DID NOT MOVE", doc.undoStack()->count() - 1);
    // An edit the planner must see (a node's GPU count): evaluation, charts, canvas, panels.
    // HIDE_DOCK=charts (or findings, workload...) measures the window without that dock, to
    // see where the time of an edit goes.
    if (qEnvironmentVariableIsSet("HIDE_DOCK"))
        if (auto *d = win.findChild<QDockWidget *>(qEnvironmentVariable("HIDE_DOCK"))) d->hide();
    QCoreApplication::processEvents();
    app.counting = qEnvironmentVariableIsSet("PAINT_STATS");
    std::vector<double> full, handlers;
    // EDITS=n times n edits instead of 100 (to profile the edit alone, with EDITS_ONLY=1).
    const int edits = qEnvironmentVariableIsSet("EDITS") ? qEnvironmentVariableIntValue("EDITS") : 100;
    for (int i = 0; i < edits; ++i) {
        QElapsedTimer t;
        t.start();
        doc.edit(QStringLiteral("GPUs"), [i](Plan &p) { p.topology.nodes[1].gpus = i % 2 ? 4 : 8; },
                 {cp::ui::MergeId::NodeProperty, QStringLiteral("gpus")});
        handlers.push_back(t.nsecsElapsed() / 1e6);
        QCoreApplication::processEvents();
        full.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(handlers.begin(), handlers.end());
    std::printf("  of which model and widget updates (before painting): median %.2f ms\n",
                handlers[handlers.size() / 2]);
    std::sort(full.begin(), full.end());
    std::printf("edit with re-evaluation (planner + charts + canvas + panels): median %.2f ms, "
                "p90 %.2f ms\n",
                full[full.size() / 2], full[full.size() * 9 / 10]);
    for (auto it = app.stats.cbegin(); it != app.stats.cend(); ++it)
        std::printf("  paint: %-45s %5d events, %6.2f ms per edit\n", qPrintable(it.key()),
                    it.value().first, it.value().second / edits);
    std::printf("start to interactive window: %.0f ms\n", startupMs);
    if (qEnvironmentVariableIsSet("EDITS_ONLY")) return 0;

    // 1,024 H100 (128 servers) with the designed networks drawn: 32 leaves and 16 spines,
    // storage and management networks, about 2,000 cables.
    doc.edit(QStringLiteral("design"), [](Plan &p) {
        p.topology = {};
        std::vector<FlagValue> f = {{"gpus", "1024", false}, {"inter-node", "ib-ndr-400", false}};
        applyFlags(p, f, builtinCatalog());
        edit::layOutNetwork(p, builtinCatalog());
    });
    win.fitToView();
    QCoreApplication::processEvents();
    // Folded into its four scalable units: dragging one moves its 32 servers.
    const double unit = dragMedian(win, QStringLiteral("#su2"));
    const double leaf = dragMedian(win, QStringLiteral("leaf09"));
    std::printf("designed 1,024-GPU network (%zu elements and %zu cables; %d lines drawn): drag "
                "of a scalable unit median %.2f ms, of a leaf switch %.2f ms per move\n",
                doc.plan().topology.nodes.size() + doc.plan().topology.switches.size(),
                doc.plan().topology.links.size(), win.scene()->linkCount(), unit, leaf);
    if (unit < 0 || leaf < 0) return 1;
    return moved ? 0 : 1;
}
