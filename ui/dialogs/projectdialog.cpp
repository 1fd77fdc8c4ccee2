// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectDialog: a form over ProjectInfo; text is kept literally (no markup is interpreted).
#include "dialogs/projectdialog.h"
#include "style/mnemonics.h"
#include "style/screenfit.h"

#include "report/format.h"
#include "report/translation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>

#include <algorithm>

namespace cp::ui {

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
} // namespace

ProjectDialog::ProjectDialog(const ProjectInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_info(info)
{
    setWindowTitle(tr("Project details"));
    auto *form = new QFormLayout;
    auto line = [&](const QString &label, const std::string &value, const QString &tip) {
        auto *e = new QLineEdit(qs(value));
        e->setMaxLength(200);
        e->setToolTip(tip);
        form->addRow(label, e);
        return e;
    };
    m_name = line(tr("Project"), info.name, tr("The project's title, on the proposal's cover."));
    m_customer = line(tr("Customer"), info.customer,
                      tr("The customer's organisation, as printed on the proposal."));
    m_preparedBy = line(tr("Prepared by"), info.preparedBy,
                        tr("Your name and team, as printed on the cover."));

    m_market = new QComboBox;
    for (const char *m : kMarkets)
        m_market->addItem(marketText(m), QString::fromLatin1(m));
    m_market->setCurrentIndex(std::max(0, m_market->findData(qs(info.market))));
    m_market->setToolTip(tr("Where the hardware is bought or rented. US export rules keep some "
                            "parts out of mainland-China purchases: they are then offered for "
                            "rent only, or not at all, in the GPU lists, the recommender and "
                            "the proposal."));
    form->addRow(tr("Market"), m_market);

    m_fixedDate = new QCheckBox(tr("Fixed date"));
    m_fixedDate->setToolTip(tr("Off: the proposal carries the day it is exported."));
    m_date = new QDateEdit;
    m_date->setCalendarPopup(true);
    // As the proposal prints it: "2026年12月3日" in Chinese, ISO otherwise.
    const bool zh = currentLanguage() == QLatin1String("zh_CN");
    if (zh) m_date->setLocale(QLocale(QLocale::Chinese, QLocale::China));
    m_date->setDisplayFormat(zh ? QStringLiteral("yyyy 年 M 月 d 日")
                                : QStringLiteral("yyyy-MM-dd"));
    const QDate given = QDate::fromString(qs(info.date), Qt::ISODate);
    m_fixedDate->setChecked(given.isValid());
    m_date->setDate(given.isValid() ? given : QDate::currentDate());
    m_date->setEnabled(given.isValid());
    connect(m_fixedDate, &QCheckBox::toggled, m_date, &QWidget::setEnabled);
    auto *dateRow = new QHBoxLayout;
    dateRow->addWidget(m_fixedDate);
    dateRow->addWidget(m_date, 1);
    form->addRow(tr("Date"), dateRow);

    m_notes = new QPlainTextEdit(qs(info.notes));
    m_notes->setToolTip(tr("Notes for the proposal, printed as typed."));
    m_notes->setMinimumHeight(100);
    form->addRow(tr("Notes"), m_notes);

    m_logo = new QLineEdit(qs(info.logo));
    m_logo->setMaxLength(1000);
    m_logo->setToolTip(tr("An image for the proposal's cover (PNG, JPEG or SVG)."));
    auto *browse = new QPushButton(tr("Browse..."));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Logo"), m_logo->text(),
                                                       tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!f.isEmpty()) m_logo->setText(f);
    });
    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(browse);
    form->addRow(tr("Logo"), logoRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *outer = new QVBoxLayout(this);
    outer->addLayout(form);
    outer->addWidget(buttons);
    // Alt+letter to each labelled field, beside the buttons' own.
    QSet<QChar> taken = mnemonicsTaken(this);
    assignMnemonics(this, taken);
    resizeWithinScreen(this, QSize(560, 420));
}

ProjectInfo ProjectDialog::info() const
{
    ProjectInfo i = m_info;
    // Pasted text keeps no control characters: the file reader would refuse them.
    auto line = [](const QLineEdit *e) {
        return withoutForbiddenCharacters(e->text().trimmed().toStdString());
    };
    i.name = line(m_name);
    i.customer = line(m_customer);
    i.preparedBy = line(m_preparedBy);
    i.date = m_fixedDate->isChecked() ? m_date->date().toString(Qt::ISODate).toStdString()
                                      : std::string();
    i.notes = withoutForbiddenCharacters(m_notes->toPlainText().left(int(kMaxNotes)).toStdString());
    i.logo = line(m_logo);
    i.market = m_market->currentData().toString().toStdString();
    return i;
}

} // namespace cp::ui
