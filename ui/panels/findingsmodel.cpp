// SPDX-License-Identifier: GPL-3.0-or-later
// FindingsModel: a plain list; texts come from core's translatable finding texts.
#include "panels/findingsmodel.h"

#include "report/findingtext.h"

#include <QApplication>
#include <QStyle>

namespace cp::ui {

void FindingsModel::setFindings(const std::vector<Finding> &findings, const QString &error,
                                const QString &outdone)
{
    if (error != m_error || outdone != m_outdone) {
        beginResetModel();
        m_error = error;
        m_outdone = outdone;
        m_findings.clear();
        m_initialized = false;
        endResetModel();
    }
    // Same findings as shown: nothing to relayout (most edits change no finding).
    auto same = [](const Finding &a, const Finding &b) {
        return a.code == b.code && a.severity == b.severity && a.element == b.element && a.args == b.args;
    };
    if (findings.size() == m_findings.size()) {
        std::vector<Finding> sorted = findings;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Finding &a, const Finding &b) { return a.severity > b.severity; });
        if (std::equal(sorted.begin(), sorted.end(), m_findings.begin(), same) && m_initialized)
            return;
    }
    m_initialized = true;
    beginResetModel();
    m_findings = findings;
    std::stable_sort(m_findings.begin(), m_findings.end(),
                     [](const Finding &a, const Finding &b) { return a.severity > b.severity; });
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    // An empty plan-check still says so, rather than leaving a blank list.
    return parent.isValid() ? 0
                            : std::max(1, int(m_findings.size()) + (m_outdone.isEmpty() ? 0 : 1));
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (m_findings.empty() && !m_error.isEmpty()) {
        if (role == Qt::DisplayRole) return tr("The plan cannot be evaluated: %1").arg(m_error);
        if (role == Qt::DecorationRole)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        if (role == SeverityRole) return int(Severity::Error);
        return {};
    }
    if (index.row() == int(m_findings.size()) && !m_outdone.isEmpty()) {
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) return m_outdone;
        if (role == Qt::DecorationRole)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (role == SeverityRole) return int(Severity::Warning);
        return {};
    }
    if (m_findings.empty()) {
        if (role == Qt::DisplayRole) return tr("No bottlenecks or risks found.");
        if (role == Qt::DecorationRole)
            return QApplication::style()->standardIcon(QStyle::SP_DialogApplyButton);
        return {};
    }
    if (index.row() >= int(m_findings.size()))
        return {};
    const Finding &f = m_findings[index.row()];
    switch (role) {
    case Qt::DisplayRole: {
        const FindingText t = findingText(f);
        return tr("%1\nFix: %2").arg(t.message, t.suggestion);
    }
    case Qt::ToolTipRole:
        return findingText(f).suggestion;
    case Qt::DecorationRole: {
        const QStyle::StandardPixmap icon = f.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
            : f.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                              : QStyle::SP_MessageBoxInformation;
        return QApplication::style()->standardIcon(icon);
    }
    case ElementRole:
        return QString::fromStdString(f.element);
    case SeverityRole:
        return int(f.severity);
    case CodeRole:
        return QString::fromLatin1(findingCodeName(f.code));
    }
    return {};
}

} // namespace cp::ui
