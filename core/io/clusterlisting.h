// SPDX-License-Identifier: GPL-3.0-or-later
// A running cluster read from what its scheduler lists: SLURM's `scontrol show node`, one
// record per node (on one line, or over several lines with a blank line between nodes), or
// Kubernetes' `kubectl get nodes -o json`.
// The nodes with GPUs, how many each has, and which catalog part their GPU type is.
#pragma once

#include "model/catalog.h"
#include "model/result.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cp {

struct ListedCluster
{
    int nodes = 0;         // nodes with GPUs
    int gpusPerNode = 0;   // each of them has as many
    std::string gpu;       // the catalog accelerator; empty where the listing names no type
    std::string listedGpu; // the type as the listing writes it ("h100")
    /// The listed type fits more than one catalog part ("h100": SXM 80 GB, PCIe, NVL ...):
    /// the SXM one is taken, which the reader must be told.
    bool gpuAssumed = false;
    std::vector<std::string> withoutGpus; // nodes left out: no GPU in their Gres
    /// Where the listing shows them (`nvidia-smi topo -m`): GPUs joined by NVLink, and the
    /// node's network ports; -1 where it does not say.
    int nvlink = -1;
    int nics = -1;
};

/// The catalog accelerator a scheduler's GPU type names ("h100", "nvidia_h100_80gb_hbm3",
/// "NVIDIA-A100-SXM4-40GB", "mi300x", "910b"): its model, narrowed by the memory and the form
/// factor where the name gives them; the SXM part with the most memory where several remain
/// (`*assumed` set). Empty when no catalog part is that model.
std::string acceleratorForListedGpu(std::string_view listed, const Catalog &catalog,
                                    bool *assumed = nullptr);

/// Reads `kubectl get nodes -o json`: each node's GPUs from its capacity
/// (`nvidia.com/gpu`, `amd.com/gpu`), their type from the GPU feature discovery's product
/// label (`nvidia.com/gpu.product`, `amd.com/gpu.product-name`). Errors name what is
/// missing (not JSON, no items, a node that differs).
std::variant<ListedCluster, PlanError> readKubectlNodes(const std::string &text,
                                                        const Catalog &catalog);

/// Reads a `sinfo` table with a GRES column (`sinfo -N -o "%N %G"`, `sinfo -o "%D %N %G"`):
/// a header line naming its columns (NODELIST or HOSTNAMES, GRES, NODES where given), a row
/// per node or per group of nodes ("gpu[01-04]" is four).
std::variant<ListedCluster, PlanError> readSinfoTable(std::string_view text,
                                                      const Catalog &catalog);

/// Reads one node's `nvidia-smi topo -m` matrix: its GPUs (GPU0 ... columns), whether they
/// are joined by NVLink (NV# entries) and its network ports (NIC# or mlx5_# columns). The
/// GPU type is not in it: `gpu` stays empty.
std::variant<ListedCluster, PlanError> readNvidiaTopology(std::string_view text);

/// The node names of a SLURM host list: "gpu[01-04,07],login1" is gpu01 ... gpu04, gpu07 and
/// login1; empty when a range is malformed or holds more than 100,000 nodes.
std::vector<std::string> expandHostList(std::string_view list);

/// A listing in whichever of the formats above it is: JSON is kubectl's, a matrix headed
/// GPU0 nvidia-smi's, a table with a GRES column sinfo's, NodeName= records scontrol's.
std::variant<ListedCluster, PlanError> readClusterListing(const std::string &text,
                                                          const Catalog &catalog);

/// `plan` on the listed cluster: its GPU (where the listing names one), its GPU count and
/// GPUs per node, as --cluster-from sets them, and drawn as the flags draw a cluster
/// (standardTopology) in place of the plan's drawing. An error where the plan cannot take it.
std::optional<PlanError> drawListedCluster(const ListedCluster &listed, const Catalog &catalog,
                                           Plan &plan);

/// Reads `scontrol show node` output. Errors name the line and what was expected there:
/// text that is not KEY=VALUE fields, no node at all, a GPU type the catalog does not know,
/// nodes that differ in their GPUs (a cluster of one kind of node is what a plan holds).
std::variant<ListedCluster, PlanError> readScontrolNodes(std::string_view text,
                                                         const Catalog &catalog);

} // namespace cp
