// SPDX-License-Identifier: GPL-3.0-or-later
// pricingSummary: see pricingtext.h.
#include "report/pricingtext.h"

#include "report/format.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace cp {

namespace {

struct PricingTr
{
    Q_DECLARE_TR_FUNCTIONS(PricingText)
};

constexpr std::array<Pricing, 4> kCloudModes
    = {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot};

/// Items with their own separators: "a, b and c" ("a，b和c" in Chinese).
QString listed(const QStringList &items, const QString &separator, const QString &lastTwo)
{
    if (items.size() <= 1) return items.value(0);
    return lastTwo.arg(items.mid(0, items.size() - 1).join(separator), items.last());
}

} // namespace

QString breakEvenSentence(const PricingOverTime &p, bool withRate)
{
    // The one figure a buyer checks against the quotes on the table, with what it assumes:
    // the cluster owned for the whole period and busy as the plan says. A job that fills a
    // small share of that period says so, or the rate reads as advice to buy while the
    // recommendation rents.
    const CostOverTime &cost = p.modes;
    const auto rate = cost.curve(Pricing::OnDemand).breakEvenPrice;
    if (!rate || *rate <= 0) return {};
    const QString lang = currentLanguage();
    QString text = PricingTr::tr("Owned for %n month(s) and busy %1 of its hours, the cluster "
                                 "costs less than pay-as-you-go where that costs more than %2 "
                                 "per GPU-hour.",
                                 nullptr, cost.months)
                       .arg(formatPercent(100 * cost.utilization, lang),
                            formatUnitPrice(*rate, cost.currency, lang));
    // Which side of it this plan's price list falls: the reader was left to work it out.
    // The list's rate itself is a unit price, for the internal view.
    const double paid = cost.curve(Pricing::OnDemand).ratePerGpuHour;
    const bool owning = paid > 0 && paid > *rate;
    if (paid > 0) {
        // Said of a cluster that busy, not of this job: the 70B proposal recommended
        // renting for its one run and read "owning costs less" beside it.
        // The rate is the list's, or the negotiated one where a discount applies: "the
        // price list's rate" named a discounted $2.20 where the list says $2.75.
        const QString rateName = cost.computeDiscounted
                                     ? PricingTr::tr("negotiated pay-as-you-go rate")
                                     : PricingTr::tr("price list's pay-as-you-go rate");
        QString verdict;
        if (!withRate)
            verdict = (owning ? PricingTr::tr("At the %1, a cluster kept that busy costs less "
                                              "owned.")
                              : PricingTr::tr("At the %1, renting costs less even for a cluster "
                                              "kept that busy."))
                          .arg(rateName);
        else
            verdict = (owning ? PricingTr::tr("At the %1 of %2 per GPU-hour, a cluster kept that "
                                              "busy costs less owned.")
                              : PricingTr::tr("At the %1 of %2 per GPU-hour, renting costs less "
                                              "even for a cluster kept that busy."))
                          .arg(rateName, formatUnitPrice(paid, cost.currency, lang));
        text += (lang == QLatin1String("zh_CN") ? QString() : QStringLiteral(" ")) + verdict;
    }
    const double share = cost.months > 0 ? cost.runMonths / cost.months : 1;
    if (share < 0.5)
        text += (lang == QLatin1String("zh_CN") ? QString() : QStringLiteral(" "))
                // A share rounded up to 1 % reads as the job filling it: under 1 %, "less".
                // Where owning costs less at that use, the conclusion for this job: the 70B
                // proposal ended on "owning costs less" above a table that rents.
                + (owning ? (100 * share < 1
                                 ? PricingTr::tr("This job alone keeps it busy for less than %1 "
                                                 "of that time: owning pays only if further "
                                                 "runs keep it that busy.")
                                       .arg(formatPercent(1, lang))
                                 : PricingTr::tr("This job alone keeps it busy for %1 of that "
                                                 "time: owning pays only if further runs keep it "
                                                 "that busy.")
                                       .arg(formatPercent(std::round(100 * share), lang)))
                   : 100 * share < 1
                       ? PricingTr::tr("This job alone keeps it busy for less than %1 of that "
                                       "time.")
                             .arg(formatPercent(1, lang))
                       : PricingTr::tr("This job alone keeps it busy for %1 of that time.")
                             .arg(formatPercent(std::round(100 * share), lang)));
    return tidyChineseSpacing(text);
}

QString pricingSummary(const PricingOverTime &p, const CheapestWay &best)
{
    const QString lang = currentLanguage();
    const CostOverTime &cost = p.modes;
    const int months = cost.months;
    // Whole months: the first whole month from which buying is cheaper.
    QStringList paysOff, never;
    for (Pricing mode : kCloudModes) {
        const QString name = pricingModeText(mode, PricingWording::InSentence);
        const auto &bem = cost.curve(mode).breakEvenMonth;
        if (!bem)
            never << name;
        else if (*bem <= 0)
            paysOff << PricingTr::tr("from the start against %1").arg(name);
        else
            paysOff << PricingTr::tr("after %n month(s) against %1", nullptr,
                                     int(std::ceil(*bem - 1e-9)))
                           .arg(name);
    }
    const QString clauses = listed(paysOff, PricingTr::tr(", ", "between break-even clauses"),
                                   PricingTr::tr("%1 and %2", "the last two break-even clauses"));
    const QString modes = listed(never, PricingTr::tr(", ", "between pricing modes"),
                                 PricingTr::tr("%1 and %2", "the last two pricing modes"));
    QString summary;
    if (never.isEmpty())
        summary = PricingTr::tr("Buying pays off %1.").arg(clauses);
    else if (paysOff.isEmpty())
        summary = PricingTr::tr("Buying does not pay off within %n month(s) against any cloud mode.",
                                nullptr, months);
    else
        summary = PricingTr::tr("Buying pays off %1; never within %n month(s) against %2.", nullptr,
                                months)
                      .arg(clauses, modes);
    if (const QString rate = breakEvenSentence(p); !rate.isEmpty())
        summary += QLatin1Char(' ') + rate;
    // The cheapest way over the horizon (cheapestWay): a split that owns part, with what it
    // saves against both ends; else the one way of paying that costs the least, and what
    // the best split would cost beside it.
    const HybridCost &h = p.hybrid;
    const double peak = p.demand.empty() ? 0.0 : *std::max_element(p.demand.begin(), p.demand.end());
    const bool split = h.ownedGpus > 0 && h.ownedGpus < peak && !h.cumulative.empty();
    const QString cheapestMoney = formatMoney(best.total, cost.currency, lang);
    const QString rentedAt = pricingModeText(h.cloudPricing, PricingWording::InSentence);
    if (best.kind == CheapestWay::Kind::Split) {
        const double mix = h.cumulative.back();
        const double cloud = cost.curve(h.cloudPricing).cumulative.back();
        const double owned = cost.curve(Pricing::Purchase).cumulative.back();
        summary += QLatin1Char(' ')
                   + PricingTr::tr("Cheapest: own %n GPU(s) and rent the peaks at %1, %2 over the "
                                   "horizon, %3 below all cloud and %4 below all owned.",
                                   nullptr, h.ownedGpus)
                         .arg(rentedAt, formatMoney(mix, cost.currency, lang),
                              formatPercent(100.0 * (1.0 - mix / cloud), lang),
                              formatPercent(100.0 * (1.0 - mix / owned), lang));
    } else if (best.kind == CheapestWay::Kind::Cloud) {
        summary += QLatin1Char(' ')
                   + PricingTr::tr("Cheapest over the horizon: renting all of it (%1), %2.")
                         .arg(pricingModeText(best.pricing, PricingWording::InSentence),
                              cheapestMoney);
    } else {
        summary += QLatin1Char(' ')
                   + PricingTr::tr("Cheapest over the horizon: owning the peak, %1.")
                         .arg(cheapestMoney);
    }
    if (split && best.kind != CheapestWay::Kind::Split)
        summary += QLatin1Char(' ')
                   + PricingTr::tr("Owning %n GPU(s) and renting the peaks at %1 costs %2.",
                                   nullptr, h.ownedGpus)
                         .arg(rentedAt, formatMoney(h.cumulative.back(), cost.currency, lang));
    return tidyChineseSpacing(summary);
}

} // namespace cp
