"""MkDocs plugin: ``plugins: [search, failure-map]`` in mkdocs.yml (MkDocs 1.4 or later).

In a page, a fenced block whose language is an element's name, with the element's attributes as
``name: value`` lines (a flag such as ``sync-url`` alone on its line)::

    ```failure-map-case
    n: 0.1
    controls: none
    ```

becomes the element, with the record's static markup inside a case element (so the page reads
without scripts and the search index holds the tables). The plugin copies failure-map.js,
failure-map-lab.js, failure-map-tryfix.js, failure-map-python.js, failure-map-render.js and
failure-map.css into the site's ``failure-map/`` folder and lists the
script and the style sheet in ``extra_javascript`` and ``extra_css``."""
import logging
import os
import re
import shutil

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

from . import SCRIPT, STYLESHEET, asset_files
from .markup import ELEMENTS, AttributeProblem, attributes, element, render_options
from .renderer import RenderError, Session

log = logging.getLogger("mkdocs.plugins.failure-map")
FOLDER = "failure-map"
# A fence at the start of a line: ``` or ~~~ (3 or more), the element's name, the body, the same fence.
FENCE = re.compile(r"^(?P<indent>[ ]{0,3})(?P<fence>`{3,}|~{3,})[ \t]*(?P<tag>%s)[ \t]*\n(?P<body>.*?)^(?P=indent)(?P=fence)[ \t]*$"
                   % "|".join(re.escape(tag) for tag in ELEMENTS), re.M | re.S)
SLOT = '<div data-failure-map-slot="%d"></div>'


def parse_body(tag, body, where):
    given = {}
    for number, line in enumerate(body.splitlines(), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        name, sep, value = text.partition(":")
        name = name.strip()
        given[name] = value.strip().strip('"\'') if sep else None
    try:
        return attributes(tag, given)
    except AttributeProblem as problem:
        raise PluginError("%s: %s" % (where, problem))


class FailureMapPlugin(BasePlugin):
    def on_config(self, config):
        if not asset_files():
            raise PluginError("failure-map: this installation has no failure-map.js (built without its assets)")
        self.session = Session(log.warning)
        script, sheet = "%s/%s" % (FOLDER, SCRIPT), "%s/%s" % (FOLDER, STYLESHEET)
        if script not in config["extra_javascript"]:
            config["extra_javascript"].append(script)
        if sheet not in config["extra_css"]:
            config["extra_css"].append(sheet)
        return config

    def on_page_markdown(self, markdown, page, config, files):
        slots = []

        def replace(match):
            tag = match.group("tag")
            attrs = parse_body(tag, match.group("body"), page.file.src_path)
            inner = ""
            if tag == "failure-map-case":
                try:
                    rendered = self.session.render(render_options(attrs))
                except RenderError as error:
                    log.warning("%s: failure-map-case: %s", page.file.src_path, error)
                    rendered = None
                if rendered is not None:
                    inner = "\n" + rendered.html
            slots.append(element(tag, attrs, inner))
            # A block-level tag: Python-Markdown passes it through, not wrapped in <p>.
            return "%s\n" % (SLOT % (len(slots) - 1))

        page.failure_map_slots = slots
        return FENCE.sub(replace, markdown)

    def on_page_content(self, content, page, config, files):
        slots = getattr(page, "failure_map_slots", [])
        for index, markup in enumerate(slots):
            content = content.replace(SLOT % index, markup)
        return content

    def on_post_build(self, config):
        folder = os.path.join(config["site_dir"], FOLDER)
        os.makedirs(folder, exist_ok=True)
        for path in asset_files():
            shutil.copyfile(path, os.path.join(folder, os.path.basename(path)))
