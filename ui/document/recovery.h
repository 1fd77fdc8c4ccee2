// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave to a recovery file while a project has unsaved changes, and finding the files
// that sessions which did not close properly (a crash, a kill, a power cut) left behind.
//
// Each running window owns a session in the recovery directory: <session>.lock (held for
// the whole session, so another instance can tell a live session from a dead one),
// <session>.cpplan (the project as it would be saved) and <session>.json (which file it
// belongs to, what that file held, and when it was written). A clean save or close removes them.
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>

class QLockFile;

namespace cp::ui {

class PlanDocument;

class Recovery final : public QObject
{
    Q_OBJECT
public:
    struct Entry
    {
        QString session;       // path without extension
        QString originalFile;  // the project's file, empty when it was untitled
        QString name;          // the project's name, for the question to the user
        QByteArray diskDigest; // SHA-256 of the project's file when the work began
        QDateTime saved;
    };

    /// Starts the session and the autosave timer (interval in ms; CP_AUTOSAVE_MS overrides).
    Recovery(PlanDocument *doc, int intervalMs, QObject *parent = nullptr);
    ~Recovery() override;

    /// Where recovery files live (the application's data directory).
    static QString directory();
    /// Sessions that ended without closing, newest first. Their locks are taken over, so a
    /// second instance does not offer the same files.
    QList<Entry> orphans();
    /// Reads an orphan's project text.
    static QByteArray read(const Entry &e);
    /// Deletes an orphan's files (after restoring or discarding it).
    static void remove(const Entry &e);

    /// Writes the recovery file now if the project changed since the last write, or the
    /// file written then is gone.
    bool writeNow();
    /// Removes this session's recovery file (the project was saved, or closed on purpose).
    void discard();

private:
    PlanDocument *m_doc;
    QTimer m_timer;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    QByteArray m_written; // what the recovery file holds now
    std::vector<std::unique_ptr<QLockFile>> m_adopted;
};

} // namespace cp::ui
