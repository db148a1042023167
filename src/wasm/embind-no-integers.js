// Linked with the modules whose bindings use no integer type (CMakeLists.txt: all but the lab,
// which reads a log's length with val::as): they take std::string and return an emscripten::val of
// a memory view. Embind registers the integers (char to long long) in every module anyway, with
// their readers by size; here those registrations do nothing, as embind-unused-types.js's do, and a
// binding that used an integer would fail to load with Embind's "unbound type" error. ~0.2 KB gzip
// per bundle.
mergeInto(LibraryManager.library, {
  _embind_register_integer__deps: [],
  _embind_register_integer: function (primitiveType, name, size, minRange, maxRange) {},
});
