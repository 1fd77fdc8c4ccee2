// SPDX-License-Identifier: GPL-3.0-or-later
// The workload panel: workload, model, dataset, hardware, parallelism, precision, pricing,
// budget and deadline. Every edit becomes one undoable command on the document.
#pragma once

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QToolButton;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace cp {
struct Plan;
}

namespace cp::ui {

class PlanDocument;

class WorkloadPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadPanel(PlanDocument *doc, QWidget *parent = nullptr);

    /// The dataset field, exposed for tests of input validation.
    QLineEdit *datasetEdit() const { return m_dataset; }
    QLabel *messageLabel() const { return m_message; }
    /// The Model row's buttons: Workload > Model's import and edit actions.
    void setModelActions(QAction *importConfig, QAction *editDimensions);
    /// The model chooser (a custom model shows as its own first entry).
    QComboBox *modelBox() const { return m_model; }
    /// The negotiated discounts' button (it opens DiscountDialog and says what they are).
    QPushButton *discountsButton() const { return m_discounts; }
    /// Shows or hides the internal figures (the discounts): hidden in presentation mode.
    void setShowsInternalFigures(bool on);

private:
    // The panel's groups of fields, in the order they are shown.
    void addWorkloadFields(QVBoxLayout *outer);
    void addHardwareFields(QVBoxLayout *outer);
    void addParallelismFields(QVBoxLayout *outer);
    void addCostFields(QVBoxLayout *outer);
    QComboBox *addCombo(QFormLayout *form, const QString &label, const QString &tip,
                        const std::vector<std::pair<QString, QString>> &items,
                        std::function<QString(const Plan &)> get,
                        std::function<void(Plan &, const QString &)> set);
    /// A combo box over an enum's values (`values`), each stored by its file name (`name`,
    /// read back by `parse`) and shown in words (`text`), tied to the plan's `member`.
    template<typename E, std::size_t N>
    void addEnumCombo(QFormLayout *form, const QString &label, const QString &tip,
                      const E (&values)[N], const char *(*name)(E), QString (*text)(E),
                      std::optional<E> (*parse)(const std::string &), E Plan::*member);
    /// A typed field for the plan key `key` ("seq-len", "tp": docs/cli.md's names).
    QSpinBox *addSpin(QFormLayout *form, const char *key, const QString &label,
                      const QString &tip, int min, int max, const QString &autoText,
                      std::function<int(const Plan &)> get, std::function<void(Plan &, int)> set);
    QDoubleSpinBox *addDouble(QFormLayout *form, const char *key, const QString &label,
                              const QString &tip, double min, double max, int decimals,
                              const QString &suffix, std::function<double(const Plan &)> get,
                              std::function<void(Plan &, double)> set);
    /// Puts a typed field into its form row and ties it to the plan: each value it takes is
    /// an edit, the values typed into one field (named by its plan key) merged into one undo
    /// step, and the plan's value shows in it on every change.
    template<typename Spin, typename Value>
    void bindSpin(QFormLayout *form, const char *key, const QString &label, Spin *spin,
                  std::function<Value(const Plan &)> get, std::function<void(Plan &, Value)> set);
    void applyDataset();
    void refresh();

    PlanDocument *m_doc;
    QLineEdit *m_dataset = nullptr;
    QComboBox *m_datasetUnit = nullptr;
    QLabel *m_message = nullptr;
    QComboBox *m_model = nullptr;
    QPushButton *m_discounts = nullptr;
    QFormLayout *m_costForm = nullptr;
    QToolButton *m_importButton = nullptr, *m_editButton = nullptr;
    std::vector<std::function<void()>> m_refreshers;
    bool m_refreshing = false;
};

} // namespace cp::ui
