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
    const QString &text = option.currentText;
    const QFontMetrics &metrics = option.fontMetrics;
    if (metrics.horizontalAdvance(text) <= width) return text;
    // Cut where a clause ends or an aside begins, the longest that fits: "NVIDIA H800 SXM5
    // 80GB…" and "ViT-L/16…", not "NVIDIA H800 SXM5 80GB（本市…" nor "512 × 512 像…", which
    // read as a word cut in two. Else between two words; mid-word only where no word fits.
    for (qsizetype cut = text.size() - 1; cut > 0; --cut) {
        const QChar c = text.at(cut);
        const bool aside
            = c == QChar(0xff08) || (c == QLatin1Char('(') && text.at(cut - 1).isSpace());
        const bool clause = c == QChar(0xff0c) || c == QChar(0x3001) || c == QChar(0xff1b)
                            || ((c == QLatin1Char(',') || c == QLatin1Char(';'))
                                && cut + 1 < text.size() && text.at(cut + 1).isSpace());
        if (!aside && !clause) continue;
        const QString shown = text.left(cut).trimmed() + QChar(0x2026);
        if (metrics.horizontalAdvance(shown) <= width) return shown;
    }
    // Else between two words ("Time-series…").
    for (qsizetype cut = text.lastIndexOf(QLatin1Char(' ')); cut > 0;
         cut = text.lastIndexOf(QLatin1Char(' '), cut - 1)) {
        const QString shown = text.left(cut).trimmed() + QChar(0x2026);
        if (metrics.horizontalAdvance(shown) <= width) return shown;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
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
