// SPDX-License-Identifier: GPL-3.0-or-later
// What menus and toolbars share: keys bound once each, texts without accelerators.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;

namespace cp::ui {

/// Binds each key sequence once: a key bound twice to one action is "ambiguous" to Qt and
/// does nothing.
void setShortcuts(QAction *action, const QList<QKeySequence> &keys);

/// Gives every key to one action only. The platform's standard keys can collide (on X11,
/// Delete is also Ctrl+D, and Redo may be what another binding adds again): each action's
/// first key is its own, then the alternatives in order, skipping keys already taken.
void resolveShortcutConflicts(const QList<QAction *> &actions);

/// A menu text as a button or a title shows it: no accelerator, neither "&N" nor the
/// "(&N)" that Chinese menus append, and no "..." (the button opens the dialog all the same).
QString plainText(QString text);

} // namespace cp::ui
