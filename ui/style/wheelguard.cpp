// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace cp::ui {

namespace {

/// The fields whose value a wheel steps; scroll bars are what a wheel is for.
bool isValueField(const QWidget *w)
{
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w)
           || (qobject_cast<const QAbstractSlider *>(w) && !qobject_cast<const QScrollBar *>(w));
}

bool hasKeyboardFocus(const QWidget *w)
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == w || w->isAncestorOf(focus));
}

class WheelGuard final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *o, QEvent *e) override
    {
        if (e->type() != QEvent::Polish && e->type() != QEvent::Wheel) return false;
        auto *w = qobject_cast<QWidget *>(o);
        if (!w || !isValueField(w)) return false;
        if (e->type() == QEvent::Polish) {
            // Qt gives wheel focus to a field under the pointer before the field sees the
            // wheel; a click or Tab is what picks a field.
            if (w->focusPolicy() == Qt::WheelFocus) w->setFocusPolicy(Qt::StrongFocus);
            return false;
        }
        if (hasKeyboardFocus(w)) return false;
        // Hand the wheel on to the field's ancestors, as if the field had ignored it: the
        // scroll area around the form scrolls. (Qt does not pass a synthesized wheel event
        // on by itself.)
        auto *wheel = static_cast<QWheelEvent *>(e);
        for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            QWheelEvent forwarded(p->mapFromGlobal(wheel->globalPosition()),
                                  wheel->globalPosition(), wheel->pixelDelta(),
                                  wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                                  wheel->phase(), wheel->inverted(), wheel->source());
            forwarded.setAccepted(false);
            QApplication::sendEvent(p, &forwarded);
            if (forwarded.isAccepted() || p->isWindow()) break;
        }
        return true;
    }
};

} // namespace

void installWheelGuard()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp) return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

} // namespace cp::ui
