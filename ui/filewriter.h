// How a save's bytes reach the disk. Saves go through this interface so that a test can
// hand the document a disk that fills up part-way, with no test hook in the product.
#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

namespace cp::ui {

/// Writes a save's bytes into an open QSaveFile, in 64 KiB chunks, as the file system takes
/// them; a failure part-way (a full disk) is reported as the file system words it.
class FileWriter
{
public:
    virtual ~FileWriter() = default;
    /// False when a chunk could not be written; `why` says why, in the reader's language.
    virtual bool write(QSaveFile &file, const QByteArray &data, QString *why) const;
};

} // namespace cp::ui
