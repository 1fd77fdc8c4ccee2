// SPDX-License-Identifier: GPL-3.0-or-later
// A ClusterPlanner window in its own process for tst_project's crash test: it opens the
// project given, makes one edit as a user would, reports "edited" and keeps running until
// the test kills it (SIGKILL: no destructor, no cleanup, as in a crash).
#include "model/catalog.h"
#include "mainwindow.h"
#include "document/plandocument.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ClusterPlanner"));
    QApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
    if (argc < 2) return 2;
    cp::ui::PlanDocument doc(cp::builtinCatalog());
    cp::ui::MainWindow window(&doc);
    window.show();
    if (!window.openFile(QString::fromLocal8Bit(argv[1]))) return 3;
    doc.edit(QStringLiteral("Change budget"), [](cp::Plan &p) { p.budget = 4242424; });
    std::puts("edited");
    std::fflush(stdout);
    return app.exec();
}
