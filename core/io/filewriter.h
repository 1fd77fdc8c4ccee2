// SPDX-License-Identifier: GPL-3.0-or-later
// How a file's bytes reach the disk: every file the program writes (projects, recovery
// files, bills of materials, proposals) is replaced through writeFileAtomically, so that a
// full disk or a failed write leaves the old file as it was and is reported.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

class QSaveFile;

namespace cp {

/// Writes a file's bytes into an open QSaveFile, in 64 KiB chunks, as the file system takes
/// them; a failure part-way (a full disk) is reported as the file system words it. A test
/// hands in one that fails part-way, with no test hook in the product.
class FileWriter
{
public:
    virtual ~FileWriter() = default;
    /// False when a chunk could not be written; `why` says why, in the reader's language.
    virtual bool write(QSaveFile &file, const QByteArray &data, QString *why) const;
};

/// Replaces `path` by `data`: the bytes go to a temporary file beside it, which replaces the
/// old file only once every byte is on disk. On failure the old file is unchanged and the
/// reason is returned in the reader's language ("the disk is full"); nullopt on success.
std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &data,
                                           const FileWriter &writer = FileWriter());

} // namespace cp
