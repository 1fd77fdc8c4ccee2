// SPDX-License-Identifier: GPL-3.0-or-later
// WorkloadPanel: a form whose fields read from and write to the plan through commands.
#include "panels/workloadpanel.h"

#include "dialogs/discountdialog.h"

#include "report/format.h"
#include "document/plandocument.h"
#include "edit/planedit.h"
#include "report/translation.h"
#include "io/planio.h"
#include "style/checkedspinbox.h"
#include "style/style.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QPushButton>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cp::ui {

namespace {

/// Successive values of one field are one undo step: the field itself is the target.
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// A number field that reads figures as people type them, with a scale: "20M", "2000万",
/// "1.5亿", "300k"; a money field also a currency's sign or word ("$20M", "800 万元"), and
/// refuses another currency than the plan's rather than read dollars as yuan.
class QuantitySpinBox final : public QDoubleSpinBox
{
public:
    std::function<Currency()> currency; // set on a money field

    QValidator::State validate(QString &text, int &pos) const override
    {
        if (QDoubleSpinBox::validate(text, pos) == QValidator::Acceptable)
            return QValidator::Acceptable;
        if (const std::optional<double> v = read(text); v && *v >= minimum() && *v <= maximum())
            return QValidator::Acceptable;
        // Still typing ("20 mil", "2000万"): digits, scales, signs and currency words.
        static const QRegularExpression typing(QStringLiteral(
            "^[\\s0-9.,\\p{L}$¥￥\uff0c]*$"));
        return typing.match(text).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
    }
    double valueFromText(const QString &text) const override
    {
        if (const std::optional<double> v = read(text)) return *v;
        return QDoubleSpinBox::valueFromText(text);
    }
    /// "90 days", "1 epoch", "1.5": decimals where the value has them, never "90.0".
    QString textFromValue(double value) const override
    {
        return trimTrailingZeros(QDoubleSpinBox::textFromValue(value), locale());
    }

private:
    std::optional<double> read(const QString &text) const
    {
        QString t = text;
        if (!suffix().isEmpty()) t.remove(suffix());
        if (!prefix().isEmpty()) t.remove(prefix());
        if (currency) {
            std::optional<Currency> named;
            const std::optional<double> v = parseMoney(t, &named);
            return v && (!named || *named == currency()) ? v : std::nullopt;
        }
        t.remove(QLocale().groupSeparator());
        return parseQuantity(t);
    }
};

QFormLayout *group(QVBoxLayout *outer, const QString &title)
{
    auto *box = new QGroupBox(title);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A field that does not fit beside its label goes under it: at an 11 pt desktop font the
    // form was cut at the dock's right edge (whole at 9 pt).
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    outer->addWidget(box);
    return form;
}

} // namespace

WorkloadPanel::WorkloadPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *outer = new QVBoxLayout(this);
    addWorkloadFields(outer);
    addHardwareFields(outer);
    addParallelismFields(outer);
    addCostFields(outer);
    outer->addStretch(1);

    connect(doc, &PlanDocument::planChanged, this, &WorkloadPanel::refresh);
    connect(doc, &PlanDocument::resultChanged, this, &WorkloadPanel::refresh);
    refresh();
}

void WorkloadPanel::addWorkloadFields(QVBoxLayout *outer)
{
    const Catalog &cat = m_doc->catalog();
    QFormLayout *work = group(outer, tr("Workload"));
    addEnumCombo(work, tr("Type"),
                 tr("What is trained: pretraining, full-parameter fine-tuning, "
                    "LoRA/QLoRA adapters, or an image, time-series, multimodal "
                    "or diffusion model."),
                 kWorkloads, workloadName, workloadText, parseWorkload, &Plan::workload);
    std::vector<std::pair<QString, QString>> models;
    for (const ModelPreset &m : cat.models)
        models.push_back({qs(m.id), catalogName(m.name)});
    m_model = addCombo(
        work, tr("Model"),
        tr("Model preset: its layers, hidden size, heads and vocabulary "
           "come from the published configuration."),
        models, [](const Plan &p) { return qs(p.model.preset); },
        [catalog = &cat](Plan &p, const QString &v) {
            if (v.isEmpty()) return; // the custom model's own entry
            std::vector<FlagValue> f = {{"model", v.toStdString(), false}};
            applyFlags(p, f, *catalog);
        });
    // A custom model (imported or edited) is the first entry, by its own name.
    m_refreshers.push_back([this] {
        const ModelSpec &m = m_doc->plan().model;
        QSignalBlocker b(m_model);
        const bool custom = m.preset.empty();
        const bool listed = m_model->count() > 0 && m_model->itemData(0).toString().isEmpty();
        if (custom) {
            const QString text = m.name.empty() ? tr("Custom model")
                                                : tr("%1 (custom)").arg(qs(m.name));
            if (!listed) m_model->insertItem(0, text, QString());
            m_model->setItemText(0, text);
            m_model->setCurrentIndex(0);
        } else if (listed) {
            m_model->removeItem(0);
            m_model->setCurrentIndex(m_model->findData(qs(m.preset)));
        }
    });
    auto *modelTools = new QWidget;
    auto *toolsRow = new QHBoxLayout(modelTools);
    toolsRow->setContentsMargins(0, 0, 0, 0);
    m_importButton = new QToolButton;
    m_editButton = new QToolButton;
    for (QToolButton *b : {m_importButton, m_editButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        toolsRow->addWidget(b);
    }
    toolsRow->addStretch(1);
    work->addRow(QString(), modelTools);
    addSpin(
        work, "seq-len", tr("Sequence length"), tr("Tokens per training sample (context length)."), 1, 1 << 20,
        QString(), [](const Plan &p) { return p.model.seqLen; },
        [](Plan &p, int v) { p.model.seqLen = v; });

    // Dataset: a number with a unit, validated as typed.
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_dataset = new QLineEdit;
    m_dataset->setToolTip(
        tr("Dataset size as you would say it: 1T or 500B tokens, 50亿, 1.28M samples, 2 TB. "
           "Epochs multiply it."));
    m_datasetUnit = new QComboBox;
    m_datasetUnit->addItem(tr("tokens"), QStringLiteral("tokens"));
    m_datasetUnit->addItem(tr("samples"), QStringLiteral("samples"));
    m_datasetUnit->addItem(tr("bytes"), QStringLiteral("dataset-bytes"));
    h->addWidget(m_dataset, 1);
    h->addWidget(m_datasetUnit);
    work->addRow(tr("Dataset"), row);
    // Its label's Alt letter goes to the figure, not to the row that holds it.
    if (auto *label = qobject_cast<QLabel *>(work->labelForField(row))) label->setBuddy(m_dataset);
    // Named for a screen reader, which finds no label beside a field inside a row.
    m_dataset->setAccessibleName(tr("Dataset"));
    m_datasetUnit->setAccessibleName(tr("Dataset unit"));
    connect(m_dataset, &QLineEdit::editingFinished, this, &WorkloadPanel::applyDataset);
    connect(m_datasetUnit, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing) applyDataset();
    });
    m_refreshers.push_back([this] {
        const Plan &p = m_doc->plan();
        const double v = edit::datasetValue(p);
        const int unit = int(edit::datasetUnit(p));
        QSignalBlocker b1(m_dataset), b2(m_datasetUnit);
        // "1 T" tokens, "1 万亿" token, "2 TB": the plan keeps the exact value until the
        // user types another.
        const QString lang = currentLanguage();
        const QString text = unit == 2 ? formatBytes(v, lang) : formatCount(v, lang);
        if (m_dataset->text() != text) m_dataset->setText(text);
        m_datasetUnit->setCurrentIndex(unit);
    });
    addDouble(
        work, "epochs", tr("Epochs"), tr("Passes over the dataset."), 0.01, 1e4, 2, QString(),
        [](const Plan &p) { return p.epochs; }, [](Plan &p, double v) { p.epochs = v; });
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(colour::invalidText());
    m_message->hide();
    work->addRow(m_message);
}

void WorkloadPanel::addHardwareFields(QVBoxLayout *outer)
{
    const Catalog &cat = m_doc->catalog();
    QFormLayout *hw = group(outer, tr("Hardware"));
    // The project's market: parts not sold there are left out (unless the plan uses one),
    // parts that can only be rented are marked.
    const std::string &market = m_doc->info().market;
    std::vector<std::pair<QString, QString>> gpus;
    for (const Accelerator &a : cat.accelerators)
        if (a.availabilityIn(market) != Availability::Unavailable || a.id == m_doc->plan().gpu)
            gpus.push_back({qs(a.id), acceleratorChoiceText(a, market)});
    addCombo(
        hw, tr("GPU"),
        tr("Accelerator model; datasheet figures are in the catalog. Listed for the project's "
           "market: %1.")
            .arg(marketText(market)),
        gpus,
        [](const Plan &p) { return qs(p.gpu); },
        [](Plan &p, const QString &v) { edit::setAccelerator(p, v.toStdString()); });
    QSpinBox *gpuCount = addSpin(
        hw, "gpus", tr("GPUs"), tr("Total GPU count (from the canvas when the plan has a topology)."), 1,
        1000000, QString(),
        [this](const Plan &p) { return p.topology.empty() ? p.gpus : m_doc->result().cluster.gpus; },
        [](Plan &p, int v) { p.gpus = v; });
    m_refreshers.push_back(
        [this, gpuCount] { gpuCount->setEnabled(m_doc->plan().topology.empty()); });
    std::vector<std::pair<QString, QString>> fabrics;
    for (const Fabric &f : cat.fabrics)
        fabrics.push_back({qs(f.id), catalogName(f.name)});
    QComboBox *fabric = addCombo(
        hw, tr("Inter-node network"),
        tr("Fabric between GPU nodes: at least 25 Gb/s, 100 Gb/s "
           "or more for multi-node training."),
        fabrics, [](const Plan &p) { return qs(p.interNode); },
        [](Plan &p, const QString &v) { p.interNode = v.toStdString(); });
    // A drawn cluster of one node has no fabric between nodes: said, not a blank field.
    fabric->setPlaceholderText(tr("single node"));
    std::vector<std::pair<QString, QString>> tiers;
    for (const StorageTier &s : cat.storageTiers)
        tiers.push_back({qs(s.id), catalogName(s.name)});
    QComboBox *storage = addCombo(
        hw, tr("Storage"), tr("Where the training data is read from."), tiers,
        [](const Plan &p) { return qs(p.storage); },
        [](Plan &p, const QString &v) { p.storage = v.toStdString(); });
    // The networks the planner designs (docs/model.md section 9).
    addDouble(
        hw, "oversubscription", tr("Oversubscription"),
        tr("Downlinks per uplink of the compute fabric's leaf switches (R:1). 1 is "
           "non-blocking; 2 or 3 saves spine switches, and data-parallel traffic that crosses "
           "the spine runs slower."),
        1, 16, 1, tr(":1"), [](const Plan &p) { return p.oversubscription; },
        [](Plan &p, double v) { p.oversubscription = v; });
    QDoubleSpinBox *rack = addDouble(
        hw, "rack-power-kw", tr("Rack power"),
        tr("Power one rack may draw: it sets how many nodes share a rack. At the lowest value, "
           "the price list's."),
        0, 1000, 1, tr(" kW"), [](const Plan &p) { return p.rackPowerKW; },
        [](Plan &p, double v) { p.rackPowerKW = v > 0 ? std::max(0.1, v) : 0.0; });
    // At its lowest the field takes the price list's rack power, and says how much it is.
    m_refreshers.push_back([this, rack] {
        const PriceList *list = m_doc->catalog().priceList(m_doc->result().priceList);
        const QString text = list ? tr("%1 kW, the price list's")
                                        .arg(formatNumber(list->rackPowerKW, 3, currentLanguage()))
                                  : tr("the price list's");
        if (rack->specialValueText() != text) rack->setSpecialValueText(text);
    });
    // With a topology the canvas decides the GPU count, the fabric and the storage.
    m_refreshers.push_back([this, fabric, storage] {
        const bool flags = m_doc->plan().topology.empty();
        const ClusterFacts &c = m_doc->result().cluster;
        fabric->setEnabled(flags);
        storage->setEnabled(flags);
        if (!flags) {
            QSignalBlocker b1(fabric), b2(storage);
            fabric->setCurrentIndex(c.fabric ? fabric->findData(qs(c.fabric->id)) : -1);
            storage->setCurrentIndex(c.storage ? storage->findData(qs(c.storage->id)) : -1);
        }
    });
}

void WorkloadPanel::addParallelismFields(QVBoxLayout *outer)
{
    QFormLayout *par = group(outer, tr("Parallelism and precision"));
    addCombo(
        par, tr("Precision"),
        tr("BF16/FP16 mixed precision is the norm; FP8 needs Hopper or "
           "newer; FP32 doubles activation memory."),
        {{QStringLiteral("bf16"), tr("BF16 mixed")},
         {QStringLiteral("fp16"), tr("FP16 mixed")},
         {QStringLiteral("fp8"), tr("FP8")},
         {QStringLiteral("fp32"), tr("FP32")}},
        [](const Plan &p) { return QString::fromLatin1(precisionName(p.precision)); },
        [](Plan &p, const QString &v) {
            if (auto pr = parsePrecision(v.toStdString())) p.precision = *pr;
        });
    const QString autoText = tr("auto");
    // A field left to the planner says what the planner chose: "auto (4)".
    const auto showChosen = [this, autoText](QSpinBox *spin, int (*chosen)(const Result &)) {
        m_refreshers.push_back([this, spin, chosen, autoText] {
            const bool ok = m_doc->error().isEmpty();
            const QString text
                = ok ? tr("auto (%1)", "the value the planner chose").arg(chosen(m_doc->result()))
                     : autoText;
            if (spin->specialValueText() != text) spin->setSpecialValueText(text);
        });
    };
    showChosen(addSpin(
                   par, "tp", tr("Tensor parallel"),
                   tr("GPUs that split each layer; keep within an NVLink node."), 0, 64, autoText,
                   [](const Plan &p) { return p.par.tp; }, [](Plan &p, int v) { p.par.tp = v; }),
               [](const Result &r) { return r.par.tp; });
    showChosen(addSpin(
                   par, "pp", tr("Pipeline parallel"), tr("Stages the layers are split into."), 0,
                   128, autoText, [](const Plan &p) { return p.par.pp; },
                   [](Plan &p, int v) { p.par.pp = v; }),
               [](const Result &r) { return r.par.pp; });
    QSpinBox *ep = addSpin(
        par, "ep", tr("Expert parallel"),
        tr("GPUs the routed experts of a mixture-of-experts model are split over (EP), among "
           "the GPUs of one pipeline stage; its all-to-all crosses the network when it spans "
           "nodes."),
        0, 1 << 16, autoText, [](const Plan &p) { return p.par.ep; },
        [](Plan &p, int v) { p.par.ep = v; });
    showChosen(ep, [](const Result &r) { return r.par.ep; });
    QDoubleSpinBox *capacity = addDouble(
        par, "capacity-factor", tr("Capacity factor"),
        tr("Tokens the busiest expert gets against the mean: the experts' compute and the "
           "all-to-all wait for it. 1.25 (Switch Transformer) unless given."),
        0, 16, 2, QString(), [](const Plan &p) { return p.par.capacityFactor; },
        [](Plan &p, double v) { p.par.capacityFactor = v > 0 ? std::max(1.0, v) : 0.0; });
    capacity->setSpecialValueText(autoText);
    // Expert parallelism means something for a mixture of experts only.
    m_refreshers.push_back([this, ep, capacity] {
        const bool moe = m_doc->plan().model.experts > 0;
        ep->setEnabled(moe);
        capacity->setEnabled(moe);
    });
    showChosen(addSpin(par, "zero", tr("ZeRO stage"),
                       tr("Sharding of optimizer states (1), gradients (2) and weights (3, FSDP)."),
                       -1, 3, autoText, [](const Plan &p) { return p.par.zero; },
                       [](Plan &p, int v) { p.par.zero = v; }),
               [](const Result &r) { return r.par.zero; });
    // Hybrid sharding (HSDP, ZeRO++ hpZ): 0 shards over every data-parallel GPU.
    addSpin(
        par, "shard-group", tr("Shard group"),
        tr("GPUs one ZeRO / FSDP shard spans (hybrid sharding, HSDP): the shards are "
           "replicated across the rest, so the gathers stay inside the group, often one node. "
           "Must divide the data-parallel GPUs."),
        0, 1 << 20, tr("all"), [](const Plan &p) { return p.par.shardGroup; },
        [](Plan &p, int v) { p.par.shardGroup = v; });
    showChosen(addSpin(par, "micro-batch", tr("Micro-batch"),
                       tr("Samples per GPU per forward pass."), 0, 4096, autoText,
                       [](const Plan &p) { return p.par.microBatch; },
                       [](Plan &p, int v) { p.par.microBatch = v; }),
               [](const Result &r) { return r.par.microBatch; });
    QComboBox *recompute = addCombo(
        par, tr("Recomputation"), tr("Activation recomputation trades compute for memory."),
        {{QStringLiteral("auto"), autoText},
         {QStringLiteral("none"), tr("none")},
         {QStringLiteral("selective"), tr("selective (attention)")},
         {QStringLiteral("full"), tr("full")}},
        [](const Plan &p) { return QString::fromLatin1(recomputeName(p.par.recompute)); },
        [](Plan &p, const QString &v) {
            p.par.recompute = v == QLatin1String("none")        ? Recompute::None
                              : v == QLatin1String("selective") ? Recompute::Selective
                              : v == QLatin1String("full")      ? Recompute::Full
                                                                : Recompute::Auto;
        });
    m_refreshers.push_back([this, recompute, autoText] {
        const QString text = m_doc->error().isEmpty()
                                 ? tr("auto (%1)", "the value the planner chose")
                                       .arg(recomputeModeText(m_doc->result().par.recompute))
                                 : autoText;
        if (recompute->itemText(0) != text) recompute->setItemText(0, text);
    });
}

void WorkloadPanel::addCostFields(QVBoxLayout *outer)
{
    QFormLayout *money = group(outer, tr("Budget and pricing"));
    // pricingModeText's wording defaults to a choice's own name.
    addEnumCombo(money, tr("Pricing"),
                 tr("Cloud pay-as-you-go, reserved terms, spot (needs "
                    "checkpoints), or purchase over the amortization period."),
                 kPricingModes, pricingName, +[](Pricing mode) { return pricingModeText(mode); },
                 parsePricing, &Plan::pricing);
    addCombo(
        money, tr("Currency"), tr("Currency of every amount."),
        {{QStringLiteral("CNY"), tr("CNY (¥)")}, {QStringLiteral("USD"), tr("USD ($)")}},
        [](const Plan &p) { return QString::fromLatin1(currencyName(p.currency)); },
        [](Plan &p, const QString &v) {
            if (auto c = parseCurrency(v.toStdString())) p.currency = *c;
        });
    // The catalog's dated lists, each with its source in its tooltip; by default the one in
    // the plan's currency.
    std::vector<std::pair<QString, QString>> lists{{QString(), tr("The list in the currency")}};
    for (const PriceList &l : m_doc->catalog().priceLists)
        lists.push_back(
            {QString::fromStdString(l.id),
             tr("%1, %2", "a price list's name and date")
                 .arg(catalogName(l.name), formatCatalogDate(l.date, currentLanguage()))});
    QComboBox *priceList = addCombo(
        money, tr("Price list"),
        tr("The published prices the plan is costed with; amounts in another currency are "
           "converted at the exchange rate."),
        lists, [](const Plan &p) { return QString::fromStdString(p.priceList); },
        [](Plan &p, const QString &v) { p.priceList = v.toStdString(); });
    for (int i = 1; i < priceList->count(); ++i)
        if (const PriceList *l
            = m_doc->catalog().priceList(priceList->itemData(i).toString().toStdString()))
            priceList->setItemData(i, QString::fromStdString(l->source), Qt::ToolTipRole);
    auto *budget = static_cast<QuantitySpinBox *>(addDouble(
        money, "budget", tr("Budget"),
        tr("Total budget; 0 for none. Type it as you would say it: 20M, 2000万, 1.5亿, $5M."), 0,
        1e13, 0, QString(), [](const Plan &p) { return p.budget; },
        [](Plan &p, double v) { p.budget = v; }));
    budget->currency = [this] { return m_doc->plan().currency; };
    // The amount with its currency, as every other field shows its unit: "50,000" alone
    // left the reader to look up at the currency field.
    m_refreshers.push_back([this, budget] {
        const QString unit = m_doc->plan().currency == Currency::CNY
                                 ? tr(" CNY", "the unit after a money field's amount")
                                 : tr(" USD", "the unit after a money field's amount");
        if (budget->suffix() != unit) budget->setSuffix(unit);
    });
    addDouble(
        money, "deadline-days", tr("Deadline"),
        tr("Days from the order until training must be done, the lead time included; 0 for "
           "none."),
        0, 1e4, 1, tr(" days"), [](const Plan &p) { return p.deadlineDays; },
        [](Plan &p, double v) { p.deadlineDays = v; });
    // The offer's terms: when the cluster is ready, and the shortest rental it bills.
    addDouble(
        money, "lead-time-days", tr("Lead time"),
        tr("Days from the order until the cluster is ready to train: the cloud's provisioning, "
           "or delivery and installation of a purchase. Training starts after it; nothing is "
           "billed for it."),
        0, 3650, 1, tr(" days"), [](const Plan &p) { return p.leadTimeDays; },
        [](Plan &p, double v) { p.leadTimeDays = v; });
    QDoubleSpinBox *minRental = addDouble(
        money, "min-rental-months", tr("Minimum rental"),
        tr("The shortest rental the cloud offer bills; a shorter job pays for all of it. 0 for "
           "none."),
        0, 60, 1, tr(" months"), [](const Plan &p) { return p.minRentalMonths; },
        [](Plan &p, double v) { p.minRentalMonths = v; });
    minRental->setSpecialValueText(tr("none"));
    // A purchase rents nothing.
    m_refreshers.push_back(
        [this, minRental] { minRental->setEnabled(m_doc->plan().pricing != Pricing::Purchase); });
    // Internal figures: not in presentation mode (setShowsInternalFigures).
    auto *discounts = new QPushButton;
    discounts->setToolTip(tr("Negotiated discounts off the price list, per cost category: "
                             "internal, stated only in the proposal's internal version."));
    money->addRow(tr("Discounts"), discounts);
    m_discounts = discounts;
    m_costForm = money;
    connect(discounts, &QPushButton::clicked, this, [this] {
        DiscountDialog dialog(m_doc, this);
        dialog.exec();
    });
    m_refreshers.push_back([this, discounts] {
        const QString text = DiscountDialog::summary(m_doc->plan().discount);
        if (discounts->text() != text) discounts->setText(text);
    });
}

void WorkloadPanel::setShowsInternalFigures(bool on)
{
    if (m_costForm && m_discounts) m_costForm->setRowVisible(m_discounts, on);
}

QComboBox *WorkloadPanel::addCombo(QFormLayout *form, const QString &label, const QString &tip,
                                   const std::vector<std::pair<QString, QString>> &items,
                                   std::function<QString(const Plan &)> get,
                                   std::function<void(Plan &, const QString &)> set)
{
    auto *combo = new QComboBox;
    combo->setToolTip(tip);
    // Catalog names can be long ("Parallel file system appliance (...)"): the combo takes
    // the dock's width and elides, rather than forcing the panel to scroll sideways.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
    for (const auto &[value, text] : items)
        combo->addItem(text, value);
    form->addRow(label, combo);
    connect(combo, &QComboBox::activated, this, [this, combo, label, set] {
        const QString v = combo->currentData().toString();
        m_doc->edit(tidyChineseSpacing(tr("Change %1").arg(label)), [&](Plan &p) { set(p, v); });
    });
    m_refreshers.push_back([combo, get, this] {
        QSignalBlocker b(combo);
        combo->setCurrentIndex(combo->findData(get(m_doc->plan())));
    });
    return combo;
}

template<typename E, std::size_t N>
void WorkloadPanel::addEnumCombo(QFormLayout *form, const QString &label, const QString &tip,
                                 const E (&values)[N], const char *(*name)(E), QString (*text)(E),
                                 std::optional<E> (*parse)(const std::string &), E Plan::*member)
{
    std::vector<std::pair<QString, QString>> items;
    for (E value : values)
        items.emplace_back(QString::fromLatin1(name(value)), text(value));
    addCombo(
        form, label, tip, items,
        [name, member](const Plan &p) { return QString::fromLatin1(name(p.*member)); },
        [parse, member](Plan &p, const QString &v) {
            if (auto value = parse(v.toStdString())) p.*member = *value;
        });
}

QSpinBox *WorkloadPanel::addSpin(QFormLayout *form, const char *key, const QString &label,
                                 const QString &tip,
                                 int min, int max, const QString &autoText,
                                 std::function<int(const Plan &)> get,
                                 std::function<void(Plan &, int)> set)
{
    auto *spin = new CheckedSpinBox;
    spin->onProblem = [this](const QString &m) {
        m_message->setText(m);
        m_message->show();
    };
    spin->setRange(min, max);
    spin->setToolTip(
        tip + QLatin1Char(' ')
        + tr("Allowed: %1 to %2.").arg(QLocale().toString(min), QLocale().toString(max)));
    if (!autoText.isEmpty()) spin->setSpecialValueText(autoText);
    bindSpin<QSpinBox, int>(form, key, label, spin, std::move(get), std::move(set));
    return spin;
}

template<typename Spin, typename Value>
void WorkloadPanel::bindSpin(QFormLayout *form, const char *key, const QString &label, Spin *spin,
                             std::function<Value(const Plan &)> get,
                             std::function<void(Plan &, Value)> set)
{
    spin->setKeyboardTracking(false);
    form->addRow(label, spin);
    // Typing in one field merges into one undo step, named by the field's plan key.
    const Merge merge{MergeId::WorkloadField, QLatin1String(key)};
    connect(spin, &Spin::valueChanged, this, [this, label, set, merge](Value v) {
        m_doc->edit(
            tidyChineseSpacing(tr("Change %1").arg(label)), [&](Plan &p) { set(p, v); }, merge);
    });
    m_refreshers.push_back([spin, get, this] {
        const Value v = get(m_doc->plan());
        if (spin->value() == v) return;
        QSignalBlocker b(spin);
        spin->setValue(v);
    });
}

QDoubleSpinBox *WorkloadPanel::addDouble(QFormLayout *form, const char *key,
                                         const QString &label, const QString &tip, double min, double max, int decimals,
                                         const QString &suffix,
                                         std::function<double(const Plan &)> get,
                                         std::function<void(Plan &, double)> set)
{
    auto *spin = new QuantitySpinBox;
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setToolTip(
        tip + QLatin1Char(' ')
        + tr("Allowed: %1 to %2.")
              .arg(formatNumber(min, 6, currentLanguage()), formatNumber(max, 6, currentLanguage())));
    spin->setGroupSeparatorShown(true);
    bindSpin<QDoubleSpinBox, double>(form, key, label, spin, std::move(get), std::move(set));
    return spin;
}

void WorkloadPanel::setModelActions(QAction *importConfig, QAction *editDimensions)
{
    m_importButton->setDefaultAction(importConfig);
    m_editButton->setDefaultAction(editDimensions);
}

void WorkloadPanel::applyDataset()
{
    const Plan &plan = m_doc->plan();
    // The unit combo lists tokens, samples and bytes in DatasetUnit's order.
    auto unit = edit::DatasetUnit(std::clamp(m_datasetUnit->currentIndex(), 0, 2));
    double v = edit::datasetValue(plan);
    if (!m_dataset->isModified() && unit == edit::datasetUnit(plan)) return; // nothing typed
    if (m_dataset->isModified()) {
        // What people type: "1T", "500B", "50亿", "1.5万亿", "2 TB", "3e11".
        bool bytes = false;
        const std::optional<double> typed = parseQuantity(m_dataset->text(), &bytes);
        if (!typed || *typed < 1 || *typed > 1e30) {
            // Refused, not clamped: the plan keeps its last good value.
            m_dataset->setStyleSheet(colour::invalidBorder());
            m_message->setText(tr("The dataset size \"%1\" is not a size this planner reads: type "
                                  "a number with an optional scale or byte unit, such as 1T, "
                                  "500B, 50亿, 2 TB or 3e11.")
                                   .arg(m_dataset->text().trimmed().left(40)));
            m_message->show();
            return;
        }
        v = *typed;
        unit = edit::typedDatasetUnit(plan, unit, bytes); // the unit combo follows, undoably
    }
    m_dataset->setStyleSheet(QString());
    m_message->hide();
    m_dataset->setModified(false);
    m_doc->edit(tr("Change dataset size"), [&](Plan &p) { edit::setDataset(p, v, unit); },
                {MergeId::DatasetSize, {}});
    refresh(); // the typed size, as the field shows sizes
}

// Each refresher touches its widget only when what it shows differs: Qt repaints a spin box
// (and the group box behind it) on every setValue, and a new special text re-lays out the
// form, on every edit of the plan.
void WorkloadPanel::refresh()
{
    if (m_refreshing) return;
    m_refreshing = true;
    for (const auto &r : m_refreshers)
        r();
    m_refreshing = false;
}

} // namespace cp::ui
