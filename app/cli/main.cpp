// clusterplanner-cli: evaluates plans from flags, project files or JSON lines, and lists the
// catalog. Its flag and JSON key names are a contract other scripts rely on (docs/cli.md).
#include "catalog.h"
#include "findingtext.h"
#include "planio.h"
#include "planner.h"
#include "format.h"
#include "spantext.h"
#include "translation.h"

#include "project.h"
#include "proposal.h"
#include "recommend.h"
#include "safefile.h"
#include "validation.h"

#include <QElapsedTimer>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>

#include <memory>
#include <QLocale>

#include <cstdio>
#include <cstdlib>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

using namespace cp;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

constexpr int kUsageError = 2;

int fail(const QString &message)
{
    std::fprintf(stderr, "clusterplanner-cli: %s\n", message.toUtf8().constData());
    return kUsageError;
}

int fail(const PlanError &e)
{
    return fail(QStringLiteral("--%1: %2")
                    .arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
}

void printUsage()
{
    std::printf(
        "%s",
        Tr::tr(
            "Usage: clusterplanner-cli estimate [--plan FILE] [--FLAG VALUE ...] [--format "
            "json|text]\n"
            "       clusterplanner-cli estimate --batch FILE.jsonl   (one JSON plan per line)\n"
            "       clusterplanner-cli catalog [--format json|text]\n"
            "       clusterplanner-cli validate [--data FILE] [--format text|json] [--rows]\n"
            "       clusterplanner-cli recommend [--FLAG VALUE ...] --budget X --deadline-days D\n"
            "                [--allowed-gpus ID,ID] [--max-gpus N] [--max-nodes N]\n"
            "                [--rack-power-kw KW] [--pricing MODE] [--market "
            "global|mainland-china]\n"
            "       clusterplanner-cli proposal --plan FILE --out FILE.pdf [--lang en|zh_CN]\n"
            "                [--customer NAME] [--view customer|internal] [--page a4|letter]\n"
            "Common options: --catalog FILE (add or override catalog entries), --lang en|zh_CN,\n"
            "                --scenario NAME|N (a scenario of the --plan file; default the active "
            "one).\n"
            "Plan flags are listed in docs/cli.md.\n")
            .toUtf8()
            .constData());
}

struct Args
{
    std::string command;
    std::vector<FlagValue> planFlags;
    std::string planFile, batchFile, format = "json";
    std::string scenario; // --scenario: a scenario of the --plan file, by name or number
    std::string out, customer, view = "customer", page = "a4"; // proposal
    std::vector<std::string> allowedGpus;                      // recommend
    int maxGpus = 1024;
    int maxNodes = 0;       // 0 = no limit
    double rackPowerKW = 0; // 0 = no limit
    std::string market;     // empty = the --plan file's, else global
    std::vector<std::string> catalogs;
    std::string dataFile; // validate --data
    bool rows = false;    // validate --rows
};

std::optional<QString> parseArgs(int argc, char **argv, Args &a)
{
    if (argc < 2) return Tr::tr("missing command (estimate or catalog); see --help");
    a.command = argv[1];
    const auto &known = planFlagNames();
    for (int i = 2; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg.rfind("--", 0) != 0)
            return Tr::tr("unexpected argument '%1'").arg(QString::fromLocal8Bit(argv[i]));
        std::string name = arg.substr(2), value;
        bool hasValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            hasValue = true;
        }
        const bool isPlanFlag = std::find(known.begin(), known.end(), name) != known.end();
        const bool isProposal
            = a.command == "proposal"
              && (name == "out" || name == "customer" || name == "view" || name == "page");
        const bool isRecommend
            = a.command == "recommend"
              && (name == "allowed-gpus" || name == "max-gpus" || name == "max-nodes"
                  || name == "rack-power-kw" || name == "market");
        const bool isValidate = a.command == "validate" && (name == "data" || name == "rows");
        if (a.command == "validate" && !isValidate && name != "format" && name != "catalog"
            && name != "lang")
            return Tr::tr("validate takes --data FILE, --format, --rows and --catalog only "
                          "(got '--%1')")
                .arg(QString::fromStdString(name));
        if (name == "rows" && isValidate) {
            a.rows = true;
            continue;
        }
        const bool isOwn = isValidate || name == "plan" || name == "scenario" || name == "batch"
                           || name == "format"
                           || name == "catalog" || isProposal || isRecommend;
        if (!isPlanFlag && !isOwn)
            return Tr::tr("unknown option '--%1'").arg(QString::fromStdString(name));
        if (isSwitchFlag(name) && !hasValue) {
            // A switch takes an optional true/false word.
            if (i + 1 < argc
                && (std::string(argv[i + 1]) == "true" || std::string(argv[i + 1]) == "false"))
                value = argv[++i];
            a.planFlags.push_back({name, value.empty() ? "true" : value, true});
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= argc || std::string(argv[i + 1]).rfind("--", 0) == 0)
                return Tr::tr("option '--%1' needs a value").arg(QString::fromStdString(name));
            value = argv[++i];
        }
        if (name == "allowed-gpus") {
            a.allowedGpus.clear();
            std::size_t start = 0;
            while (start <= value.size()) {
                const std::size_t comma = value.find(',', start);
                const std::string id = value.substr(
                    start, comma == std::string::npos ? std::string::npos : comma - start);
                if (!id.empty()) a.allowedGpus.push_back(id);
                if (comma == std::string::npos) break;
                start = comma + 1;
            }
            if (a.allowedGpus.empty())
                return Tr::tr("--allowed-gpus: give accelerator ids separated by commas");
        } else if (name == "max-gpus" || name == "max-nodes") {
            char *end = nullptr;
            const long v = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end || v < 1 || v > 100000)
                return name == "max-gpus"
                           ? Tr::tr("--max-gpus: '%1' is not a whole number from 1 to 100000")
                                 .arg(QString::fromStdString(value))
                           : Tr::tr("--max-nodes: '%1' is not a whole number from 1 to 100000")
                                 .arg(QString::fromStdString(value));
            (name == "max-gpus" ? a.maxGpus : a.maxNodes) = int(v);
        } else if (name == "market") {
            if (!isKnownMarket(value))
                return Tr::tr("--market: '%1' is not one of: global, mainland-china")
                    .arg(QString::fromStdString(value));
            a.market = value;
        } else if (name == "rack-power-kw") {
            char *end = nullptr;
            const double v = std::strtod(value.c_str(), &end);
            if (value.empty() || *end || !(v >= 0.1 && v <= 1000))
                return Tr::tr("--rack-power-kw: '%1' is not a power from 0.1 to 1000 kW")
                    .arg(QString::fromStdString(value));
            a.rackPowerKW = v;
        } else if (name == "out")
            a.out = value;
        else if (name == "customer")
            a.customer = value;
        else if (name == "view") {
            if (value != "customer" && value != "internal")
                return Tr::tr("--view: '%1' is not one of: customer, internal")
                    .arg(QString::fromStdString(value));
            a.view = value;
        } else if (name == "page") {
            if (value != "a4" && value != "letter")
                return Tr::tr("--page: '%1' is not one of: a4, letter")
                    .arg(QString::fromStdString(value));
            a.page = value;
        } else if (name == "plan")
            a.planFile = value;
        else if (name == "scenario")
            a.scenario = value;
        else if (name == "batch")
            a.batchFile = value;
        else if (name == "catalog")
            a.catalogs.push_back(value);
        else if (name == "data")
            a.dataFile = value;
        else if (name == "format") {
            if (value != "json" && value != "text")
                return Tr::tr("--format: '%1' is not one of: json, text")
                    .arg(QString::fromStdString(value));
            a.format = value;
        } else {
            a.planFlags.push_back({name, value, false});
        }
    }
    return std::nullopt;
}

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

/// A whole input file (safefile.h: regular files only, at most 64 MB); `flag` names it.
std::optional<PlanError> readFile(const std::string &path, std::string &out,
                                  const char *flag = "plan")
{
    QByteArray data;
    if (auto problem = readInputFile(QString::fromStdString(path), data))
        return PlanError{flag, "'" + path + "' " + problem->toStdString()};
    out.assign(data.constData(), std::size_t(data.size()));
    return std::nullopt;
}

QString gib(Bytes b)
{
    return QString::number(toGiB(b), 'f', 1);
}

QString severityLabel(Severity s)
{
    switch (s) {
    case Severity::Info:
        return Tr::tr("info");
    case Severity::Warning:
        return Tr::tr("warning");
    case Severity::Error:
        return Tr::tr("error");
    }
    return {};
}

/// A duration in the language of the installed translation.
QString duration(Seconds t)
{
    return formatDuration(t, currentLanguage());
}

void printText(const Plan &plan, const Result &r)
{
    const QLocale loc(QLocale::English, QLocale::UnitedStates);
    auto money = [&](double v) { return formatMoney(v, r.currency, currentLanguage()); };
    QString s;
    const ClusterFacts &c = r.cluster;
    s += Tr::tr("Cluster: %1 x %2 (%3 x %4), %5, storage %6\n")
             .arg(c.gpus)
             .arg(catalogName(c.gpu->name))
             .arg(Tr::tr("%n node(s)", nullptr, c.nodes))
             .arg(c.gpusPerNode)
             .arg(c.fabric ? catalogName(c.fabric->name) : Tr::tr("single node"),
                  c.storage ? catalogName(c.storage->name) : Tr::tr("none"));
    // "70.6 B parameters, 70.6 B trainable"; "705.5 亿参数": the scale the model has.
    s += Tr::tr("Model: %1 parameters, %2 trainable\n")
             .arg(formatCount(r.params, currentLanguage()),
                  formatCount(r.trainableParams, currentLanguage()));
    s += Tr::tr(
             "Parallelism: TP %1, PP %2, DP %3, CP %4, ZeRO %5, micro-batch %6, global batch %7, "
             "recompute %8\n")
             .arg(r.par.tp)
             .arg(r.par.pp)
             .arg(r.par.dp)
             .arg(r.par.cp)
             .arg(r.par.zero)
             .arg(r.par.microBatch)
             .arg(r.par.globalBatch)
             .arg(recomputeModeText(r.par.recompute));
    s += Tr::tr("Memory per GPU: %1 of %2 GiB (%3), headroom %4 %\n")
             .arg(gib(r.memoryPerGpu), gib(r.capacity))
             .arg(r.fits ? Tr::tr("fits") : Tr::tr("does not fit"))
             .arg(r.headroom * 100, 0, 'f', 0);
    s += Tr::tr("  weights %1, gradients %2, optimizer %3, activations %4, other %5 GiB\n")
             .arg(gib(r.memory.weights), gib(r.memory.gradients), gib(r.memory.optimizer),
                  gib(r.memory.activations), gib(r.memory.other));
    s += Tr::tr("Throughput: %1 tokens/s, %2 samples/s, %3 TFLOP/s per GPU, MFU %4 %\n")
             .arg(loc.toString(r.tokensPerSecond, 'f', 0))
             .arg(loc.toString(r.samplesPerSecond, 'f', 1))
             .arg(r.tflopsPerGpu, 0, 'f', 1)
             .arg(r.mfu * 100, 0, 'f', 1);
    // The likely range (p10-p90 of the planner's error on published runs, docs/validation.md).
    auto likely = [&](const QString &low, const QString &high) {
        // A range whose ends read the same (a reserved term's total) is no range.
        if (low == high) return QString();
        return Tr::tr("  likely %1 to %2 (p10-p90 of the error on published runs)\n").arg(low, high);
    };
    s += likely(loc.toString(r.tokensPerSecondRange[0], 'f', 0),
                loc.toString(r.tokensPerSecondRange[1], 'f', 0));
    if (r.calibration.applied)
        s += Tr::tr("  calibrated from a trial run on %1 GPUs: %2 tokens/s per GPU measured, %3 "
                    "modelled; compute time x %4\n")
                 .arg(r.calibration.trialGpus)
                 .arg(loc.toString(r.calibration.trialMeasured, 'f', 0),
                      loc.toString(r.calibration.trialPredicted, 'f', 0))
                 .arg(r.calibration.factor, 0, 'f', 3);
    s += Tr::tr("Time: %1 in all (%2 steps of %3 s); training %4\n")
             .arg(duration(r.totalTime))
             .arg(loc.toString(r.steps, 'f', 0))
             .arg(formatNumber(r.stepTime.value(), 4, currentLanguage()))
             .arg(duration(r.trainingTime));
    s += likely(duration(r.totalTimeRange[0]), duration(r.totalTimeRange[1]));
    const TimeBreakdown &t = r.time;
    s += Tr::tr("  compute %1, tensor parallel %2, pipeline %3, data parallel %4, data loading "
                "%5, checkpoints %6, failures %7, trial runs %8\n")
             .arg(duration(t.compute), duration(t.tensorParallel + t.contextParallel),
                  duration(t.pipelineBubble + t.pipelineP2p),
                  duration(t.dataParallel + t.optimizer), duration(t.dataLoading),
                  duration(t.checkpoints), duration(t.failures), duration(t.experimentation));
    // A span within one month has no monthly figure of its own: it would repeat the total.
    const QString perMonth = r.monthlyCost < r.costTotal * 0.999
                                 ? Tr::tr(", %1 per month").arg(money(r.monthlyCost))
                                 : QString();
    s += Tr::tr("Cost (%1, %2): %3 total (%4)%5%6\n")
             .arg(QString::fromLatin1(currencyName(r.currency)), pricingModeText(plan.pricing, PricingWording::InSentence))
             .arg(money(r.costTotal), costSpanText(r, currentLanguage()))
             .arg(perMonth)
             .arg(plan.budget > 0 ? (r.withinBudget ? Tr::tr(", within the budget of %1")
                                                    : Tr::tr(", OVER the budget of %1"))
                                        .arg(money(plan.budget))
                                  : QString());
    s += likely(money(r.costRange[0]), money(r.costRange[1]));
    // Beside a commitment's total, the job's own share; and a price that is only assumed.
    for (const QString &more : {jobShareText(r, currentLanguage()), assumedPriceText(r)})
        if (!more.isEmpty()) s += QStringLiteral("  %1\n").arg(more);
    if (r.span.kind != CostSpanKind::Job)
        s += Tr::tr("  GPU-hours: %1 used by the job, %2 paid for\n")
                 .arg(loc.toString(r.gpuHours, 'f', 0), loc.toString(r.span.billedGpuHours, 'f', 0));
    const CostBreakdown &k = r.cost;
    s += Tr::tr("  compute %1, storage %2, network %3, power and space %4, staff and support %5, "
                "reserve %6\n")
             .arg(money(k.compute), money(k.storage), money(k.network), money(k.power),
                  money(k.staffSupport), money(k.reserve));
    if (r.findings.empty()) s += Tr::tr("No findings.\n");
    for (const Finding &f : r.findings) {
        const FindingText ft = findingText(f);
        s += QStringLiteral("[%1] %2\n    %3\n")
                 .arg(severityLabel(f.severity), ft.message, ft.suggestion);
    }
    // Chinese runs together where a figure's unit is Chinese: "5.00 万美元的预算".
    std::fputs(tidyChineseSpacing(s).toUtf8().constData(), stdout);
}

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

} // namespace

/// recommend: the search, printed as the contract in docs/cli.md says.
int runRecommend(const Args &a, const Catalog &catalog, Plan base)
{
    for (const std::string &id : a.allowedGpus)
        if (!catalog.accelerator(id))
            return fail(
                Tr::tr("--allowed-gpus: unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                    .arg(QString::fromStdString(id)));
    RecommendRequest req;
    req.base = std::move(base);
    req.allowedGpus = a.allowedGpus;
    req.maxGpus = a.maxGpus;
    req.maxNodes = a.maxNodes;
    req.rackPowerW = a.rackPowerKW * 1000.0;
    req.market = a.market.empty() ? std::string(kDefaultMarket) : a.market;
    if (a.market.empty() && !a.planFile.empty()) {
        // The project file's market, unless --market overrides it.
        std::string text;
        Project project;
        if (!readFile(a.planFile, text) && !readProject(text, catalog, project))
            req.market = project.info.market;
    }
    QElapsedTimer timer;
    timer.start();
    const Recommendation rec = recommend(req, catalog);
    if (rec.error) return fail(*rec.error);
    const double elapsed = timer.nsecsElapsed() / 1e9;
    std::string out = "{\"tiers\": [";
    for (std::size_t i = 0; i < rec.tiers.size(); ++i) {
        const TierChoice &t = rec.tiers[i];
        out += std::string(i ? ", " : "") + "{\"tier\": \"" + tierName(t.tier)
               + "\", \"plan\": " + planToFlatJson(t.choice.plan)
               + ", \"estimate\": " + resultToJson(t.choice.plan, t.choice.result) + "}";
    }
    out += "], \"front\": [";
    for (std::size_t i = 0; i < rec.front.size(); ++i) {
        const RecommendedPlan &p = rec.front[i];
        char nums[96];
        std::snprintf(nums, sizeof nums,
                      "{\"cost\": %.17g, \"total_s\": %.17g, \"plan\": ", p.result.costTotal,
                      p.result.totalTime.value());
        out += std::string(i ? ", " : "") + nums + planToFlatJson(p.plan) + "}";
    }
    char tail[160];
    std::snprintf(tail, sizeof tail,
                  "], \"candidates_evaluated\": %lld, \"configurations\": %d, \"elapsed_s\": %.6f",
                  rec.candidatesEvaluated, rec.configurations, elapsed);
    out += tail;
    out += ", \"market\": " + jsonQuote(req.market);
    if (!rec.why.empty()) out += ", \"why\": " + jsonQuote(rec.why);
    out += "}";
    std::printf("%s\n", out.c_str());
    return 0;
}

/// proposal: the project file (with its details), plan flags on top, written as a PDF.
int runValidate(const Args &a, const Catalog &catalog)
{
    std::string text;
    if (a.dataFile.empty()) {
        text = builtinPublishedRuns();
    } else if (auto e = readFile(a.dataFile, text, "data")) {
        return fail(*e);
    }
    std::vector<PublishedRun> runs;
    if (auto e = readPublishedRuns(text, catalog, runs))
        return fail(Tr::tr("--data: %1").arg(QString::fromStdString(e->message)));
    const ValidationReport rep = validate(runs, catalog);
    if (rep.throughput.empty() && rep.memory.empty())
        return fail(Tr::tr("--data: no row of the file can be expressed as a plan"));
    const TrialStudy trial = trialCalibrationStudy(runs, catalog);
    const std::string out
        = a.format == "text" ? validationText(rep, trial, a.rows) : validationJson(rep, trial);
    std::fputs(out.c_str(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

int runProposal(const Args &a, const Catalog &catalog)
{
    if (a.planFile.empty())
        return fail(Tr::tr("--plan: a project file is required for a proposal"));
    if (a.out.empty()) return fail(Tr::tr("--out: the PDF file to write is required"));
    std::string text;
    if (auto e = readFile(a.planFile, text)) return fail(*e);
    Project project;
    if (auto e = readProject(text, catalog, project))
        return fail(QStringLiteral("--plan: '%1': %2: %3")
                        .arg(QString::fromStdString(a.planFile), QString::fromStdString(e->field),
                             QString::fromStdString(e->message)));
    if (!a.scenario.empty())
        if (auto e = selectScenario(project, a.scenario))
            return fail(QStringLiteral("--scenario: ") + QString::fromStdString(e->message));
    if (auto e = applyFlags(project.plan(), a.planFlags, catalog)) return fail(*e);
    ProposalOptions o;
    o.language = currentLanguage();
    o.internal = a.view == "internal";
    o.letter = a.page == "letter";
    o.customer = QString::fromStdString(a.customer);
    o.baseDir = QFileInfo(QString::fromStdString(a.planFile)).absolutePath();
    ProposalReport report;
    const QString out = QString::fromStdString(a.out);
    const QString error = writeProposal(project, catalog, o, out, &report);
    if (!error.isEmpty()) return fail(QStringLiteral("--out: ") + error);
    for (const QString &w : report.warnings)
        std::fprintf(stderr, "clusterplanner-cli: %s\n", w.toUtf8().constData());
    std::printf("%s\n",
                Tr::tr("%1: %n page(s)", nullptr, report.pages).arg(out).toUtf8().constData());
    return 0;
}

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
    if (argc >= 2
        && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h"
            || std::string(argv[1]) == "help")) {
        printUsage();
        return 0;
    }
    // --lang is read first so that every message, errors included, is in that language.
    installTranslations(QStringLiteral("en"));
    for (int i = 2; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--lang"
            && !installTranslations(QString::fromLocal8Bit(argv[i + 1])))
            return fail(Tr::tr("--lang: '%1' is not one of: en, zh_CN")
                            .arg(QString::fromLocal8Bit(argv[i + 1])));
    Args a;
    if (auto e = parseArgs(argc, argv, a)) return fail(*e);
    if (a.command != "estimate" && a.command != "catalog" && a.command != "proposal"
        && a.command != "recommend" && a.command != "validate")
        return fail(Tr::tr("unknown command '%1' (estimate, catalog, proposal, recommend or "
                           "validate)")
                        .arg(QString::fromStdString(a.command)));

    Catalog catalog;
    if (auto e = loadCatalog(catalog, a.catalogs))
        return fail(QStringLiteral("--catalog: ") + QString::fromStdString(e->toString()));

    if (a.command == "catalog") {
        std::string out = catalogToJson(catalog);
        if (a.format == "text") {
            out.clear();
            for (const Accelerator &x : catalog.accelerators)
                out += x.id + "\t" + x.name + "\n";
            for (const Fabric &x : catalog.fabrics)
                out += x.id + "\t" + x.name + "\n";
            for (const StorageTier &x : catalog.storageTiers)
                out += x.id + "\t" + x.name + "\n";
            for (const NodeTemplate &x : catalog.nodes)
                out += x.id + "\t" + x.name + "\n";
            for (const ModelPreset &x : catalog.models)
                out += x.id + "\t" + x.name + "\n";
        }
        std::fputs(out.c_str(), stdout);
        std::fputs("\n", stdout);
        return 0;
    }

    if (a.command == "validate") return runValidate(a, catalog);

    if (!a.scenario.empty() && a.planFile.empty())
        return fail(Tr::tr("--scenario: give the project file with --plan FILE"));
    if (a.command == "proposal") return runProposal(a, catalog);

    Plan plan;
    if (!a.planFile.empty()) {
        std::string text;
        if (auto e = readFile(a.planFile, text)) return fail(*e);
        if (auto e = applyProjectJson(plan, text, catalog, a.scenario)) {
            e->message = "'" + a.planFile + "': " + e->field + ": " + e->message;
            e->field = "plan";
            return fail(*e);
        }
    }
    if (auto e = applyFlags(plan, a.planFlags, catalog)) return fail(*e);
    if (a.command == "recommend") return runRecommend(a, catalog, std::move(plan));
    if (!a.batchFile.empty()) return runBatch(a, plan, catalog);

    Result r;
    if (auto e = evaluate(plan, catalog, r)) return fail(*e);
    if (a.format == "text")
        printText(plan, r);
    else
        std::printf("%s\n", resultToJson(plan, r).c_str());
    return 0;
}
