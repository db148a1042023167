"""Tiny synthetic data sets shared by the generator scripts.

Everything is generated on the fly from a seed so the runs are reproducible and
need no downloads.  The data is *learnable* (Markov-chain text, label depends on
the tokens) so the training runs actually move their losses.
"""
import torch

PAD = 0
IGNORE = -100


def markov_docs(n_docs, vocab=64, min_len=4, max_len=48, seed=0, len_sampler=None):
    """Variable-length documents drawn from a sparse random Markov chain."""
    g = torch.Generator().manual_seed(seed)
    # every token has 3 likely successors -> a bigram model can learn it
    succ = torch.randint(1, vocab, (vocab, 3), generator=g)
    docs = []
    for _ in range(n_docs):
        if len_sampler is None:
            n = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
        else:
            n = len_sampler(g)
        tok = int(torch.randint(1, vocab, (1,), generator=g))
        seq = [tok]
        for _ in range(n - 1):
            if float(torch.rand(1, generator=g)) < 0.85:
                tok = int(succ[tok, int(torch.randint(0, 3, (1,), generator=g))])
            else:
                tok = int(torch.randint(1, vocab, (1,), generator=g))
            seq.append(tok)
        docs.append(torch.tensor(seq, dtype=torch.long))
    return docs


def pad_lm_batch(docs):
    """inputs/targets for next-token prediction, padded with IGNORE targets."""
    L = max(len(d) for d in docs) - 1
    inp = torch.full((len(docs), L), PAD, dtype=torch.long)
    tgt = torch.full((len(docs), L), IGNORE, dtype=torch.long)
    for i, d in enumerate(docs):
        inp[i, : len(d) - 1] = d[:-1]
        tgt[i, : len(d) - 1] = d[1:]
    return inp, tgt


def pack_docs(docs, row_len):
    """Greedy packing of documents into rows of row_len+1 tokens.

    A document that does not fit in the remaining room starts a new row (the
    rest of the row is padding).  Targets that would cross a document boundary
    are masked, so the number of trained tokens per row varies.
    Returns a list of (inp, tgt) rows.
    """
    rows, cur, cur_doc_ids = [], [], []
    def flush():
        if not cur:
            return
        toks = torch.tensor(cur)
        ids = torch.tensor(cur_doc_ids)
        inp = torch.full((row_len,), PAD, dtype=torch.long)
        tgt = torch.full((row_len,), IGNORE, dtype=torch.long)
        n = len(cur) - 1
        inp[:n] = toks[:-1]
        t = toks[1:].clone()
        t[ids[1:] != ids[:-1]] = IGNORE  # no prediction across documents
        tgt[:n] = t
        rows.append((inp, tgt))
    for di, d in enumerate(docs):
        d = d[: row_len + 1].tolist()
        if len(cur) + len(d) > row_len + 1:
            flush()
            cur, cur_doc_ids = [], []
        cur += d
        cur_doc_ids += [di] * len(d)
    flush()
    return rows


def cls_docs(n, vocab=200, n_classes=4, min_len=3, max_len=40, seed=0, label_noise=0.1):
    """Bag-of-words documents whose label is the majority 'topic' of their tokens."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        y = int(torch.randint(0, n_classes, (1,), generator=g))
        L = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
        topic = torch.randint(0, vocab // n_classes, (L,), generator=g) + y * (vocab // n_classes)
        noise = torch.randint(0, vocab, (L,), generator=g)
        keep = torch.rand(L, generator=g) < 0.6
        toks = torch.where(keep, topic, noise)
        if float(torch.rand(1, generator=g)) < label_noise:
            y = int(torch.randint(0, n_classes, (1,), generator=g))
        out.append((toks, y))
    return out


def bag(batch):
    """EmbeddingBag inputs (flat tokens + offsets) and labels for a list of (toks, y)."""
    toks = torch.cat([t for t, _ in batch])
    lens = torch.tensor([len(t) for t, _ in batch])
    offsets = torch.cat([torch.zeros(1, dtype=torch.long), lens.cumsum(0)[:-1]])
    y = torch.tensor([yy for _, yy in batch])
    return toks, offsets, y


class BigramLM(torch.nn.Module):
    def __init__(self, vocab=64, dim=32, hidden=False):
        super().__init__()
        self.emb = torch.nn.Embedding(vocab, dim)
        self.hidden = torch.nn.Linear(dim, dim) if hidden else None
        self.out = torch.nn.Linear(dim, vocab)

    def forward(self, x):
        h = self.emb(x)
        if self.hidden is not None:
            h = torch.relu(self.hidden(h)) + h
        return self.out(h)


class BagClassifier(torch.nn.Module):
    def __init__(self, vocab=200, dim=32, n_classes=4):
        super().__init__()
        self.emb = torch.nn.EmbeddingBag(vocab, dim, mode="mean")
        self.head = torch.nn.Linear(dim, n_classes)

    def encode(self, toks, offsets):
        return self.emb(toks, offsets)

    def forward(self, toks, offsets):
        return self.head(self.encode(toks, offsets))
