"""The Python package's version is package.json's, and it carries the widget's files."""
import json
import os
import re
import unittest

import failure_map

PYTHON = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(PYTHON)


class PackageTest(unittest.TestCase):
    def test_version_is_package_json_version(self):
        with open(os.path.join(ROOT, "package.json"), encoding="utf-8") as f:
            version = json.load(f)["version"]
        with open(os.path.join(PYTHON, "pyproject.toml"), encoding="utf-8") as f:
            declared = re.search(r'^version = "([^"]+)"', f.read(), re.M).group(1)
        self.assertEqual(declared, version, "pyproject.toml")
        self.assertEqual(failure_map.__version__, version, "failure_map.__version__")

    def test_assets_are_the_built_widget_side_by_side(self):
        names = sorted(os.path.basename(p) for p in failure_map.asset_files())
        self.assertEqual(names, ["failure-map-lab.js", "failure-map-python.js", "failure-map-render.js", "failure-map-tryfix.js",
                                 "failure-map.css", "failure-map.js"])
        with open(os.path.join(failure_map.ASSETS, "failure-map.js"), encoding="utf-8") as f:
            self.assertTrue(f.read(100).startswith("/*! failure-map %s " % failure_map.__version__))
