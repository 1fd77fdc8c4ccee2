// SPDX-License-Identifier: GPL-3.0-or-later
// Project files in the app: save and open keep every field, the title marks unsaved
// changes, closing asks, a bad file leaves the open project as it was, an interrupted save
// keeps the old file, and work survives a killed process through the recovery file.
#include "apptestutil.h"
#include "testutil.h"
#include "model/catalog.h"
#include "mainwindow.h"
#include "document/plandocument.h"
#include "canvas/elementitem.h"
#include "canvas/topologyscene.h"
#include "report/format.h"
#include "proposal.h"
#include "document/recovery.h"
#include "document/preferences.h"
#include "edit/scenarioname.h"
#include "report/translation.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QMimeData>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QUrl>
#include <QFileInfo>
#include <QTest>

#include <memory>

#include <sys/stat.h>
#include <QSaveFile>
#include <QTimer>
#include <QUndoStack>

using namespace cp;
using namespace cp::ui;

namespace {

using cp::test::fileBytes;

void writeFile(const QString &path, const QByteArray &data)
{
    QVERIFY(cp::test::writeBytes(path, data));
}

/// A disk that fills up after `room` bytes: the first bytes are written, then the write
/// fails as the file system reports a full disk.
class FullDisk final : public FileWriter
{
public:
    explicit FullDisk(qint64 room) : m_room(room) {}
    bool write(QSaveFile &file, const QByteArray &data, QString *why) const override
    {
        file.write(data.left(m_room));
        if (why) *why = QStringLiteral("No space left on device");
        return false;
    }

private:
    qint64 m_room;
};

/// Answers the next message box with the button of this role, once it is shown.
void answerNextBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->button(button)) box->button(button)->click();
    });
}

} // namespace

class TestProject : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveAndOpenKeepEverything();
    void titleMarksUnsavedChanges();
    void closingAsksBeforeDiscarding();
    void aProjectDroppedOnTheWindowOpens();
    void badFilesLeaveTheProjectUntouched_data();
    void badFilesLeaveTheProjectUntouched();
    void interruptedSaveKeepsTheOldFile();
    void aFullDiskIsNamed();
    void saveNeverFollowsALinkAndOpenRefusesSpecialFiles();
    void secondWindowsSaveAsksBeforeOverwriting();
    void restoredWorkAsksBeforeOverwritingASaveMadeSince();
    void everyCrashedWindowsWorkIsOffered();
    void deletedRecoveryFileIsRewrittenAtTheNextTick();
    void settingsAndRecoveryMoveToTheirOwnFolder();
    void aProjectTooLargeToDrawIsRefusedAtOnce();
    void formatOneFileOpensAndSavesAsCurrent();
    void undoMenuTextsAreReadable();
    void workSurvivesAKilledProcess();
    void exportProposalFromTheWindow();
    void aPrintedProposalIsThePdfsLayout();
    void scenarioNameFollowsThePlan_data();
    void scenarioNameFollowsThePlan();
    void switchingTheGpuRenamesAStatedName();

private:
    cp::test::IsolatedHome m_home;
    std::unique_ptr<cp::test::AppWindow> m_app;
    QString m_dir;
    PlanDocument *m_doc = nullptr;
    MainWindow *m_win = nullptr;
};

void TestProject::initTestCase()
{
    // Settings, recent files and recovery files of this test stay in a directory of its own.
    QVERIFY(m_home.isValid());
    m_dir = m_home.filePath(QStringLiteral("projects"));
    QVERIFY(QDir().mkpath(m_dir));
}

void TestProject::init()
{
    m_app = std::make_unique<cp::test::AppWindow>();
    m_doc = m_app->document();
    m_win = m_app->window();
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
}

void TestProject::cleanup()
{
    m_app.reset();
}

void TestProject::saveAndOpenKeepEverything()
{
    QVERIFY(m_doc->fileName().isEmpty()); // a sample opens as an untitled copy
    m_doc->editInfo(QStringLiteral("details"), [](ProjectInfo &i) {
        i.customer = "青岛海洋科学与技术试点国家实验室 <b>";
        i.preparedBy = "售前 \"Team\"";
        i.date = "2026-12-02";
        i.notes = "两行\n备注 & <i>markup</i>";
    });
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) {
        p.budget = 98765.5;
        p.topology.nodes.front().x = 123.25;
    });
    const QString path = QDir(m_dir).filePath(QStringLiteral("roundtrip.cpplan"));
    QString error;
    QVERIFY2(m_doc->save(path, &error), qPrintable(error));
    QVERIFY(!m_doc->isModified());
    QCOMPARE(m_doc->fileName(), QFileInfo(path).absoluteFilePath());

    PlanDocument other(builtinCatalog());
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.project() == m_doc->project());
    QCOMPARE(other.info().customer, std::string("青岛海洋科学与技术试点国家实验室 <b>"));
    QCOMPARE(other.plan().topology.nodes.front().x, 123.25);
    QVERIFY(!other.isModified());
    // The file is the current format.
    QVERIFY(fileBytes(path).contains(QByteArray("\"format\": ").append(QByteArray::number(kProjectFormat))));
}

void TestProject::titleMarksUnsavedChanges()
{
    QVERIFY(!m_win->isWindowModified());
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 1e6; });
    QVERIFY(m_win->isWindowModified());
    QVERIFY(m_win->windowTitle().contains(QStringLiteral("[*]")));
    m_doc->undoStack()->undo();
    QVERIFY(!m_win->isWindowModified()); // back to the state opened
}

void TestProject::closingAsksBeforeDiscarding()
{
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 1e6; });
    answerNextBox(QMessageBox::Cancel);
    QVERIFY(!m_win->close()); // cancelled: still open, still modified
    QVERIFY(m_win->isVisible());
    QVERIFY(m_doc->isModified());
    answerNextBox(QMessageBox::Discard);
    QVERIFY(m_win->close());
}

void TestProject::badFilesLeaveTheProjectUntouched_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    QTest::newRow("truncated") << QByteArray(R"({"format": 2, "plan": {"model": "llama2-7)")
                               << "project file";
    QTest::newRow("wrong type") << QByteArray(R"({"format": 2, "plan": {"gpus": [8]}})")
                                << "plan.gpus";
    QTest::newRow("unknown version") << QByteArray(R"({"format": 7, "plan": {}})")
                                     << "file format version";
    QTest::newRow("NaN") << QByteArray(R"({"plan": {"epochs": NaN}})") << "project file";
    QTest::newRow("1e308 budget") << QByteArray(R"({"plan": {"budget": 1e308}})") << "plan.budget";
    QTest::newRow("negative gpus") << QByteArray(R"({"plan": {"gpus": -4}})") << "plan.gpus";
    QTest::newRow("long string") << QByteArray(R"({"plan": {"gpu": ")") + QByteArray(5 << 20, 'a')
                                        + R"("}})"
                                 << "plan.gpu";
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << "project file";
    QTest::newRow("missing catalog entry")
        << QByteArray(R"({"format": 2, "plan": {"model": "llama2-7b", "tokens": 1e9},
                          "topology": {"nodes": [{"id": "n1", "template": "dgx-z9"}]}})")
        << "topology.nodes[0].template";
}

void TestProject::badFilesLeaveTheProjectUntouched()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 777; });
    const Project before = m_doc->project();
    const QString fileBefore = m_doc->fileName();
    const int undoBefore = m_doc->undoStack()->count();
    const QString path
        = QDir(m_dir).filePath(QStringLiteral("bad-%1.cpplan")
                                   .arg(QString::fromLatin1(QTest::currentDataTag())
                                            .replace(QLatin1Char(' '), QLatin1Char('-'))));
    writeFile(path, text);
    QString error;
    QVERIFY(!m_doc->load(path, &error));
    QVERIFY2(error.contains(QFileInfo(path).fileName()), qPrintable(error));
    QVERIFY2(error.contains(field), qPrintable(error));
    // The reader sees the file and its format version named in words, never a bare key.
    QVERIFY2(!error.contains(QLatin1String("plan file")) && !error.contains(QLatin1String("format:")),
             qPrintable(error));
    QVERIFY(error.size() < 600);
    QVERIFY(m_doc->project() == before);
    QCOMPARE(m_doc->fileName(), fileBefore);
    QCOMPARE(m_doc->undoStack()->count(), undoBefore);
    QVERIFY(m_doc->isModified());
}

void TestProject::aProjectTooLargeToDrawIsRefusedAtOnce()
{
    // 10,000 nodes and 100,000 links: the CLI estimates it; the app took gigabytes and never
    // drew it. It now refuses, naming the sizes, and keeps the open project.
    Project big;
    big.plan().gpu = "h100-80gb-sxm";
    Topology &t = big.plan().topology;
    t.switches.push_back({"leaf", "ib-ndr-400", SwitchRole::Training, 0, 0});
    for (int i = 0; i < 10000; ++i) {
        const std::string id = "gpu" + std::to_string(i);
        t.nodes.push_back({id, "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, double(i), 0});
        t.links.push_back({id, "leaf", {}, 8});
    }
    const QString path = QDir(m_dir).filePath(QStringLiteral("huge.cpplan"));
    writeFile(path, QByteArray::fromStdString(writeProject(big)));
    const Project before = m_doc->project();
    QString error;
    QVERIFY(!m_doc->load(path, &error));
    QVERIFY2(error.contains(QStringLiteral("10001")) && error.contains(QStringLiteral("clusterplanner-cli")),
             qPrintable(error));
    QVERIFY(m_doc->project() == before);
}

void TestProject::settingsAndRecoveryMoveToTheirOwnFolder()
{
    // The settings lived in ClusterPlanner/ClusterPlanner.conf and the recovery files in
    // ClusterPlanner/ClusterPlanner/recovery: both now in one folder named for the product,
    // and what a user had there is moved, not lost.
    const QString config = m_home.filePath(QStringLiteral("config"));
    const QString data = m_home.filePath(QStringLiteral("data"));
    QCOMPARE(settingsStore()->fileName(), config + QStringLiteral("/ClusterPlanner/settings.conf"));
    QCOMPARE(Recovery::directory(), data + QStringLiteral("/ClusterPlanner/recovery"));
    settingsStore()->clear();
    settingsStore()->sync();
    QFile::remove(settingsStore()->fileName());
    {
        QSettings old(QSettings::NativeFormat, QSettings::UserScope,
                      QStringLiteral("ClusterPlanner"), QStringLiteral("ClusterPlanner"));
        QCOMPARE(old.fileName(), config + QStringLiteral("/ClusterPlanner/ClusterPlanner.conf"));
        old.setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/p/a.cpplan")});
        old.setValue(QStringLiteral("export/folder"), QStringLiteral("/p/out"));
    }
    const QString oldRecovery = data + QStringLiteral("/ClusterPlanner/ClusterPlanner/recovery");
    QVERIFY(QDir().mkpath(oldRecovery));
    QFile left(oldRecovery + QStringLiteral("/crashed.cpplan"));
    QVERIFY(left.open(QIODevice::WriteOnly));
    left.write("{}");
    left.close();

    moveOldSettings();
    QCOMPARE(preferences::recentFiles.get(), QStringList{QStringLiteral("/p/a.cpplan")});
    QCOMPARE(preferences::exportFolder.get(), QStringLiteral("/p/out"));
    QVERIFY(!QFile::exists(config + QStringLiteral("/ClusterPlanner/ClusterPlanner.conf")));
    QVERIFY(QFile::exists(Recovery::directory() + QStringLiteral("/crashed.cpplan")));
    QVERIFY(!QFile::exists(oldRecovery + QStringLiteral("/crashed.cpplan")));
    // A second start finds nothing to move and changes nothing.
    preferences::exportFolder.set(QStringLiteral("/p/new"));
    moveOldSettings();
    QCOMPARE(preferences::exportFolder.get(), QStringLiteral("/p/new"));
    QFile::remove(Recovery::directory() + QStringLiteral("/crashed.cpplan"));
    preferences::recentFiles.reset();
    preferences::exportFolder.reset();
}

void TestProject::deletedRecoveryFileIsRewrittenAtTheNextTick()
{
    // A cleaner deletes the recovery files of a modified project: they came back only with
    // the next edit, so a crash before it lost the work. The next autosave tick writes them.
    const QDir dir(Recovery::directory());
    PlanDocument doc(builtinCatalog());
    Recovery autosave(&doc, 20);
    doc.edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 7654321; });
    QString session;
    const auto findSession = [&] {
        for (const QString &f : dir.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files))
            if (fileBytes(dir.filePath(f)).contains("7654321")) session = dir.filePath(f.chopped(7));
        return !session.isEmpty();
    };
    QTRY_VERIFY(findSession());
    QTRY_VERIFY(QFile::exists(session + QStringLiteral(".json")));
    QVERIFY(QFile::remove(session + QStringLiteral(".cpplan")));
    QVERIFY(QFile::remove(session + QStringLiteral(".json")));
    QTRY_VERIFY(QFile::exists(session + QStringLiteral(".cpplan"))
                && QFile::exists(session + QStringLiteral(".json")));
    QVERIFY(fileBytes(session + QStringLiteral(".cpplan")).contains("7654321"));
    // The meta file alone gone: both written again, the project first.
    QVERIFY(QFile::remove(session + QStringLiteral(".json")));
    QVERIFY(autosave.writeNow());
    QVERIFY(QFile::exists(session + QStringLiteral(".json")));
}

void TestProject::everyCrashedWindowsWorkIsOffered()
{
    // After two windows crashed only the newest recovery file was offered and the other
    // deleted without notice. Each is offered: here the first is restored, the second kept.
    const QDir dir(Recovery::directory());
    const QByteArray project = fileBytes(QStringLiteral(":/samples/lora-7b-workstation.cpplan"));
    for (const char *id : {"session-1", "session-2"}) {
        writeFile(dir.filePath(QLatin1String(id) + QStringLiteral(".cpplan")), project);
        writeFile(dir.filePath(QLatin1String(id) + QStringLiteral(".json")),
                  QByteArray(R"({"name": "crashed )") + id + R"(", "saved": "2026-12-0)"
                      + (id[8] == '1' ? "1" : "2") + R"(T10:00:00Z"})");
    }
    QStringList asked;
    QTimer clicker;
    QStringList answers = {QStringLiteral("Restore"), QStringLiteral("Keep for later")};
    connect(&clicker, &QTimer::timeout, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || answers.isEmpty()) return;
        asked << box->text();
        const QString want = answers.takeFirst();
        for (QAbstractButton *b : box->buttons())
            if (b->text().remove(QLatin1Char('&')) == want) b->click();
    });
    clicker.start(20);
    QVERIFY(m_win->offerRecovery());
    clicker.stop();
    QCOMPARE(asked.size(), 2);
    // Each names its project in quotation marks, as a sentence names a name.
    QVERIFY2(asked[0].contains(QStringLiteral("“crashed session-2”")), qPrintable(asked[0]));
    QVERIFY2(asked[1].contains(QStringLiteral("“crashed session-1”")), qPrintable(asked[1]));
    QVERIFY(dir.exists(QStringLiteral("session-1.cpplan")));   // kept for the next start
    QVERIFY(!dir.exists(QStringLiteral("session-2.cpplan")));  // restored here
    QFile::remove(dir.filePath(QStringLiteral("session-1.cpplan")));
    QFile::remove(dir.filePath(QStringLiteral("session-1.json")));
}

void TestProject::secondWindowsSaveAsksBeforeOverwriting()
{
    // Two windows on one file: the second save silently threw away the first's work. It
    // now asks; Cancel keeps what is on disk, Overwrite writes this window's project.
    const QString path = QDir(m_dir).filePath(QStringLiteral("shared.cpplan"));
    QString error;
    QVERIFY(m_doc->save(path, &error));
    PlanDocument other(builtinCatalog());
    QVERIFY(other.load(path, &error));
    QVERIFY(!m_doc->changedOnDisk() && !other.changedOnDisk());
    other.edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 4242; });
    QVERIFY(other.save(path, &error));
    const QByteArray theirs = fileBytes(path);
    QVERIFY(m_doc->changedOnDisk());
    QVERIFY(!other.changedOnDisk());
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 1111; });
    answerNextBox(QMessageBox::Cancel);
    QVERIFY(!m_win->save());
    QCOMPARE(fileBytes(path), theirs);
    QTimer::singleShot(0, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        for (QAbstractButton *b : box ? box->buttons() : QList<QAbstractButton *>())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole) b->click();
    });
    QVERIFY(m_win->save());
    QVERIFY(fileBytes(path) != theirs);
    QVERIFY(!m_doc->changedOnDisk());
}

void TestProject::restoredWorkAsksBeforeOverwritingASaveMadeSince()
{
    // A window edits a saved file and crashes; another window saves the file; the restored
    // work was then saved over it without a question, the recovery having forgotten what
    // the file held. It now asks, as for two open windows.
    const QString path = QDir(m_dir).filePath(QStringLiteral("restored.cpplan"));
    QString error;
    QVERIFY(m_doc->save(path, &error));
    const QDir dir(Recovery::directory());
    {
        PlanDocument crashed(builtinCatalog());
        QVERIFY(crashed.load(path, &error));
        Recovery autosave(&crashed, 3600 * 1000);
        crashed.edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 1234567; });
        QVERIFY(autosave.writeNow());
        // Its files, as a crash leaves them (this Recovery removes its own as it ends).
        for (const QString &f : dir.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files))
            if (fileBytes(dir.filePath(f)).contains("1234567"))
                for (const char *ext : {".cpplan", ".json"})
                    QVERIFY(QFile::copy(dir.filePath(f.chopped(7) + QLatin1String(ext)),
                                        dir.filePath(QStringLiteral("session-crashed")
                                                     + QLatin1String(ext))));
    }
    QVERIFY(dir.exists(QStringLiteral("session-crashed.json")));
    PlanDocument other(builtinCatalog());
    QVERIFY(other.load(path, &error));
    other.edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 4242; });
    QVERIFY(other.save(path, &error));
    const QByteArray theirs = fileBytes(path);

    const QList<Recovery::Entry> found = m_win->recovery()->orphans();
    QCOMPARE(found.size(), 1);
    QVERIFY(m_win->restoreRecovery(found.first()));
    QCOMPARE(m_doc->plan().budget, 1234567.0);
    QVERIFY(m_doc->changedOnDisk());
    answerNextBox(QMessageBox::Cancel);
    QVERIFY(!m_win->save());
    QCOMPARE(fileBytes(path), theirs);
}

void TestProject::saveNeverFollowsALinkAndOpenRefusesSpecialFiles()
{
    // Saving through a symbolic link replaced its target; opening a FIFO blocked the app.
    const QString target = QDir(m_dir).filePath(QStringLiteral("precious.txt"));
    writeFile(target, "keep me");
    const QString link = QDir(m_dir).filePath(QStringLiteral("link.cpplan"));
    QVERIFY(QFile::link(target, link));
    QString error;
    QVERIFY(!m_doc->save(link, &error));
    QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
    QCOMPARE(fileBytes(target), QByteArray("keep me"));
    QVERIFY(QFileInfo(link).isSymLink());
    const QString fifo = QDir(m_dir).filePath(QStringLiteral("pipe.cpplan"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const Project before = m_doc->project();
    QVERIFY(!m_doc->load(fifo, &error));
    QVERIFY2(error.contains(QStringLiteral("FIFO")), qPrintable(error));
    QVERIFY(!m_doc->save(fifo, &error));
    QVERIFY(m_doc->project() == before);
}

void TestProject::aFullDiskIsNamed()
{
    // A write the disk has no room for says "the disk is full", not "Unknown error":
    // /dev/full answers every write with ENOSPC, as a full file system does.
    QFile full(QStringLiteral("/dev/full"));
    if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        QSKIP("no /dev/full on this system");
    QCOMPARE(full.write(QByteArray(4096, 'x')), qint64(-1));
    const QString why = fileErrorText(full, true);
    QVERIFY2(why == QCoreApplication::translate("Errors", "the disk is full"), qPrintable(why));
}

void TestProject::interruptedSaveKeepsTheOldFile()
{
    const QString path = QDir(m_dir).filePath(QStringLiteral("interrupted.cpplan"));
    QString error;
    QVERIFY(m_doc->save(path, &error));
    const QByteArray saved = fileBytes(path);
    QVERIFY(!saved.isEmpty());
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 55555; });
    // The disk fills up after 100 bytes of the new version.
    m_doc->setFileWriter(std::make_shared<FullDisk>(100));
    QVERIFY(!m_doc->save(path, &error));
    m_doc->setFileWriter(std::make_shared<FileWriter>());
    QVERIFY2(error.contains(QStringLiteral("interrupted.cpplan")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    QCOMPARE(fileBytes(path), saved); // the old file, byte for byte
    QVERIFY(m_doc->isModified());   // the edit is still unsaved
    QCOMPARE(QDir(m_dir).entryList({QStringLiteral("interrupted*")}, QDir::Files).size(),
             1); // no temp left
    // The next save (disk free again) goes through.
    QVERIFY(m_doc->save(path, &error));
    QVERIFY(fileBytes(path).contains("55555"));
}

void TestProject::formatOneFileOpensAndSavesAsCurrent()
{
    const QString path = QDir(m_dir).filePath(QStringLiteral("old.cpplan"));
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(CP_SOURCE_DIR "/tests/data/format1/ocean-timeseries.cpplan"),
                        path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(fileBytes(path).contains("\"format\": 1"));
    QVERIFY(m_win->openFile(path));
    QCOMPARE(m_doc->fileName(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(MainWindow::recentFiles().value(0), m_doc->fileName()); // File > Open recent
    QVERIFY(!m_doc->info().name.empty()); // the format-1 name, now a project detail
    QString error;
    QVERIFY(m_doc->save(path, &error));
    QVERIFY(fileBytes(path).contains(QByteArray("\"format\": ").append(QByteArray::number(kProjectFormat))));
}

void TestProject::undoMenuTextsAreReadable()
{
    // A string built, not a literal assigned: GCC 12 at -O3 (the Release build) misreads
    // the literal's copy as overlapping (-Wrestrict, GCC bug 105329).
    m_doc->editInfo(MainWindow::tr("Edit project details"),
                    [](ProjectInfo &i) { i.customer = std::string(1, 'X'); });
    QCOMPARE(m_doc->undoStack()->undoText(), MainWindow::tr("Edit project details"));
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->info().customer, std::string());
    // A canvas deletion names what it removed.
    m_win->scene()->clearSelection();
    for (QGraphicsItem *i : m_win->scene()->items())
        if (auto *e = qgraphicsitem_cast<ElementItem *>(i)) {
            e->setSelected(true);
            break;
        }
    m_win->scene()->removeSelected();
    QVERIFY2(m_doc->undoStack()->undoText().contains(QStringLiteral("1")),
             qPrintable(m_doc->undoStack()->undoText()));
    QVERIFY(!m_doc->undoStack()->undoText().contains(QStringLiteral("%")));
}

void TestProject::workSurvivesAKilledProcess()
{
    // A saved project, opened in a real window process that edits it and is then killed.
    const QString path = QDir(m_dir).filePath(QStringLiteral("crash.cpplan"));
    QString error;
    QVERIFY(m_doc->save(path, &error));
    QVERIFY(Recovery::directory().startsWith(m_home.path()));
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("CP_AUTOSAVE_MS"), QStringLiteral("100"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(CP_RECOVERY_HELPER), {path});
    QVERIFY(app.waitForStarted(10000));
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += app.readAllStandardOutput()).contains("edited")
                                 || app.state() != QProcess::Running,
                             20000);
    QVERIFY2(app.state() == QProcess::Running, app.readAllStandardError().constData());
    // Wait for the autosave, then kill the process as a crash would.
    const QDir recovery(Recovery::directory());
    auto autosaved = [&] {
        for (const QString &f :
             recovery.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files))
            // The project is written first, then the note of the file it belongs to.
            if (fileBytes(recovery.filePath(f)).contains("4242424")
                && fileBytes(recovery.filePath(f.chopped(7) + QStringLiteral(".json")))
                       .contains("crash.cpplan"))
                return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(autosaved(), 20000);
    app.kill();
    QVERIFY(app.waitForFinished(10000));
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);

    // The next start finds the orphan and restores it: the edit, the file it belongs to,
    // and unsaved (the file on disk does not have the edit yet).
    QVERIFY(!fileBytes(path).contains("4242424"));
    const QList<Recovery::Entry> found = m_win->recovery()->orphans();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().originalFile, QFileInfo(path).absoluteFilePath());
    QVERIFY(m_win->restoreRecovery(found.first()));
    QCOMPARE(m_doc->plan().budget, 4242424.0);
    QCOMPARE(m_doc->fileName(), QFileInfo(path).absoluteFilePath());
    QVERIFY(m_doc->isModified());
    QVERIFY(m_win->isWindowModified());
    // The orphan's files are gone; only this session's own recovery file may remain.
    for (const QString &f : recovery.entryList({QStringLiteral("session-*")}, QDir::Files))
        QVERIFY2(f.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(f));
    // Saving ends the need for a recovery file.
    QVERIFY(m_win->save());
    QVERIFY(recovery.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files).isEmpty());
}

void TestProject::exportProposalFromTheWindow()
{
    // File > Export proposal's work: a Chinese PDF from an English window, which stays English.
    const QString title = m_win->windowTitle();
    ProposalOptions o;
    o.language = QStringLiteral("zh_CN");
    const QString pdf = QDir(m_dir).filePath(QStringLiteral("from-window.pdf"));
    QCOMPARE(m_win->exportProposal(pdf, o), QString());
    QVERIFY(QFileInfo(pdf).size() > 10000);
    QVERIFY(fileBytes(pdf).startsWith("%PDF"));
    QCoreApplication::processEvents(); // a language change would rebuild the window now
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
    QCOMPARE(m_win->windowTitle(), title);
    QVERIFY(!m_doc->isModified()); // exporting is not an edit
}

void TestProject::aPrintedProposalIsThePdfsLayout()
{
    // File > Print proposal paints through the same layout as the PDF: printed to a file,
    // the same pages with the same text, in the chosen language, with its title for the
    // print queue.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
    ProposalOptions o;
    o.language = QStringLiteral("zh_CN");
    const QString pdf = QDir(m_dir).filePath(QStringLiteral("exported.pdf"));
    QCOMPARE(m_win->exportProposal(pdf, o), QString());
    const QString printed = QDir(m_dir).filePath(QStringLiteral("printed.pdf"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(printed);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setResolution(72);
    QString title;
    QCOMPARE(printProposal(m_doc->project(), m_doc->projectReport(o.language), m_doc->catalog(), o,
                           printer,
                           [&](const QString &name) {
                               title = name;
                               printer.setDocName(name);
                           }),
             QString());
    QVERIFY2(title.contains(QStringLiteral("13B")), qPrintable(title));
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!tool.isEmpty(), "pdftotext is missing (poppler-utils)");
    const auto text = [&](const QString &file) {
        return QString::fromUtf8(
            cp::test::runProgram(
                tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), file, QStringLiteral("-")})
                .out);
    };
    const QString exportedText = text(pdf), printedText = text(printed);
    QVERIFY(exportedText.contains(QStringLiteral("显存")));
    QCOMPARE(printedText.count(QChar(0x0c)), exportedText.count(QChar(0x0c))); // pages
    QCOMPARE(printedText, exportedText);
    // A report in another language than the options' is refused, not printed.
    o.language = QStringLiteral("en");
    QVERIFY(!printProposal(m_doc->project(), m_doc->projectReport(QStringLiteral("zh_CN")),
                           m_doc->catalog(), o, printer)
                 .isEmpty());
}

void TestProject::scenarioNameFollowsThePlan_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("gpuBefore");
    QTest::addColumn<int>("gpusBefore");
    QTest::addColumn<QString>("gpuAfter");
    QTest::addColumn<int>("gpusAfter");
    QTest::addColumn<QString>("expected");
    const QString h100 = QStringLiteral("h100-80gb-sxm"), h200 = QStringLiteral("h200-141gb-sxm");
    QTest::newRow("model number") << "256 x H100, reserved 1 year" << h100 << 256 << h200 << 256
                                  << "256 x H200, reserved 1 year";
    QTest::newRow("count") << "256 x H100, reserved 1 year" << h100 << 256 << h100 << 512
                           << "512 x H100, reserved 1 year";
    QTest::newRow("both, times sign") << "256×H100" << h100 << 256 << h200 << 64 << "64×H200";
    QTest::newRow("name without vendor") << "Cloud, 64 x H100 SXM5 80GB" << h100 << 64 << h200
                                         << 64 << "Cloud, 64 x H200 SXM 141GB";
    QTest::newRow("model of two words") << "Tier 1: 8 x Ascend 910C" << "ascend-910c-128gb" << 8
                                        << h100 << 8 << "Tier 1: 8 x H100";
    // Words the plan does not state stay the user's.
    QTest::newRow("a name of one's own") << "方案 乙" << h100 << 256 << h200 << 512 << "方案 乙";
    QTest::newRow("another number") << "2560 x H100 next year" << h100 << 256 << h100 << 512
                                    << "2560 x H100 next year";
    QTest::newRow("a count without a sign") << "Phase 256" << h100 << 256 << h100 << 512
                                            << "Phase 256";
}

void TestProject::scenarioNameFollowsThePlan()
{
    QFETCH(QString, name);
    QFETCH(QString, gpuBefore);
    QFETCH(int, gpusBefore);
    QFETCH(QString, gpuAfter);
    QFETCH(int, gpusAfter);
    QFETCH(QString, expected);
    Plan before, after;
    before.gpu = gpuBefore.toStdString();
    before.gpus = gpusBefore;
    after.gpu = gpuAfter.toStdString();
    after.gpus = gpusAfter;
    QCOMPARE(QString::fromStdString(
                 nameFollowingPlan(name.toStdString(), before, after, builtinCatalog())),
             expected);
}

void TestProject::switchingTheGpuRenamesAStatedName()
{
    // Compare and the proposal set a scenario's name over its column: "256 x H100, reserved
    // 1 year" stayed over a column of H200s. The name follows the plan in the same undo step.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true));
    const QString was = m_doc->scenarioName(0);
    QCOMPARE(was, QStringLiteral("256 × H100, pay-as-you-go"));
    QVERIFY(m_doc->edit(QStringLiteral("accelerator"), [](Plan &p) { p.gpu = "h200-141gb-sxm"; }));
    QCOMPARE(m_doc->scenarioName(0), QStringLiteral("256 × H200, pay-as-you-go"));
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->scenarioName(0), was);
    QCOMPARE(QString::fromStdString(m_doc->plan().gpu), QStringLiteral("h100-80gb-sxm"));
    // A drawn cluster states the GPUs drawn: the 13B sample's "4 × A100" (its plan count is
    // another) read "4 × H100" over 32 H100 drawn from a scheduler's listing.
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan"), true));
    QCOMPARE(m_doc->scenarioName(0), QStringLiteral("4 × A100, pay-as-you-go"));
    QVERIFY(m_doc->plan().gpus != 4); // the check can fail
    QVERIFY(m_doc->edit(QStringLiteral("cluster"), [](Plan &p) {
        p.gpu = "h100-80gb-sxm";
        for (TopoNode &n : p.topology.nodes)
            if (n.gpus > 0) {
                n.gpu = p.gpu;
                n.gpus = 8;
                n.templateId = "sxm8-server";
            }
    }));
    QCOMPARE(m_doc->scenarioName(0), QStringLiteral("8 × H100, pay-as-you-go"));
}

void TestProject::aProjectDroppedOnTheWindowOpens()
{
    // A .cpplan dragged from a file manager onto the window opens as File > Open opens it;
    // any other file is refused at the border.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dropped.cpplan"));
    QString error;
    QVERIFY2(m_doc->save(path, &error), qPrintable(error));
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/ocean-timeseries.cpplan"), true));
    QVERIFY(m_doc->fileName().isEmpty());
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_win, &refused);
    QVERIFY(!refused.isAccepted());
    QMimeData project;
    project.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &project, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_win, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &project, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_win, &drop);
    QTRY_COMPARE(QFileInfo(m_doc->fileName()).canonicalFilePath(),
                 QFileInfo(path).canonicalFilePath());
}

QTEST_MAIN(TestProject)
#include "tst_project.moc"
