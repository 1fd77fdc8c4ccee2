// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/shortcutsdialog.h"
#include "style/screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cp::ui {

QList<QAction *> ShortcutsDialog::menuCommands(const QMenuBar *menus)
{
    QList<QAction *> items;
    QList<QMenu *> open;
    for (QAction *a : menus->actions())
        if (a->menu()) open.append(a->menu());
    while (!open.isEmpty())
        for (QAction *a : open.takeFirst()->actions())
            if (a->menu())
                open.append(a->menu());
            else if (!a->isSeparator())
                items.append(a);
    return items;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Every command of the menus that has a key."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_table = new QTableWidget(0, 2);
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (QAction *a : menuCommands(menus)) {
        if (a->shortcuts().isEmpty()) continue;
        // The command as its menu names it, without the mnemonic's marker and the ellipsis.
        static const QRegularExpression mnemonic(
            QStringLiteral("&(?!&)|\\(&\\w\\)|(\\.\\.\\.|…)$"));
        QString name = a->text();
        name.remove(mnemonic).replace(QStringLiteral("&&"), QStringLiteral("&"));
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(name));
        m_table->setItem(
            row, 1, new QTableWidgetItem(keys.join(tr(", ", "between two keys of one command"))));
    }
    layout->addWidget(m_table);
    // What no menu holds: the palette's key and the canvas's gestures.
    auto *gestures = new QLabel(
        tr("In the palette, Enter places the entry on the canvas. On the canvas, Shift+drag "
           "from one element to another cables them (or select both and press Ctrl+K), "
           "middle-drag pans and Ctrl+wheel zooms."));
    gestures->setWordWrap(true);
    layout->addWidget(gestures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeWithinScreen(this, QSize(520, 600)); // at 200 % a laptop has 384 pixels of height
}

} // namespace cp::ui
