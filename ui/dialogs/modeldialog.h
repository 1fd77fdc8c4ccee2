// SPDX-License-Identifier: GPL-3.0-or-later
// Workload > Model > Edit dimensions: the model's own dimensions, dense or mixture of
// experts, with latent attention where it has it, checked and counted as they are typed.
#pragma once

#include "model/plan.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cp::ui {

class PlanDocument;

class ModelDialog final : public QDialog
{
    Q_OBJECT
public:
    /// Starts from `plan`'s model (a preset's dimensions become a custom model's); `doc`
    /// checks the dimensions as the planner reads them.
    ModelDialog(const PlanDocument &doc, const Plan &plan, QWidget *parent = nullptr);

    /// Shows `model`'s dimensions in the fields (an imported config.json, say).
    void setModel(const ModelSpec &model);
    /// The model as entered: a custom model (no preset) named as the name field says.
    ModelSpec model() const;
    /// The counts line under the form, or why the dimensions cannot make a model.
    QString summary() const;
    bool acceptable() const;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *field(const char *key) const;
    QGroupBox *expertsGroup() const { return m_experts; }

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    QSpinBox *addField(QFormLayout *form, const char *key, const QString &label,
                       const QString &tip, int min, int max, const QString &zeroText = {});
    void update();

    const PlanDocument &m_doc;
    Plan m_plan; // the rest of the plan, for the checks a model needs (workload, family)
    QLineEdit *m_name = nullptr;
    QComboBox *m_family = nullptr;
    QCheckBox *m_gated = nullptr, *m_tied = nullptr;
    QGroupBox *m_experts = nullptr, *m_latent = nullptr;
    std::vector<std::pair<const char *, QSpinBox *>> m_fields;
    QLabel *m_summary = nullptr;
    /// The transformer beside its experts and latent attention, or above them where the
    /// dialog is narrower than both side by side (a laptop at 200 %).
    QBoxLayout *m_columns = nullptr;
    QWidget *m_general = nullptr, *m_side = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_ok = false;
};

} // namespace cp::ui
