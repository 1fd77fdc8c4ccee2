// SPDX-License-Identifier: GPL-3.0-or-later
// The names of the plan's workloads, recomputation and pricing modes, as files and flags
// spell them.
#include "model/plan.h"

namespace cp {

const char *workloadName(Workload w)
{
    switch (w) {
    case Workload::Pretrain:
        return "pretrain";
    case Workload::Finetune:
        return "finetune";
    case Workload::Lora:
        return "lora";
    case Workload::Qlora:
        return "qlora";
    case Workload::Vision:
        return "vision";
    case Workload::Timeseries:
        return "timeseries";
    case Workload::Multimodal:
        return "multimodal";
    case Workload::Diffusion:
        return "diffusion";
    }
    return "pretrain";
}

std::optional<Workload> parseWorkload(const std::string &name)
{
    for (Workload w : kWorkloads)
        if (name == workloadName(w)) return w;
    return std::nullopt;
}

const char *recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::Auto:
        return "auto";
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "auto";
}

const char *attentionName(AttentionKernel a)
{
    switch (a) {
    case AttentionKernel::Auto:
        return "auto";
    case AttentionKernel::Flash:
        return "flash";
    case AttentionKernel::Unfused:
        return "unfused";
    }
    return "auto";
}

const char *pricingName(Pricing p)
{
    switch (p) {
    case Pricing::OnDemand:
        return "on-demand";
    case Pricing::Reserved1y:
        return "reserved-1y";
    case Pricing::Reserved3y:
        return "reserved-3y";
    case Pricing::Spot:
        return "spot";
    case Pricing::Purchase:
        return "purchase";
    }
    return "on-demand";
}

const char *modelFamilyName(ModelFamily f)
{
    switch (f) {
    case ModelFamily::Decoder:
        return "decoder";
    case ModelFamily::Encoder:
        return "encoder";
    case ModelFamily::Vit:
        return "vit";
    case ModelFamily::Cnn:
        return "cnn";
    case ModelFamily::Lstm:
        return "lstm";
    case ModelFamily::TsTransformer:
        return "ts-transformer";
    case ModelFamily::Clip:
        return "clip";
    case ModelFamily::Unet:
        return "unet";
    }
    return "decoder";
}

std::optional<Pricing> parsePricing(const std::string &name)
{
    for (Pricing p : kPricingModes)
        if (name == pricingName(p)) return p;
    return std::nullopt;
}

} // namespace cp
