// SPDX-License-Identifier: GPL-3.0-or-later
// PropertiesPanel: a form rebuilt for each selection; edits are merged per field.
#include "panels/propertiespanel.h"

#include "document/plandocument.h"
#include "report/translation.h"
#include "style/checkedspinbox.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace cp::ui {

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The switch at either end of a cable, or null.
const TopoSwitch *switchOf(const Plan &plan, const std::string &a, const std::string &b)
{
    for (const TopoSwitch &s : plan.topology.switches)
        if (s.id == a || s.id == b) return &s;
    return nullptr;
}
} // namespace

PropertiesPanel::PropertiesPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *outer = new QVBoxLayout(this);
    m_hint = new QLabel(tr("Select a node, a switch or a link on the canvas to edit it."));
    m_hint->setWordWrap(true);
    outer->addWidget(m_hint);
    m_form = new QFormLayout;
    outer->addLayout(m_form);
    outer->addStretch(1);
    connect(doc, &PlanDocument::planChanged, this, [this] {
        // The element may have been deleted (or restored) by an edit or an undo.
        rebuild();
    });
}

void PropertiesPanel::setElement(const QString &id)
{
    if (id == m_id && m_linkA.isEmpty()) return;
    m_id = id;
    m_linkA.clear();
    m_linkB.clear();
    rebuild();
}

void PropertiesPanel::setLink(const QString &a, const QString &b)
{
    if (m_id.isEmpty() && a == m_linkA && b == m_linkB) return;
    m_id.clear();
    m_linkA = a;
    m_linkB = b;
    rebuild();
}

void PropertiesPanel::rebuild()
{
    const Plan &plan = m_doc->plan();
    const std::string id = m_id.toStdString();
    const TopoNode *node = m_id.isEmpty() ? nullptr : nodeNow();
    const TopoSwitch *sw = m_id.isEmpty() ? nullptr : switchNow();
    const TopoLink *link = m_id.isEmpty() ? linkNow() : nullptr;
    // The form's rows depend on the element and on its links (one NIC row per link).
    QString shape = m_id.isEmpty() ? m_linkA + QLatin1Char('|') + m_linkB : m_id;
    if (node)
        for (const TopoLink &l : plan.topology.links)
            if (l.a == id || l.b == id) shape += QLatin1Char('|') + qs(l.a == id ? l.b : l.a);
    const bool same = m_builtFor == shape && !m_refreshers.empty() && (node || sw || link);
    if (same) {
        refresh();
        return;
    }
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_refreshers.clear();
    m_builtFor = shape;
    m_hint->setVisible(!node && !sw && !link);
    if (!node && !sw && !link) return;
    if (link)
        buildLinkForm(*link);
    else if (node)
        buildNodeForm(*node);
    else
        buildSwitchForm();
    refresh();
}

const TopoNode *PropertiesPanel::nodeNow() const
{
    const std::string id = m_id.toStdString();
    for (const TopoNode &n : m_doc->plan().topology.nodes)
        if (n.id == id) return &n;
    return nullptr;
}

const TopoSwitch *PropertiesPanel::switchNow() const
{
    const std::string id = m_id.toStdString();
    for (const TopoSwitch &s : m_doc->plan().topology.switches)
        if (s.id == id) return &s;
    return nullptr;
}

const TopoLink *PropertiesPanel::linkNow() const
{
    const std::string a = m_linkA.toStdString(), b = m_linkB.toStdString();
    for (const TopoLink &l : m_doc->plan().topology.links)
        if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) return &l;
    return nullptr;
}

void PropertiesPanel::editNode(const QString &what, const std::function<void(TopoNode &)> &f,
                               const char *typedField)
{
    const std::string id = m_id.toStdString();
    m_doc->edit(
        tr("Change %1 of %2").arg(what, m_id),
        [&](Plan &p) {
            for (TopoNode &n : p.topology.nodes)
                if (n.id == id) f(n);
        },
        typedField
            ? Merge{MergeId::NodeProperty, m_id + QLatin1Char('\n') + QLatin1String(typedField)}
            : Merge{});
}

void PropertiesPanel::editLink(const std::string &a, const std::string &b, const QString &what,
                               const std::function<void(TopoLink &)> &f, bool typed)
{
    m_doc->edit(
        tr("Change %1 of link %2 - %3").arg(what, qs(a), qs(b)),
        [&](Plan &p) {
            for (TopoLink &l : p.topology.links)
                if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) f(l);
        },
        typed ? Merge{MergeId::LinkProperty, qs(a) + QLatin1Char('\n') + qs(b)} : Merge{});
}

void PropertiesPanel::editSwitch(const QString &what, const std::function<void(TopoSwitch &)> &f)
{
    const std::string id = m_id.toStdString();
    m_doc->edit(tr("Change %1 of %2").arg(what, m_id), [&](Plan &p) {
        for (TopoSwitch &s : p.topology.switches)
            if (s.id == id) f(s);
    });
}

void PropertiesPanel::addNodeSpin(const char *key, const QString &label, const QString &tip,
                                  int min, int max, const QString &special,
                                  std::function<int(const TopoNode &)> get,
                                  std::function<void(TopoNode &, int)> set)
{
    // A number past the template's limit is marked and said, not clamped without a word
    // ("4" GPUs in a one-GPU workstation snapped back to 1).
    auto *s = new CheckedSpinBox;
    s->onProblem = [this, label](const QString &why) {
        emit m_doc->editRefused(
            tr("%1: %2", "a field, what is wrong with the value typed").arg(label, why));
    };
    s->setRange(min, max);
    s->setToolTip(tip);
    s->setKeyboardTracking(false);
    if (!special.isEmpty()) s->setSpecialValueText(special);
    m_form->addRow(label, s);
    connect(s, &QSpinBox::valueChanged, this, [this, key, label, set](int v) {
        editNode(label, [&](TopoNode &n) { set(n, v); }, key);
    });
    m_refreshers.push_back([this, s, get] {
        if (const TopoNode *n = nodeNow()) {
            QSignalBlocker b(s);
            s->setValue(get(*n));
        }
    });
}

void PropertiesPanel::addNodeDoubleSpin(const char *key, const QString &label, const QString &tip,
                                        double max, const QString &suffix, const QString &special,
                                        std::function<double(const TopoNode &)> get,
                                        std::function<void(TopoNode &, double)> set)
{
    auto *s = new QDoubleSpinBox;
    s->setRange(0, max);
    s->setDecimals(1);
    s->setSuffix(suffix);
    s->setToolTip(tip);
    s->setKeyboardTracking(false);
    s->setSpecialValueText(special);
    m_form->addRow(label, s);
    connect(s, &QDoubleSpinBox::valueChanged, this, [this, key, label, set](double v) {
        editNode(
            label, [&](TopoNode &n) { set(n, v); }, key);
    });
    m_refreshers.push_back([this, s, get] {
        if (const TopoNode *n = nodeNow()) {
            QSignalBlocker b(s);
            s->setValue(get(*n));
        }
    });
}

void PropertiesPanel::addCombo(const QString &label,
                               const std::vector<std::pair<QString, QString>> &items,
                               std::function<QString()> get,
                               std::function<void(const QString &)> set)
{
    auto *c = new QComboBox;
    for (const auto &[v, t] : items) {
        c->addItem(t, v);
        c->setItemData(c->count() - 1, t, Qt::ToolTipRole);
    }
    // As wide as the panel lets it be, never as wide as its longest part name ("NVIDIA
    // GeForce RTX 4090 D 24GB（面向中国市场）"): selecting a node at 200 % widened the
    // window past the screen. The list opens as wide as its names.
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(12);
    c->view()->setMinimumWidth(c->view()->sizeHintForColumn(0) + 24);
    m_form->addRow(label, c);
    connect(c, &QComboBox::activated, this, [c, set] { set(c->currentData().toString()); });
    m_refreshers.push_back([c, get] {
        QSignalBlocker b(c);
        c->setCurrentIndex(c->findData(get()));
    });
}

// Ports (NICs) of one link; edits merge per link and field.
void PropertiesPanel::addPortsSpin(const QString &label, const QString &tip, const std::string &a,
                                   const std::string &b)
{
    auto *s = new QSpinBox;
    s->setRange(1, 64);
    s->setToolTip(tip);
    s->setKeyboardTracking(false);
    m_form->addRow(label, s);
    connect(s, &QSpinBox::valueChanged, this, [this, a, b](int v) {
        editLink(a, b, tr("ports"), [v](TopoLink &l) { l.count = v; }, true);
    });
    m_refreshers.push_back([this, s, a, b] {
        for (const TopoLink &l : m_doc->plan().topology.links)
            if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) {
                QSignalBlocker block(s);
                s->setValue(l.count);
            }
    });
}

void PropertiesPanel::buildLinkForm(const TopoLink &link)
{
    const Catalog &cat = m_doc->catalog();
    const std::string a = link.a, b = link.b;
    m_form->addRow(tr("Element"), new QLabel(tr("Link %1 - %2").arg(qs(a), qs(b))));
    addPortsSpin(tr("Ports"),
              tr("Parallel ports on this cable: each is one NIC and one switch port, "
                 "and adds one line rate."),
              a, b);
    const TopoSwitch *port = switchOf(m_doc->plan(), a, b);
    const Fabric *switchFabric = port ? cat.fabric(port->fabric) : nullptr;
    if (port && switchFabric) {
        // NICs the switch takes: the same family (InfiniBand, or Ethernet incl. RoCE).
        std::vector<std::pair<QString, QString>> nics
            = {{QString(), tr("As the switch (%1)").arg(catalogName(switchFabric->name))}};
        for (const Fabric &f : cat.fabrics)
            if ((f.kind == FabricKind::InfiniBand)
                == (switchFabric->kind == FabricKind::InfiniBand))
                nics.push_back({qs(f.id), catalogName(f.name)});
        addCombo(
            tr("NIC fabric"), nics,
            [this] {
                const TopoLink *l = linkNow();
                return l ? qs(l->fabric) : QString();
            },
            [this, a, b](const QString &v) {
                editLink(a, b, tr("NIC fabric"),
                         [&](TopoLink &l) { l.fabric = v.toStdString(); }, false);
            });
        m_form->itemAt(m_form->rowCount() - 1, QFormLayout::FieldRole)
            ->widget()
            ->setToolTip(tr("The node's NICs on this cable. A port runs at the slower of "
                            "the NIC and the switch."));
    }
}

void PropertiesPanel::buildNodeForm(const TopoNode &node)
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    const std::string id = node.id;
    const NodeTemplate *t = cat.node(node.templateId);
    auto *what
        // A dot apart: template names carry brackets of their own ("… (HGX/DGX class)").
        = new QLabel(tr("%1 · %2", "an element's id and its template")
                         .arg(m_id, t ? catalogName(t->name) : qs(node.templateId)));
    what->setWordWrap(true);
    m_form->addRow(tr("Element"), what);
    if (t && t->kind == NodeKind::Gpu) {
        // The project's market: parts not sold there are left out unless in use.
        const std::string &market = m_doc->info().market;
        const std::string inUse = node.gpu.empty() ? m_doc->plan().gpu : node.gpu;
        std::vector<std::pair<QString, QString>> gpus;
        for (const Accelerator &a : cat.accelerators)
            if (a.availabilityIn(market) != Availability::Unavailable || a.id == inUse)
                gpus.push_back({qs(a.id), acceleratorChoiceText(a, market)});
        addCombo(
            tr("GPU model"), gpus,
            [this] {
                const TopoNode *n = nodeNow();
                return n ? qs(n->gpu.empty() ? m_doc->plan().gpu : n->gpu) : QString();
            },
            [this](const QString &v) {
                editNode(tr("GPU model"), [&](TopoNode &n) { n.gpu = v.toStdString(); });
            });
        addNodeSpin(
            "gpus", tr("GPUs"), tr("GPUs in this node (at most %1 for this template).").arg(t->maxGpus),
            1, std::max(1, t->maxGpus), QString(),
            [t](const TopoNode &n) { return n.gpus > 0 ? n.gpus : t->gpus; },
            [](TopoNode &n, int v) { n.gpus = v; });
    }
    if (t && t->kind == NodeKind::Storage) {
        std::vector<std::pair<QString, QString>> tiers;
        for (const StorageTier &s : cat.storageTiers)
            tiers.push_back({qs(s.id), catalogName(s.name)});
        addCombo(
            tr("Storage tier"), tiers,
            [this] {
                const TopoNode *n = nodeNow();
                return n ? qs(n->storage.empty() ? std::string("all-flash") : n->storage)
                         : QString();
            },
            [this](const QString &v) {
                editNode(tr("storage tier"), [&](TopoNode &n) { n.storage = v.toStdString(); });
            });
        addNodeSpin(
            "storage_units", tr("Units"), tr("Storage units (arrays or appliances) of this tier."), 1, 10000,
            QString(), [](const TopoNode &n) { return n.storageUnits; },
            [](TopoNode &n, int v) { n.storageUnits = v; });
        // What the tier and units give, from the catalog's datasheet figures.
        auto *given = new QLabel;
        given->setToolTip(tr("Usable capacity and aggregate read bandwidth: the tier's "
                             "datasheet figures times the units."));
        m_form->addRow(tr("Capacity, read"), given);
        m_refreshers.push_back([this, given] {
            const TopoNode *n = nodeNow();
            const StorageTier *tier
                = n ? m_doc->catalog().storage(n->storage.empty() ? "all-flash" : n->storage)
                    : nullptr;
            if (!tier) return given->clear();
            const QLocale loc;
            given->setText(
                tr("%1 TB, %2 GB/s")
                    .arg(loc.toString(tier->capacity.value() * n->storageUnits / 1e12, 'f', 0),
                         loc.toString(tier->read.value() * n->storageUnits / 1e9, 'f', 0)));
        });
    }
    // The node's NICs: one row per cable, named by the element at the other end.
    for (const TopoLink &l : plan.topology.links) {
        if (l.a != id && l.b != id) continue;
        const std::string peer = l.a == id ? l.b : l.a;
        const TopoSwitch *ps = switchOf(plan, peer, peer);
        const Fabric *f = cat.fabric(!l.fabric.empty() ? l.fabric
                                     : ps              ? ps->fabric
                                                       : std::string());
        addPortsSpin(tr("NICs to %1").arg(qs(peer)),
                  f ? tr("Ports of this node cabled to %1 (%2); each adds one line rate.")
                          .arg(qs(peer), catalogName(f->name))
                    : tr("Ports of this node cabled to %1.").arg(qs(peer)),
                  l.a, l.b);
    }
    addNodeSpin(
        "cpu_cores", tr("CPU cores"), tr("Host CPU cores; too few per GPU starve the data loader."), 0, 4096,
        t ? tr("template (%1)").arg(t->cpuCores) : QString(),
        [](const TopoNode &n) { return n.cpuCores; },
        [](TopoNode &n, int v) { n.cpuCores = v; });
    addNodeSpin(
        "ram_GiB", tr("RAM (GiB)"), tr("Host memory; at least the node's GPU memory."), 0, 1 << 20,
        t ? tr("template (%1)").arg(int(toGiB(t->ram))) : QString(),
        [](const TopoNode &n) { return int(n.ramGiB); },
        [](TopoNode &n, int v) { n.ramGiB = v; });
    // In kW, as the workload form and the racks' findings give it; the project keeps W.
    addNodeDoubleSpin(
        "rack_power_W", tr("Rack power"),
        tr("Power budget of this node's rack position; 0 uses the price list's rack quota."), 1000,
        tr(" kW"), tr("price list"), [](const TopoNode &n) { return n.rackPowerW / 1000.0; },
        [](TopoNode &n, double kw) { n.rackPowerW = std::round(kw * 1000.0); });
}

void PropertiesPanel::buildSwitchForm()
{
    const Catalog &cat = m_doc->catalog();
    m_form->addRow(tr("Element"), new QLabel(tr("Switch %1").arg(m_id)));
    std::vector<std::pair<QString, QString>> fabrics;
    for (const Fabric &f : cat.fabrics)
        fabrics.push_back({qs(f.id), catalogName(f.name)});
    addCombo(
        tr("Fabric"), fabrics,
        [this] {
            const TopoSwitch *s = switchNow();
            return s ? qs(s->fabric) : QString();
        },
        [this](const QString &v) {
            editSwitch(tr("fabric"), [&](TopoSwitch &s) { s.fabric = v.toStdString(); });
        });
    addCombo(
        tr("Network"),
        {{QStringLiteral("training"), tr("Training (GPU to GPU)")},
         {QStringLiteral("storage"), tr("Storage")},
         {QStringLiteral("management"), tr("Management")}},
        [this] {
            const TopoSwitch *s = switchNow();
            if (!s) return QString();
            return s->role == SwitchRole::Training  ? QStringLiteral("training")
                   : s->role == SwitchRole::Storage ? QStringLiteral("storage")
                                                    : QStringLiteral("management");
        },
        [this](const QString &v) {
            editSwitch(tr("network"), [&](TopoSwitch &s) {
                s.role = v == QLatin1String("training")  ? SwitchRole::Training
                         : v == QLatin1String("storage") ? SwitchRole::Storage
                                                         : SwitchRole::Management;
            });
        });
}

void PropertiesPanel::refresh()
{
    for (const auto &r : m_refreshers)
        r();
}

} // namespace cp::ui
