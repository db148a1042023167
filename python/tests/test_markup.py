"""Element attributes: the manifest's names in order, flags bare, values escaped, unknowns refused."""
import unittest

from failure_map.markup import AttributeProblem, attributes, element, render_options


class MarkupTest(unittest.TestCase):
    def test_order_flags_and_escaping(self):
        attrs = attributes("failure-map-case", {"sync-url": None, "controls": "none", "n": '1"<', "compact": "true"})
        self.assertEqual(attrs, [("n", '1"<'), ("compact", None), ("controls", "none"), ("sync-url", None)])
        self.assertEqual(element("failure-map-case", attrs, "<p>x</p>"),
                         '<failure-map-case n="1&quot;&lt;" compact controls="none" sync-url><p>x</p></failure-map-case>')
        self.assertEqual(render_options(attrs), {"n": '1"<', "compact": True})

    def test_a_false_flag_is_left_out(self):
        self.assertEqual(attributes("failure-map-case", {"sync-url": "false"}), [])

    def test_unknown_attribute_and_bad_flag_are_refused(self):
        with self.assertRaisesRegex(AttributeProblem, r"failure-map-log has no attribute n; its attributes are theme, loading"):
            attributes("failure-map-log", {"n": "1"})
        with self.assertRaisesRegex(AttributeProblem, r"compact is a flag"):
            attributes("failure-map-case", {"compact": "yes"})


class ManifestTest(unittest.TestCase):
    """The directives' options and the fences' attributes are the elements' attributes as the
    package's Custom Elements Manifest (package/custom-elements.json) declares them."""

    def test_attributes_are_the_manifests(self):
        import json
        import os
        from failure_map.markup import ELEMENTS
        manifest = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "package", "custom-elements.json")
        with open(manifest, encoding="utf-8") as f:
            modules = json.load(f)["modules"]
        declared = {d["tagName"]: sorted(a["name"] for a in d.get("attributes", []))
                    for m in modules for d in m.get("declarations", []) if d.get("tagName")}
        self.assertEqual({tag: sorted(names) for tag, names in ELEMENTS.items()}, declared)
