// File > Export proposal: language (independent of the window's), customer or internal
// version, page size, and the PDF to write.
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
    ExportDialog(const QString &suggestedPath, const QString &language, QWidget *parent = nullptr);
    ProposalOptions options() const;
    QString path() const;

private:
    QComboBox *m_language, *m_view, *m_page;
    QLineEdit *m_path;
};

} // namespace cp::ui
