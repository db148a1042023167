# A minimal Sphinx 5.3 project (Debian's python3-sphinx) embedding the failure-map widget exactly as
# docs/embedding.md says. scripts/build-examples copies the two widget files into _static/ and
# builds it twice: with alabaster (the default theme) and with -D html_theme=sphinx_rtd_theme.
project = "Training notes"
author = "failure-map"
html_theme = "alabaster"

html_static_path = ["_static"]
html_js_files = [("failure-map.js", {"defer": "defer", "blocking": "render"})]
html_css_files = ["failure-map.css"]
