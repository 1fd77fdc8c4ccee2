// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/launchkit.h"

#include "io/filewriter.h"
#include "engine/planner.h"
#include "model/catalog.h"
#include "report/errortext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace cp {

namespace {

bool megatronFamily(const std::string &framework)
{
    return framework == "megatron-core" || framework == "megatron-lm"
           || framework == "deepseek-dualpipe" || framework == "mindspeed";
}

std::string num(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

std::string num(long long v)
{
    return std::to_string(v);
}

std::string num(int v)
{
    return std::to_string(v);
}

/// A job name a scheduler and Kubernetes take: lower-case letters, digits and dashes.
std::string jobName(const std::string &name)
{
    std::string out;
    for (const char c : name) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
        else if (!out.empty() && out.back() != '-')
            out += '-';
        if (out.size() >= 40) break;
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string("training") : out;
}

/// SLURM's time limit "D-HH:MM:SS".
std::string slurmTime(double seconds)
{
    const long long s = std::max(3600LL, (long long)std::ceil(seconds));
    char buf[48];
    std::snprintf(buf, sizeof buf, "%lld-%02lld:%02lld:%02lld", s / 86400, (s / 3600) % 24,
                  (s / 60) % 60, s % 60);
    return buf;
}

const char *stackConfigName(const LaunchLayout &l)
{
    if (l.framework == "mindspeed") return "mindspeed-args.sh";
    if (megatronFamily(l.framework)) return "megatron-args.sh";
    if (l.framework == "deepspeed") return "ds_config.json";
    if (l.framework == "torchtitan") return "torchtitan.toml";
    return "layout.env";
}

std::string stackName(const LaunchLayout &l)
{
    if (l.framework == "mindspeed") return "MindSpeed-LLM (Megatron-Core on Ascend)";
    if (l.framework == "megatron-lm") return "Megatron-LM";
    if (megatronFamily(l.framework)) return "Megatron-Core (Megatron-LM, NeMo)";
    if (l.framework == "deepspeed") return "DeepSpeed";
    if (l.framework == "torchtitan") return "torchtitan";
    if (l.framework == "ddp") return "PyTorch DDP";
    return "PyTorch FSDP";
}

// ---- the environment of the collectives ----

std::string environment(const LaunchLayout &l)
{
    std::ostringstream s;
    s << "# The environment of the collectives on this plan's cluster. Sourced by launch.sh.\n";
    if (l.vendor == "Huawei") {
        s << "# Ascend: HCCL. The CANN toolkit's environment first.\n"
             "if [ -f /usr/local/Ascend/ascend-toolkit/set_env.sh ]; then\n"
             "    source /usr/local/Ascend/ascend-toolkit/set_env.sh\n"
             "fi\n"
             "export HCCL_CONNECT_TIMEOUT=\"${HCCL_CONNECT_TIMEOUT:-1200}\"\n"
             "export HCCL_EXEC_TIMEOUT=\"${HCCL_EXEC_TIMEOUT:-1200}\"\n";
        if (l.multiNode)
            s << "# The interface the nodes reach each other on (HCCL's socket side).\n"
                 "export HCCL_SOCKET_IFNAME=\"${HCCL_SOCKET_IFNAME:-^lo,docker}\"\n";
        return s.str();
    }
    if (l.vendor == "NVIDIA")
        s << "# Megatron's overlap of tensor-parallel communication needs one hardware queue.\n"
             "export CUDA_DEVICE_MAX_CONNECTIONS=\"${CUDA_DEVICE_MAX_CONNECTIONS:-1}\"\n";
    else
        s << "# AMD: RCCL reads NCCL's variables.\n";
    s << "export NCCL_DEBUG=\"${NCCL_DEBUG:-WARN}\"\n";
    if (!l.multiNode) return s.str();
    s << "# The interface for bootstrap and sockets: every one but loopback and docker.\n"
         "export NCCL_SOCKET_IFNAME=\"${NCCL_SOCKET_IFNAME:-^lo,docker}\"\n";
    if (l.rdma && l.fabric == FabricKind::InfiniBand)
        s << "# InfiniBand: every Mellanox HCA (mlx5_0, mlx5_1, ...); list the compute ones if\n"
             "# the storage network has its own.\n"
             "export NCCL_IB_HCA=\"${NCCL_IB_HCA:-mlx5}\"\n";
    else if (l.rdma)
        s << "# RoCE: the HCAs, and the GID index of RoCE v2 over IPv4 (3 on most hosts;\n"
             "# `show_gids` lists them).\n"
             "export NCCL_IB_HCA=\"${NCCL_IB_HCA:-mlx5}\"\n"
             "export NCCL_IB_GID_INDEX=\"${NCCL_IB_GID_INDEX:-3}\"\n";
    else
        s << "# Ethernet without RDMA: TCP sockets, several per thread to fill the link.\n"
             "export NCCL_IB_DISABLE=1\n"
             "export NCCL_NSOCKS_PERTHREAD=\"${NCCL_NSOCKS_PERTHREAD:-4}\"\n"
             "export NCCL_SOCKET_NTHREADS=\"${NCCL_SOCKET_NTHREADS:-2}\"\n";
    return s.str();
}

// ---- the stacks' configurations ----

/// Megatron-LM's arguments (megatron/training/arguments.py, core_v0.12.1), as a bash array the
/// launch script passes on; the run's length and batch read TRAIN_ITERS and GLOBAL_BATCH, which the
/// trial sets.
std::string megatronArgs(const Plan &plan, const LaunchLayout &l)
{
    const ModelSpec &m = plan.model;
    const Parallelism &p = l.par;
    std::ostringstream s;
    s << "# " << stackName(l) << " arguments of this plan's layout. Sourced by launch.sh.\n"
      << "# DATA_PATH (the tokenized data's prefix) and TOKENIZER_MODEL are the site's.\n"
      << ": \"${DATA_PATH:?set DATA_PATH to the tokenized dataset (its prefix)}\"\n"
      << ": \"${TOKENIZER_MODEL:?set TOKENIZER_MODEL to the tokenizer (a path or a Hugging "
         "Face name)}\"\n"
      << "CHECKPOINT_DIR=\"${CHECKPOINT_DIR:-checkpoints}\"\n";
    if (plan.workload == Workload::Finetune)
        s << "[ -n \"${TRIAL_RUN:-}\" ] || : \"${PRETRAINED_CHECKPOINT:?set PRETRAINED_CHECKPOINT "
             "to the model to fine-tune (a Megatron checkpoint)}\"\n";
    s << "MEGATRON_ARGS=(\n";
    auto arg = [&](const std::string &flag, const std::string &value = std::string()) {
        s << "    " << flag;
        if (!value.empty()) s << ' ' << value;
        s << '\n';
    };
    s << "    # The model\n";
    arg("--num-layers", num(m.layers));
    arg("--hidden-size", num(m.hidden));
    arg("--num-attention-heads", num(m.heads));
    if (m.kvHeads > 0 && m.kvHeads < m.heads) {
        arg("--group-query-attention");
        arg("--num-query-groups", num(m.kvHeads));
    }
    if (m.ffnHidden > 0) arg("--ffn-hidden-size", num(m.ffnHidden));
    arg("--seq-length", num(m.seqLen));
    arg("--max-position-embeddings", num(std::max(m.seqLen, m.positions)));
    if (m.gatedMlp) {
        arg("--swiglu");
        arg("--normalization", "RMSNorm");
    }
    if (m.positions == 0) arg("--position-embedding-type", "rope");
    if (!m.linearBiases) arg("--disable-bias-linear");
    if (!m.tiedEmbeddings) arg("--untie-embeddings-and-output-weights");
    if (!m.dropout) {
        arg("--attention-dropout", "0.0");
        arg("--hidden-dropout", "0.0");
    }
    if (m.experts > 0) {
        arg("--num-experts", num(m.experts));
        arg("--moe-router-topk", num(std::max(1, m.expertsPerToken)));
    }
    s << "    # The layout\n";
    arg("--tensor-model-parallel-size", num(p.tp));
    arg("--pipeline-model-parallel-size", num(p.pp));
    if (p.vp > 1 && p.pp > 1)
        arg("--num-layers-per-virtual-pipeline-stage", num(std::max(1, m.layers / (p.pp * p.vp))));
    if (p.cp > 1) arg("--context-parallel-size", num(p.cp));
    if (m.experts > 0 && p.ep > 1) arg("--expert-model-parallel-size", num(p.ep));
    if (l.sequenceParallel && p.tp > 1) arg("--sequence-parallel");
    if (p.zero >= 1) arg("--use-distributed-optimizer");
    arg("--micro-batch-size", num(p.microBatch));
    arg("--global-batch-size", "\"${GLOBAL_BATCH:-" + num(p.globalBatch) + "}\"");
    if (p.recompute == Recompute::Selective) {
        arg("--recompute-granularity", "selective");
    } else if (p.recompute == Recompute::Full) {
        arg("--recompute-granularity", "full");
        arg("--recompute-method", "uniform");
        arg("--recompute-num-layers", "1");
    }
    s << "    # Precision\n";
    if (plan.precision == Precision::FP16)
        arg("--fp16");
    else if (plan.precision != Precision::FP32)
        arg("--bf16");
    if (plan.precision == Precision::FP8) {
        arg("--fp8-format", "hybrid");
        arg("--transformer-impl", "transformer_engine");
    }
    s << "    # The run\n";
    arg("--train-iters", "\"${TRAIN_ITERS:-" + num(l.trainSteps) + "}\"");
    arg("--lr", "\"${LR:-3.0e-4}\"");
    arg("--min-lr", "\"${MIN_LR:-3.0e-5}\"");
    arg("--lr-decay-style", "cosine");
    arg("--lr-warmup-fraction", "0.01");
    arg("--weight-decay", "0.1");
    arg("--clip-grad", "1.0");
    arg("--data-path", "\"${DATA_PATH}\"");
    arg("--tokenizer-type", "HuggingFaceTokenizer");
    arg("--tokenizer-model", "\"${TOKENIZER_MODEL}\"");
    arg("--split", "99,1,0");
    arg("--log-interval", "10");
    arg("--log-throughput");
    arg("--eval-interval", "1000");
    arg("--eval-iters", "10");
    if (l.framework == "mindspeed") {
        s << "    # MindSpeed's fused kernels on Ascend\n";
        arg("--use-flash-attn");
        if (m.gatedMlp) {
            arg("--use-fused-rmsnorm");
            arg("--use-fused-swiglu");
        }
        if (m.positions == 0) arg("--use-fused-rotary-pos-emb");
    }
    s << ")\n";
    // Checkpoints: the trial neither loads nor saves (its runs start afresh, the same work).
    if (l.saveInterval > 0 || plan.workload == Workload::Finetune) {
        s << "if [ -z \"${TRIAL_RUN:-}\" ]; then\n"
          << "    MEGATRON_ARGS+=(\n";
        if (l.saveInterval > 0) {
            arg("    --save", "\"${CHECKPOINT_DIR}\"");
            arg("    --save-interval", num(l.saveInterval));
        }
        if (plan.workload == Workload::Finetune) {
            arg("    --load", "\"${PRETRAINED_CHECKPOINT}\"");
            arg("    --finetune");
        } else {
            arg("    --load", "\"${CHECKPOINT_DIR}\"");
        }
        s << "    )\n"
          << "fi\n";
    }
    return s.str();
}

/// DeepSpeed's configuration (deepspeed/runtime/config.py), for `globalBatch` over `dp`.
std::string deepspeedConfig(const Plan &plan, const LaunchLayout &l, int globalBatch, int dp)
{
    const Parallelism &p = l.par;
    const int accumulation = std::max(1, globalBatch / std::max(1, dp * p.microBatch));
    std::ostringstream s;
    s << "{\n"
      << "  \"train_batch_size\": " << accumulation * dp * p.microBatch << ",\n"
      << "  \"train_micro_batch_size_per_gpu\": " << p.microBatch << ",\n"
      << "  \"gradient_accumulation_steps\": " << accumulation << ",\n"
      << "  \"gradient_clipping\": 1.0,\n"
      << "  \"steps_per_print\": 10,\n"
      << "  \"wall_clock_breakdown\": false,\n"
      << "  \"zero_optimization\": {\n"
      << "    \"stage\": " << std::max(0, p.zero) << ",\n"
      << "    \"overlap_comm\": true,\n"
      << "    \"contiguous_gradients\": true\n"
      << "  },\n"
      << "  \"bf16\": { \"enabled\": "
      << (plan.precision == Precision::BF16 || plan.precision == Precision::FP8 ? "true" : "false")
      << " },\n"
      << "  \"fp16\": { \"enabled\": " << (plan.precision == Precision::FP16 ? "true" : "false")
      << " },\n"
      << "  \"activation_checkpointing\": {\n"
      << "    \"partition_activations\": " << (p.tp > 1 ? "true" : "false") << ",\n"
      << "    \"contiguous_memory_optimization\": false,\n"
      << "    \"number_checkpoints\": null\n"
      << "  }\n"
      << "}\n";
    return s.str();
}

/// torchtitan's job configuration (torchtitan/config_manager.py, v0.1.0), for `steps` steps.
std::string torchtitanConfig(const Plan &plan, const LaunchLayout &l, const std::string &name,
                             long long steps, int globalBatch, bool trial)
{
    const Parallelism &p = l.par;
    // torchtitan's Llama 3 flavors are named by size ("8B", "70B", "405B").
    const std::string &preset = plan.model.preset;
    std::string flavor = preset;
    if (preset.rfind("llama3-", 0) == 0) {
        flavor = preset.substr(7);
        for (char &c : flavor)
            c = char(std::toupper(static_cast<unsigned char>(c)));
    }
    std::ostringstream s;
    s << "# torchtitan job of this plan's layout. launch.sh passes it as --job.config_file.\n"
      << "[job]\n"
      << "dump_folder = \"./outputs\"\n"
      << "description = \"" << name << "\"\n\n"
      << "[model]\n"
      << "name = \"llama3\"\n"
      << "flavor = \"" << flavor << "\"\n\n"
      << "[training]\n"
      << "local_batch_size = " << p.microBatch << "\n"
      << "global_batch_size = " << globalBatch << "\n"
      << "seq_len = " << plan.model.seqLen << "\n"
      << "steps = " << steps << "\n"
      << "max_norm = 1.0\n"
      << "mixed_precision_param = \""
      << (plan.precision == Precision::FP32 ? "float32" : "bfloat16") << "\"\n"
      << "compile = true\n\n"
      << "[parallelism]\n"
      << "data_parallel_replicate_degree = "
      << std::max(1, (p.dp * std::max(1, p.cp)) / std::max(1, p.shardGroup)) << "\n"
      << "data_parallel_shard_degree = -1\n"
      << "tensor_parallel_degree = " << p.tp << "\n"
      << "pipeline_parallel_degree = " << p.pp << "\n"
      << "context_parallel_degree = " << p.cp << "\n"
      << "enable_async_tensor_parallel = " << (p.tp > 1 ? "true" : "false") << "\n\n"
      << "[activation_checkpoint]\n"
      << "mode = \""
      << (p.recompute == Recompute::Full        ? "full"
          : p.recompute == Recompute::Selective ? "selective"
                                                : "none")
      << "\"\n\n"
      << "[checkpoint]\n"
      << "enable_checkpoint = " << (l.saveInterval > 0 && !trial ? "true" : "false") << "\n"
      << "interval = " << std::max(1LL, l.saveInterval) << "\n\n"

      << "[metrics]\n"
      << "log_freq = 10\n";
    return s.str();
}

/// The layout as environment variables, for a PyTorch script of the team's own.
std::string layoutEnv(const Plan &plan, const LaunchLayout &l)
{
    const Parallelism &p = l.par;
    const int accumulation = std::max(1, p.globalBatch / std::max(1, p.dp * p.microBatch));
    std::ostringstream s;
    s << "# The layout of this plan for the training script (" << stackName(l)
      << "); launch.sh exports it.\n"
      << "# TRAIN_ITERS and GLOBAL_BATCH are set by trial.sh for its short run.\n"
      << "export MICRO_BATCH_SIZE=" << p.microBatch << "\n"
      << "export GLOBAL_BATCH_SIZE=\"${GLOBAL_BATCH:-" << p.globalBatch << "}\"\n"
      << "export GRADIENT_ACCUMULATION_STEPS=" << accumulation << "\n"
      << "export MAX_STEPS=\"${TRAIN_ITERS:-" << l.trainSteps << "}\"\n"
      << "export PRECISION=" << precisionName(plan.precision) << "\n"
      << "# 0: plain data parallel; 1: optimizer states sharded (ZeroRedundancyOptimizer);\n"
      << "# 2 or 3: FSDP's SHARD_GRAD_OP or FULL_SHARD.\n"
      << "export ZERO_STAGE=" << std::max(0, p.zero) << "\n"
      << "# Ranks one shard spans (HYBRID_SHARD when fewer than the data-parallel ranks).\n"
      << "export SHARD_GROUP_SIZE=" << std::max(1, p.shardGroup) << "\n"
      << "export ACTIVATION_CHECKPOINTING=" << recomputeName(p.recompute) << "\n"
      << "# Steps between checkpoints (0: none; the trial saves none).\n"
      << "export CHECKPOINT_EVERY_STEPS=" << l.saveInterval << "\n"
      << "if [ -n \"${TRIAL_RUN:-}\" ]; then export CHECKPOINT_EVERY_STEPS=0; fi\n";
    if (plan.model.seqLen > 0 && l.tokensPerSample > 0 && plan.model.family == ModelFamily::Decoder)
        s << "export SEQ_LEN=" << plan.model.seqLen << "\n";
    return s.str();
}

// ---- the launch scripts ----

std::string acceleratorResource(const LaunchLayout &l)
{
    if (l.vendor == "AMD") return "amd.com/gpu";
    if (l.vendor == "Huawei") return "huawei.com/Ascend910";
    return "nvidia.com/gpu";
}

std::string launchScript(const LaunchLayout &l)
{
    std::ostringstream s;
    s << "#!/bin/bash\n"
      << "# Starts this node's part of the job with torchrun: under SLURM (train.sbatch runs it\n"
      << "# on every node), in a PyTorchJob (the operator sets PET_*), or by hand with\n"
      << "# NODE_RANK and MASTER_ADDR set on each node.\n"
      << "set -euo pipefail\n"
      << "KIT=\"$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\" && pwd)\"\n"
      << "NNODES=\"${NNODES:-" << l.nodes << "}\"\n"
      << "NPROC_PER_NODE=\"${NPROC_PER_NODE:-" << l.gpusPerNode << "}\"\n"
      << "NODE_RANK=\"${SLURM_NODEID:-${PET_NODE_RANK:-${NODE_RANK:-0}}}\"\n"
      << "MASTER_ADDR=\"${MASTER_ADDR:-${PET_MASTER_ADDR:-localhost}}\"\n"
      << "MASTER_PORT=\"${MASTER_PORT:-${PET_MASTER_PORT:-29500}}\"\n"
      << "source \"${KIT}/environment.sh\"\n";
    const std::string config = stackConfigName(l);
    std::string program;
    if (megatronFamily(l.framework)) {
        s << "source \"${KIT}/" << config << "\"\n";
        const char *dir = l.framework == "mindspeed" ? "MINDSPEED_LLM_DIR" : "MEGATRON_DIR";
        s << ": \"${" << dir << ":?set " << dir << " to the "
          << (l.framework == "mindspeed" ? "MindSpeed-LLM" : "Megatron-LM") << " checkout}\"\n";
        program = std::string("\"${") + dir + "}/pretrain_gpt.py\" \"${MEGATRON_ARGS[@]}\"";
    } else if (l.framework == "deepspeed") {
        s << ": \"${TRAIN_SCRIPT:?set TRAIN_SCRIPT to the training script (it calls "
             "deepspeed.initialize)}\"\n"
          << "DS_CONFIG=\"${DS_CONFIG:-${KIT}/ds_config.json}\"\n";
        program = "\"${TRAIN_SCRIPT}\" --deepspeed --deepspeed_config \"${DS_CONFIG}\"";
    } else if (l.framework == "torchtitan") {
        s << "TITAN_CONFIG=\"${TITAN_CONFIG:-${KIT}/torchtitan.toml}\"\n"
          << "EXTRA=()\n"
          << "if [ -n \"${TRAIN_ITERS:-}\" ]; then EXTRA+=(--training.steps \"${TRAIN_ITERS}\"); "
             "fi\n";
        program = "-m torchtitan.train --job.config_file \"${TITAN_CONFIG}\" \"${EXTRA[@]}\"";
    } else {
        s << "source \"${KIT}/layout.env\"\n"
          << ": \"${TRAIN_SCRIPT:?set TRAIN_SCRIPT to the training script (it reads the "
             "variables of layout.env)}\"\n";
        program = "\"${TRAIN_SCRIPT}\"";
    }
    s << "# The trial samples each GPU's memory while it runs.\n"
      << "if [ -n \"${TRIAL_MEMORY_LOG:-}\" ]; then\n"
      << "    \"${KIT}/trial.sh\" --sample-memory \"${TRIAL_MEMORY_LOG}.$(hostname)\" &\n"
      << "    SAMPLER=$!\n"
      << "    trap 'kill \"${SAMPLER}\" 2>/dev/null || true' EXIT\n"
      << "fi\n"
      << "torchrun \\\n"
      << "    --nnodes \"${NNODES}\" \\\n"
      << "    --nproc-per-node \"${NPROC_PER_NODE}\" \\\n"
      << "    --node-rank \"${NODE_RANK}\" \\\n"
      << "    --master-addr \"${MASTER_ADDR}\" \\\n"
      << "    --master-port \"${MASTER_PORT}\" \\\n"
      << "    " << program << "\n";
    return s.str();
}

std::string sbatchScript(const LaunchLayout &l, const Result &r, const std::string &name)
{
    std::ostringstream s;
    // The likely high end and a tenth more: the job resumes from its last checkpoint when
    // a partition's limit ends it sooner.
    const double limit = 1.1 * r.totalTimeRange[1].value();
    s << "#!/bin/bash\n"
      << "#SBATCH --job-name=" << name << "\n"
      << "#SBATCH --nodes=" << l.nodes << "\n"
      << "#SBATCH --ntasks-per-node=1\n"
      << "#SBATCH --gpus-per-node=" << l.gpusPerNode << "\n";
    if (r.cluster.cpuCoresPerNode > 0)
        s << "#SBATCH --cpus-per-task=" << r.cluster.cpuCoresPerNode << "\n";
    s << "#SBATCH --exclusive\n"
      << "#SBATCH --time=" << slurmTime(limit) << "\n"
      << "#SBATCH --output=%x-%j.out\n"
      << "# " << l.nodes << (l.nodes == 1 ? " node" : " nodes") << " x " << l.gpusPerNode
      << " GPUs, one torchrun per node (launch.sh).\n"
      << "set -euo pipefail\n"
      << "KIT=\"${KIT:-${SLURM_SUBMIT_DIR:-$(pwd)}}\"\n"
      << "export MASTER_ADDR=\"$(scontrol show hostnames \"${SLURM_JOB_NODELIST}\" | head -n "
         "1)\"\n"
      << "export MASTER_PORT=\"${MASTER_PORT:-29500}\"\n"
      << "export NNODES=\"${SLURM_NNODES}\"\n"
      << "srun --kill-on-bad-exit=1 bash \"${KIT}/launch.sh\"\n";
    return s.str();
}

std::string pytorchJob(const LaunchLayout &l, const std::string &name)
{
    std::ostringstream s;
    const std::string image = l.vendor == "NVIDIA" ? "nvcr.io/nvidia/pytorch:24.07-py3"
                              : l.vendor == "AMD"  ? "rocm/pytorch:latest"
                                                   : "";
    auto replica = [&](const char *type, int replicas) {
        s << "    " << type << ":\n"
          << "      replicas: " << replicas << "\n"
          << "      restartPolicy: OnFailure\n"
          << "      template:\n"
          << "        spec:\n"
          << "          containers:\n"
          << "            - name: pytorch\n"
          << "              image: "
          << (image.empty() ? std::string("\"\"  # the site's training image (required)") : image)
          << "\n"
          << "              command: [\"bash\", \"/kit/launch.sh\"]\n"
          << "              resources:\n"
          << "                limits:\n"
          << "                  " << acceleratorResource(l) << ": " << l.gpusPerNode << "\n";
        if (l.rdma && l.multiNode)
            s << "                  # The RDMA device plugin's resource (this is "
                 "k8s-rdma-shared-dev-plugin's default).\n"
              << "                  rdma/rdma_shared_device_a: 1\n";
        if (l.rdma && l.multiNode)
            s << "              securityContext:\n"
              << "                capabilities:\n"
              << "                  add: [\"IPC_LOCK\"]\n";
        s << "              volumeMounts:\n"
          << "                - name: kit\n"
          << "                  mountPath: /kit\n"
          << "                - name: dshm\n"
          << "                  mountPath: /dev/shm\n"
          << "          volumes:\n"
          << "            - name: kit\n"
          << "              configMap:\n"
          << "                name: " << name << "-kit\n"
          << "                defaultMode: 0755\n"
          << "            - name: dshm\n"
          << "              emptyDir:\n"
          << "                medium: Memory\n";
    };
    s << "# Kubeflow training operator PyTorchJob: one pod per node, " << l.gpusPerNode
      << " GPUs each.\n"
      << "# The kit's files go in a ConfigMap first:\n"
      << "#   kubectl create configmap " << name << "-kit --from-file=.\n"
      << "apiVersion: kubeflow.org/v1\n"
      << "kind: PyTorchJob\n"
      << "metadata:\n"
      << "  name: " << name << "\n"
      << "spec:\n"
      << "  nprocPerNode: \"" << l.gpusPerNode << "\"\n"
      << "  runPolicy:\n"
      << "    cleanPodPolicy: None\n"
      << "  pytorchReplicaSpecs:\n";
    replica("Master", 1);
    if (l.nodes > 1) replica("Worker", l.nodes - 1);
    return s.str();
}

std::string trialScript(const LaunchLayout &l)
{
    std::ostringstream s;
    const bool tokens = l.tokensPerSample > 0;
    const double perStep = l.trialGlobalBatch * (tokens ? l.tokensPerSample : 1.0);
    s << "#!/bin/bash\n"
      << "# A short run of this plan's layout on " << l.trial.gpus << " GPUs (" << l.trial.nodes
      << (l.trial.nodes == 1 ? " node" : " nodes") << "), data parallel over them,\n"
      << "# with the plan's micro-batches per step. Two runs, of TRIAL_SHORT and TRIAL_LONG\n"
      << "# steps: their difference in time is the steps' own (start-up, compilation and\n"
      << "# warm-up cancel). It prints what \"Calibrate from a trial run\" and the --trial-*\n"
      << "# flags take. Under SLURM run it inside an allocation of " << l.trial.nodes
      << (l.trial.nodes == 1 ? " node" : " nodes") << " (salloc --nodes=" << l.trial.nodes
      << " --gpus-per-node=" << l.gpusPerNode << " --exclusive).\n"
      << "set -euo pipefail\n"
      << "KIT=\"$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\" && pwd)\"\n"
      << "if [ \"${1:-}\" = --sample-memory ]; then\n"
      << "    # Every GPU's memory in use, once a second, the largest kept (MiB).\n"
      << "    out=\"$2\"; peak=0\n"
      << "    while true; do\n";
    if (l.vendor == "Huawei")
        s << "        # Ascend: MindSpeed logs each rank's memory itself (\"max reserved\").\n"
             "        exit 0\n";
    else if (l.vendor == "AMD")
        s << "        now=$(rocm-smi --showmeminfo vram --csv 2>/dev/null | awk -F, 'NR > 1 { "
             "v = $3 / 1048576; if (v > m) m = v } END { print int(m) }')\n";
    else
        s << "        now=$(nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits "
             "2>/dev/null | sort -n | tail -n 1)\n";
    s << "        [ \"${now:-0}\" -gt \"$peak\" ] && peak=$now && echo \"$peak\" > \"$out\"\n"
      << "        sleep 1\n"
      << "    done\n"
      << "fi\n"
      << "TRIAL_SHORT=\"${TRIAL_SHORT:-50}\"\n"
      << "TRIAL_LONG=\"${TRIAL_LONG:-250}\"\n"
      << "export NNODES=" << l.trial.nodes << " GLOBAL_BATCH=" << l.trialGlobalBatch
      << " TRIAL_RUN=1\n";
    if (l.framework == "deepspeed") s << "export DS_CONFIG=\"${KIT}/ds_config-trial.json\"\n";
    if (l.framework == "torchtitan") s << "export TITAN_CONFIG=\"${KIT}/torchtitan-trial.toml\"\n";
    s << "export TRIAL_MEMORY_LOG=\"${TRIAL_MEMORY_LOG:-${KIT}/trial-memory}\"\n"
      << "rm -f \"${TRIAL_MEMORY_LOG}\".*\n"
      << "run() {\n"
      << "    local start end\n"
      << "    start=$(date +%s.%N)\n"
      << "    if [ -n \"${SLURM_JOB_ID:-}\" ] && [ \"${NNODES}\" -gt 1 ]; then\n"
      << "        MASTER_ADDR=\"$(scontrol show hostnames \"${SLURM_JOB_NODELIST}\" | head -n 1)\" "
         "\\\n"
      << "            TRAIN_ITERS=\"$1\" srun --nodes=\"${NNODES}\" --ntasks-per-node=1 bash "
         "\"${KIT}/launch.sh\" >&2\n"
      << "    else\n"
      << "        TRAIN_ITERS=\"$1\" bash \"${KIT}/launch.sh\" >&2\n"
      << "    fi\n"
      << "    end=$(date +%s.%N)\n"
      << "    echo \"$start $end\" | awk '{ print $2 - $1 }'\n"
      << "}\n"
      << "short=$(run \"${TRIAL_SHORT}\")\n"
      << "long=$(run \"${TRIAL_LONG}\")\n"
      << "peak_mib=$(cat \"${TRIAL_MEMORY_LOG}\".* 2>/dev/null | sort -n | tail -n 1)\n"
      << "awk -v short=\"$short\" -v long=\"$long\" -v steps=$((TRIAL_LONG - TRIAL_SHORT)) \\\n"
      << "    -v per_step=" << num(perStep) << " -v gpus=" << l.trial.gpus
      << " -v peak=\"${peak_mib:-0}\" 'BEGIN {\n"
      << "    seconds = long - short\n"
      << "    if (seconds <= 0 || steps <= 0) { print \"trial: the longer run was not longer; "
         "raise TRIAL_LONG\" > \"/dev/stderr\"; exit 1 }\n"
      << "    rate = per_step * steps / seconds / gpus\n"
      << "    printf \"Step time: %.3f s\\n\", seconds / steps\n";
    if (tokens)
        s << "    printf \"GPUs in the trial: %d\\nMeasured tokens/s per GPU: %.0f\\n\", gpus, "
             "rate\n";
    else
        s << "    printf \"GPUs in the trial: %d\\nMeasured samples/s per GPU: %.1f\\n\", gpus, "
             "rate\n";
    s << "    if (peak > 0) printf \"Measured peak memory per GPU (GiB): %.1f\\n\", peak / "
         "1024\n";
    if (tokens)
        s << "    printf \"--trial-gpus %d --trial-tokens-per-s-per-gpu %.0f\", gpus, rate\n"
          << "    if (peak > 0) printf \" --trial-peak-memory-gib %.1f\", peak / 1024\n"
          << "    printf \"\\n\"\n";
    s << "}'\n";
    return s.str();
}

std::string readme(const Plan &plan, const Result &r, const LaunchLayout &l,
                   const std::string &name)
{
    const Parallelism &p = l.par;
    std::ostringstream s;
    const double perGpu = r.cluster.gpus > 0 ? r.tokensPerSecond / r.cluster.gpus : 0;
    const double lowPerGpu = r.cluster.gpus > 0 ? r.tokensPerSecondRange[0] / r.cluster.gpus : 0;
    const double highPerGpu = r.cluster.gpus > 0 ? r.tokensPerSecondRange[1] / r.cluster.gpus : 0;
    const double gib = 1024.0 * 1024 * 1024;
    char buf[256];
    s << "# Launch kit: " << name << "\n\n"
      << "The plan's job as the planner laid it out: " << l.gpus << " "
      << (r.cluster.gpu ? r.cluster.gpu->name : plan.gpu) << " in " << l.nodes
      << (l.nodes == 1 ? " node" : " nodes") << " of " << l.gpusPerNode << ", on " << stackName(l)
      << ".\n\n"
      << "| Layout | |\n|---|---|\n"
      << "| Tensor parallel (TP) | " << p.tp << " |\n"
      << "| Pipeline parallel (PP) | " << p.pp << " |\n"
      << "| Virtual pipeline stages | " << p.vp << " |\n"
      << "| Context parallel (CP) | " << p.cp << " |\n"
      << "| Expert parallel (EP) | " << p.ep << " |\n"
      << "| Data parallel (DP) | " << p.dp << " |\n"
      << "| ZeRO stage | " << std::max(0, p.zero) << " |\n"
      << "| Sequence parallel | " << (l.sequenceParallel ? "yes" : "no") << " |\n"
      << "| Micro-batch, global batch | " << p.microBatch << ", " << p.globalBatch << " |\n"
      << "| Recomputation | " << recomputeName(p.recompute) << " |\n"
      << "| Precision | " << precisionName(plan.precision) << " |\n"
      << "| Steps | " << l.trainSteps << " |\n"
      << "| Checkpoint every | "
      << (l.saveInterval > 0 ? std::to_string(l.saveInterval) + " steps" : std::string("never"))
      << " |\n\n";
    s << "## What to expect\n\n";
    if (l.tokensPerSample > 0) {
        std::snprintf(buf, sizeof buf, "- Tokens/s per GPU: %.0f (likely %.0f to %.0f).\n", perGpu,
                      lowPerGpu, highPerGpu);
        s << buf;
    } else if (r.cluster.gpus > 0) {
        std::snprintf(buf, sizeof buf, "- Samples/s per GPU: %.1f.\n",
                      r.samplesPerSecond / r.cluster.gpus);
        s << buf;
    }
    std::snprintf(buf, sizeof buf,
                  "- Memory per GPU: %.1f GiB of %.1f GiB (the planner keeps 20 %% free).\n",
                  r.memoryPerGpu.value() / gib, r.capacity.value() / gib);
    s << buf;
    std::snprintf(buf, sizeof buf,
                  "- Step time: %.2f s; the whole run %.1f days (likely %.1f to %.1f).\n",
                  r.stepTime.value(), r.totalTime.value() / 86400,
                  r.totalTimeRange[0].value() / 86400, r.totalTimeRange[1].value() / 86400);
    s << buf;
    std::snprintf(
        buf, sizeof buf,
        "- The trial (`trial.sh`, %d GPUs, data parallel %d, global batch %d): %.0f %s per "
        "GPU, %.1f GiB per GPU, a step in %.2f s.\n\n",
        l.trial.gpus, l.trial.dp, l.trialGlobalBatch, l.trial.perGpu,
        l.tokensPerSample > 0 ? "tokens/s" : "samples/s", l.trial.memoryPerGpu.value() / gib,
        l.trial.stepTime.value());
    s << buf;
    s << "## Files\n\n"
      << "- `train.sbatch`: the SLURM batch job, " << l.nodes << " x " << l.gpusPerNode
      << " GPUs, one `launch.sh` per node: `sbatch train.sbatch` from this folder.\n"
      << "- `launch.sh`: torchrun on one node, with this plan's nodes and GPUs per node; under "
         "SLURM, "
         "in a PyTorchJob, or by hand (`NODE_RANK=0 MASTER_ADDR=host bash launch.sh` on each "
         "node).\n"
      << "- `environment.sh`: the collectives' environment for this plan's network "
      << (l.vendor == "Huawei" ? "(HCCL)" : "(NCCL)") << ".\n"
      << "- `" << stackConfigName(l) << "`: the layout in " << stackName(l) << "'s terms";
    if (megatronFamily(l.framework))
        s << "; set `" << (l.framework == "mindspeed" ? "MINDSPEED_LLM_DIR" : "MEGATRON_DIR")
          << "`, `DATA_PATH` and `TOKENIZER_MODEL`"
          << (plan.workload == Workload::Finetune ? " and `PRETRAINED_CHECKPOINT`" : "");
    else if (l.framework == "torchtitan")
        s << "; its `[model]` flavor must be one torchtitan defines with the planned dimensions";
    else
        s << "; set `TRAIN_SCRIPT`, a script that reads it";
    s << ".\n";
    if (l.framework == "deepspeed")
        s << "- `ds_config-trial.json`: the same for the trial's data-parallel ranks.\n";
    if (l.framework == "torchtitan") s << "- `torchtitan-trial.toml`: the same for the trial.\n";
    s << "- `pytorchjob.yaml`: the Kubeflow training operator's job, " << l.nodes
      << (l.nodes == 1 ? " pod" : " pods") << " of " << l.gpusPerNode << " GPUs; "
      << "`kubectl create configmap " << name
      << "-kit --from-file=.` then `kubectl apply -f "
         "pytorchjob.yaml`.\n"
      << "- `trial.sh`: a short run of the same layout on " << l.trial.gpus << " GPUs ("
      << l.trial.nodes << (l.trial.nodes == 1 ? " node" : " nodes")
      << "). It prints the figures \"Calibrate from a trial run\" takes and the same as "
         "`--trial-*` flags for `clusterplanner-cli estimate`.\n\n"
      << "## Acceptance checks\n\n"
      << "1. `trial.sh` runs and measures about the trial's figures above; calibrate the plan "
         "with the line it prints last and read the new estimate.\n"
      << "2. The first "
      << (l.saveInterval > 0 ? "checkpoint is written and the job resumes from it"
                             : "hundred steps run without a restart")
      << " (stop it and submit again).\n"
      << "3. The peak memory per GPU stays under the capacity with the free share above.\n";
    return s.str();
}

} // namespace

std::optional<PlanError> launchLayout(const Plan &plan, const Catalog &catalog, const Result &r,
                                      LaunchLayout &l)
{
    const ClusterFacts &c = r.cluster;
    if (!c.gpu || c.gpus <= 0 || c.nodes <= 0)
        return PlanError{"gpus", ErrorTr::tr("the plan has no GPUs to launch on").toStdString()};
    if (c.nodeShapes.size() > 1)
        return PlanError{"topology",
                         ErrorTr::tr("the nodes hold different numbers of GPUs; a launch kit "
                                     "needs nodes alike")
                             .toStdString()};
    l = {};
    l.nodes = c.nodes;
    l.gpusPerNode = std::max(1, c.gpus / c.nodes);
    l.gpus = c.gpus;
    l.par = r.par;
    l.sequenceParallel = r.sequenceParallel;
    l.framework = r.framework;
    l.vendor = c.gpu->vendor;
    l.multiNode = c.nodes > 1;
    if (c.fabric) {
        l.fabric = c.fabric->kind;
        l.rdma = c.fabric->rdma;
    }
    l.trainSteps = std::max(1LL, (long long)std::ceil(r.steps));
    const double step = r.stepTime.value();
    const double interval = r.checkpointInterval.value();
    l.saveInterval
        = interval > 0 && step > 0 ? std::max(1LL, (long long)std::llround(interval / step)) : 0;
    l.tokensPerSample = !throughputInSamples(plan, r) && r.samplesPerSecond > 0
                            ? r.tokensPerSecond / r.samplesPerSecond
                            : 0;
    if (auto e = acceptanceTrial(plan, catalog, r, l.trial)) return e;
    const int accumulation
        = std::max(1, l.par.globalBatch / std::max(1, l.par.dp * l.par.microBatch));
    l.trialGlobalBatch = l.trial.gpus >= c.gpus
                             ? l.par.globalBatch
                             : accumulation * l.trial.dp * std::max(1, l.par.microBatch);
    return std::nullopt;
}

std::vector<LaunchFile> makeLaunchKit(const Plan &plan, const Result &r, const LaunchLayout &l,
                                      const std::string &name)
{
    const std::string job = jobName(name);
    std::vector<LaunchFile> files;
    files.push_back({"README.md", readme(plan, r, l, name), false});
    files.push_back({"train.sbatch", sbatchScript(l, r, job), true});
    files.push_back({"launch.sh", launchScript(l), true});
    files.push_back({"environment.sh", environment(l), false});
    const std::string config = stackConfigName(l);
    if (megatronFamily(l.framework)) {
        files.push_back({config, megatronArgs(plan, l), false});
    } else if (l.framework == "deepspeed") {
        files.push_back({config, deepspeedConfig(plan, l, l.par.globalBatch, l.par.dp), false});
        files.push_back({"ds_config-trial.json",
                         deepspeedConfig(plan, l, l.trialGlobalBatch, l.trial.dp), false});
    } else if (l.framework == "torchtitan") {
        files.push_back({config,
                         torchtitanConfig(plan, l, name, l.trainSteps, l.par.globalBatch, false),
                         false});
        files.push_back({"torchtitan-trial.toml",
                         torchtitanConfig(plan, l, name, 250, l.trialGlobalBatch, true), false});
    } else {
        files.push_back({config, layoutEnv(plan, l), false});
    }
    files.push_back({"pytorchjob.yaml", pytorchJob(l, job), false});
    files.push_back({"trial.sh", trialScript(l), true});
    return files;
}

std::optional<QString> writeLaunchKit(const QString &dir, const std::vector<LaunchFile> &files)
{
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir()) return ErrorTr::tr("'%1' is a file, not a folder").arg(dir);
    QDir d(dir);
    if (info.exists()
        && !d.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
                .isEmpty())
        return ErrorTr::tr("'%1' is not empty: the kit goes into a new or empty folder").arg(dir);
    if (!QDir().mkpath(dir)) return ErrorTr::tr("'%1' cannot be created").arg(dir);
    for (const LaunchFile &f : files) {
        const QString path = d.filePath(QString::fromStdString(f.name));
        if (auto e = writeFileAtomically(path, QByteArray::fromStdString(f.text)))
            return QStringLiteral("%1: %2").arg(path, *e);
        if (f.executable)
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner
                                            | QFileDevice::ExeGroup | QFileDevice::ExeOther);
    }
    return std::nullopt;
}

std::optional<QString> exportLaunchKit(const Plan &plan, const Catalog &catalog,
                                       const std::string &name, const QString &dir,
                                       LaunchLayout *layout)
{
    auto planError = [](const PlanError &e) {
        return QStringLiteral("%1: %2").arg(QString::fromStdString(e.field),
                                            QString::fromStdString(e.message));
    };
    Result r;
    if (auto e = evaluate(plan, catalog, r)) return planError(*e);
    // A job that cannot start is no kit.
    const double gib = 1024.0 * 1024 * 1024;
    if (!r.fits)
        return ErrorTr::tr("the plan does not fit in the GPUs' memory (%1 GiB needed per GPU, %2 "
                           "GiB there): change the layout or the GPUs first")
            .arg(r.memoryPerGpu.value() / gib, 0, 'f', 1)
            .arg(r.capacity.value() / gib, 0, 'f', 1);
    LaunchLayout l;
    if (auto e = launchLayout(plan, catalog, r, l)) return planError(*e);
    // The project's name where it has letters a scheduler takes ("海洋遥感" has none), else
    // the model and the workload.
    const std::string job
        = jobName(name) != "training"
              ? name
              : (plan.model.preset.empty() ? std::string("model") : plan.model.preset) + '-'
                    + workloadName(plan.workload);
    if (auto e = writeLaunchKit(dir, makeLaunchKit(plan, r, l, job))) return e;
    if (layout) *layout = l;
    return std::nullopt;
}

} // namespace cp
