"""The MkDocs plugin's page steps: fenced blocks become elements (attributes in the manifest's
order), outside the Markdown that would wrap them in <p>; other fences stay; an unknown attribute
stops the build naming the page; with no renderer, one warning and the bare element."""
import os
import unittest
from unittest import mock

try:
    from mkdocs.exceptions import PluginError
    from failure_map.mkdocs import FailureMapPlugin
except ImportError:  # MkDocs not installed
    FailureMapPlugin = None


class Page:
    class file:
        src_path = "case.md"


@unittest.skipIf(FailureMapPlugin is None, "needs MkDocs")
class MkDocsPluginTest(unittest.TestCase):
    def plugin(self, warnings):
        plugin = FailureMapPlugin()
        config = {"extra_javascript": [], "extra_css": []}
        with mock.patch("failure_map.mkdocs.log.warning", side_effect=lambda *a: warnings.append(a[0] % a[1:])):
            plugin.on_config(config)
        self.assertEqual(config, {"extra_javascript": ["failure-map/failure-map.js"], "extra_css": ["failure-map/failure-map.css"]})
        return plugin

    def test_fences_become_elements_with_one_warning_and_no_renderer(self):
        warnings = []
        with mock.patch.dict(os.environ, {"FAILURE_MAP_RENDERER": "none"}):
            plugin = self.plugin(warnings)
            plugin.session.warn = warnings.append
            page = Page()
            markdown = ("Text\n\n```failure-map-case\nsync-url\ncontrols: none\nn: 0.1\n```\n\n"
                        "```python\nx = 1\n```\n\n~~~failure-map-log\n~~~\n\n```failure-map-case\n```\n")
            out = plugin.on_page_markdown(markdown, page, {}, None)
        self.assertIn("```python\nx = 1\n```", out)
        self.assertNotIn("failure-map-case\n", out)
        html = "<p>Text</p>\n" + "\n".join('<div data-failure-map-slot="%d"></div>' % i for i in range(3))
        html = plugin.on_page_content(html, page, {}, None)
        self.assertEqual(html, '<p>Text</p>\n<failure-map-case n="0.1" controls="none" sync-url></failure-map-case>\n'
                               '<failure-map-log></failure-map-log>\n<failure-map-case></failure-map-case>')
        self.assertEqual(len(warnings), 1, warnings)
        self.assertIn("no renderer", warnings[0])

    def test_an_unknown_attribute_stops_the_build_naming_the_page(self):
        plugin = self.plugin([])
        with self.assertRaisesRegex(PluginError, r"^case\.md: failure-map-case has no attribute size"):
            plugin.on_page_markdown("```failure-map-case\nsize: 3\n```\n", Page(), {}, None)
