// SPDX-License-Identifier: GPL-3.0-or-later
// EditCommand: swaps whole project values, which are small and cheap to copy.
#include "document/editcommand.h"

#include "document/plandocument.h"

namespace cp::ui {

EditCommand::EditCommand(PlanDocument *doc, const QString &text, Merge merge, Project before,
                         Project after, bool layoutOnly)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_merge(std::move(merge))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_layoutOnly(layoutOnly)
{}

void EditCommand::undo() { m_doc->setProject(m_before, m_layoutOnly); }

void EditCommand::redo() { m_doc->setProject(m_after, m_layoutOnly); }

bool EditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditCommand *>(other);
    if (o->m_merge.target != m_merge.target || o->m_layoutOnly != m_layoutOnly)
        return false;
    m_after = o->m_after;
    // Back where it started (typed back, dragged home): the gesture changed nothing.
    setObsolete(m_after == m_before);
    return true;
}

} // namespace cp::ui
