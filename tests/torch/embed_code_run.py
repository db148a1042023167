#!/usr/bin/python3
"""Runs the training-loop code every embed shows, in a real PyTorch loop.

Reads `failure-map render --which --format json` on stdin. For each implementation it takes the
diff to the repair and runs both sides of it as a program: the lines before the change (context
and '-' lines) and after it (context and '+' lines), over windows of micro-batches of uneven
token counts (labels padded with -100), and compares the gradient they leave on a linear model
with the gradient of the record's own solve() expression (the embed's "python") evaluated on the
micro-batches' summed token losses and token counts; so is the step's loss (the values backward()
was called on, summed). The repair's code block, run as the loop
body, is held to the repair the same way, and on a window of padding alone it must give a loss of
0.0 and a zero gradient (the contract: zero mass yields zero), not nan.

Prints one JSON line: {"checked": [...], "failures": [...]}; exit 1 when any comparison fails.
"""

import json
import sys

import torch
import torch.nn.functional as F

CLASSES, FEATURES = 5, 3


def windows():
    """Windows of micro-batches (x, y): token counts that differ within a window."""
    g = torch.Generator().manual_seed(7)
    out = []
    for counts in ([1, 6, 2, 9], [4, 4, 1], [7, 2]):
        window = []
        for count in counts:
            x = torch.randn(10, FEATURES, generator=g)
            y = torch.randint(0, CLASSES, (10,), generator=g)
            y[count:] = -100  # padding: ignore_index
            window.append((x, y))
        out.append(window)
    return out


def program(diff, side):
    """One side of a unified diff ('-': before the change, '+': after it), its loop going on to the
    backward() call the diff leaves out."""
    keep = (" ", side)
    return "\n".join([line[1:] for line in diff.split("\n") if line[:1] in keep] + ["    loss.backward()"])


def loop_body(code):
    """A code block as a loop: its lines that use the micro-batch (x) run in it, the rest before."""
    lines = [line for line in code.split("\n") if line and not line.startswith("#")]
    before = [line for line in lines if "model(x)" not in line]
    body = ["    " + line for line in lines if "model(x)" in line]
    return "\n".join(before + ["for x, y in window:"] + body + ["    loss.backward()"])


def run(source, window):
    """The step's loss (what its backward() calls were made on, summed) and the gradient left."""
    torch.manual_seed(0)
    model = torch.nn.Linear(FEATURES, CLASSES)
    losses = []
    scope = {"torch": torch, "F": F, "model": model, "window": window, "accum_steps": len(window), "losses": losses}
    source = source.replace("loss.backward()", "loss.backward(); losses.append(loss.detach())")
    exec(source, scope)  # noqa: S102 - the embed's own code, the point of the test
    grad = model.weight.grad if model.weight.grad is not None else torch.zeros_like(model.weight)
    return sum(losses), grad


def expected(expression, window):
    """The record's solve() expression on the window's sums and counts, and its gradient."""
    torch.manual_seed(0)
    model = torch.nn.Linear(FEATURES, CLASSES)
    weighted_sums, weight_sums = [], []
    for x, y in window:
        token_loss = F.cross_entropy(model(x), y, reduction="none")  # 0 where y is -100
        weighted_sums.append(token_loss.sum())
        weight_sums.append(int((y != -100).sum()))
    value = eval(expression, {"max": max, "sum": sum, "len": len, "zip": zip},  # noqa: S307
                 {"weighted_sums": weighted_sums, "weight_sums": weight_sums})
    if torch.is_tensor(value) and value.requires_grad:
        value.backward()
    grad = model.weight.grad if model.weight.grad is not None else torch.zeros_like(model.weight)
    return torch.as_tensor(value).detach(), grad


def main():
    embed = json.load(sys.stdin)
    by_id = {impl["id"]: impl for impl in embed["implementations"]}
    repair = by_id["repair"]["python"]
    checked, failures = [], []

    def compare(what, source, expression, window):
        (loss, grad), (want_loss, want_grad) = run(source, window), expected(expression, window)
        checked.append(what)
        for name, got, want in (("loss", loss, want_loss), ("gradient", grad, want_grad)):
            if not torch.isfinite(got).all() or not torch.allclose(got, want, rtol=1e-5, atol=1e-7):
                failures.append(f"{what}: the code's {name} {got.tolist()} is not the record's {want.tolist()}\n{source}")

    for index, window in enumerate(windows()):
        for impl in embed["implementations"]:
            diff = impl["loop"]["diff"]
            if diff:
                compare(f"{impl['id']} before its diff, window {index}", program(diff, "-"), impl["python"], window)
                compare(f"{impl['id']} after its diff, window {index}", program(diff, "+"), repair, window)
            else:
                compare(f"{impl['id']}'s code, window {index}", loop_body(impl["loop"]["code"]), impl["python"], window)
    padding = [(torch.randn(10, FEATURES), torch.full((10,), -100)) for _ in range(3)]
    for impl in embed["implementations"]:
        diff = impl["loop"]["diff"]
        source = program(diff, "+") if diff else loop_body(impl["loop"]["code"])
        compare(f"{impl['id']}'s repair on a window of padding alone", source, repair, padding)
    print(json.dumps({"checked": checked, "failures": failures}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
