#!/bin/sh
# check-complete.sh SOURCE_ROOT LANG.po XGETTEXT_ARGS...
# Makes a fresh template from po/POTFILES, merges LANG.po into it and fails if
# any entry is untranslated or fuzzy (the translation is behind the sources)
# or if msgfmt --check finds an error. Exit 77 (skipped) without the tools.
set -eu
src=$1
po=$2
shift 2
for tool in xgettext msgmerge msgfmt; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$tool not found: skipped"
        exit 77
    fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
# POTFILES without comments and without files that are not there (yet): a
# listed file that is missing is reported, not fatal.
grep -v '^#' po/POTFILES | while read -r f; do
    if [ -z "$f" ]; then
        continue
    elif [ -f "$f" ]; then
        echo "$f"
    else
        echo "note: po/POTFILES lists $f, which does not exist" >&2
    fi
done >"$tmp/files"
xgettext "$@" --files-from="$tmp/files" -o "$tmp/template.pot"
msgmerge --quiet --no-fuzzy-matching -o "$tmp/merged.po" "$po" "$tmp/template.pot"
if ! stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$tmp/merged.po" 2>&1); then
    echo "$(basename "$po"): msgfmt --check fails:"
    echo "$stats"
    exit 1
fi
echo "$(basename "$po"): $stats"
case $stats in
*untranslated* | *fuzzy*)
    echo "$(basename "$po") is behind the sources: run 'meson compile -C BUILD cartographers-update-po'"
    echo "and translate the new or changed entries. They are:"
    for which in --untranslated --only-fuzzy; do
        msgattrib "$which" --no-wrap "$tmp/merged.po" | grep '^msgid ' | grep -v '^msgid ""$' || true
    done
    exit 1
    ;;
esac
