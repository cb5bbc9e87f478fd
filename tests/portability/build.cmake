# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Configures and builds tests/portability/project into BUILD_DIR (issue 32) and says how long it took.
#   -DKIND=clang-libcxx|mingw-w64  -DREMI_SOURCE_DIR=  -DBUILD_DIR=  -DFAST_FLOAT_DIR=
#   -DGENERATOR=  -DMAKE_PROGRAM=  -DLAUNCHER=ccache (or empty)
# Optimised (-O1) without debug information: the point is that it compiles, links and runs the same.
set(options -S ${REMI_SOURCE_DIR}/tests/portability/project -B ${BUILD_DIR} -G ${GENERATOR}
            -DREMI_SOURCE_DIR=${REMI_SOURCE_DIR} -DREMI_FAST_FLOAT_INCLUDE_DIR=${FAST_FLOAT_DIR}
            -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-O1)
if(MAKE_PROGRAM)
  list(APPEND options -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM})
endif()
if(LAUNCHER)
  list(APPEND options -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
if(KIND STREQUAL "clang-libcxx")
  list(APPEND options -DCMAKE_CXX_COMPILER=clang++ "-DCMAKE_CXX_FLAGS=-stdlib=libc++"
                      "-DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++")
elseif(KIND STREQUAL "mingw-w64")
  list(APPEND options -DCMAKE_TOOLCHAIN_FILE=${REMI_SOURCE_DIR}/cmake/mingw-w64.cmake)
else()
  message(FATAL_ERROR "KIND must be clang-libcxx or mingw-w64")
endif()

string(TIMESTAMP start "%s")
execute_process(COMMAND ${CMAKE_COMMAND} ${options} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "configuring the ${KIND} build failed:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --parallel 2 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
string(TIMESTAMP end "%s")
math(EXPR seconds "${end} - ${start}")
if(rc)
  message(FATAL_ERROR "the ${KIND} build failed after ${seconds} s:\n${out}")
endif()
message("${KIND} build of the std-only layers, remi-check and remi-portable-test: ${seconds} s")
