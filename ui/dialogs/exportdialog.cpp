// SPDX-License-Identifier: GPL-3.0-or-later
// ExportDialog: a form; the export itself is MainWindow's (it knows the document).
#include "dialogs/exportdialog.h"
#include "style/mnemonics.h"
#include "style/screenfit.h"

#include "exporters.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

namespace cp::ui {

ExportDialog::ExportDialog(const QString &suggestedPath, const QString &language, QWidget *parent,
                           Kind kind)
    : QDialog(parent)
    , m_kind(kind)
{
    const bool print = kind == Kind::Print;
    const bool proposal = kind == Kind::Proposal || print;
    const QString title = print      ? tr("Print proposal")
                          : proposal ? tr("Export proposal")
                                     : tr("Export bill of materials");
    setWindowTitle(title);
    auto *form = new QFormLayout;
    m_language = new QComboBox;
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(m_language->findData(language));
    m_language->setToolTip(proposal ? tr("The proposal's language; the window keeps its own.")
                                    : tr("The language of the file; the window keeps its own."));
    form->addRow(tr("Language"), m_language);
    m_view = new QComboBox;
    m_view->addItem(tr("Customer version (no unit prices or internal cost categories)"), false);
    m_view->addItem(tr("Internal version (every price and category)"), true);
    m_view->setToolTip(
        tr("Hand the customer version to the customer; the internal one is for approval."));
    form->addRow(tr("Version"), m_view);
    if (proposal && !print) {
        m_page = new QComboBox;
        m_page->addItem(tr("A4"), false);
        m_page->addItem(tr("US Letter"), true);
        form->addRow(tr("Page size"), m_page);
    }
    if (proposal) {
        m_contents = new QComboBox;
        m_contents->addItem(tr("Full proposal"), false);
        m_contents->addItem(tr("One-page summary (figures, layout, cost)"), true);
        m_contents->setToolTip(tr("The one-page summary is for the customer to keep beside the "
                                  "full proposal."));
        form->addRow(tr("Contents"), m_contents);
    }
    m_path = new QLineEdit(suggestedPath);
    auto *browse = new QPushButton(tr("Browse..."));
    connect(browse, &QPushButton::clicked, this, [this, title, proposal] {
        // The formats of this kind of export (core's exporters), the first suggested.
        const QString f = QFileDialog::getSaveFileName(
            this, title, m_path->text(),
            fileFilter(exporters(proposal ? ExportKind::Document : ExportKind::BillOfMaterials)));
        if (!f.isEmpty()) m_path->setText(f);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_path, 1);
    row->addWidget(browse);
    if (print) {
        m_path->hide();
        browse->hide();
    } else {
        form->addRow(tr("File"), row);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(print ? tr("Print...") : tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *outer = new QVBoxLayout(this);
    outer->addLayout(form);
    outer->addWidget(buttons);
    // Wide enough for a path, as tall as its rows (the three of a bill of materials left a
    // gap above the buttons at the proposal's height).
    // Alt+letter to each labelled field, beside the buttons' own.
    QSet<QChar> taken = mnemonicsTaken(this);
    assignMnemonics(this, taken);
    resizeWithinScreen(this, QSize(std::max(560, sizeHint().width()), sizeHint().height()));
}

ProposalOptions ExportDialog::options() const
{
    ProposalOptions o;
    o.language = m_language->currentData().toString();
    o.internal = m_view->currentData().toBool();
    o.letter = m_page && m_page->currentData().toBool();
    o.summaryOnly = m_contents && m_contents->currentData().toBool();
    return o;
}

QString ExportDialog::path() const
{
    QString p = m_path->text().trimmed();
    if (p.isEmpty()) return p;
    // A name without a suffix one of this kind's exporters writes gets the first's: a PDF,
    // or a workbook unless CSV or JSON is asked for.
    const ExportKind kind = m_kind == Kind::Proposal ? ExportKind::Document : ExportKind::BillOfMaterials;
    if (!exporterFor(p, kind))
        p += QLatin1Char('.') + exporters(kind).front()->suffixes().front();
    return p;
}

} // namespace cp::ui
