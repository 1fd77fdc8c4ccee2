// SPDX-License-Identifier: GPL-3.0-or-later
// Turns a plan's model description into the counts the engines use: parameters, FLOPs per
// token or sample, and per-sample figures for non-transformer families.
#include "report/errortext.h"
#include "engine/engine.h"
#include "engine/planner.h"

namespace cp::detail {

namespace {

bool familyFitsWorkload(Workload w, ModelFamily f)
{
    switch (w) {
    case Workload::Pretrain:
    case Workload::Finetune:
    case Workload::Lora:
    case Workload::Qlora:
        return f == ModelFamily::Decoder || f == ModelFamily::Encoder;
    case Workload::Vision:
        return f == ModelFamily::Vit || f == ModelFamily::Cnn;
    case Workload::Timeseries:
        return f == ModelFamily::Lstm || f == ModelFamily::TsTransformer;
    case Workload::Multimodal:
        return f == ModelFamily::Clip || f == ModelFamily::Vit;
    case Workload::Diffusion:
        return f == ModelFamily::Unet;
    }
    return false;
}

/// The mixture-of-experts and latent-attention dimensions, checked against each other.
std::optional<PlanError> readExperts(const ModelSpec &s, Tower &t)
{
    auto bad = [](const char *field, const QString &message) {
        return PlanError{field, message.toStdString()};
    };
    if (s.experts > 0) {
        if (s.family != ModelFamily::Decoder)
            return bad("experts", ErrorTr::tr("experts apply to decoder models only"));
        if (s.expertsPerToken <= 0 || s.expertsPerToken > s.experts)
            return bad("experts-per-token",
                       ErrorTr::tr("experts per token (%1) must be between 1 and the experts (%2)")
                           .arg(s.expertsPerToken)
                           .arg(s.experts));
        if (s.denseLayers >= s.layers)
            return bad("dense-layers",
                       ErrorTr::tr("dense layers (%1) must be fewer than the layers (%2)")
                           .arg(s.denseLayers)
                           .arg(s.layers));
        t.experts = s.experts;
        t.topK = s.expertsPerToken;
        t.shared = s.sharedExperts;
        // An expert as wide as the dense FFN unless given (Mixtral's experts are).
        t.expertFfn = s.expertFfn > 0 ? s.expertFfn : t.ffn;
        t.denseLayers = s.denseLayers;
    } else if (s.expertsPerToken > 0 || s.sharedExperts > 0 || s.denseLayers > 0) {
        return bad(s.expertsPerToken > 0 ? "experts-per-token"
                   : s.sharedExperts > 0 ? "shared-experts"
                                         : "dense-layers",
                   ErrorTr::tr("needs routed experts (experts)"));
    }
    if (s.kvLoraRank > 0) {
        if (s.ropeHeadDim <= 0 || s.headDim <= 0)
            return bad(s.headDim <= 0 ? "head-dim" : "rope-head-dim",
                       ErrorTr::tr("latent attention (kv-lora-rank) needs head-dim and "
                                   "rope-head-dim"));
        t.kvLora = s.kvLoraRank;
        t.qLora = s.qLoraRank;
        t.rope = s.ropeHeadDim;
        t.valueDim = s.valueHeadDim;
        t.kvHeads = t.heads; // every head has its own keys and values, from one latent
    } else if (s.qLoraRank > 0 || s.ropeHeadDim > 0 || s.valueHeadDim > 0) {
        return bad(s.qLoraRank > 0 ? "q-lora-rank"
                   : s.ropeHeadDim > 0 ? "rope-head-dim"
                                       : "value-head-dim",
                   ErrorTr::tr("needs latent attention (kv-lora-rank)"));
    }
    return std::nullopt;
}


/// A transformer's towers from the plan's dimensions (a vision transformer's sequence from
/// its image and patch, CLIP's text tower beside it) and its parameter counts.
std::optional<PlanError> readTransformer(const ModelSpec &s, ModelMath &m)
{
    if (s.layers <= 0 || s.hidden <= 0 || s.heads <= 0)
        return PlanError{
            "layers",
            ErrorTr::tr("a transformer needs layers, hidden and heads").toStdString()};
    if (s.hidden % s.heads != 0 && s.headDim <= 0)
        return PlanError{"heads", ErrorTr::tr("heads (%1) must divide hidden (%2)")
                                      .arg(s.heads)
                                      .arg(s.hidden)
                                      .toStdString()};
    const int kv = s.kvHeads > 0 ? s.kvHeads : s.heads;
    if (kv > s.heads || s.heads % kv != 0)
        return PlanError{"kv-heads", ErrorTr::tr("kv-heads (%1) must divide heads (%2)")
                                         .arg(kv)
                                         .arg(s.heads)
                                         .toStdString()};
    Tower &t = m.main;
    t.layers = s.layers;
    t.hidden = s.hidden;
    t.heads = s.heads;
    t.kvHeads = kv;
    t.ffn = s.ffnHidden > 0 ? s.ffnHidden : 4.0 * s.hidden;
    t.headDimGiven = s.headDim;
    t.positions = s.positions;
    t.biases = s.linearBiases;
    t.pooler = s.pooler;
    t.vocab = s.vocab;
    t.gated = s.gatedMlp;
    t.dropout = s.dropout;
    t.tied = s.tiedEmbeddings;
    t.causal = s.family == ModelFamily::Decoder;
    t.seq = s.seqLen;
    if (auto e = readExperts(s, t)) return e;
    if (s.family == ModelFamily::Vit || s.family == ModelFamily::Clip) {
        const int img = s.imageSize > 0 ? s.imageSize : 224;
        const int patch = s.patch > 0 ? s.patch : 16;
        if (img < patch)
            return PlanError{"image-size",
                             ErrorTr::tr("image is smaller than one patch").toStdString()};
        const double side = img / patch;
        t.seq = side * side + 1; // patches plus the class token
        t.vocab = 0;             // a classification head is negligible
        t.causal = false;
}
if (t.seq <= 0)
    return PlanError{"seq-len",
                     ErrorTr::tr("sequence length must be positive").toStdString()};
m.tokensPerSample = t.seq;
m.params = t.params();
m.activeParams = t.activeParams();
m.routedParams = t.routedParams();
if (s.family == ModelFamily::Clip && s.textLayers > 0) {
    Tower &x = m.text;
    x.layers = s.textLayers;
    x.hidden = s.textHidden;
    x.heads = s.textHeads;
    x.kvHeads = s.textHeads;
    x.ffn = 4.0 * s.textHidden;
    x.vocab = s.vocab;
    x.seq = s.textSeqLen;
    x.causal = true;
    x.tied = true;
    x.dropout = false;
    m.params += x.params();
}
    return std::nullopt;
}

/// A model that is not a transformer: its parameters, its FLOPs and activations per sample
/// at the plan's image size, and the fraction of peak its kernels reach.
std::optional<PlanError> readPerSampleModel(const ModelSpec &s, ModelMath &m)
{
    if (!(s.params > 0) || !(s.forwardGflopsPerSample > 0))
        return PlanError{
            "model", ErrorTr::tr("this model family needs params and forward FLOPs per sample")
                         .toStdString()};
    m.params = s.params;
    m.activeParams = s.params;
    // Convolutional and diffusion cost grows with the pixel count.
    double scale = 1.0;
    if (s.imageSize > 0 && s.presetImageSize > 0)
        scale = double(s.imageSize) * s.imageSize
                / (double(s.presetImageSize) * s.presetImageSize);
    m.forwardFlopsPerSample = s.forwardGflopsPerSample * 1e9 * scale;
    m.activationBytesPerSample = s.activationBytesPerSample * scale;
    switch (s.family) {
    case ModelFamily::Cnn:
        m.achievedFraction = 0.20;
        break; // docs/model.md#non-transformer
    case ModelFamily::Unet:
        m.achievedFraction = 0.35;
        break;
    case ModelFamily::Lstm:
        m.achievedFraction = 0.15;
        break;
    default:
        m.achievedFraction = 0.25;
        break;
}
m.tokensPerSample = 1;
    return std::nullopt;
}

/// The parameters LoRA trains: rank-r adapters (r x in + out x r) on every linear layer of
/// every layer (PEFT's all-linear): the attention projections, the MLP, and in an MoE layer
/// the router and each routed and shared expert's linears.
std::optional<PlanError> loraTrainable(const Plan &plan, ModelMath &m)
{
    if (!m.transformer)
        return PlanError{"workload",
                         ErrorTr::tr("LoRA needs a transformer model").toStdString()};
    const Tower &t = m.main;
    const double r = plan.loraRank, h = t.hidden;
    auto adapter = [r](double in, double out) { return r * (in + out); };
    double attention = adapter(t.outDim(), h);
    if (t.mla()) {
        attention += t.qLora > 0 ? adapter(h, t.qLora) + adapter(t.qLora, t.qDim())
                                 : adapter(h, t.qDim());
        attention += adapter(h, t.kvLora + t.rope)
                     + adapter(t.kvLora, t.heads * (t.headDim() + t.vHeadDim()));
    } else {
        attention += adapter(h, t.qDim()) + adapter(h, t.kvHeads * t.qkHeadDim())
                     + adapter(h, t.kvHeads * t.vHeadDim());
}
const double mlpLinears = t.gated ? 3.0 : 2.0;
const double dense = attention + mlpLinears * adapter(h, t.ffn);
const double moe = attention + adapter(h, t.experts)
                   + (t.experts + t.shared) * mlpLinears * adapter(h, t.expertFfn);
m.trainable = dense * (t.layers - t.moeLayers()) + moe * t.moeLayers();
    return std::nullopt;
}

} // namespace

std::optional<PlanError> buildModel(const Plan &plan, ModelMath &out)
{
    const ModelSpec &s = plan.model;
    if (!familyFitsWorkload(plan.workload, s.family))
        return PlanError{"model", ErrorTr::tr("this model family does not fit the workload '%1'")
                                      .arg(QString::fromStdString(workloadName(plan.workload)))
                                      .toStdString()};
    ModelMath m;
    m.lora = plan.workload == Workload::Lora || plan.workload == Workload::Qlora;
    m.qlora = plan.workload == Workload::Qlora;
    m.imageData = plan.workload == Workload::Vision || plan.workload == Workload::Multimodal
                  || plan.workload == Workload::Diffusion;
    m.bytesPerSampleOnDisk = s.bytesPerSampleOnDisk;
    m.cpuSecondsPerSample = s.cpuSecondsPerSample;
    // Images other than the preset's: bytes on disk and decode work follow the pixel count
    // and the number of bands (unless the user gave the bytes per sample).
    if (s.imageSize > 0 && s.presetImageSize > 0) {
        double pixels
            = double(s.imageSize) * s.imageSize / (double(s.presetImageSize) * s.presetImageSize);
        const double bands
            = s.channels > 0 && s.presetChannels > 0 ? double(s.channels) / s.presetChannels : 1.0;
        if (!s.bytesPerSampleGiven) m.bytesPerSampleOnDisk *= pixels * bands;
        m.cpuSecondsPerSample *= pixels * bands;
    }
    m.transformer = s.isTransformer();

    if (auto e = m.transformer ? readTransformer(s, m) : readPerSampleModel(s, m)) return e;
    if (s.params > 0 && m.transformer) {
        // An explicit --params overrides the derived count, the active and routed shares
        // scaled with it.
        const double scale = s.params / m.params;
        m.params = s.params;
        m.activeParams *= scale;
        m.routedParams *= scale;
    }
    if (m.text.layers > 0) m.activeParams = m.params;

    m.trainable = m.params;
    if (m.lora)
        if (auto e = loraTrainable(plan, m)) return e;
    out = m;
    return std::nullopt;
}

int defaultGlobalBatch(const Plan &plan, const ModelMath &m, int dp, int microBatch)
{
    // Typical batch sizes: 4M tokens for pretraining (Llama 2/3), 0.5M for fine-tuning,
    // 1024 samples for image and time-series training, 256 for diffusion.
    double samples = 1024;
    switch (plan.workload) {
    case Workload::Pretrain:
        samples = 4194304.0 / m.tokensPerSample;
        break;
    case Workload::Finetune:
    case Workload::Lora:
    case Workload::Qlora:
        samples = 524288.0 / m.tokensPerSample;
        break;
    case Workload::Diffusion:
        samples = 256;
        break;
    default:
        samples = 1024;
        break;
    }
    const int unit = dp * microBatch;
    const double units = std::max(1.0, std::round(samples / unit));
    return static_cast<int>(std::min(units * unit, 1e8));
}

Precision effectivePrecision(const Plan &plan, const Accelerator &gpu)
{
    if (gpu.peakTflops(plan.precision)) return plan.precision;
    // Cards without BF16 (T4, V100) train in FP16 mixed precision; a finding says so.
    if (plan.precision == Precision::BF16 && gpu.peakTflopsFp16) return Precision::FP16;
    if (plan.precision == Precision::FP8)
        return gpu.peakTflopsBf16 ? Precision::BF16 : Precision::FP16;
    return gpu.peakTflopsFp16 ? Precision::FP16 : Precision::BF16;
}

} // namespace cp::detail

namespace cp {

std::optional<PlanError> modelCounts(const Plan &plan, ModelCounts &out)
{
    detail::ModelMath m;
    if (auto e = detail::buildModel(plan, m)) return e;
    out.params = m.params;
    out.active = m.activeParams;
    out.flopsPerToken = m.transformer ? m.main.trainFlopsPerToken() : 3.0 * m.forwardFlopsPerSample;
    return std::nullopt;
}

} // namespace cp
