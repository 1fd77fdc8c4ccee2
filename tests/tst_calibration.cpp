// The time model against published runs: Narayanan et al. 2021 (Megatron-LM on GPU
// clusters), Table 1, from ../shared/calibration/narayanan2021-table1.json. Every row's
// achieved TFLOP/s per GPU must be predicted within 15 %.
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace cp;
using namespace cp::test;

class TestCalibration : public QObject
{
    Q_OBJECT
private slots:
    void megatronTable1_data();
    void megatronTable1();
};

static QJsonArray table1Rows()
{
    QFile f(QStringLiteral(CP_SOURCE_DIR "/tests/data/narayanan2021-table1.json"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("calibration table missing");
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("rows")).toArray();
}

void TestCalibration::megatronTable1_data()
{
    QTest::addColumn<QJsonObject>("row");
    const QJsonArray rows = table1Rows();
    QVERIFY(rows.size() == 10);
    for (const QJsonValue &v : rows)
        QTest::newRow(v.toObject().value(QStringLiteral("id")).toString().toUtf8().constData())
            << v.toObject();
}

void TestCalibration::megatronTable1()
{
    QFETCH(QJsonObject, row);
    auto n = [&](const char *k) {
        return QByteArray::number(row.value(QLatin1String(k)).toDouble(), 'g', 12);
    };
    const QByteArray layers = n("layers"), hidden = n("hidden"), heads = n("heads"),
                     vocab = n("vocab"), seq = n("seq_len"), gpus = n("gpu_count"), tp = n("tp"),
                     pp = n("pp"), dp = n("dp"), gb = n("global_batch");
    // Selene: DGX A100 80GB, NVSwitch, 8 x HDR 200 Gb/s per node; FP16 mixed precision, full
    // recomputation; the table gives no micro-batch size, so 1 and the plain 1F1B schedule.
    const Plan p = planFrom({{"workload", "pretrain"},
                             {"layers", layers.constData()},
                             {"hidden", hidden.constData()},
                             {"heads", heads.constData()},
                             {"vocab", vocab.constData()},
                             {"seq-len", seq.constData()},
                             {"tokens", "1e9"},
                             {"gpu", "a100-80gb-sxm"},
                             {"gpus", gpus.constData()},
                             {"gpus-per-node", "8"},
                             {"nics-per-node", "8"},
                             {"inter-node", "ib-hdr-200"},
                             {"tp", tp.constData()},
                             {"pp", pp.constData()},
                             {"dp", dp.constData()},
                             {"zero", "0"},
                             {"micro-batch", "1"},
                             {"global-batch", gb.constData()},
                             {"recompute", "full"},
                             {"attention", "unfused"},
                             {"precision", "fp16"},
                             {"sequence-parallel", "false"}});
    const Result r = evaluateOrFail(p);
    // The paper's Eq. 3 counts FLOPs per iteration including the recomputed forward pass.
    const double B = row.value(QStringLiteral("global_batch")).toDouble();
    const double s = row.value(QStringLiteral("seq_len")).toDouble();
    const double l = row.value(QStringLiteral("layers")).toDouble();
    const double h = row.value(QStringLiteral("hidden")).toDouble();
    const double V = row.value(QStringLiteral("vocab")).toDouble();
    const double eq3 = 96.0 * B * s * l * h * h * (1.0 + s / (6.0 * h) + V / (16.0 * l * h));
    const double predicted = eq3 / r.stepTime.value() / r.cluster.gpus / 1e12;
    const double published = row.value(QStringLiteral("tflops_per_gpu")).toDouble();
    const double err = predicted / published - 1.0;
    qInfo("%s: predicted %.1f TFLOP/s per GPU, published %.0f (%+.1f %%)",
          row.value(QStringLiteral("id")).toString().toUtf8().constData(), predicted, published,
          err * 100);
    QVERIFY2(std::abs(err) <= 0.15,
             qPrintable(QStringLiteral("off by %1 %").arg(err * 100, 0, 'f', 1)));
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
