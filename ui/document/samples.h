// SPDX-License-Identifier: GPL-3.0-or-later
// The sample projects bundled in the :/samples resource: their files and names (read once),
// and the test that tells a copy of one from a project of the user's.
#pragma once

#include <QList>
#include <QString>

namespace cp {
struct Project;
}

namespace cp::ui {

/// The bundled samples, as File > New from sample lists them.
class Samples final
{
public:
    struct Entry
    {
        QString path; // the resource, ":/samples/<file>.cpplan"
        QString name; // the project's name as the file holds it; empty when it has none
        /// The name a user recognises, in the window's language; the file's base name for a
        /// sample without a name.
        QString title() const;
    };

    /// Every bundled sample, by file name. The files are read on the first call only.
    static const QList<Entry> &all();
    /// True for a bundled sample (by name and content): it opens as an untitled copy.
    static bool isBundled(const QString &path);
    /// A sample's project and scenario names in the window's language: the copy opened
    /// from it is the user's project now.
    static void translateNames(Project &project);
};

} // namespace cp::ui
