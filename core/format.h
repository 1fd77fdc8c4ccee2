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

/// A likely range in one unit: "61–76 d" / "61–76 天", "5.2–6.4 h"; one value when both
/// ends read the same.
QString formatDurationRange(Seconds low, Seconds high, const QString &language);

/// A likely amount range in one unit: "$14.1M–$15.6M", "¥ 341.5–372.0 万"; one figure when
/// both ends read the same, and empty when they are within half a percent of each other
/// (no range worth a reader's attention).
QString formatMoneyRange(double low, double high, Currency currency, const QString &language);

/// "68 d 6 h (likely 61–76 d)" / "68 天 6 小时（可能 61–76 天）": a figure and its range; the
/// figure alone when the range is empty or reads the same.
QString withLikelyRange(const QString &value, const QString &range);

/// The language of the installed translation ("zh_CN" or "en").
QString currentLanguage();

} // namespace cp
