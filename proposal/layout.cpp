// SPDX-License-Identifier: GPL-3.0-or-later
// The page layout engine: page breaks, text, headings, bullets, tables and figure boxes, and
// each page's header and footer; see layout.h.
#include "layout.h"

#include "report/format.h"
#include "proposaltext.h"
#include "typeset.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPagedPaintDevice>

#include <algorithm>

namespace cp::proposal {

Layout::Layout(QPagedPaintDevice &writer, const Data &d)
    : m_writer(writer)
    , m_d(d)
{
    // Latin text and digits in DejaVu Sans, Chinese in WenQuanYi Zen Hei (both embedded),
    // Chinese punctuation in Noto Sans CJK SC (typeset.h). Qt's PDF text map takes the
    // lowest code point of a glyph: with Noto Sans CJK for the ideographs, whose glyphs
    // also serve the Kangxi radicals, "方案" would be extracted as "⽅案", and its digits
    // are lost; the text must stay searchable.
    const QStringList families = QFontDatabase::families();
    for (const char *f : {"DejaVu Sans", "Noto Sans", "Liberation Sans"})
        if (families.contains(QLatin1String(f))) {
            m_families << QLatin1String(f);
            break;
        }
    for (const char *f :
         {"WenQuanYi Zen Hei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"})
        if (families.contains(QLatin1String(f))) {
            m_families << QLatin1String(f);
            break;
        }
    m_page = QRectF(QPointF(0, 0), writer.pageLayout().paintRectPoints().size());
}

int Layout::run(const std::function<void(Layout &)> &content)
{
    m_painting = false;
    start();
    content(*this);
    m_total = m_pageNo;
    m_painting = true;
    m_painter.begin(&m_writer);
    start();
    content(*this);
    m_painter.end();
    return m_total;
}

QFont Layout::font(double pt, bool bold) const
{
    QFont f;
    if (!m_families.isEmpty()) f.setFamilies(m_families);
    f.setPointSizeF(pt);
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    // No ligatures: "file" stays four letters a reader can search for, not an "fi" glyph.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

void Layout::newPage()
{
    if (m_painting) m_writer.newPage();
    ++m_pageNo;
    m_y = 0;
    m_headingTop = m_keptUntil = -1;
    decorate();
}

double Layout::blankIfMoved() const
{
    // Within what a heading keeps with it (its intro, a table's first rows), the heading
    // moves too.
    return bottom() - (m_headingTop >= 0 && m_y <= m_keptUntil ? m_headingTop : m_y);
}

void Layout::need(double h)
{
    if (m_y + h > bottom()) newPage();
}

double Layout::text(const QString &raw, const QFont &f, const QColor &c, double x, double w,
                    int align, bool advance)
{
    const QString s = tidyChineseSpacing(raw);
    if (w < 0) w = width() - x;
    const QRectF r
        = typesetBounds(f, &m_writer, QRectF(x, m_y, w, 1e6), int(Qt::TextWordWrap) | align, s);
    const double h = r.height();
    if (advance) need(h);
    if (m_painting) {
        m_painter.setFont(f);
        m_painter.setPen(c);
        typeset(m_painter, QRectF(x, m_y, w, h + 2), int(Qt::TextWordWrap) | align, s);
    }
    if (advance) m_y += h;
    return h;
}

double Layout::measure(const QString &s, const QFont &f, double w) const
{
    return typesetBounds(f, &m_writer, QRectF(0, 0, w, 1e6), Qt::TextWordWrap,
                         tidyChineseSpacing(s))
        .height();
}

double Layout::subheadingHeight(const QString &s) const
{
    return 6 + measure(s, font(11.5, true), width()) + 4;
}

double Layout::headingHeight(const QString &s) const
{
    return 10 + measure(s, font(15, true), width()) + 12;
}

double Layout::paragraphHeight(const QString &s) const
{
    return measure(tidyChineseSpacing(s), font(9.5), width()) + 6;
}

double Layout::figureHeight(const QString &heading, const QString &intro, double natural,
                            double least) const
{
    const double rest = bottom() - m_y - headingHeight(heading) - paragraphHeight(intro) - 8;
    if (rest >= natural || rest < least) return natural; // fits, or starts the next page
    return rest;
}

void Layout::heading(const QString &s, double keep)
{
    // The heading as set (its rule below it) and what it keeps: a fixed guess of its height
    // left a heading alone at a page's foot where the keep barely fitted.
    need(headingHeight(s) + keep);
    m_headingTop = m_y;
    m_keptUntil = m_y + headingHeight(s) + keep;
    m_y += 10;
    text(s, font(15, true), kAccent);
    if (m_painting) {
        m_painter.setPen(QPen(kAccent, 1.2));
        m_painter.drawLine(QPointF(0, m_y + 3), QPointF(width(), m_y + 3));
    }
    m_y += 12;
}

void Layout::subheading(const QString &s, double keep)
{
    const double h = subheadingHeight(s);
    need(h + keep);
    m_headingTop = m_y;
    m_keptUntil = m_y + h + keep;
    m_y += 6;
    text(s, font(11.5, true), kInk);
    m_y += 4;
}

void Layout::paragraph(const QString &s)
{
    text(s, font(9.5), kInk);
    m_y += 6;
}

void Layout::bullets(const QStringList &items)
{
    // The last two items end together, as a table's last two rows: a list never leaves its
    // last line alone on a page (the exchange rate filled the multimodal proposal's last).
    const qsizetype n = items.size();
    for (qsizetype k = 0; k < n; ++k) {
        const QString &i = items[k];
        const double h = measure(i, font(9.5), width() - 14);
        const double next
            = n >= 3 && k + 2 == n ? measure(items[k + 1], font(9.5), width() - 14) + 3 : 0.0;
        need(h + 3 + next);
        if (m_painting) {
            m_painter.setBrush(kAccent);
            m_painter.setPen(Qt::NoPen);
            m_painter.drawEllipse(QPointF(4, m_y + 6.5), 1.8, 1.8);
        }
        text(i, font(9.5), kInk, 14);
        m_y += 3;
    }
    m_y += 4;
}

void Layout::table(const QStringList &header, const std::vector<double> &widths,
                   const std::vector<QStringList> &rows, const std::vector<int> &align,
                   int boldLastRows, double keepAfter)
{
    const double pad = kCellPad;
    const std::vector<double> x = columnEdges(widths);
    auto rowHeight
        = [&](const QStringList &cells, const QFont &f) { return tableRowHeight(cells, x, f); };
    auto drawRow = [&](const QStringList &cells, const QFont &f, const QColor &fill,
                       const QColor &ink) {
        const double h = rowHeight(cells, f);
        if (m_painting) {
            if (fill.isValid()) m_painter.fillRect(QRectF(0, m_y, width(), h), fill);
            m_painter.setFont(f);
            m_painter.setPen(ink);
            for (int i = 0; i < cells.size(); ++i)
                typeset(m_painter, QRectF(x[i] + pad, m_y + pad, x[i + 1] - x[i] - 2 * pad, h),
                        int(Qt::TextWordWrap) | align[i], tidyChineseSpacing(cells[i]));
            m_painter.setPen(QPen(kRule, 0.5));
            m_painter.drawLine(QPointF(0, m_y + h), QPointF(width(), m_y + h));
        }
        m_y += h;
    };
    const QFont hf = font(8.5, true), bf = font(8.5), bold = font(8.5, true);
    // A short table is never split (a budget and a deadline carried over to the next page,
    // four cost rows and their total); a longer one never leaves one row alone on a page:
    // its first two rows start on the header's page, and the last two end together (a
    // total never sits by itself).
    const std::size_t n = rows.size();
    const double after = keepAfter > 0 ? keepAfter + kTableGap : 0.0;
    // A short table kept whole keeps what follows it too (a footnote alone at the top of
    // the next page explained nothing there).
    need(tableKeep(header, widths, rows, 0, keepAfter) - kTableGap);
    drawRow(header, hf, kAccent, Qt::white);
    double pageTop = m_y; // where rows start on this page
    for (std::size_t r = 0; r < n; ++r) {
        const bool isBold = int(n - r) <= boldLastRows;
        double h = rowHeight(rows[r], bf);
        if (n >= 4 && r + 2 == n && m_y > pageTop) h += rowHeight(rows[r + 1], bf) + after;
        if (r + 1 == n) h += after;
        if (m_y + h > bottom()) {
            newPage();
            drawRow(header, hf, kAccent, Qt::white);
            pageTop = m_y;
        }
        drawRow(rows[r], isBold ? bold : bf, r % 2 ? kBand : QColor(), kInk);
    }
    m_y += kTableGap;
}

double Layout::tableHeight(const QStringList &header, const std::vector<double> &widths,
                           const std::vector<QStringList> &rows) const
{
    const std::vector<double> x = columnEdges(widths);
    double h = tableRowHeight(header, x, font(8.5, true)) + kTableGap;
    for (const QStringList &r : rows)
        h += tableRowHeight(r, x, font(8.5));
    return h;
}

double Layout::tableKeep(const QStringList &header, const std::vector<double> &widths,
                         const std::vector<QStringList> &rows, double above, double keepAfter) const
{
    const double whole
        = tableHeight(header, widths, rows) + (keepAfter > 0 ? keepAfter + kTableGap : 0.0);
    // Moved whole to the next page only where that leaves little of this one blank: the
    // delivery plan (half a page) left the page of the findings half empty. The room is
    // under what stands above the table (its heading and intro); the blank is from where
    // they stand, which moves with it: measured under them, 45 % of a page read as 35.
    // Weighed for a heading not yet set (`above` holds it), from here.
    const double rest = bottom() - m_y - above;
    const double blank = above > 0 ? bottom() - m_y : blankIfMoved();
    if (whole <= bottom() / 2 && (whole <= rest || blank < kMostLeftBlank * bottom())) return whole;
    // The header and the first two rows, which start on the heading's page.
    return tableHeight(
        header, widths,
        {rows.begin(), rows.begin() + std::min<std::ptrdiff_t>(2, std::ssize(rows))});
}

void Layout::figure(double h, const std::function<void(QPainter &, const QRectF &)> &paint)
{
    need(h);
    if (m_painting) {
        m_painter.save();
        paint(m_painter, QRectF(0, m_y, width(), h));
        m_painter.restore();
    }
    m_y += h + 8;
}

std::vector<double> Layout::columnEdges(const std::vector<double> &widths) const
{
    std::vector<double> x(widths.size() + 1, 0);
    for (std::size_t i = 0; i < widths.size(); ++i)
        x[i + 1] = x[i] + widths[i] * width();
    return x;
}

double Layout::tableRowHeight(const QStringList &cells, const std::vector<double> &x,
                              const QFont &f) const
{
    double h = 0;
    for (int i = 0; i < cells.size(); ++i)
        h = std::max(h, measure(cells[i], f, x[i + 1] - x[i] - 2 * kCellPad));
    return h + 2 * kCellPad;
}

void Layout::start()
{
    m_pageNo = 1;
    m_y = 0;
    decorate();
}

void Layout::decorate()
{
    if (m_pageNo == 1) return;
    m_y = 28;
    if (!m_painting) return;
    const ProjectInfo &info = m_d.project.info;
    const QString customer
        = !m_d.options.customer.isEmpty() ? m_d.options.customer : qs(info.customer);
    QString left = QCoreApplication::translate("Samples", info.name.c_str());
    if (!customer.isEmpty())
        left += (left.isEmpty() ? QString() : QStringLiteral(" · ")) + customer;
    m_painter.setFont(font(7.5));
    m_painter.setPen(kMuted);
    typeset(m_painter, QRectF(0, 0, width() * 0.7, 14), Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(font(7.5), &m_writer).elidedText(left, Qt::ElideRight, width() * 0.7));
    typeset(m_painter, QRectF(0, 0, width(), 14), Qt::AlignRight | Qt::AlignVCenter,
            m_d.options.internal ? Proposal::tr("Internal version: contains internal prices")
                                 : Proposal::tr("Customer version"));
    m_painter.setPen(QPen(kRule, 0.6));
    m_painter.drawLine(QPointF(0, 16), QPointF(width(), 16));
    const double fy = m_page.height() - 14;
    m_painter.drawLine(QPointF(0, fy - 4), QPointF(width(), fy - 4));
    m_painter.setPen(kMuted);
    typeset(m_painter, QRectF(0, fy, width(), 12), Qt::AlignLeft | Qt::AlignVCenter,
            Proposal::tr("Prepared with ClusterPlanner %1")
                .arg(QCoreApplication::applicationVersion()));
    typeset(m_painter, QRectF(0, fy, width(), 12), Qt::AlignRight | Qt::AlignVCenter,
            Proposal::tr("Page %1 of %2").arg(m_pageNo).arg(m_total));
}

} // namespace cp::proposal
