// PropertiesPanel: a form rebuilt for each selection; edits are merged per field.
#include "propertiespanel.h"

#include "plandocument.h"
#include "translation.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cp::ui {

namespace {
QString qs(const std::string &s) { return QString::fromStdString(s); }
} // namespace

PropertiesPanel::PropertiesPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *outer = new QVBoxLayout(this);
    m_hint = new QLabel(tr("Select a node or a switch on the canvas to edit it."));
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
    if (id == m_id) return;
    m_id = id;
    rebuild();
}

void PropertiesPanel::rebuild()
{
    const Plan &plan = m_doc->plan();
    const Catalog &cat = m_doc->catalog();
    const std::string id = m_id.toStdString();
    const TopoNode *node = nullptr;
    const TopoSwitch *sw = nullptr;
    for (const TopoNode &n : plan.topology.nodes)
        if (n.id == id) node = &n;
    for (const TopoSwitch &s : plan.topology.switches)
        if (s.id == id) sw = &s;
    const bool same = m_builtFor == m_id && !m_refreshers.empty() && (node || sw);
    if (same) {
        refresh();
        return;
    }
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_refreshers.clear();
    m_builtFor = m_id;
    m_hint->setVisible(!node && !sw);
    if (!node && !sw) return;

    auto editNode = [this, id](const QString &what, const std::function<void(TopoNode &)> &f) {
        m_doc->edit(tr("Change %1 of %2").arg(what, m_id), QStringLiteral("prop:%1:%2").arg(m_id, what),
                    [&](Plan &p) {
                        for (TopoNode &n : p.topology.nodes)
                            if (n.id == id) f(n);
                    });
    };
    auto nodeNow = [this, id]() -> const TopoNode * {
        for (const TopoNode &n : m_doc->plan().topology.nodes)
            if (n.id == id) return &n;
        return nullptr;
    };
    auto spin = [&](const QString &label, const QString &tip, int min, int max, const QString &special,
                    std::function<int(const TopoNode &)> get, std::function<void(TopoNode &, int)> set) {
        auto *s = new QSpinBox;
        s->setRange(min, max);
        s->setToolTip(tip);
        s->setKeyboardTracking(false);
        if (!special.isEmpty()) s->setSpecialValueText(special);
        m_form->addRow(label, s);
        connect(s, &QSpinBox::valueChanged, this,
                [editNode, label, set](int v) { editNode(label, [&](TopoNode &n) { set(n, v); }); });
        m_refreshers.push_back([s, get, nodeNow] {
            if (const TopoNode *n = nodeNow()) {
                QSignalBlocker b(s);
                s->setValue(get(*n));
            }
        });
    };
    auto combo = [&](const QString &label, const std::vector<std::pair<QString, QString>> &items,
                     std::function<QString()> get, std::function<void(const QString &)> set) {
        auto *c = new QComboBox;
        for (const auto &[v, t] : items) c->addItem(t, v);
        m_form->addRow(label, c);
        connect(c, &QComboBox::activated, this, [c, set] { set(c->currentData().toString()); });
        m_refreshers.push_back([c, get] {
            QSignalBlocker b(c);
            c->setCurrentIndex(c->findData(get()));
        });
    };

    if (node) {
        const NodeTemplate *t = cat.node(node->templateId);
        m_form->addRow(tr("Element"), new QLabel(tr("%1 (%2)").arg(m_id, t ? catalogName(t->name) : qs(node->templateId))));
        if (t && t->kind == NodeKind::Gpu) {
            std::vector<std::pair<QString, QString>> gpus;
            for (const Accelerator &a : cat.accelerators) gpus.push_back({qs(a.id), catalogName(a.name)});
            combo(tr("GPU model"), gpus,
                  [nodeNow, this] {
                      const TopoNode *n = nodeNow();
                      return n ? qs(n->gpu.empty() ? m_doc->plan().gpu : n->gpu) : QString();
                  },
                  [editNode, this](const QString &v) {
                      editNode(tr("GPU model"), [&](TopoNode &n) { n.gpu = v.toStdString(); });
                  });
            spin(tr("GPUs"), tr("GPUs in this node (at most %1 for this template).").arg(t->maxGpus), 1,
                 std::max(1, t->maxGpus), QString(),
                 [t](const TopoNode &n) { return n.gpus > 0 ? n.gpus : t->gpus; },
                 [](TopoNode &n, int v) { n.gpus = v; });
        }
        if (t && t->kind == NodeKind::Storage) {
            std::vector<std::pair<QString, QString>> tiers;
            for (const StorageTier &s : cat.storageTiers) tiers.push_back({qs(s.id), catalogName(s.name)});
            combo(tr("Storage tier"), tiers,
                  [nodeNow] {
                      const TopoNode *n = nodeNow();
                      return n ? qs(n->storage.empty() ? std::string("all-flash") : n->storage) : QString();
                  },
                  [editNode, this](const QString &v) {
                      editNode(tr("storage tier"), [&](TopoNode &n) { n.storage = v.toStdString(); });
                  });
            spin(tr("Units"), tr("Storage units (arrays or appliances) of this tier."), 1, 10000, QString(),
                 [](const TopoNode &n) { return n.storageUnits; },
                 [](TopoNode &n, int v) { n.storageUnits = v; });
        }
        spin(tr("CPU cores"), tr("Host CPU cores; too few per GPU starve the data loader."), 0, 4096,
             t ? tr("template (%1)").arg(t->cpuCores) : QString(),
             [](const TopoNode &n) { return n.cpuCores; }, [](TopoNode &n, int v) { n.cpuCores = v; });
        spin(tr("RAM (GiB)"), tr("Host memory; at least the node's GPU memory."), 0, 1 << 20,
             t ? tr("template (%1)").arg(int(toGiB(t->ram))) : QString(),
             [](const TopoNode &n) { return int(n.ramGiB); }, [](TopoNode &n, int v) { n.ramGiB = v; });
        spin(tr("Rack power (W)"), tr("Power budget of this node's rack position; 0 uses the price list's rack quota."),
             0, 1000000, tr("price list"), [](const TopoNode &n) { return int(n.rackPowerW); },
             [](TopoNode &n, int v) { n.rackPowerW = v; });
    } else {
        m_form->addRow(tr("Element"), new QLabel(tr("Switch %1").arg(m_id)));
        auto editSwitch = [this, id](const QString &what, const std::function<void(TopoSwitch &)> &f) {
            m_doc->edit(tr("Change %1 of %2").arg(what, m_id), QString(), [&](Plan &p) {
                for (TopoSwitch &s : p.topology.switches)
                    if (s.id == id) f(s);
            });
        };
        auto switchNow = [this, id]() -> const TopoSwitch * {
            for (const TopoSwitch &s : m_doc->plan().topology.switches)
                if (s.id == id) return &s;
            return nullptr;
        };
        std::vector<std::pair<QString, QString>> fabrics;
        for (const Fabric &f : cat.fabrics) fabrics.push_back({qs(f.id), catalogName(f.name)});
        combo(tr("Fabric"), fabrics,
              [switchNow] { const TopoSwitch *s = switchNow(); return s ? qs(s->fabric) : QString(); },
              [editSwitch, this](const QString &v) {
                  editSwitch(tr("fabric"), [&](TopoSwitch &s) { s.fabric = v.toStdString(); });
              });
        combo(tr("Network"),
              {{QStringLiteral("training"), tr("Training (GPU to GPU)")},
               {QStringLiteral("storage"), tr("Storage")},
               {QStringLiteral("management"), tr("Management")}},
              [switchNow] {
                  const TopoSwitch *s = switchNow();
                  if (!s) return QString();
                  return s->role == SwitchRole::Training ? QStringLiteral("training")
                      : s->role == SwitchRole::Storage   ? QStringLiteral("storage")
                                                         : QStringLiteral("management");
              },
              [editSwitch, this](const QString &v) {
                  editSwitch(tr("network"), [&](TopoSwitch &s) {
                      s.role = v == QLatin1String("training") ? SwitchRole::Training
                          : v == QLatin1String("storage")     ? SwitchRole::Storage
                                                              : SwitchRole::Management;
                  });
              });
    }
    refresh();
}

void PropertiesPanel::refresh()
{
    for (const auto &r : m_refreshers) r();
}

} // namespace cp::ui
