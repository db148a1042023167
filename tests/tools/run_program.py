"""Runs a program as CPython runs a script and says how it ended, as one JSON text: what it printed,
what it wrote to stderr (print(file=sys.stderr), sys.stderr.write, logging's last resort; not the
traceback, which "error" and "line" say), the exit code (SystemExit's as Python/pythonrun.c maps it; 1 after an uncaught exception) and the
exception it ended with ("Type: message", the traceback's last line, and the line of the script's
innermost frame). Shared by tests/tools/generate-pyexec-golden.js and tests/differential/pyexec.js
(both run it in Pyodide, CPython 3.12). With portable_sum, sum() also records whether its answer
could depend on the width of a C long (Pyodide's is 32 bits, the record's CPython's 64): see
tests/tools/cpython_sum_model.py, which must then be loaded first.
"""
import builtins, io, json, sys, traceback


def _reset_logging():
    """Each program starts with logging as a new process has it (no handlers, no loggers), as
    basicConfig() does nothing once the root logger has a handler."""
    logging = sys.modules.get("logging")
    if logging is None:
        return
    root = logging.getLogger()
    for handler in root.handlers[:]:
        root.removeHandler(handler)
    root.setLevel(logging.WARNING)
    logging.Logger.manager.loggerDict.clear()


def run_program(name, source, portable_sum=False):
    out = io.StringIO()
    err = io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, io.StringIO()  # compile warnings (an unknown escape) go nowhere
    result = {"name": name, "source": source, "exit": 0, "error": None, "line": 0}
    namespace = {"__name__": "__main__"}
    if portable_sum:
        def checked_sum(iterable, start=0):
            # The items are taken one at a time, as sum() takes them: an error part-way (a generator
            # that raises, an item that cannot be added) comes where CPython's comes.
            items = []

            def recorded():
                for item in iterable:
                    items.append(item)
                    yield item
            try:
                return builtins.sum(recorded(), start)
            finally:
                try:
                    if type(start) is int and start == 0 and model_sum(items, 32) != model_sum(items, 64):  # noqa: F821
                        result["long_width_matters"] = True
                except Exception:
                    pass  # items the model cannot add: sum() itself has answered
        namespace["sum"] = checked_sum
    try:
        code = compile(source, "program.py", "exec")
        sys.stderr = err
        exec(code, namespace)
    except SystemExit as e:
        code = e.code
        if code is None:
            pass
        elif isinstance(code, int):
            result["exit"] = code & 0xFF
        else:
            result["exit"] = 1
            result["error"] = "SystemExit: " + str(code)
            result["line"] = _line_of(e)
    except BaseException as e:
        result["exit"] = 1
        message = str(e)
        result["error"] = type(e).__name__ + (": " + message if message else "")
        result["line"] = _line_of(e)
    finally:
        sys.stdout, sys.stderr = saved
        _reset_logging()
    result["stdout"] = out.getvalue()
    result["stderr"] = err.getvalue()
    return json.dumps(result, ensure_ascii=False)


def _line_of(e):
    frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == "program.py"]
    return frames[-1].lineno if frames else 0
