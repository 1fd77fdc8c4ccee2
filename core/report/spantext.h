// SPDX-License-Identifier: GPL-3.0-or-later
// Words for the span a cost covers and for prices the catalog marks as assumed, so every
// total the app, the CLI and the proposal print says what it is the total of.
#pragma once

#include "model/result.h"

#include <QString>

namespace cp {

/// What a total covers, to follow it: "job 68 d 6 h", "1-year commitment; job 68 d 6 h,
/// 19 % used", "36-month ownership; job 68 d 6 h" (and their translations).
QString costSpanText(const Result &r, const QString &language);

/// A short name of the span for a column or a chart: "job 68 d 6 h", "1-year commitment",
/// "36-month ownership".
QString costSpanShortText(const Result &r, const QString &language);

/// What the job takes of a longer span, to follow costSpanShortText on a line of its own:
/// "job 68 d 6 h, 19 % used"; empty when the span is the job itself.
QString costSpanUseText(const Result &r, const QString &language);

/// The job's own share beside a commitment's or an ownership's total: "the job uses 19 % of
/// the 1-year commitment: its share is $2.77M"; empty when the span is the job itself.
QString jobShareText(const Result &r, const QString &language);

/// "assumed price, re-quote" when the catalog marks the GPU's price as assumed; else empty.
QString assumedPriceText(const Result &r);

/// "incl. 30 % for trial-and-error runs": the allowance a total time holds (the
/// experimentation share of the breakdown, over the rest); empty when there is none.
QString allowanceText(const Result &r);

/// A share in percent, with a decimal under 1 % so a short job is not "0 %".
QString percentText(double fraction);

/// Whether two results' totals cover comparable spans: both the job, or the same term.
bool sameCostSpan(const Result &a, const Result &b);

} // namespace cp
