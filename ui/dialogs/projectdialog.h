// SPDX-License-Identifier: GPL-3.0-or-later
// The project's details for the proposal: name, customer, prepared by, date, notes, logo.
// OK applies them as one undoable edit.
#pragma once

#include "model/project.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QPlainTextEdit;

namespace cp::ui {

class ProjectDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ProjectDialog(const ProjectInfo &info, QWidget *parent = nullptr);
    ProjectInfo info() const;

private:
    ProjectInfo m_info;
    QLineEdit *m_name, *m_customer, *m_preparedBy, *m_logo;
    QCheckBox *m_fixedDate;
    QComboBox *m_market;
    QDateEdit *m_date;
    QPlainTextEdit *m_notes;
};

} // namespace cp::ui
