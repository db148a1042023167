"""Runs the package's unittest suites (python/tests/test_*.py) and writes a JUnit file for
scripts/test's summary: python3 python/tests/run.py [RESULTS.xml]. Exits 1 when a test fails."""
import os
import sys
import time
import unittest
from xml.sax.saxutils import quoteattr, escape

HERE = os.path.dirname(os.path.abspath(__file__))


class Recorder(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.cases = []
        self._start = 0.0

    def startTest(self, test):
        self._start = time.time()
        super().startTest(test)

    def _record(self, test, kind=None, text=""):
        self.cases.append((test.id(), time.time() - self._start, kind, text))

    def addSuccess(self, test):
        super().addSuccess(test)
        self._record(test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._record(test, "failure", self._exc_info_to_string(err, test))

    def addError(self, test, err):
        super().addError(test, err)
        self._record(test, "error", self._exc_info_to_string(err, test))

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._record(test, "skipped", reason)


def junit(cases):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', '<testsuites>',
             '<testsuite name="python" tests="%d">' % len(cases)]
    for name, seconds, kind, text in cases:
        lines.append('<testcase name=%s time="%.3f">' % (quoteattr(name), seconds))
        if kind:
            lines.append('<%s message=%s>%s</%s>' % (kind, quoteattr(text.splitlines()[-1] if text else kind), escape(text), kind))
        lines.append('</testcase>')
    lines += ['</testsuite>', '</testsuites>', '']
    return "\n".join(lines)


def main():
    sys.path.insert(0, os.path.dirname(HERE))
    suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    result = unittest.TextTestRunner(resultclass=Recorder, verbosity=2).run(suite)
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w", encoding="utf-8") as out:
            out.write(junit(result.cases))
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
