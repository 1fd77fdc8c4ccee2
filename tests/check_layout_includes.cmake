# Fails when the proposal includes a header that evaluates plans: it lays out the project's
# report (core/projectreport.h) and decides nothing of its own (docs/architecture.md,
# "One report").
file(GLOB_RECURSE _files "${PROPOSAL_DIR}/*.h" "${PROPOSAL_DIR}/*.cpp")
foreach(_f IN LISTS _files)
    file(STRINGS "${_f}" _hits
         REGEX "#include *\"(planner|analysis|recommend|layoutsearch|validation|engine)\\.h\"")
    if(_hits)
        message(FATAL_ERROR "${_f} includes an evaluating header: ${_hits}")
    endif()
endforeach()
message(STATUS "proposal/ evaluates nothing of its own")
