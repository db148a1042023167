#!/usr/bin/python3
"""Tiny deterministic PyTorch training run with gradient accumulation.

Writes one CSV row per micro-batch so that a log checker can tell which
loss normalisation the run used.  Everything (the "language", the training
stream, the held-out set, the model initialisation) is generated in-process
from --seed; no data or weights are read or downloaded.  CPU only.

Model: Embedding(32, 16) -> GRU(16, 16) -> Linear(16, 32), next-token
prediction on sequences sampled from a random first-order Markov chain.

Each sequence is  [BOS] t_1 ... t_L  with L content tokens, 1 <= L <= 48.
Input is [BOS] t_1 ... t_{L-1}, target is t_1 ... t_L, so a sequence
contributes exactly L non-ignored target tokens.  A micro-batch (4 sequences)
is right-padded to its longest sequence; padded targets are -100.  Every
micro-batch is either "short" (lengths ~1-5) or "long" (lengths ~12-48), and
each optimizer step (when --accum >= 2) contains at least one of each, so the
token counts of the micro-batches of a step differ a lot.

Normalisations (--norm):
  mean-accum     loss = F.cross_entropy(..., ignore_index=-100) / accum;
                 backward per micro-batch.  A zero-token micro-batch (mean is
                 NaN) is skipped: no backward, contributes 0.
  stacked-means  means.append(F.cross_entropy(..., ignore_index=-100));
                 loss = torch.stack(means).mean(); one backward per step.
                 A zero-token micro-batch contributes a 0 (still counted in
                 the divisor of the mean).
  sum-tokens     loss = F.cross_entropy(..., reduction='sum') / N_window,
                 N_window = non-ignored tokens of the whole accumulation
                 window, counted before the forward passes; backward per
                 micro-batch.  A zero-token window gives loss 0.
  sum-accum      loss = F.cross_entropy(..., reduction='sum') / accum;
                 backward per micro-batch.

CSV (--out, '-' = stdout), '\\n' line ends, header
  step,micro_batch,weighted_sum,weight_sum,loss
  step          optimizer step, 1-based
  micro_batch   index within the step, 0-based
  weighted_sum  repr() of the float32 summed token loss of the micro-batch
                (reduction='none', masked to non-ignored tokens, summed)
  weight_sum    number of non-ignored target tokens in the micro-batch
  loss          --loss-rows micro: repr() of this micro-batch's contribution
                  to the step loss (float32), see above.
                --loss-rows step: empty except on the step's last row, where
                  it is the float32 running total tr_loss (+= loss.detach())
                  of the step.
                --loss-rows none: the column is omitted (header too).
"""

import argparse
import math
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB = 32
BOS = 0          # also used as the padding input id
DIM = 16
MICRO_BS = 4
MAX_LEN = 48
IGNORE = -100
N_HELDOUT = 256


# --------------------------------------------------------------------------
# data
# --------------------------------------------------------------------------

class Language:
    """A random first-order Markov chain over tokens 1..VOCAB-1."""

    def __init__(self, seed):
        rng = np.random.default_rng([seed, 1])
        k = VOCAB - 1
        # skewed (sparse-ish) transitions so there is something to learn
        self.trans = rng.dirichlet(np.full(k, 0.15), size=VOCAB)  # row = prev token (incl. BOS)
        self.cum = np.cumsum(self.trans, axis=1)
        self.cum[:, -1] = 1.0

    def sample(self, rng, lengths):
        """Return a list of int64 arrays [BOS, t1..tL] for the given lengths."""
        n = len(lengths)
        L = int(max(lengths))
        out = np.zeros((n, L + 1), dtype=np.int64)
        out[:, 0] = BOS
        prev = np.full(n, BOS)
        u = rng.random((n, L))
        for j in range(L):
            nxt = (u[:, j:j + 1] > self.cum[prev]).sum(axis=1) + 1
            nxt = np.minimum(nxt, VOCAB - 1)
            out[:, j + 1] = nxt
            prev = nxt
        return [out[i, :lengths[i] + 1] for i in range(n)]


def sample_lengths(rng, regime, n):
    if regime == "short":
        x = rng.lognormal(mean=math.log(2.0), sigma=0.6, size=n)
        lo, hi = 1, 5
    else:
        x = rng.lognormal(mean=math.log(26.0), sigma=0.45, size=n)
        lo, hi = 12, MAX_LEN
    return np.clip(np.rint(x), lo, hi).astype(np.int64)


def collate(seqs):
    """Right-pad to the longest sequence; return (inputs, targets) [B, T]."""
    T = max(len(s) for s in seqs) - 1
    inp = torch.full((len(seqs), T), BOS, dtype=torch.long)
    tgt = torch.full((len(seqs), T), IGNORE, dtype=torch.long)
    for i, s in enumerate(seqs):
        s = torch.from_numpy(s)
        n = len(s) - 1
        inp[i, :n] = s[:-1]
        tgt[i, :n] = s[1:]
    return inp, tgt


def step_batches(lang, rng, accum):
    """The `accum` micro-batches of one optimizer step."""
    if accum >= 2:
        regimes = ["short", "long"] + [
            "short" if rng.random() < 0.5 else "long" for _ in range(accum - 2)]
        rng.shuffle(regimes)
    else:
        regimes = ["short" if rng.random() < 0.5 else "long"]
    out = []
    for r in regimes:
        lengths = sample_lengths(rng, r, MICRO_BS)
        out.append(collate(lang.sample(rng, lengths)))
    return out


# --------------------------------------------------------------------------
# model
# --------------------------------------------------------------------------

class TinyLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.rnn = nn.GRU(DIM, DIM, batch_first=True)
        self.head = nn.Linear(DIM, VOCAB)

    def forward(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.head(h)


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------

def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--norm", required=True,
                   choices=["mean-accum", "stacked-means", "sum-tokens", "sum-accum"])
    p.add_argument("--steps", type=int, default=40, help="optimizer steps (default 40)")
    p.add_argument("--accum", type=int, default=4, help="micro-batches per optimizer step (default 4)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="-", help="CSV path, '-' for stdout (default)")
    p.add_argument("--loss-rows", choices=["micro", "step", "none"], default="micro")
    p.add_argument("--optimizer", choices=["adamw", "sgd"], default="adamw")
    p.add_argument("--lr", type=float, default=None,
                   help="learning rate (default 1e-2 for adamw, 0.5 for sgd)")
    p.add_argument("--zero-mass-step", type=int, default=None, metavar="N",
                   help="make every micro-batch of optimizer step N (1-based) all padding")
    p.add_argument("--eval", action="store_true",
                   help="report held-out mean token loss at the end (stderr)")
    a = p.parse_args(argv)
    if a.steps < 1 or a.accum < 1:
        p.error("--steps and --accum must be >= 1")
    if a.zero_mass_step is not None and not (1 <= a.zero_mass_step <= a.steps):
        p.error("--zero-mass-step must be within 1..--steps")
    if a.lr is None:
        a.lr = 1e-2 if a.optimizer == "adamw" else 0.5
    return a


def setup_determinism(seed):
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    try:
        torch.use_deterministic_algorithms(True)
    except Exception:  # pragma: no cover - older/odd builds
        pass


@torch.no_grad()
def heldout_loss(model, lang, seed):
    rng = np.random.default_rng([seed, 3])
    model.eval()
    tot = torch.zeros((), dtype=torch.float64)
    n = 0
    for b in range(N_HELDOUT // MICRO_BS):
        regime = "short" if b % 2 == 0 else "long"
        inp, tgt = collate(lang.sample(rng, sample_lengths(rng, regime, MICRO_BS)))
        logits = model(inp)
        tot += F.cross_entropy(logits.view(-1, VOCAB), tgt.view(-1),
                               ignore_index=IGNORE, reduction="sum").double()
        n += int((tgt != IGNORE).sum())
    model.train()
    return (tot / n).item()


def main(argv=None):
    args = parse_args(argv)
    t0 = time.process_time()
    setup_determinism(args.seed)

    lang = Language(args.seed)
    data_rng = np.random.default_rng([args.seed, 2])
    model = TinyLM()
    if args.optimizer == "adamw":
        opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
    else:
        opt = torch.optim.SGD(model.parameters(), lr=args.lr)

    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="")
    cols = ["step", "micro_batch", "weighted_sum", "weight_sum"]
    if args.loss_rows != "none":
        cols.append("loss")
    out.write(",".join(cols) + "\n")

    accum = args.accum
    norm = args.norm
    step_losses = []        # tr_loss per step, as the loop saw it
    step_tok_means = []     # sum(weighted_sum)/sum(weight_sum) per step

    for step in range(1, args.steps + 1):
        batches = step_batches(lang, data_rng, accum)
        if args.zero_mass_step == step:
            batches = [(torch.full_like(i, BOS), torch.full_like(t, IGNORE)) for i, t in batches]

        # tokens in the whole accumulation window, counted before any forward
        n_window = sum(int((t != IGNORE).sum()) for _, t in batches)

        opt.zero_grad()
        tr_loss = torch.zeros(())       # float32 running total for this step
        means = []                      # stacked-means only
        rows = []
        ws_tot, w_tot = 0.0, 0

        for mb, (inp, tgt) in enumerate(batches):
            logits = model(inp)
            flat_logits = logits.view(-1, VOCAB)
            flat_tgt = tgt.view(-1)
            mask = flat_tgt != IGNORE
            n_tok = int(mask.sum())

            # logged quantity: summed token loss over non-ignored tokens
            tok_loss = F.cross_entropy(flat_logits, flat_tgt, ignore_index=IGNORE,
                                       reduction="none")
            weighted_sum = tok_loss[mask].sum().detach()

            if norm == "mean-accum":
                loss = F.cross_entropy(flat_logits, flat_tgt, ignore_index=IGNORE) / accum
                if n_tok == 0 or torch.isnan(loss):
                    # nothing to learn from; don't poison the grads with NaN
                    loss = torch.zeros(())
                else:
                    loss.backward()
                contrib = loss.detach()
                tr_loss += contrib
            elif norm == "stacked-means":
                m = F.cross_entropy(flat_logits, flat_tgt, ignore_index=IGNORE)
                if n_tok == 0 or torch.isnan(m):
                    m = flat_logits.sum() * 0.0   # keeps the graph, contributes 0
                means.append(m)
                contrib = m.detach() / accum
            elif norm == "sum-tokens":
                s = F.cross_entropy(flat_logits, flat_tgt, ignore_index=IGNORE,
                                    reduction="sum")
                loss = s / n_window if n_window > 0 else s * 0.0
                loss.backward()
                contrib = loss.detach()
                tr_loss += contrib
            else:  # sum-accum
                s = F.cross_entropy(flat_logits, flat_tgt, ignore_index=IGNORE,
                                    reduction="sum")
                loss = s / accum
                loss.backward()
                contrib = loss.detach()
                tr_loss += contrib

            ws_tot += weighted_sum.item()
            w_tot += n_tok
            rows.append([str(step), str(mb), repr(weighted_sum.item()), str(n_tok), contrib])

        if norm == "stacked-means":
            loss = torch.stack(means).mean()
            loss.backward()
            tr_loss += loss.detach()

        opt.step()

        for mb, r in enumerate(rows):
            if args.loss_rows == "micro":
                r[4] = repr(r[4].item())
            elif args.loss_rows == "step":
                r[4] = repr(tr_loss.item()) if mb == len(rows) - 1 else ""
            else:
                r.pop()
            out.write(",".join(r) + "\n")

        step_losses.append(tr_loss.item())
        step_tok_means.append(ws_tot / w_tot if w_tot else float("nan"))

    if out is not sys.stdout:
        out.close()
    else:
        out.flush()

    k = max(1, len(step_tok_means) // 10)
    tail = [x for x in step_tok_means[-k:] if not math.isnan(x)]
    tail_mean = sum(tail) / len(tail) if tail else float("nan")
    msg = (f"norm={norm} steps={args.steps} accum={accum} seed={args.seed} "
           f"optimizer={args.optimizer} lr={args.lr:g} "
           f"final_train_loss={step_losses[-1]:.6f} "
           f"train_token_loss_last{k}={tail_mean:.6f}")
    if args.eval:
        msg += f" heldout_token_loss={heldout_loss(model, lang, args.seed):.6f}"
    msg += f" cpu_s={time.process_time() - t0:.2f}"
    print(msg, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
