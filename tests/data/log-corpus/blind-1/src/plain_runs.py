"""Plain PyTorch training loops, each with the logging code an engineer would
actually have written for it.  One function per log file.

Run:  /usr/bin/python3 plain_runs.py [name ...]
"""
import csv
import math
import os
import sys

import torch
import torch.nn.functional as F

from common import (IGNORE, TinyLM, batches, ce, chunks, collate_lm, collate_pairs,
                    collate_sft, make_lm_dataset, make_packed_dataset, make_sft_dataset,
                    seed_all)
from truth import Truth

LOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "logs")


def ntok(b):
    return int((b["labels"] != IGNORE).sum())


# --------------------------------------------------------------------------
# 01: the "fixed" loop, clean csv.writer log (csv.writer => \r\n line ends)
def plain_repair_clean():
    name = "plain_repair_clean.csv"
    seed_all(1)
    docs = make_lm_dataset(600, seed=1)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "repair")
    step = 0
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
        for epoch in range(2):
            loader = batches(docs, 4, collate_lm, seed=epoch)
            for window in chunks(loader, accum):
                # normalise by the number of target tokens in the whole window
                n_tokens = sum((b["labels"] != IGNORE).sum() for b in window)
                mbs, obj = [], 0.0
                for b in window:
                    logits = model(b["input_ids"])
                    loss_sum = ce(logits, b["labels"], "sum")
                    loss = loss_sum / n_tokens
                    loss.backward()
                    w.writerow([step, loss_sum.item(), ntok(b), loss.item()])
                    mbs.append((loss_sum.item(), ntok(b)))
                    obj += loss.item()
                opt.step()
                opt.zero_grad()
                truth.add(step, mbs, obj)
                step += 1
    truth.save()


# --------------------------------------------------------------------------
# 02: sum-reduced loss / accum_steps; the classic enumerate() loop where the
# leftover micro-batch at the end of an epoch silently carries into the first
# optimizer step of the next epoch (5 micro-batches in that step, still /4).
def plain_failure_carryover():
    name = "plain_failure_sum_over_accum.csv"
    seed_all(2)
    docs = make_lm_dataset(500, seed=2)
    model = TinyLM()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    accum_steps = 4
    global_step = 0
    truth = Truth(name, "failure")
    cur, obj = [], 0.0
    f = open(os.path.join(LOGS, name), "w")
    f.write("step,weighted_sum,weight_sum,loss\n")
    for epoch in range(3):
        loader = batches(docs, 4, collate_lm, seed=100 + epoch)   # 125 micro-batches
        for i, batch in enumerate(loader):
            logits = model(batch["input_ids"])
            loss = F.cross_entropy(logits.view(-1, logits.size(-1)), batch["labels"].view(-1),
                                   ignore_index=-100, reduction="sum")
            n = (batch["labels"] != -100).sum().item()
            summed = loss.item()
            loss = loss / accum_steps
            loss.backward()
            f.write(f"{global_step},{summed},{n},{loss.item()}\n")
            cur.append((summed, n))
            obj += loss.item()
            if (i + 1) % accum_steps == 0:
                opt.step()
                opt.zero_grad()
                truth.add(global_step, cur, obj)
                cur, obj = [], 0.0
                global_step += 1
    f.close()
    # the very last leftover micro-batch was logged but never stepped
    truth.save()


# --------------------------------------------------------------------------
# 03: mean CE / accum (the usual loop), running loss logged once per step on
# the last micro-batch's row; sum reconstructed as mean * n_tokens.
def plain_unsucc_running_loss():
    name = "plain_unsuccessful_fix_loss_once_per_step.csv"
    seed_all(3)
    docs = make_lm_dataset(700, seed=3)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    accum = 3
    truth = Truth(name, "unsuccessful-fix")
    step = 1
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
        loader = batches(docs, 6, collate_lm, seed=3)
        for window in chunks(loader, accum):
            if len(window) < accum:
                break  # drop incomplete accumulation window
            running_loss = 0.0
            mbs = []
            for j, batch in enumerate(window):
                logits = model(batch["input_ids"])
                loss = ce(logits, batch["labels"])          # mean over non-ignored tokens
                n = ntok(batch)
                (loss / accum).backward()
                running_loss += loss.item() / accum
                last = j == len(window) - 1
                w.writerow([step, loss.item() * n, n, running_loss if last else ""])
                mbs.append((ce(logits, batch["labels"], "sum").item(), n))
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, running_loss)
            step += 1
    truth.save()


# --------------------------------------------------------------------------
# 04: written on Windows: csv.writer on a file opened *without* newline="" ->
# every row ends in \r\r\n (shows up as blank lines in many readers).
def windows_csvwriter_blank_lines():
    name = "win_csvwriter_blank_lines.csv"
    seed_all(4)
    docs = make_lm_dataset(400, seed=4)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 2
    truth = Truth(name, "failure")
    rows = [["step", "weighted_sum", "weight_sum", "loss", "epoch"]]
    step = 1
    for epoch in range(2):
        loader = batches(docs, 8, collate_lm, seed=40 + epoch)
        for window in chunks(loader, accum):
            mbs, obj = [], 0.0
            for b in window:
                loss_sum = ce(model(b["input_ids"]), b["labels"], "sum")
                loss = loss_sum / accum
                loss.backward()
                rows.append([step, loss_sum.item(), ntok(b), loss.item(), epoch])
                mbs.append((loss_sum.item(), ntok(b)))
                obj += loss.item()
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
            step += 1
    # emulate: open(path, "w") on Windows + csv.writer(f) (lineterminator "\r\n",
    # then text-mode translates the "\n" into "\r\n")
    import io
    buf = io.StringIO()
    csv.writer(buf).writerows(rows)
    with open(os.path.join(LOGS, name), "wb") as f:
        f.write(buf.getvalue().replace("\r\n", "\r\r\n").encode("utf-8"))
    truth.save()


# --------------------------------------------------------------------------
# 05: the unsuccessful fix, logged per micro-batch, then opened in Excel
# (German locale) and saved again as "CSV (Trennzeichen-getrennt)".
def excel_semicolon():
    name = "excel_de_semicolon_decimal_comma.csv"
    seed_all(5)
    docs = make_lm_dataset(500, seed=5)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    rows = []
    step = 0
    loader = batches(docs, 4, collate_lm, seed=5)
    for window in chunks(loader, accum):
        mbs, obj = [], 0.0
        for b in window:
            logits = model(b["input_ids"])
            loss = ce(logits, b["labels"]) / accum
            loss.backward()
            s = ce(logits, b["labels"], "sum").item()
            rows.append({"step": step, "weighted_sum": s, "weight_sum": ntok(b), "loss": loss.item(),
                         "lr": opt.param_groups[0]["lr"]})
            mbs.append((s, ntok(b)))
            obj += loss.item()
        opt.step()
        opt.zero_grad()
        truth.add(step, mbs, obj)
        step += 1

    def excel(v):
        if isinstance(v, int):
            return str(v)
        s = f"{v:.10g}"                       # Excel "Standard" format, ~10 significant digits
        if "e" in s:
            m, e = s.split("e")
            s = f"{m}E{int(e):+03d}"
        return s.replace(".", ",")
    lines = ["step;weighted_sum;weight_sum;loss;lr"]
    for r in rows:
        lines.append(";".join(excel(r[k]) for k in ["step", "weighted_sum", "weight_sum", "loss", "lr"]))
    with open(os.path.join(LOGS, name), "wb") as f:
        f.write(("\r\n".join(lines) + "\r\n").encode("cp1252"))
    truth.save()


# --------------------------------------------------------------------------
# 06: repair; rows collected as dicts and dumped with pandas at the end:
#   pd.DataFrame(rows).to_csv(p, encoding="utf-8-sig", quoting=csv.QUOTE_NONNUMERIC)
# (index=True by default -> unnamed leading index column).  pandas is not
# installed here, so the to_csv output format is emulated with the csv module.
def pandas_bom_quoted():
    name = "pandas_utf8sig_quoted_index.csv"
    seed_all(6)
    docs = make_lm_dataset(450, seed=6)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 10))
    accum = 3
    truth = Truth(name, "repair")
    rows = []
    step = 0
    for epoch in range(2):
        loader = batches(docs, 5, collate_lm, seed=60 + epoch)
        for window in chunks(loader, accum):
            num_items = sum(ntok(b) for b in window)
            mbs, obj = [], 0.0
            for b in window:
                loss_sum = ce(model(b["input_ids"]), b["labels"], "sum")
                loss = loss_sum / num_items
                loss.backward()
                rows.append({"step": step, "weighted_sum": loss_sum.item(), "weight_sum": ntok(b),
                             "loss": loss.item(), "lr": sched.get_last_lr()[0], "epoch": epoch})
                mbs.append((loss_sum.item(), ntok(b)))
                obj += loss.item()
            opt.step()
            sched.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
            step += 1
    cols = ["step", "weighted_sum", "weight_sum", "loss", "lr", "epoch"]
    with open(os.path.join(LOGS, name), "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
        w.writerow([""] + cols)
        for i, r in enumerate(rows):
            w.writerow([i] + [r[c] for c in cols])
    truth.save()


# --------------------------------------------------------------------------
# 07: TSV, "iteration" for the optimizer step, lr and grad_norm (known only
# after the window, so rows are buffered and written after opt.step()).
def iteration_tsv():
    name = "iteration_lr_gradnorm.tsv"
    seed_all(7)
    docs = make_lm_dataset(800, seed=7)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    total = 100
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / 8) * 0.5 * (1 + math.cos(math.pi * min(s, total) / total)))
    accum = 2
    truth = Truth(name, "unsuccessful-fix")
    it = 0
    with open(os.path.join(LOGS, name), "w") as f:
        f.write("iteration\tmicro_batch\tweighted_sum\tweight_sum\tloss\tlr\tgrad_norm\n")
        loader = batches(docs, 8, collate_lm, seed=7)
        for window in chunks(loader, accum):
            buf, mbs, obj = [], [], 0.0
            for k, b in enumerate(window):
                logits = model(b["input_ids"])
                loss = ce(logits, b["labels"]) / accum
                loss.backward()
                s = ce(logits.detach(), b["labels"], "sum").item()
                buf.append((k, s, ntok(b), loss.item()))
                mbs.append((s, ntok(b)))
                obj += loss.item()
            gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0).item()
            lr = sched.get_last_lr()[0]
            opt.step()
            sched.step()
            opt.zero_grad()
            for k, s, n, l in buf:
                f.write(f"{it}\t{k}\t{s}\t{n}\t{l}\t{lr:.6e}\t{gn:.4f}\n")
            truth.add(it, mbs, obj)
            it += 1
    truth.save()


# --------------------------------------------------------------------------
# 08: repair; "Step"/"Epoch" capitalised, extra columns, and the *step* loss
# (already summed over the window) repeated on every micro-batch row.
def step_capital_repeated():
    name = "Step_capitalised_step_loss_repeated.csv"
    seed_all(8)
    docs = make_lm_dataset(900, seed=8)
    model = TinyLM(d=48)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    accum = 4
    truth = Truth(name, "repair")
    step = 0
    import time
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["Step", "Epoch", "weighted_sum", "weight_sum", "loss", "lr", "grad_norm", "tokens_per_sec"])
        for epoch in range(2):
            loader = batches(docs, 6, collate_lm, seed=80 + epoch)
            for window in chunks(loader, accum):
                t0 = time.time()
                N = sum(ntok(b) for b in window)
                tmp, step_loss = [], 0.0
                for b in window:
                    s = ce(model(b["input_ids"]), b["labels"], "sum")
                    (s / N).backward()
                    step_loss += s.item() / N
                    tmp.append((s.item(), ntok(b)))
                gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0).item()
                opt.step()
                opt.zero_grad()
                tps = N / max(time.time() - t0, 1e-6)
                for s, n in tmp:
                    w.writerow([step, epoch, s, n, step_loss, opt.param_groups[0]["lr"], gn, round(tps, 1)])
                truth.add(step, tmp, step_loss)
                step += 1
    truth.save()


# --------------------------------------------------------------------------
# 09: failure; the log has both a per-micro-batch counter ("iteration") and the
# optimizer step ("global_step").
def microbatch_counter():
    name = "iteration_is_microbatch_counter.csv"
    seed_all(9)
    docs = make_lm_dataset(600, seed=9)
    model = TinyLM()
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    grad_accum = 4
    truth = Truth(name, "failure")
    global_step = 0
    iteration = 0
    with open(os.path.join(LOGS, name), "w") as f:
        print("iteration,global_step,epoch,weighted_sum,weight_sum,loss", file=f)
        for epoch in range(2):
            loader = batches(docs, 4, collate_lm, seed=90 + epoch, drop_last=True)
            for window in chunks(loader, grad_accum):
                if len(window) < grad_accum:
                    continue
                mbs, obj = [], 0.0
                for b in window:
                    loss = ce(model(b["input_ids"]), b["labels"], reduction="sum")
                    tok = ntok(b)
                    print(f"{iteration},{global_step},{epoch},{loss.item()},{tok},{loss.item() / grad_accum}", file=f)
                    mbs.append((loss.item(), tok))
                    (loss / grad_accum).backward()
                    obj += loss.item() / grad_accum
                    iteration += 1
                opt.step()
                opt.zero_grad()
                truth.add(global_step, mbs, obj)
                global_step += 1
    truth.save()


# --------------------------------------------------------------------------
# 11: repair; killed, resumed from the step-100 checkpoint by a fresh process
# (different data order, since the sampler seed is not restored); the script
# opens the log in append mode and writes the header again.
def resumed_from_checkpoint():
    name = "resumed_from_checkpoint_header_repeated.csv"
    path = os.path.join(LOGS, name)
    ckpt_path = "/tmp/corpus_blind1_ckpt.pt"
    truth = Truth(name, "repair")
    docs = make_lm_dataset(1200, seed=11)
    accum = 4

    def run(start_step, stop_at, data_seed, mode):
        seed_all(data_seed)
        model = TinyLM()
        opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
        if start_step > 0:
            ck = torch.load(ckpt_path)
            model.load_state_dict(ck["model"])
            opt.load_state_dict(ck["opt"])
        step = start_step
        with open(path, mode, newline="") as f:
            w = csv.writer(f)
            w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
            epoch = 0
            while True:
                loader = batches(docs, 4, collate_lm, seed=data_seed * 10 + epoch)
                for window in chunks(loader, accum):
                    N = sum(ntok(b) for b in window)
                    mbs, obj = [], 0.0
                    for j, b in enumerate(window):
                        if step == stop_at and j == 2:
                            return  # SIGKILL (node preempted) in the middle of a step
                        s = ce(model(b["input_ids"]), b["labels"], "sum")
                        loss = s / N
                        loss.backward()
                        w.writerow([step, s.item(), ntok(b), loss.item()])
                        f.flush()
                        mbs.append((s.item(), ntok(b)))
                        obj += loss.item()
                    opt.step()
                    opt.zero_grad()
                    truth.add(f"{step}@seg{0 if start_step == 0 else 1}", mbs, obj)
                    step += 1
                    if step == 100 and start_step == 0:
                        torch.save({"model": model.state_dict(), "opt": opt.state_dict()}, ckpt_path)
                    if step >= 220:
                        return
                epoch += 1

    run(0, 137, 11, "w")
    run(100, None, 12, "a")
    os.remove(ckpt_path)
    truth.save()


# --------------------------------------------------------------------------
# 12: failure; f.write without flushing, the job was killed (OOM killer) ->
# the file ends at a buffer boundary in the middle of a row.
def killed_midwrite():
    name = "killed_mid_write_truncated.csv"
    seed_all(12)
    docs = make_lm_dataset(900, seed=12)
    model = TinyLM()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    accum = 4
    truth = Truth(name, "failure")
    text = ["step,weighted_sum,weight_sum,loss\n"]
    step = 0
    windows = [w for ep in range(2) for w in chunks(batches(docs, 4, collate_lm, seed=12 + ep), accum)]
    for window in windows:
        mbs, obj = [], 0.0
        for b in window:
            s = ce(model(b["input_ids"]), b["labels"], "sum")
            loss = s / accum
            loss.backward()
            text.append(f"{step},{s.item()},{ntok(b)},{loss.item()}\n")
            mbs.append((s.item(), ntok(b)))
            obj += loss.item()
        opt.step()
        opt.zero_grad()
        truth.add(step, mbs, obj)
        step += 1
    data = "".join(text).encode()
    # Python's default text buffer flushes in 8 KiB chunks; the process died
    # with some chunks on disk and the rest in memory.
    cut = 8192 * (len(data) // 8192)
    with open(os.path.join(LOGS, name), "wb") as f:
        f.write(data[:cut])
    # keep only the truth for steps that are (at least partly) on disk
    last_line = data[:cut].decode().split("\n")[-1]
    last_step = int(last_line.split(",")[0]) if last_line and "," in last_line else None
    truth.steps = [s for s in truth.steps if last_step is None or s["key"] <= last_step]
    truth.save()


# --------------------------------------------------------------------------
# 13: bf16 autocast on CPU, mean CE / accum, everything printed with f"{:.4f}".
def bf16_fstring():
    name = "bf16_autocast_fstring_4dp.csv"
    seed_all(13)
    docs = make_lm_dataset(700, seed=13)
    model = TinyLM(d=48)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    step = 0
    log = open(os.path.join(LOGS, name), "w")
    log.write("step,weighted_sum,weight_sum,loss\n")
    for epoch in range(2):
        loader = batches(docs, 4, collate_lm, seed=130 + epoch)
        for window in chunks(loader, accum):
            mbs, obj = [], 0.0
            for b in window:
                with torch.autocast("cpu", dtype=torch.bfloat16):
                    logits = model(b["input_ids"])
                    loss = ce(logits, b["labels"])
                loss = loss / accum
                loss.backward()
                n = ntok(b)
                wsum = loss.item() * accum * n
                log.write(f"{step},{wsum:.4f},{n},{loss.item():.4f}\n")
                mbs.append((ce(logits.float(), b["labels"], "sum").item(), n))
                obj += loss.item()
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
            step += 1
    log.close()
    truth.save()


# --------------------------------------------------------------------------
# 14: failure with plain SGD + warmup: the sum-reduced loss makes the effective
# lr scale with the token count, the run blows up, loss goes nan.  The "log"
# is stdout of `python train.py | tee train_log.csv`, so warnings and prints
# are interleaved with the rows.
def diverged_nan_stdout():
    name = "stdout_tee_diverged_nan.csv"
    seed_all(14)
    docs = make_lm_dataset(1000, seed=14)
    model = TinyLM()
    base_lr = float(os.environ.get("NAN_LR", "4"))
    opt = torch.optim.SGD(model.parameters(), lr=base_lr, momentum=0.9)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 400))
    accum = 4
    truth = Truth(name, "failure")
    out = []
    out.append("/usr/lib/python3/dist-packages/torch/utils/data/dataloader.py:554: UserWarning: "
               "This DataLoader will create 4 worker processes in total. Our suggested max number "
               "of worker in current system is 2, which is smaller than what this DataLoader is going "
               "to create. Please be aware that excessive worker creation might get DataLoader running "
               "slow or even freeze, lower the worker number to avoid potential slowness/freeze if necessary.")
    out.append("  warnings.warn(_create_warning_msg(")
    out.append(f"config: accum=4 micro_bs=4 lr={base_lr} warmup=400 optimizer=SGD(momentum=0.9)")
    out.append("step,weighted_sum,weight_sum,loss,lr")
    step = 0
    nan_steps = 0
    windows = [w for ep in range(4) for w in chunks(batches(docs, 4, collate_lm, seed=14 + ep), accum)]
    for window in windows:
        mbs, obj = [], 0.0
        for b in window:
            # fp16 autocast, no GradScaler: the lm-head matmul runs in half precision
            # (emulated: this torch build has no fp16 matmul on CPU), CE upcasts to fp32
            logits = model(b["input_ids"]).half().float()
            s = ce(logits, b["labels"], "sum")
            loss = s / accum
            loss.backward()
            out.append(f"{step},{s.item()},{ntok(b)},{loss.item()},{sched.get_last_lr()[0]:.6f}")
            mbs.append((s.item(), ntok(b)))
            obj += loss.item()
        opt.step()
        sched.step()
        opt.zero_grad()
        truth.add(step, mbs, obj)
        step += 1
        if step % 50 == 0:
            out.append(f"saved checkpoint to checkpoints/step_{step}.pt")
        if math.isnan(obj):
            nan_steps += 1
            if nan_steps == 1:
                out.append(f"WARNING: non-finite loss at step {step - 1}")
            if nan_steps >= 25:
                out.append("Traceback (most recent call last):")
                out.append('  File "train.py", line 142, in <module>')
                out.append("    raise RuntimeError('loss is nan for 25 consecutive steps, aborting')")
                out.append("RuntimeError: loss is nan for 25 consecutive steps, aborting")
                break
    with open(os.path.join(LOGS, name), "w") as f:
        f.write("\n".join(out) + "\n")
    truth.save()
    first_nan = next((s["key"] for s in truth.steps if math.isnan(s["objective"])), None)
    print("   first nan step:", first_nan, "of", len(truth.steps))


# --------------------------------------------------------------------------
# 15: SFT-style data (loss on the response only); long prompts get truncated
# so some micro-batches have no target tokens at all.  Repair, with a clamp so
# an all-empty window cannot divide by zero.
def sft_all_padding_repair():
    name = "sft_zero_token_microbatches_repair.csv"
    seed_all(15)
    data = make_sft_dataset(700, seed=15)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "repair")
    step = 0
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["step", "weighted_sum", "weight_sum", "loss", "lr"])
        loader = batches(data, 2, collate_sft, seed=15)
        for window in chunks(loader, accum):
            num_items = sum((b["labels"] != -100).sum() for b in window).clamp(min=1)
            mbs, obj = [], 0.0
            for b in window:
                s = ce(model(b["input_ids"]), b["labels"], "sum")   # 0.0 if nothing to predict
                loss = s / num_items
                loss.backward()
                w.writerow([step, s.item(), ntok(b), loss.item(), opt.param_groups[0]["lr"]])
                mbs.append((s.item(), ntok(b)))
                obj += loss.item()
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
            step += 1
    truth.save()


# --------------------------------------------------------------------------
# 16: SFT, mean CE / accum; an all-masked micro-batch gives mean = 0/0 = nan.
# The nan does not reach the weights (nll_loss backward with zero target
# tokens yields zero gradients), so nobody noticed: the run trains on and the
# log just has nan in the loss column for those micro-batches.
def sft_empty_mb_nan():
    name = "sft_empty_microbatch_nan_loss.csv"
    seed_all(16)
    data = make_sft_dataset(600, seed=16)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    step = 0
    with open(os.path.join(LOGS, name), "w") as f:
        f.write("step,weighted_sum,weight_sum,loss\n")
        loader = batches(data, 2, collate_sft, seed=16)
        for window in chunks(loader, accum):
            mbs, obj = [], 0.0
            for b in window:
                logits = model(b["input_ids"])
                loss = ce(logits, b["labels"]) / accum           # nan if no target tokens
                loss.backward()
                s = ce(logits.detach(), b["labels"], "sum").item()
                f.write(f"{step},{s},{ntok(b)},{loss.item()}\n")
                mbs.append((s, ntok(b)))
                if not math.isnan(loss.item()):
                    obj += loss.item()                          # what the gradient actually saw
            assert all(torch.isfinite(p.grad).all() for p in model.parameters())
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
            step += 1
    truth.save()


# --------------------------------------------------------------------------
# 17: packed fixed-length rows, no padding -> every micro-batch has the same
# number of target tokens.  Mean CE / accum.
def packed_equal():
    name = "packed_equal_token_counts.csv"
    seed_all(17)
    rows = make_packed_dataset(480, seq_len=64, seed=17)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    step = 0
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
        for epoch in range(2):
            loader = batches(rows, 4, collate_pairs, seed=170 + epoch)
            for window in chunks(loader, accum):
                mbs, obj = [], 0.0
                for b in window:
                    logits = model(b["input_ids"])
                    loss = ce(logits, b["labels"]) / accum
                    loss.backward()
                    s = ce(logits.detach(), b["labels"], "sum").item()
                    w.writerow([step, s, ntok(b), loss.item()])
                    mbs.append((s, ntok(b)))
                    obj += loss.item()
                opt.step()
                opt.zero_grad()
                truth.add(step, mbs, obj)
                step += 1
    truth.save()


# --------------------------------------------------------------------------
# 18: packed rows with the cross-document label masked -> token counts
# 252..256 per micro-batch.  Mean CE / accum, step loss printed with :.3f.
def packed_near_equal_3dp():
    name = "packed_near_equal_counts_3dp.csv"
    seed_all(18)
    rows = make_packed_dataset(640, seq_len=64, seed=20, boundary_mask=True, doc_len=(400, 2000))
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    step = 0
    with open(os.path.join(LOGS, name), "w") as f:
        f.write("step,weighted_sum,weight_sum,loss\n")
        loader = batches(rows, 4, collate_pairs, seed=18)
        for window in chunks(loader, accum):
            tr_loss = 0.0
            mbs = []
            for i, b in enumerate(window):
                logits = model(b["input_ids"])
                loss = ce(logits, b["labels"]) / accum
                loss.backward()
                tr_loss += loss.item()
                s = ce(logits.detach(), b["labels"], "sum").item()
                mbs.append((s, ntok(b)))
                tail = f"{tr_loss:.3f}" if i == len(window) - 1 else ""
                f.write(f"{step},{s:.3f},{ntok(b)},{tail}\n")
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, tr_loss)
            step += 1
    truth.save()


# --------------------------------------------------------------------------
# 21: no accumulation at all (accum_steps = 1), mean CE.
def single_microbatch():
    name = "single_microbatch_per_step.csv"
    seed_all(21)
    docs = make_lm_dataset(1200, seed=21)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    accum_steps = 1
    truth = Truth(name, "unsuccessful-fix")
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["step", "epoch", "weighted_sum", "weight_sum", "loss", "lr"])
        loader = batches(docs, 8, collate_lm, seed=21)
        for step, b in enumerate(loader):
            logits = model(b["input_ids"])
            loss = ce(logits, b["labels"]) / accum_steps
            loss.backward()
            opt.step()
            opt.zero_grad()
            s = ce(logits.detach(), b["labels"], "sum").item()
            w.writerow([step, 0, s, ntok(b), loss.item(), opt.param_groups[0]["lr"]])
            truth.add(step, [(s, ntok(b))], loss.item())
    truth.save()


# --------------------------------------------------------------------------
# 22: failure run whose log never recorded the loss that was backpropagated.
def no_loss_column():
    name = "no_loss_column.csv"
    seed_all(22)
    docs = make_lm_dataset(600, seed=22)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    accum = 3
    truth = Truth(name, "failure")
    step = 0
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["step", "weighted_sum", "weight_sum", "lr", "epoch"])
        for epoch in range(2):
            loader = batches(docs, 4, collate_lm, seed=220 + epoch)
            for window in chunks(loader, accum):
                mbs, obj = [], 0.0
                for b in window:
                    s = ce(model(b["input_ids"]), b["labels"], "sum")
                    (s / accum).backward()
                    w.writerow([step, s.item(), ntok(b), opt.param_groups[0]["lr"], epoch])
                    mbs.append((s.item(), ntok(b)))
                    obj += s.item() / accum
                opt.step()
                opt.zero_grad()
                truth.add(step, mbs, obj)
                step += 1
    truth.save()


ALL = [plain_repair_clean, plain_failure_carryover, plain_unsucc_running_loss,
       windows_csvwriter_blank_lines, excel_semicolon, pandas_bom_quoted, iteration_tsv,
       step_capital_repeated, microbatch_counter, resumed_from_checkpoint, killed_midwrite,
       bf16_fstring, diverged_nan_stdout, sft_all_padding_repair, sft_empty_mb_nan,
       packed_equal, packed_near_equal_3dp, single_microbatch, no_loss_column]

if __name__ == "__main__":
    os.makedirs(LOGS, exist_ok=True)
    want = set(sys.argv[1:])
    for fn in ALL:
        if not want or fn.__name__ in want:
            fn()
