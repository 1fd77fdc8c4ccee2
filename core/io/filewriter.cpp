// SPDX-License-Identifier: GPL-3.0-or-later
// writeFileAtomically: QSaveFile, with the flush checked before the commit.
#include "io/filewriter.h"

#include "report/translation.h"

#include <QSaveFile>

#include <algorithm>

namespace cp {

bool FileWriter::write(QSaveFile &file, const QByteArray &data, QString *why) const
{
    const qint64 chunk = 64 * 1024;
    for (qint64 at = 0; at < data.size(); at += chunk) {
        const qint64 n = std::min(chunk, data.size() - at);
        if (file.write(data.constData() + at, n) != n) {
            if (why) *why = fileErrorText(file, true);
            return false;
        }
    }
    return true;
}

std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &data,
                                           const FileWriter &writer)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fileErrorText(file, true);
    QString why;
    if (!writer.write(file, data, &why)) {
        file.cancelWriting();
        return why;
    }
    // Qt 6.4 keeps writes under 16 KB in a buffer and commit() loses the error of writing
    // it out: on a full disk a small file became 0 bytes and the save "succeeded". The
    // buffer is flushed here, where its error is still seen.
    if (!file.flush()) {
        why = fileErrorText(file, true);
        file.cancelWriting();
        return why;
    }
    if (!file.commit()) return fileErrorText(file, true);
    return std::nullopt;
}

} // namespace cp
