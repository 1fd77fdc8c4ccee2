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

} // namespace cp
