// SPDX-License-Identifier: GPL-3.0-or-later
// A wheel turned over a form scrolls the form: it never changes a field the user did not
// pick. Combo boxes, spin boxes and sliders take the wheel only once they have keyboard
// focus (a click or Tab gives it); otherwise the wheel goes to the scroll area around them.
#pragma once

namespace cp::ui {

/// Installs the guard on the application, once; every window and dialog is covered.
void installWheelGuard();

} // namespace cp::ui
