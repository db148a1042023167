# A minimal Sphinx 5.3 project (Debian's python3-sphinx) embedding the failure-map widget exactly as
# docs/embedding.md says: one line, the extension of the failure-map Python package (python/),
# which copies the widget's files into _static and writes each element with the record inside.
# scripts/build-examples builds it with alabaster (the default theme), with
# -D html_theme=sphinx_rtd_theme, and as text and LaTeX.
project = "Training notes"
author = "failure-map"
html_theme = "alabaster"

extensions = ["failure_map.sphinx"]
