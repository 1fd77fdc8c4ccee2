// SPDX-License-Identifier: GPL-3.0-or-later
// nameFollowingPlan: see scenarioname.h.
#include "edit/scenarioname.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace cp {

namespace {

/// The forms a name may give an accelerator in, longest first: "NVIDIA H100 SXM5 80GB",
/// "H100 SXM5 80GB", "H100" (the words after the vendor up to the first with a digit:
/// "Ascend 910C", "GeForce RTX 4090", "Instinct MI300X"), and the model number alone.
std::vector<QString> formsOf(const Accelerator &a)
{
    const QString name = QString::fromStdString(a.name);
    QString rest = name;
    const QString vendor = QString::fromStdString(a.vendor);
    if (!vendor.isEmpty() && rest.startsWith(vendor + QLatin1Char(' ')))
        rest = rest.mid(vendor.size() + 1);
    const QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList model;
    QString number;
    for (const QString &w : words) {
        model << w;
        if (std::any_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); })) {
            number = w;
            break;
        }
    }
    std::vector<QString> forms{name, rest};
    if (!number.isEmpty()) {
        forms.push_back(model.join(QLatin1Char(' ')));
        forms.push_back(number);
    }
    return forms;
}

/// `text` found as whole words in `name`, case aside.
QRegularExpression wholeWords(const QString &text)
{
    return QRegularExpression(QStringLiteral("(?<![\\w.])") + QRegularExpression::escape(text)
                                  + QStringLiteral("(?![\\w])"),
                              QRegularExpression::CaseInsensitiveOption);
}

/// The GPUs a plan states: those drawn on its canvas (its accelerator's nodes), else its
/// count. The 13B sample's "4 × A100" is four drawn GPUs beside a plan count of eight.
int statedGpus(const Plan &p)
{
    if (p.topology.nodes.empty()) return p.gpus;
    // Those of its accelerator; where none is (the plan's part just changed), every one.
    int own = 0, all = 0;
    for (const TopoNode &n : p.topology.nodes)
        if (n.gpus > 0) {
            all += n.gpus;
            if (n.gpu.empty() || n.gpu == p.gpu) own += n.gpus;
        }
    return own > 0 ? own : all > 0 ? all : p.gpus;
}

} // namespace

std::string nameFollowingPlan(const std::string &name, const Plan &before, const Plan &after,
                              const Catalog &catalog)
{
    QString n = QString::fromStdString(name);
    if (n.isEmpty()) return name;
    const int gpusBefore = statedGpus(before), gpusAfter = statedGpus(after);
    if (gpusBefore != gpusAfter && gpusBefore > 0 && gpusAfter > 0) {
        // "256 x", "256×": a count the name states beside a multiplication sign, "×" either
        // way, a letter x only before a space ("256 xl" is no count).
        static const QString times = QStringLiteral("(\\s*(?:×|x(?=\\s)))");
        const QRegularExpression count(QStringLiteral("(?<![\\w.,])") + QString::number(gpusBefore)
                                       + times);
        n.replace(count, QString::number(gpusAfter) + QStringLiteral("\\1"));
    }
    const Accelerator *was = catalog.accelerator(before.gpu);
    const Accelerator *now = catalog.accelerator(after.gpu);
    if (was && now && was != now) {
        const std::vector<QString> from = formsOf(*was), to = formsOf(*now);
        for (std::size_t i = 0; i < from.size() && i < to.size(); ++i) {
            const QRegularExpression form = wholeWords(from[i]);
            if (n.contains(form)) {
                n.replace(form, to[i]);
                break;
            }
        }
    }
    return n.toStdString();
}

} // namespace cp
