// Plan parsing shared by the command line, --batch lines and project files, and a compact
// JSON writer for results (the hot path of --batch).
#include "errortext.h"
#include "planio.h"
#include "format.h"
#include "planio_internal.h"
#include "project.h"

#include "findingtext.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <unordered_map>
#include <cmath>
#include <cstring>
#include <string_view>

namespace cp {

using nlohmann::json;

namespace {

const std::vector<std::string> kFlags = {"workload",
                                         "model",
                                         "params",
                                         "layers",
                                         "hidden",
                                         "heads",
                                         "kv-heads",
                                         "ffn-hidden",
                                         "vocab",
                                         "seq-len",
                                         "mlp",
                                         "tokens",
                                         "samples",
                                         "dataset-bytes",
                                         "epochs",
                                         "image-size",
                                         "channels",
                                         "bytes-per-sample",
                                         "gpu",
                                         "gpus",
                                         "gpus-per-node",
                                         "node",
                                         "nics-per-node",
                                         "inter-node",
                                         "storage",
                                         "storage-units",
                                         "tp",
                                         "pp",
                                         "dp",
                                         "cp",
                                         "vp",
                                         "zero",
                                         "sequence-parallel",
                                         "micro-batch",
                                         "global-batch",
                                         "recompute",
                                         "attention",
                                         "framework",
                                         "precision",
                                         "lora-rank",
                                         "trial-gpus",
                                         "trial-tokens-per-s-per-gpu",
                                         "trial-peak-memory-gib",
                                         "trial-gpu",
                                         "trial-framework",
                                         "pricing",
                                         "currency",
                                         "budget",
                                         "deadline-days",
                                         "exchange-rate",
                                         "experiment-allowance",
                                         "checkpoint-interval-h",
                                         "amortization-months",
                                         "lang"};

struct Err
{
    std::string field, message;
};

/// A value from either the command line (text) or JSON (typed), read strictly.
class Value
{
public:
    Value(std::string_view name, const std::string *text, const json *j)
        : m_name(name)
        , m_text(text)
        , m_json(j)
    {}

    double number(double min, double max) const
    {
        double v = 0;
        if (m_json) {
            if (m_json->is_number())
                v = m_json->get<double>();
            else if (m_json->is_string())
                v = parse(m_json->get<std::string>());
            else
                throw Err{std::string(m_name), ErrorTr::tr("must be a number").toStdString()};
        } else {
            v = parse(*m_text);
        }
        if (!std::isfinite(v))
            throw Err{std::string(m_name), ErrorTr::tr("must be a finite number").toStdString()};
        if (v < min || v > max)
            throw Err{std::string(m_name),
                      ErrorTr::tr("must be between %1 and %2 (got %3)")
                          .arg(QString::fromStdString(fmt(min)), QString::fromStdString(fmt(max)),
                               QString::fromStdString(fmt(v)))
                          .toStdString()};
        return v;
    }
    int integer(int min, int max) const
    {
        const double v = number(min, max);
        if (v != std::floor(v))
            throw Err{std::string(m_name), ErrorTr::tr("must be a whole number (got %1)")
                                               .arg(QString::fromStdString(fmt(v)))
                                               .toStdString()};
        return int(v);
    }
    bool boolean() const
    {
        if (m_json) {
            if (m_json->is_boolean()) return m_json->get<bool>();
            if (m_json->is_string()) return parseBool(m_json->get<std::string>());
            throw Err{std::string(m_name), ErrorTr::tr("must be true or false").toStdString()};
        }
        return m_text->empty() ? true : parseBool(*m_text);
    }
    std::string text() const
    {
        std::string s;
        if (m_json) {
            if (!m_json->is_string())
                throw Err{std::string(m_name), ErrorTr::tr("must be a string").toStdString()};
            s = m_json->get<std::string>();
        } else {
            s = *m_text;
        }
        if (s.size() > 200)
            throw Err{std::string(m_name),
                      ErrorTr::tr("is longer than 200 characters").toStdString()};
        return s;
    }
    template<typename E>
    E oneOf(std::initializer_list<std::pair<const char *, E>> choices) const
    {
        const std::string s = text();
        std::string names;
        for (const auto &[n, v] : choices) {
            if (s == n) return v;
            names += (names.empty() ? "" : ", ") + std::string(n);
        }
        throw Err{std::string(m_name),
                  ErrorTr::tr("'%1' is not one of: %2")
                      .arg(QString::fromStdString(s), QString::fromStdString(names))
                      .toStdString()};
    }

private:
    static std::string fmt(double v)
    {
        // As people read numbers: "1,000,000,000,000,000 × 10¹⁵" never "1e+30".
        return formatNumber(v, 6, currentLanguage()).toStdString();
    }
    double parse(const std::string &s) const
    {
        double v = 0;
        const char *b = s.data(), *e = s.data() + s.size();
        auto r = std::from_chars(b, e, v);
        if (!s.empty() && r.ec == std::errc() && r.ptr == e) return v;
        // What people type: "1T", "500B", "50亿", and for a size in bytes "2 TB".
        bool bytes = false;
        const std::optional<double> q = parseQuantity(QString::fromStdString(s), &bytes);
        if (q && (!bytes || m_name == "dataset-bytes")) return *q;
        throw Err{std::string(m_name), ErrorTr::tr("'%1' is not a number")
                                           .arg(QString::fromStdString(s.substr(0, 40)))
                                           .toStdString()};
    }
    bool parseBool(const std::string &s) const
    {
        if (s == "true" || s == "1" || s == "on" || s == "yes") return true;
        if (s == "false" || s == "0" || s == "off" || s == "no") return false;
        throw Err{std::string(m_name), ErrorTr::tr("'%1' is not true or false")
                                           .arg(QString::fromStdString(s.substr(0, 40)))
                                           .toStdString()};
    }
    std::string_view m_name; // the caller keeps the key alive
    const std::string *m_text;
    const json *m_json;
};

constexpr double kBig = 1e30;

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
    m.vocab = p.vocab;
    m.seqLen = p.seqLen;
    m.gatedMlp = p.gatedMlp;
    m.tiedEmbeddings = p.tiedEmbeddings;
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

/// Applies one named value. The model preset is applied before any dimension (see apply()).
void applyOne(Plan &p, std::string_view k, const Value &v, const Catalog &catalog)
{
    ModelSpec &m = p.model;
    if (k == "workload") {
        p.workload = v.oneOf<Workload>({{"pretrain", Workload::Pretrain},
                                        {"finetune", Workload::Finetune},
                                        {"lora", Workload::Lora},
                                        {"qlora", Workload::Qlora},
                                        {"vision", Workload::Vision},
                                        {"timeseries", Workload::Timeseries},
                                        {"multimodal", Workload::Multimodal},
                                        {"diffusion", Workload::Diffusion}});
        if (m.preset.empty()) m.family = defaultFamily(p.workload);
    } else if (k == "model") {
        const std::string id = v.text();
        const ModelPreset *preset = catalog.model(id);
        if (!preset)
            throw Err{std::string(k),
                      ErrorTr::tr("unknown model preset '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(id))
                          .toStdString()};
        applyPreset(p, *preset);
    } else if (k == "params")
        m.params = v.number(1e3, 1e15);
    else if (k == "layers")
        m.layers = v.integer(1, 1000);
    else if (k == "hidden")
        m.hidden = v.integer(1, 1 << 20);
    else if (k == "heads")
        m.heads = v.integer(1, 4096);
    else if (k == "kv-heads")
        m.kvHeads = v.integer(1, 4096);
    else if (k == "ffn-hidden")
        m.ffnHidden = v.integer(1, 1 << 22);
    else if (k == "vocab")
        m.vocab = v.integer(0, 1 << 24);
    else if (k == "seq-len")
        m.seqLen = v.integer(1, 1 << 24);
    else if (k == "mlp")
        m.gatedMlp = v.oneOf<bool>({{"gelu", false}, {"swiglu", true}});
    else if (k == "image-size")
        m.imageSize = v.integer(8, 65536);
    else if (k == "channels")
        m.channels = v.integer(1, 1024);
    else if (k == "bytes-per-sample") {
        m.bytesPerSampleOnDisk = v.number(1, 1e12);
        m.bytesPerSampleGiven = true;
    } else if (k == "tokens")
        p.tokens = v.number(1, kBig);
    else if (k == "samples")
        p.samples = v.number(1, kBig);
    else if (k == "dataset-bytes")
        p.datasetBytes = v.number(1, kBig);
    else if (k == "epochs")
        p.epochs = v.number(0.001, 1e6);
    else if (k == "gpu") {
        p.gpu = v.text();
        if (!catalog.accelerator(p.gpu))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.gpu))
                          .toStdString()};
    } else if (k == "gpus")
        p.gpus = v.integer(1, 1000000);
    else if (k == "gpus-per-node")
        p.gpusPerNode = v.integer(1, 64);
    else if (k == "node") {
        p.nodeTemplate = v.text();
        if (!catalog.node(p.nodeTemplate))
            throw Err{std::string(k), ErrorTr::tr("unknown node template '%1'")
                                          .arg(QString::fromStdString(p.nodeTemplate))
                                          .toStdString()};
    } else if (k == "nics-per-node")
        p.nicsPerNode = v.integer(1, 64);
    else if (k == "inter-node") {
        p.interNodeGiven.given = true;
        p.interNode = v.text();
        if (!catalog.fabric(p.interNode))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown fabric '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.interNode))
                          .toStdString()};
    } else if (k == "storage") {
        p.storage = v.text();
        if (!catalog.storage(p.storage))
            throw Err{std::string(k), ErrorTr::tr("unknown storage tier '%1'")
                                          .arg(QString::fromStdString(p.storage))
                                          .toStdString()};
    } else if (k == "storage-units")
        p.storageUnits = v.integer(1, 100000);
    else if (k == "tp")
        p.par.tp = v.integer(1, 1024);
    else if (k == "pp")
        p.par.pp = v.integer(1, 1024);
    else if (k == "dp")
        p.par.dp = v.integer(1, 1000000);
    else if (k == "cp")
        p.par.cp = v.integer(1, 1024);
    else if (k == "vp")
        p.par.vp = v.integer(1, 64);
    else if (k == "zero")
        p.par.zero = v.integer(0, 3);
    else if (k == "sequence-parallel")
        p.par.sequenceParallel = v.boolean() ? 1 : 0;
    else if (k == "micro-batch")
        p.par.microBatch = v.integer(1, 65536);
    else if (k == "global-batch")
        p.par.globalBatch = v.integer(1, 100000000);
    else if (k == "recompute")
        p.par.recompute = v.oneOf<Recompute>({{"none", Recompute::None},
                                              {"selective", Recompute::Selective},
                                              {"full", Recompute::Full},
                                              {"auto", Recompute::Auto}});
    else if (k == "attention")
        p.par.attention = v.oneOf<AttentionKernel>(
            {{"auto", AttentionKernel::Auto},
             {"flash", AttentionKernel::Flash},
             {"unfused", AttentionKernel::Unfused}});
    else if (k == "framework") {
        const std::string id = v.text();
        if (!id.empty() && id != "auto" && !catalog.framework(id)) {
            std::string ids;
            for (const Framework &f : catalog.frameworks) ids += (ids.empty() ? "" : ", ") + f.id;
            throw Err{std::string(k),
                      ErrorTr::tr("unknown training stack '%1' (one of: auto, %2)")
                          .arg(QString::fromStdString(id), QString::fromStdString(ids))
                          .toStdString()};
        }
        p.framework = id == "auto" ? std::string() : id;
    } else if (k == "precision")
        p.precision = v.oneOf<Precision>({{"fp32", Precision::FP32},
                                          {"fp16", Precision::FP16},
                                          {"bf16", Precision::BF16},
                                          {"fp8", Precision::FP8}});
    else if (k == "trial-gpus")
        p.trial.gpus = int(v.integer(1, 1000000));
    else if (k == "trial-tokens-per-s-per-gpu")
        p.trial.tokensPerSecPerGpu = v.number(1e-3, 1e9);
    else if (k == "trial-peak-memory-gib")
        p.trial.peakMemoryGiB = v.number(0.01, 1e5);
    else if (k == "trial-gpu") {
        p.trial.gpu = v.text();
        if (!catalog.accelerator(p.trial.gpu))
            throw Err{std::string(k),
                      ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)")
                          .arg(QString::fromStdString(p.trial.gpu))
                          .toStdString()};
    } else if (k == "trial-framework") {
        p.trial.framework = v.text() == "auto" ? std::string() : v.text();
        if (!p.trial.framework.empty() && !catalog.framework(p.trial.framework))
            throw Err{std::string(k), ErrorTr::tr("unknown training stack '%1'")
                                          .arg(QString::fromStdString(p.trial.framework))
                                          .toStdString()};
    } else if (k == "lora-rank")
        p.loraRank = v.integer(1, 4096);
    else if (k == "pricing")
        p.pricing = v.oneOf<Pricing>({{"on-demand", Pricing::OnDemand},
                                      {"reserved-1y", Pricing::Reserved1y},
                                      {"reserved-3y", Pricing::Reserved3y},
                                      {"spot", Pricing::Spot},
                                      {"purchase", Pricing::Purchase}});
    else if (k == "currency")
        p.currency = v.oneOf<Currency>({{"CNY", Currency::CNY}, {"USD", Currency::USD}});
    else if (k == "budget")
        p.budget = v.number(0, 1e15);
    else if (k == "deadline-days")
        p.deadlineDays = v.number(0, 1e5);
    else if (k == "exchange-rate")
        p.cnyPerUsd = v.number(0.01, 1000);
    else if (k == "experiment-allowance")
        p.experimentAllowance = v.number(0, 10);
    else if (k == "checkpoint-interval-h")
        p.checkpointIntervalHours = v.number(0, 1e4);
    else if (k == "amortization-months")
        p.amortizationMonths = v.number(1, 240);
    else if (k == "lang")
        v.oneOf<int>({{"en", 0}, {"zh_CN", 1}});
    else
        throw Err{std::string(k), ErrorTr::tr("unknown option").toStdString()};
}

/// Applies values with the preset first, so that explicit dimensions override it.
template<typename Get>
std::optional<PlanError> apply(Plan &plan, const std::vector<std::string> &keys, Get get,
                               const Catalog &catalog)
{
    try {
        for (const std::string &k : keys)
            if (k == "workload") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k == "model") applyOne(plan, k, get(k), catalog);
        for (const std::string &k : keys)
            if (k != "workload" && k != "model") applyOne(plan, k, get(k), catalog);
        // An accelerator named without a fabric runs on the fabric its servers ship with.
        const bool gpuNamed = std::find(keys.begin(), keys.end(), "gpu") != keys.end();
        if (gpuNamed && !plan.interNodeGiven.given)
            if (const Accelerator *a = catalog.accelerator(plan.gpu); a && !a->defaultFabric.empty())
                plan.interNode = a->defaultFabric;
        // A trial is its GPU count and its measured throughput together.
        const TrialRun &t = plan.trial;
        if (t.gpus > 0 && !(t.tokensPerSecPerGpu > 0))
            throw Err{"trial-tokens-per-s-per-gpu",
                      ErrorTr::tr("give the trial's measured tokens/s per GPU with --trial-gpus")
                          .toStdString()};
        if ((t.tokensPerSecPerGpu > 0 || t.peakMemoryGiB > 0 || !t.gpu.empty()
             || !t.framework.empty())
            && t.gpus <= 0)
            throw Err{"trial-gpus",
                      ErrorTr::tr("give the trial's GPU count with its measurements").toStdString()};
    } catch (const Err &e) {
        return PlanError{e.field, e.message};
    }
    return std::nullopt;
}

std::optional<PlanError> applyFlatObject(Plan &plan, const json &obj, const Catalog &catalog,
                                         const std::string &prefix)
{
    if (!obj.is_object())
        return PlanError{prefix.empty() ? "plan" : prefix,
                         ErrorTr::tr("must be a JSON object").toStdString()};
    std::vector<std::string> keys;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it->is_null()
            || (it->is_boolean() && !it->get<bool>() && it.key() != "sequence-parallel"))
            continue;
        keys.push_back(it.key());
    }
    auto err = apply(
        plan, keys, [&](const std::string &k) { return Value(k, nullptr, &obj.at(k)); }, catalog);
    if (err && !prefix.empty()) err->field = prefix + "." + err->field;
    return err;
}

std::optional<PlanError> parseTopology(Plan &plan, const json &t)
{
    if (!t.is_object())
        return PlanError{"topology", ErrorTr::tr("must be an object").toStdString()};
    Topology topo;
    auto str = [](const json &o, const char *k, const std::string &where, std::string &out,
                  bool req) -> std::optional<PlanError> {
        if (!o.contains(k)) {
            if (req) return PlanError{where + "." + k, ErrorTr::tr("is missing").toStdString()};
            return std::nullopt;
        }
        if (!o.at(k).is_string())
            return PlanError{where + "." + k, ErrorTr::tr("must be a string").toStdString()};
        out = o.at(k).get<std::string>();
        if (out.size() > 200)
            return PlanError{where + "." + k,
                             ErrorTr::tr("is longer than 200 characters").toStdString()};
        return std::nullopt;
    };
    auto numv = [](const json &o, const char *k, const std::string &where, double min, double max,
                   double &out) -> std::optional<PlanError> {
        if (!o.contains(k)) return std::nullopt;
        if (!o.at(k).is_number())
            return PlanError{where + "." + k, ErrorTr::tr("must be a number").toStdString()};
        const double v = o.at(k).get<double>();
        if (!std::isfinite(v) || v < min || v > max)
            return PlanError{where + "." + k, ErrorTr::tr("is out of range").toStdString()};
        out = v;
        return std::nullopt;
    };
    // Each section is an array of objects; every entry is named by its index in errors.
    auto section = [&](const char *name, auto parseEntry) -> std::optional<PlanError> {
        if (!t.contains(name)) return std::nullopt;
        const json &arr = t.at(name);
        const std::string where = std::string("topology.") + name;
        if (!arr.is_array() || arr.size() > 100000)
            return PlanError{
                where, ErrorTr::tr("must be an array of at most 100000 entries").toStdString()};
        for (std::size_t i = 0; i < arr.size(); ++i) {
            const std::string w = where + "[" + std::to_string(i) + "]";
            if (!arr[i].is_object())
                return PlanError{w, ErrorTr::tr("must be an object").toStdString()};
            if (auto e = parseEntry(arr[i], w)) return e;
        }
        return std::nullopt;
    };
    auto node = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoNode n;
        double gpus = 0, cores = 0, units = 1;
        if (auto e = str(o, "id", w, n.id, true)) return e;
        if (auto e = str(o, "template", w, n.templateId, true)) return e;
        if (auto e = str(o, "gpu", w, n.gpu, false)) return e;
        if (auto e = str(o, "storage", w, n.storage, false)) return e;
        if (auto e = numv(o, "gpus", w, 0, 64, gpus)) return e;
        if (auto e = numv(o, "cpu_cores", w, 0, 4096, cores)) return e;
        if (auto e = numv(o, "ram_GiB", w, 0, 1e6, n.ramGiB)) return e;
        if (auto e = numv(o, "rack_power_W", w, 0, 1e7, n.rackPowerW)) return e;
        if (auto e = numv(o, "storage_units", w, 1, 1e5, units)) return e;
        if (auto e = numv(o, "x", w, -1e7, 1e7, n.x)) return e;
        if (auto e = numv(o, "y", w, -1e7, 1e7, n.y)) return e;
        n.gpus = int(gpus);
        n.cpuCores = int(cores);
        n.storageUnits = int(units);
        topo.nodes.push_back(std::move(n));
        return std::nullopt;
    };
    auto switchEntry = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoSwitch s;
        std::string role = "training";
        if (auto e = str(o, "id", w, s.id, true)) return e;
        if (auto e = str(o, "fabric", w, s.fabric, true)) return e;
        if (auto e = str(o, "role", w, role, false)) return e;
        if (role == "training")
            s.role = SwitchRole::Training;
        else if (role == "storage")
            s.role = SwitchRole::Storage;
        else if (role == "management")
            s.role = SwitchRole::Management;
        else
            return PlanError{w + ".role",
                             ErrorTr::tr("'%1' is not one of: training, storage, management")
                                 .arg(QString::fromStdString(role))
                                 .toStdString()};
        if (auto e = numv(o, "x", w, -1e7, 1e7, s.x)) return e;
        if (auto e = numv(o, "y", w, -1e7, 1e7, s.y)) return e;
        topo.switches.push_back(std::move(s));
        return std::nullopt;
    };
    auto link = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoLink l;
        double count = 1;
        if (auto e = str(o, "a", w, l.a, true)) return e;
        if (auto e = str(o, "b", w, l.b, true)) return e;
        if (auto e = str(o, "fabric", w, l.fabric, false)) return e;
        if (auto e = numv(o, "count", w, 1, 1024, count)) return e;
        l.count = int(count);
        topo.links.push_back(std::move(l));
        return std::nullopt;
    };
    if (auto e = section("nodes", node)) return e;
    if (auto e = section("switches", switchEntry)) return e;
    if (auto e = section("links", link)) return e;
    plan.topology = std::move(topo);
    return std::nullopt;
}

std::optional<PlanError> parseJsonText(const std::string &text, json &out, const char *what)
{
    try {
        out = json::parse(text);
    } catch (const json::parse_error &e) {
        return PlanError{what, detail::jsonSyntaxError(text, e.byte)};
    } catch (const std::exception &e) {
        return PlanError{what, detail::jsonReadError(e)};
    }
    return std::nullopt;
}

} // namespace

namespace detail {

std::string jsonSyntaxError(const std::string &text, std::size_t byte)
{
    // nlohmann counts bytes from 1, past the offending character.
    const std::size_t at = std::min(text.size(), byte > 0 ? byte - 1 : 0);
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return ErrorTr::tr("is not valid JSON (line %1, column %2)")
        .arg(qulonglong(line))
        .arg(qulonglong(column))
        .toStdString();
}

std::string jsonReadError(const std::exception &e)
{
    std::string msg = e.what();
    const auto p = msg.find("] ");
    return ErrorTr::tr("could not be read: %1")
        .arg(QString::fromStdString(p == std::string::npos ? msg : msg.substr(p + 2)))
        .toStdString();
}

std::optional<PlanError> applyPlanObject(Plan &plan, const nlohmann::json &obj,
                                         const Catalog &catalog, const std::string &prefix)
{
    return applyFlatObject(plan, obj, catalog, prefix);
}

std::optional<PlanError> readTopology(Plan &plan, const nlohmann::json &topology)
{
    return parseTopology(plan, topology);
}

std::optional<PlanError> parseJson(const std::string &text, nlohmann::json &out, const char *what)
{
    return parseJsonText(text, out, what);
}

} // namespace detail

const std::vector<std::string> &planFlagNames()
{
    return kFlags;
}
bool isSwitchFlag(const std::string &name)
{
    return name == "sequence-parallel";
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

namespace {

/// Collects the members of one flat JSON object without building a document: the hot path
/// of --batch. Nested values are kept as errors for the key they belong to.
class FlatSax final : public nlohmann::json_sax<json>
{
public:
    std::vector<std::pair<std::string, json>> members;
    std::optional<PlanError> error;

    bool null() override { return scalar(json()); }
    bool boolean(bool v) override { return scalar(json(v)); }
    bool number_integer(number_integer_t v) override { return scalar(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return scalar(json(v)); }
    bool number_float(number_float_t v, const string_t &) override { return scalar(json(v)); }
    bool string(string_t &v) override { return scalar(json(std::move(v))); }
    bool binary(binary_t &) override { return nested(); }
    bool start_object(std::size_t) override
    {
        if (m_depth++ == 0) return true;
        return nested();
    }
    bool end_object() override { return --m_depth >= 0; }
    bool start_array(std::size_t) override
    {
        if (m_depth++ == 0) return top();
        return nested();
    }
    bool end_array() override { return --m_depth >= 0; }
    bool key(string_t &k) override
    {
        m_key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &) override
    {
        error = PlanError{"line", ErrorTr::tr("is not valid JSON (column %1)")
                                      .arg(qulonglong(std::max<std::size_t>(position, 1)))
                                      .toStdString()};
        return false;
    }

private:
    bool scalar(json v)
    {
        if (m_depth == 0) return top();
        if (m_depth == 1) members.emplace_back(m_key, std::move(v));
        return true;
    }
    bool nested()
    {
        if (!error)
            error = PlanError{m_key,
                              ErrorTr::tr("must be a number, string or boolean").toStdString()};
        return false;
    }
    bool top()
    {
        error = PlanError{"line", ErrorTr::tr("must be a JSON object").toStdString()};
        return false;
    }
    std::string m_key;
    int m_depth = 0;
};

} // namespace

std::optional<PlanError> applyFlatJson(Plan &plan, const std::string &text, const Catalog &catalog)
{
    FlatSax sax;
    const bool ok = json::sax_parse(text, &sax);
    if (sax.error) return sax.error;
    if (!ok) return PlanError{"line", ErrorTr::tr("is not valid JSON").toStdString()};
    // The last value of each key, found once: a line of n repeated keys is read in linear
    // time (a scan per key made 40,000 of them take seconds).
    std::unordered_map<std::string, const json *> last;
    last.reserve(sax.members.size());
    for (const auto &[k, v] : sax.members)
        last[k] = &v;
    std::vector<std::string> keys;
    keys.reserve(last.size());
    for (const auto &[k, v] : sax.members) {
        if (last.at(k) != &v) continue; // an earlier value of a key given again
        if (v.is_null() || (v.is_boolean() && !v.get<bool>() && k != "sequence-parallel")) continue;
        keys.push_back(k);
    }
    return apply(
        plan, keys, [&](const std::string &k) { return Value(k, nullptr, last.at(k)); }, catalog);
}

std::optional<PlanError> applyProjectJson(Plan &plan, const std::string &text,
                                          const Catalog &catalog, const std::string &scenario)
{
    // One reader for the app and the CLI: migration, limits and references in project.cpp.
    Project project;
    if (auto e = readProject(text, catalog, project)) return e;
    if (!scenario.empty())
        if (auto e = selectScenario(project, scenario)) return e;
    plan = std::move(project.plan());
    return std::nullopt;
}

std::string jsonQuote(const std::string &s)
{
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    for (unsigned char ch : s) {
        switch (ch) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (ch < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", ch);
                out += buf;
            } else {
                out += char(ch);
            }
        }
    }
    out += '"';
    return out;
}

namespace {

/// Minimal streaming JSON writer: keys in order, numbers in shortest round-trip form.
class Writer
{
public:
    explicit Writer(std::string &out)
        : m_out(out)
    {}
    void open()
    {
        sep();
        m_out += '{';
        m_first = true;
    }
    void close()
    {
        m_out += '}';
        m_first = false;
    }
    void openArray()
    {
        sep();
        m_out += '[';
        m_first = true;
    }
    void closeArray()
    {
        m_out += ']';
        m_first = false;
    }
    /// Keys are literals: their length is known at compile time.
    template<std::size_t N>
    void key(const char (&k)[N])
    {
        sep();
        m_out += '"';
        m_out.append(k, N - 1);
        m_out.append("\":", 2);
        m_afterKey = true;
    }
    void num(double v)
    {
        sep();
        if (!std::isfinite(v)) {
            m_out += "null";
            return;
        }
        // Whole numbers (bytes, counts) take the fast integer path.
        if (v == std::floor(v) && std::abs(v) < 9007199254740992.0) {
            char ibuf[24];
            auto ir = std::to_chars(ibuf, ibuf + sizeof ibuf, static_cast<long long>(v));
            m_out.append(ibuf, ir.ptr);
            return;
        }
        char buf[32];
        auto r = std::to_chars(buf, buf + sizeof buf, v);
        m_out.append(buf, r.ptr);
    }
    /// A member: key and value in one call.
    template<std::size_t N, typename V>
    void num(const char (&k)[N], V v)
    {
        key(k);
        num(double(v));
    }
    template<std::size_t N>
    void integer(const char (&k)[N], long long v)
    {
        key(k);
        integer(v);
    }
    template<std::size_t N>
    void boolean(const char (&k)[N], bool v)
    {
        key(k);
        boolean(v);
    }
    template<std::size_t N, typename S>
    void str(const char (&k)[N], const S &v)
    {
        key(k);
        str(v);
    }
    void integer(long long v)
    {
        sep();
        m_out += std::to_string(v);
    }
    void boolean(bool b)
    {
        sep();
        m_out += b ? "true" : "false";
    }
    void str(const std::string &s)
    {
        sep();
        m_out += jsonQuote(s);
    }
    void str(const char *s)
    {
        sep();
        m_out += '"';
        m_out += s;
        m_out += '"';
    }

private:
    void sep()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (!m_first) m_out += ',';
        m_first = false;
    }
    std::string &m_out;
    bool m_first = true;
    bool m_afterKey = false;
};

} // namespace

std::string resultToJson(const Plan &plan, const Result &r)
{
    std::string out;
    out.reserve(2048);
    Writer w(out);
    w.open();
    w.key("model");
    w.open();
    w.num("params", r.params);
    w.num("trainable_params", r.trainableParams);
    w.num("flops_per_token", r.flopsPerToken);
    w.str("flops_per", r.perSample ? "sample" : "token");
    w.close();

    w.key("memory");
    w.open();
    w.num("per_gpu_bytes", r.memoryPerGpu.value());
    w.num("capacity_bytes", r.capacity.value());
    w.boolean("fits", r.fits);
    w.num("headroom_fraction", r.headroom);
    w.key("breakdown_bytes");
    w.open();
    w.num("weights", r.memory.weights.value());
    w.num("gradients", r.memory.gradients.value());
    w.num("optimizer", r.memory.optimizer.value());
    w.num("activations", r.memory.activations.value());
    w.num("other", r.memory.other.value());
    w.close();
    w.close();

    w.key("time");
    w.open();
    w.num("step_s", r.stepTime.value());
    w.num("steps", r.steps);
    w.num("tokens_per_s", r.tokensPerSecond);
    w.num("samples_per_s", r.samplesPerSecond);
    w.num("tflops_per_gpu", r.tflopsPerGpu);
    w.num("mfu", r.mfu);
    w.num("training_s", r.trainingTime.value());
    w.num("total_s", r.totalTime.value());
    w.key("tokens_per_s_range");
    w.openArray();
    w.num(r.tokensPerSecondRange[0]);
    w.num(r.tokensPerSecondRange[1]);
    w.closeArray();
    w.key("total_s_range");
    w.openArray();
    w.num(r.totalTimeRange[0].value());
    w.num(r.totalTimeRange[1].value());
    w.closeArray();
    w.num("checkpoint_interval_s", r.checkpointInterval.value());
    w.num("checkpoint_bytes", r.checkpointSize.value());
    const TimeBreakdown &t = r.time;
    w.key("breakdown_s");
    w.open();
    w.num("compute", t.compute.value());
    w.num("tensor_parallel", t.tensorParallel.value());
    w.num("context_parallel", t.contextParallel.value());
    w.num("pipeline_bubble", t.pipelineBubble.value());
    w.key("pipeline_p2p");
    w.num(t.pipelineP2p.value());
    w.num("data_parallel", t.dataParallel.value());
    w.num("optimizer", t.optimizer.value());
    w.num("data_loading", t.dataLoading.value());
    w.num("checkpoints", t.checkpoints.value());
    w.num("failures", t.failures.value());
    w.num("experimentation", t.experimentation.value());
    w.close();
    w.close();

    if (r.calibration.applied) {
        const CalibrationResult &k = r.calibration;
        w.key("calibration");
        w.open();
        w.num("factor", k.factor);
        w.num("trial_predicted_tokens_per_s_per_gpu", k.trialPredicted);
        w.num("trial_measured_tokens_per_s_per_gpu", k.trialMeasured);
        w.integer("trial_gpus", k.trialGpus);
        w.num("memory_factor", k.memoryFactor);
        w.close();
    }

    w.key("parallelism");
    w.open();
    w.integer("tp", r.par.tp);
    w.integer("pp", r.par.pp);
    w.integer("dp", r.par.dp);
    w.integer("cp", r.par.cp);
    w.integer("vp", r.par.vp);
    w.integer("zero", r.par.zero);
    w.boolean("sequence_parallel", r.sequenceParallel);
    w.integer("micro_batch", r.par.microBatch);
    w.integer("global_batch", r.par.globalBatch);
    w.str("recompute", recomputeName(r.par.recompute));
    w.str("framework", r.framework);
    w.key("auto");
    w.openArray();
    const Parallelism &g = plan.par;
    if (g.tp <= 0) w.str("tp");
    if (g.pp <= 0) w.str("pp");
    if (g.dp <= 0) w.str("dp");
    if (g.cp <= 0) w.str("cp");
    if (g.zero < 0) w.str("zero");
    if (g.microBatch <= 0) w.str("micro_batch");
    if (g.globalBatch <= 0) w.str("global_batch");
    if (g.recompute == Recompute::Auto) w.str("recompute");
    if (g.sequenceParallel < 0) w.str("sequence_parallel");
    w.closeArray();
    w.close();

    w.key("cluster");
    w.open();
    w.str("gpu", r.cluster.gpu ? r.cluster.gpu->id : std::string());
    w.integer("gpus", r.cluster.gpus);
    w.integer("nodes", r.cluster.nodes);
    w.integer("gpus_per_node", r.cluster.gpusPerNode);
    w.str("inter_node", r.cluster.fabric ? r.cluster.fabric->id : std::string());
    w.str("storage", r.cluster.storage ? r.cluster.storage->id : std::string());
    w.num("storage_read_bytes_per_s", r.cluster.storageRead.value());
    w.num("node_power_w", r.cluster.nodePower.value());
    w.close();

    w.key("cost");
    w.open();
    w.str("currency", currencyName(r.currency));
    w.str("pricing", pricingName(plan.pricing));
    w.num("total", r.costTotal);
    w.key("total_range");
    w.openArray();
    w.num(r.costRange[0]);
    w.num(r.costRange[1]);
    w.closeArray();
    w.num("monthly", r.monthlyCost);
    w.num("gpu_hours", r.gpuHours);
    w.key("span");
    w.open();
    w.str("kind", r.span.kind == CostSpanKind::Job          ? "job"
                  : r.span.kind == CostSpanKind::Commitment ? "commitment"
                                                            : "ownership");
    w.num("months", r.span.months);
    w.num("term_months", r.span.termMonths);
    w.num("job_months", r.span.jobMonths);
    w.num("use", r.span.use);
    w.num("billed_gpu_hours", r.span.billedGpuHours);
    w.num("job_cost", r.span.jobCost);
    w.close();
    w.boolean("gpu_price_assumed", r.priceAssumed);
    w.key("breakdown");
    w.open();
    w.num("compute", r.cost.compute);
    w.num("storage", r.cost.storage);
    w.num("network", r.cost.network);
    w.num("power", r.cost.power);
    w.num("staff_support", r.cost.staffSupport);
    w.num("reserve", r.cost.reserve);
    w.close();
    w.num("budget", plan.budget);
    w.boolean("within_budget", r.withinBudget);
    w.close();

    w.key("findings");
    w.openArray();
    for (const Finding &f : r.findings) {
        const FindingText text = findingText(f);
        w.open();
        w.str("code", findingCodeName(f.code));
        w.str("severity", severityName(f.severity));
        w.str("message", text.message.toStdString());
        w.str("suggestion", text.suggestion.toStdString());
        w.str("element", f.element);
        w.close();
    }
    w.closeArray();
    w.close();
    return out;
}

std::string catalogToJson(const Catalog &c)
{
    json doc;
    doc["format"] = 1;
    json &acc = doc["accelerators"] = json::array();
    for (const Accelerator &a : c.accelerators) {
        json peaks;
        auto put = [&](const char *k, const std::optional<double> &v) {
            peaks[k] = v ? json(*v) : json(nullptr);
        };
        put("fp32", a.peakTflopsFp32);
        put("tf32", a.peakTflopsTf32);
        put("fp16", a.peakTflopsFp16);
        put("bf16", a.peakTflopsBf16);
        put("fp8", a.peakTflopsFp8);
        // Availability in every market, with the rule, its date and source where one applies.
        json markets = json::object();
        for (const char *m : kMarkets) {
            json entry = {{"availability", availabilityName(a.availabilityIn(m))}};
            if (const MarketRule *rule = a.marketRule(m)) {
                entry["rule"] = rule->rule;
                entry["date"] = rule->date;
                entry["source"] = rule->source;
            }
            markets[m] = std::move(entry);
        }
        acc.push_back({{"id", a.id},
                       {"name", a.name},
                       {"vendor", a.vendor},
                       {"form_factor", a.formFactor},
                       {"memory_bytes", a.memory.value()},
                       {"memory_bandwidth_bytes_per_s", a.memoryBandwidth.value()},
                       {"peak_tflops", peaks},
                       {"tdp_w", a.tdp.value()},
                       {"gemm_efficiency", a.gemmEfficiency},
                       {"default_fabric", a.defaultFabric},
                       {"efficiency_basis", a.efficiencyFitted ? "fitted" : "planning"},
                       {"attention_efficiency", a.attentionEfficiency},
                       {"attention_efficiency_fa3",
                        a.attentionEfficiencyFa3 ? json(*a.attentionEfficiencyFa3) : json(nullptr)},
                       {"power_limit_w",
                        a.powerLimit.value() > 0 ? json(a.powerLimit.value()) : json(nullptr)},
                       {"markets", markets},
                       {"source", a.source}});
    }
    json &fab = doc["fabrics"] = json::array();
    for (const Fabric &f : c.fabrics)
        fab.push_back({{"id", f.id},
                       {"name", f.name},
                       {"rate_Gbps", toGbps(f.rate)},
                       {"rdma", f.rdma},
                       {"source", f.source}});
    json &st = doc["storage"] = json::array();
    for (const StorageTier &s : c.storageTiers)
        st.push_back({{"id", s.id},
                      {"name", s.name},
                      {"read_bytes_per_s", s.read.value()},
                      {"scope", s.perNode ? "per-node" : "shared"},
                      {"source", s.source}});
    json &nodes = doc["nodes"] = json::array();
    for (const NodeTemplate &n : c.nodes)
        nodes.push_back(
            {{"id", n.id}, {"name", n.name}, {"gpus", n.gpus}, {"cpu_cores", n.cpuCores}});
    json &models = doc["models"] = json::array();
    for (const ModelPreset &m : c.models)
        models.push_back({{"id", m.id}, {"name", m.name}, {"source", m.source}});
    json &frameworks = doc["frameworks"] = json::array();
    for (const Framework &f : c.frameworks)
        frameworks.push_back({{"id", f.id},
                              {"name", f.name},
                              {"elementwise_traffic", f.elementwiseTraffic},
                              {"launch_overhead_us", f.launchOverhead * 1e6},
                              {"tp_overlap", f.tpOverlap},
                              {"shard_overlap", f.shardOverlap},
                              {"attention_efficiency", f.attentionEfficiency},
                              {"hopper_attention", f.hopperAttention},
                              {"fp8_cast_bytes", f.fp8CastBytes},
                              {"fp8_all_gather", f.fp8AllGather},
                              {"sequence_parallel", f.defaultSequenceParallel},
                              {"selective_keep", f.selectiveKeep},
                              {"logit_bytes", f.logitBytes},
                              {"source", f.source}});
    json &prices = doc["prices"] = json::array();
    for (const PriceList &p : c.priceLists)
        prices.push_back({{"id", p.id},
                          {"name", p.name},
                          {"currency", currencyName(p.currency)},
                          {"date", p.date},
                          {"source", p.source}});
    doc["exchange_rate"] = {{"CNY_per_USD", c.cnyPerUsd}, {"date", c.exchangeRateDate}};
    return doc.dump(2);
}

std::string topologyToJson(const Topology &t)
{
    json nodes = json::array(), switches = json::array(), links = json::array();
    for (const TopoNode &n : t.nodes) {
        json o = {{"id", n.id}, {"template", n.templateId}, {"x", n.x}, {"y", n.y}};
        if (!n.gpu.empty()) o["gpu"] = n.gpu;
        if (n.gpus > 0) o["gpus"] = n.gpus;
        if (n.cpuCores > 0) o["cpu_cores"] = n.cpuCores;
        if (n.ramGiB > 0) o["ram_GiB"] = n.ramGiB;
        if (n.rackPowerW > 0) o["rack_power_W"] = n.rackPowerW;
        if (!n.storage.empty()) o["storage"] = n.storage;
        if (n.storageUnits != 1) o["storage_units"] = n.storageUnits;
        nodes.push_back(std::move(o));
    }
    for (const TopoSwitch &s : t.switches) {
        const char *role = s.role == SwitchRole::Training ? "training"
            : s.role == SwitchRole::Storage              ? "storage"
                                                         : "management";
        switches.push_back({{"id", s.id}, {"fabric", s.fabric}, {"role", role}, {"x", s.x}, {"y", s.y}});
    }
    for (const TopoLink &l : t.links) {
        json o = {{"a", l.a}, {"b", l.b}, {"count", l.count}};
        if (!l.fabric.empty()) o["fabric"] = l.fabric;
        links.push_back(std::move(o));
    }
    return json{{"nodes", nodes}, {"switches", switches}, {"links", links}}.dump();
}

std::optional<PlanError> topologyFromJson(const std::string &text, Topology &out)
{
    json doc;
    if (auto e = parseJsonText(text, doc, "topology")) return e;
    Plan p;
    if (auto e = parseTopology(p, doc)) return e;
    out = std::move(p.topology);
    return std::nullopt;
}

} // namespace cp
