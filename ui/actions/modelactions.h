// SPDX-License-Identifier: GPL-3.0-or-later
// The Workload menu's Model entries: import a model's config.json, and edit the model's
// dimensions. Either ends in the dimension editor; applying it is one undoable edit.
#pragma once

#include "model/plan.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QMenuBar;
class QWidget;

namespace cp::ui {

class ModelDialog;
class PlanDocument;

class ModelActions final : public QObject
{
    Q_OBJECT
public:
    ModelActions(PlanDocument *doc, QWidget *window);

    /// Adds the Workload menu (again after the bar is cleared for a new language).
    void createMenu(QMenuBar *bar);
    /// The texts in the current language.
    void retranslate();

    QAction *importAction() const { return m_import; }
    QAction *editAction() const { return m_edit; }

    /// Reads a config.json into a model (the plan's sequence length kept); the error names
    /// the file and the key it could not map.
    std::optional<QString> readConfig(const QString &path, ModelSpec &model) const;
    /// Imports `path`: its dimensions open in the editor, or an error says why not.
    void importFile(const QString &path);
    /// Opens the dimension editor on `model` (the plan's when none is given).
    void editModel(const std::optional<ModelSpec> &model = std::nullopt);
    /// The open editor, if any (tests drive it).
    ModelDialog *dialog() const;

private:
    void chooseFile();

    PlanDocument *m_doc;
    QWidget *m_window;
    QAction *m_import = nullptr, *m_edit = nullptr;
    QPointer<ModelDialog> m_dialog;
};

} // namespace cp::ui
