// Linked with every module (--js-library, CMakeLists.txt). Embind registers every built-in type
// in every module, and the registrations bring their converters into the glue: std::wstring,
// std::u16string and std::u32string with their UTF-16 and UTF-32 codecs, bool, float and double.
// No binding here takes or returns one of those (they take std::string, emscripten::val and
// memory views, and the lab reads a length as an integer), so their registrations do nothing: a
// binding that used one would fail to load with Embind's "unbound type" error. Nor does the
// module add Embind's debugging counters of live vals (Module.count_emval_handles,
// get_first_emval). Together ~0.65 KB gzip per bundle.
mergeInto(LibraryManager.library, {
  _embind_register_std_wstring__deps: [],
  _embind_register_std_wstring: function (rawType, charSize, name) {},
  _embind_register_bool__deps: [],
  _embind_register_bool: function (rawType, name, size, trueValue, falseValue) {},
  _embind_register_float__deps: [],
  _embind_register_float: function (rawType, name, size) {},
  $init_emval__deps: [],
  $init_emval: function () {},
});
