#!/usr/bin/env python3
"""mo_reference.py MO_FILE OUT: what Python's own gettext module (a reader
independent of ours) finds in a catalogue msgfmt wrote, for test_mo to
compare with src/ui/text/mo.c. One line per entry, fields separated by tabs,
every byte below 0x20 and the backslash written as \\xHH:

    S <msgid> <translation>    a string (the header is the msgid "")
    P <msgid> <n> <form>       the plural form Python's rule picks for n
"""
import gettext
import sys

NS = list(range(0, 40)) + [100, 101, 102, 111, 1000, 1001, 1000000]


def esc(s):
    return b"".join(b"\\x%02x" % c if c < 0x20 or c == 0x5C else bytes([c]) for c in s.encode("utf-8"))


with open(sys.argv[1], "rb") as f:
    t = gettext.GNUTranslations(f)
lines = []
for key, value in t._catalog.items():
    if isinstance(key, str):
        lines.append(b"S\t" + esc(key) + b"\t" + esc(value))
for msgid in sorted({k[0] for k in t._catalog if isinstance(k, tuple)}):
    for n in NS:
        lines.append(b"P\t" + esc(msgid) + b"\t%d\t" % n + esc(t._catalog[(msgid, t.plural(n))]))
if len(lines) < 10:
    sys.exit("%s: only %d entries" % (sys.argv[1], len(lines)))
with open(sys.argv[2], "wb") as out:
    out.write(b"\n".join(sorted(lines)) + b"\n")
