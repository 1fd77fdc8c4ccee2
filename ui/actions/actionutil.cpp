// SPDX-License-Identifier: GPL-3.0-or-later
#include "actions/actionutil.h"

#include <QAction>
#include <QRegularExpression>
#include <QSet>

namespace cp::ui {

void setShortcuts(QAction *action, const QList<QKeySequence> &keys)
{
    QList<QKeySequence> unique;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty() && !unique.contains(k)) unique.append(k);
    action->setShortcuts(unique);
}

void resolveShortcutConflicts(const QList<QAction *> &actions)
{
    QSet<QKeySequence> taken;
    for (const QAction *a : actions)
        if (!a->shortcut().isEmpty()) taken.insert(a->shortcut());
    for (QAction *a : actions) {
        const QList<QKeySequence> keys = a->shortcuts();
        if (keys.size() < 2) continue;
        QList<QKeySequence> kept{keys.first()};
        for (qsizetype i = 1; i < keys.size(); ++i)
            if (!taken.contains(keys[i]) && !kept.contains(keys[i])) {
                kept.append(keys[i]);
                taken.insert(keys[i]);
            }
        if (kept != keys) a->setShortcuts(kept);
    }
}

QString plainText(QString text)
{
    static const QRegularExpression suffix(QStringLiteral("\\s*[(（]&\\w[)）]"));
    text.remove(suffix);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("..."))) text.chop(3);
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text.trimmed();
}

} // namespace cp::ui
