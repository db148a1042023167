"""failure-map for documentation generators: the <failure-map-case> widget of case FA-98851 with
its record as static markup inside, in Sphinx (``extensions = ["failure_map.sphinx"]``) and MkDocs
(``plugins: [failure-map]``). The static markup comes from a renderer found at build time
(failure_map.renderer); without one, pages get the live element alone."""
import os

__version__ = "0.1.0"

ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "assets")
# What a page loads (the script, then the style sheet); failure-map-lab.js, failure-map-tryfix.js,
# failure-map-python.js and failure-map-render.js (the renderer the Node.js renderer loads) travel
# beside them.
SCRIPT = "failure-map.js"
STYLESHEET = "failure-map.css"


def asset_files():
    """The files the site must serve side by side: every file in failure_map/assets/."""
    if not os.path.isdir(ASSETS):
        return []
    return sorted(os.path.join(ASSETS, f) for f in os.listdir(ASSETS) if not f.startswith("."))
