// SPDX-License-Identifier: GPL-3.0-or-later
// Text as a printed proposal sets it: wrapped and aligned as QPainter::drawText does, with
// Chinese punctuation in a font that sets it as mainland typesetting does.
#pragma once

#include <QRectF>
#include <QString>
#include <QStringList>

class QFont;
class QPainter;
class QPaintDevice;

namespace cp::proposal {

/// The box `s` takes in `font` when set in `r` with `flags` (Qt::TextWordWrap and the
/// Qt::Align flags), on `device` (null: the screen's metrics).
QRectF typesetBounds(const QFont &font, QPaintDevice *device, const QRectF &r, int flags,
                     const QString &s);

/// The lines `s` breaks into in `font`, wrapped at `width` (tests read them).
QStringList typesetLines(const QFont &font, QPaintDevice *device, double width, const QString &s);

/// Draws `s` in `p`'s font and pen, set in `r` with `flags`.
///
/// A line never ends inside a figure and its unit ("2,308.5 万美元"), a label and its figure
/// ("TP 4"), a name or command ("nvidia-smi") or a short Chinese aside ("（推荐）").
///
/// Chinese punctuation (，。；：、！？（）《》“” and the other full-width forms) comes from
/// Noto Sans CJK SC, which places it as mainland typesetting does: the comma, full stop,
/// colon and semicolon at the bottom left of their square, quotation marks full width.
/// The rest keeps `p`'s font: the body's Chinese font draws the ideographs, whose text
/// stays extractable (Noto Sans CJK's ideographs share their glyphs with the Kangxi
/// radicals, which a PDF's text map would give instead).
void typeset(QPainter &p, const QRectF &r, int flags, const QString &s);

} // namespace cp::proposal
