# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a file in core/ includes a Qt GUI, Widgets or Charts header.
file(GLOB_RECURSE _files "${CORE_DIR}/*.h" "${CORE_DIR}/*.cpp")
foreach(_f IN LISTS _files)
    file(STRINGS "${_f}" _hits REGEX "#include *<(QtGui|QtWidgets|QtCharts|QWidget|QPainter|QImage|QColor|QFont)")
    if(_hits)
        message(FATAL_ERROR "${_f} includes a GUI header: ${_hits}")
    endif()
endforeach()
message(STATUS "core/ has no GUI includes")
