# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Regenerates the Serbian Latin file LATIN from the Cyrillic CYRILLIC with scripts/cyr2lat.py (MODE --ts
# for remi_sr_Latn.ts, --text for the help pages) and fails when it differs from the committed file
# (fix: scripts/update-translations).
if(NOT MODE)
  set(MODE --ts)
endif()
execute_process(COMMAND ${PYTHON} ${SCRIPT} ${MODE} ${CYRILLIC} ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cyr2lat.py failed (${rc})")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${LATIN} RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "${LATIN} is not the transliteration of ${CYRILLIC}: run scripts/update-translations")
endif()
message(STATUS "${LATIN} matches the transliteration of ${CYRILLIC}")
