// SPDX-License-Identifier: GPL-3.0-or-later
// assignMnemonics: the label's own letters where it has Latin ones, else a free letter in
// brackets, as Chinese menus and forms write it.
#include "style/mnemonics.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>

namespace cp::ui {

namespace {

/// The letter after a single "&" in `text`, lower case; a null QChar where there is none
/// ("&&" is a literal ampersand).
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i)
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    return {};
}

bool usable(QChar c)
{
    return c.isDigit() || (c.toLatin1() >= 'a' && c.toLatin1() <= 'z');
}

} // namespace

QSet<QChar> mnemonicsTaken(const QWidget *window)
{
    QSet<QChar> taken;
    auto add = [&](const QString &text) {
        if (const QChar c = mnemonicOf(text); !c.isNull()) taken.insert(c);
    };
    for (const QMenuBar *bar : window->findChildren<QMenuBar *>())
        for (const QAction *a : bar->actions())
            add(a->text());
    for (const QAbstractButton *b : window->findChildren<QAbstractButton *>())
        add(b->text());
    return taken;
}

void assignMnemonics(QWidget *root, QSet<QChar> &taken)
{
    static const QString order = QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789");
    // A Chinese form writes every letter in brackets, "GPU(&P)" as "模型(&M)".
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    bool chinese = false;
    for (const QLabel *label : root->findChildren<QLabel *>())
        chinese = chinese || (label->buddy() && label->text().contains(han));
    for (QLabel *label : root->findChildren<QLabel *>()) {
        QString text = label->text();
        if (!label->buddy() || text.isEmpty()) continue;
        // A letter of its own stays where no menu or field before it has it.
        if (const QChar own = mnemonicOf(text); !own.isNull()) {
            if (!taken.contains(own)) {
                taken.insert(own);
                continue;
            }
            static const QRegularExpression bracketed(QStringLiteral("\\(&[^&]\\)"));
            text.remove(bracketed);
            text.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
        }
        // Latin text: a word's first letter, then any of its letters.
        qsizetype at = -1;
        for (int pass = 0; pass < 2 && at < 0; ++pass)
            for (qsizetype i = 0; i < text.size() && at < 0; ++i) {
                const QChar c = text[i].toLower();
                const bool wordStart = i == 0 || !text[i - 1].isLetterOrNumber();
                if (usable(c) && (pass == 1 || wordStart) && !taken.contains(c)) at = i;
            }
        if (at >= 0 && !chinese) {
            taken.insert(text[at].toLower());
            label->setText(text.left(at) + QLatin1Char('&') + text.mid(at));
            continue;
        }
        // Chinese: a free letter in brackets, upper case as the menus write it. None left:
        // the label without one (a letter taken twice answers neither).
        QString shown = text;
        if (chinese)
            for (QChar c : order)
                if (!taken.contains(c)) {
                    taken.insert(c);
                    // Before the label's colon, as the translations write theirs: "测算周期
                    // (&A)：", not "测算周期：(&A)".
                    qsizetype end = shown.size();
                    while (end > 0
                           && (shown[end - 1] == QChar(0xff1a) || shown[end - 1] == QLatin1Char(':')
                               || shown[end - 1].isSpace()))
                        --end;
                    shown.insert(end, QStringLiteral("(&%1)").arg(c.toUpper()));
                    break;
                }
        if (label->text() != shown) label->setText(shown);
    }
}

} // namespace cp::ui
