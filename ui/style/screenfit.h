// SPDX-License-Identifier: GPL-3.0-or-later
// A window opens no larger than the screen it opens on: a dialog sized for a desktop
// monitor would put its buttons below a laptop's edge at 200 % (683 x 384 logical pixels).
#pragma once

#include <QSize>
#include <QString>

class QFont;
class QTableWidget;
class QWidget;

namespace cp::ui {

/// Resizes `window` to `wanted`, bounded by the available area of the screen it opens on
/// (its parent's, for a dialog), and never below its layout's least size.
void resizeWithinScreen(QWidget *window, QSize wanted);

/// `text` broken into lines no wider than `width` in `font`, where Unicode allows a break
/// (between words; between Chinese characters), its own line breaks kept: for a place that
/// draws lines as given but never wraps them (a table's column header). A word wider than
/// `width` stays whole on its line.
QString wrappedText(const QString &text, const QFont &font, qreal width);
/// The widest part of `text` that wrapping keeps on one line (a word, a figure with its
/// unit): the least width that shows it whole.
qreal widestUnbreakable(const QString &text, const QFont &font);

/// Keeps the column headers of `table` wrapped to their columns' width (wrappedText), now
/// and whenever a column is resized: a header draws its text on one line and cut a
/// scenario's name at both ends ("× H100, pay-as-yo"). Each header item's text when first
/// wrapped is its whole text; an item set anew is wrapped from its own.
void keepHeadersWrapped(QTableWidget *table);
/// Wraps them now: after header items were set anew in columns of unchanged width.
void wrapHeaders(QTableWidget *table);

} // namespace cp::ui
