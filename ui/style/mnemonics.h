// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter to each labelled field of a form: the letters the window's menus, buttons and
// labels already use are left to them, and each field's label gets one of the others.
#pragma once

#include <QSet>

class QChar;
class QWidget;

namespace cp::ui {

/// The Alt letters `window` already gives: its menu bar's titles and every button under it
/// with an "&" (lower case).
QSet<QChar> mnemonicsTaken(const QWidget *window);

/// Gives each label under `root` that has a buddy a letter not in `taken`: its own where it
/// has one and no menu, button or label before it took it, else another,
/// in the order the labels stand: one of its own letters (a word's first letter first,
/// "&Model", "Se&quence length"); in a form with Chinese labels the Chinese way for every
/// label, a letter in brackets after the text ("模型(&M)", "GPU(&P)"). Letters are added to
/// `taken`; a label finds none once all 26 and the ten digits are used.
void assignMnemonics(QWidget *root, QSet<QChar> &taken);

} // namespace cp::ui
