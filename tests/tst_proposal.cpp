// The PDF proposal, read back with poppler's tools as a reader would: pages, headings,
// embedded fonts, totals equal to what `estimate` prints, prices hidden from the customer,
// a hostile customer name printed literally, and the window's language left alone.
#include "catalog.h"
#include "format.h"
#include "project.h"
#include "proposal.h"
#include "translation.h"

#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

QString tool(const char *name)
{
    const QString t = QStandardPaths::findExecutable(QString::fromLatin1(name));
    if (t.isEmpty()) qFatal("%s is missing (poppler-utils)", name);
    return t;
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The PDF's text with runs of white space made one space (lines break anywhere).
QString pdfText(const QString &pdf)
{
    return run(tool("pdftotext"),
               {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
        .simplified();
}

int pdfPages(const QString &pdf)
{
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(tool("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

Project sample(const char *name)
{
    QFile f(QStringLiteral(CP_SOURCE_DIR "/resources/samples/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing sample");
    Project p;
    if (readProject(f.readAll().toStdString(), builtinCatalog(), p)) qFatal("bad sample");
    return p;
}

/// What `estimate` prints for the sample: the independent source of the figures.
QJsonObject estimate(const char *name)
{
    QProcess p;
    p.start(QStringLiteral(CP_CLI),
            {QStringLiteral("estimate"), QStringLiteral("--plan"),
             QStringLiteral(CP_SOURCE_DIR "/resources/samples/") + QLatin1String(name)});
    p.waitForFinished(60000);
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

} // namespace

class TestProposal : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void bothLanguages_data();
    void bothLanguages();
    void customerVersionHidesPrices();
    void hostileCustomerNameStaysLiteral();
    void letterPages();
    void windowLanguageIsLeftAlone();
    void unreadableLogoIsAWarning();
    void cliWritesAndRefusesBadFlags();

private:
    QTemporaryDir m_dir;
};

void TestProposal::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(installTranslations(QStringLiteral("en")));
}

void TestProposal::bothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("headings");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("GPU Training Cluster Proposal"),
                                       QStringLiteral("Executive summary"),
                                       QStringLiteral("Workload and assumptions"),
                                       QStringLiteral("Cluster topology"),
                                       QStringLiteral("Bill of materials"),
                                       QStringLiteral("Findings and mitigations"),
                                       QStringLiteral("Delivery plan and acceptance"),
                                       QStringLiteral("Assumptions and disclaimer"),
                                       QStringLiteral("48-hour soak")};
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringList{QStringLiteral("GPU 训练集群方案建议书"),
                                          QStringLiteral("方案摘要"),
                                          QStringLiteral("训练任务与前提"),
                                          QStringLiteral("集群拓扑"),
                                          QStringLiteral("物料清单"),
                                          QStringLiteral("风险与应对措施"),
                                          QStringLiteral("交付计划与验收"),
                                          QStringLiteral("前提假设与免责声明"),
                                          QStringLiteral("48 小时稳定性测试")};
}

void TestProposal::bothLanguages()
{
    QFETCH(QString, language);
    QFETCH(QStringList, headings);
    const char *name = "llm-70b-pretrain-h100.cpplan";
    const QString pdf = m_dir.filePath(QStringLiteral("70b-%1.pdf").arg(language));
    ProposalOptions o;
    o.language = language;
    o.internal = true;
    ProposalReport report;
    QCOMPARE(writeProposal(sample(name), builtinCatalog(), o, pdf, &report), QString());
    QVERIFY(report.pages >= 5);
    QCOMPARE(pdfPages(pdf), report.pages);
    const QString text = pdfText(pdf);
    for (const QString &h : headings)
        QVERIFY2(text.contains(h), qPrintable(h));
    QVERIFY2(text.contains(QStringLiteral("%1 / %2").arg(report.pages).arg(report.pages))
                 || text.contains(QStringLiteral("Page %1 of %1").arg(report.pages))
                 || text.contains(QStringLiteral("第 %1 页，共 %1 页").arg(report.pages)),
             "the last page's number");
    // Every font is embedded (a CJK one among them), so the PDF reads the same anywhere.
    const QStringList fonts
        = run(tool("pdffonts"), {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fonts.isEmpty());
    for (const QString &line : fonts) {
        const QStringList cols = line.simplified().split(QLatin1Char(' '));
        QVERIFY2(cols.size() >= 5 && cols[cols.size() - 5] == QLatin1String("yes"),
                 qPrintable(line));
    }
    if (language == QLatin1String("zh_CN"))
        QVERIFY2(fonts.join(QString()).contains(QStringLiteral("WenQuanYi")),
                 qPrintable(fonts.join(QLatin1Char('\n'))));
    // The totals are what `estimate` prints for the same file, formatted as the app does.
    const QJsonObject e = estimate(name);
    const QJsonObject cost = e.value(QStringLiteral("cost")).toObject();
    const double total = cost.value(QStringLiteral("total")).toDouble();
    QVERIFY(total > 0);
    const Currency cur = cost.value(QStringLiteral("currency")).toString() == QLatin1String("CNY")
                             ? Currency::CNY
                             : Currency::USD;
    const QString money = formatMoney(total, cur, language);
    QVERIFY2(text.contains(money), qPrintable(money));
    const double seconds
        = e.value(QStringLiteral("time")).toObject().value(QStringLiteral("total_s")).toDouble();
    QVERIFY(seconds > 0);
    const QString duration = formatDuration(Seconds(seconds), language);
    QVERIFY2(text.contains(duration), qPrintable(duration));
}

void TestProposal::customerVersionHidesPrices()
{
    const Project p
        = sample("ocean-remote-sensing.cpplan"); // purchase: staff, support, reserve lines
    const QString customer = m_dir.filePath(QStringLiteral("customer.pdf")),
                  internal = m_dir.filePath(QStringLiteral("internal.pdf"));
    ProposalOptions o;
    QCOMPARE(writeProposal(p, builtinCatalog(), o, customer), QString());
    o.internal = true;
    QCOMPARE(writeProposal(p, builtinCatalog(), o, internal), QString());
    const QString c = pdfText(customer), i = pdfText(internal);
    QVERIFY2(i.contains(QStringLiteral("Unit price")),
             qPrintable(i.mid(i.indexOf(QStringLiteral("Bill of")), 900)));
    for (const QString &hidden :
         {QStringLiteral("Unit price"), QStringLiteral("Staff and support"),
          QStringLiteral("Contingency reserve"), QStringLiteral("Vendor support"),
          QStringLiteral("internal prices")}) {
        QVERIFY2(!c.contains(hidden), qPrintable(hidden));
        QVERIFY2(i.contains(hidden), qPrintable(hidden));
    }
    QVERIFY(c.contains(QStringLiteral("Customer version")));
    QVERIFY(c.contains(QStringLiteral("Services and contingency")));
}

void TestProposal::hostileCustomerNameStaysLiteral()
{
    Project p = sample("lora-7b-workstation.cpplan");
    const QString hostile
        = QStringLiteral("<b>ACME</b> & <img src=\"file:///etc/hostname\"> %1 %n <a href=x>y</a>");
    ProposalOptions o;
    o.customer = hostile;
    p.info.notes = "<script>alert(1)</script> &amp; %2";
    const QString pdf = m_dir.filePath(QStringLiteral("hostile.pdf"));
    QCOMPARE(writeProposal(p, builtinCatalog(), o, pdf), QString());
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(hostile), qPrintable(text.left(600)));
    QVERIFY(text.contains(QStringLiteral("<script>alert(1)</script> &amp; %2")));
    // Nothing was pulled in: no image in the document (the sample has no logo).
    QVERIFY(run(tool("pdfimages"), {QStringLiteral("-list"), pdf})
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                .size()
            <= 2);
}

void TestProposal::letterPages()
{
    ProposalOptions o;
    o.letter = true;
    const QString pdf = m_dir.filePath(QStringLiteral("letter.pdf"));
    QCOMPARE(writeProposal(sample("ocean-timeseries.cpplan"), builtinCatalog(), o, pdf), QString());
    QVERIFY(run(tool("pdfinfo"), {pdf}).contains(QStringLiteral("612 x 792 pts (letter)")));
    const QString a4 = m_dir.filePath(QStringLiteral("a4.pdf"));
    o.letter = false;
    QCOMPARE(writeProposal(sample("ocean-timeseries.cpplan"), builtinCatalog(), o, a4), QString());
    QVERIFY(run(tool("pdfinfo"), {a4}).contains(QStringLiteral("(A4)")));
}

void TestProposal::windowLanguageIsLeftAlone()
{
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
    ProposalOptions o;
    o.language = QStringLiteral("zh_CN");
    QCOMPARE(writeProposal(sample("ocean-timeseries.cpplan"), builtinCatalog(), o,
                           m_dir.filePath(QStringLiteral("zh.pdf"))),
             QString());
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
    o.language = QStringLiteral("fr");
    QVERIFY(!writeProposal(sample("ocean-timeseries.cpplan"), builtinCatalog(), o,
                           m_dir.filePath(QStringLiteral("fr.pdf")))
                 .isEmpty());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("fr.pdf"))));
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
}

void TestProposal::unreadableLogoIsAWarning()
{
    Project p = sample("ocean-timeseries.cpplan");
    p.info.logo = "no-such-logo.png";
    ProposalReport report;
    QCOMPARE(writeProposal(p, builtinCatalog(), ProposalOptions(),
                           m_dir.filePath(QStringLiteral("logo.pdf")), &report),
             QString());
    QCOMPARE(report.warnings.size(), 1);
    QVERIFY(report.warnings.first().contains(QStringLiteral("no-such-logo.png")));
}

void TestProposal::cliWritesAndRefusesBadFlags()
{
    const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
    QProcess p;
    p.start(QStringLiteral(CP_CLI),
            {QStringLiteral("proposal"), QStringLiteral("--plan"),
             QStringLiteral(CP_SOURCE_DIR "/resources/samples/multimodal-fusion.cpplan"),
             QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--customer"),
             QStringLiteral("某海洋研究院"), QStringLiteral("--out"), pdf});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(pdfText(pdf).contains(QStringLiteral("某海洋研究院")));
    p.start(QStringLiteral(CP_CLI),
            {QStringLiteral("proposal"), QStringLiteral("--plan"),
             QStringLiteral(CP_SOURCE_DIR "/resources/samples/multimodal-fusion.cpplan"),
             QStringLiteral("--view"), QStringLiteral("boss"), QStringLiteral("--out"), pdf});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    QVERIFY2(err.contains(QStringLiteral("--view")) && !err.contains(QLatin1Char('\n')),
             qPrintable(err));
}

QTEST_MAIN(TestProposal)
#include "tst_proposal.moc"
