// Properties of the element selected on the canvas: GPU count and model, host CPU cores
// and RAM, rack power budget, storage tier and units, switch fabric and role.
#pragma once

#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;

namespace cp::ui {

class PlanDocument;

class PropertiesPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PropertiesPanel(PlanDocument *doc, QWidget *parent = nullptr);

    /// Shows the element with this id (a node or a switch), or a hint when empty.
    void setElement(const QString &id);
    const QString &element() const { return m_id; }

private:
    void rebuild();
    void refresh();

    PlanDocument *m_doc;
    QString m_id;
    QString m_builtFor;                   // the element the form was built for
    QFormLayout *m_form;
    QLabel *m_hint;
    std::vector<std::function<void()>> m_refreshers;
};

} // namespace cp::ui
