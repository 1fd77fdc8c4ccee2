// SPDX-License-Identifier: GPL-3.0-or-later
// The application's settings: every key and its default in one place, read and written
// through typed accessors (QSettings underneath). A new setting is one line here.
#pragma once

#include "report/translation.h"

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <memory>

namespace cp::ui {

/// The settings file: settings.conf in one folder named for the product, in the user's
/// configuration home (~/.config/ClusterPlanner/settings.conf), not the
/// ClusterPlanner/ClusterPlanner.conf that the organisation and application names make.
/// QSettings::setPath moves it, as for any settings of the native format.
inline std::unique_ptr<QSettings> settingsStore()
{
    return std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope,
                                       QStringLiteral("ClusterPlanner"),
                                       QStringLiteral("settings"));
}

/// Where versions up to 0.3 kept the settings, the recovery files in
/// ~/.local/share/ClusterPlanner/ClusterPlanner: moved once to the places above and
/// Recovery::directory(), the old ones removed only once the new are written. Called at
/// start, before any setting is read; nothing to do on later starts.
void moveOldSettings();

/// One setting: its key, its type and the value it has until set.
template<typename T>
class Preference
{
public:
    constexpr Preference(const char *key, T (*fallback)())
        : m_key(key)
        , m_fallback(fallback)
    {}
    T get() const
    {
        const QVariant v = settingsStore()->value(QLatin1String(m_key));
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_fallback();
    }
    void set(const T &value) const { settingsStore()->setValue(QLatin1String(m_key), value); }
    void reset() const { settingsStore()->remove(QLatin1String(m_key)); }
    const char *key() const { return m_key; }

private:
    const char *m_key;
    T (*m_fallback)();
};

namespace preferences {

template<typename T>
T none()
{
    return T();
}

/// "en" or "zh_CN": the language chosen in View > Language, else the system's.
inline constexpr Preference<QString> language{"language", defaultLanguage};
/// Seconds between autosaves of unsaved work (at least 5; see autosaveSeconds()).
inline constexpr Preference<int> autosave{"autosave/seconds", [] { return 30; }};
/// The last ten projects opened or saved, newest first (File > Open recent).
inline constexpr Preference<QStringList> recentFiles{"recentFiles", none<QStringList>};
/// The folder of the last export; empty for Documents.
inline constexpr Preference<QString> exportFolder{"export/folder", none<QString>};
/// The main window's size, position, docks and toolbars as the user left them.
inline constexpr Preference<QByteArray> windowGeometry{"window/geometry", none<QByteArray>};
inline constexpr Preference<QByteArray> windowState{"window/state", none<QByteArray>};
/// The analysis panel: whether the sensitivity chart measures time or cost ("time" or
/// "cost"). The cloud-vs-buy chart's utilization and horizon are the plan's.
inline constexpr Preference<QString> sensitivityMeasure{"analysis/measure", [] {
    return QStringLiteral("cost");
}};

/// The autosave interval in milliseconds, never under 5 s whatever the settings say.
inline int autosaveMilliseconds()
{
    return 1000 * std::max(5, autosave.get());
}

} // namespace preferences

} // namespace cp::ui
