// PySlice_AdjustIndices: a slice's start, stop and item count for a sequence of a given length.
#pragma once

#include <cstdint>

#include "py_value.hpp"

namespace fm::pyexec {

struct SliceBounds {
  std::int64_t start;
  std::int64_t stop;
  std::int64_t count;
};

// lower and upper may be null (omitted); step is not zero.
inline SliceBounds adjust_slice(std::int64_t length, const PyValue* lower, const PyValue* upper, std::int64_t step) {
  const auto clamp = [&](const PyValue* given, std::int64_t fallback) {
    if (!given) return fallback;
    std::int64_t i = given->int_value();
    if (i < 0) {
      i += length;
      if (i < 0) i = step < 0 ? -1 : 0;
    } else if (i >= length) {
      i = step < 0 ? length - 1 : length;
    }
    return i;
  };
  SliceBounds b{clamp(lower, step < 0 ? length - 1 : 0), clamp(upper, step < 0 ? -1 : length), 0};
  if (step > 0 && b.start < b.stop) b.count = (b.stop - b.start - 1) / step + 1;
  if (step < 0 && b.stop < b.start) b.count = (b.start - b.stop - 1) / (-step) + 1;
  return b;
}

}  // namespace fm::pyexec
