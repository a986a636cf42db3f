#!/usr/bin/env python3
"""check-docs.py ROOT: the tree's comments and docs cite only the repository's
own documents (docs/*.md) and only sections those documents have.

Reported, one line each ("path:line: what"), exit status 1 when any:
- a design document outside the repository named bare (the names the
  project's docs/ replaced, or a style guide), e.g. "see the rules document
  NAME.md" without "docs/" in front;
- an issue number (the word issue followed by a number);
- a citation of docs/NAME.md when that file does not exist;
- a citation of a section, "docs/NAME.md §4" (also "§4a", "§2-5", "§3, §9"),
  when no heading of docs/NAME.md carries that number ("## 4. ...").

Inside docs/ a bare "NAME.md" is a link to the sibling file and is checked
the same way. Scanned: the text files (by name) of src tests tools po data docs, and
README.md and HACKING.md."""
import os
import re
import sys

SCANNED = ["src", "tests", "tools", "po", "data", "docs", "README.md", "HACKING.md"]
OUTSIDE_NAMES = ("rules", "formats", "look", "cards", "style")
BARE_DOC = re.compile(r"(?<![\w/.-])(" + "|".join(OUTSIDE_NAMES) + r")\.md\b")
ISSUE = re.compile(r"\b[Ii]ssues? #?\d+")
# docs/NAME.md or (inside docs/) NAME.md, then an optional list of sections
CITATION = re.compile(r"(?<![\w.-])((?:docs/)?)([a-z][a-z0-9-]*)\.md((?: ?§ ?[0-9]+[a-z]?(?:(?: ?[-–,] ?| and )§? ?[0-9]+[a-z]?)*)?)")
SECTION_NUMBER = re.compile(r"[0-9]+[a-z]?")
HEADING = re.compile(r"^#{1,6}\s+§?\s*([0-9]+[a-z]?)[.:)\s]")


def sections_of(path):
    """The section numbers the headings of a markdown file carry."""
    found = set()
    in_code = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                in_code = not in_code
                continue
            m = HEADING.match(line)
            if m and not in_code:
                found.add(m.group(1))
    return found


# Files that hold comments or prose; images, fonts and golden outputs do not.
TEXT_SUFFIXES = (".c", ".h", ".py", ".sh", ".build", ".txt", ".md", ".po", ".pot", ".in", ".desktop", ".xml",
                 ".options", ".wrap", ".log", ".cartosave")
TEXT_NAMES = ("README", "POTFILES", "LINGUAS", "meson_options.txt")


def text_files(root):
    for entry in SCANNED:
        path = os.path.join(root, entry)
        if os.path.isfile(path):
            yield path
            continue
        for dirpath, dirnames, filenames in os.walk(path):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith(TEXT_SUFFIXES) or name in TEXT_NAMES:
                    yield os.path.join(dirpath, name)


def check_line(rel, in_docs, line, docs_dir, cache):
    problems = []
    for m in ISSUE.finditer(line):
        problems.append("cites an issue number (%r): say what the code does or cite docs/" % m.group(0))
    for m in BARE_DOC.finditer(line):
        before = line[: m.start()]
        if before.endswith("docs/"):
            continue
        if in_docs and os.path.exists(os.path.join(docs_dir, m.group(0))):
            continue
        problems.append("cites a document outside the repository (%r): cite docs/%s" % (m.group(0), m.group(0)))
    for m in CITATION.finditer(line):
        prefix, name, sections = m.group(1), m.group(2), m.group(3)
        if not prefix and not in_docs:
            continue
        if not prefix and not os.path.exists(os.path.join(docs_dir, name + ".md")):
            continue  # a bare name that is no doc of ours (README.md, ...): not a citation
        path = os.path.join(docs_dir, name + ".md")
        if not os.path.exists(path):
            problems.append("cites docs/%s.md, which does not exist" % name)
            continue
        if path not in cache:
            cache[path] = sections_of(path)
        for number in SECTION_NUMBER.findall(sections):
            if number not in cache[path]:
                problems.append("cites docs/%s.md §%s, which has no such section" % (name, number))
    return problems


def main(argv):
    if len(argv) != 2:
        print("usage: check-docs.py ROOT", file=sys.stderr)
        return 2
    root = argv[1]
    docs_dir = os.path.join(root, "docs")
    cache = {}
    count = 0
    for path in text_files(root):
        rel = os.path.relpath(path, root)
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.readlines()
        except (UnicodeDecodeError, OSError):
            continue  # images, fonts: no comments
        in_docs = rel.startswith("docs" + os.sep)
        for number, line in enumerate(lines, 1):
            for problem in check_line(rel, in_docs, line, docs_dir, cache):
                print("%s:%d: %s" % (rel, number, problem))
                count += 1
    if count:
        print("%d citation problem(s)" % count)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
