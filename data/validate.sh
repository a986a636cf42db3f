#!/bin/sh
# validate.sh TOOL ARGS...: runs a validator, or skips (exit 77, meson's
# "skipped") when TOOL is not installed (Debian: desktop-file-utils, appstream).
if ! command -v "$1" >/dev/null 2>&1; then
    echo "$1 not found: skipped"
    exit 77
fi
exec "$@"
