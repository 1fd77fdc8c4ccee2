// The desktop window on the offscreen platform: dropping a palette template onto the
// canvas, findings outlining the element they concern, undo and redo of canvas edits, and
// invalid input refused with a visible message.
#include "catalog.h"
#include "chartspanel.h"
#include "findingsmodel.h"
#include "mainwindow.h"
#include "plandocument.h"
#include "propertiespanel.h"
#include "topologyview.h"
#include "translation.h"
#include "workloadpanel.h"

#include <cmath>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QSettings>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace cp;
using namespace cp::ui;

class TestGui : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dropTemplateAddsNodeAndUpdatesCharts();
    void pcieTensorParallelIsOutlined();
    void undoRedoRoundTripsTheScene();
    void invalidDatasetIsRefusedVisibly();
    void findingClickSelectsElement();
    void propertiesEditTheSelectedNode();
    void linkIsSelectedEditedAndDeleted();
    void scalingCurveFallsWithMoreGpus();
    void duplicateAndArrange();
    void memoryChartHasABarPerAcceleratorType();
    void outOfRangeNumberIsExplainedNotClamped();
    void gpuListFollowsTheMarket();
    void languageSwitchesAtRunTime();

private:
    PlanDocument *m_doc = nullptr;
    MainWindow *m_win = nullptr;
    QString m_language;
    QTemporaryDir m_settingsDir;
};

void TestGui::initTestCase()
{
    // The suite runs once per language (ctest: tst_gui and tst_gui_zh_CN), possibly at the
    // same time: each run keeps its settings in a directory of its own, never the user's.
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    m_language = qEnvironmentVariable("CP_TEST_LANGUAGE", QStringLiteral("en"));
    QVERIFY(installTranslations(m_language));
    QSettings().setValue(QStringLiteral("language"), m_language);
}

void TestGui::init()
{
    m_doc = new PlanDocument(builtinCatalog());
    m_win = new MainWindow(m_doc);
    m_win->show();
    QVERIFY(m_win->openFile(QStringLiteral(":/samples/llm-13b-finetune-4xa100.cpplan")));
    QVERIFY(m_doc->error().isEmpty());
}

void TestGui::cleanup()
{
    delete m_win;
    delete m_doc;
}

void TestGui::dropTemplateAddsNodeAndUpdatesCharts()
{
    const int nodesBefore = int(m_doc->plan().topology.nodes.size());
    const QList<double> barsBefore = m_win->charts()->memoryBars();
    QSignalSpy spy(m_doc, &PlanDocument::resultChanged);
    // A real drop event on the canvas, as a drag from the palette delivers it.
    QMimeData mime;
    mime.setData(QLatin1String(Palette::mimeType()), QByteArrayLiteral("node:sxm8-server"));
    QWidget *vp = m_win->view()->viewport();
    const QPoint at = vp->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &drop);
    QCOMPARE(int(m_doc->plan().topology.nodes.size()), nodesBefore + 1);
    QVERIFY(spy.count() >= 1);
    // Connect the new node: two nodes of 4 and 8 GPUs need a training network.
    const QString newId = QString::fromStdString(m_doc->plan().topology.nodes.back().id);
    QVERIFY(m_win->scene()->item(newId));
    m_doc->edit(QStringLiteral("connect"), QString(), [&](Plan &p) {
        p.topology.switches.push_back({"leaf", "ib-hdr-200", SwitchRole::Training, 0, 0});
        p.topology.links.push_back({p.topology.nodes.front().id, "leaf", {}, 4});
        p.topology.links.push_back({newId.toStdString(), "leaf", {}, 8});
    });
    QVERIFY(m_doc->error().isEmpty());
    QCOMPARE(m_doc->result().cluster.gpus, 12);
    QVERIFY(m_win->charts()->memoryBars() != barsBefore);
    // The time bars add up to the projected total (each bar carries 3 significant digits).
    const QList<double> bars = m_win->charts()->timeBars();
    QCOMPARE(bars.size(), 6);
    double sum = 0;
    for (double d : bars)
        sum += d;
    const double days = m_doc->result().totalTime.value() / 86400.0;
    // Six bars rounded to 3 significant digits: at most 6 x 0.05 % of the largest off.
    QVERIFY2(std::abs(sum - days) <= 0.003 * days,
             qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(days)));
    QVERIFY(bars.front() > 0); // compute
}

void TestGui::pcieTensorParallelIsOutlined()
{
    m_doc->edit(QStringLiteral("pcie"), QString(), [](Plan &p) {
        p.gpu = "l40s-48gb";
        p.par.tp = 4;
        for (TopoNode &n : p.topology.nodes)
            if (n.templateId == "sxm8-server") {
                n.templateId = "pcie8-server";
                n.gpu = "l40s-48gb";
                n.gpus = 8;
            }
    });
    QVERIFY2(m_doc->error().isEmpty(), qPrintable(m_doc->error()));
    bool found = false;
    QString element;
    for (const Finding &f : m_doc->result().findings)
        if (f.code == FindingCode::PcieWithTensorParallel) {
            found = true;
            element = QString::fromStdString(f.element);
        }
    QVERIFY(found);
    QVERIFY(!element.isEmpty());
    ElementItem *item = m_win->scene()->item(element);
    QVERIFY(item);
    // The item is drawn with the warning colour: render it and look for orange pixels.
    QImage img(200, 100, QImage::Format_ARGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.translate(100, 50);
    QStyleOptionGraphicsItem opt;
    item->paint(&p, &opt, nullptr);
    p.end();
    bool orange = false;
    for (int y = 0; y < img.height() && !orange; ++y)
        for (int x = 0; x < img.width() && !orange; ++x) {
            const QColor c = img.pixelColor(x, y);
            orange = c.red() > 200 && c.green() > 110 && c.green() < 170 && c.blue() < 60;
        }
    QVERIFY(orange);
}

void TestGui::undoRedoRoundTripsTheScene()
{
    QUndoStack *undo = m_doc->undoStack();
    const TopoNode first = m_doc->plan().topology.nodes.front();
    ElementItem *item = m_win->scene()->item(QString::fromStdString(first.id));
    QVERIFY(item);
    const QPointF start = item->pos();
    // A drag: several mergeable moves, one undo step.
    for (int i = 1; i <= 5; ++i)
        m_doc->edit(QStringLiteral("Move"),
                    QStringLiteral("move:") + QString::fromStdString(first.id),
                    [&](Plan &p) { p.topology.nodes.front().x = first.x + 20 * i; });
    QCOMPARE(item->pos().x(), first.x + 100);
    const int steps = undo->count();
    undo->undo();
    QCOMPARE(item->pos(), start);
    undo->redo();
    QCOMPARE(item->pos().x(), first.x + 100);
    QCOMPARE(undo->count(), steps);
    // Delete and undo brings the element and its links back.
    const int links = m_win->scene()->linkCount();
    m_win->scene()->clearSelection();
    item->setSelected(true);
    m_win->scene()->removeSelected();
    QVERIFY(!m_win->scene()->item(QString::fromStdString(first.id)));
    QVERIFY(m_win->scene()->linkCount() < links);
    undo->undo();
    QVERIFY(m_win->scene()->item(QString::fromStdString(first.id)));
    QCOMPARE(m_win->scene()->linkCount(), links);
}

void TestGui::invalidDatasetIsRefusedVisibly()
{
    const double before = m_doc->plan().tokens;
    QLineEdit *edit = m_win->workloadPanel()->datasetEdit();
    edit->setText(QStringLiteral("lots"));
    emit edit->editingFinished();
    QCOMPARE(m_doc->plan().tokens, before);
    QVERIFY(m_win->workloadPanel()->messageLabel()->isVisible());
    QVERIFY(!m_win->workloadPanel()->messageLabel()->text().isEmpty());
    edit->setText(QStringLiteral("3e9"));
    emit edit->editingFinished();
    QCOMPARE(m_doc->plan().tokens, 3e9);
    QVERIFY(!m_win->workloadPanel()->messageLabel()->isVisible());
}

void TestGui::findingClickSelectsElement()
{
    // A GPU node left off the network is reported; clicking the finding selects it.
    m_doc->edit(QStringLiteral("two nodes"), QString(), [](Plan &p) {
        TopoNode n = p.topology.nodes.front();
        n.id = "gpu-loose";
        n.x += 300;
        p.topology.nodes.push_back(n);
    });
    QListView *list = m_win->findingsView();
    int row = -1;
    for (int i = 0; i < list->model()->rowCount(); ++i)
        if (list->model()->index(i, 0).data(FindingsModel::ElementRole).toString()
            == QLatin1String("gpu-loose"))
            row = i;
    QVERIFY(row >= 0);
    const QModelIndex idx = list->model()->index(row, 0);
    emit list->clicked(idx);
    QVERIFY(m_win->scene()->item(QStringLiteral("gpu-loose"))->isSelected());
}

void TestGui::propertiesEditTheSelectedNode()
{
    const QString id = QString::fromStdString(m_doc->plan().topology.nodes.front().id);
    m_win->scene()->clearSelection();
    m_win->scene()->item(id)->setSelected(true);
    QCOMPARE(m_win->propertiesPanel()->element(), id);
    auto *gpus = m_win->propertiesPanel()->findChild<QSpinBox *>();
    QVERIFY(gpus);
    const int before = m_doc->result().cluster.gpus;
    gpus->setValue(8);
    QCOMPARE(m_doc->plan().topology.nodes.front().gpus, 8);
    QVERIFY(m_doc->result().cluster.gpus != before);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->result().cluster.gpus, before);
    QCOMPARE(gpus->value(), before);
}

void TestGui::linkIsSelectedEditedAndDeleted()
{
    m_doc->edit(QStringLiteral("two nodes"), QString(), [](Plan &p) {
        p.gpu = "h100-80gb-sxm";
        p.topology = {};
        p.topology.nodes.push_back(
            {"gpu1", "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, 0, 300});
        p.topology.nodes.push_back(
            {"gpu2", "sxm8-server", "h100-80gb-sxm", 8, 0, 0, 0, {}, 1, 400, 300});
        p.topology.switches.push_back({"leaf", "ib-ndr-400", SwitchRole::Training, 200, 0});
        p.topology.links.push_back({"gpu1", "leaf", {}, 8});
        p.topology.links.push_back({"gpu2", "leaf", {}, 8});
    });
    QVERIFY2(m_doc->error().isEmpty(), qPrintable(m_doc->error()));
    const double ndr = m_doc->result().cluster.interNodePerGpu.value();
    m_win->fitToView();
    // A click on the middle of the cable selects it, and the panel shows the link.
    LinkItem *link = m_win->scene()->link(QStringLiteral("gpu2"), QStringLiteral("leaf"));
    QVERIFY(link);
    QWidget *vp = m_win->view()->viewport();
    const QPoint mid = m_win->view()->mapFromScene(link->line().center());
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, mid);
    QVERIFY(link->isSelected());
    QCOMPARE(m_win->propertiesPanel()->link(),
             qMakePair(QStringLiteral("gpu2"), QStringLiteral("leaf")));
    // Its NIC fabric: HDR 200 Gb/s NICs halve the job's inter-node bandwidth; InfiniBand
    // switch, so no Ethernet NIC is offered.
    auto *nic = m_win->propertiesPanel()->findChild<QComboBox *>();
    QVERIFY(nic);
    QCOMPARE(nic->findData(QStringLiteral("roce-400")), -1);
    const int hdr = nic->findData(QStringLiteral("ib-hdr-200"));
    QVERIFY(hdr > 0);
    nic->setCurrentIndex(hdr);
    emit nic->activated(hdr);
    QCOMPARE(m_doc->plan().topology.links[1].fabric, std::string("ib-hdr-200"));
    QVERIFY(std::abs(m_doc->result().cluster.interNodePerGpu.value() - ndr / 2) < 1e6);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->plan().topology.links[1].fabric, std::string());
    QCOMPARE(m_doc->result().cluster.interNodePerGpu.value(), ndr);
    // Delete on a selected link removes the cable, not its ends.
    link = m_win->scene()->link(QStringLiteral("gpu2"), QStringLiteral("leaf"));
    m_win->scene()->clearSelection();
    link->setSelected(true);
    m_win->view()->setFocus();
    QTest::keyClick(m_win->view(), Qt::Key_Delete);
    QCOMPARE(int(m_doc->plan().topology.links.size()), 1);
    QCOMPARE(int(m_doc->plan().topology.nodes.size()), 2);
    QVERIFY(!m_win->scene()->link(QStringLiteral("gpu2"), QStringLiteral("leaf")));
}

void TestGui::scalingCurveFallsWithMoreGpus()
{
    const QList<QPointF> pts = m_win->charts()->scalingPoints();
    QVERIFY(pts.size() >= 3);
    QVERIFY(pts.last().x() > pts.first().x());
    QVERIFY(pts.last().y() < pts.first().y());
    // The curve passes through the current plan's GPU count.
    bool current = false;
    for (const QPointF &p : pts)
        current = current || int(p.x()) == m_doc->result().cluster.gpus;
    QVERIFY(current);
}

void TestGui::duplicateAndArrange()
{
    TopologyScene *scene = m_win->scene();
    const Plan before = m_doc->plan();
    const QString node = QString::fromStdString(before.topology.nodes.front().id);
    const QString sw = QString::fromStdString(before.topology.switches.front().id);
    scene->clearSelection();
    scene->item(node)->setSelected(true);
    scene->item(sw)->setSelected(true);
    const QByteArray copied = scene->copySelection();
    QVERIFY(!copied.isEmpty());
    QVERIFY(scene->paste(copied, QPointF(40, 40)));
    const Plan &after = m_doc->plan();
    QCOMPARE(after.topology.nodes.size(), before.topology.nodes.size() + 1);
    QCOMPARE(after.topology.switches.size(), before.topology.switches.size() + 1);
    // The copy has new ids, and the link between the two copied elements is copied with them.
    const TopoNode &copy = after.topology.nodes.back();
    QVERIFY(copy.id != before.topology.nodes.front().id);
    QCOMPARE(copy.x, before.topology.nodes.front().x + 40);
    bool linked = false;
    for (const TopoLink &l : after.topology.links)
        linked = linked || (l.a == copy.id && l.b == after.topology.switches.back().id);
    QCOMPARE(linked, true);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->plan().topology.nodes.size(), before.topology.nodes.size());
    QVERIFY(!scene->paste(QByteArrayLiteral("{not json"), QPointF()));

    // Arranging puts every element at its own place, in one undo step.
    const int steps = m_doc->undoStack()->index();
    scene->autoLayout();
    QCOMPARE(m_doc->undoStack()->index(), steps + 1);
    QSet<QPair<int, int>> places;
    for (const TopoNode &n : m_doc->plan().topology.nodes)
        places.insert({int(n.x), int(n.y)});
    for (const TopoSwitch &s : m_doc->plan().topology.switches)
        places.insert({int(s.x), int(s.y)});
    QCOMPARE(places.size(),
             int(m_doc->plan().topology.nodes.size() + m_doc->plan().topology.switches.size()));
}

void TestGui::memoryChartHasABarPerAcceleratorType()
{
    QCOMPARE(m_win->charts()->memoryCategories().size(), 1);
    m_doc->edit(QStringLiteral("mixed"), QString(), [](Plan &p) {
        TopoNode n = p.topology.nodes.front();
        n.id = "gpu-h100";
        n.gpu = "h100-80gb-sxm";
        p.topology.nodes.push_back(n);
    });
    const QStringList cats = m_win->charts()->memoryCategories();
    QCOMPARE(cats.size(), 2);
    QVERIFY(cats.join(QLatin1Char(' ')).contains(QLatin1String("H100")));
}

void TestGui::outOfRangeNumberIsExplainedNotClamped()
{
    auto *seq = m_win->workloadPanel()->findChild<QSpinBox *>(); // sequence length
    QVERIFY(seq);
    const int before = m_doc->plan().model.seqLen;
    seq->setFocus();
    seq->selectAll();
    QTest::keyClicks(seq, QStringLiteral("99999999"));
    QTest::keyClick(seq, Qt::Key_Return);
    QCOMPARE(m_doc->plan().model.seqLen, before);
    QLabel *msg = m_win->workloadPanel()->messageLabel();
    QVERIFY(msg->isVisible());
    QVERIFY2(msg->text().contains(QLatin1String("99999999")), qPrintable(msg->text()));
}

void TestGui::languageSwitchesAtRunTime()
{
    const QString before = m_win->workloadDock()->windowTitle();
    const QString menu = m_win->menuBar()->actions().first()->text();
    const QString status = m_win->statusText();
    static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    const bool chinese = m_language == QLatin1String("zh_CN");
    QCOMPARE(before.contains(han), chinese);
    m_win->setLanguage(chinese ? QStringLiteral("en") : QStringLiteral("zh_CN"));
    QTRY_VERIFY(m_win->workloadDock()->windowTitle() != before);
    QCOMPARE(m_win->workloadDock()->windowTitle().contains(han), !chinese);
    QVERIFY(m_win->menuBar()->actions().first()->text() != menu);
    QVERIFY(m_win->statusText() != status);
    // The document is untouched by the rebuild, and edits still reach the new panels.
    QVERIFY(m_doc->error().isEmpty());
    QVERIFY(m_win->charts()->scalingPoints().size() >= 3);
    m_win->setLanguage(m_language);
    QTRY_COMPARE(m_win->workloadDock()->windowTitle(), before);
}

void TestGui::gpuListFollowsTheMarket()
{
    // The workload panel's GPU list for the project's market: in mainland China the H200
    // (not licensed there) is left out and the H100 is marked rent-only; back to global,
    // both are plain entries again. One undo step brings the market back.
    auto gpuCombo = [this]() -> QComboBox * {
        for (QComboBox *c : m_win->workloadPanel()->findChildren<QComboBox *>())
            if (c->findData(QStringLiteral("h100-80gb-sxm")) >= 0) return c;
        return nullptr;
    };
    QComboBox *c = gpuCombo();
    QVERIFY(c);
    QVERIFY(c->findData(QStringLiteral("h200-141gb-sxm")) >= 0);
    const QString plainH100 = c->itemText(c->findData(QStringLiteral("h100-80gb-sxm")));
    m_doc->editInfo(QStringLiteral("market"), [](ProjectInfo &i) { i.market = "mainland-china"; });
    QTRY_VERIFY(gpuCombo() && gpuCombo()->findData(QStringLiteral("h200-141gb-sxm")) < 0);
    c = gpuCombo();
    const QString h100 = c->itemText(c->findData(QStringLiteral("h100-80gb-sxm")));
    QVERIFY2(h100 != plainH100 && h100.startsWith(plainH100), qPrintable(h100));
    QVERIFY(c->findData(QStringLiteral("ascend-910b-64gb")) >= 0);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->info().market, std::string("global"));
    QTRY_VERIFY(gpuCombo() && gpuCombo()->findData(QStringLiteral("h200-141gb-sxm")) >= 0);
}

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
