// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/checkedspinbox.h"

#include "style/style.h"

#include <QKeyEvent>

namespace cp::ui {

QValidator::State CheckedSpinBox::validate(QString &text, int &pos) const
{
    const QValidator::State s = QSpinBox::validate(text, pos);
    if (s != QValidator::Invalid) return s;
    bool ok = false;
    QString t = text;
    t.remove(suffix()).remove(prefix());
    t.toLongLong(&ok);
    return ok ? QValidator::Intermediate : s;
}

void CheckedSpinBox::focusOutEvent(QFocusEvent *e)
{
    check();
    QSpinBox::focusOutEvent(e);
}

void CheckedSpinBox::keyPressEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) check();
    QSpinBox::keyPressEvent(e);
}

void CheckedSpinBox::check()
{
    const QString t = cleanText();
    bool ok = false;
    const qlonglong v = t.toLongLong(&ok);
    if (ok && (v < minimum() || v > maximum()) && onProblem) {
        setStyleSheet(colour::invalidBorder());
        // "2 is outside 1 to 1" said nothing a reader could use where one value is allowed.
        onProblem(minimum() == maximum()
                      ? QSpinBox::tr("%1 is not possible here, only %2.").arg(v).arg(minimum())
                      : QSpinBox::tr("%1 is outside %2 to %3; the value stays %4.")
                            .arg(v)
                            .arg(minimum())
                            .arg(maximum())
                            .arg(value()));
    } else {
        setStyleSheet(QString());
    }
}

} // namespace cp::ui
