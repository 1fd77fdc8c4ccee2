// The open plan: owns the model values and the undo stack, recomputes the result on every
// change and tells views what changed. Edits arrive only as commands (editcommand.h).
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

namespace cp::ui {

class PlanDocument final : public QObject
{
    Q_OBJECT
public:
    explicit PlanDocument(const Catalog &catalog, QObject *parent = nullptr);

    const Catalog &catalog() const { return m_catalog; }
    const Plan &plan() const { return m_plan; }
    const Result &result() const { return m_result; }
    /// Empty when the plan evaluates; otherwise why it cannot be evaluated.
    const QString &error() const { return m_error; }
    QUndoStack *undoStack() { return &m_undo; }
    const QString &fileName() const { return m_fileName; }

    /// Reads a project file; on error the current plan stays and the message says why.
    bool load(const QString &path, QString *error);

    /// Pushes one undoable edit. Edits with the same non-empty merge key merge (a drag, or
    /// typing in one field), so one gesture is one undo step.
    /// A layout-only edit (positions on the canvas) changes nothing the planner reads, so
    /// the result is kept instead of recomputed.
    void edit(const QString &text, const QString &mergeKey, const std::function<void(Plan &)> &change,
              bool layoutOnly = false);

    /// Replaces the plan without an undo step (commands use it).
    void setPlan(const Plan &plan, bool layoutOnly = false);

signals:
    void planChanged();
    /// Only positions changed: views move items, nothing else needs updating.
    void layoutChanged();
    void resultChanged();

private:
    void recompute();

    const Catalog &m_catalog;
    Plan m_plan;
    Result m_result;
    QString m_error;
    QUndoStack m_undo;
    QString m_fileName;
};

} // namespace cp::ui
