// SPDX-License-Identifier: GPL-3.0-or-later
#include "typeset.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <vector>

namespace cp::proposal {

namespace {

const QString &punctuationFamily()
{
    static const QString family
        = QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC"))
              ? QStringLiteral("Noto Sans CJK SC")
              : QString();
    return family;
}

bool isHan(char16_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF);
}

/// Punctuation set in the punctuation font: CJK symbols and punctuation, the full-width
/// forms (not their letters and digits), and in Chinese text the curly quotation marks,
/// which Chinese sets full width.
bool isChinesePunctuation(char16_t c, bool chinese)
{
    // Noto Sans CJK draws these with the glyph of a lower code point (〈〉 with U+2329/232A,
    // ／ with U+2215, ｀ with U+2035, ～ with U+301C), which a PDF's text map would give
    // instead: the body's font keeps them.
    if (c == 0x3008 || c == 0x3009 || c == 0xFF0F || c == 0xFF40 || c == 0xFF5E) return false;
    if (c >= 0x3001 && c <= 0x303F) return true;
    if (c >= 0xFF01 && c <= 0xFF65)
        return !((c >= 0xFF10 && c <= 0xFF19) || (c >= 0xFF21 && c <= 0xFF3A)
                 || (c >= 0xFF41 && c <= 0xFF5A));
    return chinese
           && (c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D || c == 0x2014
               || c == 0x2026);
}

/// A full-width mark drawn in the left half of its square, the right half blank: the
/// closing brackets and quotation marks, and the stops (，。、；：！？).
bool gapAfter(char16_t c)
{
    switch (c) {
    case 0xFF09: case 0x3009: case 0x300B: case 0x300D: case 0x300F: case 0x3011: // ）〉》」』】
    case 0x201D: case 0x2019:                                                     // ” ’
    case 0xFF0C: case 0x3002: case 0x3001: case 0xFF1B: case 0xFF1A:             // ，。、；：
    case 0xFF01: case 0xFF1F:                                                     // ！？
        return true;
    default:
        return false;
    }
}

/// Where the lines of a laid-out text sit: the first baseline below the top, the distance
/// from baseline to baseline, and the height of the whole.
struct Pitch
{
    double first = 0, line = 0, height = 0;
};

/// The first baseline sits at the tallest ascent of the body's fonts (Latin and Chinese),
/// whatever the text holds, so that the baselines of a table row line up ("79%" beside
/// "1,998 元"); the punctuation font's taller ascent goes into the line pitch (its ink
/// sits low, it never reaches the line above).
Pitch pitchOf(const QTextLayout &layout)
{
    const int n = layout.lineCount();
    if (n == 0) return {};
    double bodyAscent = 0;
    for (const QString &family : layout.font().families()) {
        QFont f = layout.font();
        f.setFamilies({family});
        bodyAscent = std::max(bodyAscent, QFontMetricsF(f).ascent());
    }
    double ascent = bodyAscent, descent = 0;
    for (int i = 0; i < n; ++i) {
        ascent = std::max(ascent, layout.lineAt(i).ascent());
        descent = std::max(descent, layout.lineAt(i).descent());
    }
    return {bodyAscent, ascent + descent, bodyAscent + (n - 1) * (ascent + descent) + descent};
}

/// Longest aside kept whole on its line, in characters between its parentheses.
constexpr int kShortAside = 6;

/// A line that would end inside a short Chinese aside ("（推⏎荐）": Chinese breaks between
/// any two ideographs) ends before its opening parenthesis instead, unless the aside starts
/// the line. Latin asides break at their spaces, as English sets them.
void keepShortAsides(QTextLine &line, const QString &text)
{
    const int start = line.textStart(), end = start + line.textLength();
    if (end >= text.size()) return;
    for (int open = end - 1; open > start; --open) {
        const QChar c = text.at(open);
        if (c == QChar(0xFF09)) return; // the aside closed before the line's end
        if (c != QChar(0xFF08)) continue;
        const int close = text.indexOf(QChar(0xFF09), open + 1);
        if (close < 0 || close - open - 1 > kShortAside || close < end) return;
        line.setLineWidth(line.cursorToX(open));
        return;
    }
}

/// `s` laid out in `font` on `device` for a box `width` wide (wrapped at words when `wrap`).
void layOut(QTextLayout &layout, const QFont &font, const QPaintDevice *device, const QString &s,
            double width, bool wrap)
{
    // A line feed breaks the line, as in QPainter::drawText. A number keeps its unit on its
    // line ("18 小时", "45.0 GB/s"): the space after a digit does not break. It is drawn as
    // a no-break space, whose glyph is the space's, so the text extracts with a space.
    QString text = s;
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    for (int i = 1; i + 1 < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ') && text.at(i - 1).isDigit() && !text.at(i + 1).isSpace())
            text[i] = QChar::Nbsp;
    layout.setText(text);
    // Metrics at the device's resolution, as QPainter::drawText measures.
    layout.setFont(device ? QFont(font, device) : font);
    QTextOption option;
    option.setWrapMode(wrap ? QTextOption::WordWrap : QTextOption::NoWrap);
    layout.setTextOption(option);
    const QString &family = punctuationFamily();
    if (!family.isEmpty()) {
        const bool chinese
            = std::any_of(s.cbegin(), s.cend(), [](QChar c) { return isHan(c.unicode()); });
        QFont punctuation = layout.font();
        punctuation.setFamilies({family});
        // Two marks in a row take a mark and a half (GB/T 15834 标点挤压): a closing mark or
        // a stop, whose ink sits in the left half of its square, gives up its right half
        // to the mark after it ("）。", "。”", "，“").
        QFont squeezed = punctuation;
        squeezed.setLetterSpacing(QFont::PercentageSpacing, 50); // half its advance, any device
        QList<QTextLayout::FormatRange> ranges;
        for (int i = 0; i < s.size(); ++i) {
            if (!isChinesePunctuation(s.at(i).unicode(), chinese)) continue;
            const bool squeeze = i + 1 < s.size() && gapAfter(s.at(i).unicode())
                                 && isChinesePunctuation(s.at(i + 1).unicode(), chinese);
            if (!squeeze && !ranges.isEmpty() && ranges.last().start + ranges.last().length == i
                && ranges.last().format.font() == punctuation) {
                ++ranges.last().length;
                continue;
            }
            QTextLayout::FormatRange r;
            r.start = i;
            r.length = 1;
            r.format.setFont(squeeze ? squeezed : punctuation);
            ranges << r;
        }
        layout.setFormats(ranges);
    }
    // Every line of the text as tall as its tallest, baseline to baseline the same: a line
    // that holds punctuation is not pushed down against one that does not.
    layout.beginLayout();
    std::vector<QTextLine> lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(wrap ? std::max(1.0, width) : 1e9);
        if (wrap) keepShortAsides(line, text);
        lines.push_back(line);
    }
    const Pitch pitch = pitchOf(layout);
    for (std::size_t k = 0; k < lines.size(); ++k)
        lines[k].setPosition(QPointF(0, pitch.first + k * pitch.line - lines[k].ascent()));
    layout.endLayout();
}

/// The text's width and height, and each line's offset for `flags`' horizontal alignment.
QRectF place(QTextLayout &layout, const QRectF &r, int flags)
{
    double w = 0;
    for (int i = 0; i < layout.lineCount(); ++i)
        w = std::max(w, layout.lineAt(i).naturalTextWidth());
    const double h = pitchOf(layout).height;
    double top = r.top();
    if (flags & Qt::AlignVCenter)
        top = r.top() + (r.height() - h) / 2;
    else if (flags & Qt::AlignBottom)
        top = r.bottom() - h;
    double left = r.left();
    if (flags & Qt::AlignHCenter)
        left = r.left() + (r.width() - w) / 2;
    else if (flags & Qt::AlignRight)
        left = r.right() - w;
    return QRectF(left, top, w, h);
}

} // namespace

QStringList typesetLines(const QFont &font, QPaintDevice *device, double width, const QString &s)
{
    QTextLayout layout;
    layOut(layout, font, device, s, width, true);
    QStringList lines;
    for (int i = 0; i < layout.lineCount(); ++i)
        lines << s.mid(layout.lineAt(i).textStart(), layout.lineAt(i).textLength());
    return lines;
}

QRectF typesetBounds(const QFont &font, QPaintDevice *device, const QRectF &r, int flags,
                     const QString &s)
{
    QTextLayout layout;
    layOut(layout, font, device, s, r.width(), flags & Qt::TextWordWrap);
    return place(layout, r, flags);
}

void typeset(QPainter &p, const QRectF &r, int flags, const QString &s)
{
    QTextLayout layout;
    layOut(layout, p.font(), p.device(), s, r.width(), flags & Qt::TextWordWrap);
    const QRectF box = place(layout, r, flags);
    for (int i = 0; i < layout.lineCount(); ++i) {
        QTextLine line = layout.lineAt(i);
        double x = r.left();
        if (flags & Qt::AlignHCenter)
            x = r.left() + (r.width() - line.naturalTextWidth()) / 2;
        else if (flags & Qt::AlignRight)
            x = r.right() - line.naturalTextWidth();
        line.draw(&p, QPointF(x, box.top()));
    }
}

} // namespace cp::proposal
