#!/usr/bin/python3
"""docs/log.md's PyTorch recipe, run as written: its AccumulationLog (the code block after
"<!-- recipe: pytorch -->") logs a short training run of train_accum.py's model and data.

  recipe_run.py --norm mean-accum|sum-accum|sum-tokens --out run.csv [--steps 12] [--seed 0]
"""
import argparse
import os
import re
import sys

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train_accum  # noqa: E402  (the model and the data of the suite's runs)

DOC = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'docs', 'log.md')


def recipe():
    text = open(DOC, encoding='utf-8').read()
    found = re.search(r'<!-- recipe: pytorch -->\n```python\n(.*?)```', text, re.S)
    if not found:
        raise SystemExit('docs/log.md has no "<!-- recipe: pytorch -->" python block')
    namespace = {}
    exec(compile(found.group(1), 'docs/log.md (recipe: pytorch)', 'exec'), namespace)
    return namespace['AccumulationLog']


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--norm', required=True, choices=['mean-accum', 'sum-accum', 'sum-tokens'])
    parser.add_argument('--out', required=True)
    parser.add_argument('--steps', type=int, default=12)
    parser.add_argument('--seed', type=int, default=0)
    args = parser.parse_args()
    train_accum.setup_determinism(args.seed)
    lang = train_accum.Language(args.seed)
    rng = np.random.default_rng([args.seed, 2])
    model = train_accum.TinyLM()
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    accum_steps = 4
    log = recipe()(args.out)
    for step in range(args.steps):
        window = train_accum.step_batches(lang, rng, accum_steps)
        tokens_in_window = sum(int((labels != -100).sum()) for _, labels in window)
        for inputs, labels in window:
            logits = model(inputs)
            flat = logits.reshape(-1, logits.size(-1))
            if args.norm == 'mean-accum':
                loss = F.cross_entropy(flat, labels.reshape(-1), ignore_index=-100) / accum_steps
            elif args.norm == 'sum-accum':
                loss = F.cross_entropy(flat, labels.reshape(-1), ignore_index=-100, reduction='sum') / accum_steps
            else:
                loss = F.cross_entropy(flat, labels.reshape(-1), ignore_index=-100, reduction='sum') / tokens_in_window
            loss.backward()
            log.row(step, logits, labels, loss)
        optimizer.step()
        optimizer.zero_grad()
    log.close()


if __name__ == '__main__':
    main()
