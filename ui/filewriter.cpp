// FileWriter: the file system's own writes.
#include "filewriter.h"

#include "translation.h"

#include <QSaveFile>

#include <algorithm>

namespace cp::ui {

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

} // namespace cp::ui
