// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario > Calibrate from a trial run: the measured throughput (and peak memory) of a
// small trial of the plan's configuration, applied as one undoable edit.
#pragma once

#include "model/plan.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cp::ui {

class PlanDocument;

class TrialDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TrialDialog(PlanDocument *doc, QWidget *parent = nullptr);

    /// The trial as entered (gpus 0 when the form cannot make one).
    TrialRun trial() const;
    /// What the calibration would do, or why it cannot: the line under the form.
    QString preview() const;

    QSpinBox *gpusBox() const { return m_gpus; }
    QDoubleSpinBox *throughputBox() const { return m_tokens; }
    QDoubleSpinBox *memoryBox() const { return m_memory; }
    QCheckBox *memoryCheck() const { return m_hasMemory; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *pasteButton() const { return m_paste; }
    /// Fills the fields from trial.sh's output (readTrialLine); false, with the reason under
    /// the form, when the text has no line of --trial-* flags that reads.
    bool pasteTrialOutput(const QString &text);

private:
    void updatePreview();
    void apply();
    void removeCalibration();

    PlanDocument *m_doc;
    QSpinBox *m_gpus;
    QDoubleSpinBox *m_tokens;
    QCheckBox *m_hasMemory;
    QDoubleSpinBox *m_memory;
    // The model's own figures the boxes start at, unrounded, and the rounded values shown:
    // a box left as it was calibrates with the exact figure, so it changes nothing.
    double m_tokensExact = 0, m_tokensShown = 0, m_memoryExact = 0, m_memoryShown = 0;
    QLabel *m_preview;
    QPushButton *m_apply;
    QPushButton *m_remove;
    QPushButton *m_paste;
    bool m_ok = false;
};

} // namespace cp::ui
