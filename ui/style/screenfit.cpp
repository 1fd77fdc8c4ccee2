// SPDX-License-Identifier: GPL-3.0-or-later
// resizeWithinScreen: see screenfit.h.
#include "style/screenfit.h"

#include <QHeaderView>
#include <QPointer>
#include <QScreen>
#include <QStyle>
#include <QTableWidget>
#include <QStringList>
#include <QTextLayout>
#include <QWidget>

#include <algorithm>

namespace cp::ui {

void resizeWithinScreen(QWidget *window, QSize wanted)
{
    const QWidget *parent = window->parentWidget();
    QScreen *screen = parent && parent->screen() ? parent->screen() : window->screen();
    if (screen) {
        // Room for the window's frame and title bar, and a desktop panel.
        const QRect avail = screen->availableGeometry();
        wanted = wanted.boundedTo(QSize(avail.width() * 95 / 100, avail.height() * 90 / 100));
    }
    window->resize(wanted.expandedTo(window->minimumSizeHint()));
}

namespace {

/// `text` laid out paragraph by paragraph in `font`, wrapped at words to `width`: `line`
/// gets each line and the paragraph it is of (an empty paragraph gives none).
template<class Line>
void eachLine(const QString &text, const QFont &font, qreal width, Line line)
{
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
            l.setLineWidth(width);
            line(l, paragraph);
        }
        layout.endLayout();
    }
}

} // namespace

QString wrappedText(const QString &text, const QFont &font, qreal width)
{
    QStringList paragraphs;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QStringList lines;
        eachLine(paragraph, font, width, [&lines](const QTextLine &l, const QString &p) {
            lines << p.mid(l.textStart(), l.textLength()).trimmed();
        });
        paragraphs << lines.join(QLatin1Char('\n'));
    }
    return paragraphs.join(QLatin1Char('\n'));
}

qreal widestUnbreakable(const QString &text, const QFont &font)
{
    // At no width, each line holds one part that cannot be broken.
    qreal widest = 0;
    eachLine(text, font, 0, [&widest](const QTextLine &l, const QString &) {
        widest = std::max(widest, l.naturalTextWidth());
    });
    return widest;
}

namespace {

/// Where a header item keeps its whole text while it shows a wrapped one.
constexpr int kWholeTextRole = Qt::UserRole + 0x5757;

} // namespace

void wrapHeaders(QTableWidget *table)
{
    QHeaderView *header = table->horizontalHeader();
    const int margin
        = 2 * table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
    for (int c = 0; c < table->columnCount(); ++c) {
        QTableWidgetItem *item = table->horizontalHeaderItem(c);
        if (!item) continue;
        QVariant whole = item->data(kWholeTextRole);
        if (!whole.isValid()) {
            whole = item->text();
            item->setData(kWholeTextRole, whole);
        }
        const QString text = wrappedText(whole.toString(), item->font().resolve(header->font()),
                                         header->sectionSize(c) - margin);
        if (item->text() != text) item->setText(text);
    }
}

void keepHeadersWrapped(QTableWidget *table)
{
    // After the resize: the header lays its sections out again as their texts change.
    QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, [table] {
        QMetaObject::invokeMethod(
            table,
            [t = QPointer<QTableWidget>(table)] {
                if (t) wrapHeaders(t);
            },
            Qt::QueuedConnection);
    });
    wrapHeaders(table);
}

} // namespace cp::ui
