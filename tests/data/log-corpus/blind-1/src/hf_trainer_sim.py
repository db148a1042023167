"""Hugging Face Trainer runs.  transformers cannot be installed here, so
`MiniTrainer` reproduces the parts of transformers.Trainer's inner loop that
decide what gets logged (gradient accumulation, tr_loss bookkeeping,
logging_steps averaging with round(..., 4), state.global_step/epoch, on_log
callbacks, and the >=4.46 num_items_in_batch path).  The user-side code (the
compute_loss override and the callback) is written as one would write it
against the real Trainer.
"""
import csv
import os

import torch
import torch.nn.functional as F

from common import IGNORE, TinyLM, batches, ce, chunks, collate_lm, make_lm_dataset, seed_all
from truth import Truth

LOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "logs")


# ---------------------------------------------------------------- "library"
class LMWithLoss(torch.nn.Module):
    """Stands in for AutoModelForCausalLM: returns {'loss', 'logits'}.
    Like the HF models, the loss is the mean over non-ignored labels unless
    num_items_in_batch is passed (then sum / num_items_in_batch)."""

    def __init__(self):
        super().__init__()
        self.lm = TinyLM()

    def forward(self, input_ids, labels=None, num_items_in_batch=None):
        logits = self.lm(input_ids)
        out = {"logits": logits}
        if labels is not None:
            if num_items_in_batch is None:
                out["loss"] = ce(logits, labels, "mean")
            else:
                out["loss"] = ce(logits, labels, "sum") / num_items_in_batch
        return out


class TrainerState:
    def __init__(self):
        self.global_step = 0
        self.epoch = 0.0
        self.log_history = []


class TrainerCallback:
    def on_log(self, args, state, control, logs=None, **kwargs):
        pass


class Args:
    def __init__(self, **kw):
        self.per_device_train_batch_size = 4
        self.gradient_accumulation_steps = 4
        self.learning_rate = 3e-3
        self.num_train_epochs = 2
        self.logging_steps = 10
        self.max_grad_norm = 1.0
        self.seed = 42
        self.__dict__.update(kw)


class MiniTrainer:
    def __init__(self, model, args, train_dataset, callbacks=(), legacy_ga=True):
        self.model, self.args, self.train_dataset = model, args, train_dataset
        self.callbacks = list(callbacks)
        self.state = TrainerState()
        self.legacy_ga = legacy_ga      # True: transformers < 4.46 behaviour
        self.model_accepts_loss_kwargs = not legacy_ga

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        if self.model_accepts_loss_kwargs and num_items_in_batch is not None:
            outputs = model(**inputs, num_items_in_batch=num_items_in_batch)
        else:
            outputs = model(**inputs)
        loss = outputs["loss"]
        return (loss, outputs) if return_outputs else loss

    def training_step(self, model, inputs, num_items_in_batch=None):
        model.train()
        if self.legacy_ga:
            loss = self.compute_loss(model, inputs)
        else:
            loss = self.compute_loss(model, inputs, num_items_in_batch=num_items_in_batch)
        if self.legacy_ga or not self.model_accepts_loss_kwargs:
            loss = loss / self.args.gradient_accumulation_steps
        loss.backward()
        return loss.detach()

    def log(self, logs):
        logs["epoch"] = self.state.epoch
        self.state.log_history.append({**logs, "step": self.state.global_step})
        for cb in self.callbacks:
            cb.on_log(self.args, self.state, None, logs=logs)

    def train(self):
        a = self.args
        torch.manual_seed(a.seed)
        opt = torch.optim.AdamW(self.model.parameters(), lr=a.learning_rate, weight_decay=0.0)
        loaders = [batches(self.train_dataset, a.per_device_train_batch_size, collate_lm, seed=a.seed + e)
                   for e in range(a.num_train_epochs)]
        steps_per_epoch = (len(loaders[0]) + a.gradient_accumulation_steps - 1) // a.gradient_accumulation_steps
        max_steps = steps_per_epoch * a.num_train_epochs
        sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: max(0.0, 1 - s / max_steps))  # "linear"
        tr_loss = torch.tensor(0.0)
        last_logged = 0
        for epoch, loader in enumerate(loaders):
            for k, window in enumerate(chunks(loader, a.gradient_accumulation_steps)):
                num_items_in_batch = None
                if not self.legacy_ga:
                    num_items_in_batch = sum((b["labels"].ne(IGNORE)).sum() for b in window)
                for inputs in window:
                    tr_loss = tr_loss + self.training_step(self.model, inputs, num_items_in_batch)
                grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), a.max_grad_norm)
                opt.step()
                sched.step()
                opt.zero_grad()
                self.state.global_step += 1
                self.state.epoch = epoch + (k + 1) / steps_per_epoch
                if self.state.global_step % a.logging_steps == 0:
                    tr_loss_scalar = tr_loss.item()
                    tr_loss -= tr_loss
                    logs = {"loss": round(tr_loss_scalar / (self.state.global_step - last_logged), 4),
                            "grad_norm": grad_norm.item(),
                            "learning_rate": sched.get_last_lr()[0]}
                    last_logged = self.state.global_step
                    self.log(logs)
        self.log({"train_runtime": 12.3456, "train_samples_per_second": 321.5,
                  "train_steps_per_second": 5.02, "train_loss": 0.0})


# --------------------------------------------------------------- user code
def hf_logging_steps_10():
    """transformers 4.4x (before the GA loss fix): compute_loss override writes
    one row per micro-batch, an on_log callback writes the Trainer's loss
    (averaged over logging_steps=10, rounded to 4 dp) as its own row."""
    name = "hf_trainer_callback_logging_steps_10.csv"
    seed_all(23)
    ds = make_lm_dataset(1000, seed=23)
    path = os.path.join(LOGS, name)
    fh = open(path, "w", newline="")
    writer = csv.writer(fh)
    writer.writerow(["step", "weighted_sum", "weight_sum", "loss", "learning_rate", "grad_norm", "epoch"])
    truth = Truth(name, "unsuccessful-fix")
    pending = {}

    class TokenSumTrainer(MiniTrainer):
        def compute_loss(self, model, inputs, return_outputs=False):
            outputs = model(**inputs)
            loss = outputs["loss"]
            n_tok = (inputs["labels"] != -100).sum().item()
            writer.writerow([self.state.global_step, loss.item() * n_tok, n_tok, "", "", "", ""])
            pending.setdefault(self.state.global_step, []).append(
                (ce(outputs["logits"].detach(), inputs["labels"], "sum").item(), n_tok, loss.item()))
            return (loss, outputs) if return_outputs else loss

    class CSVLossCallback(TrainerCallback):
        def on_log(self, args, state, control, logs=None, **kwargs):
            if logs and "loss" in logs:
                writer.writerow([state.global_step, "", "", logs["loss"], logs["learning_rate"],
                                 logs["grad_norm"], logs["epoch"]])
                fh.flush()

    args = Args(per_device_train_batch_size=4, gradient_accumulation_steps=4, logging_steps=10,
                num_train_epochs=2, learning_rate=3e-3)
    trainer = TokenSumTrainer(LMWithLoss(), args, ds, callbacks=[CSVLossCallback()], legacy_ga=True)
    trainer.train()
    fh.close()
    for st, rows in sorted(pending.items()):
        truth.add(st, [(s, n) for s, n, _ in rows], sum(m for _, _, m in rows) / args.gradient_accumulation_steps)
    truth.save()


def hf_num_items_in_batch():
    """transformers >= 4.46: the model gets num_items_in_batch (target tokens in
    the whole accumulation window) and returns sum/num_items; the Trainer no
    longer divides by gradient_accumulation_steps.  compute_loss override logs
    per micro-batch with state.global_step."""
    name = "hf_trainer_num_items_in_batch.csv"
    seed_all(24)
    ds = make_lm_dataset(900, seed=24)
    path = os.path.join(LOGS, name)
    fh = open(path, "w", newline="")
    writer = csv.writer(fh)
    writer.writerow(["global_step", "epoch", "weighted_sum", "weight_sum", "loss", "num_items_in_batch"])
    truth = Truth(name, "repair")
    pending = {}

    class TokenSumTrainer(MiniTrainer):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            outputs = model(**inputs, num_items_in_batch=num_items_in_batch)
            loss = outputs["loss"]
            with torch.no_grad():
                tok_sum = F.cross_entropy(outputs["logits"].flatten(0, 1), inputs["labels"].flatten(),
                                          ignore_index=-100, reduction="sum")
            n_tok = int((inputs["labels"] != -100).sum())
            writer.writerow([self.state.global_step, round(self.state.epoch, 4), tok_sum.item(), n_tok,
                             loss.item(), int(num_items_in_batch)])
            pending.setdefault(self.state.global_step, []).append((tok_sum.item(), n_tok, loss.item()))
            return (loss, outputs) if return_outputs else loss

    args = Args(per_device_train_batch_size=4, gradient_accumulation_steps=3, logging_steps=5,
                num_train_epochs=2, learning_rate=3e-3)
    trainer = TokenSumTrainer(LMWithLoss(), args, ds, legacy_ga=False)
    trainer.train()
    fh.close()
    for st, rows in sorted(pending.items()):
        truth.add(st, [(s, n) for s, n, _ in rows], sum(l for _, _, l in rows))
    truth.save()


if __name__ == "__main__":
    os.makedirs(LOGS, exist_ok=True)
    hf_logging_steps_10()
    hf_num_items_in_batch()
