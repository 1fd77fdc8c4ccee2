// SPDX-License-Identifier: GPL-3.0-or-later
// "What does this budget buy?": the recommender run off the UI thread, with progress and
// cancel, showing the entry, advanced and flagship tiers with why each was chosen and its
// main risk; a tier goes onto the canvas, or into a new scenario, as one undoable step.
#pragma once

#include "analysis/recommend.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QDoubleSpinBox;
class QSplitter;
class QTableWidget;
class QThread;

namespace cp::ui {

class PlanDocument;

class RecommendDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit RecommendDialog(PlanDocument *doc, QWidget *parent = nullptr);
    ~RecommendDialog() override;

    /// Starts a search with the constraints shown, for the plan on the canvas.
    void search();
    /// Stops a running search (its partial result is dropped).
    void cancel();
    bool running() const { return m_thread != nullptr; }
    /// The last finished search (empty before the first).
    const Recommendation &recommendation() const { return m_rec; }
    /// Puts tier `row` of the table on the canvas: its accelerator, node template, GPU count
    /// and fabric, drawn in the standard layout. One undo step.
    bool applyTier(int row);
    /// Adds tier `row` as a new scenario (named after the tier) and shows it.
    bool addTierAsScenario(int row);
    QTableWidget *table() const { return m_table; }
    /// The limits of the search (accelerators, GPUs, nodes, power): folded away to zero
    /// height on a short screen once there are tiers.
    int limitsHeight() const;
    QPushButton *showLimitsButton() const { return m_showLimits; }
    QLabel *status() const { return m_status; }
    QSpinBox *maxGpus() const { return m_maxGpus; }
    QListWidget *accelerators() const { return m_gpus; }

signals:
    /// A search finished (not when it was cancelled).
    void finished();

protected:
    void closeEvent(QCloseEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    /// Below this height (logical pixels) the limits fold away once tiers are found.
    static constexpr int kShortDialogHeight = 560;
    QHBoxLayout *buildConstraints();
    void foldLimitsWhenShort();
    /// "Show limits" / "Hide limits" stands beside Search where the limits fold.
    void updateLimitsButton();
    /// Unfolds the limits to their height, or folds them away.
    void showLimits(bool shown);
    void fitColumns();
    void showResult();
    void setBusy(bool busy);
    Plan tierPlan(int row) const;
    /// "Advanced: 64 x NVIDIA H100 SXM5 80GB": the name a tier's scenario takes.
    QString tierScenarioName(int row) const;

    PlanDocument *m_doc;
    QListWidget *m_gpus;
    QSpinBox *m_maxGpus, *m_maxNodes;
    QDoubleSpinBox *m_rackPower;
    QLabel *m_constraints, *m_status;
    QProgressBar *m_progress;
    QPushButton *m_search, *m_cancel, *m_apply, *m_addScenario, *m_showLimits;
    /// The user brought the folded limits back: a resize keeps them.
    bool m_limitsShown = false;
    QTableWidget *m_table;
    QSplitter *m_split;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    Recommendation m_rec;
    Plan m_searchedFor; // the plan the result belongs to
    double m_elapsed = 0;
};

} // namespace cp::ui
