// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing each kind of catalog entry, with the checks between its fields (a power limit
// above the TDP, heads that do not divide the hidden size).
#include "io/catalogentries.h"
#include "report/errortext.h"

#include <cmath>
#include <initializer_list>
#include <variant>

namespace cp::detail {

namespace {

/// One plain number of an entry, read by a table: its key, the member it goes to, the least
/// value it may take, the value it takes when left out, and whether it must be given. Fields
/// with units, choices or checks against other fields are read one by one.
template<typename T>
struct Field
{
    const char *key;
    std::variant<double T::*, int T::*> member;
    double min;
    double fallback;
    bool required;
};

template<typename T>
void readFields(const Reader &r, T &out, std::initializer_list<Field<T>> fields)
{
    for (const Field<T> &f : fields) {
        if (const auto *number = std::get_if<double T::*>(&f.member))
            out.*(*number) = r.num(f.key, f.min, f.fallback, f.required);
        else
            out.*std::get<int T::*>(f.member) = r.whole(f.key, f.min, f.fallback, f.required);
    }
}

/// A new entry with the id it is listed under and its name, which every kind requires.
template<typename T>
T namedEntry(const std::string &id, const Reader &r)
{
    T entry;
    entry.id = id;
    entry.name = r.str("name");
    return entry;
}

} // namespace

Accelerator parseAccelerator(const std::string &id, const json &o)
{
    Reader r(o);
    Accelerator a = namedEntry<Accelerator>(id, r);
    a.vendor = r.str("vendor", false);
    a.formFactor = r.str("form_factor");
    if (a.formFactor != "sxm" && a.formFactor != "pcie" && a.formFactor != "oam"
        && a.formFactor != "module" && a.formFactor != "superchip")
        throw FieldError{"form_factor",
                         ErrorTr::tr("'%1' is not one of: sxm, pcie, oam, module, superchip")
                             .arg(QString::fromStdString(a.formFactor))
                             .toStdString()};
    a.memory = gib(r.num("memory_GiB", 1, 0));
    a.usableMemory = a.memory;
    if (r.has("memory_usable_MiB")) {
        a.usableMemory = mib(r.num("memory_usable_MiB", 1, 0, false));
        if (a.usableMemory.value() > 1.1 * a.memory.value())
            throw FieldError{"memory_usable_MiB",
                             ErrorTr::tr("is more than memory_GiB").toStdString()};
        a.usableMemorySource = r.str("memory_usable_source");
    }
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
    if (r.has("fabrics")) a.fabrics = r.strings("fabrics");
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
                // "buy" with no rule is what every market is without one: how `catalog`
                // lists it, read back as no rule.
                if (rule.availability == Availability::Buy && !rm.has("rule") && !rm.has("date")
                    && !rm.has("source"))
                    continue;
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
    Fabric f = namedEntry<Fabric>(id, r);
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
    if (r.has("link_power_W")) {
        const Reader rp(r.obj("link_power_W"));
        try {
            f.linkPower = {rp.num("in_rack", 0, 0, false), rp.num("in_row", 0, 0, false),
                           rp.num("between_rows", 0, 0, false)};
        } catch (const FieldError &e) {
            throw FieldError{"link_power_W." + e.field, e.message};
        }
    }
    f.source = r.str("source");
    return f;
}

SwitchModel parseSwitch(const std::string &id, const json &o)
{
    Reader r(o);
    SwitchModel s = namedEntry<SwitchModel>(id, r);
    s.fabrics = r.strings("fabrics");
    s.ports = r.whole("ports", 1, 0);
    s.portGbps = r.num("port_Gbps", 0.001, 0);
    s.rackUnits = r.whole("rack_units", 1, 1, false);
    s.power = Watts(r.num("power_W", 0, 0, false));
    if (r.has("markets"))
        for (const std::string &m : r.strings("markets")) {
            if (!isKnownMarket(m))
                throw FieldError{"markets",
                                 ErrorTr::tr("'%1' is not one of: global, mainland-china")
                                     .arg(QString::fromStdString(m))
                                     .toStdString()};
            s.markets.push_back(m);
        }
    s.source = r.str("source");
    return s;
}

StorageTier parseStorage(const std::string &id, const json &o)
{
    Reader r(o);
    StorageTier s = namedEntry<StorageTier>(id, r);
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
    NodeTemplate n = namedEntry<NodeTemplate>(id, r);
    n.kind = r.oneOf<NodeKind>(
        "kind", {{"gpu", NodeKind::Gpu}, {"cpu", NodeKind::Cpu}, {"storage", NodeKind::Storage}});
    readFields<NodeTemplate>(r, n,
                             {{"gpus", &NodeTemplate::gpus, 0, 0, false},
                              {"cpu_cores", &NodeTemplate::cpuCores, 1, 0, true},
                              {"nics", &NodeTemplate::nics, 0, 1, false},
                              {"rack_units", &NodeTemplate::rackUnits, 0, 2, false}});
    n.maxGpus = r.whole("max_gpus", 0, n.gpus, false);
    if (n.maxGpus < n.gpus)
        throw FieldError{"max_gpus", ErrorTr::tr("is smaller than gpus").toStdString()};
    n.formFactor = r.str("form_factor", false, "any");
    n.ram = gib(r.num("ram_GiB", 1, 0));
    n.hostPower = Watts(r.num("host_power_W", 0, 0));
    if (r.has("fabrics")) n.fabrics = r.strings("fabrics");
    n.source = r.str("source", false);
    if (r.has("rack_scale")) {
        Reader rs(r.obj("rack_scale"));
        try {
            RackScale s;
            s.nodes = rs.whole("nodes", 1, 0);
            s.jobNodes = rs.whole("job_nodes", 1, s.nodes, false);
            if (s.jobNodes > s.nodes)
                throw FieldError{"job_nodes", ErrorTr::tr("is larger than nodes").toStdString()};
            s.powerKW = rs.num("power_kW", 0.1, 0);
            s.liquidCooled = rs.oneOf<bool>("cooling", {{"liquid", true}, {"air", false}});
            s.source = rs.str("source");
            n.rackScale = s;
        } catch (const FieldError &e) {
            throw FieldError{"rack_scale." + e.field, e.message};
        }
    }
    return n;
}

PriceList parsePriceList(const std::string &id, const json &o)
{
    Reader r(o);
    PriceList p = namedEntry<PriceList>(id, r);
    p.currency = r.oneOf<Currency>("currency", {{"CNY", Currency::CNY}, {"USD", Currency::USD}});
    p.date = r.str("date");
    p.source = r.str("source");
    p.notes = r.str("notes", false);
    readFields<PriceList>(
        r, p,
        {{"power_per_kWh", &PriceList::powerPerKWh, 0, 0, true},
         {"pue", &PriceList::pue, 1.0, 1.4, false},
         {"colocation_per_rack_month", &PriceList::colocationPerRackMonth, 0, 0, false},
         {"rack_power_kW", &PriceList::rackPowerKW, 0.1, 20, false},
         {"staff_per_year", &PriceList::staffPerYear, 0, 0, false},
         {"gpus_per_engineer", &PriceList::gpusPerEngineer, 1, 256, false},
         {"support_fraction_per_year", &PriceList::supportFractionPerYear, 0, 0, false},
         {"storage_per_TB_month", &PriceList::storagePerTBMonth, 0, 0, false},
         {"cpu_core_hour", &PriceList::cpuCoreHour, 0, 0, false},
         {"cpu_core_purchase", &PriceList::cpuCorePurchase, 0, 0, false}});
    p.unlistedFrom = r.str("unlisted_from", false);
    p.unlistedRentalFactor = r.num("unlisted_rental_factor", 0.01, 1, false);
    p.minRentalMonths = r.num("min_rental_months", 0, 0, false);
    p.fibreMultimode = r.num("fibre_multimode_purchase", 0, 0, false);
    p.fibreSingleMode = r.num("fibre_single_mode_purchase", 0, 0, false);
    p.sparesOptics = r.num("spares_optics", 0, 0, false);
    p.sparesCables = r.num("spares_cables", 0, 0, false);
    for (const auto &[field, share] :
         {std::pair{"spares_optics", p.sparesOptics}, std::pair{"spares_cables", p.sparesCables}})
        if (share > 0.5) throw FieldError{field, ErrorTr::tr("must be at most 0.5").toStdString()};
    if (p.minRentalMonths > 60)
        throw FieldError{"min_rental_months", ErrorTr::tr("must be at most 60").toStdString()};
    p.spreadSourced = r.pair("spread_sourced", 0.01, p.spreadSourced);
    p.spreadAssumed = r.pair("spread_assumed", 0.01, p.spreadAssumed);
    for (const auto &[field, spread] : {std::pair{"spread_sourced", p.spreadSourced},
                                        std::pair{"spread_assumed", p.spreadAssumed}})
        if (spread[0] > 1 || spread[1] < 1)
            throw FieldError{field, ErrorTr::tr("must hold 1, the typical figure").toStdString()};
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
    // The list's maps of part prices, by their key in the file.
    using Prices = std::map<std::string, double> PriceList::*;
    static constexpr std::pair<const char *, Prices> kPriceMaps[]
        = {{"network_port_purchase", &PriceList::networkPortPurchase},
           {"storage_purchase_per_TB", &PriceList::storagePurchasePerTB},
           {"switch_purchase", &PriceList::switchPurchase},
           {"link_purchase", &PriceList::linkPurchase},
           {"link_purchase_in_rack", &PriceList::linkPurchaseInRack},
           {"link_purchase_between_rows", &PriceList::linkPurchaseBetweenRows}};
    for (const auto &[key, prices] : kPriceMaps)
        numberMap(key, p.*prices);
    // The assumptions (a field, or "field.key"; what follows a space explains it), and the
    // ranges of amounts whose sources disagree, each holding its typical figure.
    if (r.has("assumed_fields"))
        for (const std::string &f : r.strings("assumed_fields"))
            p.assumedFields.insert(f.substr(0, f.find(' ')));
    if (r.has("sources")) {
        const json &m = r.obj("sources");
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (!it->is_string() || it->get<std::string>().empty())
                throw FieldError{"sources." + it.key(),
                                 ErrorTr::tr("must be a text naming the source").toStdString()};
            p.sources[it.key()] = it->get<std::string>();
        }
    }
    if (r.has("ranges")) {
        const json &m = r.obj("ranges");
        for (auto it = m.begin(); it != m.end(); ++it) {
            const std::string name = it.key();
            const std::string where = "ranges." + name;
            const auto dot = name.find('.');
            const std::string field = name.substr(0, dot);
            const std::string key = dot == std::string::npos ? std::string() : name.substr(dot + 1);
            std::optional<double> typical;
            if (field == "support_fraction_per_year" && key.empty())
                typical = p.supportFractionPerYear;
            for (const auto &[k, prices] : kPriceMaps)
                if (field == k)
                    if (auto found = (p.*prices).find(key); found != (p.*prices).end())
                        typical = found->second;
            if (!typical)
                throw FieldError{where, ErrorTr::tr("names no amount of the list").toStdString()};
            const json holder{{"range", *it}}; // Reader keeps a reference
            Reader rr(holder);
            std::array<double, 2> range{};
            try {
                range = rr.pair("range", 0, {});
            } catch (const FieldError &e) {
                throw FieldError{where, e.message};
            }
            if (range[0] > *typical * (1 + 1e-9) || *typical > range[1] * (1 + 1e-9))
                throw FieldError{where, ErrorTr::tr("must hold the typical figure").toStdString()};
            p.ranges[name] = range;
        }
    }
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
            // The source's range, else the list's spread for a figure of this basis.
            const std::array<double, 2> spread
                = gp.basis == "sourced" ? p.spreadSourced : p.spreadAssumed;
            auto around = [&spread](double typical) {
                return std::array<double, 2>{typical * spread[0], typical * spread[1]};
            };
            gp.onDemandRange = rg.pair("on_demand_range", 0.0001, around(gp.onDemand));
            gp.purchaseRange = rg.pair("purchase_range", 0.01, around(gp.purchasePerGpu));
            auto holds = [](const std::array<double, 2> &range, double typical) {
                return range[0] <= typical * (1 + 1e-9) && typical <= range[1] * (1 + 1e-9);
            };
            if (!holds(gp.onDemandRange, gp.onDemand))
                throw FieldError{"on_demand_range",
                                 ErrorTr::tr("must hold on_demand_per_gpu_hour").toStdString()};
            if (!holds(gp.purchaseRange, gp.purchasePerGpu))
                throw FieldError{"purchase_range",
                                 ErrorTr::tr("must hold purchase_per_gpu").toStdString()};
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
    ModelPreset m = namedEntry<ModelPreset>(id, r);
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
    using M = ModelPreset;
    readFields<M>(r, m,
                  {{"layers", &M::layers, 1, 0, transformer},
                   {"hidden", &M::hidden, 1, 0, transformer},
                   {"heads", &M::heads, 1, 0, transformer},
                   {"vocab", &M::vocab, 0, 0, false},
                   {"seq_len", &M::seqLen, 1, 0, transformer},
                   {"params", &M::params, 1, 0, !transformer},
                   {"forward_gflops_per_sample", &M::forwardGflopsPerSample, 0, 0, !transformer},
                   {"activation_bytes_per_sample", &M::activationBytesPerSample, 0, 0,
                    !transformer},
                   {"bytes_per_sample_on_disk", &M::bytesPerSampleOnDisk, 0, 0, false},
                   {"cpu_seconds_per_sample", &M::cpuSecondsPerSample, 0, 0, false},
                   {"image_size", &M::imageSize, 1, 0, false},
                   {"channels", &M::channels, 1, 3, false},
                   {"patch", &M::patch, 1, 16, false},
                   {"text_layers", &M::textLayers, 1, 0, false},
                   {"text_hidden", &M::textHidden, 1, 0, false},
                   {"text_heads", &M::textHeads, 1, 1, false},
                   {"text_seq_len", &M::textSeqLen, 1, 0, false},
                   {"experts", &M::experts, 1, 0, false},
                   {"experts_per_token", &M::expertsPerToken, 1, 0, false},
                   {"shared_experts", &M::sharedExperts, 0, 0, false},
                   {"expert_ffn", &M::expertFfn, 1, 0, false},
                   {"dense_layers", &M::denseLayers, 0, 0, false},
                   {"q_lora_rank", &M::qLoraRank, 1, 0, false},
                   {"kv_lora_rank", &M::kvLoraRank, 1, 0, false},
                   {"rope_head_dim", &M::ropeHeadDim, 1, 0, false},
                   {"value_head_dim", &M::valueHeadDim, 1, 0, false}});
    // Defaults that follow from the dimensions above.
    m.kvHeads = r.whole("kv_heads", 1, m.heads, false);
    m.ffnHidden = r.whole("ffn_hidden", 1, 4.0 * m.hidden, false);
    m.headDim = r.whole("head_dim", 1, 0, false);
    m.gatedMlp = r.oneOf<bool>("mlp", {{"gelu", false}, {"swiglu", true}}, false);
    m.tiedEmbeddings = r.boolean("tied_embeddings", false);
    m.dropout = r.boolean("dropout", true);
    m.source = r.str("source");
    if (transformer && m.hidden % m.heads != 0 && m.headDim == 0)
        throw FieldError{"heads", ErrorTr::tr("does not divide hidden").toStdString()};
    if (transformer && m.heads % m.kvHeads != 0)
        throw FieldError{"kv_heads", ErrorTr::tr("does not divide heads").toStdString()};
    if (m.experts > 0 && (m.expertsPerToken == 0 || m.expertsPerToken > m.experts))
        throw FieldError{"experts_per_token",
                         ErrorTr::tr("must be between 1 and the experts").toStdString()};
    if (m.experts > 0 && m.denseLayers >= m.layers)
        throw FieldError{"dense_layers", ErrorTr::tr("must be fewer than the layers").toStdString()};
    return m;
}

Framework parseFramework(const std::string &id, const json &o)
{
    Reader r(o);
    Framework f = namedEntry<Framework>(id, r);
    f.portOf = r.str("port_of", false);
    f.vendor = r.str("vendor", false);
    if (!f.portOf.empty() && f.vendor.empty())
        throw FieldError{"vendor", ErrorTr::tr("names the accelerators' vendor a port runs on")
                                       .toStdString()};
    readFields<Framework>(r, f,
                          {{"elementwise_traffic", &Framework::elementwiseTraffic, 0.5, 1.0, false},
                           {"tp_overlap", &Framework::tpOverlap, 0, 0, false},
                           {"shard_overlap", &Framework::shardOverlap, 0, 0.9, false},
                           {"expert_overlap", &Framework::expertOverlap, 0, 0, false},
                           {"attention_efficiency", &Framework::attentionEfficiency, 0.1, 1.0,
                            false},
                           {"fp8_cast_bytes", &Framework::fp8CastBytes, 0, 3.0, false},
                           {"selective_keep", &Framework::selectiveKeep, 0.05, 1.0, false},
                           {"logit_bytes", &Framework::logitBytes, 2, 6.0, false},
                           {"vocab_parallel_logit_bytes", &Framework::vocabParallelLogitBytes,
                            0, 0, false},
                           {"gather_limit_params", &Framework::gatherLimitParams, 0, 0, false},
                           {"reduce_bucket_params", &Framework::reduceBucketParams, 0, 0, false},
                           {"reduce_grad_bytes", &Framework::reduceGradBytes, 2, 4.0, false},
                           {"shard_collective_efficiency", &Framework::shardCollectiveEfficiency,
                            0.01, 1.0, false},
                           {"pipeline_efficiency", &Framework::pipelineEfficiency, 0.1, 1.0,
                            false},
                           {"grad_bucket_params", &Framework::gradBucketParams, 0, 0, false},
                           {"grad_bucket_params_per_rank", &Framework::gradBucketParamsPerRank,
                            0, 0, false}});
    f.launchOverhead = r.num("launch_overhead_us", 0, 4, false) * 1e-6;
    if (f.tpOverlap > 1.0)
        throw FieldError{"tp_overlap", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.shardOverlap > 1.0)
        throw FieldError{"shard_overlap", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.expertOverlap > 1.0)
        throw FieldError{"expert_overlap", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.elementwiseTraffic > 20.0 || f.launchOverhead > 1e-3)
        throw FieldError{f.elementwiseTraffic > 20.0 ? "elementwise_traffic" : "launch_overhead_us",
                         ErrorTr::tr("is out of range").toStdString()};
    f.hopperAttention = r.boolean("hopper_attention", false);
    if (f.attentionEfficiency > 2.0)
        throw FieldError{"attention_efficiency", ErrorTr::tr("is out of range").toStdString()};
    if (f.fp8CastBytes > 100.0)
        throw FieldError{"fp8_cast_bytes", ErrorTr::tr("is out of range").toStdString()};
    f.defaultSequenceParallel = r.boolean("sequence_parallel", false);
    f.fp8AllGather = r.boolean("fp8_all_gather", false);
    f.recomputeNorms = r.boolean("recompute_norms", false);
    f.recomputeMoeActivation = r.boolean("recompute_moe_activation", false);
    f.recomputeMlaUpProjection = r.boolean("recompute_mla_up_projection", false);
    f.dualPipe = r.boolean("dual_pipe", false);
    f.fp8ExpertActivationInputs = r.boolean("fp8_expert_activation_inputs", false);
    f.modelParallelUnfusedAttention = r.boolean("model_parallel_unfused_attention", false);
    f.stagesByParameters = r.boolean("stages_by_parameters", false);
    if (f.logitBytes > 32.0)
        throw FieldError{"logit_bytes", ErrorTr::tr("is out of range").toStdString()};
    if (f.vocabParallelLogitBytes > 32.0)
        throw FieldError{"vocab_parallel_logit_bytes", ErrorTr::tr("is out of range").toStdString()};
    if (f.shardCollectiveEfficiency > 1.0)
        throw FieldError{"shard_collective_efficiency", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.pipelineEfficiency > 1.0)
        throw FieldError{"pipeline_efficiency", ErrorTr::tr("must be at most 1").toStdString()};
    if (f.reduceGradBytes > 4.0)
        throw FieldError{"reduce_grad_bytes", ErrorTr::tr("is out of range").toStdString()};
    if (f.selectiveKeep > 1.0)
        throw FieldError{"selective_keep", ErrorTr::tr("must be at most 1").toStdString()};
    f.source = r.str("source");
    return f;
}

} // namespace cp::detail
