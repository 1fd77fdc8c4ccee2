// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled catalog: required ids, datasheet figures (and none of the wrong numbers in
// circulation), user overrides, and errors that name the file, entry and field.
#include "testutil.h"

#include <QRegularExpression>
#include "io/catalogjson.h"

using namespace cp;
using namespace cp::test;

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void requiredIds();
    void datasheetPeaks_data();
    void datasheetPeaks();
    void everyAcceleratorHasPrices();
    void priceListsOfBothMarketsAreDated();
    void userOverrideChangesOneField();
    void aPortTakesItsStacksFigures();
    void catalogListingReadsBack();
    void marketRules_data();
    void marketRules();
    void userAddsAnAccelerator();
    void aHundredThousandAcceleratorsLoadInLinearTime();
    void malformed_data();
    void malformed();
};

void TestCatalog::requiredIds()
{
    const Catalog &c = catalog();
    for (const char *id :
         {"t4-16gb",         "v100-32gb-sxm",  "a10-24gb",      "a30-24gb",      "a100-40gb-sxm",
          "a100-80gb-sxm",   "a100-80gb-pcie", "a800-80gb-sxm", "h100-80gb-sxm", "h100-80gb-pcie",
          "h800-80gb-sxm",   "h200-141gb-sxm", "h20-96gb",      "l20-48gb",      "l40s-48gb",
          "rtx4090-24gb",    "rtx4090d-24gb",  "b200-180gb",    "mi250x-128gb",  "mi300x-192gb",
          "ascend-910b-64gb"})
        QVERIFY2(c.accelerator(id), id);
    for (const char *id : {"ib-hdr-200", "ib-ndr-400", "roce-100", "roce-200", "roce-400", "eth-1",
                           "eth-10", "eth-25", "eth-100"})
        QVERIFY2(c.fabric(id), id);
    for (const char *id : {"nvme-local", "all-flash", "parallel-fs", "hdd-array", "object"})
        QVERIFY2(c.storage(id), id);
    for (const char *id : {"sxm8-server", "pcie8-server", "pcie4-server", "workstation-1gpu",
                           "workstation-2gpu", "cpu-preprocess", "storage-node"})
        QVERIFY2(c.node(id), id);
    for (const char *id :
         {"gpt3-175b", "llama2-7b", "llama2-13b", "llama2-70b", "llama3-8b", "llama3-70b",
          "llama3-405b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-72b", "bert-base", "bert-large",
          "vit-l16", "resnet50", "lstm-ts", "ts-transformer", "clip-vit-l14", "sdxl-unet"})
        QVERIFY2(c.model(id), id);
    QVERIFY(c.priceListFor(Currency::CNY));
    QVERIFY(c.priceListFor(Currency::USD));
}

void TestCatalog::datasheetPeaks_data()
{
    // Dense peaks from reference/accelerators.md; the comments give the wrong figure that
    // circulates (domain brief, "Numbers in circulation that are wrong").
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("fp16");
    QTest::addColumn<double>("memoryGiB");
    QTest::newRow("A100 312, not 624 (sparse)") << QStringLiteral("a100-80gb-sxm") << 312.0 << 80.0;
    QTest::newRow("H100 SXM 989.5, not 3351") << QStringLiteral("h100-80gb-sxm") << 989.5 << 80.0;
    QTest::newRow("H100 PCIe 756.5") << QStringLiteral("h100-80gb-pcie") << 756.5 << 80.0;
    QTest::newRow("MI250X 383, not 4800") << QStringLiteral("mi250x-128gb") << 383.0 << 128.0;
    QTest::newRow("T4 65, not 89") << QStringLiteral("t4-16gb") << 65.0 << 16.0;
    QTest::newRow("H200 141 GB, no 160 GB H100")
        << QStringLiteral("h200-141gb-sxm") << 989.5 << 141.0;
    QTest::newRow("MI300X 1307.4, not 2615") << QStringLiteral("mi300x-192gb") << 1307.4 << 192.0;
    QTest::newRow("L40S 362.05, not 733") << QStringLiteral("l40s-48gb") << 362.05 << 48.0;
}

void TestCatalog::datasheetPeaks()
{
    QFETCH(QString, id);
    QFETCH(double, fp16);
    QFETCH(double, memoryGiB);
    const Accelerator *a = catalog().accelerator(id.toStdString());
    QVERIFY(a);
    QVERIFY(a->peakTflopsFp16);
    QCOMPARE(*a->peakTflopsFp16, fp16);
    QCOMPARE(toGiB(a->memory), memoryGiB);
    QVERIFY(!a->source.empty());
}

void TestCatalog::everyAcceleratorHasPrices()
{
    // Every list prices every accelerator, itself or through the list it names for the
    // parts it leaves out; a rate within its range, no commitment dearer than less of one.
    for (const PriceList &p : catalog().priceLists)
        for (const Accelerator &a : catalog().accelerators) {
            const PriceList *from = &p;
            if (!p.gpus.count(a.id) && !p.unlistedFrom.empty())
                from = catalog().priceList(p.unlistedFrom);
            QVERIFY(from);
            auto it = from->gpus.find(a.id);
            QVERIFY2(it != from->gpus.end(), (p.id + " lacks " + a.id).c_str());
            const GpuPrice &g = it->second;
            QVERIFY(g.spot > 0 && g.spot <= g.onDemand);
            QVERIFY(g.reserved1y <= g.onDemand && g.reserved3y <= g.reserved1y);
            QVERIFY2(g.onDemandRange[0] <= g.onDemand && g.onDemand <= g.onDemandRange[1],
                     (p.id + " " + a.id).c_str());
            QVERIFY(g.purchaseRange[0] <= g.purchasePerGpu
                    && g.purchasePerGpu <= g.purchaseRange[1]);
        }
}

void TestCatalog::priceListsOfBothMarketsAreDated()
{
    // At least four lists, two of them in yuan: a hyperscaler's, a specialty cloud's, a
    // mainland list and a mainland rental; each says where its figures come from and when.
    int lists = 0, yuan = 0;
    for (const PriceList &p : catalog().priceLists) {
        ++lists;
        yuan += p.currency == Currency::CNY;
        QVERIFY2(!p.source.empty() && !p.date.empty(), p.id.c_str());
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}(-\\d{2})?$"))
                     .match(QString::fromStdString(p.date))
                     .hasMatch(),
                 p.date.c_str());
        for (const auto &[gpu, g] : p.gpus)
            QVERIFY2(!g.source.empty(), (p.id + " " + gpu).c_str());
        // Every amount is an assumption or names its source, and sits in its range:
        // the support fraction and the switches' and links' prices named none.
        for (const PriceList::Figure &f : p.figures()) {
            QVERIFY2(f.assumed || !f.source.empty(), (p.id + " " + f.name).c_str());
            QVERIFY2(f.low <= f.value * (1 + 1e-9) && f.value <= f.high * (1 + 1e-9),
                     (p.id + " " + f.name).c_str());
        }
    }
    QVERIFY(lists >= 4);
    QVERIFY(yuan >= 2);
    // A list that names another for the parts it leaves out names one that exists, and a
    // range holds its typical figure.
    for (const auto &[text, field] :
         {std::pair{R"({"prices": [{"id": "list-usd-2026", "unlisted_from": "nowhere"}]})",
                    "unlisted_from"},
          std::pair{R"({"prices": [{"id": "list-usd-2026", "gpus": {"h100-80gb-sxm": {
              "on_demand_per_gpu_hour": 6.88, "purchase_per_gpu": 38750,
              "on_demand_range": [7, 9]}}}]})",
                    "on_demand_range"},
          std::pair{R"({"prices": [{"id": "list-usd-2026", "spread_sourced": [1.1, 1.2]}]})",
                    "spread_sourced"},
          std::pair{R"({"prices": [{"id": "list-usd-2026", "ranges": {"switch_purchase.qm9700":
              [30000, 50000]}}]})",
                    "ranges.switch_purchase.qm9700"},
          std::pair{R"({"prices": [{"id": "list-usd-2026", "ranges": {"switch_purchase.nowhere":
              [1, 2]}}]})",
                    "ranges.switch_purchase.nowhere"},
          std::pair{R"({"prices": [{"id": "list-usd-2026", "sources": {"pue": 1.4}}]})",
                    "sources.pue"}}) {
        Catalog c;
        const auto err = loadCatalogTexts(c, {{"bad.json", text}});
        QVERIFY2(err, field);
        QVERIFY2(err->toString().find(field) != std::string::npos, err->toString().c_str());
    }
}

void TestCatalog::userOverrideChangesOneField()
{
    Catalog c;
    const auto err = loadCatalogTexts(
        c, {{"site.json",
             R"({"format": 1, "accelerators": [{"id": "a100-80gb-sxm", "tdp_W": 500}]})"}});
    QVERIFY(!err);
    QCOMPARE(c.accelerator("a100-80gb-sxm")->tdp.value(), 500.0);
    QCOMPARE(*c.accelerator("a100-80gb-sxm")->peakTflopsBf16, 312.0); // untouched fields stay
}

void TestCatalog::aPortTakesItsStacksFigures()
{
    // MindSpeed is Megatron-Core on Ascend: Megatron-Core's fitted figures, its own name and
    // no Hopper attention; a site override of Megatron-Core reaches the port too.
    const Framework *port = catalog().frameworkPort("megatron-core", "Huawei");
    QVERIFY(port);
    QCOMPARE(port->id, std::string("mindspeed"));
    const Framework *base = catalog().framework("megatron-core");
    QCOMPARE(port->tpOverlap, base->tpOverlap);
    QCOMPARE(port->attentionEfficiency, base->attentionEfficiency);
    QVERIFY(base->hopperAttention && !port->hopperAttention);
    QVERIFY(!catalog().frameworkPort("megatron-core", "NVIDIA"));
    // A plan on Ascend runs on MindSpeed where one on NVIDIA parts runs on Megatron-Core; a
    // stack the plan names stays what it names.
    const auto stackOf = [](std::initializer_list<std::pair<const char *, const char *>> f) {
        return evaluateOrFail(planFrom(f)).framework;
    };
    QCOMPARE(stackOf({{"model", "llama2-13b"}, {"gpu", "ascend-910b-64gb"}, {"gpus", "16"},
                      {"tokens", "1e10"}}),
             std::string("mindspeed"));
    QCOMPARE(stackOf({{"model", "llama2-13b"}, {"gpu", "h100-80gb-sxm"}, {"gpus", "16"},
                      {"tokens", "1e10"}, {"zero", "1"}}),
             std::string("megatron-core"));
    QCOMPARE(stackOf({{"model", "llama2-13b"}, {"gpu", "ascend-910b-64gb"}, {"gpus", "16"},
                      {"tokens", "1e10"}, {"framework", "megatron-core"}}),
             std::string("megatron-core"));
    Catalog c;
    QVERIFY(!loadCatalogTexts(
        c, {{"site.json", R"({"frameworks": [{"id": "megatron-core", "tp_overlap": 0.5}]})"}}));
    QCOMPARE(c.framework("mindspeed")->tpOverlap, 0.5);
    // A port of a stack the catalog lacks is an error that names the field.
    const auto err = loadCatalogTexts(
        c, {{"bad.json", R"({"frameworks": [{"id": "x", "name": "X", "port_of": "nothing",
                                              "vendor": "Huawei", "source": "s"}]})"}});
    QVERIFY(err);
    QCOMPARE(err->field, std::string("port_of"));
}

void TestCatalog::catalogListingReadsBack()
{
    // `catalog --format json` lists every market of every accelerator; read back as a catalog
    // file it was refused ("markets.global.rule: is missing"). It reads back whole, with the
    // same market rules and prices.
    Catalog c;
    const auto err = loadCatalogTexts(c, {{"listing.json", catalogToJson(catalog())}});
    QVERIFY2(!err, err ? err->toString().c_str() : "");
    QCOMPARE(c.accelerators.size(), catalog().accelerators.size());
    for (const Accelerator &a : catalog().accelerators) {
        const Accelerator *b = c.accelerator(a.id);
        QVERIFY2(b, a.id.c_str());
        for (const char *m : kMarkets)
            QCOMPARE(int(b->availabilityIn(m)), int(a.availabilityIn(m)));
        QCOMPARE(b->markets.size(), a.markets.size());
    }
    QCOMPARE(catalogToJson(c), catalogToJson(catalog()));
}

void TestCatalog::userAddsAnAccelerator()
{
    Catalog c;
    const auto err
        = loadCatalogTexts(c, {{"lab.json", R"({"accelerators": [{"id": "lab-x1", "name": "Lab X1",
        "form_factor": "pcie", "memory_GiB": 32, "memory_bandwidth_GBps": 900,
        "peak_tflops": {"bf16": 200, "fp16": 200}, "intra_node": {"kind": "pcie", "bandwidth_GBps": 64},
        "tdp_W": 300, "source": "lab measurement"}]})"}});
    QVERIFY2(!err, err ? err->toString().c_str() : "");
    QVERIFY(c.accelerator("lab-x1"));
}

void TestCatalog::aHundredThousandAcceleratorsLoadInLinearTime()
{
    // A site catalog of 100,000 accelerators and a price list naming every one: checking each
    // price against a list of accelerators did not finish in 30 s; looked up in a set, the
    // whole catalog loads in about a second (a quadratic check would run past the timeout).
    const int count = 100000;
    std::string text = R"({"accelerators": [)";
    std::string prices;
    text.reserve(std::size_t(count) * 330);
    prices.reserve(std::size_t(count) * 80);
    for (int i = 0; i < count; ++i) {
        const std::string id = "lab-" + std::to_string(i);
        text += std::string(i ? ", " : "") + R"({"id": ")" + id + R"(", "name": "Lab )" + std::to_string(i)
                + R"(", "form_factor": "pcie", "memory_GiB": 32, "memory_bandwidth_GBps": 900, )"
                  R"("peak_tflops": {"bf16": 200, "fp16": 200}, "intra_node": {"kind": "pcie", )"
                  R"("bandwidth_GBps": 64}, "tdp_W": 300, "source": "lab"})";
        prices += std::string(i ? ", \"" : "\"") + id
                  + R"(": {"on_demand_per_gpu_hour": 1, "purchase_per_gpu": 9000})";
    }
    text += R"(], "prices": [{"id": "list-usd-2026", "gpus": {)" + prices + "}}]}";
    Catalog c;
    const auto err = loadCatalogTexts(c, {{"site.json", text}});
    QVERIFY2(!err, err ? err->toString().c_str() : "");
    QVERIFY(c.accelerator("lab-99999"));
    const PriceList *list = c.priceList("list-usd-2026");
    QVERIFY(list);
    QVERIFY(list->gpus.count("lab-99999"));
    QVERIFY(list->gpus.count("a100-80gb-sxm")); // the bundled prices stay
}

void TestCatalog::marketRules_data()
{
    // Availability per market from the sourced export-rule table (reference/accelerators.md,
    // section 2): the Oct 2022 rule (A100, H100), the Oct 2023 TPP rule (A800, H800, L40S,
    // RTX 4090; parts launched after it: H200, B200), the Apr 2025 notice (H20), and the
    // China-market parts (RTX 4090 D) and domestic parts (Ascend 910B).
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("market");
    QTest::addColumn<int>("availability");
    QTest::addColumn<QString>("date");
    auto row = [](const char *gpu, const char *market, Availability a, const char *date) {
        QTest::addRow("%s in %s", gpu, market)
            << QString::fromLatin1(gpu) << QString::fromLatin1(market) << int(a)
            << QString::fromLatin1(date);
    };
    row("a100-80gb-sxm", "mainland-china", Availability::RentOnly, "2022-10-07");
    row("h100-80gb-sxm", "mainland-china", Availability::RentOnly, "2022-10-07");
    row("a800-80gb-sxm", "mainland-china", Availability::RentOnly, "2023-10-17");
    row("h800-80gb-sxm", "mainland-china", Availability::RentOnly, "2023-10-17");
    row("l40s-48gb", "mainland-china", Availability::RentOnly, "2023-10-17");
    row("rtx4090-24gb", "mainland-china", Availability::RentOnly, "2023-10-17");
    row("h200-141gb-sxm", "mainland-china", Availability::Unavailable, "2023-10-17");
    row("b200-180gb", "mainland-china", Availability::Unavailable, "2023-10-17");
    row("h20-96gb", "mainland-china", Availability::RentOnly, "2025-04-09");
    row("rtx4090d-24gb", "global", Availability::Unavailable, "2023-12-28");
    row("rtx4090d-24gb", "mainland-china", Availability::Buy, "");
    row("ascend-910b-64gb", "mainland-china", Availability::Buy, "");
    row("h100-80gb-sxm", "global", Availability::Buy, "");
}

void TestCatalog::marketRules()
{
    QFETCH(QString, gpu);
    QFETCH(QString, market);
    QFETCH(int, availability);
    QFETCH(QString, date);
    const Accelerator *a = builtinCatalog().accelerator(gpu.toStdString());
    QVERIFY(a);
    QCOMPARE(int(a->availabilityIn(market.toStdString())), availability);
    const MarketRule *r = a->marketRule(market.toStdString());
    if (date.isEmpty()) {
        QVERIFY(!r);
        QVERIFY(a->offeredIn(market.toStdString(), Pricing::Purchase));
        return;
    }
    QVERIFY(r);
    QCOMPARE(QString::fromStdString(r->date), date);
    QVERIFY(!r->rule.empty());
    QVERIFY2(r->source.find('S') != std::string::npos, r->source.c_str()); // names its source
    // Rent-only parts are offered to cloud plans only; unavailable ones never.
    QVERIFY(!a->offeredIn(market.toStdString(), Pricing::Purchase));
    QCOMPARE(a->offeredIn(market.toStdString(), Pricing::OnDemand),
             availability == int(Availability::RentOnly));
}

void TestCatalog::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mustName");
    QTest::newRow("not JSON") << QStringLiteral("{\"accelerators\": [")
                              << QStringLiteral("my.json: is not valid JSON (line 1, column");
    QTest::newRow("peak as text")
        << QStringLiteral(
               R"({"accelerators": [{"id": "a100-80gb-sxm", "peak_tflops": {"bf16": "fast"}}]})")
        << QStringLiteral("my.json: entry 'a100-80gb-sxm', field 'peak_tflops.bf16'");
    QTest::newRow("negative memory")
        << QStringLiteral(R"({"accelerators": [{"id": "a100-80gb-sxm", "memory_GiB": -1}]})")
        << QStringLiteral("field 'memory_GiB'");
    QTest::newRow("new entry incomplete")
        << QStringLiteral(R"({"fabrics": [{"id": "ib-new"}]})")
        << QStringLiteral("entry 'ib-new', field 'name': is missing");
    QTest::newRow("unknown section")
        << QStringLiteral(R"({"gpus": []})") << QStringLiteral("field 'gpus'");
    QTest::newRow("price for unknown gpu") << QStringLiteral(
        R"({"prices": [{"id": "list-usd-2026", "gpus": {"gtx-9999": {"on_demand_per_gpu_hour": 1, "purchase_per_gpu": 1}}}]})")
                                           << QStringLiteral("field 'gpus.gtx-9999'");
    QTest::newRow("entry without id") << QStringLiteral(R"({"storage": [{"name": "x"}]})")
                                      << QStringLiteral("entry 'storage[0]', field 'id'");
    QTest::newRow("market rule without source")
        << QStringLiteral(R"({"accelerators": [{"id": "a10-24gb", "markets": {"mainland-china":
               {"availability": "rent-only", "rule": "r", "date": "2022-10-07"}}}]})")
        << QStringLiteral("field 'markets.mainland-china.source'");
    QTest::newRow("unknown market")
        << QStringLiteral(R"({"accelerators": [{"id": "a100-80gb-sxm", "markets": {"mars":
               {"availability": "buy", "rule": "r", "date": "2030-01-01", "source": "s"}}}]})")
        << QStringLiteral("field 'markets.mars'");
    QTest::newRow("availability typo")
        << QStringLiteral(R"({"accelerators": [{"id": "a100-80gb-sxm", "markets": {"global":
               {"availability": "rent", "rule": "r", "date": "2030-01-01", "source": "s"}}}]})")
        << QStringLiteral("field 'markets.global.availability'");
    QTest::newRow("usable memory above the marketed")
        << QStringLiteral(R"({"accelerators": [{"id": "a100-80gb-sxm", "memory_usable_MiB": 163840,
               "memory_usable_source": "s"}]})")
        << QStringLiteral("field 'memory_usable_MiB'");
    QTest::newRow("usable memory without its source")
        << QStringLiteral(R"({"accelerators": [{"id": "t4-16gb", "memory_usable_MiB": 15000,
               "memory_usable_source": null}]})")
        << QStringLiteral("field 'memory_usable_source'");
    QTest::newRow("tray NIC of an unknown fabric")
        << QStringLiteral(R"({"nodes": [{"id": "gb200-nvl72-tray", "fabrics": ["ib-gdr-1600"]}]})")
        << QStringLiteral("entry 'gb200-nvl72-tray', field 'fabrics': names a fabric");
    QTest::newRow("tray NICs not a list")
        << QStringLiteral(R"({"nodes": [{"id": "gb200-nvl72-tray", "fabrics": "ib-ndr-400"}]})")
        << QStringLiteral("field 'fabrics': must be an array of strings");
    QTest::newRow("NaN-like huge")
        << QStringLiteral(R"({"accelerators": [{"id": "a100-80gb-sxm", "tdp_W": 1e308}]})")
        << QStringLiteral("field 'tdp_W'");
}

void TestCatalog::malformed()
{
    QFETCH(QString, text);
    QFETCH(QString, mustName);
    Catalog c;
    c.cnyPerUsd = 1234; // must stay untouched on error
    const auto err = loadCatalogTexts(c, {{"my.json", text.toStdString()}});
    QVERIFY(err);
    const QString msg = QString::fromStdString(err->toString());
    QVERIFY2(!msg.contains(QLatin1String("json.exception")), qPrintable(msg));
    QVERIFY2(msg.contains(mustName), qPrintable(msg));
    QCOMPARE(c.cnyPerUsd, 1234.0);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
