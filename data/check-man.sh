#!/bin/sh
# check-man.sh PAGE...: formats each manual page with man's warnings on and
# fails on any warning (as lintian's groff check would). Skips (exit 77)
# without man (Debian: man-db).
set -u
if ! command -v man >/dev/null 2>&1; then
    echo "man not found: skipped"
    exit 77
fi
status=0
for page in "$@"; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
    if [ -n "$warnings" ]; then
        echo "$page: $warnings"
        status=1
    elif ! LC_ALL=C.UTF-8 man -l "$page" 2>/dev/null | grep -q "NAME"; then
        echo "$page: does not format"
        status=1
    else
        echo "ok: $page"
    fi
done
exit $status
