#!/usr/bin/env python3
"""Coordinate descent of per-card weights with the medium bot (paired on seeds)."""
import subprocess, sys, math, json
TUNE = '/work/wt/card22/build-rel/src/ai/ai-tune'
cards = sys.argv[1].split(',')
games = int(sys.argv[2]); seed = int(sys.argv[3]); game = sys.argv[4] if len(sys.argv) > 4 else 'base'
state = {}  # key -> value
def run(card, extra):
    args = [TUNE, '--bot', 'medium', '--games', str(games), '--seed', str(seed), '--with', card, '--game', game]
    for k, v in {**state, **extra}.items():
        args += ['--set', f'{k}={v}']
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return [int(l.split()[2]) for l in out.splitlines() if l and l[0].isdigit()]
def paired(a, b):
    d = [x - y for x, y in zip(a, b)]
    m = sum(d) / len(d); sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
    return m, sd / math.sqrt(len(d))
grid = {'pot': [0, 40, 70, 100, 130, 170, 230], 'fut': [40, 60, 80, 100, 120, 150, 200]}
for sweep in range(2):
    for card in cards:
        for kind in ('pot', 'fut'):
            key = f'{kind}.{card}'
            base = run(card, {})
            best, bestm = state.get(key, 100), 0.0
            res = []
            for v in grid[kind]:
                if v == state.get(key, 100):
                    continue
                r = run(card, {key: v}); m, se = paired(r, base)
                res.append((v, round(m, 2), round(se, 2)))
                if m > bestm + 2 * se and m > bestm:
                    best, bestm = v, m
            state[key] = best
            print(sweep, key, '->', best, res, flush=True)
print(json.dumps(state))
