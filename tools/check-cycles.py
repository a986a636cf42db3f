#!/usr/bin/env python3
"""check-cycles.py DIR...: call cycles between the C files under each DIR.

A file X.c that calls (or names) a function defined, not static, in Y.c
depends on Y; a header belongs to its .c file. The files that depend on each
other in a ring form a cycle: none may exist, in any layer (HACKING.md,
"Layers"). For each DIR it prints every cycle (its files, sorted), then one
line "DIR: N files, E dependencies, C cycles (largest L)". Exit status 1
when any DIR has a cycle, 2 on bad usage.

The C is read without a compiler: comments, strings and character
constants are blanked, preprocessor lines dropped, and a function
definition is a name followed by a parenthesised list and a brace at the
file's top level. That is enough for this tree's style (clang-format)."""
import os
import re
import sys

IDENT = re.compile(r"[A-Za-z_]\w*")


def blank(text):
    """The text with comments, strings, character constants and
    preprocessor lines replaced by spaces (line breaks kept)."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            j = i
            while j < n and (text[j] != "\n" or text[j - 1] == "\\"):
                j += 1
            out.append(" " * (j - i))
            i = j
            continue
        if c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if c == "/" and text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
            continue
        if c == "\n":
            at_line_start = True
        elif not c.isspace():
            at_line_start = False
        out.append(c)
        i += 1
    return "".join(out)


def definitions(code):
    """(name, is_static, body) of every function defined in blanked code."""
    found = []
    depth = 0
    start = 0  # where the current top-level declaration began
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if c == "{" and depth == 0:
            head = code[start:i]
            m = re.search(r"([A-Za-z_]\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*$", head)
            j, d = i + 1, 1
            while j < n and d:
                d += {"{": 1, "}": -1}.get(code[j], 0)
                j += 1
            if m and "=" not in head[: m.start()]:
                words = IDENT.findall(head[: m.start()])
                found.append((m.group(1), "static" in words, code[i:j]))
            i = j
            start = j
            continue
        if c == ";" and depth == 0:
            start = i + 1
        i += 1
    return found


def scan(root):
    sources = []
    for folder, _, files in os.walk(root):
        sources += [os.path.join(folder, f) for f in files if f.endswith(".c")]
    sources.sort()
    module = {path: os.path.relpath(path, root)[:-2] for path in sources}
    owner, bodies, local = {}, {}, {}
    for path in sources:
        with open(path, encoding="utf-8", errors="replace") as f:
            code = blank(f.read())
        m = module[path]
        bodies[m] = code
        local[m] = set()
        for name, is_static, _ in definitions(code):
            if is_static:
                local[m].add(name)  # hides another file's function of that name here
            else:
                owner.setdefault(name, m)
    edges = {m: set() for m in module.values()}
    for m, code in bodies.items():
        for word in set(IDENT.findall(code)) - local[m]:
            o = owner.get(word)
            if o and o != m:
                edges[m].add(o)
    return edges


def strongly_connected(edges):
    """Tarjan's algorithm, iterative: the components of more than one node."""
    index, low, on_stack, stack, result = {}, {}, set(), [], []
    counter = [0]
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    result.append(sorted(component))
    return result


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    status = 0
    for root in argv[1:]:
        if not os.path.isdir(root):
            print(f"check-cycles.py: {root}: not a folder", file=sys.stderr)
            return 2
        edges = scan(root)
        cycles = strongly_connected(edges)
        for c in cycles:
            print(f"cycle of {len(c)}: {' '.join(c)}")
        count = sum(len(v) for v in edges.values())
        largest = max((len(c) for c in cycles), default=0)
        print(f"{root}: {len(edges)} files, {count} dependencies, {len(cycles)} cycles (largest {largest})")
        if cycles:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
