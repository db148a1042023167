// The syntax tree of a parsed program: one node type for expressions and one for statements,
// each with its line and column (for CPython's line in a traceback, and for our own messages).
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "values.hpp"

namespace fm::pyexec {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

// `for target in iter if cond ...` of a comprehension.
struct ComprehensionFor {
  ExprPtr target;
  ExprPtr iter;
  std::vector<ExprPtr> conditions;
};

struct Expr {
  enum class Kind {
    Constant, Name, BinOp, UnaryOp, BoolOp, Compare, IfExp, NamedExpr, Call, Attribute, Subscript, Slice,
    List, Tuple, Dict, ListComp, GeneratorExp
  } kind;
  int line = 0;
  int column = 0;
  int depth = 1;                  // of the subtree: capped by the parser, so nothing recurses unboundedly
  Value constant;                 // Constant (a str points into Program::strings)
  std::string name;               // Name, Attribute; the operator of BinOp, UnaryOp, BoolOp; NamedExpr's target
  std::vector<std::string> ops;   // Compare: one per comparison ("<", "not in", ...)
  std::vector<ExprPtr> items;     // operands, elements, call arguments (func first); Dict: key, value, key, ...;
                                  // Slice: lower, upper, step (null when absent); IfExp: test, body, orelse
  std::vector<std::string> keywords;  // Call: the names of the last keywords.size() arguments
  std::vector<ComprehensionFor> generators;  // ListComp, GeneratorExp (items[0] is the element)
  std::set<std::string> comprehension_names;  // ListComp, GeneratorExp: names its `for`s bind
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;
using Block = std::vector<StmtPtr>;

struct FunctionDef {
  std::string name;
  int line = 0;
  std::vector<std::string> params;
  std::vector<ExprPtr> defaults;  // for the last defaults.size() params
  Block body;
  std::set<std::string> locals;   // params and every name the body binds (Python decides this statically)
};

struct Stmt {
  enum class Kind { Expr, Assign, AugAssign, If, For, While, Def, Return, Pass, Break, Continue, Import, Raise } kind;
  int line = 0;
  int column = 0;
  std::vector<ExprPtr> targets;  // Assign (a = b = v), AugAssign, For
  ExprPtr value;                 // Expr, Assign, AugAssign, Return (may be null), Raise, While test, For iter
  std::string op;                // AugAssign ("+"); Import: the module's name
  Block body;                    // While, For
  std::vector<ExprPtr> conditions;  // If: the if's and each elif's test (a flat chain: no nesting per elif)
  std::vector<Block> branches;      // If: the block of each condition
  Block orelse;                     // If: else
  std::unique_ptr<FunctionDef> function;  // Def
};

struct Program {
  Block body;
  std::vector<std::unique_ptr<StrObject>> strings;  // the str constants, made once
};

}  // namespace fm::pyexec
