"""Shared bits for the tiny CPU training runs that produce the log corpus.

Everything here is deliberately boring: a synthetic "language" (a random
bigram Markov chain over a 40-token vocabulary), variable-length sequences,
right padding, next-token labels with -100 on padding (and on prompts for the
SFT-style data), and a tiny causal conv LM.  The individual run scripts own
their training loops and their logging code.
"""
import math
import random

import torch
import torch.nn as nn
import torch.nn.functional as F

V = 40
PAD, BOS, EOS, SEP = 0, 1, 2, 3
IGNORE = -100


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


class BigramSource:
    """Random but learnable bigram chain over tokens 4..V-1."""

    def __init__(self, seed=0, temperature=0.35):
        g = torch.Generator().manual_seed(seed)
        logits = torch.randn(V, V, generator=g) / temperature
        logits[:, :4] = -1e9
        self.probs = torch.softmax(logits, dim=-1)
        self.g = torch.Generator().manual_seed(seed + 1)

    def sample(self, n):
        out = [int(torch.randint(4, V, (1,), generator=self.g))]
        for _ in range(n - 1):
            out.append(int(torch.multinomial(self.probs[out[-1]], 1, generator=self.g)))
        return out


def make_lm_dataset(n_docs, seed=0, min_len=3, max_len=90):
    """Documents with a skewed length distribution (lots of short ones)."""
    src = BigramSource(seed)
    rng = random.Random(seed)
    docs = []
    for _ in range(n_docs):
        L = int(math.exp(rng.uniform(math.log(min_len), math.log(max_len))))
        docs.append([BOS] + src.sample(L) + [EOS])
    return docs


def make_sft_dataset(n, seed=0, max_total=48):
    """prompt SEP response EOS, truncated to max_total; labels only on the response.
    Long prompts push the response out of the window entirely (all labels -100)."""
    src = BigramSource(seed)
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        plen = rng.choice([rng.randint(3, 20), rng.randint(3, 20), rng.randint(40, 70)])
        rlen = rng.randint(1, 30)
        prompt = [BOS] + src.sample(plen) + [SEP]
        resp = src.sample(rlen) + [EOS]
        ids = (prompt + resp)[:max_total]
        lab = ([IGNORE] * len(prompt) + resp)[:max_total]
        out.append((ids, lab))
    return out


def make_packed_dataset(n_rows, seq_len=64, seed=0, boundary_mask=False, doc_len=(20, 400)):
    """Packed (concatenated) documents cut into fixed-length rows: no padding,
    so every row has exactly seq_len labels unless boundary_mask is set, in
    which case the label that crosses a document boundary is masked."""
    src = BigramSource(seed)
    rng = random.Random(seed)
    stream, starts = [], set()
    while len(stream) < n_rows * (seq_len + 1) + 1:
        starts.add(len(stream))
        stream += [BOS] + src.sample(rng.randint(*doc_len)) + [EOS]
    rows = []
    for r in range(n_rows):
        a = r * (seq_len + 1)
        ids = stream[a:a + seq_len]
        lab = stream[a + 1:a + seq_len + 1]
        if boundary_mask:
            lab = [IGNORE if (a + 1 + j) in starts else t for j, t in enumerate(lab)]
        rows.append((ids, lab))
    return rows


def collate_lm(docs):
    """docs: list of token lists -> input_ids / labels, right padded."""
    L = max(len(d) for d in docs) - 1
    ids = torch.full((len(docs), L), PAD, dtype=torch.long)
    lab = torch.full((len(docs), L), IGNORE, dtype=torch.long)
    for i, d in enumerate(docs):
        ids[i, :len(d) - 1] = torch.tensor(d[:-1])
        lab[i, :len(d) - 1] = torch.tensor(d[1:])
    return {"input_ids": ids, "labels": lab}


def collate_pairs(pairs):
    """pairs: list of (ids, labels) already aligned (labels[j] is the target at j)."""
    L = max(len(p[0]) for p in pairs)
    ids = torch.full((len(pairs), L), PAD, dtype=torch.long)
    lab = torch.full((len(pairs), L), IGNORE, dtype=torch.long)
    for i, (a, b) in enumerate(pairs):
        ids[i, :len(a)] = torch.tensor(a)
        lab[i, :len(b)] = torch.tensor(b)
    return {"input_ids": ids, "labels": lab}


def collate_sft(pairs):
    """SFT pairs hold the unshifted sequence and its label mask; shift here."""
    shifted = [(ids[:-1], lab[1:]) for ids, lab in pairs]
    return collate_pairs(shifted)


def batches(items, bs, collate, shuffle=True, seed=0, drop_last=False):
    idx = list(range(len(items)))
    if shuffle:
        random.Random(seed).shuffle(idx)
    out = []
    for i in range(0, len(idx), bs):
        chunk = idx[i:i + bs]
        if drop_last and len(chunk) < bs:
            break
        out.append(collate([items[j] for j in chunk]))
    return out


class TinyLM(nn.Module):
    """Embedding of the current and two previous tokens -> MLP -> vocab.
    (Only Linear/Embedding ops: Conv1d backward in this torch build returns
    garbage when gradients are accumulated, so it is avoided.)"""

    def __init__(self, d=32):
        super().__init__()
        self.emb = nn.Embedding(V, d)
        self.mix = nn.Linear(3 * d, 2 * d)
        self.out = nn.Linear(2 * d, d)
        self.head = nn.Linear(d, V)

    def forward(self, input_ids):
        e = self.emb(input_ids)                      # B, T, d
        e1 = F.pad(e, (0, 0, 1, 0))[:, :-1]          # previous token
        e2 = F.pad(e, (0, 0, 2, 0))[:, :-2]          # two back
        h = F.gelu(self.mix(torch.cat([e, e1, e2], dim=-1)))
        h = F.gelu(self.out(h))
        return self.head(h)


def ce(logits, labels, reduction="mean"):
    return F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1),
                           ignore_index=IGNORE, reduction=reduction)


def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]
