# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs a reference command and a candidate command (a clang + libc++ or a mingw-w64 build, the
# latter under wine) with the same arguments in WORKDIR and fails unless both exit alike and print
# the same standard output, line endings aside (issue 32).
#   -DREFERENCE=prog|arg...  -DCANDIDATE=prog|arg...  (the candidate may start with wine)
#   -DARGS=arg|arg...        arguments for both
#   -DEACH=ON                run once per argument of ARGS after the first FIXED ones (remi-sim
#                            replay takes one file): -DFIXED=replay
#   -DWORKDIR=folder         where both run
#   -DWORKDIR_OUT=folder     where the two outputs are written when they differ
string(REPLACE "|" ";" reference "${REFERENCE}")
string(REPLACE "|" ";" candidate "${CANDIDATE}")
string(REPLACE "|" ";" args "${ARGS}")
string(REPLACE "|" ";" fixed "${FIXED}")

function(run_all cmd out_var rc_var)
  set(all "")
  set(codes "")
  if(EACH)
    foreach(a IN LISTS args)
      execute_process(COMMAND ${cmd} ${fixed} ${a} WORKING_DIRECTORY ${WORKDIR}
                      OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
      string(APPEND all "${out}")
      list(APPEND codes "${a}:${rc}")
    endforeach()
  else()
    execute_process(COMMAND ${cmd} ${fixed} ${args} WORKING_DIRECTORY ${WORKDIR}
                    OUTPUT_VARIABLE all ERROR_VARIABLE err RESULT_VARIABLE codes)
  endif()
  string(REPLACE "\r\n" "\n" all "${all}")
  set(${out_var} "${all}" PARENT_SCOPE)
  set(${rc_var} "${codes}" PARENT_SCOPE)
endfunction()

run_all("${reference}" ref_out ref_rc)
run_all("${candidate}" cand_out cand_rc)
string(LENGTH "${ref_out}" ref_len)
if(ref_len EQUAL 0)
  message(FATAL_ERROR "the reference printed nothing (exit ${ref_rc})")
endif()
if(NOT ref_rc STREQUAL cand_rc)
  message(FATAL_ERROR "exit codes differ:\n  reference ${ref_rc}\n  candidate ${cand_rc}")
endif()
if(NOT ref_out STREQUAL cand_out)
  # Both outputs are kept beside the test for a look; diff shows the first differences.
  file(WRITE ${WORKDIR_OUT}/reference.out "${ref_out}")
  file(WRITE ${WORKDIR_OUT}/candidate.out "${cand_out}")
  find_program(DIFF diff)
  if(DIFF)
    execute_process(COMMAND ${DIFF} ${WORKDIR_OUT}/reference.out ${WORKDIR_OUT}/candidate.out OUTPUT_VARIABLE d)
    string(SUBSTRING "${d}" 0 3000 d)
  endif()
  message(FATAL_ERROR "outputs differ (${WORKDIR_OUT}/reference.out, candidate.out):\n${d}")
endif()
message("same output (${ref_len} bytes), exit ${ref_rc}")
