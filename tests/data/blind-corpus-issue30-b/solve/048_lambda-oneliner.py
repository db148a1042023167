solve = lambda ws, w: (lambda m: sum(ws) / m if m else 0)(sum(w))
