// SPDX-License-Identifier: GPL-3.0-or-later
// Combo boxes elide what they show: Qt's styles clip a long current item mid-word
// ("Time-series Transformer (PatchTS"), leaving no sign that more follows. The application
// style ends such a text with an ellipsis; the full text is in the popup list.
#pragma once

#include <QString>

class QComboBox;
class QStyle;
class QStyleOptionComboBox;
class QWidget;

namespace cp::ui {

/// Installs the eliding style on the application, once; every window and dialog is covered.
/// A combo box whose current text is elided shows it whole atop its tooltip.
void installElidingStyle();

/// A combo box's current text where it is shown elided; empty where it is shown whole.
QString comboElidedText(const QComboBox *combo);

/// The text a combo box shows: its current text, elided with "…" to the edit field's width,
/// where a clause ends or an aside begins ("NVIDIA H800 SXM5 80GB…"), else between two
/// words, mid-word only where no word fits.
QString comboShownText(const QStyleOptionComboBox &option, const QStyle *style,
                       const QWidget *widget);

} // namespace cp::ui
