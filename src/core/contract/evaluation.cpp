#include "evaluation.hpp"

#include "number_literal.hpp"

namespace fm {

namespace {
Error in_field(const std::string& field, Error error) {
  error.field = field;
  return error;
}
}  // namespace

Expected<std::vector<Fixture>> request_fixtures(const EvaluationRequest& request) {
  if (request.n && request.fixtures) {
    return cannot_be_combined({"N (the record's fixtures at N)", "custom fixtures"}, "n");
  }
  if (request.fixtures) {
    Expected<std::vector<Fixture>> fixtures = read_fixtures(*request.fixtures);
    if (!fixtures) return in_field("fixtures", fixtures.error());
    return fixtures;
  }
  Expected<PyValue> n = parse_python_literal(request.n.value_or("1"));
  if (!n) return in_field("n", n.error());
  Expected<std::vector<Fixture>> fixtures = record_fixtures(*n);
  if (!fixtures) return in_field("n", Error{"N = " + request.n.value_or("1") + ": " + fixtures.error().message});
  return fixtures;
}

Expected<Evaluation> evaluate_with_fixtures(const EvaluationRequest& request) {
  const Implementation* implementation = find_implementation(request.implementation);
  if (!implementation) {
    return in_field("implementation", Error{"unknown implementation \"" + request.implementation +
                                            "\"; choose one of " + implementation_ids()});
  }
  Expected<std::vector<Fixture>> fixtures = request_fixtures(request);
  if (!fixtures) return fixtures.error();
  Expected<Report> report = run_checks(*implementation, *fixtures);
  if (!report) return in_field(request.fixtures ? "fixtures" : "n", report.error());
  return Evaluation{std::move(fixtures).value(), std::move(report).value()};
}

Expected<Report> evaluate(const EvaluationRequest& request) {
  Expected<Evaluation> evaluation = evaluate_with_fixtures(request);
  if (!evaluation) return evaluation.error();
  return std::move(evaluation).value().report;
}

}  // namespace fm
