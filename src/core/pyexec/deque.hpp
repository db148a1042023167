// collections.deque as CPython 3.12's _collectionsmodule.c behaves: a ListObject (its items, its
// maxlen, a count of its changes) under Kind::Deque, with the methods, indexing, operators,
// comparisons and repr of a deque, and RuntimeError when it changes size while iterated. What
// else receives a deque refuses it by name (builtins.cpp).
#pragma once

#include <optional>

#include "interpreter.hpp"

namespace fm::pyexec {

// d[i], d[i] = v, del d[i] (a slice: CPython's TypeError); false or {} after an error.
Result<Value> deque_item(Interpreter& in, const Value& d, const Value& index, int line);
Status deque_store(Interpreter& in, const Value& d, const Value& index, const Value& value, int line);
Status deque_delete(Interpreter& in, const Value& d, const Value& index, int line);
// repr(d): deque([1, 2]) or deque([1, 2], maxlen=3).
Status deque_repr(Interpreter& in, const Value& d, std::string& out, int line);
IteratorObject* deque_iterator(Interpreter& in, const Value& d, int line, bool reverse = false);
// d + e, d * n, n * d, d += iterable, d *= n; none where CPython raises its TypeError (NotImplemented).
Result<std::optional<Value>> deque_binary(Interpreter& in, BinaryOp op, const Value& a, const Value& b, bool augmented,
                                          int line);

}  // namespace fm::pyexec
