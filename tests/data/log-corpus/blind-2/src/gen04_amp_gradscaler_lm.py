"""Mixed-precision style loop written for CUDA (torch.cuda.amp.GradScaler), run here on CPU.

torch.cuda.amp.GradScaler disables itself without CUDA, so a minimal stand-in with
the same API and dynamics (scale / unscale_ / step / update, growth + backoff,
inf-check) is used; autocast runs as CPU bfloat16 autocast.  Because the scaled
gradients are really float32 here, fp16 overflow is emulated: any scaled
gradient above the fp16 max (65504) counts as inf, exactly what fp16 would do.

Loss normalisation: repair (token sum / tokens in the accumulation window).
The log has both the backpropagated (unscaled) loss and the scaled loss.
"""
import csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

FP16_MAX = 65504.0


class MiniGradScaler:
    def __init__(self, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=30):
        self._scale = init_scale
        self.gf, self.bf, self.gi = growth_factor, backoff_factor, growth_interval
        self._growth_tracker = 0
        self._found_inf = False
        self._unscaled = False

    def get_scale(self):
        return self._scale

    def scale(self, loss):
        return loss * self._scale

    def unscale_(self, opt):
        found = False
        for grp in opt.param_groups:
            for p in grp["params"]:
                if p.grad is None:
                    continue
                if (not torch.isfinite(p.grad).all()) or p.grad.abs().max() > FP16_MAX:
                    found = True
                p.grad.div_(self._scale)
        self._found_inf, self._unscaled = found, True

    def step(self, opt):
        if not self._unscaled:
            self.unscale_(opt)
        if not self._found_inf:
            opt.step()
        return not self._found_inf

    def update(self):
        if self._found_inf:
            self._scale *= self.bf
            self._growth_tracker = 0
        else:
            self._growth_tracker += 1
            if self._growth_tracker == self.gi:
                self._scale *= self.gf
                self._growth_tracker = 0
        self._unscaled = False


def main():
    torch.manual_seed(4)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    accum, mbs = 4, 5
    docs = markov_docs(2500, vocab=64, min_len=3, max_len=50, seed=44)
    model = BigramLM(64, 32, hidden=True).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    scaler = MiniGradScaler(init_scale=2.0 ** 24)   # starts too high on purpose, backs off
    g = torch.Generator().manual_seed(9)
    path = os.path.join(os.path.dirname(__file__), "..", "logs", "04_amp_gradscaler_lm.csv")
    with open(path, "w", newline="") as fh:
        wr = csv.writer(fh)
        wr.writerow(["step", "micro", "weighted_sum", "weight_sum", "loss", "scaled_loss", "loss_scale", "skipped"])
        for step in range(1, 241):
            window = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (mbs,), generator=g)])
                      for _ in range(accum)]
            n_tok = sum((y != IGNORE).sum() for _, y in window)
            rows = []
            for k, (x, y) in enumerate(window):
                with torch.autocast(device_type=device, dtype=torch.bfloat16):
                    logits = model(x.to(device))
                    tok_loss = F.cross_entropy(logits.float().view(-1, 64), y.view(-1).to(device),
                                               ignore_index=IGNORE, reduction="sum")
                    loss = tok_loss / n_tok
                scaled = scaler.scale(loss)
                scaled.backward()
                rows.append([step, k, tok_loss.item(), int((y != IGNORE).sum()), loss.item(), scaled.item(),
                             scaler.get_scale()])
            scaler.unscale_(opt)
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            stepped = scaler.step(opt)
            scaler.update()
            opt.zero_grad(set_to_none=True)
            for r in rows:
                wr.writerow(r + [int(not stepped)])


if __name__ == "__main__":
    main()
