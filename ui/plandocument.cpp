// PlanDocument: value, undo stack and the recomputation that follows every edit.
#include "plandocument.h"

#include "editcommand.h"
#include "planio.h"
#include "planner.h"

#include <QFile>

namespace cp::ui {

PlanDocument::PlanDocument(const Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
{
    m_plan.model.preset.clear();
    recompute();
}

bool PlanDocument::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(path, f.errorString());
        return false;
    }
    if (f.size() > 64 * 1024 * 1024) {
        if (error)
            *error = tr("%1 is larger than 64 MB.").arg(path);
        return false;
    }
    const QByteArray data = f.readAll();
    Plan plan;
    if (auto e = applyProjectJson(plan, data.toStdString(), m_catalog)) {
        if (error)
            *error = tr("%1: %2: %3")
                         .arg(path, QString::fromStdString(e->field),
                              QString::fromStdString(e->message));
        return false;
    }
    m_fileName = path;
    m_undo.clear();
    setPlan(plan);
    return true;
}

void PlanDocument::edit(const QString &text, const QString &mergeKey,
                        const std::function<void(Plan &)> &change, bool layoutOnly)
{
    Plan after = m_plan;
    change(after);
    m_undo.push(new EditCommand(this, text, mergeKey, m_plan, after, layoutOnly));
}

void PlanDocument::setPlan(const Plan &plan, bool layoutOnly)
{
    m_plan = plan;
    if (layoutOnly) {
        emit layoutChanged();
        return;
    }
    emit planChanged();
    recompute();
}

void PlanDocument::recompute()
{
    Result r;
    if (auto e = evaluate(m_plan, m_catalog, r)) {
        m_error = QStringLiteral("%1: %2").arg(QString::fromStdString(e->field),
                                               QString::fromStdString(e->message));
    } else {
        m_error.clear();
        m_result = std::move(r);
    }
    emit resultChanged();
}

} // namespace cp::ui
