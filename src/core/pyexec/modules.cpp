// The modules the subset imports, a line each; each is declared in its own file (its rows and
// members: module_math.cpp's kMathModule). A Kind::Module value's tag is its place here.
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

// clang-format off
#define FM_PYEXEC_MODULES(X) \
  X(kJsonModule) \
  X(kMathModule) \
  X(kTypingModule) \
  X(kFunctoolsModule) \
  X(kStatisticsModule) \
  X(kItertoolsModule) \
  X(kOperatorModule) \
  X(kSysModule) \
  X(kFutureModule) \
  X(kSysStdoutModule) \
  X(kSysStderrModule) \
  X(kSysFloatInfoModule) \
  X(kCopyModule) \
  X(kCollectionsAbcModule) \
  X(kRandomModule) \
  X(kNumbersModule) \
  X(kDataclassesModule) \
  X(kCollectionsModule) \
  X(kLoggingModule) \
  X(kContextlibModule) \
  X(kEnumModule) \
  X(kAbcModule) \
  X(kFractionsModule)
// clang-format on

#define FM_DECLARE_MODULE(def) extern const ModuleDef def;
FM_PYEXEC_MODULES(FM_DECLARE_MODULE)
#undef FM_DECLARE_MODULE

namespace {
#define FM_MODULE_ADDRESS(def) &def,
const ModuleDef* const kModuleList[] = {FM_PYEXEC_MODULES(FM_MODULE_ADDRESS)};
#undef FM_MODULE_ADDRESS
}  // namespace

// `from __future__ import annotations` (the parser and execute_import act on it).
extern const ModuleDef kFutureModule{"__future__", nullptr, nullptr};

std::size_t module_count() { return std::size(kModuleList); }
const ModuleDef& module_at(std::size_t tag) { return *kModuleList[tag]; }

std::optional<Value> find_module(const std::string& name) {
  for (std::size_t i = 0; i < std::size(kModuleList); ++i) {
    if (name == kModuleList[i]->name) return Value{Kind::Module, PyValue(), nullptr, static_cast<int>(i)};
  }
  return std::nullopt;
}

std::string module_name(const Value& module) { return kModuleList[module.tag]->name; }

std::optional<Value> module_member(const Value& module, const std::string& name) {
  const ModuleDef& def = *kModuleList[module.tag];
  if (!def.member) return std::nullopt;
  return def.member(name);
}

const char* module_refusal(const Value& module, const std::string& name) {
  const ModuleDef& def = *kModuleList[module.tag];
  for (const ModuleRefusal* r = def.refusals; r && r->name; ++r) {
    if (name == r->name) return r->reason;
  }
  return nullptr;
}

}  // namespace fm::pyexec
