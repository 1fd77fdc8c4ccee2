// Properties of the element selected on the canvas: GPU count and model, host CPU cores
// and RAM, the node's NICs per link, rack power budget, storage tier, units, capacity and
// bandwidth, switch fabric and role, and a link's ports and NIC fabric.
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
    /// Shows the link between two elements (its ports and NIC fabric).
    void setLink(const QString &a, const QString &b);
    QPair<QString, QString> link() const { return {m_linkA, m_linkB}; }

private:
    void rebuild();
    void refresh();

    PlanDocument *m_doc;
    QString m_id;
    QString m_linkA, m_linkB; // the selected link, when m_id is empty
    QString m_builtFor;       // the element the form was built for
    QFormLayout *m_form;
    QLabel *m_hint;
    std::vector<std::function<void()>> m_refreshers;
};

} // namespace cp::ui
