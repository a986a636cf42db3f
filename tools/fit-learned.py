#!/usr/bin/env python3
"""EXPERIMENT: fit per (card, k, third) target = a*points + b*pot/100 + c, ridge toward
(1, 0.8) with `lam` pseudo-samples; prints `card k third A B` (per 100)."""
import sys
from collections import defaultdict

def solve3(M, v):
    M = [row[:] + [v[i]] for i, row in enumerate(M)]
    n = 3
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(M[r][i]))
        M[i], M[p] = M[p], M[i]
        if abs(M[i][i]) < 1e-12:
            return None
        for r in range(n):
            if r != i:
                f = M[r][i] / M[i][i]
                for c in range(i, n + 1):
                    M[r][c] -= f * M[i][c]
    return [M[i][n] / M[i][i] for i in range(n)]

lam = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
pool_third = len(sys.argv) > 3 and sys.argv[3] == 'pool'
cells = defaultdict(list)
for line in open(sys.argv[1]):
    seed, card, k, third, pts, pot, target = map(int, line.split())
    if pool_third:
        for t in range(3):
            cells[(card, k, t)].append((pts, pot / 100.0, target))
    else:
        cells[(card, k, third)].append((pts, pot / 100.0, target))
for key in sorted(cells):
    xs = cells[key]
    n = len(xs)
    mx = sum(x for x, _, _ in xs) / n
    my = sum(y for _, y, _ in xs) / n
    vx = sum((x - mx) ** 2 for x, _, _ in xs) / n + 1.0
    vy = sum((y - my) ** 2 for _, y, _ in xs) / n + 1.0
    # normal equations with ridge on a, b toward 1, 0.8
    S = [[0.0] * 3 for _ in range(3)]
    r = [0.0] * 3
    for x, y, t in xs:
        f = (x, y, 1.0)
        for i in range(3):
            r[i] += f[i] * t
            for j in range(3):
                S[i][j] += f[i] * f[j]
    S[0][0] += lam * vx; r[0] += lam * vx * 1.0
    S[1][1] += lam * vy; r[1] += lam * vy * 0.8
    sol = solve3(S, r)
    if sol is None:
        continue
    a, b, c = sol
    a = max(0.3, min(3.0, a))
    b = max(0.0, min(3.0, b))
    print(key[0], key[1], key[2], round(100 * a), round(100 * b), '#', n, round(c, 1))
