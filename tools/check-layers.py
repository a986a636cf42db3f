#!/usr/bin/env python3
"""check-layers.py SOURCE_ROOT: the layers of the source tree keep to their
rules (prints TAP; run by meson test as 'layers').

1. The layers below the UI (src/platform, src/engine, src/session, src/net,
   src/ai, src/cli) never
   include SDL: the build enforces the seam, and this also catches
   <SDL2/SDL.h>, which a missing dependency alone would not.
5. The net layer (src/net) stays beside the session, below the UI: it
   includes no header of the UI or the computer players, and the engine, the
   session, the platform seam and the computer players include none of its
   headers nor ENet's or miniupnpc's. (The build enforces it too: their
   libraries do not see src/net's include directory.)
2. src/ui/text includes no SDL either.
3. Each folder of src/ui uses only its own headers and those of the folders
   below it: text < gfx < core < table < screens < shell. (The build
   enforces it too: each folder's library sees only those include
   directories.)
4. No screen uses another: a file of src/ui/screens names no other screen's
   header or constructor.
"""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
UI_ORDER = ["text", "gfx", "core", "table", "screens", "shell"]
include = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
sdl = re.compile(r'^(SDL2/)?SDL')
results = []


def sources(d):
    for base, _, files in os.walk(d):
        for f in sorted(files):
            if f.endswith((".c", ".h")):
                yield os.path.join(base, f)


def includes(path):
    with open(path, errors="replace") as f:
        return include.findall(f.read())


def check(ok, what, problems):
    results.append((ok, what, problems))


# 1 and 2
for layer in ["src/platform", "src/engine", "src/session", "src/net", "src/ai", "src/cli", "src/ui/text"]:
    d = os.path.join(root, layer)
    if not os.path.isdir(d):
        continue
    bad = ["%s: #include <%s>" % (os.path.relpath(p, root), h) for p in sources(d) for h in includes(p) if sdl.match(h)]
    check(not bad, "%s includes no SDL header" % layer, bad)

# 3: which UI folder owns each header
ui = os.path.join(root, "src", "ui")
owner = {}
for layer in UI_ORDER:
    for p in sources(os.path.join(ui, layer)):
        if p.endswith(".h"):
            owner[os.path.basename(p)] = layer
for layer in UI_ORDER:
    level = UI_ORDER.index(layer)
    bad = []
    for p in sources(os.path.join(ui, layer)):
        for h in includes(p):
            o = owner.get(os.path.basename(h))
            if o is not None and UI_ORDER.index(o) > level:
                bad.append("%s includes %s (%s is above %s)" % (os.path.relpath(p, root), h, o, layer))
    check(not bad, "src/ui/%s uses only its own folder and those below it" % layer, bad)

# 4
screens_dir = os.path.join(ui, "screens")
screen_files = sorted(f for f in os.listdir(screens_dir) if f.endswith("_screen.c")) if os.path.isdir(screens_dir) else []
names = [f[: -len("_screen.c")] for f in screen_files]
bad = []
for f, name in zip(screen_files, names):
    with open(os.path.join(screens_dir, f), errors="replace") as fh:
        text = fh.read()
    for other in names:
        if other == name:
            continue
        if re.search(r'\b%s_screen\s*\(' % other, text) or ('"%s_screen.h"' % other) in text:
            bad.append("screens/%s uses the %s screen" % (f, other))
check(not bad and len(names) >= 7, "no screen uses another (%d screens)" % len(names), bad)

# 5
def headers_of(d):
    return {f for _, _, files in os.walk(os.path.join(root, d)) for f in files if f.endswith(".h")}


net_headers = headers_of("src/net")
upper_headers = headers_of("src/ui") | headers_of("src/ai")
net_dir = os.path.join(root, "src", "net")
if os.path.isdir(net_dir):
    bad = ["%s: #include \"%s\"" % (os.path.relpath(p, root), h) for p in sources(net_dir) for h in includes(p)
           if os.path.basename(h) in upper_headers]
    check(not bad and len(net_headers) > 0, "src/net uses no header of the UI or the computer players", bad)
    below = re.compile(r'^(enet/|miniupnpc/)')
    for layer in ["src/platform", "src/engine", "src/session", "src/ai"]:
        d = os.path.join(root, layer)
        bad = ["%s: #include <%s>" % (os.path.relpath(p, root), h) for p in sources(d) for h in includes(p)
               if os.path.basename(h) in net_headers or below.match(h)]
        check(not bad, "%s uses nothing of the net layer" % layer, bad)

print("1..%d" % len(results))
failed = 0
for i, (ok, what, problems) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    for line in problems:
        print("# " + line)
    failed += not ok
sys.exit(1 if failed else 0)
