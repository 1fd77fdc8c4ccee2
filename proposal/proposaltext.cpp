// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's wording helpers; see proposaltext.h.
#include "proposaltext.h"

#include "report/format.h"
#include "report/translation.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::proposal {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString money(const Data &d, double v)
{
    return formatMoney(v, d.result.currency, d.lang);
}

QString number(const Data &d, double v, int decimals)
{
    return trimTrailingZeros(d.locale.toString(v, 'f', decimals), d.locale);
}

QString percent(const Data &d, double v, int decimals)
{
    // A share that is not nothing: storage at $578 of $2.38M read "0 %".
    if (v > 0 && v < 0.5 * std::pow(10.0, -decimals)) return formatPercent(v, d.lang, decimals);
    return number(d, v, decimals)
           + (d.lang == QLatin1String("zh_CN") ? QStringLiteral("%") : QStringLiteral(" %"));
}

QString stepTimeText(const Data &d, Seconds t)
{
    return formatStepTime(t, d.lang);
}

QString projectName(const Data &d)
{
    return QCoreApplication::translate("Samples", d.project.info.name.c_str());
}

QString gpuName(const Data &d, const std::string &id)
{
    const Accelerator *a = d.catalog.accelerator(id);
    return a ? catalogName(a->name) : qs(id);
}

QString shortGpuName(const Data &d, const std::string &id)
{
    const Accelerator *a = d.catalog.accelerator(id);
    return a ? acceleratorShortName(a->name, a->vendor) : qs(id);
}

QString fabricName(const Data &d, const std::string &id)
{
    const Fabric *f = d.catalog.fabric(id);
    return f ? catalogName(f->name) : qs(id);
}

QString storageName(const Data &d, const std::string &id)
{
    const StorageTier *s = d.catalog.storage(id);
    return s ? catalogName(s->name) : qs(id);
}

std::vector<ReportPart> categories(const Data &d)
{
    return d.options.internal ? d.report.costParts : d.report.customerCostParts();
}

} // namespace cp::proposal
