// SPDX-License-Identifier: GPL-3.0-or-later
// The recommender: every configuration is evaluated by the planner (which itself searches
// the parallel layouts), so a recommended plan is exactly what `estimate` says of it.
// Two threads split the configurations; results are merged in a fixed order.
#include "analysis/recommend.h"

#include "report/errortext.h"
#include "engine/planner.h"
#include "report/format.h"
#include "report/spantext.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <thread>

namespace cp {

const char *tierName(Tier t)
{
    switch (t) {
    case Tier::Entry:
        return "entry";
    case Tier::Advanced:
        return "advanced";
    case Tier::Flagship:
        return "flagship";
    }
    return "";
}

QString tierText(Tier t)
{
    switch (t) {
    case Tier::Entry:
        return QCoreApplication::translate("Recommend", "Entry");
    case Tier::Advanced:
        return QCoreApplication::translate("Recommend", "Advanced");
    case Tier::Flagship:
        return QCoreApplication::translate("Recommend", "Flagship");
    }
    return {};
}

namespace {

/// A plan the search may offer: it fits in memory with the 20 % headroom the field keeps
/// (allocator fragmentation, spikes; domain rule), and has no error finding.
bool usable(const Result &r)
{
    if (!r.fits || !keepsHeadroom(r.memoryPerGpu.value(), r.capacity.value())) return false;
    for (const Finding &f : r.findings)
        if (f.severity == Severity::Error) return false;
    return true;
}

struct Config
{
    std::string gpu, node, fabric;
    int gpus = 0;
};

/// The configurations to try, in a fixed order (catalog order, then size): each allowed,
/// priced accelerator offered in the market, in each node template that takes it, at
/// powers of two of nodes up to the limits, over each fabric worth its price.
std::vector<Config> configurations(const RecommendRequest &req, const Catalog &catalog,
                                   int &keptOutByMarket)
{
    std::vector<Config> configs;
    for (const Accelerator &a : catalog.accelerators) {
        if (!req.allowedGpus.empty()
            && std::find(req.allowedGpus.begin(), req.allowedGpus.end(), a.id)
                   == req.allowedGpus.end())
            continue;
        bool priced = false;
        for (const PriceList &l : catalog.priceLists)
            priced = priced || l.gpus.count(a.id);
        if (!priced) continue;
        if (!a.offeredIn(req.market, req.base.pricing)) {
            ++keptOutByMarket;
            continue;
        }
        for (const NodeTemplate &t : catalog.nodes) {
            if (!templateTakes(t, a)) continue;
            for (int nodes = 1; nodes * t.gpus <= req.maxGpus; nodes *= 2) {
                if (req.maxNodes > 0 && nodes > req.maxNodes) break;
                if (configs.size() > kMaxConfigurations) break; // refused below
                if (nodes == 1) {
                    configs.push_back({a.id, t.id, req.base.interNode, t.gpus});
                    continue;
                }
                // TCP below 100 Gb/s is never the answer; nor is a NIC faster than the
                // host's PCIe slots carry (nicRateInHost): it costs more and gives nothing;
                // nor a fabric other than the one a node's built-in NICs run (templateRuns).
                for (const Fabric &f : catalog.fabrics)
                    if ((f.rdma || f.rate.value() >= 100e9 / 8) && nicRateInHost(f, a) >= f.rate
                        && templateRuns(t, a, f.id))
                        configs.push_back({a.id, t.id, f.id, nodes * t.gpus});
            }
        }
    }
    return configs;
}

/// One configuration evaluated as the search offers it.
struct Tried
{
    enum { Failed, Unusable, TooHot, Usable } state = Failed;
    RecommendedPlan plan;
    PlanError error;
    long long examined = 0;
};

/// The base plan on one configuration: on the node's own NVMe where it is one node, without
/// the trial where the trial's layout does not fit it, and paid the cheaper way where a
/// reservation would sit partly idle.
Tried tryConfiguration(const Config &config, const Plan &base, const RecommendRequest &req,
                       const Catalog &catalog)
{
    Plan p = base;
    p.market.id = req.market;
    p.topology = {};
    p.gpu = config.gpu;
    p.nodeTemplate = config.node;
    p.gpusPerNode = 0;
    p.gpus = config.gpus;
    p.interNode = config.fabric;
    p.nicsPerNode = 0;
    p.par = req.base.par; // what the user fixed stays fixed
    // One node reads its data from its own NVMe, as a drawn node without shared
    // storage does: a parallel file system appliance for one workstation is no plan.
    const NodeTemplate *node = catalog.node(p.nodeTemplate);
    const StorageTier *shared = catalog.storage(p.storage);
    if (node && node->gpus >= p.gpus && shared && !shared->perNode
        && catalog.storage("nvme-local"))
        p.storage = "nvme-local";
    Result r;
    auto error = evaluate(p, catalog, r);
    if (error && error->field.rfind("trial-", 0) == 0) {
        // The trial's layout does not fit this configuration: plan it uncalibrated.
        p.trial = {};
        error = evaluate(p, catalog, r);
    }
    // A reservation the job leaves partly idle is paid the cheaper way the cost model
    // names (cost.commitment_underused): the search follows its own finding.
    if (!error && r.span.kind == CostSpanKind::Commitment && r.span.cheaperTotal > 0) {
        Plan cheaper = p;
        cheaper.pricing = r.span.cheaperPricing;
        Result rc;
        if (!evaluate(cheaper, catalog, rc)) {
            p = std::move(cheaper);
            r = std::move(rc);
        }
    }
    Tried t;
    if (error) {
        t.error = std::move(*error);
        return t;
    }
    t.examined = r.layoutsExamined;
    const bool cool = req.rackPowerW <= 0 || r.cluster.nodePower.value() <= req.rackPowerW;
    t.state = !usable(r) ? Tried::Unusable : cool ? Tried::Usable : Tried::TooHot;
    if (t.state == Tried::Usable) t.plan = {std::move(p), std::move(r)};
    return t;
}

/// Why no plan is within the budget and the deadline: what binds.
QString whyNoTier(const RecommendRequest &req, const Recommendation &out, bool noConfigurations,
                  int keptOutByMarket, bool anyUsable, int tooHot)
{
    const Plan &b = req.base;
    const QString lang = currentLanguage();
    if (noConfigurations && keptOutByMarket > 0)
        return ErrorTr::tr("the market binds: none of the allowed accelerators is offered "
                           "in %1 with this pricing (export rules); allow other cards, "
                           "or rent where the market has installed capacity")
            .arg(marketText(req.market));
    if (!anyUsable && tooHot > 0)
        return ErrorTr::tr("the rack power binds: every node that fits the model draws "
                           "more than %1 kW; allow more power per rack or other cards")
            .arg(formatNumber(req.rackPowerW / 1000.0, 4, lang));
    if (!anyUsable && req.maxNodes > 0)
        return ErrorTr::tr("no allowed accelerator fits this model in memory with up to "
                           "%1 GPUs and %2 nodes; allow more nodes, GPUs or larger cards")
            .arg(req.maxGpus)
            .arg(req.maxNodes);
    if (!anyUsable)
        return ErrorTr::tr("no allowed accelerator fits this model in memory with up to %1 GPUs; "
                           "allow more GPUs or larger cards")
            .arg(req.maxGpus);
    const Result &cheapest = out.front.front().result;
    if (b.budget > 0 && cheapest.costTotal > b.budget)
        return ErrorTr::tr("the budget binds: the cheapest plan that fits costs %1 (%2), above %3")
            .arg(formatMoney(cheapest.costTotal, b.currency, lang), costSpanText(cheapest, lang),
                 formatMoney(b.budget, b.currency, lang));
    // Some plans are within budget, none meets the deadline: the fastest of them.
    const RecommendedPlan *fastest = nullptr;
    for (const RecommendedPlan &p : out.front)
        if (b.budget <= 0 || p.result.costTotal <= b.budget) fastest = &p;
    if (b.leadTimeDays > 0)
        return ErrorTr::tr("the deadline binds: the fastest plan within budget takes %1 after "
                           "a %2-day lead time, past %3 days")
            .arg(formatDuration(fastest->result.totalTime, lang))
            .arg(b.leadTimeDays)
            .arg(b.deadlineDays);
    return ErrorTr::tr("the deadline binds: the fastest plan within budget takes %1, past %2 days")
        .arg(formatDuration(fastest->result.totalTime, lang))
        .arg(b.deadlineDays);
}

/// Whether a plan's cluster trains at least as long as it takes to start: a larger one
/// holds (and bills) every GPU idle for most of a short job. A 13B fine-tune was offered
/// 1,024 GB200s for 28 minutes, 16 of them starting up.
bool sizedForTheJob(const RecommendedPlan *p)
{
    return p->result.trainingTime >= p->result.time.startup;
}

/// Entry: the cheapest; flagship: the fastest sized for the job (sizedForTheJob); advanced:
/// the best cost x time product strictly between them (when the front has a third point).
/// A dearer tier is offered only for a real gain: at least kTierTimeGain less time than the
/// tier below it.
void pickTiers(const std::vector<const RecommendedPlan *> &within, Recommendation &out)
{
    std::vector<const RecommendedPlan *> ok2{within.front()};
    for (std::size_t i = 1; i < within.size(); ++i)
        if (sizedForTheJob(within[i])) ok2.push_back(within[i]);
    const RecommendedPlan *entry = ok2.front(), *flagship = ok2.back();
    auto gains = [](const RecommendedPlan *lower, const RecommendedPlan *higher) {
        return higher->result.totalTime.value()
               <= (1.0 - kTierTimeGain) * lower->result.totalTime.value();
    };
    out.tiers.push_back({Tier::Entry, *entry});
    if (!gains(entry, flagship)) return;
    const RecommendedPlan *adv = nullptr;
    double bestProduct = INFINITY;
    for (std::size_t i = 1; i + 1 < ok2.size(); ++i) {
        if (!gains(entry, ok2[i]) || !gains(ok2[i], flagship)) continue;
        const double product = ok2[i]->result.costTotal * ok2[i]->result.totalTime.value();
        if (product < bestProduct) {
            bestProduct = product;
            adv = ok2[i];
        }
    }
    if (adv) out.tiers.push_back({Tier::Advanced, *adv});
    out.tiers.push_back({Tier::Flagship, *flagship});
}

} // namespace

Recommendation recommend(const RecommendRequest &req, const Catalog &catalog,
                         const std::atomic<bool> *cancel,
                         const std::function<void(double)> &progress)
{
    Recommendation out;
    int keptOutByMarket = 0; // allowed and priced, but not offered in the market
    const std::vector<Config> configs = configurations(req, catalog, keptOutByMarket);
    out.configurations = int(configs.size());
    if (configs.size() > kMaxConfigurations) {
        out.error = PlanError{
            "catalog",
            ErrorTr::tr("the search would try more than %1 configurations (accelerators x node "
                        "templates x sizes x fabrics); allow fewer accelerators or fewer GPUs")
                .arg(QLocale(QLocale::English).toString(qulonglong(kMaxConfigurations)))
                .toStdString()};
        out.why = out.error->field + ": " + out.error->message;
        return out;
    }

    // A trial run calibrates the configurations of its own accelerator (and stack) only.
    Plan base = req.base;
    if (base.trial.gpus > 0 && base.trial.gpu.empty()) base.trial.gpu = base.gpu;
    if (base.trial.gpus > 0 && base.trial.framework.empty()) base.trial.framework = base.framework;

    std::vector<RecommendedPlan> found(configs.size());
    std::vector<char> ok(configs.size(), 0), failed(configs.size(), 0);
    std::vector<PlanError> errors(configs.size());
    std::vector<long long> examined(configs.size(), 0);
    std::atomic<int> tooHot{0}; // fitted, but the node draws more than a rack position gives
    std::atomic<std::size_t> next{0}, done{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < configs.size();) {
            if (cancel && cancel->load()) return;
            Tried t = tryConfiguration(configs[i], base, req, catalog);
            examined[i] = t.examined;
            if (t.state == Tried::Failed) {
                failed[i] = 1;
                errors[i] = std::move(t.error);
            } else if (t.state == Tried::TooHot) {
                tooHot.fetch_add(1);
            } else if (t.state == Tried::Usable) {
                found[i] = std::move(t.plan);
                ok[i] = 1;
            }
            const std::size_t d = done.fetch_add(1) + 1;
            if (progress && d % 64 == 0) progress(double(d) / configs.size());
        }
    };
    const unsigned threads = std::max(1u, std::min(2u, std::thread::hardware_concurrency()));
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    if (progress) progress(1.0);

    // A plan no configuration can evaluate is wrong in itself: say what, not "nothing fits".
    if (!configs.empty() && !(cancel && cancel->load())
        && std::all_of(failed.begin(), failed.end(), [](char f) { return f != 0; })) {
        out.error = errors.front();
        out.why = out.error->field + ": " + out.error->message;
        return out;
    }
    std::vector<RecommendedPlan> all;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        out.candidatesEvaluated += examined[i];
        if (ok[i]) all.push_back(std::move(found[i]));
    }
    // Pareto front of cost against time: sorted by cost (then time, then catalog order), a
    // plan joins when it is faster than every cheaper one.
    std::stable_sort(all.begin(), all.end(),
                     [](const RecommendedPlan &a, const RecommendedPlan &b) {
                         if (a.result.costTotal != b.result.costTotal)
                             return a.result.costTotal < b.result.costTotal;
                         return a.result.totalTime.value() < b.result.totalTime.value();
                     });
    double bestTime = INFINITY;
    for (const RecommendedPlan &p : all)
        if (p.result.totalTime.value() < bestTime) {
            bestTime = p.result.totalTime.value();
            out.front.push_back(p);
        }

    // Tiers: within the budget and the deadline.
    const Plan &b = req.base;
    auto within = [&](const RecommendedPlan &p) {
        return (b.budget <= 0 || p.result.costTotal <= b.budget) && meetsDeadline(b, p.result);
    };
    std::vector<const RecommendedPlan *> ok2;
    for (const RecommendedPlan &p : out.front)
        if (within(p)) ok2.push_back(&p);
    if (ok2.empty()) {
        out.why = whyNoTier(req, out, configs.empty(), keptOutByMarket, !all.empty(), tooHot.load())
                      .toStdString();
        return out;
    }
    pickTiers(ok2, out);
    return out;
}

} // namespace cp
