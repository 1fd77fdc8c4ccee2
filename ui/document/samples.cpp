// SPDX-License-Identifier: GPL-3.0-or-later
// Samples: the :/samples resource listed once; names translated in the "Samples" context.
#include "document/samples.h"

#include "model/project.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace cp::ui {

namespace {

/// A sample's text as the "Samples" context translates it (scripts/make-catalog-text.py).
QString translated(const char *source)
{
    return QCoreApplication::translate("Samples", source);
}

} // namespace

QString Samples::Entry::title() const
{
    if (name.isEmpty()) return QFileInfo(path).completeBaseName();
    return translated(name.toUtf8().constData());
}

const QList<Samples::Entry> &Samples::all()
{
    static const QList<Entry> samples = [] {
        QList<Entry> list;
        const QDir dir(QStringLiteral(":/samples"));
        for (const QString &f :
             dir.entryList({QStringLiteral("*.cpplan")}, QDir::Files, QDir::Name)) {
            Entry e{QStringLiteral(":/samples/") + f, QString()};
            QFile sample(dir.filePath(f));
            if (sample.open(QIODevice::ReadOnly)) {
                const QJsonObject doc = QJsonDocument::fromJson(sample.readAll()).object();
                e.name = doc.value(QStringLiteral("project"))
                             .toObject()
                             .value(QStringLiteral("name"))
                             .toString();
            }
            list.append(e);
        }
        return list;
    }();
    return samples;
}

bool Samples::isBundled(const QString &path)
{
    // A file with a bundled sample's name and bytes is that sample (resources/samples/ in
    // a checkout, or a copy of it): it opens as an untitled copy, so Save cannot overwrite it.
    if (path.startsWith(QLatin1Char(':'))) return path.startsWith(QStringLiteral(":/samples/"));
    QFile bundled(QStringLiteral(":/samples/") + QFileInfo(path).fileName());
    QFile file(path);
    if (!bundled.exists() || QFileInfo(path).size() != bundled.size()) return false;
    return bundled.open(QIODevice::ReadOnly) && file.open(QIODevice::ReadOnly)
           && file.read(bundled.size() + 1) == bundled.readAll();
}

void Samples::translateNames(Project &project)
{
    project.info.name = translated(project.info.name.c_str()).toStdString();
    if (!project.info.notes.empty())
        project.info.notes = translated(project.info.notes.c_str()).toStdString();
    for (Scenario &s : project.scenarios)
        if (!s.name.empty()) s.name = translated(s.name.c_str()).toStdString();
}

} // namespace cp::ui
