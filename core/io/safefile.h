// SPDX-License-Identifier: GPL-3.0-or-later
// What the program guarantees about the files it reads and writes (README, "Files").
//
// Reading: only a regular file (or a link to one) is read, never more than a set size, so a
// directory, a FIFO that blocks forever or /dev/zero that never ends is refused before it is
// opened. Standard input is read only where asked for by name ("-", /dev/stdin), as a stream.
// Writing: the path given is replaced only if it is a regular file, or created; a symbolic
// link (even a dangling one) is never followed and a device, FIFO or directory never
// replaced. Every write goes to a temporary file first and replaces the old one at once.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cp {

/// Largest file any reader takes (projects, catalogs, published-run tables, logos).
inline constexpr qint64 kMaxInputBytes = 64 << 20;

/// Why `path` cannot be read as an input file ("is a directory", "is a FIFO or socket", "is
/// a device", "does not exist"), or nullopt when it is a regular file (or a link to one).
std::optional<QString> inputFileProblem(const QString &path);

/// Reads all of a regular file of at most `maxBytes`; the reason it cannot, otherwise.
std::optional<QString> readInputFile(const QString &path, QByteArray &out,
                                     qint64 maxBytes = kMaxInputBytes);

/// Why `path` cannot be written: a symbolic link, or something other than a regular file
/// already there (a directory, a device such as /dev/null, a FIFO). nullopt when the path
/// names a regular file, or nothing yet.
std::optional<QString> outputFileProblem(const QString &path);

/// Whether `path` names standard input ("-" or /dev/stdin), read as a stream.
bool isStandardInput(const QString &path);

} // namespace cp
