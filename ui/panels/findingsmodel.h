// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's findings as a list model: message, suggested fix as tooltip, a severity
// icon, and the id of the topology element it concerns.
#pragma once

#include "model/result.h"

#include <QAbstractListModel>

namespace cp::ui {

class FindingsModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles { ElementRole = Qt::UserRole + 1, SeverityRole, CodeRole };

    using QAbstractListModel::QAbstractListModel;
    /// The findings of an evaluated plan; `error` the reason a plan cannot be evaluated (it
    /// then has no findings, and the list says why instead of "no risks").
    /// `outdone`, where another scenario of the project costs less and is done sooner, is a
    /// last row: the proposal says so, and the dock stood green beside it.
    void setFindings(const std::vector<Finding> &findings, const QString &error = {},
                     const QString &outdone = {});
    /// Re-reads every text (after a language change).
    void retranslate()
    {
        beginResetModel();
        endResetModel();
    }
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    std::vector<Finding> m_findings;
    QString m_error;
    QString m_outdone;
    bool m_initialized = false;
};

} // namespace cp::ui
