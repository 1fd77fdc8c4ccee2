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
#include <QTimer>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ClusterPlanner"));
    QApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    cp::installTranslations(cp::ui::preferences::language.get());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plans GPU training clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Plan to open (.cpplan)."));
    parser.process(app);

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
    return app.exec();
}
