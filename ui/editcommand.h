// One generic undoable edit of the project: before and after values, merging repeated edits
// of the same thing (a drag, typing in one field) into one undo step.
#pragma once

#include "project.h"

#include <QUndoCommand>

namespace cp::ui {

class PlanDocument;

class EditCommand final : public QUndoCommand
{
public:
    EditCommand(PlanDocument *doc, const QString &text, const QString &mergeKey, Project before,
                Project after, bool layoutOnly);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey.isEmpty() ? -1 : kMergeId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    static constexpr int kMergeId = 1;
    PlanDocument *m_doc;
    QString m_mergeKey;
    Project m_before, m_after;
    bool m_layoutOnly;
};

} // namespace cp::ui
