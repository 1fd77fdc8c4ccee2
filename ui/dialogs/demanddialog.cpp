// SPDX-License-Identifier: GPL-3.0-or-later
// DemandDialog: twelve month fields in the locale's month names.
#include "dialogs/demanddialog.h"

#include "report/format.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace cp::ui {

DemandDialog::DemandDialog(const std::vector<double> &year, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Demand month by month"));
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("GPUs the work needs in each month of a year; the year repeats "
                                "over the horizon. GPUs beyond those owned are rented for the month."));
    intro->setWordWrap(true);
    outer->addWidget(intro);
    auto *grid = new QGridLayout;
    // The months in the interface's language, whatever the system's.
    const QLocale locale(currentLanguage());
    for (int m = 0; m < 12; ++m) {
        auto *spin = new QSpinBox;
        spin->setRange(0, 1000000);
        spin->setGroupSeparatorShown(true);
        spin->setSuffix(tr(" GPUs"));
        const double v = year.empty() ? 0.0 : year[std::size_t(m) % year.size()];
        spin->setValue(int(std::lround(v)));
        auto *label = new QLabel(locale.monthName(m + 1, QLocale::ShortFormat));
        label->setBuddy(spin);
        // Two columns of six months: January to June, July to December.
        grid->addWidget(label, m % 6, (m / 6) * 2);
        grid->addWidget(spin, m % 6, (m / 6) * 2 + 1);
        m_months[std::size_t(m)] = spin;
    }
    outer->addLayout(grid);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);
}

std::string DemandDialog::demand() const
{
    std::string text;
    for (const QSpinBox *spin : m_months) {
        if (!text.empty()) text += ',';
        text += std::to_string(spin->value());
    }
    return text;
}

} // namespace cp::ui
