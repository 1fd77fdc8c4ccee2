// SPDX-License-Identifier: GPL-3.0-or-later
// Texts of a cost's span; the spans themselves are set by the cost model (cost.cpp).
#include "report/spantext.h"

#include "report/format.h"

#include <QCoreApplication>

#include <cmath>

namespace cp {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CostSpan)
};

QString whole(double v)
{
    return QString::number(std::round(v), 'f', 0);
}

QString years(double months)
{
    return QString::number(months / 12.0, 'g', 3);
}

QString months(double months)
{
    return QString::number(months, 'g', 3);
}
} // namespace

QString percentText(double fraction)
{
    const double pct = 100 * fraction;
    return pct > 0 && pct < 0.95 ? QString::number(pct, 'f', 1) : whole(pct);
}

QString costSpanShortText(const Result &r, const QString &language)
{
    const CostSpan &s = r.span;
    switch (s.kind) {
    case CostSpanKind::Job:
        return Tr::tr("job %1").arg(formatDuration(r.totalTime, language));
    case CostSpanKind::Commitment:
        return Tr::tr("%1-year commitment").arg(years(s.termMonths));
    case CostSpanKind::MinimumRental:
        return Tr::tr("%1-month minimum rental").arg(months(s.termMonths));
    case CostSpanKind::Ownership:
        return Tr::tr("%1-month ownership").arg(whole(s.months));
    }
    return {};
}

QString costSpanUseText(const Result &r, const QString &language)
{
    const CostSpan &s = r.span;
    const QString job = formatDuration(r.totalTime, language);
    switch (s.kind) {
    case CostSpanKind::Job:
        return {};
    case CostSpanKind::Commitment:
    case CostSpanKind::MinimumRental:
        return Tr::tr("job %1, %2 % used").arg(job, percentText(s.use));
    case CostSpanKind::Ownership:
        return Tr::tr("job %1").arg(job);
    }
    return {};
}

QString costSpanText(const Result &r, const QString &language)
{
    const CostSpan &s = r.span;
    const QString job = formatDuration(r.totalTime, language);
    switch (s.kind) {
    case CostSpanKind::Job:
        return Tr::tr("job %1").arg(job);
    case CostSpanKind::Commitment:
        return Tr::tr("%1-year commitment; job %2, %3 % used")
            .arg(years(s.termMonths), job, percentText(s.use));
    case CostSpanKind::MinimumRental:
        return Tr::tr("%1-month minimum rental; job %2, %3 % used")
            .arg(months(s.termMonths), job, percentText(s.use));
    case CostSpanKind::Ownership:
        return Tr::tr("%1-month ownership; job %2").arg(whole(s.months), job);
    }
    return {};
}

QString jobShareText(const Result &r, const QString &language)
{
    const CostSpan &s = r.span;
    const QString share = formatMoney(s.jobCost, r.currency, language);
    switch (s.kind) {
    case CostSpanKind::Job:
        return {};
    case CostSpanKind::Commitment:
        return Tr::tr("the job uses %1 % of the %2-year commitment; its own share is %3")
            .arg(percentText(s.use), years(s.termMonths), share);
    case CostSpanKind::MinimumRental:
        return Tr::tr("the job uses %1 % of the %2-month minimum rental; its own share is %3")
            .arg(percentText(s.use), months(s.termMonths), share);
    case CostSpanKind::Ownership:
        return Tr::tr("the job uses %1 % of the %2-month ownership; its own share is %3")
            .arg(percentText(s.use), whole(s.months), share);
    }
    return {};
}

QString assumedPriceText(const Result &r)
{
    return r.priceAssumed ? Tr::tr("assumed price, re-quote") : QString();
}

QString allowanceText(const Result &r)
{
    const double rest = r.totalTime.value() - r.time.experimentation.value();
    if (r.time.experimentation.value() <= 0 || rest <= 0) return {};
    return Tr::tr("incl. %1 % for trial-and-error runs")
        .arg(percentText(r.time.experimentation.value() / rest));
}

bool sameCostSpan(const Result &a, const Result &b)
{
    if (a.span.kind != b.span.kind) return false;
    if (a.span.kind == CostSpanKind::Job) return true; // each the cost of its own job
    return std::abs(a.span.months - b.span.months) < 0.5;
}

} // namespace cp
