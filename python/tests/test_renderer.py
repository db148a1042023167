"""Finding a renderer, calling it, and warning once when there is none or it stops working. The
failure-map command here is a stand-in script that records its arguments: what is tested is what
the package asks of it and how it reads the answers, not the core's figures."""
import json
import os
import stat
import tempfile
import unittest
from unittest import mock

from failure_map import __version__, renderer

FAKE_CLI = """#!/bin/sh
if [ "$1" = "--version" ]; then echo "failure-map %s"; exit 0; fi
echo "$@" >> "%s"
case "$*" in
  *--n\\ abc*) echo "failure-map: render: --n: \\"abc\\" is not a number" >&2; exit 2 ;;
  *--n\\ crash*) echo "Segmentation fault" >&2; exit 139 ;;
  *"--format html"*) echo "<div data-fm-static>static</div>" ;;
  *) echo '{"implementations": []}' ;;
esac
"""


class RendererTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.calls = os.path.join(self.dir.name, "calls")
        self.cli = os.path.join(self.dir.name, "failure-map")
        with open(self.cli, "w") as f:
            f.write(FAKE_CLI % (__version__, self.calls))
        os.chmod(self.cli, stat.S_IRWXU)

    def tearDown(self):
        self.dir.cleanup()

    def env(self, **values):
        return mock.patch.dict(os.environ, values)

    def test_none_means_no_renderer_and_a_reason(self):
        with self.env(FAILURE_MAP_RENDERER="none"):
            found, reason = renderer.find_renderer()
        self.assertIsNone(found)
        self.assertIn("FAILURE_MAP_RENDERER=none", reason)

    def test_an_unknown_choice_is_named(self):
        with self.env(FAILURE_MAP_RENDERER="python"):
            self.assertIn("choose auto, node, cli or none", renderer.find_renderer()[1])

    def test_nothing_on_path(self):
        with self.env(FAILURE_MAP_RENDERER="auto", PATH=self.dir.name + "/empty", FAILURE_MAP_NODE="", FAILURE_MAP_CLI=""):
            found, reason = renderer.find_renderer()
        self.assertIsNone(found)
        self.assertEqual(reason, "Node.js is not on PATH; no failure-map command on PATH")

    def test_cli_of_another_version_is_not_used(self):
        with open(self.cli, "w") as f:
            f.write('#!/bin/sh\necho "failure-map 0.0.1"\n')
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            found, reason = renderer.find_renderer()
        self.assertIsNone(found)
        self.assertIn("not failure-map %s" % __version__, reason)

    def test_cli_gets_the_options_and_both_formats(self):
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            session = renderer.Session(self.fail)
            out = session.render({"n": "0.1", "show": "broken, repair", "why": "line", "compact": True})
            again = session.render({"n": "0.1", "show": "broken repair", "why": "line", "compact": True})
        self.assertEqual(out.html, "<div data-fm-static>static</div>\n")
        self.assertEqual(out.data, {"implementations": []})
        self.assertIs(again, out, "the same element is rendered once")
        with open(self.calls) as f:
            self.assertEqual(f.read().splitlines(), [
                "render --n 0.1 --show broken repair --why line --compact --format html",
                "render --n 0.1 --show broken repair --why line --compact --format json",
            ])

    def test_cli_gets_the_generators_table_class(self):
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            renderer.Session(self.fail).render({"show": "repair", "tableClass": "docutils align-default"})
        with open(self.calls) as f:
            self.assertEqual(f.read().splitlines()[0],
                             "render --show repair --table-class docutils align-default --format html")

    def test_cli_gets_which_as_a_flag(self):
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            renderer.Session(self.fail).render({"show": "repair", "which": True})
        with open(self.calls) as f:
            self.assertEqual(f.read().splitlines()[0], "render --show repair --which --format html")

    def test_a_bad_option_is_a_render_error_with_the_renderers_line(self):
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            session = renderer.Session(self.fail)
            with self.assertRaisesRegex(renderer.RenderError, r'^--n: "abc" is not a number$'):
                session.render({"n": "abc"})

    def test_warns_once_when_missing_and_once_when_it_stops_working(self):
        warnings = []
        with self.env(FAILURE_MAP_RENDERER="none"):
            session = renderer.Session(warnings.append)
            self.assertIsNone(session.render({"n": "1"}))
            self.assertIsNone(session.render({"n": "2"}))
        self.assertEqual(len(warnings), 1)
        self.assertRegex(warnings[0], r"^failure-map: no renderer for the widget's static markup \(FAILURE_MAP_RENDERER=none\)")
        warnings.clear()
        with self.env(FAILURE_MAP_RENDERER="cli", FAILURE_MAP_CLI=self.cli):
            session = renderer.Session(warnings.append)
            self.assertIsNone(session.render({"n": "crash"}))
            self.assertIsNone(session.render({"n": "1"}))
        self.assertEqual(len(warnings), 1)
        self.assertIn("Segmentation fault", warnings[0])

    def test_node_renders_with_the_packaged_script(self):
        with self.env(FAILURE_MAP_RENDERER="node"):
            found, reason = renderer.find_renderer()
            if found is None:
                self.skipTest(reason)
            out = found.render({"n": "0.1", "show": "repair", "prose": "none"})
            with self.assertRaises(renderer.RenderError):
                found.render({"n": "abc"})
        self.assertEqual([impl["id"] for impl in out.data["implementations"]], ["repair"])
        self.assertIn('<table data-impl="repair">', out.html)
        self.assertNotIn('data-impl="broken"', out.html)
