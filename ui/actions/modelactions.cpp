// SPDX-License-Identifier: GPL-3.0-or-later
// ModelActions: the file dialog and the dimension editor on the window, the document
// underneath; reading config.json is core's (core/io/modelconfig.h).
#include "actions/modelactions.h"

#include "model/catalog.h"
#include "io/modelconfig.h"
#include "dialogs/modeldialog.h"
#include "document/plandocument.h"
#include "io/safefile.h"
#include "report/translation.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>

namespace cp::ui {

namespace {

/// A config.json is a few kilobytes; anything past this is not one.
constexpr qint64 kMaxConfigBytes = 4 << 20;

} // namespace

ModelActions::ModelActions(PlanDocument *doc, QWidget *window)
    : QObject(window)
    , m_doc(doc)
    , m_window(window)
{
    m_import = new QAction(this);
    m_edit = new QAction(this);
    connect(m_import, &QAction::triggered, this, &ModelActions::chooseFile);
    connect(m_edit, &QAction::triggered, this, [this] { editModel(); });
    retranslate();
}

void ModelActions::retranslate()
{
    m_import->setText(tr("&Import config.json..."));
    m_import->setToolTip(tr("A model's own dimensions from its Hugging Face config.json "
                            "(Llama, Qwen, Mistral, Mixtral, DeepSeek-V3, GPT-2, BERT ...)."));
    m_edit->setText(tr("Edit &dimensions..."));
    m_edit->setToolTip(tr("The model's layers, widths, heads and experts, counted as you type."));
}

void ModelActions::createMenu(QMenuBar *bar)
{
    QMenu *workload = bar->addMenu(tr("&Workload"));
    QMenu *model = workload->addMenu(tr("&Model"));
    model->addAction(m_import);
    model->addAction(m_edit);
}

std::optional<QString> ModelActions::readConfig(const QString &path, ModelSpec &model) const
{
    // Read as every input is (core/io/safefile.h): a FIFO froze the window and a file that
    // never ends grew until the app crashed.
    const QString name = QFileInfo(path).fileName();
    QByteArray text;
    if (auto problem = readInputFile(path, text, kMaxConfigBytes))
        return tr("Cannot read %1: it %2").arg(name, *problem);
    ModelSpec read = m_doc->plan().model;
    if (auto e = readModelConfig(text.toStdString(), {}, read))
        return tr("%1: %2: %3")
            .arg(name, QString::fromStdString(e->field), QString::fromStdString(e->message));
    model = read;
    return std::nullopt;
}

ModelDialog *ModelActions::dialog() const
{
    return m_dialog;
}

void ModelActions::chooseFile()
{
    QString start = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    if (!QFileInfo(start).isDir()) start = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import config.json"), start,
                                                      tr("Model configuration (*.json)"));
    if (!path.isEmpty()) importFile(path);
}

void ModelActions::importFile(const QString &path)
{
    ModelSpec model;
    if (auto e = readConfig(path, model)) {
        QMessageBox::warning(m_window, tr("Import config.json"), *e);
        return;
    }
    editModel(model);
}

void ModelActions::editModel(const std::optional<ModelSpec> &model)
{
    if (m_dialog) m_dialog->close();
    Plan plan = m_doc->plan();
    if (model) {
        plan.model = *model;
    } else if (plan.model.name.empty()) {
        // A preset edited becomes a custom model that keeps the preset's name to start from.
        if (const ModelPreset *p = m_doc->catalog().model(plan.model.preset))
            plan.model.name = catalogName(p->name).toStdString();
    }
    auto *dialog = new ModelDialog(*m_doc, plan, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ModelSpec m = dialog->model();
        m_doc->edit(tr("Change model dimensions"), [&](Plan &p) { p.model = m; });
    });
    dialog->open();
}

} // namespace cp::ui
