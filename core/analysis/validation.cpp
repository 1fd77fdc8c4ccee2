// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the planner against published training runs: each run predicted, the errors
// summarised, and the trial calibration studied on runs of one configuration.
#include "analysis/validation.h"

#include "engine/planner.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace cp {

namespace {

const char *sizeBand(double params)
{
    if (params < 1.5e9) return "<1.5B";
    if (params < 10e9) return "1.5-10B";
    if (params < 50e9) return "10-50B";
    if (params < 200e9) return "50-200B";
    return ">200B";
}

const char *seqBand(double seq)
{
    if (seq <= 2048) return "<=2K";
    if (seq <= 8192) return "4-8K";
    if (seq <= 32768) return "16-32K";
    return ">32K";
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * (v.size() - 1);
    const std::size_t i = std::size_t(pos);
    const double f = pos - i;
    return i + 1 < v.size() ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}

} // namespace

ErrorStats errorStats(std::vector<double> errors)
{
    ErrorStats s;
    s.count = int(errors.size());
    if (errors.empty()) return s;
    s.signedMedian = quantile(errors, 0.5);
    for (double &e : errors) e = std::abs(e);
    s.median = quantile(errors, 0.5);
    s.p90 = quantile(errors, 0.9);
    return s;
}

ValidationReport validate(const std::vector<PublishedRun> &runs, const Catalog &catalog)
{
    ValidationReport rep;
    std::vector<double> tErr, mErr, logs;
    for (const PublishedRun &run : runs) {
        if (!run.skipped.empty()) {
            rep.skipped.push_back(&run);
            continue;
        }
        ValidationRow row;
        row.run = &run;
        Result res;
        if (auto e = evaluate(run.plan, catalog, res)) {
            row.failed = e->field + ": " + e->message;
        } else if (!(res.flopsPerToken > 0) || !(res.tokensPerSecond > 0)) {
            row.failed = "no throughput";
        } else {
            row.predicted = run.memory ? res.memoryPerGpu.value() / (1024.0 * 1024 * 1024)
                                       : res.tokensPerSecond / res.cluster.gpus;
            row.published = run.published > 0 ? run.published
                                              : run.publishedTflops * 1e12 / res.flopsPerToken;
            if (!(row.published > 0) || !std::isfinite(row.published)) {
                rep.skipped.push_back(&run);
                continue;
            }
            row.error = row.predicted / row.published - 1.0;
            row.memory = res.memory;
            row.fits = res.fits;
            row.predictedRange = {res.tokensPerSecondRange[0] / res.cluster.gpus,
                                  res.tokensPerSecondRange[1] / res.cluster.gpus};
            char lay[160];
            std::snprintf(lay, sizeof lay, "tp%d pp%d cp%d dp%d vp%d zero%d mb%d gb%d %s%s", res.par.tp,
                          res.par.pp, res.par.cp, res.par.dp, res.par.vp, res.par.zero,
                          res.par.microBatch, res.par.globalBatch,
                          recomputeName(res.par.recompute), res.sequenceParallel ? " sp" : "");
            row.layout = lay;
        }
        const Accelerator *a = catalog.accelerator(run.plan.gpu);
        row.accelerator = a ? a->id : run.plan.gpu;
        row.precision = precisionName(run.plan.precision);
        row.sizeBand = sizeBand(res.params);
        row.seqBand = seqBand(run.plan.model.seqLen);
        if (run.memory) {
            if (row.failed.empty()) {
                mErr.push_back(row.error);
                rep.memoryWorst = std::max(rep.memoryWorst, std::abs(row.error));
            }
            rep.memory.push_back(std::move(row));
        } else {
            if (row.failed.empty()) {
                tErr.push_back(row.error);
                logs.push_back(std::log(row.predicted / row.published));
            }
            rep.throughput.push_back(std::move(row));
        }
    }
    for (const auto *list : {&rep.throughput, &rep.memory})
        for (const ValidationRow &row : *list) {
            if (!row.failed.empty()) continue;
            ++rep.evaluated;
            if (!row.fits) rep.notFitting.push_back(&row);
        }
    rep.throughputStats = errorStats(tErr);
    rep.memoryStats = errorStats(mErr);
    rep.logP10 = quantile(logs, 0.1);
    rep.logP90 = quantile(logs, 0.9);
    return rep;
}

TrialStudy trialCalibrationStudy(const std::vector<PublishedRun> &runs, const Catalog &catalog)
{
    TrialStudy study;
    std::map<std::string, std::vector<const PublishedRun *>> groups;
    for (const PublishedRun &r : runs) {
        if (r.memory || !r.skipped.empty() || !(r.published > 0)) continue;
        const Plan &p = r.plan;
        const ModelSpec &m = p.model;
        const Parallelism &l = p.par;
        const int micro = l.globalBatch / std::max(1, l.dp * l.microBatch);
        char key[400];
        std::snprintf(key, sizeof key, "%d/%d/%d/%d/%d/%d/%d|%s|%s|%s|%d/%d/%d/%d/%d|%d|%s|%d",
                      m.layers, m.hidden, m.heads, m.kvHeads, m.ffnHidden, m.vocab, m.seqLen,
                      p.gpu.c_str(), precisionName(p.precision), r.stack.c_str(), l.tp, l.pp,
                      l.cp, l.vp, l.zero, l.microBatch, recomputeName(l.recompute), micro);
        groups[key].push_back(&r);
    }
    std::vector<double> logs;
    for (auto &[key, members] : groups) {
        std::sort(members.begin(), members.end(),
                  [](const PublishedRun *a, const PublishedRun *b) { return a->plan.gpus < b->plan.gpus; });
        const PublishedRun *trial = members.front();
        bool counted = false;
        for (const PublishedRun *r : members) {
            if (r->plan.gpus == trial->plan.gpus) continue;
            Plan p = r->plan;
            p.trial.gpus = trial->plan.gpus;
            p.trial.tokensPerSecPerGpu = trial->published;
            Result res;
            if (evaluate(p, catalog, res) || !res.calibration.applied) continue;
            const double predicted = res.tokensPerSecond / res.cluster.gpus;
            study.calibrated.push_back(predicted / r->published - 1.0);
            study.carryOver.push_back(trial->published / r->published - 1.0);
            logs.push_back(std::log(predicted / r->published));
            counted = true;
        }
        study.groups += counted ? 1 : 0;
    }
    study.calibratedStats = errorStats(study.calibrated);
    study.carryOverStats = errorStats(study.carryOver);
    study.logP10 = quantile(logs, 0.1);
    study.logP90 = quantile(logs, 0.9);
    return study;
}

const CalibrationSet &builtinCalibrationSet()
{
    static const CalibrationSet set = [] {
        std::vector<PublishedRun> runs;
        CalibrationSet out;
        if (readPublishedRuns(builtinPublishedRuns(), builtinCatalog(), runs)) return out;
        std::map<std::string, int> perStack;
        for (const PublishedRun &r : runs)
            if (!r.memory && r.skipped.empty()) {
                ++out.throughputRuns;
                ++perStack[r.stack];
            }
        for (const auto &[stack, n] : perStack)
            out.stacks.push_back(stack);
        std::stable_sort(
            out.stacks.begin(), out.stacks.end(),
            [&](const std::string &a, const std::string &b) { return perStack[a] > perStack[b]; });
        return out;
    }();
    return set;
}

} // namespace cp
