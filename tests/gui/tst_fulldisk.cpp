// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk: saving a project, the recovery file and every export (CSV, xlsx, PDF) fail
// with "the disk is full" and leave the old file byte for byte, on a real 64 KiB tmpfs the
// test mounts in a mount namespace of its own (skipped where it may not mount).
#include "model/catalog.h"
#include "document/plandocument.h"
#include "document/recovery.h"
#include "testutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <memory>

#include <sched.h>
#include <sys/mount.h>
#include <sys/statvfs.h>

using namespace cp;
using namespace cp::ui;
using cp::test::fileBytes;
using cp::test::ProcessRun;
using cp::test::runCli;
using cp::test::writeBytes;

namespace {

QString diskFull()
{
    return QCoreApplication::translate("Errors", "the disk is full");
}

const QString kSample
    = QStringLiteral(CP_SOURCE_DIR "/resources/samples/llm-13b-finetune-4xa100.cpplan");

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void projectSaveFailsAndKeepsTheOldFile();
    void recoveryKeepsTheLastGoodFile();
    void exportsFailAndKeepTheOldFile_data();
    void exportsFailAndKeepTheOldFile();

private:
    QTemporaryDir m_dir;
    QString m_disk;
    bool m_mounted = false;
    std::unique_ptr<PlanDocument> m_doc;
    std::unique_ptr<Recovery> m_recovery;
    QByteArray m_savedProject, m_savedRecovery;
};

void TestFullDisk::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A mount namespace of the test's own: the tmpfs is gone when the test ends, however it
    // ends, and no other process sees it. Both need root (CAP_SYS_ADMIN).
    if (::unshare(CLONE_NEWNS) != 0)
        QSKIP(qPrintable(QStringLiteral("no mount namespace of its own (%1): the test needs root")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)))));
    // In a chroot "/" is no mount point, and no mount can be kept private: skipped there.
    if (::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        QSKIP(qPrintable(QStringLiteral("cannot make the mounts private (%1): a chroot?")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)))));
    m_disk = m_dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(m_disk));
    if (::mount("tmpfs", QFile::encodeName(m_disk).constData(), "tmpfs", 0, "size=64k") != 0)
        QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs (%1)")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)))));
    m_mounted = true;

    // While there is room: a saved project, its recovery file and a bill of materials.
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_disk + QStringLiteral("/data")));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterPlanner"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
    m_doc = std::make_unique<PlanDocument>(builtinCatalog());
    QString error;
    QVERIFY2(m_doc->load(kSample, &error, true), qPrintable(error));
    m_recovery = std::make_unique<Recovery>(m_doc.get(), 3600 * 1000);
    const QString project = QDir(m_disk).filePath(QStringLiteral("project.cpplan"));
    QVERIFY2(m_doc->save(project, &error), qPrintable(error));
    m_savedProject = fileBytes(project);
    QVERIFY(m_savedProject.size() > 1000 && m_savedProject.size() < 16 * 1024);
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 1111; });
    QVERIFY(m_recovery->writeNow());
    const QStringList sessions = QDir(Recovery::directory())
                                     .entryList({QStringLiteral("session-*.cpplan")}, QDir::Files);
    QCOMPARE(sessions.size(), 1);
    m_savedRecovery = fileBytes(QDir(Recovery::directory()).filePath(sessions.first()));
    QVERIFY(m_savedRecovery.contains("1111"));
    const ProcessRun csv = runCli({QStringLiteral("bom"), QStringLiteral("--plan"), kSample,
                                   QStringLiteral("--out"), m_disk + QStringLiteral("/b.csv")});
    QVERIFY2(csv.code == 0, csv.err.constData());
    QVERIFY(writeBytes(m_disk + QStringLiteral("/b.xlsx"), "an old workbook"));
    QVERIFY(writeBytes(m_disk + QStringLiteral("/p.pdf"), "an old proposal"));

    // Then the disk fills up, page by page, to the last byte.
    QFile filler(m_disk + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray page(4096, 'x');
    while (filler.write(page) == page.size()) {
    }
    filler.close();
    struct statvfs fs
    {};
    QVERIFY(::statvfs(QFile::encodeName(m_disk).constData(), &fs) == 0);
    QCOMPARE(qulonglong(fs.f_bavail), qulonglong(0));
}

void TestFullDisk::cleanupTestCase()
{
    m_recovery.reset();
    m_doc.reset();
    if (m_mounted) ::umount2(QFile::encodeName(m_disk).constData(), MNT_DETACH);
}

void TestFullDisk::projectSaveFailsAndKeepsTheOldFile()
{
    // A 1.4 KB project showed "Saved" and left 0 bytes: Qt 6.4's QSaveFile kept the write in
    // its buffer and lost the error of flushing it in commit().
    const QString path = QDir(m_disk).filePath(QStringLiteral("project.cpplan"));
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 2222; });
    QString error;
    QVERIFY(!m_doc->save(path, &error));
    QVERIFY2(error.contains(diskFull()) && error.contains(QStringLiteral("project.cpplan")),
             qPrintable(error));
    QCOMPARE(fileBytes(path), m_savedProject);
    QVERIFY(m_doc->isModified());
    // No temporary file left behind.
    QCOMPARE(QDir(m_disk).entryList({QStringLiteral("project*")}, QDir::Files).size(), 1);
}

void TestFullDisk::recoveryKeepsTheLastGoodFile()
{
    // The last good recovery file was replaced by 0 bytes, and the restore after a crash
    // said "project file: is not valid JSON".
    m_doc->edit(QStringLiteral("budget"), [](Plan &p) { p.budget = 3333; });
    QVERIFY(!m_recovery->writeNow());
    const QDir dir(Recovery::directory());
    const QStringList sessions = dir.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files);
    QCOMPARE(sessions.size(), 1);
    QCOMPARE(fileBytes(dir.filePath(sessions.first())), m_savedRecovery);
}

void TestFullDisk::exportsFailAndKeepTheOldFile_data()
{
    cp::test::addExportRows();
}

void TestFullDisk::exportsFailAndKeepTheOldFile()
{
    // `bom --out b.csv` over an existing CSV exited 0 and left 0 bytes.
    QFETCH(QString, command);
    QFETCH(QString, file);
    const QString path = QDir(m_disk).filePath(file);
    const QByteArray before = fileBytes(path);
    QVERIFY(!before.isEmpty());
    const ProcessRun r
        = runCli({command, QStringLiteral("--plan"), kSample, QStringLiteral("--out"), path});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(diskFull().toUtf8()) && r.err.contains(file.toUtf8()),
             r.err.constData());
    QCOMPARE(fileBytes(path), before);
    QCOMPARE(QDir(m_disk).entryList(QDir::Files | QDir::Hidden).size(), 5); // no temp left
}

QTEST_GUILESS_MAIN(TestFullDisk)

#include "tst_fulldisk.moc"
