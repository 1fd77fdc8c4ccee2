// SPDX-License-Identifier: GPL-3.0-or-later
#include "typeset.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QTextLayout>

#include <algorithm>
#include <optional>
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

/// Longest unit, and longest name or command, kept whole on its line, in characters.
constexpr int kLongestUnit = 12;
constexpr int kLongestName = 20;

/// A run of the text no line ends inside: [begin, end).
struct Whole
{
    int begin = 0, end = 0;
};

bool isLatin(QChar c)
{
    return c.unicode() < 0x80 && c.isLetter();
}

/// A character of a figure: "2,308.5".
bool inFigure(const QString &text, int i)
{
    const QChar c = text.at(i);
    if (c.isDigit()) return true;
    return (c == QLatin1Char(',') || c == QLatin1Char('.')) && i + 1 < text.size()
           && text.at(i + 1).isDigit() && i > 0 && text.at(i - 1).isDigit();
}

/// A character of a name or command written in Latin letters: "nvidia-smi", "GB/s".
bool inName(QChar c)
{
    return (c.unicode() < 0x80 && c.isLetterOrNumber()) || c == QLatin1Char('-')
           || c == QLatin1Char('_') || c == QLatin1Char('/') || c == QLatin1Char('.');
}

/// The units Chinese writes after a figure, the longest first where one begins another.
const QStringList &chineseUnits()
{
    static const QStringList units = {
        QStringLiteral("万亿美元"), QStringLiteral("亿美元"), QStringLiteral("万美元"),
        QStringLiteral("美元"),     QStringLiteral("万亿元"), QStringLiteral("亿元"),
        QStringLiteral("万元"),     QStringLiteral("元"),     QStringLiteral("小时"),
        QStringLiteral("分钟"),     QStringLiteral("个月"),   QStringLiteral("卡时"),
        QStringLiteral("万亿"),     QStringLiteral("亿"),     QStringLiteral("万"),
    };
    return units;
}

/// Words of the domain a Chinese line may not part (Chinese breaks between any two ideographs,
/// and "工⏎期", "选⏎择性", "重计⏎算" read as two words).
const QStringList &chineseTerms()
{
    static const QStringList terms = {
        QStringLiteral("工期"),       QStringLiteral("选择性"),     QStringLiteral("重计算"),
        QStringLiteral("预算"),       QStringLiteral("显存"),       QStringLiteral("可能区间"),
        QStringLiteral("检查点"),     QStringLiteral("交付周期"),   QStringLiteral("试运行"),
        QStringLiteral("加速卡"),     QStringLiteral("吞吐"),       QStringLiteral("数据并行"),
        QStringLiteral("微批大小"),   QStringLiteral("全局批大小"), QStringLiteral("训练时长"),
        QStringLiteral("其他"),       QStringLiteral("持有期"),     QStringLiteral("预留期"),
        QStringLiteral("训练脚本"),   QStringLiteral("每小时"),     QStringLiteral("验证"),
        QStringLiteral("短时试运行"), QStringLiteral("故障恢复"),
    };
    return terms;
}

/// The runs a line never ends inside, in order of where they begin. (The app's cells glue
/// theirs with word joiners, keepFiguresWhole; a PDF's text map may keep those in the
/// text a reader copies or searches, so the proposal breaks its lines around runs instead.)
/// - a figure and its unit: "2,308.5 万美元" (Chinese breaks between any two ideographs),
///   "45 GB/s", "2,413 tokens/s";
/// - a short label and the figure it labels: "TP 4", "DP 64", "ZeRO 1", and the last two
///   ideographs of a Chinese one: "大小 32";
/// - a name or command with an inner hyphen, underscore or slash: "nvidia-smi", "all_reduce";
/// - a short Chinese aside with its parentheses: "（推荐）". Latin asides break at their
///   spaces, as English sets them.
std::vector<Whole> wholeRuns(const QString &text)
{
    std::vector<Whole> runs;
    const int n = int(text.size());
    const auto space = [&](int i) {
        return i < n && (text.at(i) == QLatin1Char(' ') || text.at(i) == QChar::Nbsp);
    };
    for (int i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c == QChar(0xFF08)) {
            const int close = int(text.indexOf(QChar(0xFF09), i + 1));
            if (close > i && close - i - 1 <= kShortAside) runs.push_back({i, close + 1});
            continue;
        }
        if (inName(c) && (i == 0 || !inName(text.at(i - 1)))) {
            int end = i;
            bool joined = false;
            while (end < n && inName(text.at(end))) {
                const QChar e = text.at(end);
                if ((e == QLatin1Char('-') || e == QLatin1Char('_') || e == QLatin1Char('/'))
                    && end > i && end + 1 < n && text.at(end + 1).isLetterOrNumber())
                    joined = true;
                ++end;
            }
            if (joined && end - i <= kLongestName) runs.push_back({i, end});
            // A short label of a figure, capital first: "TP 4", "ZeRO 1", "PCIe 4.0".
            int upper = i;
            while (upper < n && isLatin(text.at(upper)) && (upper > i || text.at(upper).isUpper()))
                ++upper;
            if (upper > i && upper - i <= 4 && space(upper) && upper + 1 < n
                && text.at(upper + 1).isDigit()) {
                int figure = upper + 1;
                while (figure < n && inFigure(text, figure))
                    ++figure;
                runs.push_back({i, figure});
            }
        }
        if (!c.isDigit() || (i > 0 && (inFigure(text, i - 1) || isLatin(text.at(i - 1))))) continue;
        int end = i;
        while (end < n && inFigure(text, end))
            ++end;
        const int figureEnd = end;
        const int unit = space(end) ? end + 1 : end;
        const QStringView rest = QStringView(text).mid(unit);
        for (const QString &u : chineseUnits())
            if (rest.startsWith(u)) {
                end = unit + int(u.size());
                break;
            }
        if (end == figureEnd && unit < n && isLatin(text.at(unit))) {
            int last = unit;
            while (last < n && inName(text.at(last)))
                ++last;
            while (last > unit && !text.at(last - 1).isLetterOrNumber())
                --last; // "GB." ends at B
            if (last - unit <= kLongestUnit) end = last;
            // A count's scale keeps the noun it counts: "18.9 M" ended a line and
            // "parameters" began the next.
            static const QStringList scales{QStringLiteral("K"), QStringLiteral("M"),
                                            QStringLiteral("B"), QStringLiteral("T")};
            static const QRegularExpression counted(
                QStringLiteral("^(?:parameters|samples|tokens|images|steps)\\b"));
            if (end == last && scales.contains(text.mid(unit, last - unit)) && space(end)) {
                const QRegularExpressionMatch noun = counted.match(text.mid(end + 1, 12));
                if (noun.hasMatch()) end += 1 + int(noun.capturedLength());
            }
        }
        if (end > figureEnd) {
            runs.push_back({i, end});
            continue;
        }
        // A bare figure keeps its Chinese label: "微批大小⏎32" parted them. Two ideographs,
        // a word's usual length, go with the figure ("大小 32"); the line may break before.
        const auto ideograph = [&](int k) {
            return k >= 0 && text.at(k).unicode() >= 0x4E00 && text.at(k).unicode() <= 0x9FFF;
        };
        if (i >= 2 && space(i - 1) && ideograph(i - 2))
            runs.push_back({ideograph(i - 3) ? i - 3 : i - 2, end});
    }
    for (const QString &term : chineseTerms())
        for (qsizetype at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.size()))
            runs.push_back({int(at), int(at + term.size())});
    // A short range of signed figures, "-9% 至 +7%": parted, "-9%" ended a line and "至 +7%"
    // began the next.
    static const QRegularExpression range(QStringLiteral(
        R"([-+\x{2212}]?\d[\d.,]*%?[ \x{a0}]?至[ \x{a0}]?[-+\x{2212}]?\d[\d.,]*%?)"));
    for (auto m = range.globalMatch(text); m.hasNext();) {
        const QRegularExpressionMatch r = m.next();
        if (r.capturedLength() <= kLongestName)
            runs.push_back({int(r.capturedStart()), int(r.capturedEnd())});
    }
    std::sort(runs.begin(), runs.end(), [](Whole a, Whole b) { return a.begin < b.begin; });
    // Runs that overlap are one: a term and the label of the figure after it ("全局批大小"
    // and "大小 128") part nowhere, or the line broke at the term's start inside the label.
    std::vector<Whole> merged;
    for (const Whole &w : runs)
        if (!merged.empty() && w.begin < merged.back().end)
            merged.back().end = std::max(merged.back().end, w.end);
        else
            merged.push_back(w);
    return merged;
}

/// A line that would end inside a run kept whole ends before the run instead, where the
/// text may break there; else (a run longer than the line, or one glued to the words before
/// it) the line keeps the break it had, never one forced inside a word ("1.⏎66").
void keepWhole(QTextLine &line, const QString &text, const std::vector<Whole> &runs)
{
    const int start = line.textStart();
    const double width = line.width();
    std::optional<QTextBoundaryFinder> found; // only for a line that ends inside a run
    for (int tries = 0; tries < 4; ++tries) {
        const int end = start + line.textLength();
        if (end >= text.size()) return;
        const auto inside = std::find_if(runs.cbegin(), runs.cend(), [&](Whole w) {
            return w.begin > start && w.begin < end && end < w.end;
        });
        if (inside == runs.cend()) return;
        if (!found) found.emplace(QTextBoundaryFinder::Line, text);
        QTextBoundaryFinder &breaks = *found;
        // The last place before the run where the text may break ("(TP 4" breaks before
        // its parenthesis).
        breaks.setPosition(inside->begin);
        const qsizetype at = breaks.isAtBoundary() ? inside->begin : breaks.toPreviousBoundary();
        if (at <= start) return;
        line.setLineWidth(line.cursorToX(int(at)));
        const int shortened = start + line.textLength();
        breaks.setPosition(shortened);
        if (line.textLength() == 0 || !breaks.isAtBoundary()) {
            line.setLineWidth(width);
            return;
        }
    }
}

/// `s` laid out in `font` on `device` for a box `width` wide (wrapped at words when `wrap`).
void layOut(QTextLayout &layout, const QFont &font, const QPaintDevice *device, const QString &s,
            double width, bool wrap)
{
    // A line feed breaks the line, as in QPainter::drawText. A number keeps its unit on its
    // line ("18 小时", "45 GB/s"): the space after a digit does not break. It is drawn as
    // a no-break space, whose glyph is the space's, so the text extracts with a space. A
    // word longer than a unit ("engineer-months") may go to the next line: glued to its
    // figure in a narrow cell, it would have the figure itself broken ("1.⏎66").
    QString text = s;
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    for (int i = 1; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char(' ') || !text.at(i - 1).isDigit() || text.at(i + 1).isSpace())
            continue;
        int word = i + 1;
        while (word < text.size() && !text.at(word).isSpace())
            ++word;
        if (word - i - 1 <= kLongestUnit) text[i] = QChar::Nbsp;
    }
    // A plus that joins two names, or a middle dot between two figures, ends its line,
    // never starts the next ("satellite images⏎+ hydrology" read as a sum cut short; "5.7–6.7
    // d ·⏎within" left the dot hanging below its figure's line): the space before it does
    // not break.
    for (int i = 1; i + 2 < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ')
            && (text.at(i + 1) == QLatin1Char('+') || text.at(i + 1) == QChar(0x00B7))
            && text.at(i + 2) == QLatin1Char(' ') && !text.at(i - 1).isSpace())
            text[i] = QChar::Nbsp;
    // One ideograph that completes a Latin name before a mark keeps the name ("Lustre⏎类，"
    // left 类 alone at a line's head).
    for (int i = 1; i + 2 < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ') && text.at(i - 1).isLetterOrNumber()
            && text.at(i - 1).unicode() < 0x2E80 && isHan(text.at(i + 1).unicode())
            && isChinesePunctuation(text.at(i + 2).unicode(), true))
            text[i] = QChar::Nbsp;
    // "每" (every) keeps the figure it distributes ("每⏎39 分钟").
    for (int i = 1; i + 1 < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ') && text.at(i - 1) == QChar(0x6BCF)
            && text.at(i + 1).isDigit())
            text[i] = QChar::Nbsp;
    // A count's times sign keeps the word it counts ("8 ×⏎NVIDIA H100" read as a product cut
    // short), where the two make a short run ("8 × H100 SXM5 80GB", a whole already, may
    // break after the sign in a narrow box) and the word labels no figure of its own ("TP 4 ×
    // PP 2" breaks as a product of labels).
    for (int i = 3; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char(' ') || text.at(i - 1) != QChar(0x00D7)
            || text.at(i - 2) != QChar::Nbsp || !text.at(i - 3).isDigit())
            continue;
        int begin = i - 3;
        while (begin > 0 && inFigure(text, begin - 1))
            --begin;
        int end = i + 1;
        while (end < text.size() && !text.at(end).isSpace() && text.at(end) != QChar::Nbsp)
            ++end;
        const bool labels = end + 1 < text.size() && text.at(end) == QLatin1Char(' ')
                            && text.at(end + 1).isDigit();
        if (end < text.size() && text.at(end) == QChar::Nbsp) continue; // the word runs on
        if (!labels && end > i + 1 && end - begin <= kLongestName) text[i] = QChar::Nbsp;
    }
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
    std::vector<QTextLine> lines;
    std::vector<Whole> runs = wrap ? wholeRuns(text) : std::vector<Whole>();
    const auto breakLines = [&] {
        lines.clear();
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(wrap ? std::max(1.0, width) : 1e9);
            if (wrap) keepWhole(line, text, runs);
            lines.push_back(line);
        }
    };
    breakLines();
    // A paragraph never ends on one ideograph alone (孤字, "曲线连⏎续"): the last two, with
    // the marks after them, go to the last line together.
    if (lines.size() >= 2) {
        int last = int(text.size());
        while (last > 0 && isChinesePunctuation(text.at(last - 1).unicode(), true))
            --last;
        const int lineStart = lines.back().textStart();
        if (last - lineStart == 1 && last >= 2 && isHan(text.at(last - 1).unicode())
            && isHan(text.at(last - 2).unicode())) {
            layout.endLayout();
            layout.clearLayout();
            runs.push_back({last - 2, int(text.size())});
            std::sort(runs.begin(), runs.end(), [](Whole a, Whole b) { return a.begin < b.begin; });
            breakLines();
        }
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
