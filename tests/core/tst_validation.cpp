// SPDX-License-Identifier: GPL-3.0-or-later
// Validation on published runs the efficiencies were not all fitted to: the MosaicML
// llm-foundry MPT benchmarks (FSDP / ZeRO-3, BF16, FlashAttention, A100 and H100), from
// tests/data/llmfoundry-mpt.json. The median MFU error must stay under 12 % and no row may
// be off by more than 35 %.
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace cp;
using namespace cp::test;

class TestValidation : public QObject
{
    Q_OBJECT
private slots:
    void mptBenchmarks();
};

void TestValidation::mptBenchmarks()
{
    QFile f(QStringLiteral(CP_SOURCE_DIR "/tests/data/llmfoundry-mpt.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray rows
        = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() >= 12);
    std::vector<double> errors;
    for (const QJsonValue &v : rows) {
        const QJsonObject r = v.toObject();
        auto n = [&](const char *k) {
            return QByteArray::number(r.value(QLatin1String(k)).toDouble(), 'g', 12);
        };
        const QByteArray layers = n("layers"), hidden = n("hidden"), heads = n("heads"),
                         vocab = n("vocab"), seq = n("seq_len"), gpus = n("gpus"),
                         mb = n("micro_batch"), gb = n("global_batch");
        const QByteArray gpu = r.value(QStringLiteral("gpu")).toString().toLatin1();
        const QByteArray fabric = r.value(QStringLiteral("inter_node")).toString().toLatin1();
        const bool ckpt = r.value(QStringLiteral("activation_checkpointing")).toBool();
        const Plan p = planFrom({{"workload", "pretrain"},
                                 {"layers", layers.constData()},
                                 {"hidden", hidden.constData()},
                                 {"heads", heads.constData()},
                                 {"vocab", vocab.constData()},
                                 {"seq-len", seq.constData()},
                                 {"tokens", "1e9"},
                                 {"gpu", gpu.constData()},
                                 {"gpus", gpus.constData()},
                                 {"inter-node", fabric.constData()},
                                 {"tp", "1"},
                                 {"pp", "1"},
                                 {"zero", "3"},
                                 {"micro-batch", mb.constData()},
                                 {"global-batch", gb.constData()},
                                 {"recompute", ckpt ? "full" : "selective"},
                                 {"precision", "bf16"}});
        const Result res = evaluateOrFail(p);
        const double published = r.value(QStringLiteral("mfu")).toDouble();
        const double err = res.mfu / published - 1.0;
        qInfo("%-28s MFU predicted %.1f %%, published %.1f %% (%+.1f %%)",
              r.value(QStringLiteral("id")).toString().toUtf8().constData(), res.mfu * 100,
              published * 100, err * 100);
        QVERIFY2(std::abs(err) < 0.35, qPrintable(r.value(QStringLiteral("id")).toString()));
        errors.push_back(std::abs(err));
    }
    std::sort(errors.begin(), errors.end());
    const double median = errors[errors.size() / 2];
    qInfo("median MFU error %.1f %% over %zu runs", median * 100, errors.size());
    QVERIFY(median < 0.12);
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
