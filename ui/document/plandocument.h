// SPDX-License-Identifier: GPL-3.0-or-later
// The open project: owns the plan, the project details and the undo stack, recomputes the
// result on every change and tells views what changed. Edits arrive only as commands
// (editcommand.h). Files are read through core's readProject and written atomically.
#pragma once

#include "model/analysisresult.h"
#include "model/catalog.h"
#include "document/editcommand.h"
#include "io/filewriter.h"
#include "model/project.h"
#include "report/projectreport.h"
#include "report/report.h"
#include "model/result.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>

namespace cp::ui {

class PlanDocument final : public QObject
{
    Q_OBJECT
public:
    explicit PlanDocument(const Catalog &catalog, QObject *parent = nullptr);

    const Catalog &catalog() const { return m_catalog; }
    const Plan &plan() const { return m_project.plan(); }
    const ProjectInfo &info() const { return m_project.info; }
    const Project &project() const { return m_project; }
    /// The shown scenario's result (its last one while it cannot be evaluated: error()).
    const Result &result() const { return m_result; }
    /// The shown scenario's result worded in the current language: what every view prints
    /// (core/report/report.h); projectReport().described().report while it evaluates.
    const Report &report() const;
    /// The whole project as every view and document lays it out (core's evaluateProject):
    /// each scenario evaluated and worded, the recommendation, the shown scenario's fits,
    /// trial, owned-plus-cloud split, drawing and scaling curve. In `language` (the app's
    /// when empty); made again, one changed scenario at a time, after every edit.
    const ProjectReport &projectReport(const QString &language = {}) const;
    /// The cloud-vs-buy view of the shown scenario: its cluster serving `demand` (GPUs in
    /// use each month) in every pricing mode at `utilization`, and the cheapest way of paying
    /// for it (core's pricingOverTime and cheapestWay).
    std::optional<PlanError> pricingOverTime(double utilization, const std::vector<double> &demand,
                                             PricingOverTime &out, CheapestWay &cheapest) const;
    /// The shown scenario re-evaluated at the ends of the inputs a planner is least sure of
    /// (core's sensitivity).
    std::optional<PlanError> sensitivity(Sensitivity &out) const;
    /// A plan a dialog composes before it is applied (a trial to calibrate from), evaluated
    /// as the document evaluates its scenarios.
    std::optional<PlanError> evaluateDraft(const Plan &plan, Result &out) const;
    /// The parameters of a model being edited, checked as the planner reads them.
    std::optional<PlanError> countModel(const Plan &plan, ModelCounts &out) const;
    /// The canvas drawing of a plan given without one (a recommended tier): the standard
    /// layout of its nodes and fabric.
    std::optional<PlanError> standardDrawing(const Plan &plan, Topology &out) const;
    /// Empty when the plan evaluates; otherwise why it cannot be evaluated.
    const QString &error() const { return m_error; }
    QUndoStack *undoStack() { return &m_undo; }
    /// The file the project is saved to; empty for a new (untitled) project.
    const QString &fileName() const { return m_fileName; }
    /// Unsaved changes since the last save or open: the project differs from what the file
    /// holds in more than the scenario it shows (switching scenarios is undoable but loses
    /// no work), or it was restored from a recovery file.
    bool isModified() const { return m_modified; }
    /// The project's file holds something else than this document opened or last saved
    /// there: another window or program wrote it since (or removed it).
    bool changedOnDisk() const;
    /// SHA-256 of the project's file as this document opened or last saved it; empty when
    /// it has none. A recovery file keeps it, so a restored project still knows.
    const QByteArray &diskDigest() const { return m_diskDigest; }

    /// Reads a project file. On error nothing changes (plan, file name, undo history) and
    /// the message names the file and the field. A template (a bundled sample) opens as an
    /// untitled copy, so saving never writes into the application's resources.
    bool load(const QString &path, QString *error, bool asTemplate = false);
    /// Replaces the project by one read from `text`, as if opened from `fileName` when its
    /// digest was `diskDigest` (diskDigest()), with unsaved changes (restoring a recovery
    /// file): a save then asks if another window has written the file since.
    bool restore(const QByteArray &text, const QString &fileName, const QByteArray &diskDigest,
                 QString *error);
    /// Writes the project to `path` atomically (writeFileAtomically: a failed or interrupted
    /// save, a full disk included, leaves the old file as it was). On success the file
    /// becomes the document's.
    bool save(const QString &path, QString *error);
    /// The project as file text (what save writes).
    QByteArray serialize() const;
    /// A new untitled project: a 7B model on one 8-GPU node, no topology.
    void newProject();

    /// Pushes one undoable edit, unless it changes nothing or would grow a scenario past
    /// what the canvas draws (core's kMaxCanvasElements and kMaxCanvasLinks: editRefused()
    /// says why); then it returns false and nothing changes. Edits of one gesture on one
    /// target merge (a drag, typing in one field): one undo step.
    /// A layout-only edit (positions on the canvas) changes nothing the planner reads, so
    /// the result is kept instead of recomputed.
    bool edit(const QString &text, const std::function<void(Plan &)> &change, Merge merge = {},
              bool layoutOnly = false);
    /// One undoable edit of the project details (nothing to recompute).
    void editInfo(const QString &text, const std::function<void(ProjectInfo &)> &change);

    /// Scenarios, each change one undoable step. The name shown for a scenario: its own, or
    /// "Scenario N" when it has none.
    QString scenarioName(int index) const;
    int scenarioCount() const { return int(m_project.scenarios.size()); }
    int activeScenario() const { return m_project.active; }
    /// Appends a scenario (its name made unique) and shows it, or keeps the scenario shown
    /// (a tier added to compare: a following "Apply to canvas" must not overwrite it).
    /// False when the project already holds kMaxScenarios.
    enum class Show { Added, Current };
    bool addScenario(const QString &name, const Plan &plan, Show show = Show::Added);
    void setActiveScenario(int index);
    /// False (and nothing changes) when another scenario has the name.
    bool renameScenario(int index, const QString &name);
    /// Replaces the shown scenario's plan and renames it (made unique as addScenario does),
    /// in one undoable step: what was applied is what the scenario is called.
    void replaceActiveScenario(const QString &text, const QString &name, const Plan &plan);
    /// Removes a scenario; the last one is never removed.
    void removeScenario(int index);

    /// Replaces the project without an undo step (commands use it).
    void setProject(const Project &project, bool layoutOnly = false);

    /// Where saves write their bytes: the file system unless replaced (a test's full disk).
    void setFileWriter(std::shared_ptr<const FileWriter> writer) { m_writer = std::move(writer); }

signals:
    void planChanged();
    /// Only positions changed: views move items, nothing else needs updating.
    void layoutChanged();
    void resultChanged();
    void infoChanged();
    /// The scenarios' names, their number or the active one changed.
    void scenariosChanged();
    /// The file name changed (open, save as, new).
    void fileNameChanged();
    /// isModified() changed: an edit, an undo back to the file's state, a save.
    void modifiedChanged(bool modified);
    /// An edit was refused before it happened (it would grow a scenario past what the
    /// canvas draws); `reason` says so, in the current language.
    void editRefused(const QString &reason);

private:
    void recompute();
    /// Evaluates the project again into m_projectReport (the changed scenarios only).
    void refreshReport() const;
    /// `name`, or "name (2)" ... when a scenario other than `except` has it.
    QString uniqueScenarioName(const QString &name, int except = -1) const;
    void replace(Project project, const QString &fileName);
    /// Compares the project with m_onDisk and emits modifiedChanged() when that changes.
    void updateModified();
    /// Pushes the edit from the project to `after` as one command, unless a scenario of
    /// `after` grows past what the canvas draws: then editRefused() and false.
    bool push(const QString &text, Merge merge, const Project &after, bool layoutOnly);

    const Catalog &m_catalog;
    Project m_project;
    std::optional<Project> m_onDisk; // as opened or last saved; none when restored
    bool m_modified = false;
    Result m_result;
    mutable ProjectReport m_projectReport; // in the app's language
    mutable std::optional<ProjectReport> m_otherLanguage; // a document's other language
    mutable Project m_reported; // the project m_projectReport was evaluated for
    mutable bool m_reportStale = true; // the project changed since m_projectReport
    mutable Report m_lastReport; // the shown scenario's last report that evaluated
    QString m_error;
    QUndoStack m_undo;
    QString m_fileName;
    QByteArray m_diskDigest; ///< SHA-256 of the file as opened or last saved; empty if none
    std::shared_ptr<const FileWriter> m_writer = std::make_shared<FileWriter>();
};

} // namespace cp::ui
