// EditCommand: swaps whole project values, which are small and cheap to copy.
#include "editcommand.h"

#include "plandocument.h"

namespace cp::ui {

EditCommand::EditCommand(PlanDocument *doc, const QString &text, const QString &mergeKey,
                         Project before, Project after, bool layoutOnly)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_mergeKey(mergeKey)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_layoutOnly(layoutOnly)
{}

void EditCommand::undo() { m_doc->setProject(m_before, m_layoutOnly); }

void EditCommand::redo() { m_doc->setProject(m_after, m_layoutOnly); }

bool EditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditCommand *>(other);
    if (o->m_mergeKey != m_mergeKey || o->m_layoutOnly != m_layoutOnly)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace cp::ui
