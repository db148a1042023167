// CPython 3.12 (Pyodide) for the fix panel, loaded only when the reader asks, from the folder the
// author names (<failure-map-tryfix pyodide-url="/pyodide/">): pyodide.mjs, which fetches
// pyodide.asm.js, pyodide.asm.wasm, python_stdlib.zip and pyodide-lock.json beside it. It runs on
// the page's thread (a Worker would need a second script file of ours, same-origin, and its own
// policy headers): a run that never ends is stopped by a trace function after RUN_SECONDS of
// Python lines; a single C call that never returns (sum(range(10**12))) blocks the page.
// It only runs text: the program comes from the core (cpythonProgram) and what it wrote goes back
// to the core (cpythonView), which reads the JSON line or the traceback.

export const RUN_SECONDS = 5;

// Runs a program as `python solve.py` would: stdout and stderr as written, the exit code of
// SystemExit (0 for None, 1 with its message on stderr for any other non-int), 1 and a traceback
// for an uncaught exception. A run past its deadline stops with exit code 124.
export const DRIVER = `
import sys, time, traceback

class _FmStopped(BaseException):
    pass

def _fm_run(program, filename, seconds):
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    deadline = time.monotonic() + seconds
    def tracer(frame, event, arg):
        if time.monotonic() > deadline:
            raise _FmStopped()
        return tracer
    sys.settrace(tracer)
    try:
        exec(compile(program, filename, "exec"), namespace)
        return 0
    except SystemExit as stop:
        code = stop.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except _FmStopped:
        print(f"the run was stopped after {seconds} seconds", file=sys.stderr)
        return 124
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.settrace(None)
        sys.stdout.flush()
        sys.stderr.flush()
`;

// The folder's URL, absolute and ending in '/'.
export function pyodideFolder(url) {
  const folder = new URL(url, document.baseURI).href;
  return folder.endsWith('/') ? folder : `${folder}/`;
}

// loadCPython(url) -> Promise<{run(program) -> {out, err, exitCode}}>: Pyodide from the folder.
export async function loadCPython(url) {
  const folder = pyodideFolder(url);
  const { loadPyodide } = await import(/* webpackIgnore: true */ `${folder}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: folder });
  const streams = { out: '', err: '' };
  const writer = (name) => {
    const decoder = new TextDecoder();
    return {
      write(bytes) {
        streams[name] += decoder.decode(bytes, { stream: true });
        return bytes.length;
      },
    };
  };
  pyodide.setStdout(writer('out'));
  pyodide.setStderr(writer('err'));
  pyodide.runPython(DRIVER);
  const runProgram = pyodide.globals.get('_fm_run');
  return {
    run(program, filename) {
      streams.out = '';
      streams.err = '';
      const exitCode = runProgram(program, filename, RUN_SECONDS);
      return { out: streams.out, err: streams.err, exitCode };
    },
  };
}

// The panel's runner in CPython: the same solve(code, {n} | {fixtures}) -> answer as the subset's,
// through the core's program and view (tryfix/python-api.js's cpythonProgram and cpythonView).
export function cpythonRunner(lab, runtime) {
  return {
    solve(code, input) {
      const { program, filename } = lab.cpythonProgram(code, input);
      const { out, err, exitCode } = runtime.run(program, filename);
      return lab.cpythonView(code, input, { out, err, exitCode });
    },
  };
}
