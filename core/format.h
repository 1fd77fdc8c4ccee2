// Numbers as each language's readers expect them: money in 万/亿 for Chinese, K/M/B for
// English, and durations in days and hours.
#pragma once

#include "units.h"

#include <QString>

namespace cp {

/// "¥ 356.2 万", "¥ 3.56 亿" (zh_CN) or "¥3.56M", "$1.2B", "$950" (en).
QString formatMoney(double amount, Currency currency, const QString &language);

/// "3 天 4 小时" / "3 d 4 h"; under a day "5.2 小时" / "5.2 h".
QString formatDuration(Seconds t, const QString &language);

/// The language of the installed translation ("zh_CN" or "en").
QString currentLanguage();

} // namespace cp
