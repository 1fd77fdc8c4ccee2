// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json to a plan's model: one table of keys per family.
#include "io/modelconfig.h"

#include "report/errortext.h"
#include "io/jsonreader.h"
#include "io/projectreader.h"

#include <algorithm>

namespace cp {

using detail::Err;
using detail::json;

namespace {

/// The keys of a family's config.json, and what its architecture has beyond the dimensions.
struct Family
{
    const char *type;
    ModelFamily family;
    const char *hidden, *layers, *heads, *ffn; // ffn may be null: 4 x hidden
    bool gated, tied, biases, pooler, dropout;
    const char *positions;  // learned position embeddings, or null (rotary)
    int defaultSeq;         // where the plan has none, capped by the positions the model has
    // Mixture of experts: the keys of the routed experts and of one expert's width (null for
    // a dense family); DeepSeek's shared experts, dense layers and latent attention are read
    // by their own keys where present.
    const char *experts = nullptr, *expertFfn = nullptr;
};

// Llama, Mistral, Qwen2 and Qwen3 share Llama's keys (Qwen2's query, key and value biases and
// Qwen3's query and key norms are under 0.01 % of the parameters and left out).
constexpr Family kFamilies[] = {
    {"llama", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", true, false, false, false, false, nullptr, 4096},
    {"mistral", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", true, false, false, false, false, nullptr, 4096},
    {"qwen2", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", true, false, false, false, false, nullptr, 4096},
    {"qwen3", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", true, false, false, false, false, nullptr, 4096},
    {"mixtral", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", true, false, false, false, false, nullptr, 4096, "num_local_experts",
     "intermediate_size"},
    {"qwen3_moe", ModelFamily::Decoder, "hidden_size", "num_hidden_layers",
     "num_attention_heads", "intermediate_size", true, false, false, false, false, nullptr, 4096,
     "num_experts", "moe_intermediate_size"},
    {"deepseek_v3", ModelFamily::Decoder, "hidden_size", "num_hidden_layers",
     "num_attention_heads", "intermediate_size", true, false, false, false, false, nullptr, 4096,
     "n_routed_experts", "moe_intermediate_size"},
    {"gpt2", ModelFamily::Decoder, "n_embd", "n_layer", "n_head", "n_inner", false, true, true,
     false, true, "n_positions", 1024},
    {"gpt_neox", ModelFamily::Decoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", false, false, true, false, false, nullptr, 2048},
    {"bert", ModelFamily::Encoder, "hidden_size", "num_hidden_layers", "num_attention_heads",
     "intermediate_size", false, true, true, true, true, "max_position_embeddings", 512},
};

/// Keys that make a model a mixture of experts, in the families that use them.
constexpr const char *kExpertKeys[] = {"num_local_experts", "num_experts", "n_routed_experts"};

bool given(const json &o, const char *key)
{
    return o.contains(key) && !o.at(key).is_null();
}

int whole(const json &o, const char *key, int min, int max)
{
    if (!o.contains(key) || o.at(key).is_null())
        throw Err{key, ErrorTr::tr("is missing").toStdString()};
    return detail::Value(key, nullptr, &o.at(key), detail::JsonTypes::Exact).integer(min, max);
}

int wholeOr(const json &o, const char *key, int min, int max, int fallback)
{
    return o.contains(key) && !o.at(key).is_null() ? whole(o, key, min, max) : fallback;
}

bool flag(const json &o, const char *key, bool fallback)
{
    if (!o.contains(key) || o.at(key).is_null()) return fallback;
    return detail::Value(key, nullptr, &o.at(key), detail::JsonTypes::Exact).boolean();
}

/// The routed and shared experts, the dense layers before them and DeepSeek's latent
/// attention. Only "every layer after the first dense ones" maps: another pattern of MoE
/// layers is refused naming its key.
void readExperts(const json &o, const Family &f, ModelSpec &m)
{
    m.experts = whole(o, f.experts, 1, 1 << 16);
    m.expertsPerToken = whole(o, "num_experts_per_tok", 1, m.experts);
    m.expertFfn = whole(o, f.expertFfn, 1, 1 << 22);
    m.sharedExperts = wholeOr(o, "n_shared_experts", 0, 1024, 0);
    m.denseLayers = wholeOr(o, "first_k_dense_replace", 0, m.layers - 1, 0);
    if (wholeOr(o, "decoder_sparse_step", 1, 1000, 1) != 1)
        throw Err{"decoder_sparse_step",
                  ErrorTr::tr("MoE layers other than every layer cannot be planned").toStdString()};
    if (wholeOr(o, "moe_layer_freq", 1, 1000, 1) != 1)
        throw Err{"moe_layer_freq",
                  ErrorTr::tr("MoE layers other than every layer cannot be planned").toStdString()};
    if (given(o, "mlp_only_layers")
        && !(o.at("mlp_only_layers").is_array() && o.at("mlp_only_layers").empty()))
        throw Err{"mlp_only_layers",
                  ErrorTr::tr("MoE layers other than every layer cannot be planned").toStdString()};
    if (given(o, "shared_expert_intermediate_size"))
        throw Err{"shared_expert_intermediate_size",
                  ErrorTr::tr("a shared expert of its own width cannot be planned").toStdString()};
    if (given(o, "kv_lora_rank")) {
        m.kvLoraRank = whole(o, "kv_lora_rank", 1, 1 << 20);
        m.qLoraRank = wholeOr(o, "q_lora_rank", 1, 1 << 20, 0);
        m.headDim = whole(o, "qk_nope_head_dim", 1, 4096);
        m.ropeHeadDim = whole(o, "qk_rope_head_dim", 1, 4096);
        m.valueHeadDim = whole(o, "v_head_dim", 1, 4096);
    }
}

} // namespace

std::optional<PlanError> readModelConfig(const std::string &text, const std::string &name,
                                         ModelSpec &model)
{
    json o;
    if (auto e = detail::parseJson(text, o, "config.json")) return e;
    if (!o.is_object())
        return PlanError{"config.json", ErrorTr::tr("must be a JSON object").toStdString()};
    try {
        if (!o.contains("model_type"))
            throw Err{"model_type", ErrorTr::tr("is missing").toStdString()};
        const std::string type
            = detail::Value("model_type", nullptr, &o.at("model_type"), detail::JsonTypes::Exact)
                  .text();
        const auto f = std::find_if(std::begin(kFamilies), std::end(kFamilies),
                                    [&](const Family &x) { return type == x.type; });
        if (f == std::end(kFamilies))
            throw Err{"model_type", ErrorTr::tr("'%1' is not one of: %2")
                                        .arg(QString::fromStdString(type.substr(0, 40)),
                                             QString::fromLatin1(kModelConfigFamilies))
                                        .toStdString()};
        if (!f->experts)
            for (const char *key : kExpertKeys)
                if (given(o, key) && !(o.at(key).is_number() && o.at(key).get<double>() == 0))
                    throw Err{key, ErrorTr::tr("experts in a '%1' model, whose family has none")
                                       .arg(QString::fromStdString(type))
                                       .toStdString()};
        ModelSpec m;
        m.family = f->family;
        m.hidden = whole(o, f->hidden, 1, 1 << 20);
        m.layers = whole(o, f->layers, 1, 1000);
        m.heads = whole(o, f->heads, 1, 4096);
        m.kvHeads = wholeOr(o, "num_key_value_heads", 1, 4096, m.heads);
        m.headDim = wholeOr(o, "head_dim", 1, 4096, 0);
        if (m.headDim * m.heads == m.hidden) m.headDim = 0; // the usual width: not stored
        m.ffnHidden = wholeOr(o, f->ffn, 1, 1 << 22, 4 * m.hidden);
        m.vocab = whole(o, "vocab_size", 1, 1 << 24);
        if (m.headDim == 0 && m.hidden % m.heads != 0)
            throw Err{f->heads, ErrorTr::tr("does not divide the hidden size").toStdString()};
        if (m.heads % m.kvHeads != 0)
            throw Err{"num_key_value_heads", ErrorTr::tr("does not divide heads").toStdString()};
        if (f->experts) readExperts(o, *f, m);
        m.gatedMlp = f->gated;
        m.tiedEmbeddings = flag(o, "tie_word_embeddings", f->tied);
        m.linearBiases = f->biases;
        m.pooler = f->pooler;
        m.dropout = f->dropout;
        int context = f->defaultSeq;
        if (f->positions) {
            context = whole(o, f->positions, 1, 1 << 24);
            m.positions = context + (m.family == ModelFamily::Encoder
                                         ? wholeOr(o, "type_vocab_size", 0, 1024, 2)
                                         : 0);
        } else {
            context = wholeOr(o, "max_position_embeddings", 1, 1 << 24, context);
        }
        m.seqLen = model.seqLen > 0 ? model.seqLen : std::min(context, f->defaultSeq);
        m.name = name;
        if (m.name.empty() && o.contains("_name_or_path") && o.at("_name_or_path").is_string()) {
            // "deepseek-ai/DeepSeek-V3" or a local folder: the model is its last part.
            std::string path = o.at("_name_or_path").get<std::string>();
            while (!path.empty() && (path.back() == '/' || path.back() == '\\')) path.pop_back();
            const std::size_t slash = path.find_last_of("/\\");
            m.name = (slash == std::string::npos ? path : path.substr(slash + 1)).substr(0, 200);
            // A name the file did not choose to show: its control characters are dropped.
            m.name = withoutForbiddenCharacters(m.name);
        }
        if (m.name.empty()) m.name = type;
        model = m;
    } catch (const Err &e) {
        return PlanError{"config.json: " + e.field, e.message};
    }
    return std::nullopt;
}

} // namespace cp
