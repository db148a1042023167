import json, sys
t = json.load(open('/work/corpus-logs-blind1/truth/packed_near_equal_counts_3dp.csv.json'))
bad = 0; diff = 0
for st in t['steps']:
    mbs = st['mbs']
    ws = [round(m[0], 3) for m in mbs]; wm = [m[1] for m in mbs]
    L = round(st['objective'], 3)
    b = sum(s/n for s, n in zip(ws, wm))/len(mbs); c = sum(ws)/sum(wm)
    if len(set(wm)) > 1: diff += 1
    if abs(c-L) > 0.0005 - 1e-6 or abs(b-L) > 0.0005 - 1e-6: bad += 1; print(st['key'], L, b, c, wm)
print('steps', len(t['steps']), 'steps with unequal counts', diff, 'separating steps', bad)
