# Debian's header-only libraries (rapidjson-dev, libdragonbox-dev, libfast-float-dev, and libboost-dev
# for Boost.Multiprecision: fractions.Fraction's unbounded integers).
# /usr/include itself must never reach the Emscripten include path (glibc's headers would shadow
# Emscripten's), so both builds see a folder of their own that links only the library folders.
set(FM_DEPS_INCLUDE "${CMAKE_BINARY_DIR}/deps/include")

function(fm_link_header_dir name header)
  find_path(_dir "${header}" PATHS /usr/include /usr/include/dragonbox-1.1.3
            NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
  if(NOT _dir)
    message(FATAL_ERROR "${header} not found: run scripts/setup (Debian package for ${name})")
  endif()
  file(MAKE_DIRECTORY "${FM_DEPS_INCLUDE}")
  file(CREATE_LINK "${_dir}/${name}" "${FM_DEPS_INCLUDE}/${name}" SYMBOLIC)
  unset(_dir CACHE)
endfunction()

fm_link_header_dir(rapidjson rapidjson/reader.h)
fm_link_header_dir(dragonbox dragonbox/dragonbox.h)
fm_link_header_dir(fast_float fast_float/fast_float.h)
fm_link_header_dir(boost boost/multiprecision/cpp_int.hpp)
