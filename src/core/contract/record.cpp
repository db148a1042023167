#include "record.hpp"

#include "implementations.hpp"
#include "json_writer.hpp"

namespace fm {

const RecordText& record_text() {
  static const RecordText text{
      "FA-98851",
      "Gradient accumulation weighting",
      "Open access",
      "Sample weights are normalized by raw item count",
      "case 01",
      "The broken path divides weighted contributions by the number of batches, dropping the weight mass "
      "denominator.",
      "The broken path divides weighted contributions by the number of batches, dropping the weight mass "
      "denominator.",
      "Unweighted batch count happens to work only when total weight mass equals that count.",
      "Weighted sums already include per-example weights. Divide by total weight mass; zero mass yields zero.",
      "A deterministic toy model isolates one local accumulation contract.",
      "The verified repair and its recorded checks are member-only.",
      "The record holds the repair back; this one is derived from the case contract and computed by the same "
      "core.",
      "Inputs are scalar or short-list summaries and do not model autodiff, devices, or an optimizer. This "
      "reproducer isolates one failure mechanism. Results cover the supplied fixtures. Variants within a family "
      "share a test contract and should remain grouped when constructing evaluation splits. Related mechanisms "
      "with a shared evaluation_group must also remain together; these controlled models are not independent "
      "production incidents.",
      "Observations recorded using Python 3.12.14 at 2026-09-30T16:48:17.605183+00:00.",
      "89df7a20abd7200c8a92cdb8d9937f0bfe9a845f03088984a11c1f11bc4eb1b1",
  };
  return text;
}

void write_table_columns(JsonWriter& w) {
  w.begin_array();
  for (const TableColumn& column : kTableColumns)
    w.begin_object().member("id", column.id).member("heading", column.heading).end_object();
  w.end_array();
}

std::string record_json() {
  const RecordText& r = record_text();
  JsonWriter w;
  w.begin_object().member("id", r.id).member("family", r.family).member("access", r.access).member("title", r.title);
  w.member("caseLabel", r.case_label).member("rootCause", r.root_cause).member("failure", r.failure);
  w.member("unsuccessfulApproach", r.unsuccessful_approach).member("contract", r.contract);
  w.member("whyItMatters", r.why_it_matters).member("heldBack", r.held_back).member("repairNote", r.repair_note);
  w.member("scope", r.scope).member("observationNote", r.observation_note).member("caseDigest", r.case_digest);
  w.key("implementations").begin_array();
  for (const Implementation& implementation : implementations()) {
    w.begin_object().member("id", implementation.id).member("title", implementation.title);
    w.member("method", implementation.method)
        .member("python", implementation.python)
        .member("solve", solve_source(implementation));
    w.member("sha256", implementation.sha256).key("loop").begin_object().member("code", implementation.loop->code);
    w.member("wrongWhen", implementation.loop->wrong_when).member("diff", implementation.loop->diff).end_object();
    w.end_object();
  }
  return w.end_array().end_object().take();
}

}  // namespace fm
