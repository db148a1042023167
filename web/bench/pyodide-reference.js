// scripts/bench only: runs the record's reference script under Pyodide in the page and marks
// 'pyodide:ready' when its output is on the page (the alternative this widget replaces).
(async () => {
  const pyodide = await loadPyodide({ indexURL: './pyodide/' });
  const source = await (await fetch('./the_failure.py')).text();
  const output = pyodide.runPython(`import contextlib, io
buffer = io.StringIO()
try:
    with contextlib.redirect_stdout(buffer):
        exec(${JSON.stringify(source)}, {'__name__': '__main__'})
except SystemExit:
    pass
buffer.getvalue()`);
  document.getElementById('output').textContent = output;
  performance.mark('pyodide:ready');
})();
