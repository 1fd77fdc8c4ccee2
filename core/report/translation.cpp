// SPDX-License-Identifier: GPL-3.0-or-later
// Translators live for the whole process; switching languages swaps them.
#include "report/translation.h"

#include "report/format.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDevice>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

namespace cp {

bool installTranslations(const QString &language)
{
    static QTranslator app, qt;
    if (language != QLatin1String("zh_CN") && language != QLatin1String("en"))
        return false;
    QCoreApplication::removeTranslator(&app);
    QCoreApplication::removeTranslator(&qt);
    // English is the source language; its file only carries plural forms.
    if (!app.load(QStringLiteral(":/i18n/clusterplanner_%1.qm").arg(language)))
        return false;
    QCoreApplication::installTranslator(&app);
    if (language == QLatin1String("en"))
        return true;
    // Qt's own texts (standard buttons, dialogs), when the system has them.
    if (qt.load(QStringLiteral("qtbase_%1").arg(language),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qt);
    return true;
}

QString pricingModeText(Pricing pricing, PricingWording wording)
{
    struct Words
    {
        const char *choice, *inSentence, *legend;
    };
    static const Words words[] = {
        {QT_TRANSLATE_NOOP("Pricing", "Cloud, pay-as-you-go"),
         QT_TRANSLATE_NOOP("Pricing", "pay-as-you-go"),
         QT_TRANSLATE_NOOP("Pricing", "Pay-as-you-go")},
        {QT_TRANSLATE_NOOP("Pricing", "Cloud, reserved 1 year"),
         QT_TRANSLATE_NOOP("Pricing", "reserved 1 year"),
         QT_TRANSLATE_NOOP("Pricing", "1-yr reserved")},
        {QT_TRANSLATE_NOOP("Pricing", "Cloud, reserved 3 years"),
         QT_TRANSLATE_NOOP("Pricing", "reserved 3 years"),
         QT_TRANSLATE_NOOP("Pricing", "3-yr reserved")},
        {QT_TRANSLATE_NOOP("Pricing", "Cloud, spot instances"),
         QT_TRANSLATE_NOOP("Pricing", "spot instances"),
         QT_TRANSLATE_NOOP("Pricing", "Spot")},
        {QT_TRANSLATE_NOOP("Pricing", "Purchase"),
         QT_TRANSLATE_NOOP("Pricing", "purchase"),
         QT_TRANSLATE_NOOP("Pricing", "Purchase")},
    };
    static_assert(std::size(words) == std::size_t(Pricing::Purchase) + 1, "a wording per mode");
    const std::size_t mode = std::size_t(pricing);
    if (mode >= std::size(words)) return {};
    const Words &w = words[mode];
    const char *text = wording == PricingWording::Choice       ? w.choice
                       : wording == PricingWording::InSentence ? w.inSentence
                                                               : w.legend;
    return QCoreApplication::translate("Pricing", text);
}

QString marketText(const std::string &market)
{
    if (market == "mainland-china") return QCoreApplication::translate("Market", "Mainland China");
    if (market == "global") return QCoreApplication::translate("Market", "Global");
    return QString::fromStdString(market);
}

QString errorFieldText(const std::string &field)
{
    if (field == "plan file") return QCoreApplication::translate("ErrorField", "project file");
    if (field == "format") return QCoreApplication::translate("ErrorField", "file format version");
    return QString::fromStdString(field);
}

QString withAside(const QString &text, const QString &aside)
{
    const bool zh = currentLanguage() == QLatin1String("zh_CN");
    const QChar close = zh ? QChar(0xff09) : QLatin1Char(')');
    if (text.endsWith(close) || text.endsWith(QLatin1Char(')')))
        return text.left(text.size() - 1) + (zh ? QStringLiteral("，") : QStringLiteral(", "))
               + aside + close;
    return text + (zh ? QStringLiteral("（") : QStringLiteral(" (")) + aside + close;
}

QString acceleratorChoiceText(const Accelerator &a, const std::string &market)
{
    switch (a.availabilityIn(market)) {
    case Availability::Buy:
        break;
    case Availability::RentOnly:
        return withAside(catalogName(a.name),
                         QCoreApplication::translate("Market", "rent only here"));
    case Availability::Unavailable:
        return withAside(catalogName(a.name),
                         QCoreApplication::translate("Market", "not sold here"));
    }
    return catalogName(a.name);
}

QString marketRuleText(const Accelerator &a, const std::string &market)
{
    const MarketRule *r = a.marketRule(market);
    if (!r) return {};
    return QCoreApplication::translate("Market", "%1 in %2: %3 (%4; source: %5)")
        .arg(catalogName(a.name), marketText(market), catalogName(r->rule),
             QString::fromStdString(r->date), QString::fromStdString(r->source));
}

VendorSoftware vendorSoftware(const Accelerator *a)
{
    const std::string vendor = a ? a->vendor : std::string();
    // Huawei: CANN with HCCL; npu-smi; hccl_test, CANN's collective benchmark.
    if (vendor == "Huawei")
        return {QStringLiteral("CANN"), QStringLiteral("HCCL"), QStringLiteral("npu-smi"),
                QStringLiteral("hccl_test")};
    if (vendor == "AMD")
        return {QStringLiteral("ROCm"), QStringLiteral("RCCL"), QStringLiteral("rocm-smi"),
                QStringLiteral("rccl-tests")};
    return {QStringLiteral("CUDA"), QStringLiteral("NCCL"), QStringLiteral("nvidia-smi"),
            QStringLiteral("nccl-tests")};
}

QString workloadText(Workload workload)
{
    switch (workload) {
    case Workload::Pretrain:
        return QCoreApplication::translate("Workload", "LLM pretraining");
    case Workload::Finetune:
        return QCoreApplication::translate("Workload", "Full-parameter fine-tuning");
    case Workload::Lora:
        return QCoreApplication::translate("Workload", "LoRA fine-tuning");
    case Workload::Qlora:
        return QCoreApplication::translate("Workload", "QLoRA fine-tuning (4-bit base)");
    case Workload::Vision:
        return QCoreApplication::translate("Workload", "Remote-sensing / image recognition");
    case Workload::Timeseries:
        return QCoreApplication::translate("Workload", "Time-series forecasting");
    case Workload::Multimodal:
        return QCoreApplication::translate("Workload", "Multimodal fusion");
    case Workload::Diffusion:
        return QCoreApplication::translate("Workload", "Diffusion (image generation)");
    }
    return {};
}

QString recomputeModeText(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return QCoreApplication::translate("Recompute", "none");
    case Recompute::Selective:
        return QCoreApplication::translate("Recompute", "selective");
    case Recompute::Full:
        return QCoreApplication::translate("Recompute", "full");
    case Recompute::Auto:
        return QCoreApplication::translate("Recompute", "auto");
    }
    return {};
}

QString recomputeLayoutText(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return QCoreApplication::translate("Recompute", "no recomputation");
    case Recompute::Selective:
        return QCoreApplication::translate("Recompute", "selective recomputation");
    case Recompute::Full:
        return QCoreApplication::translate("Recompute", "full recomputation");
    case Recompute::Auto:
        return QCoreApplication::translate("Recompute", "recomputation as chosen");
    }
    return {};
}

ScopedLanguage::ScopedLanguage(const QString &language)
    : m_before(currentLanguage())
{
    if (language != m_before) m_ok = installTranslations(language), m_switched = true;
}

ScopedLanguage::~ScopedLanguage()
{
    if (m_switched) installTranslations(m_before);
}

QString catalogName(const std::string &name)
{
    return QCoreApplication::translate("Catalog", name.c_str());
}

QString acceleratorShortName(const std::string &name, const std::string &vendor)
{
    QString n = catalogName(name);
    const QString v = QString::fromStdString(vendor) + QLatin1Char(' ');
    if (!vendor.empty() && n.startsWith(v) && n.size() > v.size()) n.remove(0, v.size());
    return n;
}

QString acceleratorBoxName(const std::string &name, const std::string &vendor)
{
    static const QRegularExpression note(QStringLiteral("\\s*[(\uFF08][^)\uFF09]*[)\uFF09]$"));
    return acceleratorShortName(name, vendor).remove(note);
}

QString fileErrorText(const QFileDevice &file, bool writing)
{
    const QFileInfo info(file.fileName());
    if (file.error() == QFileDevice::ResourceError)
        return QCoreApplication::translate("Errors", "the disk is full");
    if (file.error() == QFileDevice::OpenError || file.error() == QFileDevice::PermissionsError) {
        if (!info.dir().exists())
            return QCoreApplication::translate("Errors", "the folder does not exist");
        if (info.isDir())
            return QCoreApplication::translate("Errors", "this is a folder, not a file");
        if (!info.exists() && !writing)
            return QCoreApplication::translate("Errors", "the file does not exist");
        if (writing ? !QFileInfo(info.absolutePath()).isWritable()
                          || (info.exists() && !info.isWritable())
                    : !info.isReadable())
            return QCoreApplication::translate("Errors", "permission denied");
    }
    return file.errorString();
}

QString defaultLanguage()
{
    const QLocale system;
    return system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

} // namespace cp
