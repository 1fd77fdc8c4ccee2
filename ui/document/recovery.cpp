// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery: writeFileAtomically for the files, QLockFile to tell live sessions from dead ones.
#include "document/recovery.h"
#include "document/preferences.h"

#include "io/filewriter.h"
#include "document/plandocument.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace cp::ui {

namespace {

bool writeAtomically(const QString &path, const QByteArray &data)
{
    if (outputFileProblem(path)) return false; // never through a link, never over a device
    return !writeFileAtomically(path, data); // a full disk keeps the last good file
}

} // namespace

Recovery::Recovery(PlanDocument *doc, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    QDir().mkpath(directory());
    m_session = QDir(directory())
                    .filePath(QStringLiteral("session-%1-%2")
                                  .arg(QCoreApplication::applicationPid())
                                  .arg(QDateTime::currentMSecsSinceEpoch()));
    m_lock = std::make_unique<QLockFile>(m_session + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // stale only when its process is gone, never by age
    m_lock->tryLock(0);
    bool ok = false;
    const int env = qEnvironmentVariableIntValue("CP_AUTOSAVE_MS", &ok);
    m_timer.setInterval(ok && env > 0 ? env : intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Recovery::writeNow);
    m_timer.start();
    // A save makes the recovery file pointless; undoing back to the saved state too.
    connect(doc, &PlanDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) discard();
    });
}

Recovery::~Recovery()
{
    discard();
    m_lock->unlock();
}

QString Recovery::directory()
{
    // One folder named for the product, as the settings' (settingsStore).
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
           + QStringLiteral("/ClusterPlanner/recovery");
}

void moveOldSettings()
{
    const auto now = settingsStore();
    QSettings old(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("ClusterPlanner"),
                  QStringLiteral("ClusterPlanner"));
    if (QFile::exists(old.fileName()) && now->allKeys().isEmpty()) {
        for (const QString &key : old.allKeys())
            now->setValue(key, old.value(key));
        now->sync();
        // The old file goes only once the new one holds its keys.
        if (now->status() == QSettings::NoError && QFile::exists(now->fileName()))
            QFile::remove(old.fileName());
    }
    // Recovery files of a session that did not end well, left in the old folder: into the
    // new one, where the next start offers them. A live session's lock stays where it is.
    const QDir oldRecovery(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
                           + QStringLiteral("/ClusterPlanner/ClusterPlanner/recovery"));
    if (!oldRecovery.exists()) return;
    const QDir target(Recovery::directory());
    QDir().mkpath(target.path());
    for (const QString &name : oldRecovery.entryList(QDir::Files))
        if (!name.endsWith(QLatin1String(".lock")) && !target.exists(name))
            QFile::rename(oldRecovery.filePath(name), target.filePath(name));
    // Empty now, unless a running older version holds a session there.
    QDir(oldRecovery).rmdir(oldRecovery.path());
    QDir().rmdir(QFileInfo(oldRecovery.path()).path());
}

bool Recovery::writeNow()
{
    if (!m_doc->isModified()) return false;
    const QByteArray data = m_doc->serialize();
    // Written already, unless a cleaner has deleted the files since: then they are written
    // again at this tick, not only at the next edit.
    if (data == m_written && QFile::exists(m_session + QStringLiteral(".cpplan"))
        && QFile::exists(m_session + QStringLiteral(".json")))
        return false;
    QJsonObject meta;
    meta[QStringLiteral("file")] = m_doc->fileName();
    // What the file held when this work began: a restore asks before overwriting a save
    // another window made since.
    meta[QStringLiteral("file_sha256")] = QString::fromLatin1(m_doc->diskDigest().toHex());
    meta[QStringLiteral("name")] = QString::fromStdString(m_doc->info().name);
    meta[QStringLiteral("saved")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    // The project first: a meta file never points to a project that is not there.
    if (!writeAtomically(m_session + QStringLiteral(".cpplan"), data)
        || !writeAtomically(m_session + QStringLiteral(".json"), QJsonDocument(meta).toJson()))
        return false;
    m_written = data;
    return true;
}

void Recovery::discard()
{
    QFile::remove(m_session + QStringLiteral(".cpplan"));
    QFile::remove(m_session + QStringLiteral(".json"));
    m_written.clear();
}

QList<Recovery::Entry> Recovery::orphans()
{
    QList<Entry> found;
    const QDir dir(directory());
    // Locks of dead sessions that had nothing unsaved: only the lock is left to tidy.
    for (const QString &f : dir.entryList({QStringLiteral("session-*.lock")}, QDir::Files)) {
        const QString session = dir.filePath(f.chopped(5));
        if (session == m_session || QFile::exists(session + QStringLiteral(".cpplan"))) continue;
        QLockFile stale(session + QStringLiteral(".lock"));
        stale.setStaleLockTime(0);
        if (stale.tryLock(0)) {
            stale.unlock(); // removes the file
            QFile::remove(session + QStringLiteral(".json"));
        }
    }
    for (const QString &f : dir.entryList({QStringLiteral("session-*.cpplan")}, QDir::Files)) {
        Entry e;
        e.session = dir.filePath(f.chopped(7));
        if (e.session == m_session) continue;
        auto lock = std::make_unique<QLockFile>(e.session + QStringLiteral(".lock"));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) continue; // a live session: not ours to offer
        QFile metaFile(e.session + QStringLiteral(".json"));
        if (metaFile.open(QIODevice::ReadOnly)) {
            const QJsonObject meta = QJsonDocument::fromJson(metaFile.read(1 << 16)).object();
            e.originalFile = meta.value(QStringLiteral("file")).toString();
            e.name = meta.value(QStringLiteral("name")).toString();
            e.diskDigest = QByteArray::fromHex(
                meta.value(QStringLiteral("file_sha256")).toString().toLatin1());
            e.saved = QDateTime::fromString(meta.value(QStringLiteral("saved")).toString(),
                                            Qt::ISODate);
        }
        if (!e.saved.isValid()) e.saved = QFileInfo(dir.filePath(f)).lastModified();
        m_adopted.push_back(std::move(lock));
        found.append(e);
    }
    std::sort(found.begin(), found.end(),
              [](const Entry &a, const Entry &b) { return a.saved > b.saved; });
    return found;
}

QByteArray Recovery::read(const Entry &e)
{
    QByteArray data;
    return readInputFile(e.session + QStringLiteral(".cpplan"), data) ? QByteArray() : data;
}

void Recovery::remove(const Entry &e)
{
    for (const char *ext : {".cpplan", ".json", ".lock"})
        QFile::remove(e.session + QLatin1String(ext));
}

} // namespace cp::ui
