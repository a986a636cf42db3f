#!/bin/sh
# check-potfiles.sh SOURCE_ROOT: every C file under src/ that marks a string
# for translation (_(, N_(, C_(, ngettext() is listed in po/POTFILES, and
# every file listed there exists; otherwise its strings would silently stay
# English. TAP.
set -u
root=$1
echo "1..2"
missing=$(cd "$root" && grep -rlE '(^|[^A-Za-z0-9_])(N?_|C_|ngettext)\(' src --include='*.c' | sort |
    while read -r f; do grep -qx "$f" po/POTFILES || echo "$f"; done)
if [ -z "$missing" ]; then
    echo "ok 1 - every file with translatable strings is in po/POTFILES"
else
    echo "not ok 1 - files with translatable strings missing from po/POTFILES:"
    printf '%s\n' "$missing" | sed 's/^/# /'
fi
gone=$(cd "$root" && grep -v '^#' po/POTFILES | grep -v '^$' | while read -r f; do [ -f "$f" ] || echo "$f"; done)
if [ -z "$gone" ]; then
    echo "ok 2 - every file in po/POTFILES exists"
else
    echo "not ok 2 - po/POTFILES lists files that do not exist:"
    printf '%s\n' "$gone" | sed 's/^/# /'
fi
