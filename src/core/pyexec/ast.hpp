// The syntax tree of a parsed program: a node type per kind of expression and statement, each
// with its line and column (for CPython's line in a traceback, and for our own messages).
#pragma once

#include <cassert>
#include <memory>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "values.hpp"

namespace fm::pyexec {

// The operators, decided at parse time. kBinaryOps, kUnaryOps, kCompareOps and kBoolOps (indexed
// by the enum) give each one's spelling as written (for CPython's messages) and its special methods.
enum class BinaryOp : unsigned char {
  Add,
  Sub,
  Mul,
  TrueDiv,
  FloorDiv,
  Mod,
  Pow,
  BitOr,
  BitXor,
  BitAnd,
  LShift,
  RShift
};
enum class UnaryOp : unsigned char { Neg, Pos, Not, Invert };
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
    {"|", "|=", "__or__", "__ror__", "__ior__"},  // ints, dicts, and type hints (int | None)
    {"^", "^=", "__xor__", "__rxor__", "__ixor__"},
    {"&", "&=", "__and__", "__rand__", "__iand__"},
    {"<<", "<<=", "__lshift__", "__rlshift__", "__ilshift__"},
    {">>", ">>=", "__rshift__", "__rrshift__", "__irshift__"},
};

struct UnaryOpInfo {
  const char* spelling;  // "-"
  const char* name;      // __neg__ (null: none)
};
inline constexpr UnaryOpInfo kUnaryOps[] = {{"-", "__neg__"}, {"+", "__pos__"}, {"not", nullptr}, {"~", "__invert__"}};

struct CompareOpInfo {
  const char* spelling;   // "<"
  const char* name;       // __lt__ (null: not a rich comparison)
  const char* reflected;  // __gt__
};
inline constexpr CompareOpInfo kCompareOps[] = {
    {"==", "__eq__", "__eq__"}, {"!=", "__ne__", "__ne__"},  {"<", "__lt__", "__gt__"}, {"<=", "__le__", "__ge__"},
    {">", "__gt__", "__lt__"},  {">=", "__ge__", "__le__"},  {"in", nullptr, nullptr},  {"not in", nullptr, nullptr},
    {"is", nullptr, nullptr},   {"is not", nullptr, nullptr}};

struct BoolOpInfo {
  const char* spelling;  // "and"
  bool stops_when;       // the truth value that ends the chain: `or` stops at a true operand, `and` at a false one
};
inline constexpr BoolOpInfo kBoolOps[] = {{"and", false}, {"or", true}};

// One row per enumerator, in the enum's order (a new operator needs its row).
static_assert(std::size(kBinaryOps) == static_cast<std::size_t>(BinaryOp::RShift) + 1);
static_assert(std::size(kUnaryOps) == static_cast<std::size_t>(UnaryOp::Invert) + 1);
static_assert(std::size(kCompareOps) == static_cast<std::size_t>(CompareOp::IsNot) + 1);
static_assert(std::size(kBoolOps) == static_cast<std::size_t>(BoolOp::Or) + 1);

inline const BinaryOpInfo& info(BinaryOp op) { return kBinaryOps[static_cast<int>(op)]; }
inline const UnaryOpInfo& info(UnaryOp op) { return kUnaryOps[static_cast<int>(op)]; }
inline const CompareOpInfo& info(CompareOp op) { return kCompareOps[static_cast<int>(op)]; }
inline const BoolOpInfo& info(BoolOp op) { return kBoolOps[static_cast<int>(op)]; }

// What Expr and Stmt share: a node as its kind's type T (the caller has checked the kind; each
// node type's holds() says which kinds it is), or with if_as null when it is not one of them.
template <class Node>
struct KindCasts {
  template <class T>
  const T& as() const {
    assert(T::holds(node().kind));
    return static_cast<const T&>(node());
  }
  template <class T>
  T& as() {
    assert(T::holds(node().kind));
    return static_cast<T&>(node());
  }
  template <class T>
  const T* if_as() const {
    return T::holds(node().kind) ? static_cast<const T*>(&node()) : nullptr;
  }

 private:
  const Node& node() const { return static_cast<const Node&>(*this); }
  Node& node() { return static_cast<Node&>(*this); }
};

struct Expr;
// Deletes an expression as its kind's node type (ast.cpp): one switch, no virtual destructors.
struct ExprDelete {
  void operator()(Expr* expr) const;
};
template <class T>
using ExprNode = std::unique_ptr<T, ExprDelete>;  // a node of one type; it converts to an ExprPtr
using ExprPtr = ExprNode<Expr>;
struct FunctionDef;

// `for target in iter if cond ...` of a comprehension.
struct ComprehensionFor {
  ExprPtr target;
  ExprPtr iter;
  std::vector<ExprPtr> conditions;
};

// An expression: its kind (for switch dispatch), where it is and how deep its subtree goes. What
// each kind holds is in its own node type below (ConstantExpr ... StarredExpr), reached with
// as<T>() once the kind is known. The build has no RTTI: the kind is the only type information.
struct Expr : KindCasts<Expr> {
  enum class Kind {
    Constant,
    Name,
    BinOp,
    UnaryOp,
    BoolOp,
    Compare,
    IfExp,
    NamedExpr,
    Call,
    Attribute,
    Subscript,
    Slice,
    List,
    Tuple,
    Dict,
    ListComp,
    GeneratorExp,
    Lambda,
    FString,
    Starred,
    DictComp
  };
  const Kind kind;
  int line = 0;
  int column = 0;
  int depth = 1;  // of the subtree: capped by the parser, so nothing recurses unboundedly

  Expr(const Expr&) = delete;
  Expr& operator=(const Expr&) = delete;

 protected:
  explicit Expr(Kind k) : kind(k) {}
  ~Expr() = default;  // deleted as its node type, by ExprDelete
};

// The node type of one kind.
template <Expr::Kind K>
struct ExprOf : Expr {
  static bool holds(Kind k) { return k == K; }
  ExprOf() : Expr(K) {}
};

struct ConstantExpr : ExprOf<Expr::Kind::Constant> {
  Value value;  // a str points into Program::strings
};

struct NameExpr : ExprOf<Expr::Kind::Name> {
  std::string id;
};

struct BinOpExpr : ExprOf<Expr::Kind::BinOp> {
  BinaryOp op = BinaryOp::Add;
  ExprPtr left;
  ExprPtr right;
};

struct UnaryOpExpr : ExprOf<Expr::Kind::UnaryOp> {
  UnaryOp op = UnaryOp::Neg;
  ExprPtr operand;
};

// a or b or c: every operand in one node, evaluated left to right until one decides.
struct BoolOpExpr : ExprOf<Expr::Kind::BoolOp> {
  BoolOp op = BoolOp::And;
  std::vector<ExprPtr> values;
};

// a < b <= c: left, then one operator and one comparator per comparison.
struct CompareExpr : ExprOf<Expr::Kind::Compare> {
  ExprPtr left;
  std::vector<CompareOp> ops;
  std::vector<ExprPtr> comparators;
};

// body if test else orelse
struct IfExpr : ExprOf<Expr::Kind::IfExp> {
  ExprPtr test;
  ExprPtr body;
  ExprPtr orelse;
};

// target := value
struct NamedExpr : ExprOf<Expr::Kind::NamedExpr> {
  std::string target;
  ExprPtr value;
};

struct CallExpr : ExprOf<Expr::Kind::Call> {
  ExprPtr func;
  std::vector<ExprPtr> args;          // positionals, then keywords, each in the order written
  std::vector<std::string> keywords;  // per argument: its keyword, or "" for none
  std::vector<char> unpack;           // per argument: '*' for f(*xs), '+' for f(**d), else 0
};

// value.attr
struct AttributeExpr : ExprOf<Expr::Kind::Attribute> {
  ExprPtr value;
  std::string attr;
};

// value[index]; index is a SliceExpr for value[lower:upper:step]
struct SubscriptExpr : ExprOf<Expr::Kind::Subscript> {
  ExprPtr value;
  ExprPtr index;
};

// lower:upper:step, only as a subscript's index; each null when absent
struct SliceExpr : ExprOf<Expr::Kind::Slice> {
  ExprPtr lower;
  ExprPtr upper;
  ExprPtr step;
};

// [a, b] (List) or (a, b) (Tuple); an element may be a StarredExpr
struct SequenceExpr : Expr {
  static bool holds(Kind k) { return k == Kind::List || k == Kind::Tuple; }
  explicit SequenceExpr(Kind k) : Expr(k) { assert(holds(k)); }  // the deleter goes by the kind
  std::vector<ExprPtr> elements;
};

// {key: value, ...}: keys[i] goes with values[i]
struct DictExpr : ExprOf<Expr::Kind::Dict> {
  std::vector<ExprPtr> keys;
  std::vector<ExprPtr> values;
};

// [element for ...] (ListComp), (element for ...) (GeneratorExp), {element: value for ...} (DictComp)
struct ComprehensionExpr : Expr {
  static bool holds(Kind k) { return k == Kind::ListComp || k == Kind::GeneratorExp || k == Kind::DictComp; }
  explicit ComprehensionExpr(Kind k) : Expr(k) { assert(holds(k)); }
  ExprPtr element;  // DictComp: the key
  ExprPtr value;    // DictComp: the value (null for the others)
  std::vector<ComprehensionFor> generators;
  std::set<std::string> names;  // the names its `for`s bind
};

struct LambdaExpr : ExprOf<Expr::Kind::Lambda> {
  std::unique_ptr<FunctionDef> function;  // its body returns the expression
};

// One part of an f-string: a literal text (a ConstantExpr str, conversion 'L') or a field.
struct FStringPart {
  ExprPtr value;
  char conversion = 0;  // 'L' for a literal; a field's !r, !s, !a ('r', 's', 'a'), or 0
  ExprPtr spec;         // a field's format spec (an FStringExpr), or null
};

struct FStringExpr : ExprOf<Expr::Kind::FString> {
  std::vector<FStringPart> parts;
};

// *value, in a call, a display or an assignment target
struct StarredExpr : ExprOf<Expr::Kind::Starred> {
  ExprPtr value;
};

// A callable passed by reference, without a template or an allocation (as LLVM's function_ref);
// it must not outlive the call it is passed to.
class OperandVisitor {
 public:
  template <class F>
  OperandVisitor(F&& f)  // NOLINT(google-explicit-constructor): a lambda is passed as it is
      : context_(&f),
        call_([](void* context, const Expr* e) { (*static_cast<std::remove_reference_t<F>*>(context))(e); }) {}
  void operator()(const Expr* e) const { call_(context_, e); }

 private:
  void* context_;
  void (*call_)(void*, const Expr*);
};

// Calls visit for each operand of `e` in the order written (null for an absent slice part): not a
// comprehension's `for` clauses, a lambda's body or an f-string's format specs (ast.cpp).
void for_each_operand(const Expr& e, OperandVisitor visit);

struct Stmt;
// Deletes a statement as its kind's node type (ast.cpp), as ExprDelete does an expression.
struct StmtDelete {
  void operator()(Stmt* stmt) const;
};
template <class T>
using StmtNode = std::unique_ptr<T, StmtDelete>;  // a node of one type; it converts to a StmtPtr
using StmtPtr = StmtNode<Stmt>;
using Block = std::vector<StmtPtr>;

struct FunctionDef {
  std::string name;
  std::string qualname;  // C.method, outer.<locals>.inner (CPython's messages name it so)
  int line = 0;
  std::vector<std::string> params;  // positional (the first positional_only of them only so), then keyword-only
  std::size_t positional = 0;       // params[0, positional) take positions
  std::size_t positional_only = 0;
  std::vector<ExprPtr> defaults;     // for the last defaults.size() positional params
  std::vector<ExprPtr> kw_defaults;  // per keyword-only param (null: required)
  std::string varargs;               // *args ("" when none)
  std::string varkw;                 // **kwargs
  std::vector<ExprPtr> annotations;  // evaluated when `def` runs (unless `from __future__ import annotations`)
  std::vector<ExprPtr> decorators;   // @d lines, top first: evaluated before the function is made, applied bottom first
  std::set<std::string>
      type_params;  // def f[T, *Ts, **P](): names seen by its annotations and body (bounds are never evaluated)
  Block body;
  std::set<std::string> locals;     // params and every name the body binds (Python decides this statically)
  std::set<std::string> globals;    // `global` names
  std::set<std::string> nonlocals;  // `nonlocal` names
  bool generator = false;           // its body yields: a call makes a generator (generator.cpp)
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
  ExprPtr type;      // null for a bare except
  std::string name;  // `as name`
  int line = 0;
  Block body;
};

// A statement: its kind (for switch dispatch) and where it is. What each kind holds is in its own
// node type below (ExprStmt ... TypeAliasStmt), reached with as<T>() once the kind is known.
struct Stmt : KindCasts<Stmt> {
  enum class Kind {
    Expr,
    Assign,
    AugAssign,
    If,
    For,
    While,
    Def,
    Return,
    Pass,
    Break,
    Continue,
    Import,
    Raise,
    Try,
    Assert,
    Global,
    AnnAssign,
    Match,
    Del,
    Class,
    With,
    TypeAlias,
    Yield
  };
  const Kind kind;
  int line = 0;
  int column = 0;
  bool yields = false;  // it is, or holds, a yield of its function (a generator resumes inside it)

  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

 protected:
  explicit Stmt(Kind k) : kind(k) {}
  ~Stmt() = default;  // deleted as its node type, by StmtDelete
};

// The node type of one kind.
template <Stmt::Kind K>
struct StmtOf : Stmt {
  static bool holds(Kind k) { return k == K; }
  StmtOf() : Stmt(K) {}
};

// pass, break, continue, and global/nonlocal (whose names the parser gives the function): nothing
// beyond the kind.
struct PlainStmt : Stmt {
  static bool holds(Kind k) { return k == Kind::Pass || k == Kind::Break || k == Kind::Continue || k == Kind::Global; }
  explicit PlainStmt(Kind k) : Stmt(k) { assert(holds(k)); }
};

// an expression on its own line
struct ExprStmt : StmtOf<Stmt::Kind::Expr> {
  ExprPtr value;
};

// targets[0] = targets[1] = ... = value
struct AssignStmt : StmtOf<Stmt::Kind::Assign> {
  std::vector<ExprPtr> targets;
  ExprPtr value;
};

// target op= value (Add for +=)
struct AugAssignStmt : StmtOf<Stmt::Kind::AugAssign> {
  ExprPtr target;
  BinaryOp op = BinaryOp::Add;
  ExprPtr value;
};

// target: annotation [= value]
struct AnnAssignStmt : StmtOf<Stmt::Kind::AnnAssign> {
  ExprPtr target;
  ExprPtr annotation;
  ExprPtr value;  // null when there is no `= value`
};

// if / elif / else as a flat chain: no nesting per elif.
struct IfStmt : StmtOf<Stmt::Kind::If> {
  std::vector<ExprPtr> conditions;  // the if's and each elif's test
  std::vector<Block> branches;      // the block of each condition
  Block orelse;                     // else
};

struct ForStmt : StmtOf<Stmt::Kind::For> {
  ExprPtr target;
  ExprPtr iter;
  Block body;
  Block orelse;  // run when the loop ends without break
};

struct WhileStmt : StmtOf<Stmt::Kind::While> {
  ExprPtr test;
  Block body;
  Block orelse;  // run when the loop ends without break
};

struct DefStmt : StmtOf<Stmt::Kind::Def> {
  std::unique_ptr<FunctionDef> function;
};

struct ReturnStmt : StmtOf<Stmt::Kind::Return> {
  ExprPtr value;  // null: return None
};

// import module [as n], or from module import a [as b], ...
struct ImportStmt : StmtOf<Stmt::Kind::Import> {
  std::string module;
  std::vector<std::pair<std::string, std::string>>
      names;             // (name imported, name bound) of a from-import, or of `import m as n`
  bool missing = false;  // `module` (top-level) is not in CPython's standard library: ModuleNotFoundError
};

// raise exception [from cause]
struct RaiseStmt : StmtOf<Stmt::Kind::Raise> {
  ExprPtr exception;  // null for a bare raise (re-raises)
  ExprPtr cause;      // null when there is no `from`
};

struct TryStmt : StmtOf<Stmt::Kind::Try> {
  Block body;
  std::vector<ExceptHandler> handlers;
  Block orelse;
  Block finalbody;
};

// assert test [, message]
struct AssertStmt : StmtOf<Stmt::Kind::Assert> {
  ExprPtr test;
  ExprPtr message;  // null when none
};

struct MatchStmt : StmtOf<Stmt::Kind::Match> {
  ExprPtr subject;
  std::vector<MatchCase> cases;
};

// del target, ... (names and subscripts)
struct DelStmt : StmtOf<Stmt::Kind::Del> {
  std::vector<ExprPtr> targets;
};

// class name(base): body (one base at most; no keywords).
struct ClassStmt : StmtOf<Stmt::Kind::Class> {
  std::string name;
  ExprPtr base;                     // null: object
  std::vector<ExprPtr> decorators;  // evaluated before the base, applied bottom first
  Block body;
};

// with manager [as target]: body (one context manager)
struct WithStmt : StmtOf<Stmt::Kind::With> {
  ExprPtr manager;
  ExprPtr target;  // null when there is no `as`
  Block body;
};

// type name = value (value evaluated lazily)
struct TypeAliasStmt : StmtOf<Stmt::Kind::TypeAlias> {
  std::string name;
  ExprPtr value;
};

// yield [value], yield from value, and target = yield [value]: a generator's statements (a yield
// inside any other expression is refused by the parser).
struct YieldStmt : StmtOf<Stmt::Kind::Yield> {
  ExprPtr value;   // null: yield None
  ExprPtr target;  // null unless `target = yield ...` (it is bound to what send() gives)
  bool from = false;
};

struct Program {
  Block body;
  std::vector<std::unique_ptr<StrObject>> strings;  // the str constants, made once
};

}  // namespace fm::pyexec
