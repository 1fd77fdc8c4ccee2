// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/safefile.h"

#include "report/errortext.h"
#include "report/translation.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace cp {

namespace {

/// The kind of a file that is not regular, in words.
QString kindText(mode_t mode)
{
    if (S_ISDIR(mode)) return ErrorTr::tr("is a directory");
    if (S_ISFIFO(mode) || S_ISSOCK(mode)) return ErrorTr::tr("is a FIFO or socket, not a file");
    if (S_ISCHR(mode) || S_ISBLK(mode)) return ErrorTr::tr("is a device, not a file");
    return ErrorTr::tr("is not a regular file");
}

} // namespace

bool isStandardInput(const QString &path)
{
    return path == QLatin1String("-") || path == QLatin1String("/dev/stdin");
}

std::optional<QString> inputFileProblem(const QString &path)
{
    // Qt resources (":/samples/...") are compiled in: files by construction.
    if (path.startsWith(QLatin1Char(':')))
        return QFileInfo(path).isFile() ? std::nullopt
                                        : std::optional<QString>(ErrorTr::tr("does not exist"));
    struct stat st
    {};
    const QByteArray native = QFile::encodeName(path);
    if (::stat(native.constData(), &st) != 0)
        return errno == ENOENT ? ErrorTr::tr("does not exist")
                               : ErrorTr::tr("cannot be read (%1)")
                                     .arg(QString::fromLocal8Bit(std::strerror(errno)));
    if (!S_ISREG(st.st_mode)) return kindText(st.st_mode);
    return std::nullopt;
}

std::optional<QString> readInputFile(const QString &path, QByteArray &out, qint64 maxBytes)
{
    if (auto problem = inputFileProblem(path)) return problem;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return ErrorTr::tr("cannot be opened: %1").arg(fileErrorText(f, false));
    // The size is checked on what is read, not on what the file claims: a file that grows
    // while it is read still stops at the limit.
    out = f.read(maxBytes + 1);
    if (out.size() > maxBytes) {
        out.clear();
        return ErrorTr::tr("is larger than %1 MB").arg(maxBytes >> 20);
    }
    if (f.error() != QFileDevice::NoError)
        return ErrorTr::tr("cannot be read: %1").arg(fileErrorText(f, false));
    return std::nullopt;
}

std::optional<QString> outputFileProblem(const QString &path)
{
    struct stat st
    {};
    const QByteArray native = QFile::encodeName(path);
    if (::lstat(native.constData(), &st) != 0) return std::nullopt; // nothing there yet
    if (S_ISLNK(st.st_mode))
        return ErrorTr::tr("is a symbolic link; name the file itself, it is not followed");
    if (!S_ISREG(st.st_mode)) return kindText(st.st_mode);
    return std::nullopt;
}

} // namespace cp
