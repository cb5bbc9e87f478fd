# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Makes the wine prefix of the portability tests ($WINEPREFIX, in the build tree) and waits until wine
# has finished setting it up, so the tests that follow start at once (issue 32).
if(NOT DEFINED ENV{WINEPREFIX})
  message(FATAL_ERROR "WINEPREFIX is not set")
endif()
find_program(WINEBOOT wineboot)
find_program(WINESERVER NAMES wineserver wineserver64 PATHS /usr/lib/wine)
if(NOT WINEBOOT)
  message(FATAL_ERROR "wineboot not found: install wine and wine64 (scripts/setup-deps)")
endif()
string(TIMESTAMP start "%s")
execute_process(COMMAND ${WINEBOOT} --init RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "wineboot --init failed (${rc}):\n${out}")
endif()
if(WINESERVER)
  execute_process(COMMAND ${WINESERVER} --wait)
endif()
string(TIMESTAMP end "%s")
math(EXPR seconds "${end} - ${start}")
message("wine prefix $ENV{WINEPREFIX} ready in ${seconds} s")
