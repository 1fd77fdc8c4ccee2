// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as each language's readers expect them: money in 万/亿 for Chinese, K/M/B for
// English, and durations in days and hours.
#pragma once

#include "model/units.h"

#include <QLocale>
#include <QString>

class QDate;
class QDateTime;

#include <optional>

namespace cp {

/// "¥ 356.2 万", "¥ 3.56 亿" (zh_CN) or "¥3.56M", "$1.2B", "$950" (en).
QString formatMoney(double amount, Currency currency, const QString &language);

/// An amount in a table's column, every row at the same scale so the column reads down:
/// whole units with thousands separators from 100 on ("$2,135,400", "$578", "2,135,400
/// 美元"), two decimals below ("$0.42").
QString formatMoneyInTable(double amount, Currency currency, const QString &language);

/// A unit price (a GPU-hour, a TB-month, a kWh): below 1,000 with three or two decimals,
/// "$2.490", "¥ 1.540", "5.970 美元"; from 1,000 on as formatMoney writes it.
QString formatUnitPrice(double price, Currency currency, const QString &language);

/// "3 天 4 小时" / "3 d 4 h"; under a day "5.2 小时" / "5.2 h", "2 h" (never "2.0 h").
QString formatDuration(Seconds t, const QString &language);

/// A step's time: milliseconds below a second ("56.8 ms", "56.8 毫秒"), else seconds with two
/// decimals at most ("1.25 s"): "0.05677 s" is read digit by digit.
QString formatStepTime(Seconds t, const QString &language);

/// A duration after "every" (每): as formatDuration writes it, but one whole unit in
/// Chinese is the unit alone, 每小时, never 每 1 小时.
QString formatEveryDuration(Seconds t, const QString &language);

/// The unit parts of a duration up to `longest` seconds read in: a day from two days, an
/// hour from two hours, else a minute (in seconds), so a bar reads "6.5 h", never "0.27" d.
double durationUnitSeconds(double longest);

/// The durations a figure is read among (a column of tiers or options): the longest likely
/// high end among them, and the shortest; none where the figure is read alone.
struct DurationsAmong
{
    Seconds longest{0};
    Seconds shortest{0};
    DurationsAmong() = default;
    DurationsAmong(Seconds longestHigh, Seconds shortestHigh = Seconds(0))
        : longest(longestHigh)
        , shortest(shortestHigh)
    {}
    /// The column with the likely high end `high` of one more figure in it.
    void add(Seconds high);
};

/// A likely range in one unit: "61–76 d" / "61–76 天", "5.2–6.4 h"; one value when both
/// ends read the same.
QString formatDurationRange(Seconds low, Seconds high, const QString &language);
/// The likely range of `figure`: its ends rounded to the nearest unit, as the band the
/// assumptions state, and widened only where that would leave out the figure as written.
///
/// `among` are the ranges read with this one (a column of tiers or options): the range is
/// in the unit of their longest, up to hours, where that is the larger, so one column never
/// reads "2.1 h (likely 1.7–2.4 h)" above "72 min (likely 60–84 min)" but "1.2 h (likely
/// 1–1.4 h)"; hours stay hours beside days ("0.07 d" said nothing). Where one of them reads
/// in hours and none takes a week, days read in hours too ("60 h" above "2.7 h", not "2.5
/// d", which read as about as long).
QString formatDurationRange(Seconds low, Seconds high, Seconds figure, const QString &language,
                            const DurationsAmong &among = {});
/// A figure in the unit and decimals of the range beside it ("50.5 d" written "51 d" beside
/// "46–55 d", not "50 d 12 h"): a reader compares the two at a glance. `among` as for
/// formatDurationRange.
QString formatDurationLikeRange(Seconds t, Seconds low, Seconds high, const QString &language,
                                const DurationsAmong &among = {});

/// A likely amount range in one unit: "$14.1M–$15.6M", "¥ 341.5–372.0 万"; one figure when
/// both ends read the same, and empty when they are within half a percent of each other
/// (no range worth a reader's attention). Given the `figure` it is the range of, the range
/// is in the figure's unit: "8,262 元（可能区间 5,222～12,832 元）", never "8,262 元（可能区间
/// 0.52～1.28 万元）"; "¥7,845 (likely ¥5,123–¥11,842)", never "–¥11.8K".
QString formatMoneyRange(double low, double high, Currency currency, const QString &language,
                         double figure = -1);

/// A part of `total` as a breakdown of it writes its parts (a chart's bars under a heading
/// that gives the total), every part in one style, so they read down as one column and add
/// up to the total as written. In Chinese in the total's 万 or 亿 to the hundredth, as a
/// table in 万元 is kept ("213.58 万美元", "0.06 万美元" beside "238 万美元"; "24,920 元"
/// under "2.79 万元" read as two styles, "0.058 万美元" as neither); below 万 in whole 元, with
/// cents only where the total is below a hundred ("49.10 元", "0.02 元" of "58.85 元"; "5.70
/// 美元" beside "1,652 美元" had cents on one row). In English as formatMoney writes each
/// ("$2.14M", "$578": one style), whole below ten thousand unless the total is below a
/// hundred. A part too small for the style's last digit is "不足 0.01 万元", "< $1".
QString formatMoneyPart(double amount, double total, Currency currency, const QString &language);
/// A part of `total` as a breakdown of it writes its parts (the time chart's bars): in the
/// total's unit as formatDuration writes the total (days, hours, minutes), or, where it is
/// less than one of it, in the next smaller unit ("4.5 d" beside "7.5 h", never beside "15
/// min" or "2 s"), one decimal below a hundred, so that the parts add up to the total as
/// written ("21.6 h", "3.1 h" and "7.5 h" make "32 h"; "22 h" read 33). A part too small
/// for a tenth of that unit is "不足 0.1 分钟", "< 0.1 min".
QString formatDurationPart(Seconds part, Seconds total, const QString &language);
/// An amount as a column of totals writes it beside others up to `largest`: in Chinese, in
/// the largest one's 万 or 亿 ("0.78 万元" above "2.87 万元", not "7,845 元"), the largest
/// itself as formatMoney writes it, so that a column of one reads as the figure everywhere
/// else; in English in the largest one's K, M or B ("$7.85K" above "$28.7K").
QString formatMoneyInColumn(double amount, double largest, Currency currency,
                            const QString &language);
/// The likely range of `figure` in that column, in the largest one's unit:
/// "0.51～1.18 万元", "$5.12K–$11.8K".
QString formatMoneyRangeInColumn(double low, double high, Currency currency,
                                 const QString &language, double figure, double largest);

/// "68 d 6 h (likely 61–76 d)" / "68 天 6 小时（可能 61–76 天）": a figure and its range; the
/// figure alone when the range is empty or reads the same.
QString withLikelyRange(const QString &value, const QString &range);

/// A money axis or column unit for amounts up to `largest`: amounts are divided by `scale`
/// and the unit named `name` ("万美元", "亿元" in Chinese; "$M", "¥K" in English).
struct MoneyUnit
{
    double scale = 1;
    QString name;
};
MoneyUnit moneyUnit(double largest, Currency currency, const QString &language);

/// A number as people read it, never in scientific notation: `significant` digits with
/// the language's group separators ("12,345", "0.0123"); past 10^15 as "1.2 × 10^18" with
/// a superscript exponent.
QString formatNumber(double v, int significant, const QString &language);

/// A percentage as the language sets it: "67 %" in English, "67%" in Chinese (the sign
/// against its number, as Chinese typesetting has it); whole unless `decimals` asks for more.
QString formatPercent(double percent, const QString &language, int decimals = 0);
/// A number as `locale` writes it, without the zeros after its point that say nothing:
/// "90.0" reads "90", "12.50" reads "12.5" (fields that show a fixed count of decimals).
QString trimTrailingZeros(const QString &number, const QLocale &locale);

/// A count in the scale words of the language: "1 T", "500 B", "1.28 M", "950" (en);
/// "1 万亿", "5,000 亿", "128 万", "950" (zh_CN). Followed by the unit ("tokens") it reads
/// as people say it.
QString formatCount(double v, const QString &language);

/// Chinese spacing in text assembled from pieces: no space between two Chinese characters
/// ("3,000.0 万美元的预算") nor beside full-width punctuation ("。校准后", "）19 个月"), where
/// a placeholder or a joined sentence left one. Text without Chinese characters or full-width
/// punctuation comes back unchanged.
QString tidyChineseSpacing(const QString &text);

/// Text for a narrow, wrapping cell: a figure never parts from its unit ("49 d 23 h" may
/// break between "d" and "23", never inside "23 h"; "36 %" stays whole) nor a range at its
/// dash ("11–16 d"). Non-breaking spaces and word joiners; the text reads the same.
QString keepFiguresWhole(const QString &text);

/// Bytes in decimal units, as storage is sold: "2.0 TB", "500 GB", "1.5 PB".
QString formatBytes(double bytes, const QString &language);

/// A quantity as people type it: "3e11", "1,000,000", "1T", "500B", "1.5 trillion",
/// "50亿", "1.5万亿", "128 万", "2 TB", "1.5 PiB". Scale letters K, M, B (or G), T, P are
/// thousands to 10^15; a byte unit (KB ... PB decimal, KiB ... PiB binary) sets
/// `*bytes` true. Empty for anything else, or a value that is not a finite positive number.
std::optional<double> parseQuantity(const QString &text, bool *bytes = nullptr);
/// An amount of money as people type it: "20M", "$20M", "2000万", "2,000 万元", "1.5亿",
/// "¥300k", "0". `*named` is the currency a sign or word names ("$", "美元", "USD": USD;
/// "¥", "元", "CNY": CNY), empty where none. Empty for anything else (a byte unit, a
/// negative amount).
std::optional<double> parseMoney(const QString &text, std::optional<Currency> *named = nullptr);

/// A date as the language writes it in prose: "2026年12月3日" / "3 December 2026".
QString formatDate(const QDate &date, const QString &language);

/// A catalog's date, a year or a month ("2024", "2026-10"), as the language writes it:
/// "2024" / "2024年", "October 2026" / "2026年10月"; any other text as given.
QString formatCatalogDate(const std::string &date, const QString &language);

/// A date and a time of day: "2026年12月3日 09:05" / "3 December 2026 09:05".
QString formatDateTime(const QDateTime &at, const QString &language);

/// The language of the installed translation ("zh_CN" or "en").
QString currentLanguage();

} // namespace cp
