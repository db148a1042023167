"""Where a documentation build gets the static markup of <failure-map-case>: the record's tables
computed by the C++ core, rendered as HTML (placed inside the element) and as JSON (for tables a
generator builds itself). Found in this order, unless FAILURE_MAP_RENDERER says which
(``node``, ``cli`` or ``none``):

1. Node.js 20+ on PATH (or FAILURE_MAP_NODE) running this package's own failure-map.js, the file
   the site serves, so the markup is always the served widget's version;
2. the ``failure-map`` command on PATH (or FAILURE_MAP_CLI) of the same version.

With neither, find_renderer() returns None and a reason; the generators then warn once and write
the live element alone."""
import json
import os
import shutil
import subprocess

from . import ASSETS, SCRIPT, __version__

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, "render.js")
TIMEOUT = 120


class RenderError(Exception):
    """The renderer refused an option (an N that is not a number, an unknown id): one line."""


class Unavailable(Exception):
    """The renderer could not run at all (a Node.js that is too old, a crash): one line."""


class Rendered:
    def __init__(self, html, data):
        self.html = html  # the fragment that goes inside the element
        self.data = data  # the same content as a dict (title, implementations, rows, ...)


# The renderer's option names (FailureMap.render()'s keys) and the CLI's flags for them.
CLI_FLAGS = {"n": "--n", "show": "--show", "prose": "--prose", "why": "--why", "tableClass": "--table-class",
             "compact": "--compact", "which": "--which"}


def request(options):
    """The renderer's options from element attributes (strings; compact and which are flags) and
    the generator's own (tableClass: the class names its theme styles tables by)."""
    out = {}
    for key in ("n", "show", "prose", "why", "tableClass"):
        value = options.get(key)
        if value is not None and value != "":
            out[key] = " ".join(str(value).replace(",", " ").split()) if key == "show" else str(value)
    for flag in ("compact", "which"):
        if options.get(flag):
            out[flag] = True
    return out


def _run(argv, stdin=None):
    try:
        return subprocess.run(argv, input=stdin, capture_output=True, text=True, encoding="utf-8",
                              timeout=TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise Unavailable("%s: %s" % (os.path.basename(argv[0]), error)) from None


def _first_line(text):
    lines = [line for line in (text or "").splitlines() if line.strip()]
    return lines[0].strip() if lines else "no message"


class NodeRenderer:
    def __init__(self, node):
        self.node = node
        self.script = os.path.join(ASSETS, SCRIPT)
        self.name = "Node.js (%s) with failure-map.js %s" % (node, __version__)

    def render(self, options):
        run = _run([self.node, DRIVER, self.script], json.dumps(request(options)))
        if run.returncode == 2:
            raise RenderError(_first_line(run.stderr))
        if run.returncode != 0:
            raise Unavailable("%s could not render: %s" % (self.name, _first_line(run.stderr)))
        out = json.loads(run.stdout)
        return Rendered(out["html"], json.loads(out["json"]))


class CliRenderer:
    def __init__(self, cli):
        self.cli = cli
        self.name = "the failure-map command (%s)" % cli

    def render(self, options):
        argv = [self.cli, "render"]
        for key, value in request(options).items():
            argv += [CLI_FLAGS[key]] if value is True else [CLI_FLAGS[key], value]
        results = []
        for form in ("html", "json"):
            run = _run(argv + ["--format", form])
            if run.returncode == 2:
                raise RenderError(_first_line(run.stderr).replace("failure-map: render: ", ""))
            if run.returncode != 0:
                raise Unavailable("%s could not render: %s" % (self.name, _first_line(run.stderr)))
            results.append(run.stdout)
        return Rendered(results[0], json.loads(results[1]))


def _node_major(node):
    run = _run([node, "-p", "process.versions.node.split('.')[0]"])
    try:
        return int(run.stdout.strip())
    except ValueError:
        return 0


def _node():
    node = os.environ.get("FAILURE_MAP_NODE") or shutil.which("node")
    if not node:
        return None, "Node.js is not on PATH"
    if not os.path.isfile(os.path.join(ASSETS, SCRIPT)):
        return None, "this package has no %s (installed without its assets)" % SCRIPT
    major = _node_major(node)
    if major < 20:
        return None, "%s is Node.js %s; the renderer needs 20 or later" % (node, major or "of unknown version")
    return NodeRenderer(node), None


def _cli():
    cli = os.environ.get("FAILURE_MAP_CLI") or shutil.which("failure-map")
    if not cli:
        return None, "no failure-map command on PATH"
    version = _run([cli, "--version"]).stdout.strip()
    if version != "failure-map %s" % __version__:
        return None, "%s is %r, not failure-map %s" % (cli, version or "unknown", __version__)
    return CliRenderer(cli), None


def find_renderer():
    """(renderer, None) or (None, why none was found: one line)."""
    choice = os.environ.get("FAILURE_MAP_RENDERER", "auto")
    finders = {"node": [_node], "cli": [_cli], "auto": [_node, _cli], "none": []}.get(choice)
    if finders is None:
        return None, "FAILURE_MAP_RENDERER=%s: choose auto, node, cli or none" % choice
    reasons = []
    for find in finders:
        renderer, reason = find()
        if renderer:
            return renderer, None
        reasons.append(reason)
    if not reasons:
        reasons.append("FAILURE_MAP_RENDERER=none")
    return None, "; ".join(reasons)


class Session:
    """One documentation build's renderer: found once, each distinct element rendered once, and
    the reason it is missing (or stopped working) reported once through `warn`."""

    def __init__(self, warn):
        self.warn = warn
        self.renderer = None
        self.found = False
        self.warned = False
        self.cache = {}

    def _missing(self, reason):
        if not self.warned:
            self.warned = True
            self.warn("failure-map: no renderer for the widget's static markup (%s): pages get the live "
                      "element alone and other outputs a note instead of the tables. Install Node.js 20 or "
                      "later, or put the failure-map %s command on PATH." % (reason, __version__))

    def render(self, options):
        """A Rendered, or None when no renderer works (warned once). RenderError for a bad option."""
        if not self.found:
            self.found = True
            self.renderer, reason = find_renderer()
            if not self.renderer:
                self._missing(reason)
        if not self.renderer:
            return None
        key = json.dumps(request(options), sort_keys=True)
        if key not in self.cache:
            try:
                self.cache[key] = self.renderer.render(options)
            except Unavailable as error:
                self.renderer = None
                self._missing(str(error))
                return None
        return self.cache[key]
