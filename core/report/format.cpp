// SPDX-License-Identifier: GPL-3.0-or-later
// formatMoney and formatDuration: scaled units chosen by magnitude, three significant
// digits, the language's own separators.
#include "report/format.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>
#include <utility>

#include <cmath>

namespace cp {

namespace {

QString symbol(Currency c) { return c == Currency::CNY ? QStringLiteral("¥") : QStringLiteral("$"); }

/// Three significant digits: 3.56, 35.6, 356.
QString threeDigits(double v, const QLocale &loc)
{
    const int decimals = v < 10 ? 2 : (v < 100 ? 1 : 0);
    return loc.toString(v, 'f', decimals);
}

/// Trailing zeros after the point say nothing: "2.50" reads "2.5", "1.000" reads "1".
QString trimZeros(QString s, const QLocale &loc)
{
    const QChar point = loc.decimalPoint().front();
    if (!s.contains(point)) return s;
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(point)) s.chop(1);
    return s;
}

/// A round figure without its zeros ("50.0" reads "50"); one with a fraction keeps them
/// all ("2.10" stays, three digits as its neighbours).
QString wholeIfRound(const QString &s, const QLocale &loc)
{
    const QString trimmed = trimZeros(s, loc);
    return trimmed.contains(loc.decimalPoint()) ? s : trimmed;
}

/// English money in three significant digits with its scale ("$2.14M", "$27.5K", "$950");
/// a round amount without its zeros ("$50K", not "$50.0K") unless `keepZeros`.
/// An amount below 10,000 in whole units, with its cents below 100 where it has any: a
/// job's ¥0.02 of storage is not "¥0", and "$5.69" in a chart reads as the table's.
QString smallAmount(double a, const QLocale &loc)
{
    if (a < 100 && std::round(a * 100) != std::round(a) * 100) return loc.toString(a, 'f', 2);
    return loc.toString(a, 'f', 0);
}

QString englishMoney(double amount, Currency currency, bool keepZeros)
{
    const QLocale loc(QLocale::English, QLocale::UnitedStates);
    const double a = std::abs(amount);
    const QString sign = amount < 0 ? QStringLiteral("-") : QString();
    const auto digits = [&](double v) {
        const QString three = threeDigits(v, loc);
        return keepZeros ? three : wholeIfRound(three, loc);
    };
    if (a >= 1e9) return sign + symbol(currency) + digits(a / 1e9) + QLatin1Char('B');
    if (a >= 1e6) return sign + symbol(currency) + digits(a / 1e6) + QLatin1Char('M');
    if (a >= 1e4) return sign + symbol(currency) + digits(a / 1e3) + QLatin1Char('K');
    return sign + symbol(currency) + smallAmount(a, loc);
}

/// The English scale an amount is written in (englishMoney): 1e9 (B), 1e6 (M), 1e3 (K from
/// ten thousand on) or 1.
double englishScale(double a)
{
    return a >= 1e9 ? 1e9 : a >= 1e6 ? 1e6 : a >= 1e4 ? 1e3 : 1.0;
}

/// An amount in English in `scale` (englishScale's), whatever its own: "$7.85K" beside
/// "$11.4K", "$0.58M" beside "$2.1M".
QString englishMoneyIn(double amount, double scale, Currency currency)
{
    if (scale <= 1) return englishMoney(amount, currency, false);
    const QLocale loc(QLocale::English, QLocale::UnitedStates);
    const double a = std::abs(amount);
    const QChar suffix = scale == 1e9   ? QLatin1Char('B')
                         : scale == 1e6 ? QLatin1Char('M')
                                        : QLatin1Char('K');
    return (amount < 0 ? QStringLiteral("-") : QString()) + symbol(currency)
           + wholeIfRound(threeDigits(a / scale, loc), loc) + suffix;
}

/// The Chinese word for a money scale: 亿, 万 or nothing.
QString zhScaleWord(double scale)
{
    return scale == 1e8 ? QStringLiteral("亿") : (scale == 1e4 ? QStringLiteral("万") : QString());
}

/// A Chinese amount from its number and scale word, the currency named after it as the
/// unit it is: "356.2 万元", "1,477 万美元" (a "$" before a 万 figure reads as neither
/// language), the way the charts' axes name theirs.
QString zhMoney(const QString &number, const QString &scaleWord, Currency currency)
{
    // A non-breaking space: the figure and its unit never part at a line's end.
    return number + QChar(0x00a0) + scaleWord
           + (currency == Currency::CNY ? QStringLiteral("元") : QStringLiteral("美元"));
}

} // namespace

QString currentLanguage()
{
    // The translation of this marker says which language is installed.
    const QString marker = QCoreApplication::translate("Format", "en", "language code of this translation");
    return marker == QLatin1String("zh_CN") ? marker : QStringLiteral("en");
}

QString formatMoney(double amount, Currency currency, const QString &language)
{
    if (!std::isfinite(amount))
        amount = 0;
    const double a = std::abs(amount);
    const QString sign = amount < 0 ? QStringLiteral("-") : QString();
    if (language == QLatin1String("zh_CN")) {
        const QLocale loc(QLocale::Chinese, QLocale::China);
        // Chinese readers count in 万 (1e4) and 亿 (1e8): "356.2 万元", "3.56 亿元",
        // "1,477 万美元": three or four figures, as the English "$14.8M" has three ("2,307.8
        // 万美元" claimed a precision no estimate has).
        auto scaled = [&](double v) { return loc.toString(v, 'f', v < 10 ? 2 : v < 1000 ? 1 : 0); };
        const double scale = a >= 1e8 ? 1e8 : (a >= 1e4 ? 1e4 : 1.0);
        // A round amount without its zeros: "3,000 万美元", not "3,000.0 万美元".
        const QString number
            = scale == 1.0 ? smallAmount(a, loc) : trimZeros(scaled(a / scale), loc);
        return sign + zhMoney(number, zhScaleWord(scale), currency);
    }
    return englishMoney(amount, currency, false);
}

namespace {

/// In Chinese, an amount in the 万 or 亿 of `top` where it is at least one (formatMoney),
/// below it with two significant digits at least ("0.058 万美元").
QString zhMoneyInScaleOf(double amount, double top, Currency currency)
{
    const double a = std::abs(amount);
    const double scale = top >= 1e8 ? 1e8 : 1e4;
    if (a >= scale) return formatMoney(amount, currency, QStringLiteral("zh_CN"));
    const QLocale loc(QLocale::Chinese, QLocale::China);
    const double v = a / scale;
    if (a > 0 && v < 0.00005)
        return QStringLiteral("不足 ")
               + zhMoney(QStringLiteral("0.0001"), zhScaleWord(scale), currency);
    const int decimals = v >= 0.1 ? 2 : v >= 0.01 ? 3 : 4;
    const QString sign = amount < 0 ? QStringLiteral("-") : QString();
    return sign
           + zhMoney(trimZeros(loc.toString(v, 'f', decimals), loc), zhScaleWord(scale), currency);
}

} // namespace

QString formatMoneyPart(double amount, double total, Currency currency, const QString &language)
{
    if (!std::isfinite(amount)) amount = 0;
    const double whole
        = std::isfinite(total) ? std::max(std::abs(total), std::abs(amount)) : std::abs(amount);
    const bool zh = language == QLatin1String("zh_CN");
    const double a = std::abs(amount);
    if (!zh && a >= 1e4) return formatMoney(amount, currency, language);
    const double scale = !zh ? 1.0 : whole >= 1e8 ? 1e8 : whole >= 1e4 ? 1e4 : 1.0;
    const int decimals = scale > 1 || whole < 100 ? 2 : 0;
    const QLocale loc = zh ? QLocale(QLocale::Chinese, QLocale::China)
                           : QLocale(QLocale::English, QLocale::UnitedStates);
    const double step = std::pow(10.0, -decimals);
    const auto written = [&](double v) {
        const QString number = loc.toString(v, 'f', decimals);
        return zh ? zhMoney(number, zhScaleWord(scale), currency) : symbol(currency) + number;
    };
    // Less than the last digit shows: said so, never "0.00 万元" for a part that costs.
    if (a > 0 && a / scale < step / 2)
        return (zh ? QStringLiteral("不足 ") : QStringLiteral("< ")) + written(step);
    return (amount < 0 ? QStringLiteral("-") : QString()) + written(a / scale);
}

QString formatMoneyInColumn(double amount, double largest, Currency currency,
                            const QString &language)
{
    const double top = std::max(std::abs(largest), std::abs(amount));
    if (!std::isfinite(amount) || !std::isfinite(largest) || top < 1e4)
        return formatMoney(amount, currency, language);
    // In English too: "$7.85K" above "$11.4K", not "$7,845".
    if (language != QLatin1String("zh_CN"))
        return englishMoneyIn(amount, englishScale(top), currency);
    return zhMoneyInScaleOf(amount, top, currency);
}

QString formatMoneyRangeInColumn(double low, double high, Currency currency,
                                 const QString &language, double figure, double largest)
{
    // In the largest figure's unit, as the figure beside it.
    const bool any = std::isfinite(largest);
    return formatMoneyRange(low, high, currency, language,
                            any ? std::max(std::abs(figure), std::abs(largest)) : figure);
}

QString formatMoneyInTable(double amount, Currency currency, const QString &language)
{
    if (!std::isfinite(amount)) amount = 0;
    const double a = std::abs(amount);
    const bool zh = language == QLatin1String("zh_CN");
    const QLocale loc = zh ? QLocale(QLocale::Chinese, QLocale::China)
                           : QLocale(QLocale::English, QLocale::UnitedStates);
    QString number = loc.toString(a, 'f', a >= 100 || a == 0 ? 0 : 2);
    // Cents where there are some ("5.70"), none on a round amount ("20", not "20.00").
    if (const QString zeros = loc.decimalPoint() + QStringLiteral("00"); number.endsWith(zeros))
        number.chop(zeros.size());
    const QString sign = amount < 0 ? QStringLiteral("-") : QString();
    return sign + (zh ? zhMoney(number, QString(), currency) : symbol(currency) + number);
}

QString formatUnitPrice(double price, Currency currency, const QString &language)
{
    const double a = std::abs(price);
    if (!std::isfinite(price) || a >= 1000) return formatMoney(price, currency, language);
    const bool zh = language == QLatin1String("zh_CN");
    const QLocale loc = zh ? QLocale(QLocale::Chinese, QLocale::China)
                           : QLocale(QLocale::English, QLocale::UnitedStates);
    // As price lists quote them: cents ("$6.88 per GPU-hour"), a tenth of a cent below one
    // unit ("¥0.035 per GB"), whole units from 100 on ("$250", as in the amounts' tables).
    // A whole amount without its cents: "$50", not "$50.00".
    const int decimals = a < 1 ? 3 : a < 100 && std::round(a * 100) != std::round(a) * 100 ? 2 : 0;
    const QString number = loc.toString(a, 'f', decimals);
    const QString sign = price < 0 ? QStringLiteral("-") : QString();
    return sign + (zh ? zhMoney(number, QString(), currency) : symbol(currency) + number);
}

double durationUnitSeconds(double longest)
{
    if (longest >= 2 * 86400.0) return 86400.0;
    if (longest >= 2 * 3600.0) return 3600.0;
    return 60.0;
}

namespace {
/// Durations below this many minutes are written in minutes, alone and as ranges: a short
/// run read "0.9 h (likely 0.8–1.1 h)" in one tier and "44 min" in the next.
constexpr double kMinutesUpTo = 90;
} // namespace

QString formatDuration(Seconds t, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    // Chinese keeps a figure and its unit on one line ("18 小时", never "18⏎小时"): a
    // non-breaking space between them, as in amounts.
    double h = std::isfinite(t.value()) ? std::max(0.0, t.value()) / 3600.0 : 0.0;
    // Under an hour and a half in minutes ("每 42 分钟", not "每 0.7 小时"; "72 分钟", not
    // "1.2 小时" beside a range of "1.0～1.4 小时"), under a minute in seconds.
    if (h * 60 < 0.5) {
        // A part that takes time, however little, is not "0 s" (data loading beside hours).
        if (h > 0 && h * 3600 < 0.5)
            return zh ? QStringLiteral("不足 1\u00a0秒") : QStringLiteral("< 1 s");
        const QString n = QString::number(std::round(h * 3600));
        return zh ? n + QStringLiteral("\u00a0秒") : n + QStringLiteral(" s");
    }
    if (std::round(h * 60) < kMinutesUpTo) {
        const QString n = QString::number(std::round(h * 60));
        return zh ? n + QStringLiteral("\u00a0分钟") : n + QStringLiteral(" min");
    }
    // Hours up to two days, then days, as a likely range is written ("51 d (likely 46–55 d)",
    // "6.3 d", "46 h"): a decimal below ten. "50 d 12 h" stood beside "46–55 d".
    if (h < 48) {
        const QString n = trimZeros(QLocale::c().toString(h, 'f', h < 10 ? 1 : 0), QLocale::c());
        return zh ? n + QStringLiteral("\u00a0小时") : n + QStringLiteral(" h");
    }
    // Past a century, years in the language's scale words ("3.1 K years", "3.1 万年"): days
    // counted in a 64-bit integer wrapped to "-9,223,372,036,854,775,808 d".
    if (h >= 24 * 36525.0) {
        const QString years = formatCount(h / 24.0 / 365.25, language);
        return zh ? years + QStringLiteral("\u00a0年") : years + QStringLiteral(" years");
    }
    const double d = h / 24.0;
    const QString days = d < 10 ? trimZeros(QLocale::c().toString(d, 'f', 1), QLocale::c())
                                : QLocale(zh ? QLocale::Chinese : QLocale::English)
                                      .toString(qlonglong(std::round(d)));
    return zh ? days + QStringLiteral("\u00a0天") : days + QStringLiteral(" d");
}

namespace {

/// The units a breakdown of durations is written in, longest first.
struct PartUnit
{
    double seconds;
    const char16_t *zh, *en;
};
constexpr PartUnit kPartUnits[] = {{86400.0, u"\u00a0天", u" d"},
                                   {3600.0, u"\u00a0小时", u" h"},
                                   {60.0, u"\u00a0分钟", u" min"},
                                   {1.0, u"\u00a0秒", u" s"}};

/// The unit formatDuration writes `seconds` in: days from two days, hours from an hour and
/// a half, minutes from half a minute, else seconds.
std::size_t durationUnitIndex(double seconds)
{
    const double h = seconds / 3600.0;
    if (h >= 48) return 0;
    if (std::round(h * 60) >= kMinutesUpTo) return 1;
    return h * 60 >= 0.5 ? 2 : 3;
}

} // namespace

QString formatDurationPart(Seconds part, Seconds total, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    const double p = std::isfinite(part.value()) ? std::max(0.0, part.value()) : 0.0;
    const double t = std::isfinite(total.value()) ? std::max(0.0, total.value()) : 0.0;
    std::size_t i = durationUnitIndex(std::max(p, t));
    if (i + 1 < std::size(kPartUnits) && p < kPartUnits[i].seconds) ++i;
    const PartUnit &unit = kPartUnits[i];
    const QString name = QString::fromUtf16(zh ? unit.zh : unit.en);
    const double v = p / unit.seconds;
    if (p > 0 && v < 0.05)
        return (zh ? QStringLiteral("不足 0.1") : QStringLiteral("< 0.1")) + name;
    if (v >= 100)
        return QLocale(zh ? QLocale::Chinese : QLocale::English).toString(qlonglong(std::round(v)))
               + name;
    return trimZeros(QLocale::c().toString(v, 'f', 1), QLocale::c()) + name;
}

namespace {

/// The unit and decimals a duration range is written in, chosen by its high end: days from
/// two days (a decimal below ten), seconds from under a minute, minutes under an hour and a
/// half (kMinutesUpTo), else hours (a decimal below ten).
struct RangeUnit
{
    double seconds;
    int decimals;
    const char16_t *zh, *en;
};

RangeUnit rangeUnit(double lo, double hi)
{
    if (hi >= 2 * 86400.0) return {86400.0, hi / 86400.0 >= 10 ? 0 : 1, u"\u00a0天", u" d"};
    if (lo < 60.0 && hi < 3600.0) return {1.0, 0, u"\u00a0秒", u" s"};
    if (std::round(hi / 60.0) < kMinutesUpTo) return {60.0, 0, u"\u00a0分钟", u" min"};
    return {3600.0, hi / 3600.0 < 10 ? 1 : 0, u"\u00a0小时", u" h"};
}

/// Days a column reads in hours up to: "150 h" above "3 h" compares; "400 h" is counted.
constexpr double kHoursBesideHoursUpTo = 7 * 86400.0;

/// The unit of a range read in a column (`among`): the column's longest one's, up to hours,
/// where it is the larger, with the decimals this range needs in it ("0.3 h" of a 20-minute
/// run beside "5 h"; two below a tenth, so that it does not read 0); hours, not days, where
/// another reads in hours and none takes a week.
RangeUnit rangeUnit(double lo, double hi, const DurationsAmong &among)
{
    const RangeUnit own = rangeUnit(lo, hi);
    const double shortest = among.shortest.value();
    if (own.seconds == 86400.0 && shortest > 0 && shortest < 2 * 86400.0
        && std::max(hi, among.longest.value()) < kHoursBesideHoursUpTo)
        return {3600.0, 0, u"\u00a0小时", u" h"}; // two days and more: whole hours
    const double longest = among.longest.value();
    if (!(longest > hi)) return own;
    // Up to hours: a column of days beside a tier of hours read "0.07 d (likely 0.07–0.08
    // d)"; hours beside days compare at a glance, minutes beside hours do not.
    RangeUnit column = rangeUnit(std::min(longest, 47 * 3600.0), std::min(longest, 47 * 3600.0));
    if (column.seconds <= own.seconds) return own;
    if (column.seconds > 60.0) {
        const double top = hi / column.seconds;
        column.decimals = top >= 10 ? 0 : top >= 0.1 ? 1 : 2;
    }
    return column;
}

QString rangeNumber(double v, int decimals, bool zh)
{
    // Whole days are counted with the language's digit grouping ("1,020 d"); a figure with
    // a decimal is below ten.
    if (decimals == 0)
        return QLocale(zh ? QLocale::Chinese : QLocale::English).toString(qlonglong(v));
    return QLocale::c().toString(v, 'f', decimals);
}

} // namespace

namespace {

/// A range's text from its two ends in `u`, with the language's joiner.
QString rangeText(double x, double y, const RangeUnit &u, bool zh)
{
    const QString a = rangeNumber(x, u.decimals, zh), b = rangeNumber(y, u.decimals, zh);
    const QString unit = QString::fromUtf16(zh ? u.zh : u.en);
    // Chinese joins a range with a full-width tilde ("61～76 天"), English with an en dash.
    return (a == b ? a : a + (zh ? QStringLiteral("～") : QStringLiteral("–")) + b) + unit;
}

} // namespace

void DurationsAmong::add(Seconds high)
{
    if (!std::isfinite(high.value()) || high.value() <= 0) return;
    longest = Seconds(std::max(longest.value(), high.value()));
    shortest
        = Seconds(shortest.value() > 0 ? std::min(shortest.value(), high.value()) : high.value());
}

QString formatDurationRange(Seconds low, Seconds high, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    const double lo = std::isfinite(low.value()) ? std::max(0.0, low.value()) : 0.0;
    const double hi = std::isfinite(high.value()) ? std::max(lo, high.value()) : lo;
    // Without its figure, rounded outward, the low end down and the high end up, so that
    // the range always holds the figure it belongs to, whatever that figure's own rounding
    // ("2 d 19 h" sat outside a "3 d" range that was 2.6-3.2 days rounded to the nearest
    // day). Days below ten keep a decimal, hours below ten too; from under a minute the
    // range is in seconds (in whole minutes the low end read 0: "0–1 min" said nothing of a
    // 17-second run).
    const RangeUnit u = rangeUnit(lo, hi);
    const double scale = std::pow(10.0, u.decimals);
    const double eps = 1e-9; // what the seconds' conversion leaves of an exact figure
    const double x = std::floor(std::min(lo / u.seconds, 9e15) * scale + eps) / scale;
    const double y = std::ceil(std::min(hi / u.seconds, 9e15) * scale - eps) / scale;
    return rangeText(x, y, u, zh);
}

QString formatDurationRange(Seconds low, Seconds high, Seconds figure, const QString &language,
                            const DurationsAmong &among)
{
    const bool zh = language == QLatin1String("zh_CN");
    const double lo = std::isfinite(low.value()) ? std::max(0.0, low.value()) : 0.0;
    const double hi = std::isfinite(high.value()) ? std::max(lo, high.value()) : lo;
    const double t = std::isfinite(figure.value()) ? std::clamp(figure.value(), lo, hi) : lo;
    // Rounded outward, "5.6–6.8 d" stood for 5.69-6.71 days: ±10 % where the assumptions
    // state -9 % to +7 %. To the nearest unit, widened only to hold the figure as written in
    // the range's unit (formatDurationLikeRange) or as formatDuration writes it.
    const RangeUnit u = rangeUnit(lo, hi, among);
    const double scale = std::pow(10.0, u.decimals);
    auto nearest
        = [&](double v) { return std::round(std::min(v / u.seconds, 9e15) * scale) / scale; };
    double x = nearest(lo), y = nearest(hi);
    const double shown = nearest(t);
    x = std::min(x, std::floor(std::min(t / u.seconds, 9e15) * scale + 1e-9) / scale);
    y = std::max(y, std::ceil(std::min(t / u.seconds, 9e15) * scale - 1e-9) / scale);
    x = std::min(x, shown);
    y = std::max(y, shown);
    return rangeText(x, y, u, zh);
}

QString formatDurationLikeRange(Seconds t, Seconds low, Seconds high, const QString &language,
                                const DurationsAmong &among)
{
    const bool zh = language == QLatin1String("zh_CN");
    const double v = std::isfinite(t.value()) ? std::max(0.0, t.value()) : 0.0;
    const double lo = std::isfinite(low.value()) ? std::max(0.0, low.value()) : 0.0;
    const double hi = std::isfinite(high.value()) ? std::max(lo, high.value()) : lo;
    const RangeUnit u = rangeUnit(lo, hi, among);
    const double scale = std::pow(10.0, u.decimals);
    const double n = std::round(std::min(v / u.seconds, 9e15) * scale) / scale;
    // The range's unit and rounding, but no ".0" on a whole figure: "4 d (likely 3.6–4.4
    // d)", as the span beside it reads "job 4 d".
    return trimZeros(rangeNumber(n, u.decimals, zh), QLocale::c())
           + QString::fromUtf16(zh ? u.zh : u.en);
}

QString formatMoneyRange(double low, double high, Currency currency, const QString &language,
                         double figure)
{
    // A spread under half a percent (a reserved term, whose storage months alone move) is no
    // range a reader needs: nothing, so that the total stands alone.
    if (std::abs(high - low) < 0.005 * std::max(std::abs(low), std::abs(high))) return {};
    const QString a = formatMoney(low, currency, language), b = formatMoney(high, currency, language);
    if (a == b) return a;
    if (language == QLatin1String("zh_CN")) {
        // One unit for both ends: "341.5～372.0 万元".
        const double top = std::max(std::abs(low), std::abs(high));
        const double unitOf = figure >= 0 ? std::abs(figure) : top;
        const double scale = unitOf >= 1e8 ? 1e8 : (unitOf >= 1e4 ? 1e4 : 1.0);
        const QLocale loc(QLocale::Chinese, QLocale::China);
        // Three figures or more in 万 or 亿 need no decimal: the range of a point estimate is
        // coarser than the point, never finer ("217～256 万美元" beside "238 万美元").
        const bool whole = scale == 1.0 || top / scale >= 100;
        auto n = [&](double v) {
            const double s = v / scale;
            return loc.toString(s, 'f', whole ? 0 : (std::abs(s) < 10 ? 2 : 1));
        };
        QString x = n(low), y = n(high);
        // Both ends round: no zeros after the point ("1,410～1,560 万美元"); one end with a
        // fraction keeps the other's zeros, so the two read alike.
        if (trimZeros(x, loc) == trimZeros(x, loc).section(loc.decimalPoint(), 0, 0)
            && trimZeros(y, loc) == trimZeros(y, loc).section(loc.decimalPoint(), 0, 0)) {
            x = trimZeros(x, loc);
            y = trimZeros(y, loc);
        }
        return zhMoney(x + QStringLiteral("～") + y, zhScaleWord(scale), currency);
    }
    // Below the thousands a range reads in whole units, as in Chinese: coarser than its
    // point, never finer ("$59" likely "$38–$90", not "$37.72–$89.79"); and so does the
    // range of a figure written in whole units ("¥7,845 (likely ¥5,123–¥11,842)", not
    // "–¥11.8K").
    if (std::max(std::abs(low), std::abs(high)) < 1e4 || (figure >= 0 && std::abs(figure) < 1e4)) {
        const QLocale loc(QLocale::English, QLocale::UnitedStates);
        auto whole = [&](double v) {
            QString text = symbol(currency);
            text += loc.toString(std::round(std::abs(v)), 'f', 0);
            if (v < 0) text.prepend(QLatin1Char('-'));
            return text;
        };
        const QString x = whole(low), y = whole(high);
        return x == y ? x : x + QStringLiteral("–") + y;
    }
    // Both ends in one scale, the high end's: "¥7.29K–¥17.4K", not "¥7,286–¥17.4K".
    const double scale = englishScale(std::max(std::abs(low), std::abs(high)));
    if (englishScale(std::abs(low)) != scale || englishScale(std::abs(high)) != scale)
        return englishMoneyIn(low, scale, currency) + QStringLiteral("–")
               + englishMoneyIn(high, scale, currency);
    // One end with a fraction keeps the other's zeros, so the two read alike
    // ("$2.00M–$2.14M", "$2M–$3M").
    const QChar point = QLatin1Char('.');
    if (a.contains(point) != b.contains(point))
        return englishMoney(low, currency, true) + QStringLiteral("–")
               + englishMoney(high, currency, true);
    return a + QStringLiteral("–") + b;
}

MoneyUnit moneyUnit(double largest, Currency currency, const QString &language)
{
    const bool cny = currency == Currency::CNY;
    largest = std::abs(largest);
    if (language == QLatin1String("zh_CN")) {
        const QString yuan = cny ? QStringLiteral("元") : QStringLiteral("美元");
        if (largest >= 1e8) return {1e8, QStringLiteral("亿") + yuan};
        if (largest >= 1e4) return {1e4, QStringLiteral("万") + yuan};
        return {1, yuan};
    }
    const QString sign = symbol(currency);
    if (largest >= 1e9) return {1e9, sign + QLatin1Char('B')};
    if (largest >= 1e6) return {1e6, sign + QLatin1Char('M')};
    if (largest >= 1e4) return {1e3, sign + QLatin1Char('K')};
    return {1, sign};
}

namespace {

QLocale localeFor(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}


QString superscript(int n)
{
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out = n < 0 ? QStringLiteral("⁻") : QString();
    const QString plain = QString::number(std::abs(n));
    for (QChar c : plain)
        out += QChar(digits[c.digitValue()]);
    return out;
}

} // namespace

QString trimTrailingZeros(const QString &number, const QLocale &locale)
{
    return trimZeros(number, locale);
}

QString formatPercent(double percent, const QString &language, int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    const QLocale loc = localeFor(language);
    const double v = std::isfinite(percent) ? percent : 0.0;
    // A share that is not nothing never reads "0 %": "< 1 %".
    const double least = std::pow(10.0, -decimals);
    const bool zh = language == QLatin1String("zh_CN");
    const QString n = v > 0 && v < 0.5 * least ? (zh ? QStringLiteral("<") : QStringLiteral("< "))
                                                     + loc.toString(least, 'f', decimals)
                                               : loc.toString(v, 'f', decimals);
    return zh ? QString(n + QLatin1Char('%')) : QString(n + QStringLiteral(" %"));
}

QString formatNumber(double v, int significant, const QString &language)
{
    if (!std::isfinite(v)) return QStringLiteral("–");
    const QLocale loc = localeFor(language);
    significant = std::clamp(significant, 1, 15);
    const double a = std::abs(v);
    if (a == 0) return QStringLiteral("0");
    const int exponent = int(std::floor(std::log10(a)));
    if (exponent >= 15 || exponent < -6) {
        const double mantissa = v / std::pow(10.0, exponent);
        return trimZeros(loc.toString(mantissa, 'f', std::max(0, significant - 1)), loc)
               + QStringLiteral(" × 10") + superscript(exponent);
    }
    const int decimals = std::max(0, significant - 1 - exponent);
    const QString s = loc.toString(v, 'f', decimals);
    return decimals > 0 ? trimZeros(s, loc) : s;
}

QString keepFiguresWhole(const QString &text)
{
    static const QRegularExpression unit(
        QStringLiteral("(\\d) (?=(?:d|h|min|s|%|GiB|GB|TB|PB|Gb/s|GB/s|K|M|B|T|years|nodes?|GPUs?)"
                       "(?![\\w/]))"));
    static const QRegularExpression range(QStringLiteral("(\\d)([–～])(?=[\\d$¥])"));
    // A short label keeps its figure ("CP⏎2", "ZeRO⏎2").
    static const QRegularExpression label(QStringLiteral("\\b([A-Z][A-Za-z]{0,3}) (?=\\d)"));
    // Chinese: a figure keeps its unit ("32⏎节点", "500 万美⏎元") and the ideograph before it
    // ("可能区间⏎90～126 万美元", "作业⏎50 天"); Chinese breaks between any two ideographs, so
    // a unit of several is joined.
    static const QRegularExpression chineseUnit(QStringLiteral("(\\d) (?=[\\x{4e00}-\\x{9fff}])"));
    static const QRegularExpression chineseLabel(
        QStringLiteral("(?<=[\\x{4e00}-\\x{9fff}]) (?=\\d)"));
    static const QRegularExpression longUnit(
        QStringLiteral("(?<=\\d\\x{a0})(?:万美元|亿美元|万元|亿元|美元|小时|分钟|节点)"));
    // A rate keeps its slash ("400 Gb/⏎s" stood in the comparison at 200 %).
    static const QRegularExpression perSecond(QStringLiteral("(?<=[kKMGT][Bb])/(?=s\\b)"));
    QString out = text;
    out.replace(unit, QStringLiteral("\\1\u00a0"));
    out.replace(perSecond, QStringLiteral("\u2060/\u2060"));
    out.replace(range, QStringLiteral("\\1\u2060\\2\u2060"));
    out.replace(label, QStringLiteral("\\1\u00a0"));
    out.replace(chineseUnit, QStringLiteral("\\1\u00a0"));
    out.replace(chineseLabel, QStringLiteral("\u00a0"));
    // Join each unit's ideographs with word joiners, from the last match back.
    // And the GPU-hour, a unit of two ideographs wherever it stands ("每卡⏎时 2.75 美元").
    static const QRegularExpression gpuHour(QStringLiteral("每?卡时"));
    QList<QRegularExpressionMatch> units;
    for (const QRegularExpression *re : {&longUnit, &gpuHour})
        for (auto it = re->globalMatch(out); it.hasNext();)
            units.append(it.next());
    std::sort(units.begin(), units.end(),
              [](const auto &a, const auto &b) { return a.capturedStart(0) > b.capturedStart(0); });
    for (const QRegularExpressionMatch &m : units) {
        QString joined;
        for (const QChar c : m.captured(0))
            joined += (joined.isEmpty() ? QString() : QString(QChar(0x2060))) + c;
        out.replace(m.capturedStart(0), m.capturedLength(0), joined);
    }
    return out;
}

QString formatStepTime(Seconds t, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    const QLocale loc = localeFor(language);
    const double s = std::isfinite(t.value()) ? std::max(0.0, t.value()) : 0.0;
    const bool ms = s < 1;
    const QString n = trimZeros(loc.toString(ms ? 1000 * s : s, 'f', ms ? 1 : 2), loc);
    if (zh) return n + (ms ? QStringLiteral("\u00a0毫秒") : QStringLiteral("\u00a0秒"));
    return n + (ms ? QStringLiteral(" ms") : QStringLiteral(" s"));
}

QString formatEveryDuration(Seconds t, const QString &language)
{
    const QString text = formatDuration(t, language);
    if (language != QLatin1String("zh_CN")) return text;
    // "每小时", not "每 1 小时", nor "每 60 分钟" (an hour reads in minutes, formatDuration).
    static const QRegularExpression one(QStringLiteral(R"(^1[ \x{a0}](小时|天|分钟|秒)$)"));
    if (text == QStringLiteral("60\u00a0分钟")) return QStringLiteral("小时");
    const QRegularExpressionMatch m = one.match(text);
    return m.hasMatch() ? m.captured(1) : text;
}

QString tidyChineseSpacing(const QString &text)
{
    // Ideographs, CJK punctuation (、。《》「」) and full-width forms (，：；（）！？); not “”,
    // which English text uses too.
    static const QString cjk
        = QStringLiteral("[\\x{4e00}-\\x{9fff}\\x{3001}-\\x{303f}\\x{ff01}-\\x{ff0f}"
                         "\\x{ff1a}-\\x{ff20}]");
    static const QString punct = QStringLiteral(
        "[\\x{3001}-\\x{3011}\\x{ff01}\\x{ff08}\\x{ff09}\\x{ff0c}\\x{ff1a}\\x{ff1b}"
        "\\x{ff1f}]");
    static const QRegularExpression between(
        QStringLiteral("(?<=%1)[ \\x{a0}]+(?=%1)").arg(cjk));
    static const QRegularExpression beside(
        QStringLiteral("(?<=%1)[ \\x{a0}]+|[ \\x{a0}]+(?=%1)").arg(punct));
    QString out = text;
    out.remove(between);
    out.remove(beside);
    return out;
}

QString formatCount(double v, const QString &language)
{
    if (!std::isfinite(v)) return QStringLiteral("–");
    const double a = std::abs(v);
    const QLocale loc = localeFor(language);
    const auto trimmed = [&](double x, int decimals, int keep) {
        QString s = loc.toString(x, 'f', decimals);
        const QChar point = loc.decimalPoint().front();
        while (decimals-- > keep && s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point)) s.chop(1);
        return s;
    };
    if (language == QLatin1String("zh_CN")) {
        // 万 (10^4), 亿 (10^8), 万亿 (10^12): "1 万亿", "5,000 亿", "128 万", "1,888 万"
        // (not "1,888.1 万": three or four figures, as "18.9 M" has three).
        for (const auto &[scale, word] : {std::pair{1e12, QStringLiteral("万亿")},
                                          std::pair{1e8, QStringLiteral("亿")},
                                          std::pair{1e4, QStringLiteral("万")}})
            if (a >= scale && a < 1e19) {
                const double x = a / scale;
                return trimmed(v / scale,
                               x < 10     ? 2
                               : x < 1000 ? 1
                                          : 0,
                               0)
                       + QLatin1Char(' ') + word;
            }
        if (a >= 1e19) return formatNumber(v, 3, language);
        return trimmed(v, a < 10 ? 2 : 0, 0);
    }
    // Thousand, million, billion, trillion, quadrillion: "1 T", "1.28 M", "500 B".
    for (const auto &[scale, letter] :
         {std::pair{1e15, 'P'}, std::pair{1e12, 'T'}, std::pair{1e9, 'B'}, std::pair{1e6, 'M'},
          std::pair{1e3, 'K'}})
        if (a >= scale && a < 1e18) {
            const double x = v / scale;
            return trimmed(x, std::abs(x) < 10 ? 2 : (std::abs(x) < 100 ? 1 : 0), 0)
                   + QLatin1Char(' ') + QLatin1Char(letter);
        }
    if (a >= 1e18) return formatNumber(v, 3, language);
    return trimmed(v, a < 10 ? 2 : 0, 0);
}

QString formatBytes(double bytes, const QString &language)
{
    // The English count's letters are the byte prefixes but for billions (G, not B).
    static const std::pair<double, const char *> units[]
        = {{1e18, "EB"}, {1e15, "PB"}, {1e12, "TB"}, {1e9, "GB"}, {1e6, "MB"}, {1e3, "KB"}};
    const double a = std::abs(bytes);
    for (const auto &[scale, unit] : units)
        if (a >= scale && (a < scale * 1000 || scale == 1e18))
            return formatNumber(bytes / scale, 3, language) + QLatin1Char(' ')
                   + QLatin1String(unit);
    return formatNumber(bytes, 3, language) + QStringLiteral(" B");
}

std::optional<double> parseQuantity(const QString &text, bool *bytes)
{
    if (bytes) *bytes = false;
    QString t = text.trimmed().toLower();
    // Separators people type: "1,000,000", "1 000 000", the Chinese full-width comma.
    t.remove(QLatin1Char(',')).remove(QChar(0xff0c)).remove(QChar(0x00a0));
    // The number: digits, a point, an exponent ("3e11", "1.5E+12").
    static const QRegularExpression pattern(QStringLiteral(
        "^([0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:e([+-]?[0-9]{1,3}))?\\s*(.*)$"));
    const QRegularExpressionMatch m = pattern.match(t);
    if (!m.hasMatch()) return std::nullopt;
    bool ok = false;
    double v = m.captured(1).toDouble(&ok);
    if (!ok) return std::nullopt;
    if (!m.captured(2).isEmpty()) v *= std::pow(10.0, m.captured(2).toInt());
    QString unit = m.captured(3).trimmed();
    // Words that only name what is counted.
    for (const char *word : {"tokens", "token", "samples", "sample", "个", "条", "张"})
        if (unit.endsWith(QString::fromUtf8(word))) {
            unit.chop(QString::fromUtf8(word).size());
            unit = unit.trimmed();
            break;
        }
    static const std::pair<const char *, double> scales[] = {
        {"", 1},          {"k", 1e3},        {"thousand", 1e3}, {"m", 1e6},
        {"million", 1e6}, {"mn", 1e6},       {"b", 1e9},        {"bn", 1e9},
        {"billion", 1e9}, {"g", 1e9},        {"t", 1e12},       {"trillion", 1e12},
        {"p", 1e15},      {"千", 1e3},       {"万", 1e4},       {"十万", 1e5},
        {"百万", 1e6},    {"千万", 1e7},     {"亿", 1e8},       {"十亿", 1e9},
        {"百亿", 1e10},   {"千亿", 1e11},    {"万亿", 1e12},    {"兆", 1e12}};
    static const std::pair<const char *, double> byteUnits[] = {
        {"b", 1},        {"byte", 1},     {"bytes", 1},     {"kb", 1e3},       {"mb", 1e6},
        {"gb", 1e9},     {"tb", 1e12},    {"pb", 1e15},     {"kib", 1024.0},   {"mib", 1048576.0},
        {"gib", 1073741824.0}, {"tib", 1099511627776.0}, {"pib", 1125899906842624.0},
        {"字节", 1}};
    std::optional<double> factor;
    for (const auto &[name, f] : scales)
        if (unit == QString::fromUtf8(name)) factor = f;
    if (!factor) {
        for (const auto &[name, f] : byteUnits)
            // A lone "b" is billions ("500B tokens"); bytes need their full unit.
            if (unit == QString::fromUtf8(name) && unit != QLatin1String("b")) {
                factor = f;
                if (bytes) *bytes = true;
            }
    }
    if (!factor) return std::nullopt;
    v *= *factor;
    if (!std::isfinite(v) || v <= 0) return std::nullopt;
    return v;
}

std::optional<double> parseMoney(const QString &text, std::optional<Currency> *named)
{
    if (named) named->reset();
    QString t = text.trimmed().toLower();
    // A sign before the figure, a word after it: "$20m", "US$ 5m", "¥2000万", "2000万元".
    static const std::pair<const char *, Currency> signs[] = {
        {"us$", Currency::USD}, {"$", Currency::USD}, {"usd", Currency::USD},
        {"¥", Currency::CNY},   {"￥", Currency::CNY}, {"cny", Currency::CNY},
        {"rmb", Currency::CNY}};
    static const std::pair<const char *, Currency> words[] = {
        {"美元", Currency::USD},   {"usd", Currency::USD}, {"dollars", Currency::USD},
        {"人民币", Currency::CNY}, {"元", Currency::CNY},  {"cny", Currency::CNY},
        {"rmb", Currency::CNY},    {"yuan", Currency::CNY}};
    std::optional<Currency> found;
    for (const auto &[sign, c] : signs)
        if (t.startsWith(QString::fromUtf8(sign))) {
            t = t.mid(QString::fromUtf8(sign).size()).trimmed();
            found = c;
            break;
        }
    for (const auto &[word, c] : words)
        if (t.endsWith(QString::fromUtf8(word))) {
            if (found && *found != c) return std::nullopt; // "$20 元"
            t.chop(QString::fromUtf8(word).size());
            t = t.trimmed();
            found = c;
            break;
        }
    if (named) *named = found;
    static const QRegularExpression zero(QStringLiteral("^0+(?:\\.0*)?$"));
    if (zero.match(t).hasMatch()) return 0.0; // no budget
    bool bytes = false;
    const std::optional<double> v = parseQuantity(t, &bytes);
    if (!v || bytes) return std::nullopt;
    return v;
}

QString formatDate(const QDate &date, const QString &language)
{
    // Chinese writes the date in its own characters: "2026年12月3日".
    if (language == QLatin1String("zh_CN"))
        // Spaced as every other figure beside Chinese ("2023 年 10 月 17 日" in the rules),
        // with no break inside it.
        return QLocale(QLocale::Chinese, QLocale::China)
            .toString(date, QStringLiteral("yyyy\u00a0年\u00a0M\u00a0月\u00a0d\u00a0日"));
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(date, QStringLiteral("d MMMM yyyy"));
}

QString formatCatalogDate(const std::string &date, const QString &language)
{
    const QString text = QString::fromStdString(date);
    const bool zh = language == QLatin1String("zh_CN");
    static const QRegularExpression yearMonth(QStringLiteral("^(\\d{4})(?:-(\\d{2}))?$"));
    const QRegularExpressionMatch m = yearMonth.match(text);
    if (!m.hasMatch()) return text;
    if (m.captured(2).isEmpty()) return zh ? text + QStringLiteral("\u00a0年") : text;
    const QDate month(m.captured(1).toInt(), m.captured(2).toInt(), 1);
    if (!month.isValid()) return text;
    return zh ? QLocale(QLocale::Chinese, QLocale::China)
                    .toString(month, QStringLiteral("yyyy\u00a0年\u00a0M\u00a0月"))
              : QLocale(QLocale::English, QLocale::UnitedStates)
                    .toString(month, QStringLiteral("MMMM yyyy"));
}

QString formatDateTime(const QDateTime &at, const QString &language)
{
    return formatDate(at.date(), language) + QLatin1Char(' ')
           + at.time().toString(QStringLiteral("HH:mm"));
}

QString withLikelyRange(const QString &value, const QString &range)
{
    if (range.isEmpty() || range == value) return value; // a flat range (a reserved term)
    return QCoreApplication::translate("Format", "%1 (likely %2)", "a figure and its p10-p90 range")
        .arg(value, range);
}

} // namespace cp
