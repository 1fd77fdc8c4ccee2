// estimate --batch: JSON plans, one a line, from a file or standard input, evaluated on a
// few threads and written as JSON results in the order of the lines.
#include "cli.h"

#include "planner.h"
#include "safefile.h"

#include <algorithm>
#include <cstdio>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fstream>
#include <iostream>
#include <thread>

namespace cp::cli {

namespace {

/// Longest --batch line: a plan is a few hundred bytes; input without line breaks (a stream
/// of /dev/zero) stops here instead of filling memory.
constexpr std::size_t kMaxLineBytes = 16 << 20;

/// One line of `in` without its newline, false at the end of input. A line longer than
/// `limit` sets `tooLong` and stops there.
bool readLine(std::istream &in, std::string &line, std::size_t limit, bool &tooLong)
{
    line.clear();
    tooLong = false;
    char buf[65536];
    bool any = false;
    while (true) {
        in.get(buf, sizeof buf, '\n');
        const std::streamsize n = in.gcount();
        if (n > 0) {
            any = true;
            line.append(buf, std::size_t(n));
            if (line.size() > limit) {
                tooLong = true;
                return true;
            }
        }
        if (in.eof()) return any;
        if (in.peek() == '\n') {
            in.get();
            return true;
        }
        if (n == 0) {
            // An empty line reads nothing and sets failbit; a NUL or a full buffer does not.
            if (in.fail()) {
                in.clear();
                if (in.peek() == '\n') {
                    in.get();
                    return true;
                }
                if (in.eof() || in.peek() == std::char_traits<char>::eof()) return any;
            }
        }
    }
}

} // namespace

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
    constexpr std::size_t kChunk = 8192;
    std::vector<std::string> lines;
    std::string line;
    bool eof = false;
    std::size_t firstLine = 1; // input line number of lines[0], for error messages
    while (!eof) {
        lines.clear();
        while (lines.size() < kChunk) {
            bool tooLong = false;
            if (!readLine(*in, line, kMaxLineBytes, tooLong)) {
                eof = true;
                break;
            }
            if (tooLong)
                return fail(Tr::tr("--batch: line %1 is longer than %2 MB")
                                .arg(firstLine + lines.size())
                                .arg(kMaxLineBytes >> 20));
            lines.push_back(line);
        }
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
