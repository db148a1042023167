"""The Sphinx extension on a one-page project, in the builders the example does not build: man and
ePub get the tables (no element, no script), HTML the element; a bad value warns at its line, an
unknown option is an error. Uses the Node.js renderer with the package's own failure-map.js."""
import glob
import os
import subprocess
import sys
import tempfile
import unittest

PYTHON = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = """Case
====

.. failure-map-case::
   :n: 0.1
   :show: repair
   :prose: none

.. failure-map-log::
"""


def have_sphinx_and_node():
    try:
        import sphinx  # noqa: F401
    except ImportError:
        return False
    from failure_map import renderer
    return renderer.find_renderer()[0] is not None


@unittest.skipUnless(have_sphinx_and_node(), "needs Sphinx and a renderer (Node.js 20)")
class SphinxBuildersTest(unittest.TestCase):
    def build(self, builder, page=PAGE):
        src = tempfile.mkdtemp(prefix="fm-sphinx-")
        self.addCleanup(subprocess.run, ["rm", "-rf", src])
        with open(os.path.join(src, "conf.py"), "w") as f:
            f.write('project = "t"\nextensions = ["failure_map.sphinx"]\nman_pages = [("index", "t", "t", [], 1)]\n')
        with open(os.path.join(src, "index.rst"), "w") as f:
            f.write(page)
        out = os.path.join(src, "_build")
        env = dict(os.environ, PYTHONPATH=PYTHON + os.pathsep + os.environ.get("PYTHONPATH", ""))
        run = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-b", builder, src, out],
                             capture_output=True, text=True, env=env)
        return run, out

    def test_man_page_holds_the_table(self):
        run, out = self.build("man")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stderr, "")
        text = open(os.path.join(out, "t.1"), encoding="utf-8").read()
        self.assertIn("The repair: boundary fixtures at N = 0.1", text)
        self.assertIn("unequal weight mass", text)
        self.assertIn("Passed", text)
        self.assertIn("log checker is interactive", text)

    def test_man_page_holds_each_implementations_loop_code_and_the_diff(self):
        page = "Case\n====\n\n.. failure-map-case::\n   :which:\n\n.. failure-map-case::\n   :show: broken\n   :compact:\n"
        run, out = self.build("man", page)
        self.assertEqual(run.returncode, 0, run.stderr)
        text = open(os.path.join(out, "t.1"), encoding="utf-8").read()
        self.assertIn("Which one is my code?", text)
        self.assertIn("loss = F.cross_entropy(model(x), y) / accum_steps", text)
        self.assertIn("The unsuccessful fix: boundary fixtures at N = 1 \u00b7 4 of 7 checks pass \u00b7 exit 1", text)
        # which: one diff for each published implementation; compact: the failure's table and its diff.
        self.assertEqual(text.count("The repair, as a change to that loop:"), 3)
        self.assertEqual(text.count("The failure: boundary fixtures at N = 1"), 2)
        self.assertIn("max(tokens_in_window, 1)", text)

    def test_epub_holds_the_table_and_no_script(self):
        run, out = self.build("epub")
        self.assertEqual(run.returncode, 0, run.stderr)
        page = open(os.path.join(out, "index.xhtml"), encoding="utf-8").read()
        self.assertIn("The repair: boundary fixtures at N = 0.1", page)
        self.assertIn("<table", page)
        self.assertNotIn("<failure-map-case", page)
        self.assertEqual(glob.glob(os.path.join(out, "**", "failure-map*.js"), recursive=True), [])

    def test_html_holds_the_element_with_its_markup(self):
        run, out = self.build("html")
        self.assertEqual(run.returncode, 0, run.stderr)
        page = open(os.path.join(out, "index.html"), encoding="utf-8").read()
        self.assertIn('<failure-map-case n="0.1" show="repair" prose="none">\n<div class="failure-map-static" data-fm-static data-fm-request=', page)
        self.assertIn("<failure-map-log></failure-map-log>", page)
        # Sphinx's own table classes, which its themes style (alabaster and Read the Docs style
        # table.docutils only).
        self.assertIn('<table class="docutils align-default" data-impl="repair">', page)
        for name in ("failure-map.js", "failure-map-lab.js", "failure-map-tryfix.js", "failure-map-python.js", "failure-map-render.js", "failure-map.css"):
            self.assertTrue(os.path.isfile(os.path.join(out, "_static", name)), name)

    def test_bad_value_warns_at_its_line_and_unknown_option_is_an_error(self):
        run, _ = self.build("html", "Case\n====\n\n.. failure-map-case::\n   :n: abc\n")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertRegex(run.stderr, r'index\.rst:4: WARNING: failure-map-case: .*"abc" is not a number')
        run, _ = self.build("html", "Case\n====\n\n.. failure-map-case::\n   :size: 3\n")
        self.assertRegex(run.stderr, r'(?s)index\.rst:4: ERROR: .*unknown option: "size"')
