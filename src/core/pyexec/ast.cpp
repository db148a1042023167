// The syntax tree's functions that know every kind of node: deleting a node as its type, and
// visiting an expression's operands.
#include "ast.hpp"

namespace fm::pyexec {

// unique_ptr calls a deleter only with a node, never with null.
void ExprDelete::operator()(Expr* expr) const {
  switch (expr->kind) {
    case Expr::Kind::Constant: delete static_cast<ConstantExpr*>(expr); return;
    case Expr::Kind::Name: delete static_cast<NameExpr*>(expr); return;
    case Expr::Kind::BinOp: delete static_cast<BinOpExpr*>(expr); return;
    case Expr::Kind::UnaryOp: delete static_cast<UnaryOpExpr*>(expr); return;
    case Expr::Kind::BoolOp: delete static_cast<BoolOpExpr*>(expr); return;
    case Expr::Kind::Compare: delete static_cast<CompareExpr*>(expr); return;
    case Expr::Kind::IfExp: delete static_cast<IfExpr*>(expr); return;
    case Expr::Kind::NamedExpr: delete static_cast<NamedExpr*>(expr); return;
    case Expr::Kind::Call: delete static_cast<CallExpr*>(expr); return;
    case Expr::Kind::Attribute: delete static_cast<AttributeExpr*>(expr); return;
    case Expr::Kind::Subscript: delete static_cast<SubscriptExpr*>(expr); return;
    case Expr::Kind::Slice: delete static_cast<SliceExpr*>(expr); return;
    case Expr::Kind::List:
    case Expr::Kind::Tuple: delete static_cast<SequenceExpr*>(expr); return;
    case Expr::Kind::Dict: delete static_cast<DictExpr*>(expr); return;
    case Expr::Kind::ListComp:
    case Expr::Kind::GeneratorExp:
    case Expr::Kind::DictComp: delete static_cast<ComprehensionExpr*>(expr); return;
    case Expr::Kind::Lambda: delete static_cast<LambdaExpr*>(expr); return;
    case Expr::Kind::FString: delete static_cast<FStringExpr*>(expr); return;
    case Expr::Kind::Starred: delete static_cast<StarredExpr*>(expr); return;
  }
}

void StmtDelete::operator()(Stmt* stmt) const {
  switch (stmt->kind) {
    case Stmt::Kind::Expr: delete static_cast<ExprStmt*>(stmt); return;
    case Stmt::Kind::Assign: delete static_cast<AssignStmt*>(stmt); return;
    case Stmt::Kind::AugAssign: delete static_cast<AugAssignStmt*>(stmt); return;
    case Stmt::Kind::AnnAssign: delete static_cast<AnnAssignStmt*>(stmt); return;
    case Stmt::Kind::If: delete static_cast<IfStmt*>(stmt); return;
    case Stmt::Kind::For: delete static_cast<ForStmt*>(stmt); return;
    case Stmt::Kind::While: delete static_cast<WhileStmt*>(stmt); return;
    case Stmt::Kind::Def: delete static_cast<DefStmt*>(stmt); return;
    case Stmt::Kind::Return: delete static_cast<ReturnStmt*>(stmt); return;
    case Stmt::Kind::Pass:
    case Stmt::Kind::Break:
    case Stmt::Kind::Continue:
    case Stmt::Kind::Global: delete static_cast<PlainStmt*>(stmt); return;
    case Stmt::Kind::Import: delete static_cast<ImportStmt*>(stmt); return;
    case Stmt::Kind::Raise: delete static_cast<RaiseStmt*>(stmt); return;
    case Stmt::Kind::Try: delete static_cast<TryStmt*>(stmt); return;
    case Stmt::Kind::Assert: delete static_cast<AssertStmt*>(stmt); return;
    case Stmt::Kind::Match: delete static_cast<MatchStmt*>(stmt); return;
    case Stmt::Kind::Del: delete static_cast<DelStmt*>(stmt); return;
    case Stmt::Kind::Class: delete static_cast<ClassStmt*>(stmt); return;
    case Stmt::Kind::With: delete static_cast<WithStmt*>(stmt); return;
    case Stmt::Kind::TypeAlias: delete static_cast<TypeAliasStmt*>(stmt); return;
    case Stmt::Kind::Yield: delete static_cast<YieldStmt*>(stmt); return;
  }
}

void for_each_operand(const Expr& e, OperandVisitor visit) {
  switch (e.kind) {
    case Expr::Kind::Constant:
    case Expr::Kind::Name:
    case Expr::Kind::Lambda: return;
    case Expr::Kind::BinOp:
      visit(e.as<BinOpExpr>().left.get());
      visit(e.as<BinOpExpr>().right.get());
      return;
    case Expr::Kind::UnaryOp: visit(e.as<UnaryOpExpr>().operand.get()); return;
    case Expr::Kind::BoolOp:
      for (const ExprPtr& v : e.as<BoolOpExpr>().values) visit(v.get());
      return;
    case Expr::Kind::Compare:
      visit(e.as<CompareExpr>().left.get());
      for (const ExprPtr& c : e.as<CompareExpr>().comparators) visit(c.get());
      return;
    case Expr::Kind::IfExp:
      visit(e.as<IfExpr>().test.get());
      visit(e.as<IfExpr>().body.get());
      visit(e.as<IfExpr>().orelse.get());
      return;
    case Expr::Kind::NamedExpr: visit(e.as<NamedExpr>().value.get()); return;
    case Expr::Kind::Call:
      visit(e.as<CallExpr>().func.get());
      for (const ExprPtr& a : e.as<CallExpr>().args) visit(a.get());
      return;
    case Expr::Kind::Attribute: visit(e.as<AttributeExpr>().value.get()); return;
    case Expr::Kind::Subscript:
      visit(e.as<SubscriptExpr>().value.get());
      visit(e.as<SubscriptExpr>().index.get());
      return;
    case Expr::Kind::Slice:
      visit(e.as<SliceExpr>().lower.get());
      visit(e.as<SliceExpr>().upper.get());
      visit(e.as<SliceExpr>().step.get());
      return;
    case Expr::Kind::List:
    case Expr::Kind::Tuple:
      for (const ExprPtr& element : e.as<SequenceExpr>().elements) visit(element.get());
      return;
    case Expr::Kind::Dict: {
      const auto& dict = e.as<DictExpr>();
      for (std::size_t i = 0; i < dict.keys.size(); ++i) {
        visit(dict.keys[i].get());
        visit(dict.values[i].get());
      }
      return;
    }
    case Expr::Kind::ListComp:
    case Expr::Kind::GeneratorExp:
    case Expr::Kind::DictComp:
      visit(e.as<ComprehensionExpr>().element.get());
      if (e.kind == Expr::Kind::DictComp) visit(e.as<ComprehensionExpr>().value.get());
      return;
    case Expr::Kind::FString:
      for (const FStringPart& part : e.as<FStringExpr>().parts) visit(part.value.get());
      return;
    case Expr::Kind::Starred: visit(e.as<StarredExpr>().value.get()); return;
  }
}

}  // namespace fm::pyexec
