#!/bin/sh
# check-mime.sh MIME_XML: compiles the MIME type into a throw-away
# shared-mime-info database and checks that it maps the save files'
# extension and first line to application/x-cartographers-save. Skips
# (exit 77) without update-mime-database (Debian: shared-mime-info).
set -eu
xml=${1:?usage: check-mime.sh MIME_XML}
type=application/x-cartographers-save
if ! command -v update-mime-database >/dev/null 2>&1; then
    echo "update-mime-database not found: skipped"
    exit 77
fi
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
db=$home/mime
mkdir -p "$db/packages"
cp "$xml" "$db/packages/"
# it reports a malformed file on stderr but may still exit 0: any output fails
out=$(XDG_DATA_HOME=$home update-mime-database "$db" 2>&1) || { echo "$out"; exit 1; }
if [ -n "$out" ]; then
    echo "update-mime-database: $out"
    exit 1
fi
grep -q "^50:$type:\*\.cartosave$" "$db/globs2" || { echo "no glob *.cartosave for $type in globs2"; cat "$db/globs2"; exit 1; }
[ -f "$db/application/x-cartographers-save.xml" ] || { echo "no $type in the database"; exit 1; }
grep -q "$type" "$db/magic" || { echo "no magic for $type"; exit 1; }
grep -q "cartographers-save " "$db/magic" || { echo "the magic is not the save's first line"; exit 1; }
echo "ok: $type for *.cartosave and files starting 'cartographers-save '"
