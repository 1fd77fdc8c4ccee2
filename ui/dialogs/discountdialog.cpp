// SPDX-License-Identifier: GPL-3.0-or-later
// DiscountDialog: five percentages, applied as one edit of the plan.
#include "dialogs/discountdialog.h"

#include "document/plandocument.h"
#include "report/format.h"
#include "report/report.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>


namespace cp::ui {

namespace {

/// A percentage as people write it: "12 %", "8.5 %", never "12.0 %".
class PercentBox final : public QDoubleSpinBox
{
public:
    QString textFromValue(double value) const override
    {
        return trimTrailingZeros(QDoubleSpinBox::textFromValue(value), locale());
    }
};

} // namespace

DiscountDialog::DiscountDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setWindowTitle(tr("Negotiated discounts"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 52);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Off the price list, per cost category. Every amount of the category is net of "
           "it; the proposal's internal version states them, the customer version shows the "
           "net prices only."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const QStringList names = costCategoryLabels();
    const Plan &plan = doc->plan();
    for (std::size_t c = 0; c < m_boxes.size(); ++c) {
        auto *box = new PercentBox;
        box->setRange(0, 90);
        box->setDecimals(1);
        box->setSingleStep(1);
        box->setSuffix(tr(" %", "percent suffix"));
        box->setValue(100 * plan.discount[c]);
        box->setToolTip(tr("0 to 90 %: the share taken off the list price of %1.")
                            .arg(names[int(c)].toLower()));
        form->addRow(names[int(c)], box);
        m_boxes[c] = box;
    }
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void DiscountDialog::apply()
{
    // A box left as it was keeps the plan's own figure (a file's 12.34 % shows as 12.3):
    // OK on an untouched dialog changes nothing and adds no undo step.
    const std::array<double, 5> &plan = m_doc->plan().discount;
    std::array<double, 5> given{};
    for (std::size_t c = 0; c < m_boxes.size(); ++c) {
        const QDoubleSpinBox *box = m_boxes[c];
        const double shown = std::round(100 * plan[c] * std::pow(10, box->decimals()))
                             / std::pow(10, box->decimals());
        given[c] = std::abs(box->value() - shown) < 1e-9 ? plan[c] : box->value() / 100.0;
    }
    if (given == m_doc->plan().discount) return;
    m_doc->edit(tr("Change negotiated discounts"), [&given](Plan &p) { p.discount = given; });
}

QString DiscountDialog::summary(const std::array<double, 5> &discount)
{
    const QString given = discountsText(discount);
    return given.isEmpty() ? tr("none") : given;
}

} // namespace cp::ui
