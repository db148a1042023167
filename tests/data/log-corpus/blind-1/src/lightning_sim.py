"""PyTorch Lightning runs.  lightning cannot be installed here, so MiniPL
reproduces what decides the contents of CSVLogger's metrics.csv:

* automatic optimisation divides the training_step loss by
  accumulate_grad_batches before backward and steps on every
  accumulate_grad_batches-th batch *or the last batch of the epoch*;
* LoggerConnector.update_train_step_metrics() returns early while
  accumulating, so self.log(on_step=True) values reach the logger only on the
  optimizer-step batch (the last micro-batch's value), and only when
  (_batches_that_stepped + 1) % log_every_n_steps == 0;
* the logged "step" is _batches_that_stepped; epoch-end rows reuse the last
  step; "epoch" is added to every connector row;
* on_epoch values are batch-size weighted means over the epoch;
  on_step=True+on_epoch=True gives <name>_step / <name>_epoch columns;
* CSVLogger's ExperimentWriter keeps one header = sorted union of keys, blank
  cells for missing keys (csv.DictWriter), floats written with repr().
The LightningModule code is what one would write for real.
"""
import csv
import os

import torch

from common import IGNORE, TinyLM, batches, ce, collate_lm, make_lm_dataset, seed_all
from truth import Truth

LOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "logs")


def f32(x):
    return torch.tensor(x, dtype=torch.float32).item()


class CSVLogger:
    def __init__(self, path):
        self.path, self.metrics, self.keys = path, [], []

    def log_metrics(self, metrics, step=None):
        m = {k: (v.item() if torch.is_tensor(v) else v) for k, v in metrics.items()}
        m["step"] = step if step is not None else len(self.metrics)
        self.metrics.append(m)

    def save(self):
        for m in self.metrics:
            for k in m:
                if k not in self.keys:
                    self.keys.append(k)
        self.keys.sort()
        with open(self.path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=self.keys)
            w.writeheader()
            w.writerows(self.metrics)


class LightningModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self._log_calls = []
        self.trainer = None

    @property
    def global_step(self):
        return self.trainer.global_step

    @property
    def logger(self):
        return self.trainer.logger

    def log(self, name, value, on_step=None, on_epoch=None, batch_size=None, prog_bar=False):
        self._log_calls.append((name, float(torch.as_tensor(value, dtype=torch.float32)),
                                on_step, on_epoch, batch_size))


class MiniPL:
    def __init__(self, max_epochs, accumulate_grad_batches, log_every_n_steps, logger):
        self.max_epochs, self.accum = max_epochs, accumulate_grad_batches
        self.log_every_n_steps, self.logger = log_every_n_steps, logger
        self.global_step = 0
        self.current_epoch = 0

    def fit(self, module, train_loaders, val_loader):
        module.trainer = self
        opt = module.configure_optimizers()
        batches_that_stepped = 0
        for epoch in range(self.max_epochs):
            self.current_epoch = epoch
            loader = train_loaders[epoch]
            epoch_acc = {}
            for batch_idx, batch in enumerate(loader):
                module._log_calls = []
                loss = module.training_step(batch, batch_idx)
                (loss / self.accum).backward()
                step_vals = {}
                for name, val, on_step, on_epoch, bs in module._log_calls:
                    on_step = True if on_step is None else on_step
                    on_epoch = False if on_epoch is None else on_epoch
                    bs = bs if bs is not None else batch["input_ids"].size(0)
                    if on_step:
                        step_vals[name + ("_step" if on_epoch else "")] = val
                    if on_epoch:
                        s, w = epoch_acc.get(name, (0.0, 0))
                        epoch_acc[name] = (s + val * bs, w + bs)
                should_accumulate = (batch_idx + 1) % self.accum != 0 and batch_idx + 1 != len(loader)
                if should_accumulate:
                    continue
                opt.step()
                opt.zero_grad()
                self.global_step += 1
                if (batches_that_stepped + 1) % self.log_every_n_steps == 0 and step_vals:
                    self.logger.log_metrics({**step_vals, "epoch": epoch}, step=batches_that_stepped)
                if batch_idx + 1 == len(loader):
                    # validation at the end of the training epoch
                    with torch.no_grad():
                        vs, vw = 0.0, 0
                        for vb in val_loader:
                            module._log_calls = []
                            module.validation_step(vb, 0)
                            for name, val, _, _, bs in module._log_calls:
                                b = bs if bs is not None else vb["input_ids"].size(0)
                                vs, vw = vs + val * b, vw + b
                        self.logger.log_metrics({"val_loss": f32(vs / vw), "epoch": epoch}, step=batches_that_stepped)
                batches_that_stepped += 1
            if epoch_acc:
                self.logger.log_metrics({**{k + "_epoch": f32(s / w) for k, (s, w) in epoch_acc.items()},
                                         "epoch": epoch}, step=batches_that_stepped - 1)
        self.logger.save()


# ------------------------------------------------------------- user code
def lightning_direct_logger():
    """The engineer wanted every micro-batch in the CSV, found that self.log only
    gives one value per optimizer step, and called self.logger.log_metrics
    directly.  The module also self.logs train_loss (step+epoch) and val_loss."""
    name = "lightning_csvlogger_metrics.csv"
    seed_all(25)
    all_docs = make_lm_dataset(1020, seed=25)
    docs, val_docs = all_docs[:900], all_docs[900:]
    truth = Truth(name, "unsuccessful-fix")
    pending = {}

    class LitLM(LightningModule):
        def __init__(self):
            super().__init__()
            self.model = TinyLM()

        def training_step(self, batch, batch_idx):
            logits = self.model(batch["input_ids"])
            loss = ce(logits, batch["labels"])
            n_tok = (batch["labels"] != IGNORE).sum()
            self.log("train_loss", loss, on_step=True, on_epoch=True, prog_bar=True)
            # per-micro-batch record for the grad-accumulation check
            self.logger.log_metrics({"weighted_sum": (loss * n_tok).item(), "weight_sum": n_tok.item(),
                                     "loss": loss.item()}, step=self.global_step)
            pending.setdefault((self.current_epoch_for_truth(), self.global_step), []).append(
                (ce(logits.detach(), batch["labels"], "sum").item(), n_tok.item(), loss.item()))
            return loss

        def current_epoch_for_truth(self):
            return self.trainer.current_epoch

        def validation_step(self, batch, batch_idx):
            self.log("val_loss", ce(self.model(batch["input_ids"]), batch["labels"]))

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=3e-3)

    logger = CSVLogger(os.path.join(LOGS, name))
    trainer = MiniPL(max_epochs=3, accumulate_grad_batches=4, log_every_n_steps=10, logger=logger)
    loaders = [batches(docs, 4, collate_lm, seed=25 + e) for e in range(3)]
    trainer.fit(LitLM(), loaders, batches(val_docs, 8, collate_lm, shuffle=False))
    for (ep, st), rows in sorted(pending.items()):
        truth.add(st, [(s, n) for s, n, _ in rows], sum(m for _, _, m in rows) / 4)
    truth.save()


def lightning_self_log_only():
    """The common way: self.log everything with on_step=True and
    log_every_n_steps=1.  With accumulate_grad_batches=4 only the last
    micro-batch of each optimizer step reaches metrics.csv."""
    name = "lightning_self_log_accumulate4.csv"
    seed_all(26)
    all_docs = make_lm_dataset(1020, seed=26)
    docs, val_docs = all_docs[:900], all_docs[900:]
    truth = Truth(name, "unsuccessful-fix")
    pending = {}

    class LitLM(LightningModule):
        def __init__(self):
            super().__init__()
            self.model = TinyLM()

        def training_step(self, batch, batch_idx):
            logits = self.model(batch["input_ids"])
            loss_sum = ce(logits, batch["labels"], "sum")
            n_tok = (batch["labels"] != IGNORE).sum()
            loss = loss_sum / n_tok
            self.log("weighted_sum", loss_sum)
            self.log("weight_sum", n_tok.float())
            self.log("train_loss", loss)
            pending.setdefault(self.trainer.global_step, []).append((loss_sum.item(), n_tok.item(), loss.item()))
            return loss

        def validation_step(self, batch, batch_idx):
            self.log("val_loss", ce(self.model(batch["input_ids"]), batch["labels"]))

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=3e-3)

    logger = CSVLogger(os.path.join(LOGS, name))
    trainer = MiniPL(max_epochs=2, accumulate_grad_batches=4, log_every_n_steps=1, logger=logger)
    loaders = [batches(docs, 4, collate_lm, seed=26 + e) for e in range(2)]
    trainer.fit(LitLM(), loaders, batches(val_docs, 8, collate_lm, shuffle=False))
    for st, rows in sorted(pending.items()):
        truth.add(st, [(s, n) for s, n, _ in rows], sum(m for _, _, m in rows) / 4)
    truth.save()


if __name__ == "__main__":
    os.makedirs(LOGS, exist_ok=True)
    lightning_direct_logger()
    lightning_self_log_only()
