// SPDX-License-Identifier: GPL-3.0-or-later
// The --batch line reader: one flat JSON object of flag names a line, read without building a
// document (the hot path of `estimate --batch`).
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace cp {

/// How much of a --batch input is held at once: a chunk is evaluated together and its lines
/// kept until it is written, so it is bounded by lines and by bytes (8,192 lines of 16 MB
/// each would be 128 GB).
struct BatchChunkLimits
{
    std::size_t lines = 8192;
    std::size_t bytes = std::size_t(64) << 20;     // a chunk ends once its lines hold this many
    std::size_t lineBytes = std::size_t(16) << 20; // longest line: a plan is a few hundred bytes
};

enum class BatchChunk {
    More,       // the chunk is full; more input may follow
    End,        // the input ended (the chunk may still hold lines)
    LineTooLong // lines.size() lines read, the next one longer than limits.lineBytes
};

/// Reads the next chunk of `in` into `lines` (cleared first), without the newlines: until
/// it holds `limits.lines` lines or at least `limits.bytes` bytes of them (at most that less
/// one, plus a line), or the input ends.
BatchChunk readBatchChunk(std::istream &in, std::vector<std::string> &lines,
                          const BatchChunkLimits &limits = {});

/// Applies a flat JSON object (keys = flag names) to a plan: one --batch line.
std::optional<PlanError> applyFlatJson(Plan &plan, const std::string &jsonText,
                                       const Catalog &catalog);

} // namespace cp
