// SPDX-License-Identifier: GPL-3.0-or-later
// Properties of the element selected on the canvas: GPU count and model, host CPU cores
// and RAM, the node's NICs per link, rack power budget, storage tier, units, capacity and
// bandwidth, switch fabric and role, and a link's ports and NIC fabric.
#pragma once

#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;

namespace cp {
struct TopoLink;
struct TopoNode;
struct TopoSwitch;
} // namespace cp

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
    // The form of each kind of element.
    void buildLinkForm(const TopoLink &link);
    void buildNodeForm(const TopoNode &node);
    void buildSwitchForm();
    // A row of the form: its field, the edit it makes, and the refresher that shows the
    // current value.
    void addNodeSpin(const char *key, const QString &label, const QString &tip, int min, int max,
                     const QString &special, std::function<int(const TopoNode &)> get,
                     std::function<void(TopoNode &, int)> set);
    /// A field in a unit of its own ("kW" where the node keeps W), its lowest value the
    /// special text.
    void addNodeDoubleSpin(const char *key, const QString &label, const QString &tip, double max,
                           const QString &suffix, const QString &special,
                           std::function<double(const TopoNode &)> get,
                           std::function<void(TopoNode &, double)> set);
    void addCombo(const QString &label, const std::vector<std::pair<QString, QString>> &items,
                  std::function<QString()> get, std::function<void(const QString &)> set);
    void addPortsSpin(const QString &label, const QString &tip, const std::string &a,
                      const std::string &b);
    // Edits of the shown element. A field typed into merges its successive values into one
    // undo step, named by the element and the field's key in the project file ("gpu01",
    // "cpu_cores"); a choice does not merge.
    void editNode(const QString &what, const std::function<void(TopoNode &)> &f,
                  const char *typedField = nullptr);
    void editLink(const std::string &a, const std::string &b, const QString &what,
                  const std::function<void(TopoLink &)> &f, bool typed);
    void editSwitch(const QString &what, const std::function<void(TopoSwitch &)> &f);
    // The shown element in the document's plan now, or null.
    const TopoNode *nodeNow() const;
    const TopoSwitch *switchNow() const;
    const TopoLink *linkNow() const;

    PlanDocument *m_doc;
    QString m_id;
    QString m_linkA, m_linkB; // the selected link, when m_id is empty
    QString m_builtFor;       // the element the form was built for
    QFormLayout *m_form;
    QLabel *m_hint;
    std::vector<std::function<void()>> m_refreshers;
};

} // namespace cp::ui
