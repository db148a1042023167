// The syntax tree of a parsed program: one node type for expressions and one for statements,
// each with its line and column (for CPython's line in a traceback, and for our own messages).
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "values.hpp"

namespace fm::pyexec {

// The operators, decided at parse time. kBinaryOps, kUnaryOps, kCompareOps and kBoolOps (indexed
// by the enum) give each one's spelling as written (for CPython's messages) and its special methods.
enum class BinaryOp : unsigned char { Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow, BitOr };
enum class UnaryOp : unsigned char { Neg, Pos, Not };
enum class BoolOp : unsigned char { And, Or };
enum class CompareOp : unsigned char { Eq, NotEq, Lt, LtE, Gt, GtE, In, NotIn, Is, IsNot };

struct BinaryOpInfo {
  const char* spelling;   // "+"
  const char* augmented;  // "+=" (the spelling in an augmented assignment's messages)
  const char* name;       // __add__ (null: no special method)
  const char* reflected;  // __radd__
  const char* inplace;    // __iadd__
};
inline constexpr BinaryOpInfo kBinaryOps[] = {
    {"+", "+=", "__add__", "__radd__", "__iadd__"},
    {"-", "-=", "__sub__", "__rsub__", "__isub__"},
    {"*", "*=", "__mul__", "__rmul__", "__imul__"},
    {"/", "/=", "__truediv__", "__rtruediv__", "__itruediv__"},
    {"//", "//=", "__floordiv__", "__rfloordiv__", "__ifloordiv__"},
    {"%", "%=", "__mod__", "__rmod__", "__imod__"},
    {"**", "**=", "__pow__", "__rpow__", "__ipow__"},
    {"|", "|=", nullptr, nullptr, nullptr},  // only for type hints (int | None)
};

struct UnaryOpInfo {
  const char* spelling;  // "-"
  const char* name;      // __neg__ (null: none)
};
inline constexpr UnaryOpInfo kUnaryOps[] = {{"-", "__neg__"}, {"+", "__pos__"}, {"not", nullptr}};

struct CompareOpInfo {
  const char* spelling;   // "<"
  const char* name;       // __lt__ (null: not a rich comparison)
  const char* reflected;  // __gt__
};
inline constexpr CompareOpInfo kCompareOps[] = {
    {"==", "__eq__", "__eq__"}, {"!=", "__ne__", "__ne__"}, {"<", "__lt__", "__gt__"},   {"<=", "__le__", "__ge__"},
    {">", "__gt__", "__lt__"},  {">=", "__ge__", "__le__"}, {"in", nullptr, nullptr},    {"not in", nullptr, nullptr},
    {"is", nullptr, nullptr},   {"is not", nullptr, nullptr}};

struct BoolOpInfo {
  const char* spelling;  // "and"
  bool stops_when;       // the truth value that ends the chain: `or` stops at a true operand, `and` at a false one
};
inline constexpr BoolOpInfo kBoolOps[] = {{"and", false}, {"or", true}};

inline const BinaryOpInfo& info(BinaryOp op) { return kBinaryOps[static_cast<int>(op)]; }
inline const UnaryOpInfo& info(UnaryOp op) { return kUnaryOps[static_cast<int>(op)]; }
inline const CompareOpInfo& info(CompareOp op) { return kCompareOps[static_cast<int>(op)]; }
inline const BoolOpInfo& info(BoolOp op) { return kBoolOps[static_cast<int>(op)]; }

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;
struct FunctionDef;

// `for target in iter if cond ...` of a comprehension.
struct ComprehensionFor {
  ExprPtr target;
  ExprPtr iter;
  std::vector<ExprPtr> conditions;
};

struct Expr {
  enum class Kind {
    Constant, Name, BinOp, UnaryOp, BoolOp, Compare, IfExp, NamedExpr, Call, Attribute, Subscript, Slice,
    List, Tuple, Dict, ListComp, GeneratorExp, Lambda, FString, Starred, DictComp
  } kind;
  int line = 0;
  int column = 0;
  int depth = 1;                  // of the subtree: capped by the parser, so nothing recurses unboundedly
  Value constant;                 // Constant (a str points into Program::strings)
  std::string name;               // Name, Attribute; NamedExpr's target
  BinaryOp binary_op = BinaryOp::Add;  // BinOp
  BoolOp bool_op = BoolOp::And;        // BoolOp
  UnaryOp unary_op = UnaryOp::Neg;     // UnaryOp
  std::vector<CompareOp> ops;     // Compare: one per comparison
  std::vector<ExprPtr> items;     // operands, elements, call arguments (func first); Dict: key, value, key, ...;
                                  // Slice: lower, upper, step (null when absent); IfExp: test, body, orelse
  std::vector<std::string> keywords;  // Call: the names of the last keywords.size() arguments
  std::vector<char> unpack;       // Call: per argument (after func), '*' or '**' for f(*xs, **d), else 0
                                  // FString: per item, the conversion ('r', 's', 'a') or 0; a literal part is a Constant
  std::vector<ExprPtr> specs;     // FString: per item, its format spec (an FString or null)
  std::unique_ptr<FunctionDef> function;  // Lambda
  std::vector<ComprehensionFor> generators;  // ListComp, GeneratorExp (items[0] is the element)
  std::set<std::string> comprehension_names;  // ListComp, GeneratorExp: names its `for`s bind
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;
using Block = std::vector<StmtPtr>;

struct FunctionDef {
  std::string name;
  std::string qualname;             // C.method, outer.<locals>.inner (CPython's messages name it so)
  int line = 0;
  std::vector<std::string> params;  // positional (the first positional_only of them only so), then keyword-only
  std::size_t positional = 0;       // params[0, positional) take positions
  std::size_t positional_only = 0;
  std::vector<ExprPtr> defaults;  // for the last defaults.size() positional params
  std::vector<ExprPtr> kw_defaults;  // per keyword-only param (null: required)
  std::string varargs;            // *args ("" when none)
  std::string varkw;              // **kwargs
  std::vector<ExprPtr> annotations;  // evaluated when `def` runs (unless `from __future__ import annotations`)
  std::vector<ExprPtr> decorators;   // @d lines, top first: evaluated before the function is made, applied bottom first
  std::set<std::string> type_params;  // def f[T, *Ts, **P](): names seen by its annotations and body (bounds are never evaluated)
  Block body;
  std::set<std::string> locals;   // params and every name the body binds (Python decides this statically)
  std::set<std::string> globals;  // `global` names
  std::set<std::string> nonlocals;  // `nonlocal` names
};

// A `case` pattern of a match statement.
struct Pattern {
  enum class Kind { Wildcard, Capture, Value, Sequence, Or, Class, As, Star } kind = Kind::Wildcard;
  std::string name;            // Capture, As, Star ("" for *_): the name bound
  ExprPtr value;               // Value: the literal; Class: the class
  std::vector<Pattern> items;  // Sequence, Or, Class (positional sub-patterns), As (the pattern named)
  int line = 0;
};

struct MatchCase {
  Pattern pattern;
  ExprPtr guard;  // `if` after the pattern, or null
  Block body;
};

struct ExceptHandler {
  ExprPtr type;       // null for a bare except
  std::string name;   // `as name`
  int line = 0;
  Block body;
};

struct Stmt {
  enum class Kind {
    Expr, Assign, AugAssign, If, For, While, Def, Return, Pass, Break, Continue, Import, Raise, Try, Assert, Global, AnnAssign,
    Match, Del, Class, With,
    TypeAlias  // type X = value (name: the alias; value evaluated lazily)
  } kind;
  int line = 0;
  int column = 0;
  std::vector<ExprPtr> targets;  // Assign (a = b = v), AugAssign, For
  ExprPtr value;                 // Expr, Assign, AugAssign, Return (may be null), Raise, While test, For iter
  BinaryOp op = BinaryOp::Add;   // AugAssign (Add for +=)
  std::string name;              // Import: the module's name; TypeAlias: the alias's name
  std::vector<std::pair<std::string, std::string>> names;  // Import: (name imported, name bound) of a from-import, or of `import m as n`
  ExprPtr extra;                 // Assert: the message; Raise: `from` cause; AnnAssign: the annotation (null when not evaluated)
  Block body;                    // While, For, Try
  std::vector<ExprPtr> conditions;  // If: the if's and each elif's test (a flat chain: no nesting per elif)
  std::vector<Block> branches;      // If: the block of each condition
  Block orelse;                     // If: else
  std::unique_ptr<FunctionDef> function;  // Def
  std::vector<ExceptHandler> handlers;    // Try
  std::vector<MatchCase> cases;           // Match (value: the subject)
  Block finalbody;                        // Try
  Block loop_else;                        // For, While: the else block (Try: else is orelse)
  std::unique_ptr<struct ClassDef> klass;  // Class
};

// class NAME(base): body (one base at most; no keywords).
struct ClassDef {
  std::string name;
  int line = 0;
  ExprPtr base;                      // null: object
  std::vector<ExprPtr> decorators;   // evaluated before the base, applied bottom first
  Block body;
};

struct Program {
  Block body;
  std::vector<std::unique_ptr<StrObject>> strings;  // the str constants, made once
};

}  // namespace fm::pyexec
