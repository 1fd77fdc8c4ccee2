// SPDX-License-Identifier: GPL-3.0-or-later
// The cost over months in words: when buying pays off against each cloud mode, above which
// rate, and the cheapest way of paying. Worded once, in the project report; the Cloud vs. buy dock
// shows it.
#pragma once

#include "model/analysisresult.h"

#include <QString>

namespace cp {

/// The summary of `p` in the current language: the first whole month from which buying
/// is cheaper against each cloud mode (or that it never is within the months), then the
/// cheapest way `best` with its total (a split with what it saves against both ends), and
/// the best split beside it when that is not the cheapest.
QString pricingSummary(const PricingOverTime &p, const CheapestWay &best);

/// The pay-as-you-go rate above which owning pays off over the months of `p`
/// (CostCurve::breakEvenPrice), in a sentence; empty where nothing is rented.
/// With `withRate`, the sentence also names the list's own pay-as-you-go rate (a unit price:
/// not in a customer's copy); either way it says which way the plan's list falls.
QString breakEvenSentence(const PricingOverTime &p, bool withRate = true);

} // namespace cp
