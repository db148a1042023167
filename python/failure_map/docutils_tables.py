"""The renderer's JSON as docutils nodes, for the outputs that cannot run the widget (LaTeX/PDF,
ePub, text, man, Texinfo): the same headings, tables, outcomes, Why text and summaries as the
static HTML, in the generator's own tables."""
from docutils import nodes

HEADERS = ("Boundary fixture", "Actual", "Expected", "Outcome")
# Character widths in the text builder (a repr of a double is at most 24 characters, quoted there)
WIDTHS = (22, 26, 26, 9)
WHY_WIDTH = 40


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


def table(impl):
    """One implementation's fixture table: caption, header row, a row per fixture."""
    with_why = any(row.get("why") is not None for row in impl["rows"])
    heads = HEADERS + (("Why",) if with_why else ())
    widths = WIDTHS + ((WHY_WIDTH,) if with_why else ())
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
        cells = [row["label"], row["actual"], row["expected"], row["outcome"]]
        if with_why:
            cells.append(row.get("why") or "")
        body += _row(cells, literal=(1, 2))
    group += body
    tbl += group
    return tbl


def _section(section):
    out = [nodes.rubric(text=section["heading"])]
    out += [_paragraph(text) for text in section["paragraphs"]]
    return out


def record(data):
    """Every node of one case element's record, in the static HTML's order."""
    prose = data.get("prose") == "full"
    out = []
    if prose:
        out.append(_paragraph("%s \u00b7 %s" % (data["id"], data["family"])))
        out.append(nodes.rubric(text="%s \u00b7 %s" % (data["title"], data["caseLabel"])))
        out.append(_paragraph(data["access"]))
        for section in data.get("before", []):
            out += _section(section)
    for impl in data["implementations"]:
        if prose:
            out.append(nodes.rubric(text=impl["title"]))
            code = "def solve(weighted_sums, weight_sums):\n    return %s" % impl["python"]
            out.append(nodes.literal_block(code, code, language="python"))
        out.append(table(impl))
        out.append(_paragraph(impl["summary"]))
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
