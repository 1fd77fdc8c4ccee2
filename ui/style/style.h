// SPDX-License-Identifier: GPL-3.0-or-later
// Every colour and line the app draws with, named by what it means: the canvas, the charts
// and the fields that flag bad input take their colours and pens from here, so one meaning
// keeps one look in every view. (The PDF has its own print palette in proposal/.)
#pragma once

#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <QPen>
#include <QString>

#include <algorithm>

namespace cp::ui::colour {

// Severities, and how full a part is: error (over capacity, over the ports), warning (past
// 80 %), information, fine.
inline QColor error() { return {0xc6, 0x28, 0x28}; }
inline QColor warning() { return {0xef, 0x8f, 0x00}; }
inline QColor information() { return {0x19, 0x76, 0xd2}; }
inline QColor fine() { return {0x2e, 0x7d, 0x32}; }
/// A switch whose ports are all in use, neither short nor spare.
inline QColor full() { return {0x5c, 0x6b, 0x7a}; }

// Input a field refuses: its border and the message under it.
inline QColor invalid() { return {0xb0, 0x00, 0x20}; }
inline QString invalidBorder() { return QStringLiteral("border: 1px solid %1;").arg(invalid().name()); }
inline QString invalidText() { return QStringLiteral("color: %1;").arg(invalid().name()); }

/// Whether the desktop's palette is dark (its window colour darker than mid-grey): the
/// canvas and the charts follow it, light text on dark fills.
inline bool dark()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

// The canvas: its ground, text and outlines, element fills, group frames.
inline QColor canvas()
{
    return dark() ? QColor(0x1e, 0x21, 0x25) : QColor(0xff, 0xff, 0xff);
}
inline QColor ink()
{
    return dark() ? QColor(0xe6, 0xe8, 0xeb) : QColor(0x20, 0x24, 0x2a);
}
inline QColor outline()
{
    return dark() ? QColor(0x9a, 0xa4, 0xb2) : QColor(0x60, 0x6a, 0x78);
}
inline QColor nodeFill()
{
    return dark() ? QColor(0x2b, 0x30, 0x36) : QColor(0xf6, 0xf8, 0xfa);
}
inline QColor switchFill()
{
    return dark() ? QColor(0x23, 0x33, 0x48) : QColor(0xe8, 0xf0, 0xfa);
}
inline QColor groupFill()
{
    return dark() ? QColor(0x33, 0x38, 0x40) : QColor(0xe4, 0xe8, 0xee);
}
inline QColor frameLine()
{
    return dark() ? QColor(0x7a, 0x84, 0x90) : QColor(0x90, 0x9a, 0xa8);
}
inline QColor frameFill()
{
    return dark() ? QColor(0x26, 0x2a, 0x30) : QColor(0xf0, 0xf3, 0xf7);
}
inline QColor frameLabel()
{
    return dark() ? QColor(0xc8, 0xce, 0xd6) : QColor(0x40, 0x48, 0x54);
}

// The charts: bars, the lower and higher side of a sensitivity, the capacity and the 80 %
// line, this plan against the curve, the owned-plus-cloud mix.
inline QColor bar() { return {0x3b, 0x6e, 0xa8}; }
inline QColor higher() { return {0xe0, 0x8a, 0x00}; }
inline QColor capacity() { return invalid(); }
inline QColor headroom() { return higher(); }
inline QColor thisPlan() { return error(); }
inline QColor hybrid() { return {0x17, 0x6d, 0x6d}; }

/// A pricing mode's curve, in Pricing's order: pay-as-you-go, reserved 1 and 3 years, spot,
/// purchase.
inline QColor pricingMode(int mode)
{
    static const QColor colours[] = {{0x1f, 0x77, 0xb4}, {0x94, 0x67, 0xbd}, {0x8c, 0x56, 0x4b},
                                     {0xff, 0x7f, 0x0e}, {0x2c, 0xa0, 0x2c}};
    return colours[mode >= 0 && mode < 5 ? mode : 0];
}

} // namespace cp::ui::colour

namespace cp::ui::line {

/// An element's outline on the canvas: thin and grey, or thick in the colour of its worst
/// finding; dashed while it is selected.
inline QPen elementOutline(const QColor &finding, bool hasFinding, bool selected)
{
    QPen pen(hasFinding ? finding : colour::outline(), hasFinding ? 3.0 : 1.2);
    if (selected) pen.setStyle(Qt::DashLine);
    return pen;
}
/// The dashed frame around a group of nodes.
inline QPen groupFrame() { return {colour::frameLine(), 1.2, Qt::DashLine}; }
/// A cable: its fabric's colour, thicker for more parallel ports (up to 8), dashed where it
/// runs a fabric other than its switch's.
inline QPen cable(const QColor &fabric, int ports, bool otherFabric)
{
    return {fabric, 1 + std::min(ports, 8) / 2.0, otherFabric ? Qt::DashLine : Qt::SolidLine};
}
/// Under a selected cable: a dark halo that reads on any background.
inline QPen cableHalo(const QPen &cable)
{
    return {colour::ink(), cable.widthF() + 3, Qt::SolidLine, Qt::RoundCap};
}
/// A pricing mode's cost curve: buying drawn thickest, spot dashed (it may be taken away).
inline QPen pricingCurve(int mode)
{
    constexpr int spot = 3, purchase = 4; // Pricing's order
    return {colour::pricingMode(mode), mode == purchase ? 3.0 : 2.0,
            mode == spot ? Qt::DashLine : Qt::SolidLine};
}
/// The owned-plus-cloud curve.
inline QPen hybridCurve() { return {colour::hybrid(), 2.5, Qt::DashDotLine}; }
/// This plan's likely range on the scaling chart.
inline QPen thisPlanRange() { return {colour::thisPlan(), 2.0}; }
/// A memory limit on the memory chart: the capacity, the 80 % line.
inline QPen capacityLimit() { return {colour::capacity(), 2.0, Qt::DashLine}; }
inline QPen headroomLimit() { return {colour::headroom(), 2.0, Qt::DashLine}; }

} // namespace cp::ui::line
