# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# The game's sounds are our own (issue 17): runs scripts/make-sounds.py into OUT and fails unless each
# file it writes is byte for byte the committed one in SOUNDS (fix: run scripts/make-sounds.py and
# commit its output, or the script change that made the difference).
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${PYTHON} ${SCRIPT} ${OUT} RESULT_VARIABLE rc OUTPUT_VARIABLE written)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "make-sounds.py failed (${rc})")
endif()
file(GLOB made ${OUT}/*.wav)
file(GLOB committed ${SOUNDS}/*.wav)
list(LENGTH made made_count)
list(LENGTH committed committed_count)
if(made_count EQUAL 0 OR NOT made_count EQUAL committed_count)
  message(FATAL_ERROR "make-sounds.py wrote ${made_count} sounds; ${SOUNDS} holds ${committed_count}")
endif()
foreach(path IN LISTS made)
  get_filename_component(name ${path} NAME)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${path} ${SOUNDS}/${name} RESULT_VARIABLE differ)
  if(NOT differ EQUAL 0)
    message(FATAL_ERROR "${SOUNDS}/${name} is not what scripts/make-sounds.py writes")
  endif()
endforeach()
message(STATUS "${made_count} sounds in ${SOUNDS} match scripts/make-sounds.py")
