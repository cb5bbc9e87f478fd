# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs remi-sim with ARGS and checks its exit code and its whole stderr (issue 21: an unknown option
# exits 2 with one line; long values are cut in messages). Usage:
#   cmake -DREMI_SIM=... "-DARGS=record|--bogus" -DEXPECTED_EXIT=2 "-DEXPECTED_STDERR=text" -P expect_cli.cmake
# (the arguments separated by "|").
# In ARGS, @LONG@ stands for 5000 x's; in EXPECTED_STDERR, @X32@ for 32 x's and @X80@ for 80, and
# "…" is the ellipsis the messages put after a cut value. EXPECTED_STDERR is the line without its
# newline.
foreach(var REMI_SIM ARGS EXPECTED_EXIT EXPECTED_STDERR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "expect_cli.cmake: ${var} is not set")
  endif()
endforeach()
string(REPEAT "x" 5000 long)
string(REPEAT "x" 32 x32)
string(REPEAT "x" 80 x80)
string(REPLACE "|" ";" args "${ARGS}")
string(REPLACE "@LONG@" "${long}" args "${args}")
string(REPLACE "@X32@" "${x32}" expected "${EXPECTED_STDERR}")
string(REPLACE "@X80@" "${x80}" expected "${expected}")
execute_process(
  COMMAND "${REMI_SIM}" ${args}
  TIMEOUT 60
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE error
  ENCODING UTF-8
)
if(NOT result STREQUAL EXPECTED_EXIT)
  message(FATAL_ERROR "remi-sim ${ARGS}: exit ${result}, expected ${EXPECTED_EXIT}\nstderr:\n${error}")
endif()
if(NOT error STREQUAL "${expected}\n")
  message(FATAL_ERROR "remi-sim ${ARGS}: stderr is\n[${error}]\nexpected\n[${expected}\n]")
endif()
message(STATUS "exit ${result} as expected: ${error}")
