// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Keyboard Shortcuts: every command of the menus that has a key, with its keys, as the
// menus hold them when the dialog opens (so it never disagrees with them).
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QMenuBar;
class QTableWidget;

namespace cp::ui {

class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
public:
    ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

    /// The commands of the menus, submenus included, in menu order.
    static QList<QAction *> menuCommands(const QMenuBar *menus);

private:
    QTableWidget *m_table;
};

} // namespace cp::ui
