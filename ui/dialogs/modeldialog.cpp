// SPDX-License-Identifier: GPL-3.0-or-later
// ModelDialog: the dimensions of a custom model, counted with the planner's own model.
#include "dialogs/modeldialog.h"
#include "style/screenfit.h"

#include "report/format.h"
#include "io/projectreader.h"
#include "document/plandocument.h"
#include "style/style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QResizeEvent>
#include <QScrollArea>
#include <QStyle>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace cp::ui {

namespace {

/// The dimensions the fields edit, by the plan key that names them.
struct Dimension
{
    const char *key;
    int ModelSpec::*member;
};

constexpr Dimension kDimensions[] = {
    {"layers", &ModelSpec::layers},
    {"hidden", &ModelSpec::hidden},
    {"heads", &ModelSpec::heads},
    {"kv-heads", &ModelSpec::kvHeads},
    {"head-dim", &ModelSpec::headDim},
    {"ffn-hidden", &ModelSpec::ffnHidden},
    {"vocab", &ModelSpec::vocab},
    {"seq-len", &ModelSpec::seqLen},
    {"experts", &ModelSpec::experts},
    {"experts-per-token", &ModelSpec::expertsPerToken},
    {"shared-experts", &ModelSpec::sharedExperts},
    {"expert-ffn", &ModelSpec::expertFfn},
    {"dense-layers", &ModelSpec::denseLayers},
    {"q-lora-rank", &ModelSpec::qLoraRank},
    {"kv-lora-rank", &ModelSpec::kvLoraRank},
    {"rope-head-dim", &ModelSpec::ropeHeadDim},
    {"value-head-dim", &ModelSpec::valueHeadDim},
};

/// The transformer families a custom model can have.
constexpr ModelFamily kFamilies[] = {ModelFamily::Decoder, ModelFamily::Encoder, ModelFamily::Vit,
                                     ModelFamily::TsTransformer};

int ModelSpec::*memberOf(const char *key)
{
    for (const Dimension &d : kDimensions)
        if (qstrcmp(d.key, key) == 0) return d.member;
    return nullptr;
}

bool isMoeKey(const char *key)
{
    return qstrcmp(key, "experts") == 0 || qstrcmp(key, "experts-per-token") == 0
           || qstrcmp(key, "shared-experts") == 0 || qstrcmp(key, "expert-ffn") == 0
           || qstrcmp(key, "dense-layers") == 0;
}

bool isLatentKey(const char *key)
{
    return qstrcmp(key, "q-lora-rank") == 0 || qstrcmp(key, "kv-lora-rank") == 0
           || qstrcmp(key, "rope-head-dim") == 0 || qstrcmp(key, "value-head-dim") == 0;
}

} // namespace

ModelDialog::ModelDialog(const PlanDocument &doc, const Plan &plan, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_plan(plan)
{
    setWindowTitle(tr("Model dimensions"));
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The model as its config.json describes it. The planner counts its parameters "
           "and FLOPs from these dimensions; the project keeps them."));
    intro->setWordWrap(true);
    outer->addWidget(intro);
    // Two columns (the transformer; its experts and latent attention) in a scroll area, so
    // the dialog fits a laptop screen at twice the scale too; one above the other where the
    // two side by side are wider than the dialog (resizeEvent): at 200 % the second column
    // was cut at the edge, behind a horizontal scroll bar.
    auto *columns = new QWidget;
    auto *row = new QBoxLayout(QBoxLayout::LeftToRight, columns);
    m_columns = row;
    row->setContentsMargins(0, 0, 0, 0);
    m_side = new QWidget;
    auto *right = new QVBoxLayout(m_side);
    right->setContentsMargins(0, 0, 0, 0);

    auto *general = new QGroupBox(tr("Transformer"));
    auto *form = new QFormLayout(general);
    m_name = new QLineEdit;
    m_name->setToolTip(tr("The model's name as the customer uses it; the proposal shows it."));
    form->addRow(tr("Name"), m_name);
    m_family = new QComboBox;
    m_family->addItem(tr("Decoder (GPT, Llama, Qwen, DeepSeek)"), int(ModelFamily::Decoder));
    m_family->addItem(tr("Encoder (BERT)"), int(ModelFamily::Encoder));
    m_family->addItem(tr("Vision transformer"), int(ModelFamily::Vit));
    m_family->addItem(tr("Time-series transformer"), int(ModelFamily::TsTransformer));
    form->addRow(tr("Architecture"), m_family);
    const QString usual = tr("hidden / heads");
    addField(form, "layers", tr("Layers"), tr("Transformer layers (num_hidden_layers)."), 1, 1000);
    addField(form, "hidden", tr("Hidden size"), tr("Width of the residual stream (hidden_size)."),
             1, 1 << 20);
    addField(form, "heads", tr("Attention heads"), tr("Query heads (num_attention_heads)."), 1,
             4096);
    addField(form, "kv-heads", tr("Key-value heads"),
             tr("Grouped-query attention: heads of keys and values (num_key_value_heads); as "
                "many as the query heads when unset."),
             0, 4096, tr("as heads"));
    addField(form, "head-dim", tr("Head width"),
             tr("A head's width where it is not hidden / heads (head_dim); with latent "
                "attention, the part of a query or key head without rotary embedding "
                "(qk_nope_head_dim)."),
             0, 4096, usual);
    addField(form, "ffn-hidden", tr("FFN width"),
             tr("Width of a dense layer's feed-forward block (intermediate_size)."), 0, 1 << 22,
             tr("4 x hidden"));
    m_gated = new QCheckBox(tr("Gated MLP (SwiGLU): three matrices instead of two"));
    form->addRow(QString(), m_gated);
    m_tied = new QCheckBox(tr("Input and output embeddings shared (tie_word_embeddings)"));
    form->addRow(QString(), m_tied);
    addField(form, "vocab", tr("Vocabulary"), tr("Tokens in the vocabulary (vocab_size)."), 0,
             1 << 24);
    addField(form, "seq-len", tr("Sequence length"), tr("Tokens per training sample."), 1,
             1 << 20);
    row->addWidget(general, 1, Qt::AlignTop);
    m_general = general;

    m_experts = new QGroupBox(tr("Mixture of experts"));
    m_experts->setCheckable(true);
    m_experts->setToolTip(tr("Routed experts replace the dense FFN in every layer after the "
                             "dense ones; each token goes to a few of them."));
    auto *moe = new QFormLayout(m_experts);
    addField(moe, "experts", tr("Routed experts"),
             tr("Experts per MoE layer (num_local_experts, num_experts, n_routed_experts)."), 0,
             1 << 16);
    addField(moe, "experts-per-token", tr("Experts per token"),
             tr("Routed experts each token goes to (num_experts_per_tok)."), 0, 1 << 16);
    addField(moe, "shared-experts", tr("Shared experts"),
             tr("Experts every token goes through (n_shared_experts)."), 0, 1024);
    addField(moe, "expert-ffn", tr("Expert FFN width"),
             tr("One expert's feed-forward width (moe_intermediate_size); the dense FFN "
                "width when unset."),
             0, 1 << 22, tr("as FFN"));
    addField(moe, "dense-layers", tr("Dense layers first"),
             tr("Layers with a dense FFN before the first MoE layer (first_k_dense_replace)."),
             0, 1000);
    right->addWidget(m_experts);

    m_latent = new QGroupBox(tr("Multi-head latent attention (DeepSeek)"));
    m_latent->setCheckable(true);
    m_latent->setToolTip(tr("Keys and values from one compressed latent per token."));
    auto *mla = new QFormLayout(m_latent);
    addField(mla, "q-lora-rank", tr("Query compression rank"), tr("q_lora_rank; 0 for none."), 0,
             1 << 20, tr("none"));
    addField(mla, "kv-lora-rank", tr("Key-value compression rank"), tr("kv_lora_rank."), 0,
             1 << 20);
    addField(mla, "rope-head-dim", tr("Rotary head width"), tr("qk_rope_head_dim."), 0, 4096);
    addField(mla, "value-head-dim", tr("Value head width"),
             tr("v_head_dim; the head width when unset."), 0, 4096, tr("as head width"));
    right->addWidget(m_latent);
    right->addStretch(1);
    // The two groups of the right column start their fields at one place.
    int widest = 0;
    for (const QFormLayout *f : {moe, mla})
        for (int r = 0; r < f->rowCount(); ++r)
            if (const QLayoutItem *label = f->itemAt(r, QFormLayout::LabelRole); label && label->widget())
                widest = std::max(widest, label->widget()->sizeHint().width());
    for (const QFormLayout *f : {moe, mla})
        for (int r = 0; r < f->rowCount(); ++r)
            if (const QLayoutItem *label = f->itemAt(r, QFormLayout::LabelRole); label && label->widget())
                label->widget()->setMinimumWidth(widest);
    row->addWidget(m_side, 1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(columns);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    outer->addWidget(scroll, 1);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    outer->addWidget(m_summary);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply"));
    outer->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_ok) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ModelDialog::update);
    connect(m_family, &QComboBox::currentIndexChanged, this, &ModelDialog::update);
    connect(m_gated, &QCheckBox::toggled, this, &ModelDialog::update);
    connect(m_tied, &QCheckBox::toggled, this, &ModelDialog::update);
    connect(m_experts, &QGroupBox::toggled, this, &ModelDialog::update);
    connect(m_latent, &QGroupBox::toggled, this, &ModelDialog::update);
    setModel(plan.model);
    // As large as the content, never larger than the screen it opens on.
    const QSize want = columns->sizeHint() + QSize(40, intro->sizeHint().height() + 120);
    resizeWithinScreen(this, want);
}

void ModelDialog::resizeEvent(QResizeEvent *e)
{
    QDialog::resizeEvent(e);
    // Side by side where both columns fit the dialog's width less its margins and a
    // scroll bar, else one above the other.
    const int sideBySide = m_general->minimumSizeHint().width() + m_side->minimumSizeHint().width()
                           + m_columns->spacing() + 2 * layout()->contentsMargins().left()
                           + style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const auto direction
        = width() >= sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_columns->direction() != direction) m_columns->setDirection(direction);
}

QSpinBox *ModelDialog::addField(QFormLayout *form, const char *key, const QString &label,
                                const QString &tip, int min, int max, const QString &zeroText)
{
    auto *spin = new QSpinBox;
    spin->setRange(min, max);
    spin->setToolTip(tip);
    spin->setGroupSeparatorShown(true);
    if (!zeroText.isEmpty()) spin->setSpecialValueText(zeroText);
    form->addRow(label, spin);
    m_fields.emplace_back(key, spin);
    connect(spin, &QSpinBox::valueChanged, this, &ModelDialog::update);
    return spin;
}

QSpinBox *ModelDialog::field(const char *key) const
{
    for (const auto &[k, spin] : m_fields)
        if (qstrcmp(k, key) == 0) return spin;
    return nullptr;
}

void ModelDialog::setModel(const ModelSpec &model)
{
    const QSignalBlocker blockName(m_name), blockFamily(m_family), blockGated(m_gated),
        blockTied(m_tied), blockExperts(m_experts), blockLatent(m_latent);
    for (const auto &[key, spin] : m_fields) {
        const QSignalBlocker b(spin);
        spin->setValue(model.*memberOf(key));
    }
    m_name->setText(QString::fromStdString(model.name));
    const int family = m_family->findData(int(model.family));
    m_family->setCurrentIndex(family >= 0 ? family : 0);
    m_gated->setChecked(model.gatedMlp);
    m_tied->setChecked(model.tiedEmbeddings);
    m_experts->setChecked(model.experts > 0);
    m_latent->setChecked(model.kvLoraRank > 0);
    update();
}

ModelSpec ModelDialog::model() const
{
    // A custom model: what the dialog shows, and what the plan's model had beyond it.
    ModelSpec m = m_plan.model;
    m.preset.clear();
    for (const auto &[key, spin] : m_fields) {
        int v = spin->value();
        if ((isMoeKey(key) && !m_experts->isChecked())
            || (isLatentKey(key) && !m_latent->isChecked()))
            v = 0;
        m.*memberOf(key) = v;
    }
    m.name = withoutForbiddenCharacters(m_name->text().trimmed().toStdString());
    m.family = ModelFamily(m_family->currentData().toInt());
    m.gatedMlp = m_gated->isChecked();
    m.tiedEmbeddings = m_tied->isChecked();
    m.params = 0; // counted from the dimensions
    return m;
}

QString ModelDialog::summary() const
{
    return m_summary->text();
}

bool ModelDialog::acceptable() const
{
    return m_ok;
}

void ModelDialog::update()
{
    Plan p = m_plan;
    p.model = model();
    ModelCounts counts;
    const auto error = m_doc.countModel(p, counts);
    const QString lang = currentLanguage();
    m_ok = !error;
    // The field a problem is about is marked, and the message says the rest; a problem with
    // no field of its own here is named by its key.
    QSpinBox *marked = error ? field(error->field.c_str()) : nullptr;
    for (const auto &[key, spin] : m_fields)
        spin->setStyleSheet(spin == marked ? colour::invalidBorder()
                                           : QString());
    if (error) {
        m_summary->setStyleSheet(colour::invalidText());
        const QString message = QString::fromStdString(error->message);
        m_summary->setText(marked ? message
                                  : QStringLiteral("%1: %2").arg(
                                      QString::fromStdString(error->field), message));
    } else {
        m_summary->setStyleSheet(QString());
        QString text = p.model.experts > 0
                           ? tr("%1 parameters, %2 active per token")
                                 .arg(formatCount(counts.params, lang), formatCount(counts.active, lang))
                           : tr("%1 parameters").arg(formatCount(counts.params, lang));
        text += tr("; %1 GFLOP per token to train")
                    .arg(formatNumber(counts.flopsPerToken / 1e9, 3, lang));
        m_summary->setText(tidyChineseSpacing(text));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_ok);
}

} // namespace cp::ui
