// SPDX-License-Identifier: GPL-3.0-or-later
// Translatable message and suggested fix for each finding code.
#pragma once

#include "model/result.h"

#include <QString>

namespace cp {

struct FindingText
{
    QString message;
    QString suggestion;
};

/// The finding in the current UI language (QCoreApplication's installed translators).
FindingText findingText(const Finding &f);

} // namespace cp
