// SPDX-License-Identifier: GPL-3.0-or-later
// Workload > Model on the offscreen platform: a config.json imported opens the dimension
// editor with its dimensions and the published counts, applying it is one undo step that
// the project keeps, a bad file is refused naming its key with the plan untouched, and the
// model chooser shows the custom model by its name.
#include "apptestutil.h"
#include "report/format.h"
#include "actions/modelactions.h"
#include "dialogs/modeldialog.h"
#include "document/preferences.h"
#include "io/projectreader.h"
#include "io/planio.h"
#include "panels/findingsmodel.h"
#include "panels/workloadpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QGroupBox>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QElapsedTimer>
#include <QTimer>

#include <chrono>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cp;
using namespace cp::ui;

class TestModelEditor : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void importedMoeConfigIsOneUndoStep();
    void badConfigIsRefusedNamingTheKey();
    void specialFilesAreRefusedAtOnce();
    void editingAPresetKeepsItsNameAndCountsAsTyped();
    void menuReachesTheActions();
    void badExpertParallelismShowsInTheFindings();
    void aNarrowDialogStacksItsColumns();

private:
    QString writeConfig(const QByteArray &text);

    cp::test::IsolatedHome m_home;
    std::unique_ptr<cp::test::AppWindow> m_app;
    PlanDocument *m_doc = nullptr;
    MainWindow *m_win = nullptr;
};

namespace {

// DeepSeek-V3's config.json, the keys that matter (deepseek-ai/DeepSeek-V3).
const QByteArray kDeepSeekV3 = R"({"model_type": "deepseek_v3", "hidden_size": 7168,
    "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_hidden_layers": 61,
    "first_k_dense_replace": 3, "n_routed_experts": 256, "n_shared_experts": 1,
    "num_experts_per_tok": 8, "num_attention_heads": 128, "num_key_value_heads": 128,
    "q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
    "qk_rope_head_dim": 64, "v_head_dim": 128, "vocab_size": 129280,
    "tie_word_embeddings": false, "_name_or_path": "deepseek-ai/DeepSeek-V3"})";

} // namespace

void TestModelEditor::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY(installTranslations(cp::test::testLanguage()));
}

void TestModelEditor::init()
{
    m_app = std::make_unique<cp::test::AppWindow>();
    m_doc = m_app->document();
    m_win = m_app->window();
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-70b-pretrain-h100.cpplan"), true));
}

void TestModelEditor::cleanup()
{
    m_app.reset();
}

QString TestModelEditor::writeConfig(const QByteArray &text)
{
    const QString path = m_home.filePath(QStringLiteral("config.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(text);
    return path;
}

void TestModelEditor::importedMoeConfigIsOneUndoStep()
{
    const Plan before = m_doc->plan();
    const int steps = m_doc->undoStack()->index();
    ModelActions *actions = m_win->modelActions();
    actions->importFile(writeConfig(kDeepSeekV3));
    ModelDialog *dialog = actions->dialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Nothing changes before Apply.
    QCOMPARE(m_doc->undoStack()->index(), steps);
    QCOMPARE(dialog->field("experts")->value(), 256);
    QCOMPARE(dialog->field("kv-lora-rank")->value(), 512);
    QVERIFY(dialog->expertsGroup()->isChecked());
    // The model as its repository names it, without the organisation.
    QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("DeepSeek-V3"));
    QVERIFY(dialog->acceptable());
    // "671 B parameters, 37.6 B active per token" (or the Chinese scale words): the report's
    // 671B and 37B.
    const QString lang = currentLanguage();
    QVERIFY2(dialog->summary().contains(formatCount(671026404352.0, lang)),
             qPrintable(dialog->summary()));
    dialog->nameEdit()->setText(QStringLiteral("Ocean-MoE"));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(m_doc->undoStack()->index(), steps + 1);
    const ModelSpec &m = m_doc->plan().model;
    QVERIFY(m.preset.empty());
    QCOMPARE(m.name, std::string("Ocean-MoE"));
    QCOMPARE(m.experts, 256);
    QCOMPARE(m.denseLayers, 3);
    QCOMPARE(m.seqLen, before.model.seqLen); // the plan's sequence length is kept
    QCOMPARE(m_doc->result().activeParams < m_doc->result().params / 10, true);
    // The chooser shows the custom model by its name.
    QComboBox *box = m_win->workloadPanel()->modelBox();
    QVERIFY2(box->currentText().contains(QStringLiteral("Ocean-MoE")), qPrintable(box->currentText()));
    // Saved and opened: the dimensions, not the file.
    Project reread;
    QVERIFY(!readProject(m_doc->serialize().toStdString(), builtinCatalog(), reread));
    QCOMPARE(reread.plan().model, m_doc->plan().model);
    // One undo brings the preset back, and the chooser with it.
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->plan().model, before.model);
    QCOMPARE(box->currentData().toString(), QString::fromStdString(before.model.preset));
}

void TestModelEditor::badConfigIsRefusedNamingTheKey()
{
    const Plan before = m_doc->plan();
    QString shown;
    QTimer::singleShot(0, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->close();
        }
    });
    // Experts every other layer cannot be planned: refused naming the key.
    m_win->modelActions()->importFile(writeConfig(R"({"model_type": "qwen3_moe",
        "hidden_size": 2048, "num_hidden_layers": 48, "num_attention_heads": 32,
        "moe_intermediate_size": 768, "num_experts": 128, "num_experts_per_tok": 8,
        "decoder_sparse_step": 2, "vocab_size": 151936})"));
    QVERIFY2(shown.contains(QStringLiteral("decoder_sparse_step")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("config.json")));
    QVERIFY(!m_win->modelActions()->dialog());
    QCOMPARE(m_doc->plan(), before);
}

void TestModelEditor::specialFilesAreRefusedAtOnce()
{
    // Import config.json read with a plain QFile: a FIFO froze the window until something
    // wrote to it, and a file that never ends grew until the app crashed. It is read as
    // every input is: a FIFO, a device or a folder is refused before it is opened.
    const QString fifo = m_home.filePath(QStringLiteral("pipe.json"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    // Something writes to the FIFO after 3 s, so that a reader that blocks fails the test
    // instead of hanging it.
    std::thread writer([path = QFile::encodeName(fifo)] {
        std::this_thread::sleep_for(std::chrono::seconds(3));
        const int fd = ::open(path.constData(), O_WRONLY | O_NONBLOCK);
        if (fd < 0) return; // nobody reading: refused at once
        [[maybe_unused]] const ssize_t n = ::write(fd, "{}", 2);
        ::close(fd);
    });
    const Plan before = m_doc->plan();
    ModelSpec model;
    QElapsedTimer clock;
    clock.start();
    const std::optional<QString> refused = m_win->modelActions()->readConfig(fifo, model);
    const qint64 ms = clock.elapsed();
    writer.join();
    QVERIFY(refused);
    QVERIFY2(refused->contains(QStringLiteral("pipe.json"))
                 && refused->contains(QCoreApplication::translate(
                     "Errors", "is a FIFO or socket, not a file")),
             qPrintable(*refused));
    QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
    const std::optional<QString> device
        = m_win->modelActions()->readConfig(QStringLiteral("/dev/zero"), model);
    QVERIFY(device);
    QVERIFY2(device->contains(QCoreApplication::translate("Errors", "is a device, not a file")),
             qPrintable(*device));
    QCOMPARE(m_doc->plan(), before);
}

void TestModelEditor::editingAPresetKeepsItsNameAndCountsAsTyped()
{
    ModelActions *actions = m_win->modelActions();
    actions->editModel();
    ModelDialog *dialog = actions->dialog();
    QVERIFY(dialog);
    QVERIFY(!dialog->nameEdit()->text().isEmpty()); // the preset's name to start from
    QVERIFY(!dialog->expertsGroup()->isChecked());
    const QString dense = dialog->summary();
    // Eight experts of the same width, two per token: four times the FFN weights, the
    // count updated as typed.
    dialog->expertsGroup()->setChecked(true);
    dialog->field("experts")->setValue(8);
    dialog->field("experts-per-token")->setValue(2);
    QVERIFY(dialog->acceptable());
    QVERIFY(dialog->summary() != dense);
    // A wrong value is named, and Apply is off until it is fixed.
    dialog->field("experts-per-token")->setValue(9);
    QVERIFY(!dialog->acceptable());
    // The field is marked and the message names the numbers, not the plan key.
    QVERIFY(!dialog->field("experts-per-token")->styleSheet().isEmpty());
    QVERIFY(dialog->field("experts")->styleSheet().isEmpty());
    QVERIFY2(dialog->summary().contains(QStringLiteral("9"))
                 && !dialog->summary().contains(QStringLiteral("experts-per-token")),
             qPrintable(dialog->summary()));
    auto *apply = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!apply->isEnabled());
    dialog->field("experts-per-token")->setValue(2);
    QVERIFY(apply->isEnabled());
    QVERIFY(dialog->field("experts-per-token")->styleSheet().isEmpty());
    apply->click();
    QCOMPARE(m_doc->plan().model.experts, 8);
    QVERIFY(m_doc->result().params > 3 * m_doc->result().activeParams / 2);
}

void TestModelEditor::menuReachesTheActions()
{
    // Workload > Model > Import config.json... and Edit dimensions...
    QMenu *model = nullptr;
    for (QAction *a : m_win->menuBar()->actions())
        if (a->menu())
            for (QAction *b : a->menu()->actions())
                if (b->menu() && b->menu()->actions().contains(m_win->modelActions()->importAction()))
                    model = b->menu();
    QVERIFY(model);
    QVERIFY(model->actions().contains(m_win->modelActions()->editAction()));
}

void TestModelEditor::badExpertParallelismShowsInTheFindings()
{
    // EP 3 on Mixtral's 8 experts cannot be evaluated: the findings list says so, with the
    // planner's reason, instead of "no risks".
    QVERIFY(m_doc->edit(QStringLiteral("model"), [](Plan &p) {
        std::vector<FlagValue> f = {{"model", "mixtral-8x7b", false}, {"ep", "3", false}};
        QVERIFY(!applyFlags(p, f, builtinCatalog()));
    }));
    QVERIFY(!m_doc->error().isEmpty());
    QAbstractItemModel *findings = m_win->findingsView()->model();
    QCOMPARE(findings->rowCount(), 1);
    const QString shown = findings->index(0, 0).data().toString();
    QVERIFY2(shown.contains(m_doc->error()), qPrintable(shown));
    QCOMPARE(findings->index(0, 0).data(FindingsModel::SeverityRole).toInt(), int(Severity::Error));
    // The status bar shows no figure of the plan that was before (its time and cost).
    QVERIFY2(m_win->statusText().trimmed().isEmpty(), qPrintable(m_win->statusText()));
    // Fixed, the findings come back.
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->error().isEmpty());
    QVERIFY(findings->index(0, 0).data().toString() != shown);
    QVERIFY(!m_win->statusText().trimmed().isEmpty());
}

QTEST_MAIN(TestModelEditor)
#include "tst_modeleditor.moc"

void TestModelEditor::aNarrowDialogStacksItsColumns()
{
    // At 200 % on a 1366 x 768 laptop the dialog is about 650 px wide: its two columns side
    // by side were cut at the edge behind a horizontal scroll bar. There they stand one
    // above the other and nothing scrolls sideways; a wide dialog keeps them side by side.
    ModelActions *actions = m_win->modelActions();
    actions->editModel();
    ModelDialog *dialog = actions->dialog();
    QVERIFY(dialog);
    auto *scroll = dialog->findChild<QScrollArea *>();
    QVERIFY(scroll);
    dialog->resize(1400, 700);
    QApplication::processEvents();
    QVERIFY(dialog->expertsGroup()->mapTo(scroll->widget(), QPoint()).x()
            > dialog->nameEdit()->mapTo(scroll->widget(), QPoint()).x());
    dialog->resize(640, 340);
    QApplication::processEvents();
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    QVERIFY(dialog->expertsGroup()->mapTo(scroll->widget(), QPoint()).y()
            > dialog->nameEdit()->mapTo(scroll->widget(), QPoint()).y());
    dialog->reject();
}
