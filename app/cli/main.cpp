// SPDX-License-Identifier: GPL-3.0-or-later
// clusterplanner-cli: evaluates plans from flags, project files or JSON lines, and lists the
// catalog. Its flag and JSON key names are a contract other scripts rely on (docs/cli.md).
// This file starts the application and hands the command line to the commands (cli.h).
#include "cli.h"

#include "model/catalog.h"
#include "io/planio.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <memory>
#include <string>

using namespace cp;
using namespace cp::cli;

int main(int argc, char **argv)
{
    // A proposal draws text: it needs fonts, hence a GUI application, on the offscreen
    // platform so that it runs without a display. Everything else stays Qt Core only.
    const bool proposal = argc >= 2 && std::string(argv[1]) == "proposal";
    if (proposal && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt's own start-up notes (no XDG_RUNTIME_DIR on a server, and the like) would break
    // the contract of one line on stderr per error; the CLI reports its own errors.
    if (proposal)
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "clusterplanner-cli: %s\n", msg.toUtf8().constData());
        });
    std::unique_ptr<QCoreApplication> app = proposal
                                                ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    QCoreApplication::setApplicationName(QStringLiteral("clusterplanner-cli"));
    if (argc >= 2 && (std::string(argv[1]) == "--version" || std::string(argv[1]) == "-V")) {
        std::printf("clusterplanner-cli %s\n", PROJECT_VERSION);
        return 0;
    }
    // --lang is read first so that every message, errors and help included, is in that
    // language.
    installTranslations(QStringLiteral("en"));
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--lang"
            && !installTranslations(QString::fromLocal8Bit(argv[i + 1])))
            return fail(Tr::tr("--lang: '%1' is not one of: en, zh_CN")
                            .arg(QString::fromLocal8Bit(argv[i + 1])));
    const std::string first = argc >= 2 ? argv[1] : std::string();
    if (first == "--help" || first == "-h" || first == "help") {
        // "help COMMAND" is "COMMAND --help".
        if (first == "help" && argc >= 3 && std::string(argv[2]).rfind("--", 0) != 0) {
            if (!printCommandHelp(argv[2]))
                return fail(Tr::tr("unknown command '%1' (one of: %2)")
                                .arg(QString::fromLocal8Bit(argv[2]), commandList()));
            return 0;
        }
        printUsage();
        return 0;
    }
    for (int i = 2; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
            if (!printCommandHelp(first))
                return fail(Tr::tr("unknown command '%1' (one of: %2)")
                                .arg(QString::fromStdString(first), commandList()));
            return 0;
        }
    if (first == "man") {
        printManPage();
        return 0;
    }
    if (first == "completion") {
        const std::string shell = argc >= 3 ? argv[2] : "bash";
        if (!printCompletion(shell))
            return fail(Tr::tr("completion: '%1' is not a shell this program writes a script "
                               "for (bash, zsh)")
                            .arg(QString::fromStdString(shell)));
        return 0;
    }
    Args a;
    if (auto e = parseArgs(argc, argv, a)) return fail(*e);
    if (a.command != "estimate" && a.command != "catalog" && a.command != "proposal"
        && a.command != "recommend" && a.command != "validate" && a.command != "bom"
        && a.command != "pricing" && a.command != "design" && a.command != "deploy")
        return fail(Tr::tr("unknown command '%1' (one of: %2)")
                        .arg(QString::fromStdString(a.command), commandList()));

    Catalog catalog;
    if (auto e = loadCatalog(catalog, a.catalogs))
        return fail(QStringLiteral("--catalog: ") + QString::fromStdString(e->toString()));

    if (a.command == "catalog") return runCatalog(a, catalog);
    if (a.command == "validate") return runValidate(a, catalog);

    if (!a.scenario.empty() && a.planFile.empty())
        return fail(Tr::tr("--scenario: give the project file with --plan FILE"));
    if (a.command == "proposal") return runProposal(a, catalog);
    if (a.command == "bom") return runBom(a, catalog);
    if (a.command == "pricing") return runPricing(a, catalog);
    if (a.command == "design") return runDesign(a, catalog);

    Plan plan;
    if (!a.planFile.empty()) {
        std::string text;
        if (auto e = readFile(a.planFile, text)) return fail(*e);
        if (auto e = applyProjectJson(plan, text, catalog, a.scenario))
            return fail(fileError("plan", a.planFile, *e));
    }
    if (auto e = applyModelConfig(a, plan)) return fail(*e);
    if (auto e = applyClusterFrom(a, catalog, plan)) return fail(*e);
    if (auto e = applyFlags(plan, a.planFlags, catalog)) return fail(*e);
    if (a.command == "recommend") return runRecommend(a, catalog, std::move(plan));
    if (a.command == "deploy") return runDeploy(a, plan, catalog);
    if (!a.batchFile.empty()) return runBatch(a, plan, catalog);

    return runEstimate(a, plan, catalog);
}
