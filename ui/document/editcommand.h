// SPDX-License-Identifier: GPL-3.0-or-later
// One generic undoable edit of the project: before and after values, merging repeated edits
// of the same thing (a drag, typing in one field) into one undo step.
#pragma once

#include "model/project.h"

#include <QUndoCommand>

namespace cp::ui {

class PlanDocument;

/// The gestures whose successive edits merge into one undo step; QUndoCommand::id().
enum class MergeId {
    None = -1,
    Move = 1,        ///< one drag of a selection on the canvas
    NodeProperty,    ///< one field of one element in the properties panel
    LinkProperty,    ///< one field of one link in the properties panel
    WorkloadField,   ///< one field of the workload panel
    DatasetSize,     ///< the dataset size and its unit
    ShowScenario,    ///< switching between scenarios
};

/// What an edit merges with: the same gesture on the same target (an element id, a field,
/// a drag's serial number). Never translated text.
struct Merge
{
    MergeId id = MergeId::None;
    QString target;
};

class EditCommand final : public QUndoCommand
{
public:
    EditCommand(PlanDocument *doc, const QString &text, Merge merge, Project before,
                Project after, bool layoutOnly);

    void undo() override;
    void redo() override;
    int id() const override { return int(m_merge.id); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    PlanDocument *m_doc;
    Merge m_merge;
    Project m_before, m_after;
    bool m_layoutOnly;
};

} // namespace cp::ui
