// The proposal's wording helpers; see proposaltext.h.
#include "proposaltext.h"

#include "format.h"
#include "translation.h"

#include <QCoreApplication>

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
    return d.locale.toString(v, 'f', decimals);
}

QString percent(const Data &d, double v, int decimals)
{
    return number(d, v, decimals)
           + (d.lang == QLatin1String("zh_CN") ? QStringLiteral("%") : QStringLiteral(" %"));
}

QString projectName(const Data &d)
{
    return QCoreApplication::translate("Samples", d.project.info.name.c_str());
}

QString scenarioName(const Scenario &s, int index)
{
    return s.name.empty() ? Proposal::tr("Scenario %1").arg(index + 1)
                          : QCoreApplication::translate("Samples", s.name.c_str());
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

QString severityText(Severity s)
{
    return s == Severity::Error     ? Proposal::tr("Error")
           : s == Severity::Warning ? Proposal::tr("Warning")
                                    : Proposal::tr("Note");
}

std::vector<std::pair<QString, double>> categories(const Data &d)
{
    const CostBreakdown &k = d.result.cost;
    if (d.options.internal)
        return {{Proposal::tr("Compute"), k.compute},
                {Proposal::tr("Storage"), k.storage},
                {Proposal::tr("Network"), k.network},
                {Proposal::tr("Power and space"), k.power},
                {Proposal::tr("Staff and support"), k.staffSupport},
                {Proposal::tr("Reserve (10 %)"), k.reserve}};
    return {{Proposal::tr("Compute"), k.compute},
            {Proposal::tr("Storage"), k.storage},
            {Proposal::tr("Network"), k.network},
            {Proposal::tr("Power and space"), k.power},
            {Proposal::tr("Staff, support and reserve"), k.staffSupport + k.reserve}};
}

QString bomItemText(const Data &d, const BomLine &l)
{
    switch (l.item) {
    case BomItem::Gpus:
        return Proposal::tr("%1 GPUs, with their share of the server").arg(gpuName(d, l.ref));
    case BomItem::NetworkPorts:
        return Proposal::tr("%1 ports: NIC, switch port and cable").arg(fabricName(d, l.ref));
    case BomItem::StorageTB:
        return Proposal::tr("%1, usable capacity").arg(storageName(d, l.ref));
    case BomItem::Power:
        return Proposal::tr("Energy incl. cooling (PUE)");
    case BomItem::RackSpace:
        return Proposal::tr("Rack space (colocation)");
    case BomItem::Engineers:
        return Proposal::tr("Operations engineers");
    case BomItem::Support:
        return Proposal::tr("Vendor support");
    case BomItem::GpuHours:
        return Proposal::tr("%1 GPU instance hours").arg(gpuName(d, l.ref));
    case BomItem::StorageMonths:
        return Proposal::tr("Storage for data and checkpoints");
    case BomItem::Reserve:
        return Proposal::tr("Contingency reserve");
    }
    return {};
}

QString bomUnit(const BomLine &l)
{
    switch (l.item) {
    case BomItem::Gpus:
        return Proposal::tr("GPUs");
    case BomItem::NetworkPorts:
        return Proposal::tr("ports");
    case BomItem::StorageTB:
        return Proposal::tr("TB");
    case BomItem::Power:
        return Proposal::tr("kWh");
    case BomItem::RackSpace:
        return Proposal::tr("rack-months");
    case BomItem::Engineers:
        return Proposal::tr("engineer-months");
    case BomItem::Support:
        return Proposal::tr("years");
    case BomItem::GpuHours:
        return Proposal::tr("GPU-hours");
    case BomItem::StorageMonths:
        return Proposal::tr("TB-months");
    case BomItem::Reserve:
        return QStringLiteral("%");
    }
    return {};
}

} // namespace cp::proposal
