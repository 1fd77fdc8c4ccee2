# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_loaders_brief: fuzzes for SECONDS from a fresh copy of the seed corpus, so a run
# never writes into the source tree and never starts from what an earlier run found.
# Any crash, leak, sanitizer report, slow input (10 s) or memory blow-up fails the test; the
# input is left in WORK/artifacts/.
foreach(var FUZZER SEEDS DICT WORK SECONDS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "run_brief.cmake needs -D${var}=...")
    endif()
endforeach()
file(REMOVE_RECURSE ${WORK}/corpus)
file(MAKE_DIRECTORY ${WORK}/corpus ${WORK}/artifacts)
file(GLOB seeds ${SEEDS}/*)
file(COPY ${seeds} DESTINATION ${WORK}/corpus)
execute_process(
    COMMAND ${FUZZER} -max_total_time=${SECONDS} -rss_limit_mb=2048 -timeout=10
            -dict=${DICT} -print_final_stats=1 -artifact_prefix=${WORK}/artifacts/
            ${WORK}/corpus
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fuzz_loaders failed (${result}); the input is in ${WORK}/artifacts/")
endif()
