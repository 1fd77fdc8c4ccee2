// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/wrappingrow.h"

#include <QLayout>
#include <QResizeEvent>

#include <algorithm>

namespace cp::ui {

namespace {
constexpr int kGap = 24;    // between groups side by side, as the row's spaced fields were
constexpr int kLineGap = 4; // between groups one under the other
} // namespace

WrappingRow::WrappingRow(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void WrappingRow::addGroup(QLayout *group)
{
    auto *holder = new QWidget(this);
    group->setContentsMargins(0, 0, 0, 0);
    holder->setLayout(group);
    m_groups.append(holder);
    arrange(width());
    updateGeometry(); // a wider row side by side, whatever its height
}

bool WrappingRow::isStacked() const
{
    return heightForWidth(width()) > heightForWidth(sideBySideWidth());
}

int WrappingRow::sideBySideWidth() const
{
    int width = 0;
    for (const QWidget *g : m_groups)
        width += g->sizeHint().width();
    return width + kGap * std::max<int>(0, int(m_groups.size()) - 1);
}

QSize WrappingRow::sizeHint() const
{
    return {sideBySideWidth(), heightForWidth(sideBySideWidth())};
}

QSize WrappingRow::minimumSizeHint() const
{
    int widest = 0;
    for (const QWidget *g : m_groups)
        widest = std::max(widest, g->sizeHint().width());
    return {widest, heightForWidth(widest)};
}

int WrappingRow::heightForWidth(int width) const
{
    return place(width, false);
}

int WrappingRow::place(int width, bool move) const
{
    // As many groups on a line as fit, each line as tall as its tallest group.
    int x = 0, y = 0, line = 0;
    QList<QWidget *> onLine;
    const auto finishLine = [&] {
        if (move)
            for (QWidget *g : onLine)
                g->move(g->x(), y + (line - g->height()) / 2);
        y += line + kLineGap;
        x = line = 0;
        onLine.clear();
    };
    for (QWidget *g : m_groups) {
        const QSize hint = g->sizeHint();
        if (x > 0 && x + hint.width() > width) finishLine();
        if (move) g->setGeometry(x, y, std::min(hint.width(), std::max(width, 1)), hint.height());
        onLine.append(g);
        x += hint.width() + kGap;
        line = std::max(line, hint.height());
    }
    if (!onLine.isEmpty()) finishLine();
    return std::max(0, y - kLineGap);
}

void WrappingRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(event->size().width());
}

void WrappingRow::arrange(int width)
{
    const int lines = place(width, true);
    if (lines != m_height) {
        m_height = lines;
        // The height changes with the lines: the panel lays out again.
        updateGeometry();
    }
}

} // namespace cp::ui
