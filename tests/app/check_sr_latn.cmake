# Regenerates remi_sr_Latn.ts from remi_sr.ts with scripts/cyr2lat.py and fails when it differs from
# the committed file (fix: scripts/update-translations, or cyr2lat.py --ts remi_sr.ts remi_sr_Latn.ts).
execute_process(COMMAND ${PYTHON} ${SCRIPT} --ts ${CYRILLIC} ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cyr2lat.py failed (${rc})")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${LATIN} RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "${LATIN} is not the transliteration of ${CYRILLIC}: run scripts/update-translations")
endif()
message(STATUS "remi_sr_Latn.ts matches the transliteration of remi_sr.ts")
