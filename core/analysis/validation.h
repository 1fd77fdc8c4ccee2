// SPDX-License-Identifier: GPL-3.0-or-later
// The planner against published training runs: each row of a published-runs file (the
// schema of tests/data/published-runs.json) mapped to a plan by written rules, predicted,
// and the error summarised by source, stack, accelerator, precision and size. The rules
// are in docs/validation.md; this is the one place that reads a row.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace cp {

/// One published run as the planner reads it.
struct PublishedRun
{
    std::string id;
    std::string source;   // the row's source (paper and table, or repository file)
    std::string group;    // the source, shortened for grouping (llm-foundry, NeMo, ...)
    std::string stack;    // framework id the row maps to
    std::string skipped;  // why the row cannot be expressed; empty when it can
    double published = 0; // tokens/s per GPU, or peak GiB for memory rows
    double publishedTflops = 0; // model TFLOP/s per GPU when the row gives only that
    bool memory = false;  // a measured peak-memory row
    Plan plan;
};

/// Reads every row of a published-runs document (throughput and memory sections).
/// Rows that cannot be expressed come back with `skipped` saying why.
std::optional<PlanError> readPublishedRuns(const std::string &json, const Catalog &catalog,
                                           std::vector<PublishedRun> &out);

/// A predicted row.
struct ValidationRow
{
    const PublishedRun *run = nullptr;
    double predicted = 0;
    std::array<double, 2> predictedRange{}; // throughput rows: the estimate's p10-p90
    double published = 0;
    double error = 0; // predicted / published - 1
    std::string failed; // evaluation error, if any
    MemoryBreakdown memory; // memory rows: the predicted breakdown
    std::string layout;     // the plan's layout as evaluated (tp/pp/cp/dp, micro-batch, ...)
    bool fits = true;       // the planner says the run fits the GPUs it ran on
    std::string accelerator, precision, sizeBand, seqBand;
};

struct ErrorStats
{
    int count = 0;
    double median = 0; // of |error|
    double p90 = 0;    // of |error|
    double signedMedian = 0;
};

ErrorStats errorStats(std::vector<double> errors);

struct ValidationReport
{
    std::vector<ValidationRow> throughput, memory;
    std::vector<const PublishedRun *> skipped;
    ErrorStats throughputStats, memoryStats;
    double memoryWorst = 0;
    /// Runs that ran, evaluated, and that the planner says do not fit their GPUs (every
    /// published run did), and how many were evaluated.
    std::vector<const ValidationRow *> notFitting;
    int evaluated = 0;
    /// Residuals of log(predicted / published) on throughput rows: the p10 and p90 used for
    /// the ranges every estimate carries (docs/validation.md).
    double logP10 = 0, logP90 = 0;
};

ValidationReport validate(const std::vector<PublishedRun> &runs, const Catalog &catalog);

/// Trial calibration against published runs: runs of one configuration (model, sequence,
/// accelerator, precision, stack, TP/PP/CP, micro-batch and micro-batches per step) at
/// several GPU counts. The smallest is the trial; each larger one is predicted from it, and
/// compared with carrying the trial's tokens/s per GPU over unchanged.
struct TrialStudy
{
    int groups = 0;
    std::vector<double> calibrated; // predicted / published - 1, per larger run
    std::vector<double> carryOver;  // trial per-GPU / published - 1, per larger run
    ErrorStats calibratedStats, carryOverStats;
    double logP10 = 0, logP90 = 0; // of predicted / published, calibrated
};

TrialStudy trialCalibrationStudy(const std::vector<PublishedRun> &runs, const Catalog &catalog);

/// The published-runs data bundled with the program (the calibration set).
std::string builtinPublishedRuns();

/// What the bundled calibration set holds (CalibrationSet, result.h), read once.
const CalibrationSet &builtinCalibrationSet();

/// Report as text or JSON (the `validate` command).
std::string validationText(const ValidationReport &r, const TrialStudy &t, bool rows);
std::string validationJson(const ValidationReport &r, const TrialStudy &t);

} // namespace cp
