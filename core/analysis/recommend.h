// SPDX-License-Identifier: GPL-3.0-or-later
// "What does this budget buy?": an exhaustive search over accelerators, node templates,
// GPU counts, fabrics and parallel layouts for the plans that fit, their Pareto front of
// cost against time, and three tiers (entry, advanced, flagship) within the constraints.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <QString>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct RecommendRequest
{
    Plan base;                            // workload, model, dataset, pricing, budget, deadline
    std::vector<std::string> allowedGpus; // accelerator ids; empty = every priced one
    int maxGpus = 1024;
    int maxNodes = 0;      // 0 = no limit
    double rackPowerW = 0; // power one rack position gives a node; 0 = no limit
    /// The project's market (kMarkets): parts not offered there with the plan's pricing
    /// (Accelerator::offeredIn) are left out.
    std::string market = kDefaultMarket;
};

struct RecommendedPlan
{
    Plan plan; // flags only (no topology); estimate --batch accepts it as a line
    Result result;
};

enum class Tier { Entry, Advanced, Flagship };
const char *tierName(Tier t);
/// A tier as a reader names it ("Entry", "入门"), in the current language.
QString tierText(Tier t);

/// Least share of time a dearer tier saves over the tier below it; a plan that saves less
/// costs more for no gain a customer would notice, and is not offered as a tier.
inline constexpr double kTierTimeGain = 0.05;

struct TierChoice
{
    Tier tier;
    RecommendedPlan choice;
};

struct Recommendation
{
    /// Plans that fit with 20 % memory headroom and have no error finding, that no other such
    /// plan beats on both cost and time; by cost.
    std::vector<RecommendedPlan> front;
    /// The tiers that exist within budget and deadline, cheapest first; each saves at least
    /// kTierTimeGain of the time of the one before it.
    std::vector<TierChoice> tiers;
    long long candidatesEvaluated = 0; // parallel layouts examined, over every configuration
    int configurations = 0;            // accelerator x template x count x fabric evaluated
    /// Why there is no tier, naming the constraint that binds; empty when there are tiers.
    std::string why;
    /// Set when no configuration could be evaluated at all: the plan itself is wrong (no
    /// dataset, a model that does not fit the workload ...). The first configuration's error.
    std::optional<PlanError> error;
};

/// The search. Deterministic: the same request gives the same answer. `cancel` (optional)
/// stops it early; `progress` (optional) is called with the fraction done.
/// Configurations one search covers (accelerator x node template x size x fabric): about
/// 100 µs each on two cores and a few kilobytes each for the front, so 50,000 answer in
/// seconds and well under a gigabyte. A catalog and limits that give more are refused before
/// any is evaluated, with the count and what narrows it (tests/cli/tst_recommend.cpp).
inline constexpr std::size_t kMaxConfigurations = 50000;

Recommendation recommend(const RecommendRequest &request, const Catalog &catalog,
                         const std::atomic<bool> *cancel = nullptr,
                         const std::function<void(double)> &progress = {});

} // namespace cp
