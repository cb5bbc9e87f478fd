# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Translations of the remi window: lupdate/lrelease through Qt's CMake API (Qt 6.4).
#   cmake --build build --target update_translations   # lupdate: refresh translations/*.ts from the sources
#   scripts/update-translations                         # the same, then fills remi_en.ts and regenerates remi_sr_Latn.ts
# The .qm files are built by lrelease, embedded under :/i18n (fallback) and listed in REMI_QM_FILES
# (for install(FILES ${REMI_QM_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/remi/translations)).
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

set(REMI_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/remi_en.ts
    ${PROJECT_SOURCE_DIR}/translations/remi_sr.ts
    ${PROJECT_SOURCE_DIR}/translations/remi_sr_Latn.ts
    ${PROJECT_SOURCE_DIR}/translations/remi_ru.ts)
# Every translatable source of the window, in every layer (including main.cpp of the remi executable).
file(GLOB_RECURSE remi_tr_sources CONFIGURE_DEPENDS
    ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/*.h)
# The engine's variant names and option words (engine/Variants.cpp and Variant*.cpp:
# REMI_TRANSLATABLE, read as QT_TRANSLATE_NOOP).
file(GLOB remi_engine_tr_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/engine/Variant*.cpp)
list(APPEND remi_tr_sources ${remi_engine_tr_sources})
list(SORT remi_tr_sources)
set(remi_tr_includes ${PROJECT_SOURCE_DIR}/src)
foreach(layer IN LISTS REMI_APP_LAYERS)
  list(APPEND remi_tr_includes ${CMAKE_CURRENT_SOURCE_DIR}/${layer})
endforeach()

# -locations none: no line numbers in the .ts files, so that edits elsewhere do not churn them.
qt_add_lupdate(remi_window
    TS_FILES ${REMI_TS_FILES}
    SOURCES ${remi_tr_sources}
    INCLUDE_DIRECTORIES ${remi_tr_includes}
    OPTIONS -no-obsolete -locations none -tr-function-alias QT_TRANSLATE_NOOP+=REMI_TRANSLATABLE)
qt_add_lrelease(remi_window
    TS_FILES ${REMI_TS_FILES}
    QM_FILES_OUTPUT_VARIABLE remi_qm_files
    OPTIONS -silent)
qt_add_resources(remi_window remi_translations
    PREFIX /i18n
    BASE ${CMAKE_CURRENT_BINARY_DIR}
    FILES ${remi_qm_files})

set(REMI_QM_FILES ${remi_qm_files})
set(REMI_QM_FILES ${remi_qm_files} PARENT_SCOPE)
set(REMI_TS_FILES ${REMI_TS_FILES} PARENT_SCOPE)
