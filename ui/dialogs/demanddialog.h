// SPDX-License-Identifier: GPL-3.0-or-later
// The Cloud vs. buy dock's "Month by month..." demand: the GPUs needed in each month of a
// year, which repeats over the horizon (Plan::demand as twelve numbers).
#pragma once

#include <QDialog>

#include <array>
#include <vector>

class QSpinBox;

namespace cp::ui {

class DemandDialog final : public QDialog
{
    Q_OBJECT
public:
    /// Starts from `year` (twelve months from January; fewer repeat, more are cut).
    DemandDialog(const std::vector<double> &year, QWidget *parent = nullptr);

    /// The demand as the plan keeps it: twelve GPU counts separated by commas.
    std::string demand() const;
    QSpinBox *month(int m) const { return m_months[std::size_t(m)]; }

private:
    std::array<QSpinBox *, 12> m_months{};
};

} // namespace cp::ui
