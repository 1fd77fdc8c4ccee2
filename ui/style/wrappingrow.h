// SPDX-License-Identifier: GPL-3.0-or-later
// A row of controls that wraps its groups onto more lines where the row is narrower than
// they are side by side: a panel's fields above a chart never widen it past a narrow dock
// (at 200 % the Cloud vs. buy panel scrolled sideways to show its demand field, and cut
// its chart).
#pragma once

#include <QList>
#include <QWidget>

class QLayout;

namespace cp::ui {

class WrappingRow : public QWidget
{
public:
    explicit WrappingRow(QWidget *parent = nullptr);

    /// Adds a group (a label and its field) that is never split across lines.
    void addGroup(QLayout *group);
    /// Whether the groups take more than one line.
    bool isStacked() const;

    QSize sizeHint() const override;
    /// As narrow as the widest group: the row stacks rather than widening its panel.
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The width the groups take side by side.
    int sideBySideWidth() const;
    /// Places the groups in `width`, as many to a line as fit. By hand, not by a layout: a
    /// widget's layout, not the widget, answers its parent's heightForWidth, and a box
    /// layout of fixed-height groups answers none.
    void arrange(int width);
    /// The height the groups take in `width`; with `move`, puts them there.
    int place(int width, bool move) const;

    QList<QWidget *> m_groups;
    int m_height = 0;
};

} // namespace cp::ui
