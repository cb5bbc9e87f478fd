# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs `remi-sim replay CASE_FILE` and checks its exit code (and, when given, that stderr
# contains EXPECTED_STDERR). Usage:
#   cmake -DREMI_SIM=... -DCASE_FILE=... -DEXPECTED_EXIT=2 [-DEXPECTED_STDERR=text] [-DMAKE_FIFO=ON] -P expect_exit.cmake
foreach(var REMI_SIM CASE_FILE EXPECTED_EXIT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "expect_exit.cmake: ${var} is not set")
  endif()
endforeach()

# MAKE_FIFO=ON: CASE_FILE is made a named pipe first (nothing ever writes to it).
if(MAKE_FIFO)
  file(REMOVE "${CASE_FILE}")
  execute_process(COMMAND mkfifo "${CASE_FILE}" RESULT_VARIABLE made)
  if(NOT made EQUAL 0)
    message(FATAL_ERROR "mkfifo ${CASE_FILE} failed")
  endif()
endif()

# A file that blocks or never ends must be refused, not read: 30 s is "for ever".
execute_process(
  COMMAND "${REMI_SIM}" replay "${CASE_FILE}"
  TIMEOUT 30
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE error
  ENCODING UTF-8
)
if(NOT result STREQUAL EXPECTED_EXIT)
  message(FATAL_ERROR "remi-sim replay ${CASE_FILE}: exit ${result}, expected ${EXPECTED_EXIT}\n"
                      "stdout:\n${output}\nstderr:\n${error}")
endif()
if(DEFINED EXPECTED_STDERR AND NOT EXPECTED_STDERR STREQUAL "")
  string(FIND "${error}" "${EXPECTED_STDERR}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "remi-sim replay ${CASE_FILE}: stderr does not mention '${EXPECTED_STDERR}':\n${error}")
  endif()
endif()
if(EXPECTED_EXIT STREQUAL "2")
  # A malformed file gets exactly one line on stderr.
  string(STRIP "${error}" stripped)
  if(stripped STREQUAL "" OR stripped MATCHES "\n")
    message(FATAL_ERROR "remi-sim replay ${CASE_FILE}: expected one line on stderr, got:\n${error}")
  endif()
endif()
message(STATUS "exit ${result} as expected: ${error}")
