// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/elidingstyle.h"

#include <QApplication>
#include <QProxyStyle>
#include <QStyleOptionComboBox>

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

} // namespace

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
}

} // namespace cp::ui
