// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of clusterplanner-cli share: the context of its messages, the command
// line as parsed, failing with a message (exit status 2) and reading an input file.
#pragma once

#include "model/catalog.h"
#include "io/planio.h"
#include "model/plan.h"
#include "model/project.h"
#include "model/result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cp::cli {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// Prints the message on stderr after the program's name; returns the exit status 2.
int fail(const QString &message);
/// A note on standard error, prefixed as the errors are; the command goes on.
void note(const QString &message);
int fail(const PlanError &e);
/// "--gpus: must be at least 1": a flag's error in the language's punctuation.
QString flagError(const PlanError &e);
/// "--plan: 'x.cpplan': project file: not valid JSON": an error inside a flag's file, the
/// part of the file named as a reader names it (errorFieldText).
QString fileError(const char *flag, const std::string &path, const PlanError &e);

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
    bool summary = false; // proposal --summary: the one-page summary
    // pricing: the horizon, the busy share of the hours, the monthly demand and the modes
    std::string months, utilization, demand;
    std::vector<std::string> pricingModes;
    std::string modelConfig; // --model-config: a Hugging Face config.json
    std::string clusterFrom; // --cluster-from: a scheduler's listing of a running cluster
};

/// A finite decimal number, all of `text` ("16", "0.8", "1e3"), as the plan's number flags
/// read; nullopt for anything else ("0x10", " 16", "inf").
std::optional<double> decimalNumber(const std::string &text);
/// A whole input file (safefile.h: regular files only, at most 64 MB); `flag` names it.
std::optional<PlanError> readFile(const std::string &path, std::string &out,
                                  const char *flag = "plan");
/// The model of a --model-config file in `plan`, under the flags that follow; an error
/// message naming the option when it cannot be read.
std::optional<QString> applyModelConfig(const Args &a, Plan &plan);
/// The cluster of a --cluster-from listing in `plan` (its GPU, its GPU count and GPUs per
/// node), under the flags that follow; what the listing left to an assumption is said on
/// standard error. An error message naming the option and the line when it cannot be read.
std::optional<QString> applyClusterFrom(const Args &a, const Catalog &catalog, Plan &plan);
/// The --plan project file with its --scenario chosen and the plan flags on top; an error
/// message (naming the flag) when it cannot be read.
std::optional<QString> readPlanProject(const Args &a, const Catalog &catalog, Project &project);

// The command line (arguments.cpp) and its help (help.cpp), in the --lang language.
std::optional<QString> parseArgs(int argc, char **argv, Args &a);
/// The commands, "estimate, catalog, ...".
QString commandList();
/// The list of commands and the common options.
void printUsage();
/// A command's synopsis, options and (for a command that takes them) the plan keys; false
/// for a name that is no command.
bool printCommandHelp(const std::string &command);
/// A completion script for the shell ("bash"); false for another shell.
bool printCompletion(const std::string &shell);
/// The manual page in roff, from the help's tables, in the current language.
void printManPage();

// The commands, each in its own file; each returns the exit status.
/// estimate: one plan, as JSON or as text.
int runEstimate(const Args &a, const Plan &plan, const Catalog &catalog);
/// estimate --batch: one JSON plan per line in, one JSON result per line out.
int runBatch(const Args &a, const Plan &base, const Catalog &catalog);
/// recommend: the search, printed as the contract in docs/cli.md says.
int runRecommend(const Args &a, const Catalog &catalog, Plan base);
/// validate: the planner against the published runs, as JSON or as text.
int runValidate(const Args &a, const Catalog &catalog);
/// proposal: the project file (with its details), plan flags on top, written as a PDF.
int runProposal(const Args &a, const Catalog &catalog);
/// bom: the project's bill of materials as .xlsx or CSV.
int runBom(const Args &a, const Catalog &catalog);
/// design: the project with its scenarios' networks designed, written to --out.
int runDesign(const Args &a, const Catalog &catalog);
/// deploy: the plan's launch kit written into the --out folder.
int runDeploy(const Args &a, const Plan &plan, const Catalog &catalog);
/// pricing: the cluster over months in each pricing mode and owned plus cloud.
int runPricing(const Args &a, const Catalog &catalog);
/// catalog: every entry as JSON, or ids and names as text.
int runCatalog(const Args &a, const Catalog &catalog);

} // namespace cp::cli
