"""Builds the failure-map Python package. Its assets (failure-map.js, failure-map-lab.js,
failure-map-tryfix.js, failure-map-python.js, failure-map-render.js, failure-map.css) are the ones scripts/build writes to build/web/: building from the repository
copies them into failure_map/assets/ first; an sdist already carries them."""
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "failure_map", "assets")
WEB = os.path.join(HERE, os.pardir, "build", "web")
FILES = ("failure-map.js", "failure-map-lab.js", "failure-map-tryfix.js", "failure-map-python.js", "failure-map-render.js", "failure-map.css")


def stage_assets():
    if os.path.isdir(WEB) and all(os.path.isfile(os.path.join(WEB, f)) for f in FILES):
        os.makedirs(ASSETS, exist_ok=True)
        for name in FILES:
            shutil.copyfile(os.path.join(WEB, name), os.path.join(ASSETS, name))
    missing = [f for f in FILES if not os.path.isfile(os.path.join(ASSETS, f))]
    if missing:
        raise SystemExit("failure-map: %s missing from failure_map/assets/ and from build/web/: run scripts/build"
                         % ", ".join(missing))


class BuildPy(build_py):
    def run(self):
        stage_assets()
        super().run()


class Sdist(sdist):
    def run(self):
        stage_assets()
        super().run()


setup(cmdclass={"build_py": BuildPy, "sdist": Sdist})
