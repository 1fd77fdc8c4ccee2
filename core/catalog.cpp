// Loads and merges catalog JSON documents into typed entries, naming the file, entry and
// field of anything malformed.
#include "errortext.h"
#include "catalog.h"
#include "plan.h"
#include "io/jsonreader.h"
#include "safefile.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <unordered_set>
#include <cmath>
#include <mutex>

namespace cp {

using nlohmann::json;

std::optional<double> Accelerator::peakTflops(Precision p) const
{
    switch (p) {
    case Precision::FP32:
        return peakTflopsTf32 ? peakTflopsTf32 : peakTflopsFp32;
    case Precision::FP16:
        return peakTflopsFp16;
    case Precision::BF16:
        return peakTflopsBf16;
    case Precision::FP8:
        return peakTflopsFp8;
    }
    return std::nullopt;
}

bool isKnownMarket(const std::string &market)
{
    return std::any_of(std::begin(kMarkets), std::end(kMarkets),
                       [&](const char *m) { return market == m; });
}

const char *availabilityName(Availability a)
{
    switch (a) {
    case Availability::Buy:
        return "buy";
    case Availability::RentOnly:
        return "rent-only";
    case Availability::Unavailable:
        return "unavailable";
    }
    return "buy";
}

const MarketRule *Accelerator::marketRule(const std::string &market) const
{
    for (const MarketRule &r : markets)
        if (r.market == market) return &r;
    return nullptr;
}

Availability Accelerator::availabilityIn(const std::string &market) const
{
    const MarketRule *r = marketRule(market);
    return r ? r->availability : Availability::Buy;
}

bool Accelerator::offeredIn(const std::string &market, Pricing pricing) const
{
    switch (availabilityIn(market)) {
    case Availability::Buy:
        return true;
    case Availability::RentOnly:
        return pricing != Pricing::Purchase;
    case Availability::Unavailable:
        return false;
    }
    return true;
}

template<typename T>
static const T *findById(const std::vector<T> &v, const std::string &id)
{
    for (const T &e : v)
        if (e.id == id) return &e;
    return nullptr;
}

const Accelerator *Catalog::accelerator(const std::string &id) const
{
    return findById(accelerators, id);
}
const Fabric *Catalog::fabric(const std::string &id) const
{
    return findById(fabrics, id);
}
const StorageTier *Catalog::storage(const std::string &id) const
{
    return findById(storageTiers, id);
}
const NodeTemplate *Catalog::node(const std::string &id) const
{
    return findById(nodes, id);
}
const PriceList *Catalog::priceList(const std::string &id) const
{
    return findById(priceLists, id);
}
const ModelPreset *Catalog::model(const std::string &id) const
{
    return findById(models, id);
}

const Framework *Catalog::framework(const std::string &id) const
{
    return findById(frameworks, id);
}

const PriceList *Catalog::priceListFor(Currency c) const
{
    for (const PriceList &p : priceLists)
        if (p.currency == c) return &p;
    return nullptr;
}

std::string CatalogError::toString() const
{
    std::string s = file;
    if (!entry.empty()) s += ": entry '" + entry + "'";
    if (!field.empty()) s += ", field '" + field + "'";
    return s + ": " + message;
}

const char *precisionName(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return "fp32";
    case Precision::FP16:
        return "fp16";
    case Precision::BF16:
        return "bf16";
    case Precision::FP8:
        return "fp8";
    }
    return "bf16";
}

std::optional<Precision> parsePrecision(const std::string &s)
{
    if (s == "fp32") return Precision::FP32;
    if (s == "fp16") return Precision::FP16;
    if (s == "bf16") return Precision::BF16;
    if (s == "fp8") return Precision::FP8;
    return std::nullopt;
}

const char *currencyName(Currency c)
{
    return c == Currency::CNY ? "CNY" : "USD";
}

std::optional<Currency> parseCurrency(const std::string &s)
{
    if (s == "CNY") return Currency::CNY;
    if (s == "USD") return Currency::USD;
    return std::nullopt;
}

namespace {

/// Thrown inside this file only; turned into a CatalogError at the boundary.
struct FieldError
{
    std::string field;
    std::string message;
};

/// Reads typed fields of one entry object, with the field name in every error.
class Reader
{
public:
    explicit Reader(const json &o)
        : m_o(o)
    {}

    bool has(const char *k) const { return m_o.contains(k) && !m_o.at(k).is_null(); }

    double num(const char *k, double min, double def, bool required = true) const
    {
        if (!has(k)) {
            if (required) throw FieldError{k, ErrorTr::tr("is missing").toStdString()};
            return def;
        }
        const json &v = m_o.at(k);
        if (!v.is_number()) throw FieldError{k, ErrorTr::tr("must be a number").toStdString()};
        const double d = v.get<double>();
        if (!std::isfinite(d) || d < min || d > 1e18)
            throw FieldError{k, ErrorTr::tr("is out of range (%1)")
                                    .arg(QString::fromStdString(v.dump()))
                                    .toStdString()};
        return d;
    }
    /// A count or size stored as int: a whole number no larger than 1e9 (a double of 1e17
    /// would not fit, and casting it is undefined).
    int whole(const char *k, double min, double def, bool required = true) const
    {
        const double d = num(k, min, def, required);
        if (d > 1e9 || d != std::floor(d))
            throw FieldError{k, ErrorTr::tr("must be a whole number up to 1e9 (got %1)")
                                    .arg(QString::fromStdString(m_o.at(k).dump()))
                                    .toStdString()};
        return int(d);
    }
    std::optional<double> optNum(const json &o, const char *k) const
    {
        if (!o.contains(k) || o.at(k).is_null()) return std::nullopt;
        if (!o.at(k).is_number())
            throw FieldError{k, ErrorTr::tr("must be a number or null").toStdString()};
        const double d = o.at(k).get<double>();
        if (!std::isfinite(d) || d <= 0 || d > 1e9)
            throw FieldError{k, ErrorTr::tr("is out of range (%1)")
                                    .arg(QString::fromStdString(o.at(k).dump()))
                                    .toStdString()};
        return d;
    }
    std::string str(const char *k, bool required = true, const std::string &def = {}) const
    {
        if (!has(k)) {
            if (required) throw FieldError{k, ErrorTr::tr("is missing").toStdString()};
            return def;
        }
        if (!m_o.at(k).is_string())
            throw FieldError{k, ErrorTr::tr("must be a string").toStdString()};
        return m_o.at(k).get<std::string>();
    }
    bool boolean(const char *k, bool def) const
    {
        if (!has(k)) return def;
        if (!m_o.at(k).is_boolean())
            throw FieldError{k, ErrorTr::tr("must be true or false").toStdString()};
        return m_o.at(k).get<bool>();
    }
    template<typename E>
    E oneOf(const char *k, std::initializer_list<std::pair<const char *, E>> choices,
            std::optional<E> def = std::nullopt) const
    {
        if (!has(k) && def) return *def;
        const std::string s = str(k);
        std::string names;
        for (const auto &[name, value] : choices) {
            if (s == name) return value;
            names += (names.empty() ? "" : ", ") + std::string(name);
        }
        throw FieldError{k, ErrorTr::tr("'%1' is not one of: %2")
                                .arg(QString::fromStdString(s), QString::fromStdString(names))
                                .toStdString()};
    }
    const json &obj(const char *k) const
    {
        if (!has(k) || !m_o.at(k).is_object())
            throw FieldError{k, ErrorTr::tr("must be an object").toStdString()};
        return m_o.at(k);
    }

private:
    const json &m_o;
};

Accelerator parseAccelerator(const std::string &id, const json &o)
{
    Reader r(o);
    Accelerator a;
    a.id = id;
    a.name = r.str("name");
    a.vendor = r.str("vendor", false);
    a.formFactor = r.str("form_factor");
    if (a.formFactor != "sxm" && a.formFactor != "pcie" && a.formFactor != "oam"
        && a.formFactor != "module")
        throw FieldError{"form_factor", ErrorTr::tr("'%1' is not one of: sxm, pcie, oam, module")
                                            .arg(QString::fromStdString(a.formFactor))
                                            .toStdString()};
    a.memory = gib(r.num("memory_GiB", 1, 0));
    a.memoryBandwidth = gigabytesPerSecond(r.num("memory_bandwidth_GBps", 1, 0));
    const json &p = r.obj("peak_tflops");
    try {
        a.peakTflopsFp32 = r.optNum(p, "fp32");
        a.peakTflopsTf32 = r.optNum(p, "tf32");
        a.peakTflopsFp16 = r.optNum(p, "fp16");
        a.peakTflopsBf16 = r.optNum(p, "bf16");
        a.peakTflopsFp8 = r.optNum(p, "fp8");
    } catch (const FieldError &e) {
        throw FieldError{"peak_tflops." + e.field, e.message};
    }
    if (!a.peakTflopsFp16 && !a.peakTflopsBf16)
        throw FieldError{"peak_tflops", ErrorTr::tr("needs an fp16 or bf16 peak").toStdString()};
    const json &intra = r.obj("intra_node");
    Reader ri(intra);
    try {
        a.intraKind
            = ri.oneOf<IntraNodeKind>("kind", {{"nvswitch", IntraNodeKind::NvSwitch},
                                               {"nvlink-mesh", IntraNodeKind::NvLinkMesh},
                                               {"nvlink-bridge", IntraNodeKind::NvLinkBridge},
                                               {"pcie", IntraNodeKind::Pcie},
                                               {"infinity-fabric", IntraNodeKind::InfinityFabric},
                                               {"hccs", IntraNodeKind::Hccs}});
        a.intraBandwidthBidir = gigabytesPerSecond(ri.num("bandwidth_GBps", 1, 0));
    } catch (const FieldError &e) {
        throw FieldError{"intra_node." + e.field, e.message};
    }
    a.hostLinkBidir = gigabytesPerSecond(r.num("host_link_GBps", 1, 64, false));
    a.tdp = Watts(r.num("tdp_W", 1, 0));
    a.gemmEfficiency = r.num("gemm_efficiency", 0.05, 0.8, false);
    if (a.gemmEfficiency > 1.0)
        throw FieldError{"gemm_efficiency", ErrorTr::tr("must be at most 1").toStdString()};
    a.attentionEfficiency = r.num("attention_efficiency", 0.05, 0.6 * a.gemmEfficiency, false);
    if (r.has("attention_efficiency_fa3"))
        a.attentionEfficiencyFa3 = r.num("attention_efficiency_fa3", 0.05, 0, false);
    if (a.attentionEfficiency > 1.0 || a.attentionEfficiencyFa3.value_or(0) > 1.0)
        throw FieldError{"attention_efficiency",
                         ErrorTr::tr("must be at most 1").toStdString()};
    a.powerLimit = Watts(r.num("power_limit_W", 1, 0, false));
    a.efficiencyFitted = r.oneOf<bool>("efficiency_basis", {{"fitted", true}, {"planning", false}},
                                       false);
    if (a.powerLimit.value() > a.tdp.value())
        throw FieldError{"power_limit_W", ErrorTr::tr("is above tdp_W").toStdString()};
    a.defaultFabric = r.str("default_fabric", false);
    a.confidence = r.str("confidence", false);
    a.source = r.str("source");
    if (r.has("markets")) {
        for (const auto &[market, m] : r.obj("markets").items()) {
            const std::string field = "markets." + market;
            if (!isKnownMarket(market))
                throw FieldError{field, ErrorTr::tr("unknown market (one of: global, "
                                                    "mainland-china)")
                                            .toStdString()};
            if (!m.is_object())
                throw FieldError{field, ErrorTr::tr("must be an object").toStdString()};
            Reader rm(m);
            MarketRule rule;
            rule.market = market;
            try {
                rule.availability = rm.oneOf<Availability>(
                    "availability", {{"buy", Availability::Buy},
                                     {"rent-only", Availability::RentOnly},
                                     {"unavailable", Availability::Unavailable}});
                // A rule is only as good as its source: all three are required.
                rule.rule = rm.str("rule");
                rule.date = rm.str("date");
                rule.source = rm.str("source");
            } catch (const FieldError &e) {
                throw FieldError{field + "." + e.field, e.message};
            }
            a.markets.push_back(std::move(rule));
        }
    }
    return a;
}

Fabric parseFabric(const std::string &id, const json &o)
{
    Reader r(o);
    Fabric f;
    f.id = id;
    f.name = r.str("name");
    f.kind = r.oneOf<FabricKind>("kind", {{"infiniband", FabricKind::InfiniBand},
                                          {"roce", FabricKind::RoCE},
                                          {"ethernet", FabricKind::Ethernet}});
    f.rate = gigabitsPerSecond(r.num("rate_Gbps", 0.01, 0));
    f.rdma = r.boolean("rdma", f.kind != FabricKind::Ethernet);
    f.efficiency = r.num("efficiency", 0.01, 0.8, false);
    if (f.efficiency > 1.0)
        throw FieldError{"efficiency", ErrorTr::tr("must be at most 1").toStdString()};
    f.latency = microseconds(r.num("latency_us", 0, 5, false));
    f.switchPorts = r.whole("switch_ports", 2, 64, false);
    f.source = r.str("source");
    return f;
}

StorageTier parseStorage(const std::string &id, const json &o)
{
    Reader r(o);
    StorageTier s;
    s.id = id;
    s.name = r.str("name");
    s.media = r.oneOf<StorageMedia>("media", {{"nvme", StorageMedia::Nvme},
                                              {"ssd", StorageMedia::Ssd},
                                              {"hdd", StorageMedia::Hdd},
                                              {"object", StorageMedia::Object}});
    s.perNode = r.oneOf<bool>("scope", {{"per-node", true}, {"shared", false}});
    s.read = gigabytesPerSecond(r.num("read_GBps", 0.001, 0));
    s.write = gigabytesPerSecond(r.num("write_GBps", 0.001, 0));
    s.readIops = r.num("read_iops", 1, 0);
    s.latency = Seconds(r.num("latency_ms", 0, 1, false) / 1000.0);
    s.capacity = terabytes(r.num("capacity_TB", 0.001, 0));
    s.source = r.str("source");
    return s;
}

NodeTemplate parseNode(const std::string &id, const json &o)
{
    Reader r(o);
    NodeTemplate n;
    n.id = id;
    n.name = r.str("name");
    n.kind = r.oneOf<NodeKind>(
        "kind", {{"gpu", NodeKind::Gpu}, {"cpu", NodeKind::Cpu}, {"storage", NodeKind::Storage}});
    n.gpus = r.whole("gpus", 0, 0, false);
    n.maxGpus = r.whole("max_gpus", 0, n.gpus, false);
    if (n.maxGpus < n.gpus)
        throw FieldError{"max_gpus", ErrorTr::tr("is smaller than gpus").toStdString()};
    n.formFactor = r.str("form_factor", false, "any");
    n.cpuCores = r.whole("cpu_cores", 1, 0);
    n.ram = gib(r.num("ram_GiB", 1, 0));
    n.nics = r.whole("nics", 0, 1, false);
    n.hostPower = Watts(r.num("host_power_W", 0, 0));
    n.rackUnits = r.whole("rack_units", 0, 2, false);
    n.source = r.str("source", false);
    return n;
}

PriceList parsePriceList(const std::string &id, const json &o)
{
    Reader r(o);
    PriceList p;
    p.id = id;
    p.name = r.str("name");
    p.currency = r.oneOf<Currency>("currency", {{"CNY", Currency::CNY}, {"USD", Currency::USD}});
    p.date = r.str("date");
    p.source = r.str("source");
    p.powerPerKWh = r.num("power_per_kWh", 0, 0);
    p.pue = r.num("pue", 1.0, 1.4, false);
    p.colocationPerRackMonth = r.num("colocation_per_rack_month", 0, 0, false);
    p.rackPowerKW = r.num("rack_power_kW", 0.1, 20, false);
    p.staffPerYear = r.num("staff_per_year", 0, 0, false);
    p.gpusPerEngineer = r.num("gpus_per_engineer", 1, 256, false);
    p.supportFractionPerYear = r.num("support_fraction_per_year", 0, 0, false);
    p.storagePerTBMonth = r.num("storage_per_TB_month", 0, 0, false);
    auto numberMap = [&](const char *key, std::map<std::string, double> &out) {
        if (!r.has(key)) return;
        const json &m = r.obj(key);
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0)
                throw FieldError{std::string(key) + "." + it.key(),
                                 ErrorTr::tr("must be a non-negative number").toStdString()};
            out[it.key()] = it->get<double>();
        }
    };
    numberMap("network_port_purchase", p.networkPortPurchase);
    numberMap("storage_purchase_per_TB", p.storagePurchasePerTB);
    const json &g = r.obj("gpus");
    for (auto it = g.begin(); it != g.end(); ++it) {
        if (!it->is_object())
            throw FieldError{"gpus." + it.key(), ErrorTr::tr("must be an object").toStdString()};
        Reader rg(*it);
        GpuPrice gp;
        try {
            gp.onDemand = rg.num("on_demand_per_gpu_hour", 0.0001, 0);
            gp.reserved1y = rg.num("reserved_1y_per_gpu_hour", 0.0001, gp.onDemand, false);
            gp.reserved3y = rg.num("reserved_3y_per_gpu_hour", 0.0001, gp.reserved1y, false);
            gp.spot = rg.num("spot_per_gpu_hour", 0.0001, gp.onDemand, false);
            gp.purchasePerGpu = rg.num("purchase_per_gpu", 0.01, 0);
            gp.basis = rg.str("basis", false);
            gp.source = rg.str("source", false);
        } catch (const FieldError &e) {
            throw FieldError{"gpus." + it.key() + "." + e.field, e.message};
        }
        p.gpus[it.key()] = gp;
    }
    return p;
}

ModelPreset parseModel(const std::string &id, const json &o)
{
    Reader r(o);
    ModelPreset m;
    m.id = id;
    m.name = r.str("name");
    m.family = r.oneOf<ModelFamily>("family", {{"decoder", ModelFamily::Decoder},
                                               {"encoder", ModelFamily::Encoder},
                                               {"vit", ModelFamily::Vit},
                                               {"cnn", ModelFamily::Cnn},
                                               {"lstm", ModelFamily::Lstm},
                                               {"ts-transformer", ModelFamily::TsTransformer},
                                               {"clip", ModelFamily::Clip},
                                               {"unet", ModelFamily::Unet}});
    const bool transformer = m.family == ModelFamily::Decoder || m.family == ModelFamily::Encoder
                             || m.family == ModelFamily::Vit
                             || m.family == ModelFamily::TsTransformer
                             || m.family == ModelFamily::Clip;
    m.layers = r.whole("layers", 1, 0, transformer);
    m.hidden = r.whole("hidden", 1, 0, transformer);
    m.heads = r.whole("heads", 1, 0, transformer);
    m.kvHeads = r.whole("kv_heads", 1, m.heads, false);
    m.ffnHidden = r.whole("ffn_hidden", 1, 4.0 * m.hidden, false);
    m.vocab = r.whole("vocab", 0, 0, false);
    m.seqLen = r.whole("seq_len", 1, 0, transformer);
    m.gatedMlp = r.oneOf<bool>("mlp", {{"gelu", false}, {"swiglu", true}}, false);
    m.tiedEmbeddings = r.boolean("tied_embeddings", false);
    m.dropout = r.boolean("dropout", true);
    m.params = r.num("params", 1, 0, !transformer);
    m.forwardGflopsPerSample = r.num("forward_gflops_per_sample", 0, 0, !transformer);
    m.activationBytesPerSample = r.num("activation_bytes_per_sample", 0, 0, !transformer);
    m.bytesPerSampleOnDisk = r.num("bytes_per_sample_on_disk", 0, 0, false);
    m.cpuSecondsPerSample = r.num("cpu_seconds_per_sample", 0, 0, false);
    m.imageSize = r.whole("image_size", 1, 0, false);
    m.channels = r.whole("channels", 1, 3, false);
    m.patch = r.whole("patch", 1, 16, false);
    m.textLayers = r.whole("text_layers", 1, 0, false);
    m.textHidden = r.whole("text_hidden", 1, 0, false);
    m.textHeads = r.whole("text_heads", 1, 1, false);
    m.textSeqLen = r.whole("text_seq_len", 1, 0, false);
    m.source = r.str("source");
    if (transformer && m.hidden % m.heads != 0)
        throw FieldError{"heads", ErrorTr::tr("does not divide hidden").toStdString()};
    if (transformer && m.heads % m.kvHeads != 0)
        throw FieldError{"kv_heads", ErrorTr::tr("does not divide heads").toStdString()};
    return m;
}

Framework parseFramework(const std::string &id, const json &o)
{
    Reader r(o);
    Framework f;
    f.id = id;
    f.name = r.str("name");
    f.elementwiseTraffic = r.num("elementwise_traffic", 0.5, 1.0, false);
    f.launchOverhead = r.num("launch_overhead_us", 0, 4, false) * 1e-6;
    f.tpOverlap = r.num("tp_overlap", 0, 0, false);
    f.shardOverlap = r.num("shard_overlap", 0, 0.9, false);
    if (f.tpOverlap > 1.0)
        throw FieldError{"tp_overlap", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.shardOverlap > 1.0)
        throw FieldError{"shard_overlap", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.elementwiseTraffic > 20.0 || f.launchOverhead > 1e-3)
        throw FieldError{f.elementwiseTraffic > 20.0 ? "elementwise_traffic" : "launch_overhead_us",
                         ErrorTr::tr("is out of range").toStdString()};
    f.hopperAttention = r.boolean("hopper_attention", false);
    f.attentionEfficiency = r.num("attention_efficiency", 0.1, 1.0, false);
    if (f.attentionEfficiency > 2.0)
        throw FieldError{"attention_efficiency", ErrorTr::tr("is out of range").toStdString()};
    f.fp8CastBytes = r.num("fp8_cast_bytes", 0, 3.0, false);
    if (f.fp8CastBytes > 100.0)
        throw FieldError{"fp8_cast_bytes", ErrorTr::tr("is out of range").toStdString()};
    f.defaultSequenceParallel = r.boolean("sequence_parallel", false);
    f.fp8AllGather = r.boolean("fp8_all_gather", false);
    f.selectiveKeep = r.num("selective_keep", 0.05, 1.0, false);
    f.logitBytes = r.num("logit_bytes", 2, 6.0, false);
    if (f.logitBytes > 32.0)
        throw FieldError{"logit_bytes", ErrorTr::tr("is out of range").toStdString()};
    if (f.selectiveKeep > 1.0)
        throw FieldError{"selective_keep", ErrorTr::tr("must be at most 1").toStdString()};
    f.source = r.str("source");
    return f;
}

/// One section's entries, kept as JSON until every file is merged; origin = last file.
struct RawSection
{
    std::vector<std::string> order;
    std::map<std::string, json> entries;
    std::map<std::string, std::string> origin;
};

struct RawCatalog
{
    std::map<std::string, RawSection> sections;
    json exchangeRate;
    std::string exchangeOrigin;
};

const char *const kSections[]
    = {"accelerators", "fabrics", "storage", "nodes", "prices", "models", "frameworks"};

std::optional<CatalogError> mergeRaw(RawCatalog &raw, const std::string &text,
                                     const std::string &file)
{
    if (auto e = detail::checkNesting(text, "catalog"))
        return CatalogError{file, {}, {}, e->message};
    json doc;
    try {
        doc = json::parse(text, nullptr, true, false);
    } catch (const json::parse_error &e) {
        return CatalogError{file, {}, {}, detail::jsonSyntaxError(text, e.byte)};
    } catch (const json::exception &e) {
        // "number overflow parsing '1e999'": a value no double holds.
        return CatalogError{file, {}, {}, detail::jsonReadError(e)};
    }
    if (!doc.is_object())
        return CatalogError{
            file, {}, {}, ErrorTr::tr("the top level must be an object").toStdString()};
    if (doc.contains("format")
        && (!doc["format"].is_number_integer() || doc["format"].get<int>() != 1))
        return CatalogError{
            file,
            {},
            "format",
            ErrorTr::tr("unsupported catalog format (this version reads 1)").toStdString()};
    bool any = false;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        const std::string &key = it.key();
        if (key == "format") continue;
        if (key == "exchange_rate") {
            if (!it->is_object())
                return CatalogError{
                    file, {}, "exchange_rate", ErrorTr::tr("must be an object").toStdString()};
            raw.exchangeRate = *it;
            raw.exchangeOrigin = file;
            any = true;
            continue;
        }
        if (std::find(std::begin(kSections), std::end(kSections), key) == std::end(kSections))
            return CatalogError{file,
                                {},
                                key,
                                ErrorTr::tr("unknown section (expected accelerators, fabrics, "
                                            "storage, nodes, prices, models, frameworks or "
                                            "exchange_rate)")
                                    .toStdString()};
        if (!it->is_array())
            return CatalogError{
                file, {}, key, ErrorTr::tr("must be an array of entries").toStdString()};
        any = true;
        RawSection &sec = raw.sections[key];
        std::size_t index = 0;
        for (const json &e : *it) {
            const std::string where = key + "[" + std::to_string(index++) + "]";
            if (!e.is_object())
                return CatalogError{
                    file, where, {}, ErrorTr::tr("must be an object").toStdString()};
            if (!e.contains("id") || !e["id"].is_string() || e["id"].get<std::string>().empty())
                return CatalogError{file, where, "id",
                                    ErrorTr::tr("is missing or not a string").toStdString()};
            const std::string id = e["id"].get<std::string>();
            if (id.size() > 100)
                return CatalogError{file, where, "id",
                                    ErrorTr::tr("is longer than 100 characters").toStdString()};
            auto found = sec.entries.find(id);
            if (found == sec.entries.end()) {
                sec.order.push_back(id);
                sec.entries[id] = e;
            } else {
                found->second.merge_patch(e);
            }
            sec.origin[id] = file;
        }
    }
    if (!any)
        return CatalogError{file, {}, {}, ErrorTr::tr("has no catalog section").toStdString()};
    return std::nullopt;
}

template<typename T, typename Parse>
std::optional<CatalogError> materialize(const RawCatalog &raw, const char *section,
                                        std::vector<T> &out, Parse parse)
{
    out.clear();
    auto it = raw.sections.find(section);
    if (it == raw.sections.end()) return std::nullopt;
    const RawSection &sec = it->second;
    for (const std::string &id : sec.order) {
        try {
            out.push_back(parse(id, sec.entries.at(id)));
        } catch (const FieldError &e) {
            return CatalogError{sec.origin.at(id), id, e.field, e.message};
        } catch (const json::exception &e) {
            return CatalogError{sec.origin.at(id), id, {}, detail::jsonReadError(e)};
        }
    }
    return std::nullopt;
}

std::optional<CatalogError> build(const RawCatalog &raw, Catalog &c)
{
    if (auto e = materialize(raw, "accelerators", c.accelerators, parseAccelerator)) return e;
    if (auto e = materialize(raw, "fabrics", c.fabrics, parseFabric)) return e;
    if (auto e = materialize(raw, "storage", c.storageTiers, parseStorage)) return e;
    if (auto e = materialize(raw, "nodes", c.nodes, parseNode)) return e;
    if (auto e = materialize(raw, "prices", c.priceLists, parsePriceList)) return e;
    if (auto e = materialize(raw, "models", c.models, parseModel)) return e;
    if (auto e = materialize(raw, "frameworks", c.frameworks, parseFramework)) return e;
    if (!c.framework(kDefaultFramework))
        return CatalogError{"frameworks", kDefaultFramework, {},
                            ErrorTr::tr("the default training stack is missing").toStdString()};
    if (raw.exchangeRate.is_object()) {
        try {
            Reader r(raw.exchangeRate);
            c.cnyPerUsd = r.num("CNY_per_USD", 0.01, 7.2);
            c.exchangeRateDate = r.str("date", false);
        } catch (const FieldError &e) {
            return CatalogError{raw.exchangeOrigin, "exchange_rate", e.field, e.message};
        }
    }
    for (const Accelerator &a : c.accelerators)
        if (!a.defaultFabric.empty() && !c.fabric(a.defaultFabric))
            return CatalogError{raw.sections.at("accelerators").origin.at(a.id), a.id,
                                "default_fabric",
                                ErrorTr::tr("names a fabric that is not in the catalog").toStdString()};
    // Cross references: every price entry must name a known accelerator (looked up in a set:
    // a list naming 100,000 of them is checked in linear time).
    std::unordered_set<std::string> known;
    known.reserve(c.accelerators.size());
    for (const Accelerator &a : c.accelerators)
        known.insert(a.id);
    for (const PriceList &p : c.priceLists)
        for (const auto &[gpu, price] : p.gpus)
            if (!known.count(gpu))
                return CatalogError{
                    raw.sections.at("prices").origin.at(p.id), p.id, "gpus." + gpu,
                    ErrorTr::tr("names an accelerator that is not in the catalog").toStdString()};
    return std::nullopt;
}

std::string readResource(const char *path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = f.readAll();
    return std::string(data.constData(), static_cast<std::size_t>(data.size()));
}

const char *const kBuiltinFiles[] = {
    ":/catalog/accelerators.json", ":/catalog/fabrics.json", ":/catalog/storage.json",
    ":/catalog/nodes.json",        ":/catalog/prices.json",  ":/catalog/models.json",
    ":/catalog/frameworks.json",
};

std::optional<CatalogError> loadBuiltinRaw(RawCatalog &raw)
{
    for (const char *path : kBuiltinFiles) {
        const std::string text = readResource(path);
        if (text.empty())
            return CatalogError{
                path,
                {},
                {},
                ErrorTr::tr("bundled catalog file is missing from the build").toStdString()};
        if (auto e = mergeRaw(raw, text, path)) return e;
    }
    return std::nullopt;
}

} // namespace

std::optional<CatalogError> loadCatalogTexts(Catalog &out, const std::vector<CatalogText> &docs)
{
    RawCatalog raw;
    if (auto e = loadBuiltinRaw(raw)) return e;
    for (const CatalogText &d : docs)
        if (auto e = mergeRaw(raw, d.text, d.fileName)) return e;
    Catalog c;
    if (auto e = build(raw, c)) return e;
    out = std::move(c);
    return std::nullopt;
}

std::optional<CatalogError> loadCatalog(Catalog &out, const std::vector<std::string> &userFiles)
{
    RawCatalog raw;
    if (auto e = loadBuiltinRaw(raw)) return e;
    for (const std::string &path : userFiles) {
        QByteArray data;
        if (auto problem = readInputFile(QString::fromStdString(path), data))
            return CatalogError{path, {}, {}, problem->toStdString()};
        if (auto e = mergeRaw(raw, std::string(data.constData(), std::size_t(data.size())), path))
            return e;
    }
    Catalog c;
    if (auto e = build(raw, c)) return e;
    out = std::move(c);
    return std::nullopt;
}

const Catalog &builtinCatalog()
{
    static Catalog catalog;
    static std::once_flag once;
    std::call_once(once, [] {
        if (auto e = loadCatalog(catalog, {}))
            qFatal("bundled catalog is broken: %s", e->toString().c_str());
    });
    return catalog;
}

BytesPerSecond nicRateInHost(const Fabric &f, const Accelerator &gpu)
{
    const double slot = gpu.hostLinkBidir.value() / 2.0;
    return slot > 0 ? std::min(f.rate, BytesPerSecond(slot)) : f.rate;
}

bool templateTakes(const NodeTemplate &t, const Accelerator &a)
{
    if (t.kind != NodeKind::Gpu) return false;
    if (t.formFactor == "any" || t.formFactor == a.formFactor) return true;
    // OAM baseboards, and the eight-module boards of Ascend servers (Atlas 800T A2), are
    // SXM-class: eight mezzanine modules on one board with their own links.
    return (a.formFactor == "oam" || a.formFactor == "module") && t.formFactor == "sxm";
}

} // namespace cp
