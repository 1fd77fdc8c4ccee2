// SPDX-License-Identifier: GPL-3.0-or-later
// The negotiated discounts of the scenario shown, per cost category: internal figures, so
// the workload panel offers them outside presentation mode only.
#pragma once

#include <QDialog>

#include <array>

class QDoubleSpinBox;

namespace cp::ui {

class PlanDocument;

class DiscountDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit DiscountDialog(PlanDocument *doc, QWidget *parent = nullptr);

    /// One box per cost category in CostCategory's order, in percent.
    QDoubleSpinBox *box(int category) const { return m_boxes[std::size_t(category)]; }
    /// Sets the plan's discounts as the boxes give them: one undo step, none when nothing
    /// changes.
    void apply();

    /// "none", or the categories with a discount and their percentages.
    static QString summary(const std::array<double, 5> &discount);

private:
    PlanDocument *m_doc;
    std::array<QDoubleSpinBox *, 5> m_boxes{};
};

} // namespace cp::ui
