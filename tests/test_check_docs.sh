#!/usr/bin/env bash
# test_check_docs.sh CHECK_DOCS SOURCE_ROOT: the tree cites only docs/ and
# sections that exist there, and the checker itself catches a bare outside
# document, an issue number, a missing docs/ file and a missing section,
# while good citations pass. TAP.
set -u
check=$1
root=$2
echo "1..7"
if out=$(python3 "$check" "$root"); then
    echo "ok 1 - every citation in the tree is docs/ and its sections"
else
    echo "not ok 1 - citations to fix"
fi
[ -n "$out" ] && printf '%s\n' "$out" | sed 's/^/# /'

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/docs" "$tmp/src"
printf '# Rules\n\n## 1. Terms\n\n## 4. Special cards\n\n### 4a. Ruins\n\n## 5. End\n' >"$tmp/docs/rules.md"
md=".md"
# case NAME COMMENT EXPECTED(0 = passes, 1 = refused)
n=2
case_() {
    printf '/* %s */\nint x;\n' "$2" >"$tmp/src/a.c"
    python3 "$check" "$tmp" >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" = "$3" ]; then echo "ok $n - $1"; else echo "not ok $n - $1 (exit $rc)"; sed 's/^/# /' "$tmp/out"; fi
    n=$((n + 1))
}
case_ "good citations pass" "the walk (docs/rules$md §4, §4a; docs/rules$md §1-5 and §5)" 0
case_ "a bare outside document is refused" "see rules$md section 5" 1
case_ "an issue number is refused" "undo (Iss""ue 5 item 3)" 1
case_ "a docs/ file that does not exist is refused" "see docs/nothing$md" 1
case_ "a section that does not exist is refused" "see docs/rules$md §12" 1
case_ "the end of a range that does not exist is refused" "see docs/rules$md §4-6" 1
