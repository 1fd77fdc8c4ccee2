// Reading plans: project files and --batch lines with bad content get an error naming the
// field, never a crash; flags and files agree.
#include "testutil.h"

using namespace cp;
using namespace cp::test;

class TestPlanIo : public QObject
{
    Q_OBJECT
private slots:
    void badProjects_data();
    void badProjects();
    void flatLineMatchesFlags();
    void presetThenOverride();
};

void TestPlanIo::badProjects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    const QByteArray head = R"({"format": 1, "plan": {"model": "llama2-7b", "tokens": 1e9}, )";
    QTest::newRow("truncated") << QByteArray(R"({"format": 1, "plan": {"mod)") << QStringLiteral("plan file");
    QTest::newRow("future version") << QByteArray(R"({"format": 9, "plan": {}})") << QStringLiteral("format");
    QTest::newRow("plan not an object") << QByteArray(R"({"format": 1, "plan": [1]})") << QStringLiteral("plan");
    QTest::newRow("negative gpus") << QByteArray(R"({"plan": {"gpus": -8}})") << QStringLiteral("plan.gpus");
    QTest::newRow("1e308 tokens") << QByteArray(R"({"plan": {"tokens": 1e308}})") << QStringLiteral("plan.tokens");
    QTest::newRow("unknown key") << QByteArray(R"({"plan": {"gpuz": 8}})") << QStringLiteral("plan.gpuz");
    QTest::newRow("node without template")
        << head + R"("topology": {"nodes": [{"id": "n1"}]}})" << QStringLiteral("topology.nodes[0].template");
    QTest::newRow("role typo")
        << head + R"("topology": {"switches": [{"id": "s", "fabric": "eth-10", "role": "mgmt"}]}})"
        << QStringLiteral("topology.switches[0].role");
    QTest::newRow("link count 0")
        << head + R"("topology": {"links": [{"a": "x", "b": "y", "count": 0}]}})"
        << QStringLiteral("topology.links[0].count");
    QTest::newRow("nested arrays")
        << head + R"("topology": {"nodes": )" + QByteArray(200, '[') + "1" + QByteArray(200, ']') + "}}"
        << QStringLiteral("topology.nodes[0]");
    QTest::newRow("huge string")
        << QByteArray(R"({"plan": {"gpu": ")") + QByteArray(1 << 20, 'x') + R"("}})" << QStringLiteral("plan.gpu");
}

void TestPlanIo::badProjects()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    Plan p;
    const Plan before = p;
    const auto err = applyProjectJson(p, text.toStdString(), catalog());
    QVERIFY(err);
    QCOMPARE(QString::fromStdString(err->field), field);
    QVERIFY(!err->message.empty() && err->message.size() < 400);
}

void TestPlanIo::flatLineMatchesFlags()
{
    Plan a, b;
    QVERIFY(!applyFlatJson(a, R"({"model": "llama2-13b", "gpus": 16, "tp": 2, "sequence-parallel": true,
                                  "tokens": 1e10, "recompute": "full"})", catalog()));
    b = planFrom({{"model", "llama2-13b"}, {"gpus", "16"}, {"tp", "2"}, {"sequence-parallel", "true"},
                  {"tokens", "1e10"}, {"recompute", "full"}});
    const Result ra = evaluateOrFail(a), rb = evaluateOrFail(b);
    QCOMPARE(resultToJson(a, ra), resultToJson(b, rb));
}

void TestPlanIo::presetThenOverride()
{
    // Dimensions given next to a preset override it, whatever their order.
    const Plan p = planFrom({{"seq-len", "8192"}, {"model", "llama2-7b"}});
    QCOMPARE(p.model.seqLen, 8192);
    QCOMPARE(p.model.hidden, 4096);
}

QTEST_GUILESS_MAIN(TestPlanIo)
#include "tst_planio.moc"
