"""The renderer's JSON as docutils nodes, for the outputs that cannot run the widget (LaTeX/PDF,
ePub, text, man, Texinfo): the same headings, tables, outcomes, Why text and summaries as the
static HTML, in the generator's own tables."""
from docutils import nodes

# Character widths in the text builder, by column (a repr of a double is at most 24 characters,
# quoted there). The columns and their headings are the renderer's ("columns").
WIDTHS = {"check": 22, "actual": 26, "expected": 26, "outcome": 9, "why": 40}
# A row's key for a column, where it differs from the column's id.
ROW_KEYS = {"check": "label"}


def _paragraph(text, literal=False):
    para = nodes.paragraph()
    para += nodes.literal(text=text) if literal else nodes.Text(text)
    return para


def _row(cells, literal=()):
    row = nodes.row()
    for i, text in enumerate(cells):
        entry = nodes.entry()
        entry += _paragraph(text, literal=i in literal)
        row += entry
    return row


def table(impl, columns):
    """One implementation's fixture table: caption, header row, a row per fixture."""
    with_why = any(row.get("why") is not None for row in impl["rows"])
    shown = [c for c in columns if c["id"] != "why" or with_why]
    heads = [c["heading"] for c in shown]
    widths = [WIDTHS[c["id"]] for c in shown]
    tbl = nodes.table(classes=["failure-map-table"], ids=[])
    tbl["failure-map-impl"] = impl["id"]
    tbl += nodes.title(text=impl["caption"])
    group = nodes.tgroup(cols=len(heads))
    for width in widths:
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    head += _row(heads)
    group += head
    body = nodes.tbody()
    for row in impl["rows"]:
        cells = [row.get(ROW_KEYS.get(c["id"], c["id"])) or "" for c in shown]
        body += _row(cells, literal=(1, 2))
    group += body
    tbl += group
    return tbl


def _section(section):
    out = [nodes.rubric(text=section["heading"])]
    out += [_paragraph(text) for text in section["paragraphs"]]
    return out


def loop_code(impl):
    """The training-loop code the implementation is, led by its name, and when it is wrong."""
    lead = nodes.paragraph()
    lead += nodes.strong(text=impl["title"])
    lead += nodes.Text(" (%s), in a training loop:" % impl["method"])
    code = impl["loop"]["code"]
    return [lead, nodes.literal_block(code, code, language="python"), _paragraph(impl["loop"]["wrongWhen"])]


def repair_diff(impl):
    diff = impl["loop"]["diff"]
    if not diff:
        return []
    return [_paragraph("The repair, as a change to that loop:"), nodes.literal_block(diff, diff, language="diff")]


def record(data):
    """Every node of one case element's record, in the static HTML's order."""
    prose = data.get("prose") == "full"
    which = data.get("which", False)
    out = []
    if which:
        lead = nodes.paragraph()
        lead += nodes.strong(text="Which one is my code?")
        lead += nodes.Text(" Find the line that computes your loss.")
        out.append(lead)
    if prose:
        out.append(_paragraph("%s \u00b7 %s" % (data["id"], data["family"])))
        out.append(nodes.rubric(text="%s \u00b7 %s" % (data["title"], data["caseLabel"])))
        out.append(_paragraph(data["access"]))
        for section in data.get("before", []):
            out += _section(section)
    for impl in data["implementations"]:
        if which:
            out += loop_code(impl)
            out.append(_paragraph("%s \u00b7 %s" % (impl["caption"], impl["summary"])))
            out += repair_diff(impl)
            continue
        if prose:
            out.append(nodes.rubric(text=impl["title"]))
            code = "def solve(weighted_sums, weight_sums):\n    return %s" % impl["python"]
            out.append(nodes.literal_block(code, code, language="python"))
        out.append(table(impl, data["columns"]))
        out.append(_paragraph(impl["summary"]))
        out += loop_code(impl)
        out += repair_diff(impl)
        if prose:
            if impl.get("sha256"):
                para = _paragraph("SHA-256 / ")
                para += nodes.literal(text=impl["sha256"])
                out.append(para)
            out += [_paragraph(note) for note in impl.get("notes", [])]
    if prose:
        for section in data.get("after", []):
            out += _section(section)
        para = _paragraph("Case digest / ")
        para += nodes.literal(text=data["caseDigest"])
        out.append(para)
    return out
