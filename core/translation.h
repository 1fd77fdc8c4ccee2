// Loads the application's translations (embedded .qm files) and Qt's own for a language.
#pragma once

#include <QString>

namespace cp {

/// Installs the translators for "zh_CN" or "en" (English is the source language), replacing
/// any installed before. Returns false when the language is not one we ship.
bool installTranslations(const QString &language);

/// The language to start in: the system locale's if we ship it, else English.
QString defaultLanguage();

} // namespace cp
