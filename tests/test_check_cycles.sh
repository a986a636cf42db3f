#!/usr/bin/env bash
# test_check_cycles.sh CHECK_CYCLES SOURCE_ROOT: no call cycle in any layer of
# src/, and the checker itself finds a cycle when there is one (two files
# that call each other, and a ring of three through a header), while a
# static function of the same name or a name in a comment or string is no
# dependency. TAP.
set -u
check=$1
root=$2
echo "1..3"
if out=$(python3 "$check" "$root/src/engine" "$root/src/session" "$root/src/net" "$root/src/ai" "$root/src/cli" "$root/src/ui"); then
    echo "ok 1 - no call cycle in src/"
else
    echo "not ok 1 - call cycles in src/"
fi
printf '%s\n' "$out" | sed 's/^/# /'

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/ring/sub"
cat >"$tmp/ring/a.c" <<'C'
#include "b.h"
int a_one(void)
{
    return b_two() + 1;
}
C
cat >"$tmp/ring/sub/b.c" <<'C'
int b_two(void) { return c_three(); }
C
cat >"$tmp/ring/c.c" <<'C'
static int helper(int x,
                  int y)
{
    return x + y;
}
int c_three(void) { return helper(a_one(), 2); }
C
out=$(python3 "$check" "$tmp/ring")
status=$?
if [ $status -eq 1 ] && printf '%s\n' "$out" | grep -q '^cycle of 3: a c sub/b$'; then
    echo "ok 2 - a ring of three files is found"
else
    echo "not ok 2 - a ring of three files is found (status $status)"
    printf '%s\n' "$out" | sed 's/^/# /'
fi

mkdir -p "$tmp/clean"
cat >"$tmp/clean/a.c" <<'C'
/* b_two() is only named here in a comment */
static int b_two(void) { return 1; }
int a_one(void) { const char *s = "b_two()"; return b_two() + (s != 0); }
C
cat >"$tmp/clean/b.c" <<'C'
int b_two(void) { return a_one(); }
C
out=$(python3 "$check" "$tmp/clean")
status=$?
if [ $status -eq 0 ] && printf '%s\n' "$out" | grep -q ': 2 files, 1 dependencies, 0 cycles'; then
    echo "ok 3 - a static function, a comment and a string are no dependency"
else
    echo "not ok 3 - a static function, a comment and a string are no dependency (status $status)"
    printf '%s\n' "$out" | sed 's/^/# /'
fi
