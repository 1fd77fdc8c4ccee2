// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/elidingstyle.h"

#include <QApplication>
#include <QComboBox>
#include <QHelpEvent>
#include <QProxyStyle>
#include <QStyleOptionComboBox>
#include <QTextDocument>
#include <QToolTip>

namespace cp::ui {

namespace {

class ElidingStyle final : public QProxyStyle
{
public:
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget) const override
    {
        if (element == CE_ComboBoxLabel)
            if (const auto *combo = qstyleoption_cast<const QStyleOptionComboBox *>(option)) {
                QStyleOptionComboBox shown = *combo;
                shown.currentText = comboShownText(*combo, this, widget);
                QProxyStyle::drawControl(element, &shown, painter, widget);
                return;
            }
        QProxyStyle::drawControl(element, option, painter, widget);
    }
};

/// A combo box that elides its current item says it whole in its tooltip, above the
/// tooltip it has ("NVIDIA H800 SXM5 80GB (rent o…" read whole nowhere but in the popup).
class ElidedToolTips final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip) return false;
        auto *combo = qobject_cast<QComboBox *>(watched);
        if (!combo || combo->isEditable() || combo->currentIndex() < 0) return false;
        const QString whole = comboElidedText(combo);
        if (whole.isEmpty()) return false;
        const QString tip = combo->toolTip();
        QString text = QStringLiteral("<b>%1</b>").arg(whole.toHtmlEscaped());
        if (!tip.isEmpty())
            text += QStringLiteral("<br><br>")
                    + (Qt::mightBeRichText(tip) ? tip : tip.toHtmlEscaped());
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, combo);
        return true;
    }
};

} // namespace

QString comboElidedText(const QComboBox *combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.currentText = combo->currentText();
    option.currentIcon = combo->itemIcon(combo->currentIndex());
    option.iconSize = combo->iconSize();
    const QString shown = comboShownText(option, combo->style(), combo);
    return shown == option.currentText ? QString() : option.currentText;
}

QString comboShownText(const QStyleOptionComboBox &option, const QStyle *style,
                       const QWidget *widget)
{
    QRect field = style->subControlRect(QStyle::CC_ComboBox, &option,
                                        QStyle::SC_ComboBoxEditField, widget);
    if (!option.currentIcon.isNull()) field.adjust(option.iconSize.width() + 4, 0, 0, 0);
    // The label is drawn with a small inner margin on either side.
    const int width = field.width() - 2;
    return option.fontMetrics.elidedText(option.currentText, Qt::ElideRight, width);
}

void installElidingStyle()
{
    static bool installed = false;
    if (installed) return;
    installed = true;
    // A proxy of a fresh default style: the application owns and deletes the one it had.
    QApplication::setStyle(new ElidingStyle);
    qApp->installEventFilter(new ElidedToolTips(qApp));
}

} // namespace cp::ui
