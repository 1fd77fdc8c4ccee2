// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's page layout engine: a small flow layout over a paged device (QPdfWriter,
// or QPrinter). The document is
// laid out twice, first to count pages (for "page 3 of 9"), then to paint; both passes run
// the same code, so they cannot disagree. Text a user typed is drawn as plain text (never
// markup). Also the document's colours.
#pragma once

#include "proposaldata.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QPagedPaintDevice;

namespace cp::proposal {

/// The document's colours: body text, secondary text, headings, table rules and banded
/// rows.
inline const QColor kInk(0x20, 0x24, 0x2a), kMuted(0x5f, 0x67, 0x73), kAccent(0x1f, 0x4e, 0x79),
    kRule(0xc8, 0xcf, 0xd8), kBand(0xee, 0xf2, 0xf7);

class Layout
{
public:
    Layout(QPagedPaintDevice &writer, const Data &d);

    /// Runs the document: first to count, then to paint.
    int run(const std::function<void(Layout &)> &content);

    QFont font(double pt, bool bold = false) const;
    double width() const { return m_page.width(); }
    double y() const { return m_y; }
    int page() const { return m_pageNo; }
    void skip(double h) { m_y += h; }
    QPainter *painter() { return m_painting ? &m_painter : nullptr; }
    const Data &data() const { return m_d; }

    /// The most of a page that a block moved whole to the next one may leave blank; a
    /// longer block starts where it is and runs on.
    static constexpr double kMostLeftBlank = 0.35;
    /// What a block that starts here leaves blank of this page if it moves whole to the
    /// next: from here, or from the heading it stands under, to the page's foot.
    double blankIfMoved() const;

    void newPage();
    /// A page break unless `h` more points fit on this page.
    void need(double h);
    double bottom() const { return m_page.height() - 30; }

    /// Plain text, wrapped to `w` (whole width by default); returns its height.
    double text(const QString &raw, const QFont &f, const QColor &c = kInk, double x = 0,
                double w = -1, int align = Qt::AlignLeft, bool advance = true);
    double measure(const QString &s, const QFont &f, double w) const;

    /// A section heading, kept on the page of the first `keep` points of its section.
    void heading(const QString &s, double keep = 40);
    /// The height heading() sets `s` in, its rule and spacing included.
    double headingHeight(const QString &s) const;
    double subheadingHeight(const QString &s) const;
    /// The height paragraph() sets `s` in, the space below it included.
    double paragraphHeight(const QString &s) const;
    /// A figure's height under a heading and its intro: `natural`, or less, down to
    /// `least`, where that keeps the three on this page rather than leaving most of it
    /// blank (kMostLeftBlank).
    double figureHeight(const QString &heading, const QString &intro, double natural,
                        double least) const;
    /// A subheading kept on the page of what follows it (`keep` points of it).
    void subheading(const QString &s, double keep = 40);
    void paragraph(const QString &s);
    void bullets(const QStringList &items);

    /// A table: column widths as fractions, a header repeated on each page, zebra rows.
    /// `keepAfter`: points of what follows (a footnote) that stay on the last row's page.
    void table(const QStringList &header, const std::vector<double> &widths,
               const std::vector<QStringList> &rows, const std::vector<int> &align,
               int boldLastRows = 0, double keepAfter = 0);

    /// The height table() takes for these rows (without a page break), to keep a short
    /// table on one page.
    double tableHeight(const QStringList &header, const std::vector<double> &widths,
                       const std::vector<QStringList> &rows) const;
    /// What a heading keeps of the table under it on its page: all of a short table (half
    /// a page at most), which table() does not split, unless moving it to the next page
    /// would leave more than kMostLeftBlank of this one blank; the header and two rows of
    /// a longer one.
    /// `above`: what stands between here and the table (a heading and its intro, when a
    /// heading asks before it is set).
    /// `keepAfter`: what follows the table and stays with it (table()'s), kept too where
    /// the table is.
    double tableKeep(const QStringList &header, const std::vector<double> &widths,
                     const std::vector<QStringList> &rows, double above = 0,
                     double keepAfter = 0) const;

    /// A block drawn by `paint` in a box of height h on the current page.
    void figure(double h, const std::function<void(QPainter &, const QRectF &)> &paint);

private:
    static constexpr double kCellPad = 4;
    static constexpr double kTableGap = 10; // below a table
    std::vector<double> columnEdges(const std::vector<double> &widths) const;
    double tableRowHeight(const QStringList &cells, const std::vector<double> &x,
                          const QFont &f) const;

    void start();
    /// Header and footer of the current page (the cover has none).
    void decorate();

    QPagedPaintDevice &m_writer;
    const Data &m_d;
    QPainter m_painter;
    QStringList m_families;
    QRectF m_page;
    bool m_painting = false;
    int m_pageNo = 1, m_total = 1;
    double m_y = 0;
    // Where the last heading stands on this page and the foot of what it keeps with it: a
    // table within that is weighed as the heading weighed it (tableKeep, blankIfMoved).
    double m_headingTop = -1, m_keptUntil = -1;
};

} // namespace cp::proposal
