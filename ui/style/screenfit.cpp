// SPDX-License-Identifier: GPL-3.0-or-later
// resizeWithinScreen: see screenfit.h.
#include "style/screenfit.h"

#include <QScreen>
#include <QWidget>

namespace cp::ui {

void resizeWithinScreen(QWidget *window, QSize wanted)
{
    const QWidget *parent = window->parentWidget();
    QScreen *screen = parent && parent->screen() ? parent->screen() : window->screen();
    if (screen) {
        // Room for the window's frame and title bar, and a desktop panel.
        const QRect avail = screen->availableGeometry();
        wanted = wanted.boundedTo(QSize(avail.width() * 95 / 100, avail.height() * 90 / 100));
    }
    window->resize(wanted.expandedTo(window->minimumSizeHint()));
}

} // namespace cp::ui
