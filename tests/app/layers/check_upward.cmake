# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# cmake -DBUILD_DIR=... -DTARGETS="a;b;c" [-DCONFIG=Release] -P check_upward.cmake: builds each
# target and passes only when every build fails because the upward header is not found (not for any
# other reason). CONFIG: the configuration to build with a multi-config generator (Visual Studio);
# without it, that generator would build Debug, the app's libraries included.
set(config_args)
if(CONFIG)
  set(config_args --config ${CONFIG})
endif()
foreach(target IN LISTS TARGETS)
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${target} ${config_args}
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(result EQUAL 0)
    message(FATAL_ERROR "${target}: an upward include compiled; the layer sees a layer above it")
  endif()
  if(NOT "${out}${err}" MATCHES "No such file or directory|Cannot open include file|file not found")
    message(FATAL_ERROR "${target}: failed, but not for the missing header:\n${out}${err}")
  endif()
  message(STATUS "${target}: the upward include does not compile, as it should")
endforeach()
