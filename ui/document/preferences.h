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

namespace cp::ui {

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
        const QVariant v = QSettings().value(QLatin1String(m_key));
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_fallback();
    }
    void set(const T &value) const { QSettings().setValue(QLatin1String(m_key), value); }
    void reset() const { QSettings().remove(QLatin1String(m_key)); }
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
