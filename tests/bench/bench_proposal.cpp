// SPDX-License-Identifier: GPL-3.0-or-later
// Time to export a full proposal PDF (the 70B sample: 256 GPUs, 32-node topology), in each
// language and version, on the offscreen platform. Target: under 2 s per export.
#include "model/catalog.h"
#include "model/project.h"
#include "proposal.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QFile f(QStringLiteral(CP_SOURCE_DIR "/resources/samples/llm-70b-pretrain-h100.cpplan"));
    if (!f.open(QIODevice::ReadOnly)) return 1;
    cp::Project project;
    if (cp::readProject(f.readAll().toStdString(), cp::builtinCatalog(), project)) return 1;
    const QString out = QDir::temp().filePath(QStringLiteral("bench-proposal.pdf"));
    for (const char *lang : {"en", "zh_CN"})
        for (bool internal : {false, true}) {
            cp::ProposalOptions o;
            o.language = QString::fromLatin1(lang);
            o.internal = internal;
            std::vector<double> ms;
            cp::ProposalReport report;
            for (int i = 0; i < 15; ++i) {
                QElapsedTimer t;
                t.start();
                if (!cp::writeProposal(project, cp::builtinCatalog(), o, out, &report).isEmpty()) return 1;
                ms.push_back(t.nsecsElapsed() / 1e6);
            }
            std::sort(ms.begin(), ms.end());
            std::printf("proposal %-5s %-8s: median %.0f ms, max %.0f ms (%d pages, %lld KB)\n", lang,
                        internal ? "internal" : "customer", ms[ms.size() / 2], ms.back(), report.pages,
                        QFile(out).size() / 1024);
        }
    QFile::remove(out);
    return 0;
}
