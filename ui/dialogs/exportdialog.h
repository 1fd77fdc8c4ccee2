// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export proposal and File > Export bill of materials: language (independent of the
// window's), customer or internal version, page size (a proposal), and the file to write.
#pragma once

#include "proposal.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace cp::ui {

class ExportDialog final : public QDialog
{
    Q_OBJECT
public:
    /// What is exported: the PDF proposal, the bill of materials (.xlsx or .csv), or the
    /// proposal printed (no file; the print dialog chooses the page size).
    enum class Kind { Proposal, BillOfMaterials, Print };
    ExportDialog(const QString &suggestedPath, const QString &language, QWidget *parent = nullptr,
                 Kind kind = Kind::Proposal);
    ProposalOptions options() const;
    QString path() const;

private:
    Kind m_kind;
    QComboBox *m_language, *m_view, *m_page = nullptr, *m_contents = nullptr;
    QLineEdit *m_path;
};

} // namespace cp::ui
