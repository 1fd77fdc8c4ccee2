// SPDX-License-Identifier: GPL-3.0-or-later
// Translation context for the planner's error messages (the UI and CLI show them as they
// are; Qt's translators, when installed, turn them into the user's language).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace cp {

struct ErrorTr
{
    Q_DECLARE_TR_FUNCTIONS(Errors)
};

/// ErrorTr::tr for a function whose signature names std::string: lupdate files a tr() call
/// there under the struct's name, not its context, and the message then stays in English.
inline QString errorTr(const char *text)
{
    return QCoreApplication::translate("Errors", text);
}

} // namespace cp
