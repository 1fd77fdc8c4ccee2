// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests: the bundled catalog, a plan built from flag pairs, and one
// way to run the command-line tool (or any program) and collect what it printed.
#pragma once

#include "model/catalog.h"
#include "io/planio.h"
#include "io/projectreader.h"
#include "engine/planner.h"

#include <QFile>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

namespace cp::test {

inline const Catalog &catalog()
{
    return builtinCatalog();
}

/// A plan from "flag", "value" pairs, exactly as the command line would build it.
inline Plan planFrom(std::initializer_list<std::pair<const char *, const char *>> flags)
{
    std::vector<FlagValue> v;
    for (const auto &[k, val] : flags)
        v.push_back({k, val, false});
    Plan p;
    if (auto e = applyFlags(p, v, catalog()))
        qFatal("bad test plan: %s: %s", e->field.c_str(), e->message.c_str());
    return p;
}

/// Two amounts equal to a relative 1e-9 (of at least 1): sums of the same terms in
/// another order.
inline bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max({std::abs(a), std::abs(b), 1.0});
}

#define QVERIFY_NEAR(a, b)                                                                         \
    QVERIFY2(cp::test::near((a), (b)),                                                             \
             qPrintable(QStringLiteral("%1 vs %2").arg((a), 0, 'g', 15).arg((b), 0, 'g', 15)))

inline Result evaluateOrFail(const Plan &p)
{
    Result r;
    if (auto e = evaluate(p, catalog(), r))
        qFatal("evaluation failed: %s: %s", e->field.c_str(), e->message.c_str());
    return r;
}

/// The plan of a project file's text; aborts the test run on a bad test project.
inline Plan projectPlanOrFail(const QString &json)
{
    Plan p;
    if (auto e = applyProjectJson(p, json.toStdString(), catalog()))
        qFatal("bad test project: %s: %s", e->field.c_str(), e->message.c_str());
    return p;
}

inline bool hasFinding(const Result &r, FindingCode c)
{
    for (const Finding &f : r.findings)
        if (f.code == c) return true;
    return false;
}

/// The bytes of a file; empty when it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes `data` as the whole of `path`; false when it could not.
inline bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.flush();
}

/// Data rows of every command that writes a file: "command" (bom, proposal) and "file"
/// (b.csv, b.xlsx, p.pdf).
inline void addExportRows()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    QTest::newRow("bom csv") << QStringLiteral("bom") << QStringLiteral("b.csv");
    QTest::newRow("bom xlsx") << QStringLiteral("bom") << QStringLiteral("b.xlsx");
    QTest::newRow("proposal pdf") << QStringLiteral("proposal") << QStringLiteral("p.pdf");
}

/// How a program run ended and what it printed. `code` is -1 when it crashed.
struct ProcessRun
{
    int code = -1;
    QByteArray out, err;
};

/// Runs a program to its end with `input` on its standard input; a program that has not
/// finished after `timeoutMs` stops the test run (a hang is a failure, not a slow pass).
inline ProcessRun runProgram(const QString &program, const QStringList &args,
                             const QByteArray &input = {}, int timeoutMs = 120000)
{
    QProcess p;
    p.start(program, args);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs))
        qFatal("%s did not finish within %d s", qPrintable(program), timeoutMs / 1000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// Runs clusterplanner-cli (the build's own) with these arguments.
inline ProcessRun runCli(const QStringList &args, const QByteArray &input = {})
{
    return runProgram(QStringLiteral(CP_CLI), args, input);
}

} // namespace cp::test
