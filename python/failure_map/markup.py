"""The elements and their attributes, as the widget's Custom Elements Manifest lists them, and the
HTML a generator writes for one: the element, with the static markup inside it when there is one."""
from html import escape

# Attributes in the order they are written; flags are written bare (`sync-url`).
ELEMENTS = {
    "failure-map-case": ("n", "show", "prose", "why", "compact", "which", "controls", "look", "theme", "sync-url"),
    "failure-map-training": ("accum", "steps", "lr", "unevenness", "seed", "theme", "loading"),
    "failure-map-log": ("theme", "loading"),
    "failure-map-tryfix": ("n", "theme", "loading", "sync-url", "pyodide-url"),
}
FLAGS = ("compact", "which", "sync-url")
# What a reader of a non-HTML output (PDF, ePub, text, man) is told instead of a panel.
PANEL_NOTES = {
    "failure-map-training": "The training panel (a toy model trained four ways) is interactive: "
                            "it is in the HTML version of this page.",
    "failure-map-log": "The log checker is interactive: it is in the HTML version of this page.",
    "failure-map-tryfix": "The \u201cTry your own fix\u201d editor is interactive: it is in the HTML "
                          "version of this page.",
}


class AttributeProblem(ValueError):
    pass


def attributes(tag, given):
    """[(name, value-or-None for a flag)] in the element's order; an unknown name is an error."""
    allowed = ELEMENTS[tag]
    unknown = [name for name in given if name not in allowed]
    if unknown:
        raise AttributeProblem("%s has no attribute %s; its attributes are %s"
                              % (tag, ", ".join(sorted(unknown)), ", ".join(allowed)))
    out = []
    for name in allowed:
        if name not in given:
            continue
        value = given[name]
        if name in FLAGS:
            if value in (None, True, "", "true", "True"):
                out.append((name, None))
            elif value not in (False, "false", "False"):
                raise AttributeProblem("%s: %s is a flag (write it alone, or true/false), not %r" % (tag, name, value))
        else:
            out.append((name, "" if value is None else str(value)))
    return out


def render_options(attrs):
    """The renderer's options from a case element's attributes."""
    options = {name: value for name, value in attrs if name in ("n", "show", "prose", "why")}
    for flag in ("compact", "which"):
        if any(name == flag for name, _ in attrs):
            options[flag] = True
    return options


def element(tag, attrs, inner=""):
    parts = [tag] + [name if value is None else '%s="%s"' % (name, escape(value, quote=True)) for name, value in attrs]
    return "<%s>%s</%s>" % (" ".join(parts), inner, tag)
