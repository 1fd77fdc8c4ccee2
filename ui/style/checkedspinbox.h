// SPDX-License-Identifier: GPL-3.0-or-later
// A spin box that lets an out-of-range number be typed, so that it can be marked and
// explained instead of being clamped without a word ("4" GPUs in a one-GPU workstation
// snapped back to 1).
#pragma once

#include <QSpinBox>

#include <functional>

namespace cp::ui {

class CheckedSpinBox final : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;
    /// Called with the reason when a number outside the range is entered; the value stays.
    std::function<void(const QString &)> onProblem;

    QValidator::State validate(QString &text, int &pos) const override;

protected:
    void focusOutEvent(QFocusEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;

private:
    void check();
};

} // namespace cp::ui
