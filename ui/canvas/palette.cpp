// SPDX-License-Identifier: GPL-3.0-or-later
// Palette: one entry per node template and per switch fabric, enabled where the project's
// market offers an accelerator the template takes.
#include "canvas/palette.h"

#include "document/plandocument.h"
#include "report/translation.h"

#include <QIcon>
#include <QMimeData>

namespace cp::ui {

Palette::Palette(PlanDocument *doc, QWidget *parent)
    : QListWidget(parent)
    , m_doc(doc)
{
    setIconSize(QSize(24, 24));
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    const Catalog &cat = doc->catalog();
    for (const NodeTemplate &t : cat.nodes) {
        auto *item = new QListWidgetItem(catalogName(t.name), this);
        const char *icon = t.kind == NodeKind::Cpu       ? ":/icons/cpu-node.svg"
                           : t.kind == NodeKind::Storage ? ":/icons/storage.svg"
                           : t.maxGpus <= 2              ? ":/icons/workstation.svg"
                                                         : ":/icons/gpu-server.svg";
        item->setIcon(QIcon(QString::fromLatin1(icon)));
        item->setData(Qt::UserRole, QString::fromStdString("node:" + t.id));
        item->setToolTip(
            tr("%1: %2 GPUs, %3 CPU cores").arg(catalogName(t.name)).arg(t.gpus).arg(t.cpuCores));
    }
    for (const Fabric &f : cat.fabrics) {
        auto *item = new QListWidgetItem(tr("Switch: %1").arg(catalogName(f.name)), this);
        item->setIcon(QIcon(QStringLiteral(":/icons/switch.svg")));
        item->setToolTip(tr("A switch of %1; link GPU nodes, storage or management ports to it.")
                             .arg(catalogName(f.name)));
        item->setData(Qt::UserRole, QString::fromStdString("switch:" + f.id));
    }
    updateMarket();
    connect(doc, &PlanDocument::infoChanged, this, &Palette::updateMarket);
    // Enter places the entry as a drop would: no mouse needed to build a cluster.
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (item && (item->flags() & Qt::ItemIsDragEnabled))
            emit placeRequested(item->data(Qt::UserRole).toString());
    });
    connect(doc, &PlanDocument::planChanged, this, &Palette::updateMarket);
}

void Palette::updateMarket()
{
    const Catalog &cat = m_doc->catalog();
    const std::string &market = m_doc->info().market;
    const Pricing pricing = m_doc->plan().pricing;
    // Most edits change neither: the entries stay as they are, unpainted.
    const QString shownFor = QString::fromStdString(market) + QLatin1Char('/')
                             + QString::number(int(pricing));
    if (shownFor == m_shownFor) return;
    m_shownFor = shownFor;
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem *item = this->item(row);
        const QString entry = item->data(Qt::UserRole).toString();
        if (!entry.startsWith(QLatin1String("node:"))) continue;
        const NodeTemplate *t = cat.node(entry.mid(5).toStdString());
        if (!t || t->kind != NodeKind::Gpu) continue;
        QStringList offered;
        for (const Accelerator &a : cat.accelerators)
            if (templateTakes(*t, a) && a.offeredIn(market, pricing))
                offered << acceleratorShortName(a.name, a.vendor);
        const QString head
            = tr("%1: %2 GPUs, %3 CPU cores").arg(catalogName(t->name)).arg(t->gpus).arg(t->cpuCores);
        const QString where = tr("%1, %2").arg(marketText(market), pricingModeText(pricing));
        if (offered.isEmpty()) {
            item->setFlags(item->flags() & ~(Qt::ItemIsDragEnabled | Qt::ItemIsEnabled));
            item->setToolTip(head + QLatin1Char('\n')
                             + tr("No accelerator this server takes is offered in %1.").arg(where));
        } else {
            item->setFlags(item->flags() | Qt::ItemIsDragEnabled | Qt::ItemIsEnabled);
            item->setToolTip(head + QLatin1Char('\n')
                             + tr("Offered in %1: %2").arg(where, offered.join(tr(", "))));
        }
    }
}

QMimeData *Palette::mimeData(const QList<QListWidgetItem *> &items) const
{
    auto *m = new QMimeData;
    if (!items.isEmpty())
        m->setData(QLatin1String(mimeType()),
                   items.first()->data(Qt::UserRole).toString().toUtf8());
    return m;
}

} // namespace cp::ui
