// SPDX-License-Identifier: GPL-3.0-or-later
// A model's own dimensions from its Hugging Face config.json, for the families customers
// bring: Llama, Mistral, Mixtral, Qwen2, Qwen3, Qwen3-MoE, DeepSeek-V3, GPT-2, GPT-NeoX and
// BERT. The plan keeps the
// dimensions, never the path (docs/cli.md, --model-config).
#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <optional>
#include <string>

namespace cp {

/// The model_type values readModelConfig() maps, as the error names them.
inline constexpr const char *kModelConfigFamilies
    = "llama, mistral, mixtral, qwen2, qwen3, qwen3_moe, deepseek_v3, gpt2, gpt_neox, bert";

/// Reads config.json text into `model` (a custom model: no preset, the dimensions, the MLP,
/// tied embeddings, learned positions, biases, a pooler) and names it `name`, else the last
/// part of the file's _name_or_path ("deepseek-ai/DeepSeek-V3" is DeepSeek-V3), else its
/// model type. Mixture-of-experts families bring their routed and shared experts, and
/// DeepSeek-V3 its latent attention. An error names the key it could not map: an unknown
/// model_type, experts in a dense family, a layer pattern other than every layer (after the
/// first dense ones) an MoE layer, a missing or malformed dimension. `model` is left
/// unchanged on an error; its sequence length is kept when it has one.
std::optional<PlanError> readModelConfig(const std::string &text, const std::string &name,
                                         ModelSpec &model);

} // namespace cp
