// formatMoney and formatDuration: scaled units chosen by magnitude, three significant
// digits, the language's own separators.
#include "format.h"

#include <QCoreApplication>
#include <QLocale>

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
        // Chinese readers count in 万 (1e4) and 亿 (1e8): "¥ 356.2 万", "¥ 3.56 亿".
        auto scaled = [&](double v) { return loc.toString(v, 'f', v < 10 ? 2 : 1); };
        if (a >= 1e8)
            return sign + symbol(currency) + QLatin1Char(' ') + scaled(a / 1e8) + QStringLiteral(" 亿");
        if (a >= 1e4)
            return sign + symbol(currency) + QLatin1Char(' ') + scaled(a / 1e4) + QStringLiteral(" 万");
        return sign + symbol(currency) + QLatin1Char(' ') + loc.toString(a, 'f', 0);
    }
    const QLocale loc(QLocale::English, QLocale::UnitedStates);
    if (a >= 1e9) return sign + symbol(currency) + threeDigits(a / 1e9, loc) + QLatin1Char('B');
    if (a >= 1e6) return sign + symbol(currency) + threeDigits(a / 1e6, loc) + QLatin1Char('M');
    if (a >= 1e4) return sign + symbol(currency) + threeDigits(a / 1e3, loc) + QLatin1Char('K');
    return sign + symbol(currency) + loc.toString(a, 'f', 0);
}

QString formatDuration(Seconds t, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    double h = std::isfinite(t.value()) ? std::max(0.0, t.value()) / 3600.0 : 0.0;
    if (h < 24) {
        const QString n = QLocale::c().toString(h, 'f', h < 10 ? 1 : 0);
        return zh ? n + QStringLiteral(" 小时") : n + QStringLiteral(" h");
    }
    double d = std::floor(h / 24.0);
    double rest = std::round(h - d * 24.0);
    if (rest >= 24) {
        d += 1;
        rest = 0;
    }
    const QString days = QLocale(zh ? QLocale::Chinese : QLocale::English).toString(qlonglong(d));
    if (zh)
        return rest > 0 ? QStringLiteral("%1 天 %2 小时").arg(days).arg(rest) : QStringLiteral("%1 天").arg(days);
    return rest > 0 ? QStringLiteral("%1 d %2 h").arg(days).arg(rest) : QStringLiteral("%1 d").arg(days);
}

QString formatDurationRange(Seconds low, Seconds high, const QString &language)
{
    const bool zh = language == QLatin1String("zh_CN");
    const double lo = std::isfinite(low.value()) ? std::max(0.0, low.value()) : 0.0;
    const double hi = std::isfinite(high.value()) ? std::max(lo, high.value()) : lo;
    const QLocale loc(zh ? QLocale::Chinese : QLocale::English);
    QString a, b, unit;
    if (hi >= 2 * 86400.0) {
        a = loc.toString(qlonglong(std::llround(std::min(lo / 86400.0, 9e15))));
        b = loc.toString(qlonglong(std::llround(std::min(hi / 86400.0, 9e15))));
        unit = zh ? QStringLiteral(" 天") : QStringLiteral(" d");
    } else {
        const double h0 = lo / 3600.0, h1 = hi / 3600.0;
        a = QLocale::c().toString(h0, 'f', h1 < 10 ? 1 : 0);
        b = QLocale::c().toString(h1, 'f', h1 < 10 ? 1 : 0);
        unit = zh ? QStringLiteral(" 小时") : QStringLiteral(" h");
    }
    return (a == b ? a : a + QStringLiteral("–") + b) + unit;
}

QString formatMoneyRange(double low, double high, Currency currency, const QString &language)
{
    // A spread under half a percent (a reserved term, whose storage months alone move) is no
    // range a reader needs: nothing, so that the total stands alone.
    if (std::abs(high - low) < 0.005 * std::max(std::abs(low), std::abs(high))) return {};
    const QString a = formatMoney(low, currency, language), b = formatMoney(high, currency, language);
    if (a == b) return a;
    if (language == QLatin1String("zh_CN")) {
        // One unit for both ends: "¥ 341.5–372.0 万".
        const double top = std::max(std::abs(low), std::abs(high));
        const double scale = top >= 1e8 ? 1e8 : (top >= 1e4 ? 1e4 : 1.0);
        const QString unit
            = scale == 1e8 ? QStringLiteral(" 亿") : (scale == 1e4 ? QStringLiteral(" 万") : QString());
        const QLocale loc(QLocale::Chinese, QLocale::China);
        auto n = [&](double v) {
            const double s = v / scale;
            return loc.toString(s, 'f', scale == 1.0 ? 0 : (std::abs(s) < 10 ? 2 : 1));
        };
        return symbol(currency) + QLatin1Char(' ') + n(low) + QStringLiteral("–") + n(high) + unit;
    }
    return a + QStringLiteral("–") + b;
}

QString withLikelyRange(const QString &value, const QString &range)
{
    if (range.isEmpty() || range == value) return value; // a flat range (a reserved term)
    return QCoreApplication::translate("Format", "%1 (likely %2)", "a figure and its p10-p90 range")
        .arg(value, range);
}

} // namespace cp
