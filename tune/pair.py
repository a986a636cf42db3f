#!/usr/bin/env python3
"""pair.py A B: paired rating difference A - B over the seeds both have (lines: seed total rating)."""
import sys, math
def load(p):
    d = {}
    for l in open(p):
        f = l.split()
        if len(f) == 3 and f[0].isdigit():
            d[int(f[0])] = int(f[2])
    return d
a, b = load(sys.argv[1]), load(sys.argv[2])
seeds = sorted(set(a) & set(b))
d = [a[s] - b[s] for s in seeds]
n = len(d)
if n < 2:
    sys.exit(f'{n} common seeds')
m = sum(d) / n
se = math.sqrt(sum((x - m) ** 2 for x in d) / (n - 1) / n)
ma = sum(a[s] for s in seeds) / n; mb = sum(b[s] for s in seeds) / n
print(f'n {n}  A {ma:.2f}  B {mb:.2f}  A-B {m:+.2f} +- {se:.2f}')
