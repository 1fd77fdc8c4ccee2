// SPDX-License-Identifier: GPL-3.0-or-later
// The plan flags: each key of the plan key table (plankeys.h) applied to a plan (applyOne):
// its member set within its range, and the few side effects some keys have (a model
// preset, a fabric given, a stack left to the planner).
#include "io/planflags.h"

#include "analysis/analysis.h"
#include "report/errortext.h"
#include "io/flagvalue.h"
#include "model/plankeys.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace cp {

using detail::apply;
using detail::Value;

namespace {


void applyPreset(Plan &plan, const ModelPreset &p)
{
    ModelSpec &m = plan.model;
    m.preset = p.id;
    m.family = p.family;
    m.layers = p.layers;
    m.hidden = p.hidden;
    m.heads = p.heads;
    m.kvHeads = p.kvHeads;
    m.ffnHidden = p.ffnHidden;
    m.headDim = p.headDim;
    m.experts = p.experts;
    m.expertsPerToken = p.expertsPerToken;
    m.sharedExperts = p.sharedExperts;
    m.expertFfn = p.expertFfn;
    m.denseLayers = p.denseLayers;
    m.qLoraRank = p.qLoraRank;
    m.kvLoraRank = p.kvLoraRank;
    m.ropeHeadDim = p.ropeHeadDim;
    m.valueHeadDim = p.valueHeadDim;
    m.vocab = p.vocab;
    m.seqLen = p.seqLen;
    m.gatedMlp = p.gatedMlp;
    m.tiedEmbeddings = p.tiedEmbeddings;
    m.positions = 0;
    m.linearBiases = m.pooler = false;
    m.name.clear();
    m.dropout = p.dropout;
    m.params = p.params;
    m.forwardGflopsPerSample = p.forwardGflopsPerSample;
    m.activationBytesPerSample = p.activationBytesPerSample;
    m.bytesPerSampleOnDisk = p.bytesPerSampleOnDisk;
    m.cpuSecondsPerSample = p.cpuSecondsPerSample;
    m.imageSize = p.imageSize;
    m.presetImageSize = p.imageSize;
    m.channels = p.channels;
    m.presetChannels = p.channels;
    m.patch = p.patch;
    m.textLayers = p.textLayers;
    m.textHidden = p.textHidden;
    m.textHeads = p.textHeads;
    m.textSeqLen = p.textSeqLen;
}

ModelFamily defaultFamily(Workload w)
{
    switch (w) {
    case Workload::Vision:
        return ModelFamily::Vit;
    case Workload::Timeseries:
        return ModelFamily::TsTransformer;
    case Workload::Multimodal:
        return ModelFamily::Clip;
    case Workload::Diffusion:
        return ModelFamily::Unet;
    default:
        return ModelFamily::Decoder;
    }
}

} // namespace

namespace detail {

namespace {

/// Sets a plan member from a key's value: within the key's range, or one of its words.
struct SetMember
{
    const PlanKey &key;
    const Value &value;

    /// The index of the value among the key's words.
    std::size_t chosen() const
    {
        const std::string text = value.text();
        const std::vector<std::string> words = planKeyWords(key);
        for (std::size_t i = 0; i < words.size(); ++i)
            if (text == words[i]) return i;
        std::string list;
        for (const std::string &w : words) list += (list.empty() ? "" : ", ") + w;
        throw Err{key.name, errorTr(QT_TRANSLATE_NOOP("Errors", "'%1' is not one of: %2"))
                                .arg(QString::fromStdString(text.substr(0, 40)),
                                     QString::fromStdString(list))
                                .toStdString()};
    }

    void operator()(std::monostate) const
    {
        if (key.type == KeyType::Choice) chosen(); // --lang: checked here, used by the command
    }
    void operator()(int *m) const
    {
        *m = key.type == KeyType::Switch ? int(value.boolean())
                                         : value.integer(int(key.min), int(key.max));
    }
    void operator()(double *m) const { *m = value.number(key.min, key.max); }
    void operator()(bool *m) const
    {
        *m = key.type == KeyType::Choice ? chosen() == 1 : value.boolean();
    }
    void operator()(std::string *m) const { *m = value.text(); }
    template<typename E>
    void operator()(E *m) const
    {
        const std::string word = planKeyWords(key)[chosen()];
        // The enum's values are 0, 1, ...: as many as the key has words
        // (tst_planio::everyChoiceWordRoundTrips holds the table to that).
        const int values = int(planKeyWords(key).size());
        for (int i = 0; i < values; ++i)
            if (word == choiceWord(E(i))) {
                *m = E(i);
                return;
            }
        throw Err{key.name, "'" + word + "' names no value of the plan (the key table's words)"};
    }
};

/// An id of the catalog list the key names, or an error that names the list.
void checkCatalogId(const PlanKey &key, const std::string &id, const Catalog &catalog)
{
    const std::string_view list = key.values;
    const QString given = QString::fromStdString(id.substr(0, 80));
    if (list == "models" && !catalog.model(id))
        throw Err{key.name,
                  ErrorTr::tr("unknown model preset '%1' (see: clusterplanner-cli catalog)")
                      .arg(given)
                      .toStdString()};
    if (list == "accelerators" && !catalog.accelerator(id))
        throw Err{key.name,
                  ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                      .arg(given)
                      .toStdString()};
    if (list == "node templates" && !catalog.node(id))
        throw Err{key.name, ErrorTr::tr("unknown node template '%1'").arg(given).toStdString()};
    if (list == "fabrics" && !catalog.fabric(id))
        throw Err{key.name,
                  ErrorTr::tr("unknown fabric '%1' (see: clusterplanner-cli catalog)")
                      .arg(given)
                      .toStdString()};
    if (list == "storage tiers" && !catalog.storage(id))
        throw Err{key.name, ErrorTr::tr("unknown storage tier '%1'").arg(given).toStdString()};
    // A price list names one of the catalog's; nothing is the list in the plan's currency.
    if (list == "price lists" && !id.empty() && !catalog.priceList(id)) {
        std::string ids;
        for (const PriceList &l : catalog.priceLists)
            ids += (ids.empty() ? "" : ", ") + l.id;
        throw Err{key.name, ErrorTr::tr("unknown price list '%1' (one of: %2)")
                                .arg(given, QString::fromStdString(ids))
                                .toStdString()};
    }
    // A training stack may be left to the planner: "auto", or nothing.
    if (list == "training stacks" && !id.empty() && id != "auto" && !catalog.framework(id)) {
        std::string ids;
        for (const Framework &f : catalog.frameworks) ids += (ids.empty() ? "" : ", ") + f.id;
        throw Err{key.name, ErrorTr::tr("unknown training stack '%1' (one of: auto, %2)")
                                .arg(given, QString::fromStdString(ids))
                                .toStdString()};
    }
}

/// What a key does beside setting its member.
void afterSet(Plan &p, std::string_view k)
{
    if (k == "workload" && p.model.preset.empty())
        p.model.family = defaultFamily(p.workload);
    else if (k == "inter-node")
        p.interNodeGiven.given = true;
    else if (k == "bytes-per-sample")
        p.model.bytesPerSampleGiven = true; // not scaled from the preset's
    else if (k == "framework" && p.framework == "auto")
        p.framework.clear();
    else if (k == "trial-framework" && p.trial.framework == "auto")
        p.trial.framework.clear();
    else if (k == "demand") {
        // Checked here against a year of a nominal base; planPricing scales it to the plan.
        std::vector<double> months;
        if (auto e = readDemand(p.demand, 1, 12, months)) throw Err{std::string(k), e->message};
        if (p.demand == "steady") p.demand.clear();
    }
}

} // namespace

void applyOne(Plan &p, std::string_view k, const Value &value, const Catalog &catalog)
{
    const PlanKey *key = findPlanKey(k);
    if (!key) throw Err{std::string(k), ErrorTr::tr("unknown option").toStdString()};
    if (key->type == KeyType::CatalogId) {
        const std::string id = value.text();
        checkCatalogId(*key, id, catalog);
        if (k == "model") { // the preset's dimensions, which later keys may override
            applyPreset(p, *catalog.model(id));
            return;
        }
    }
    std::visit(SetMember{*key, value}, key->member ? key->member(p) : PlanMember());
    afterSet(p, k);
}

bool omittedInJson(const std::string &key, const nlohmann::json &value)
{
    // A switch's false is a value (a preset's tied embeddings or dropout switched off,
    // sequence parallelism refused); any other flag's false, like null, leaves it unset.
    return value.is_null() || (value.is_boolean() && !value.get<bool>() && !isSwitchFlag(key));
}

std::optional<PlanError> applyPlanObject(Plan &plan, const nlohmann::json &obj,
                                         const Catalog &catalog, const std::string &prefix)
{
    if (!obj.is_object())
        return PlanError{prefix.empty() ? "plan" : prefix,
                         ErrorTr::tr("must be a JSON object").toStdString()};
    std::vector<std::string> keys;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (omittedInJson(it.key(), *it)) continue;
        keys.push_back(it.key());
    }
    auto err = apply(
        plan, keys, [&](const std::string &k) { return Value(k, nullptr, &obj.at(k)); }, catalog);
    if (err && !prefix.empty()) err->field = prefix + "." + err->field;
    return err;
}

} // namespace detail

const std::vector<std::string> &planFlagNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n;
        for (const PlanKey &k : planKeys())
            n.emplace_back(k.name);
        return n;
    }();
    return names;
}

bool isSwitchFlag(const std::string &name)
{
    const PlanKey *key = findPlanKey(name);
    return key && key->type == KeyType::Switch;
}

std::optional<PlanError> applyFlags(Plan &plan, const std::vector<FlagValue> &flags,
                                    const Catalog &catalog)
{
    std::vector<std::string> keys;
    for (const FlagValue &f : flags)
        keys.push_back(f.name);
    return apply(
        plan, keys,
        [&](const std::string &k) {
            const FlagValue *last = nullptr;
            for (const FlagValue &f : flags)
                if (f.name == k) last = &f;
            return Value(k, &last->value, nullptr);
        },
        catalog);
}

std::optional<PlanError> readTrialLine(const std::string &text, const Catalog &catalog,
                                       TrialRun &out)
{
    // The last line that gives the trial's GPUs: the flags trial.sh prints at its end.
    std::string line;
    std::istringstream lines(text);
    for (std::string l; std::getline(lines, l);)
        if (l.find("--trial-gpus") != std::string::npos) line = l;
    if (line.empty())
        return PlanError{"trial-gpus", ErrorTr::tr("the text has no line of --trial-* flags (the "
                                                   "last line trial.sh prints)")
                                           .toStdString()};
    std::vector<FlagValue> flags;
    std::istringstream words(line);
    for (std::string w; words >> w;) {
        if (w.rfind("--trial-", 0) != 0)
            return PlanError{"trial-gpus", ErrorTr::tr("'%1' is not a --trial-* flag")
                                               .arg(QString::fromStdString(w))
                                               .toStdString()};
        FlagValue f{w.substr(2), {}, false};
        if (!(words >> f.value))
            return PlanError{f.name, ErrorTr::tr("a value is missing").toStdString()};
        flags.push_back(f);
    }
    Plan plan;
    if (auto e = applyFlags(plan, flags, catalog)) return e;
    out = plan.trial;
    return std::nullopt;
}

} // namespace cp
