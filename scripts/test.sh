#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds and runs every test headless, in three timed stages:
#  1. the normal build (Release, warnings as errors): the Qt Test suite through ctest (with
#     the fuzz corpus replay), then the shared CLI contract checks when ../shared/checks is
#     present;
#  2. the same suite built with AddressSanitizer and UBSan in build-asan (warnings as errors);
#  3. a brief run of the libFuzzer target for the project and catalog readers, built with
#     clang in build-fuzz (scripts/fuzz.sh runs it for longer).
# Each build directory is configured once and then built incrementally. Stages 2 and 3 run
# only when stage 1 passes, and both run even if one fails, so one run reports both.
set -euo pipefail
cd "$(dirname "$0")/.."

run() {
    echo "+ $*"
    "$@"
}

normal() {
    scripts/setup.sh
    # A new compiler warning fails the build here (the build is kept free of them). Release:
    # its optimiser sees more (-Wmaybe-uninitialized) than RelWithDebInfo's.
    scripts/build.sh -DCMAKE_BUILD_TYPE=Release -DCLUSTERPLANNER_WERROR=ON
    ctest --test-dir build --output-on-failure --timeout 600
    if [ -x ../shared/checks/run ]; then
        CLUSTERPLANNER_CLI="$PWD/build/app/cli/clusterplanner-cli" ../shared/checks/run
    fi
}

sanitizers() {
    # Debug (-O0): of the build types it compiles fastest, and the build is most of this
    # stage's time.
    # Warnings fail this build too (the sanitizers' instrumentation brings its own).
    run cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug \
        -DCLUSTERPLANNER_SANITIZE=ON -DCLUSTERPLANNER_BENCHMARKS=OFF -DCLUSTERPLANNER_WERROR=ON \
        --log-level=NOTICE
    run cmake --build build-asan --parallel "$(nproc)"
    # Any report fails its test: UBSan would otherwise print and carry on. Leaks are
    # checked too; tests/fuzz/lsan.supp is where a system library's one-time allocation
    # would be suppressed, with its reason.
    export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:check_initialization_order=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    export LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp:print_suppressions=0"
    run ctest --test-dir build-asan --output-on-failure --timeout 900
}

fuzzing() {
    if [ ! -f build-fuzz/build.ninja ]; then
        run cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_CXX_COMPILER=clang++ -DCLUSTERPLANNER_FUZZ=ON -DCLUSTERPLANNER_BENCHMARKS=OFF
    fi
    run cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_loaders
    run ctest --test-dir build-fuzz --output-on-failure -R '^fuzz_loaders_brief$'
}

timings=()
failed=()
# stage NAME FUNCTION: runs the function in a subshell that stops at its first failing
# command (set -e does not apply inside `cmd || ...`, hence the explicit status).
stage() {
    local name=$1 start=$SECONDS status
    echo
    echo "=== $name"
    set +e
    (
        set -e
        "$2"
    )
    status=$?
    set -e
    timings+=("$(printf '%-46s %5d s' "$name" $((SECONDS - start)))$([ "$status" -eq 0 ] || echo '  FAILED')")
    [ "$status" -eq 0 ] || failed+=("$name")
}

export QT_QPA_PLATFORM=offscreen
stage "normal build, tests and shared checks" normal
if [ ${#failed[@]} -eq 0 ]; then
    stage "sanitizers: build-asan (ASan + UBSan, Debug)" sanitizers
    stage "fuzzing: build-fuzz (clang, libFuzzer, 30 s)" fuzzing
fi

echo
echo "=== time per stage"
printf '%s\n' "${timings[@]}"
if [ ${#failed[@]} -ne 0 ]; then
    echo "FAILED: ${failed[*]}"
    exit 1
fi
