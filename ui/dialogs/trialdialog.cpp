// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/trialdialog.h"

#include "report/format.h"
#include "document/plandocument.h"
#include "io/planflags.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cp::ui {

TrialDialog::TrialDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setWindowTitle(tr("Calibrate from a trial run"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Run this scenario's model, precision, micro-batch and tensor, pipeline and context "
           "parallelism on a few GPUs of its accelerator and training stack, data parallel over "
           "the rest, and enter what it measured. The planner fits its compute speed to the "
           "measurement and predicts the full cluster from it."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const Plan &plan = doc->plan();
    const Result &r = doc->result();
    auto *form = new QFormLayout;
    m_gpus = new QSpinBox(this);
    m_gpus->setRange(1, 100000);
    const int model = std::max(1, r.par.tp * r.par.pp * r.par.cp);
    const int perNode = std::max(1, r.cluster.gpusPerNode);
    m_gpus->setValue(plan.trial.gpus > 0 ? plan.trial.gpus : std::max(model, perNode));
    // A new trial starts on the fewest GPUs (whole nodes, doubling) on which the scenario's
    // layout fits with its headroom: fewer data-parallel ranks shard ZeRO states less.
    Result probed;
    bool probedOk = false;
    if (plan.trial.gpus <= 0 && r.cluster.gpus > 0) {
        for (int n = m_gpus->value(); n <= r.cluster.gpus; n *= 2) {
            Plan probe = plan;
            probe.trial.gpus = n;
            probe.trial.tokensPerSecPerGpu = r.tokensPerSecond / r.cluster.gpus;
            Result pr;
            if (doc->evaluateDraft(probe, pr) || !pr.calibration.applied) break;
            m_gpus->setValue(n);
            probed = std::move(pr);
            probedOk = true;
            if (probed.calibration.trialFits) break;
        }
    }
    m_gpus->setToolTip(tr("GPUs the trial ran on: a multiple of the scenario's tp x pp x cp (%1).")
                           .arg(model));
    form->addRow(tr("GPUs in the trial:"), m_gpus);
    m_tokens = new QDoubleSpinBox(this);
    m_tokens->setRange(1, 1e8);
    m_tokens->setDecimals(0);
    m_tokens->setGroupSeparatorShown(true);
    // A new trial starts at what the model expects of it: Calibrate then changes nothing
    // until the measured figure is typed in.
    double modelled = r.cluster.gpus > 0 ? r.tokensPerSecond / r.cluster.gpus : 1000;
    if (probedOk) modelled = probed.calibration.trialPredicted;
    m_tokensExact = plan.trial.gpus > 0 ? plan.trial.tokensPerSecPerGpu
                                        : (modelled > 0 ? modelled : 1000);
    m_tokens->setValue(m_tokensExact);
    m_tokensShown = m_tokens->value();
    m_tokens->setToolTip(tr("Measured training throughput per GPU, in tokens per second, over a "
                            "stretch of steady steps (after warm-up)."));
    form->addRow(tr("Measured tokens/s per GPU:"), m_tokens);
    m_hasMemory = new QCheckBox(tr("Measured peak memory per GPU (GiB):"), this);
    m_memory = new QDoubleSpinBox(this);
    m_memory->setRange(0.1, 10000);
    m_memory->setDecimals(1);
    m_memoryExact = plan.trial.peakMemoryGiB > 0 ? plan.trial.peakMemoryGiB
                    : probedOk                    ? toGiB(probed.calibration.trialMemory)
                                                  : toGiB(r.memoryPerGpu);
    m_memory->setValue(m_memoryExact);
    m_memoryShown = m_memory->value();
    m_hasMemory->setChecked(plan.trial.peakMemoryGiB > 0);
    m_memory->setEnabled(m_hasMemory->isChecked());
    m_memory->setToolTip(tr("The largest memory reserved on any GPU during the trial."));
    form->addRow(m_hasMemory, m_memory);
    layout->addLayout(form);
    // The last line the launch kit's trial.sh prints, from the clipboard: the three fields.
    m_paste = new QPushButton(tr("&Paste the output of trial.sh"), this);
    m_paste->setToolTip(tr("Fills the fields from the --trial-* line that the launch kit's "
                           "trial.sh prints last (File > Export launch kit)."));
    connect(m_paste, &QPushButton::clicked, this,
            [this] { pasteTrialOutput(QGuiApplication::clipboard()->text()); });
    layout->addWidget(m_paste, 0, Qt::AlignLeft);

    m_preview = new QLabel(this);
    m_preview->setWordWrap(true);
    m_preview->setMinimumHeight(m_preview->fontMetrics().height() * 3);
    layout->addWidget(m_preview);

    auto *buttons = new QDialogButtonBox(this);
    m_apply = buttons->addButton(tr("Calibrate"), QDialogButtonBox::AcceptRole);
    m_remove = buttons->addButton(tr("Remove calibration"), QDialogButtonBox::DestructiveRole);
    m_remove->setEnabled(plan.trial.gpus > 0);
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(m_apply, &QPushButton::clicked, this, &TrialDialog::apply);
    connect(m_remove, &QPushButton::clicked, this, &TrialDialog::removeCalibration);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_gpus, &QSpinBox::valueChanged, this, &TrialDialog::updatePreview);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, &TrialDialog::updatePreview);
    connect(m_memory, &QDoubleSpinBox::valueChanged, this, &TrialDialog::updatePreview);
    connect(m_hasMemory, &QCheckBox::toggled, this, [this](bool on) {
        m_memory->setEnabled(on);
        updatePreview();
    });
    updatePreview();
}

bool TrialDialog::pasteTrialOutput(const QString &text)
{
    TrialRun t;
    if (auto e = readTrialLine(text.toStdString(), m_doc->catalog(), t)) {
        m_preview->setText(
            tr("Cannot paste: %1: %2")
                .arg(QString::fromStdString(e->field), QString::fromStdString(e->message)));
        return false;
    }
    m_gpus->setValue(t.gpus);
    m_tokensExact = t.tokensPerSecPerGpu;
    m_tokens->setValue(t.tokensPerSecPerGpu);
    m_tokensShown = m_tokens->value();
    m_hasMemory->setChecked(t.peakMemoryGiB > 0);
    if (t.peakMemoryGiB > 0) {
        m_memoryExact = t.peakMemoryGiB;
        m_memory->setValue(t.peakMemoryGiB);
        m_memoryShown = m_memory->value();
    }
    updatePreview();
    return true;
}

TrialRun TrialDialog::trial() const
{
    TrialRun t;
    t.gpus = m_gpus->value();
    t.tokensPerSecPerGpu
        = m_tokens->value() == m_tokensShown ? m_tokensExact : m_tokens->value();
    const double memory = m_memory->value() == m_memoryShown ? m_memoryExact : m_memory->value();
    t.peakMemoryGiB = m_hasMemory->isChecked() ? memory : 0.0;
    // Bound to this scenario's accelerator and stack: a later change of either is flagged
    // instead of silently calibrating another configuration.
    const Result &r = m_doc->result();
    if (r.cluster.gpu) t.gpu = r.cluster.gpu->id;
    t.framework = m_doc->plan().framework;
    return t;
}

QString TrialDialog::preview() const
{
    return m_preview->text();
}

void TrialDialog::updatePreview()
{
    Plan p = m_doc->plan();
    p.trial = trial();
    Result r;
    const QString lang = currentLanguage();
    if (auto e = m_doc->evaluateDraft(p, r)) {
        m_ok = false;
        m_preview->setText(tr("Cannot calibrate: %1").arg(QString::fromStdString(e->message)));
    } else if (!r.calibration.applied) {
        m_ok = false;
        m_preview->setText(tr("Cannot calibrate: the plan cannot be evaluated."));
    } else {
        m_ok = true;
        const CalibrationResult &k = r.calibration;
        // The gap the reader checks against the two figures beside it: throughput's, not the
        // compute-time factor's (which excludes communication, and read "33 % slower" for
        // 1,169 against 900 tokens/s, 23 % less).
        const double gap = k.trialPredicted > 0 ? k.trialMeasured / k.trialPredicted - 1 : 0;
        const QString factor = QLocale().toString(k.factor, 'f', 2);
        const QString speed
            = std::abs(gap) < 0.005 ? tr(
                  "The trial computes as modelled (%1 modelled, %2 measured tokens/s per GPU).")
              : gap < 0 ? tr("The trial's throughput is %1 % below the model's (%2 modelled, %3 "
                             "measured tokens/s per GPU): its compute time is scaled by %4.")
                              .arg(QLocale().toString(-gap * 100, 'f', 0))
                        : tr("The trial's throughput is %1 % above the model's (%2 modelled, %3 "
                             "measured tokens/s per GPU): its compute time is scaled by %4.")
                              .arg(QLocale().toString(gap * 100, 'f', 0));
        m_preview->setText(tidyChineseSpacing(
            (std::abs(gap) < 0.005 ? speed.arg(QLocale().toString(k.trialPredicted, 'f', 0),
                                               QLocale().toString(k.trialMeasured, 'f', 0))
                                   : speed.arg(QLocale().toString(k.trialPredicted, 'f', 0),
                                               QLocale().toString(k.trialMeasured, 'f', 0), factor))
            + QLatin1Char(' ')
            + tr("Calibrated, this scenario trains in %1.")
                  .arg(withLikelyRange(formatDurationLikeRange(r.totalTime, r.totalTimeRange[0],
                                                               r.totalTimeRange[1], lang),
                                       formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1],
                                                           r.totalTime, lang)))));
    }
    m_apply->setEnabled(m_ok);
}

void TrialDialog::apply()
{
    if (!m_ok) return;
    const TrialRun t = trial();
    m_doc->edit(tr("Calibrate from a trial run"), [t](Plan &p) { p.trial = t; });
    accept();
}

void TrialDialog::removeCalibration()
{
    m_doc->edit(tr("Remove the trial calibration"), [](Plan &p) { p.trial = {}; });
    accept();
}

} // namespace cp::ui
