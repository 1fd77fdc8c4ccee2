// SPDX-License-Identifier: GPL-3.0-or-later
// estimate --batch: JSON plans, one a line, from a file or standard input, evaluated on a
// few threads and written as JSON results in the order of the lines.
#include "cli.h"

#include "engine/planner.h"
#include "io/safefile.h"

#include <algorithm>
#include <cstdio>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fstream>
#include <iostream>
#include <thread>

namespace cp::cli {

int runBatch(const Args &a, const Plan &base, const Catalog &catalog)
{
#ifdef __GLIBC__
    // Each line allocates and frees a few kilobytes on two threads; without this glibc keeps
    // returning memory to the kernel and faulting it back in, a quarter of the run time.
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
#endif
    std::ifstream file;
    std::istream *in = &std::cin;
    // Standard input by name, as a stream; otherwise a regular file only (a FIFO would block,
    // a directory read as empty).
    if (!isStandardInput(QString::fromStdString(a.batchFile))) {
        if (auto problem = inputFileProblem(QString::fromStdString(a.batchFile)))
            return fail(QStringLiteral("--batch: '%1' %2")
                            .arg(QString::fromStdString(a.batchFile), *problem));
        file.open(a.batchFile);
        if (!file)
            return fail(
                Tr::tr("--batch: cannot open '%1'").arg(QString::fromStdString(a.batchFile)));
        in = &file;
    }
    std::ios::sync_with_stdio(false);
    const unsigned threads = std::max(1u, std::min(4u, std::thread::hardware_concurrency()));
    std::vector<std::string> lines;
    const BatchChunkLimits limits;
    bool eof = false;
    std::size_t firstLine = 1; // input line number of lines[0], for error messages
    while (!eof) {
        // A chunk of up to 8,192 lines or 64 MB of them: the memory held stays bounded
        // however long the lines are.
        const BatchChunk read = readBatchChunk(*in, lines, limits);
        if (read == BatchChunk::LineTooLong)
            return fail(Tr::tr("--batch: line %1 is longer than %2 MB")
                            .arg(firstLine + lines.size())
                            .arg(limits.lineBytes >> 20));
        eof = read == BatchChunk::End;
        // Each thread evaluates a contiguous range and formats it into its own buffer; the
        // buffers are written in order, so output lines match input lines.
        const std::size_t per = (lines.size() + threads - 1) / threads;
        std::vector<std::string> bufs(threads);
        auto work = [&](unsigned t) {
            const std::size_t from = t * per, to = std::min(lines.size(), from + per);
            std::string &buf = bufs[t];
            buf.reserve((to > from ? to - from : 0) * 2048);
            for (std::size_t i = from; i < to; ++i) {
                Plan p = base;
                Result r;
                std::optional<PlanError> e;
                if (lines[i].find_first_not_of(" \t\r") == std::string::npos)
                    e = PlanError{"line", Tr::tr("is empty").toStdString()};
                else
                    e = applyFlatJson(p, lines[i], catalog);
                if (!e) e = evaluate(p, catalog, r);
                if (e) {
                    const QString msg = Tr::tr("line %1: %2: %3")
                                            .arg(firstLine + i)
                                            .arg(QString::fromStdString(e->field),
                                                 QString::fromStdString(e->message));
                    buf += "{\"error\":" + jsonQuote(msg.toStdString()) + "}";
                } else {
                    buf += resultToJson(p, r);
                }
                buf += '\n';
            }
        };
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t)
            pool.emplace_back(work, t);
        work(0);
        for (auto &t : pool)
            t.join();
        for (const std::string &buf : bufs)
            std::fwrite(buf.data(), 1, buf.size(), stdout);
        firstLine += lines.size();
    }
    return 0;
}

} // namespace cp::cli
