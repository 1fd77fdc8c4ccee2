// SPDX-License-Identifier: GPL-3.0-or-later
// A window opens no larger than the screen it opens on: a dialog sized for a desktop
// monitor would put its buttons below a laptop's edge at 200 % (683 x 384 logical pixels).
#pragma once

#include <QSize>

class QWidget;

namespace cp::ui {

/// Resizes `window` to `wanted`, bounded by the available area of the screen it opens on
/// (its parent's, for a dialog), and never below its layout's least size.
void resizeWithinScreen(QWidget *window, QSize wanted);

} // namespace cp::ui
