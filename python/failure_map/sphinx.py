"""Sphinx extension: ``extensions = ["failure_map.sphinx"]``.

Directives ``failure-map-case`` (options: the element's attributes ``n``, ``show``, ``prose``,
``why``, ``compact``, ``which``, ``controls``, ``theme``, ``sync-url``), ``failure-map-training``,
``failure-map-log`` and ``failure-map-tryfix``. HTML builders get the element, with the record's
static markup inside a case element (so the page reads without scripts and Sphinx's search
indexes it), and failure-map.js, failure-map-lab.js, failure-map-tryfix.js, failure-map-python.js,
failure-map-render.js and failure-map.css in ``_static``; the
other builders (LaTeX, ePub, text, man, Texinfo) get the same tables as docutils tables, and a
note where a panel would be."""
from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from . import ASSETS, SCRIPT, STYLESHEET, __version__
from .docutils_tables import record
from .markup import ELEMENTS, FLAGS, PANEL_NOTES, AttributeProblem, attributes, element, render_options
from .renderer import RenderError, Session

logger = logging.getLogger(__name__)
# The classes Sphinx gives its own tables, which its themes style (alabaster and Read the Docs
# style table.docutils only).
TABLE_CLASS = "docutils align-default"


class failure_map_element(nodes.container):
    """One element. ``html`` is what HTML builders write; the children are what the others show
    (and what Sphinx's search indexes)."""


def _option_spec(tag):
    return {name: directives.flag if name in FLAGS else directives.unchanged
            for name in ELEMENTS[tag]}


def _session(app):
    session = getattr(app, "failure_map_session", None)
    if session is None:
        session = app.failure_map_session = Session(
            lambda message: logger.warning(message, type="failure-map", subtype="renderer"))
    return session


class ElementDirective(SphinxDirective):
    tag = ""
    has_content = False
    required_arguments = 0
    optional_arguments = 0

    def run(self):
        try:
            attrs = attributes(self.tag, self.options)
        except AttributeProblem as problem:
            raise self.error(str(problem))
        node = failure_map_element(classes=["failure-map"])
        self.set_source_info(node)
        node["html"] = element(self.tag, attrs)
        self.fill(node, attrs)
        return [node]

    def fill(self, node, attrs):
        node += nodes.paragraph(text=PANEL_NOTES[self.tag])


class CaseDirective(ElementDirective):
    tag = "failure-map-case"
    option_spec = _option_spec(tag)

    def fill(self, node, attrs):
        rendered = None
        try:
            rendered = _session(self.env.app).render(dict(render_options(attrs), tableClass=TABLE_CLASS))
        except RenderError as error:
            logger.warning("failure-map-case: %s", error, location=node, type="failure-map", subtype="option")
        if rendered is None:
            node += nodes.paragraph(text="The record of case FA-98851 (its three tables) is in the HTML "
                                         "version of this page.")
            return
        node["html"] = element(self.tag, attrs, "\n" + rendered.html)
        node.extend(record(rendered.data))


def _panel(tag):
    return type("Directive_" + tag.replace("-", "_"), (ElementDirective,),
                {"tag": tag, "option_spec": _option_spec(tag)})


def _is_epub(translator):
    return translator.builder.name.startswith("epub")


def visit_html(translator, node):
    if _is_epub(translator):  # an e-book runs no script: the tables, as in the other outputs
        return
    translator.body.append(node["html"] + "\n")
    raise nodes.SkipNode


def depart_html(translator, node):
    pass


def _serves_widgets(app):
    builder = app.builder
    return builder.format == "html" and not builder.name.startswith("epub")


def builder_inited(app):
    app.failure_map_session = None  # a new build: find the renderer again, warn again
    if _serves_widgets(app):
        # Every file of the package's assets goes to _static, side by side (failure-map.js loads
        # the panels' files from beside itself).
        app.config.html_static_path.append(ASSETS)


def html_page_context(app, pagename, templatename, context, doctree):
    """The script (in the head, deferred: it never holds the page's first paint) and the style
    sheet, on the pages that show an element (every page with html_assets_policy = "always")."""
    if not _serves_widgets(app):
        return
    if app.registry.html_assets_policy == "always" or (doctree is not None and doctree.next_node(failure_map_element)):
        app.add_js_file(SCRIPT, defer="defer")
        app.add_css_file(STYLESHEET)


def setup(app):
    app.add_node(failure_map_element, html=(visit_html, depart_html))
    app.add_directive("failure-map-case", CaseDirective)
    for tag in ("failure-map-training", "failure-map-log", "failure-map-tryfix"):
        app.add_directive(tag, _panel(tag))
    app.connect("builder-inited", builder_inited)
    app.connect("html-page-context", html_page_context)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
