# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a file that lays out the project's report includes a header that evaluates
# plans: the proposal (proposal/) and the app's views and dialogs (ui/) show what core's
# evaluateProject gave the document and decide nothing of their own (docs/architecture.md,
# "One report"). ALLOW names the files that may evaluate: the document, and the dialog
# whose background worker runs the recommender's long search.
file(GLOB_RECURSE _files "${LAYOUT_DIR}/*.h" "${LAYOUT_DIR}/*.cpp")
foreach(_f IN LISTS _files)
    get_filename_component(_name "${_f}" NAME)
    if(DEFINED ALLOW AND _name MATCHES "${ALLOW}")
        continue()
    endif()
    file(STRINGS "${_f}" _hits
         REGEX "#include *\"([a-z]+/)?(planner|analysis|recommend|layoutsearch|validation|engine)\\.h\"")
    if(_hits)
        message(FATAL_ERROR "${_f} includes an evaluating header: ${_hits}")
    endif()
endforeach()
message(STATUS "${LAYOUT_DIR} evaluates nothing of its own")
