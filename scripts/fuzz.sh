#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the project-file and catalog readers by hand, for longer than the test run's 30
# seconds: scripts/fuzz.sh [seconds] (default 600). FUZZ_JOBS=2 fuzzes in two processes.
# Builds build-fuzz with clang first. The working corpus, build-fuzz/corpus, persists from
# run to run and gains every input that reaches new code; tests/fuzz/corpus (the seeds) is
# only read. After the run the working corpus is merged down to the inputs that still add
# coverage, so it does not grow without bound. A crash stops the run and leaves its input
# in build-fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=${FUZZ_JOBS:-1}
scripts/setup.sh
if [ ! -f build-fuzz/build.ninja ]; then
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER=clang++ -DCLUSTERPLANNER_FUZZ=ON -DCLUSTERPLANNER_BENCHMARKS=OFF
fi
cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_loaders
fuzzer=build-fuzz/tests/fuzz/fuzz_loaders
mkdir -p build-fuzz/corpus build-fuzz/crashes
echo "Fuzzing for $seconds s with $jobs job(s); corpus: build-fuzz/corpus ($(ls build-fuzz/corpus | wc -l) inputs)"
parallel=()
if [ "$jobs" -gt 1 ]; then
    parallel=(-fork="$jobs")
fi
status=0
"$fuzzer" -max_total_time="$seconds" "${parallel[@]}" -rss_limit_mb=2048 -timeout=10 \
    -dict=tests/fuzz/loaders.dict -artifact_prefix=build-fuzz/crashes/ -print_final_stats=1 \
    build-fuzz/corpus tests/fuzz/corpus || status=$?

# Merging into a fresh directory keeps the smallest set of inputs with the same coverage.
rm -rf build-fuzz/corpus.merged
mkdir build-fuzz/corpus.merged
"$fuzzer" -merge=1 -rss_limit_mb=2048 -timeout=10 build-fuzz/corpus.merged build-fuzz/corpus \
    >build-fuzz/merge.log 2>&1
rm -rf build-fuzz/corpus
mv build-fuzz/corpus.merged build-fuzz/corpus
echo "Corpus after merging: $(ls build-fuzz/corpus | wc -l) inputs in build-fuzz/corpus"

if [ "$status" -ne 0 ]; then
    echo "The fuzzer stopped on a failure (exit $status). Inputs in build-fuzz/crashes/:"
    ls -l build-fuzz/crashes/
    echo "Replay one with: $fuzzer FILE (or build/tests/fuzz/fuzz_replay FILE in a gcc build);"
    echo "once it is fixed, add it to tests/fuzz/corpus/ so every build replays it."
fi
exit "$status"
