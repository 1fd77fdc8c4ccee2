// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's owned-plus-cloud section: for a scenario planned against a monthly demand
// (Plan::demand), what to own, what to rent in the peaks, and what that saves against all
// cloud and all owned, from the project report's cost over months (core's planPricing).
#include "sections.h"

#include "report/format.h"
#include "proposaltext.h"
#include "report/translation.h"

#include <algorithm>

namespace cp::proposal {

namespace {

/// The demand in words: its shape, its low and its peak.
QString demandText(const Data &d, const std::vector<double> &demand)
{
    const double low = *std::min_element(demand.begin(), demand.end());
    const double peak = *std::max_element(demand.begin(), demand.end());
    const std::string &shape = d.project.plan().demand;
    if (shape == "seasonal")
        return Proposal::tr("The demand is seasonal: %1 GPUs in the typhoon season (July to "
                            "September) and %2 GPUs the rest of the year.")
            .arg(number(d, peak), number(d, low));
    if (shape == "bursts")
        return Proposal::tr("The demand comes in project bursts: %1 GPUs two months in every "
                            "six, %2 GPUs between them.")
            .arg(number(d, peak), number(d, low));
    return Proposal::tr("The demand is given month by month: from %1 to %2 GPUs.")
        .arg(number(d, low), number(d, peak));
}

} // namespace

void hybridSection(Layout &l, const Data &d)
{
    if (!d.hybrid) return;
    const PricingOverTime &p = *d.hybrid;
    const HybridCost &h = p.hybrid;
    const int months = int(p.demand.size());
    const double hybrid = h.cumulative.back();
    const double cloud = p.modes.curve(h.cloudPricing).cumulative.back();
    const double owned = p.modes.curve(Pricing::Purchase).cumulative.back();
    const double peak = *std::max_element(p.demand.begin(), p.demand.end());
    int rentedMonths = 0;
    double rentedMost = 0;
    for (double g : p.demand)
        if (g > h.ownedGpus) {
            ++rentedMonths;
            rentedMost = std::max(rentedMost, g - h.ownedGpus);
        }
    const int perServer = std::max(1, d.result.cluster.gpusPerNode);
    const QString rentedAt = pricingModeText(h.cloudPricing, PricingWording::InSentence);

    l.heading(Proposal::tr("Owned plus cloud"), 120);
    // The cheapest way as core answers it for every view: a reservation or spot may undercut
    // both the split and renting the excess pay-as-you-go.
    const CheapestWay &best = d.projectReport.cheapest;
    const bool split = h.ownedGpus > 0 && h.ownedGpus < peak;
    QString text = demandText(d, p.demand) + QLatin1Char(' ');
    if (best.kind == CheapestWay::Kind::Cloud)
        text += Proposal::tr("For this demand renting all of it (%1) is cheapest: %2 over %n "
                             "month(s), against %3 for owning the peak.",
                             nullptr, months)
                    .arg(pricingModeText(best.pricing, PricingWording::InSentence),
                         money(d, best.total), money(d, owned));
    else if (best.kind == CheapestWay::Kind::Owned)
        text += Proposal::tr("For this demand owning the peak is cheapest: %1 over %n "
                             "month(s), against %2 for renting all of it (%3).",
                             nullptr, months)
                    .arg(money(d, owned), money(d, cloud), rentedAt);
    else
        text += Proposal::tr("The cheapest split owns %1 GPUs (%2 servers) for the base load "
                             "and rents the excess %3 in %4 of the %n month(s), at most %5 GPUs "
                             "at a time: %6 over the %n month(s), %7 less than all in the cloud "
                             "and %8 less than owning the peak.",
                             nullptr, months)
                    .arg(number(d, h.ownedGpus), number(d, h.ownedGpus / perServer), rentedAt,
                         number(d, rentedMonths), number(d, rentedMost), money(d, hybrid),
                         money(d, cloud - hybrid), money(d, owned - hybrid));
    if (split && best.kind != CheapestWay::Kind::Split)
        text += QLatin1Char(' ')
                + Proposal::tr("The best split, %1 GPUs owned and the excess rented %2, "
                               "costs %3.")
                      .arg(number(d, h.ownedGpus), rentedAt, money(d, hybrid));
    l.paragraph(tidyChineseSpacing(text));
    std::vector<QStringList> rows = {
        {Proposal::tr("All in the cloud, %1").arg(rentedAt), number(d, 0), money(d, cloud)}};
    if (best.kind == CheapestWay::Kind::Cloud && best.pricing != h.cloudPricing)
        rows.push_back({Proposal::tr("All in the cloud, %1")
                            .arg(pricingModeText(best.pricing, PricingWording::InSentence)),
                        number(d, 0), money(d, best.total)});
    rows.push_back({Proposal::tr("All owned (the peak)"), number(d, peak), money(d, owned)});
    rows.push_back({best.kind == CheapestWay::Kind::Split
                        ? Proposal::tr("Owned plus cloud (recommended split)")
                        : Proposal::tr("Owned plus cloud"),
                    number(d, h.ownedGpus), money(d, hybrid)});
    l.table({Proposal::tr("Way of paying"), Proposal::tr("GPUs owned"),
             Proposal::tr("Total over %n month(s)", nullptr, months)},
            {0.52, 0.18, 0.30}, rows, {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight},
            best.kind == CheapestWay::Kind::Split ? 1 : 0);
    const double busy = p.modes.utilization;
    l.paragraph(tidyChineseSpacing(Proposal::tr("The demand is the work this cluster serves month by month over "
                             "the period, of which the run planned above is one part. Owned GPUs "
                             "are bought in whole servers and carry power, space, staff and "
                             "support over the period; rented ones are paid for the months they "
                             "are needed.")
                + QLatin1Char(' ')
                + (busy >= 1 ? Proposal::tr("The figures assume the GPUs are busy in the months "
                                            "they are in use.")
                             : Proposal::tr("The figures assume the GPUs are busy %1 of their "
                                            "hours in the months they are in use.")
                                   .arg(formatPercent(100.0 * busy, d.lang)))));
}

} // namespace cp::proposal
