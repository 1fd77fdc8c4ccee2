// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the application's translations (embedded .qm files) and Qt's own for a language.
#pragma once

#include "model/plan.h"

#include <QString>

class QFileDevice;

#include <string>

namespace cp {

/// Installs the translators for "zh_CN" or "en" (English is the source language), replacing
/// any installed before. Returns false when the language is not one we ship.
bool installTranslations(const QString &language);

/// The translation of `language` for as long as it lives (an export in the language the
/// reader chose, whatever the window's), the one before it restored after.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;
    /// False when the language is not one we ship (the translation is then unchanged).
    bool ok() const { return m_ok; }

private:
    QString m_before;
    bool m_ok = true, m_switched = false;
};

/// A catalog entry's name in the current language (bundled names are translated; a user
/// catalog's own names are shown as written).
QString catalogName(const std::string &name);
/// `text` with `aside` in brackets after it, in the current language's brackets; a text that
/// already ends in a bracket takes the aside into it: "NVIDIA GB200（GB200 NVL72，256 节点 ×
/// 4 卡）", not "…（GB200 NVL72）（256 节点 × 4 卡）".
QString withAside(const QString &text, const QString &aside);

/// An accelerator's name where space is short and the vendor is known from the context:
/// "H100 SXM5 80GB" for "NVIDIA H100 SXM5 80GB".
QString acceleratorShortName(const std::string &name, const std::string &vendor);
/// The short name without a trailing note in parentheses ("GeForce RTX 4090 D 24GB", not
/// "... (China)"): for a box or a bar narrower than the name, where the note is in the
/// tooltip and the panels.
QString acceleratorBoxName(const std::string &name, const std::string &vendor);

/// Where a pricing mode's name stands: as a choice of its own ("Cloud, reserved 1 year"),
/// inside a sentence ("reserved 1 year"), or in a chart legend that five entries share
/// ("1-yr reserved").
enum class PricingWording { Choice, InSentence, Legend };

/// A pricing mode as users name it, in the current language: the one wording of every view
/// (the panels, the charts, the CLI text and the PDF).
QString pricingModeText(Pricing pricing, PricingWording wording = PricingWording::Choice);

/// A market (kMarkets) as users name it ("Mainland China"), in the current language.
QString marketText(const std::string &market);

/// An accelerator's name for a list in a market: "NVIDIA H100 SXM5 80GB (rent only here)"
/// where it cannot be bought new, "(not sold here)" where it cannot be had at all.
QString acceleratorChoiceText(const Accelerator &a, const std::string &market);

/// Why a part is rent-only or unavailable in a market: the rule, its date and source, in the
/// current language; empty where it is simply bought new.
QString marketRuleText(const Accelerator &a, const std::string &market);

/// The software an accelerator's vendor ships for training, as an acceptance plan names it:
/// the runtime ("CUDA", "ROCm", "CANN"), the collective library ("NCCL", "RCCL", "HCCL"),
/// the device tool ("nvidia-smi", "rocm-smi", "npu-smi") and the collective test
/// ("nccl-tests", "rccl-tests", "hccl_test"). A vendor without its own: NVIDIA's names.
struct VendorSoftware
{
    QString runtime, collectives, deviceTool, collectiveTest;
};
VendorSoftware vendorSoftware(const Accelerator *a);

/// A workload as users name it ("Time-series forecasting"), in the current language: the
/// app's workload list and the proposal print the same name.
QString workloadText(Workload workload);

/// An activation recomputation mode ("selective", "full"), in the current language.
QString recomputeModeText(Recompute recompute);

/// The recomputation a layout runs, as a phrase that stands alone among the parallel sizes
/// ("full recomputation", "完全激活重计算"): a bare mode after a colon ("激活重计算：完全")
/// reads as a form field, not a layout.
QString recomputeLayoutText(Recompute recompute);

/// Why `file` could not be opened (for reading, or for `writing`) or written, in the current
/// language: the system's own message is in the system's language, often English.
QString fileErrorText(const QFileDevice &file, bool writing);

/// The field of a project-file error as a reader names it: the file itself and its format
/// version in words ("project file", "file format version"); a key path into the file
/// (scenarios[0].plan.gpus) as it is, for it says where to look.
QString errorFieldText(const std::string &field);

/// The language to start in: the system locale's if we ship it, else English.
QString defaultLanguage();

} // namespace cp
