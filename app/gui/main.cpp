// SPDX-License-Identifier: GPL-3.0-or-later
// clusterplanner: the desktop application. Opens the plan given on the command line, or
// the 70B pretraining sample.
#include "model/catalog.h"
#include "mainwindow.h"
#include "document/plandocument.h"
#include "report/translation.h"
#include "document/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <cstring>
#include <memory>

namespace {

/// Whether the command line asks only for text (the help or the version): answered without
/// a display, as a packager's scripts and a terminal over ssh ask it.
bool asksForTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char *text : {"-h", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], text) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    const std::unique_ptr<QCoreApplication> app
        = asksForTextOnly(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
                                      : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterPlanner"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    cp::ui::moveOldSettings();
    cp::installTranslations(cp::ui::preferences::language.get());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plans GPU training clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "Plan to open (.cpplan)."));
    parser.process(*app); // the help and the version are printed here, and the program ends

    // The desktop entry the window belongs to (its icon and name in a Wayland dock), and the
    // icon of every window on X11.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.clusterplanner.ClusterPlanner"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/appicon/org.clusterplanner.ClusterPlanner.svg")));

    cp::ui::PlanDocument doc(cp::builtinCatalog());
    cp::ui::MainWindow window(&doc);
    const QStringList files = parser.positionalArguments();
    window.show();
    // First what a crashed session left behind; then the file asked for, or a sample.
    QTimer::singleShot(0, &window, [&window, files] {
        if (!window.offerRecovery()) {
            if (files.isEmpty())
                window.openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true);
            else
                window.openFile(files.first());
        }
        QTimer::singleShot(50, &window, [&window] { window.fitToView(); });
    });
    return QCoreApplication::exec();
}
