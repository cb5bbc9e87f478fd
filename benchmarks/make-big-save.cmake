# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Makes an 8 MiB save (issue 21): a real 1.6 MB match (two computer players, a remi51 match of four
# long rounds) with an extra member "notes" holding small numbers ("0,") up to 8 MiB - 2 bytes: a
# valid save that replay reads (unknown members are ignored) and the worst case for the reader's
# memory (one value per 2 bytes). Usage:
#   cmake -DREMI_SIM=path/to/remi-sim -DOUT=big.remi -P benchmarks/make-big-save.cmake
foreach(var REMI_SIM OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "make-big-save.cmake: ${var} is not set")
  endif()
endforeach()
execute_process(
  COMMAND "${REMI_SIM}" record --variant remi51 --players 2 --seed 5 --rounds 0 --option openingMin=101
          --option stockReshuffles=unlimited --option stalemateRebuilds=100 --option matchEnd=twiceAround
          --out "${OUT}.part"
  RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "remi-sim record failed: ${result}")
endif()
file(READ "${OUT}.part" text)
file(REMOVE "${OUT}.part")
string(STRIP "${text}" text)
string(LENGTH "${text}" length)
math(EXPR last "${length} - 1")
string(SUBSTRING "${text}" 0 ${last} head) # without the closing brace
string(STRIP "${head}" head)
set(head "${head},\n  \"notes\": [0")
set(tail "]\n}\n")
string(LENGTH "${head}" head_length)
math(EXPR room "8 * 1024 * 1024 - 2 - ${head_length} - 4")
math(EXPR pairs "${room} / 2")
string(REPEAT ",0" ${pairs} body)
file(WRITE "${OUT}" "${head}${body}${tail}")
file(SIZE "${OUT}" size)
message(STATUS "${OUT}: ${size} bytes")
