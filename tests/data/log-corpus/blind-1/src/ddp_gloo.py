"""Real DistributedDataParallel runs (gloo backend, CPU processes) with
no_sync() gradient accumulation.  Each rank writes its own CSV, as people do;
the corpus files are what someone then assembled from them.

  ddp2_cat_repeated_header.csv : 2 ranks, mean CE / accum (the unsuccessful
      fix), per-rank files concatenated with `cat rank0.csv rank1.csv`
      (header appears twice, no rank column, steps run 0..N twice).
  ddp3_rank_column_repair.csv  : 3 ranks, token count all-reduced over the
      window and across ranks, loss = sum * world_size / global_tokens (the
      world_size factor undoes DDP's gradient averaging); logged loss.item()
      per micro-batch with a rank column; merged and sorted by a small script.
"""
import contextlib
import csv
import json
import os
import shutil
import sys
import tempfile

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP

from common import IGNORE, TinyLM, batches, ce, chunks, collate_lm, make_lm_dataset, seed_all
from truth import Truth

LOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "logs")


def worker(rank, world, mode, workdir, init_file):
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)
    seed_all(1234)                         # same init on every rank
    model = DDP(TinyLM())
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    docs = make_lm_dataset(960 if mode == "unsucc" else 1080, seed=27 if mode == "unsucc" else 28)
    accum = 4 if mode == "unsucc" else 2
    epochs = 2
    truth_rows = []
    fname = os.path.join(workdir, f"train_rank{rank}.csv")
    f = open(fname, "w", newline="")
    w = csv.writer(f)
    if mode == "unsucc":
        w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
    else:
        w.writerow(["step", "rank", "micro_step", "weighted_sum", "weight_sum", "loss"])
    step = 0
    for epoch in range(epochs):
        # DistributedSampler: shuffle with the epoch seed, then every world-th item
        g = torch.Generator().manual_seed(epoch)
        perm = torch.randperm(len(docs), generator=g).tolist()
        mine = [docs[i] for i in perm[rank::world]]
        loader = batches(mine, 4, collate_lm, shuffle=False, drop_last=True)
        for window in chunks(loader, accum):
            if len(window) < accum:
                break
            if mode == "repair":
                n_local = torch.tensor(float(sum((b["labels"] != IGNORE).sum() for b in window)))
                n_global = n_local.clone()
                dist.all_reduce(n_global)
            for i, b in enumerate(window):
                ctx = model.no_sync() if i < len(window) - 1 else contextlib.nullcontext()
                with ctx:
                    logits = model(b["input_ids"])
                    n = int((b["labels"] != IGNORE).sum())
                    if mode == "unsucc":
                        loss = ce(logits, b["labels"]) / accum
                        s = ce(logits.detach(), b["labels"], "sum").item()
                        w.writerow([step, s, n, loss.item()])
                    else:
                        s_t = ce(logits, b["labels"], "sum")
                        loss = s_t * world / n_global
                        s = s_t.item()
                        w.writerow([step, rank, i, s, n, loss.item()])
                    loss.backward()
                truth_rows.append([step, s, n, loss.item()])
            opt.step()
            opt.zero_grad()
            step += 1
    f.close()
    with open(os.path.join(workdir, f"truth_rank{rank}.json"), "w") as jf:
        json.dump(truth_rows, jf)
    dist.barrier()
    dist.destroy_process_group()


def launch(world, mode):
    workdir = tempfile.mkdtemp(prefix=f"ddp_{mode}_")
    init_file = os.path.join(workdir, "init")
    mp.spawn(worker, args=(world, mode, workdir, init_file), nprocs=world, join=True)
    return workdir


def collect_truth(workdir, world, name, normalisation):
    per_step = {}
    for r in range(world):
        for step, s, n, l in json.load(open(os.path.join(workdir, f"truth_rank{r}.json"))):
            per_step.setdefault(step, []).append((s, n, l))
    t = Truth(name, normalisation)
    for step, rows in sorted(per_step.items()):
        # DDP averages gradients over ranks: objective = (1/world) * sum of backpropagated losses
        t.add(step, [(s, n) for s, n, _ in rows], sum(l for _, _, l in rows) / world)
    t.save()


def main():
    os.makedirs(LOGS, exist_ok=True)
    # --- 2 ranks, unsuccessful fix, `cat` of the per-rank files
    name = "ddp2_cat_repeated_header.csv"
    wd = launch(2, "unsucc")
    with open(os.path.join(LOGS, name), "wb") as out:
        for r in range(2):
            out.write(open(os.path.join(wd, f"train_rank{r}.csv"), "rb").read())
    collect_truth(wd, 2, name, "unsuccessful-fix")
    shutil.rmtree(wd)

    # --- 3 ranks, repair with all-reduced token count, rank column, merged + sorted
    name = "ddp3_rank_column_repair.csv"
    wd = launch(3, "repair")
    rows, header = [], None
    for r in range(3):
        with open(os.path.join(wd, f"train_rank{r}.csv"), newline="") as f:
            rd = csv.reader(f)
            header = next(rd)
            rows += list(rd)
    rows.sort(key=lambda x: (int(x[0]), int(x[1]), int(x[2])))
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    collect_truth(wd, 3, name, "repair")
    shutil.rmtree(wd)


if __name__ == "__main__":
    main()
