#!/usr/bin/env bash
# tools/package-deb.sh [OUT_DIR]: builds the Debian package in one command.
#
# Copies the repository's files (those git tracks, as they are in the work
# tree) into a fresh folder, installs the build dependencies debian/control
# names that are missing (apt-get, through sudo when not root; never with
# CARTO_SKIP_APT=1), runs `dpkg-buildpackage -us -uc -b` there and moves the
# .deb, .buildinfo and .changes into OUT_DIR (default: build-deb/ in the
# repository). The build runs the test suites through dh_auto_test unless
# DEB_BUILD_OPTIONS has nocheck (then the test-only build dependencies are
# not needed either). Prints the package's path, size and the time taken.
#
#   ./tools/package-deb.sh                      build-deb/cartographers_VERSION_ARCH.deb
#   DEB_BUILD_OPTIONS=nocheck ./tools/package-deb.sh /tmp/out
#   CARTO_LINTIAN=1 ./tools/package-deb.sh      also run lintian on the result
set -euo pipefail

# shellcheck source=tools/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CARTO_ROOT"
out=${1:-$CARTO_ROOT/build-deb}
mkdir -p "$out"
out=$(cd "$out" && pwd)
start=$(date +%s)

apt_install()
{
    if [ "${CARTO_SKIP_APT:-0}" = 1 ]; then
        carto_die "missing: $* (CARTO_SKIP_APT=1: install them yourself)"
    fi
    carto_say "installing from Debian: $*"
    carto_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
    carto_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@"
}

# dpkg-buildpackage and dpkg-checkbuilddeps themselves
command -v dpkg-buildpackage >/dev/null 2>&1 || apt_install dpkg-dev

profiles=
case " ${DEB_BUILD_OPTIONS:-} " in
*" nocheck "*) profiles=nocheck ;;
esac

# The unmet build dependencies, as package names (versions and alternatives
# after the first dropped; apt-get resolves the rest).
missing_build_deps()
{
    local msg
    if msg=$(dpkg-checkbuilddeps ${profiles:+-P "$profiles"} 2>&1); then
        return 0
    fi
    printf '%s\n' "$msg" | sed -n 's/.*Unmet build dependencies: //p' |
        sed -e 's/([^)]*)//g' -e 's/<[^>]*>//g' -e 's/|[^ ]*//g' -e 's/:any//g' | tr -s ' ' '\n' | sed '/^$/d'
}
mapfile -t missing < <(missing_build_deps)
if [ "${#missing[@]}" -gt 0 ]; then
    apt_install "${missing[@]}"
fi
[ -z "$(missing_build_deps)" ] || carto_die "build dependencies still missing: $(missing_build_deps | tr '\n' ' ')"

# A clean copy: what git tracks (or, outside git, everything but build folders).
version=$(dpkg-parsechangelog -S Version)
work=$(mktemp -d "${TMPDIR:-/tmp}/carto-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
src=$work/cartographers-$version
mkdir -p "$src"
if git -C "$CARTO_ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$CARTO_ROOT" ls-files -z --cached | while IFS= read -r -d '' f; do
        [ -e "$f" ] && printf '%s\0' "$f"
    done | tar -C "$CARTO_ROOT" --null -T - -cf - | tar -C "$src" -xf -
else
    tar -C "$CARTO_ROOT" --exclude='./build*' --exclude='./debian/cartographers' -cf - . | tar -C "$src" -xf -
fi

carto_say "dpkg-buildpackage -us -uc -b in $src${profiles:+ (profile $profiles)}"
log=$out/build.log
if ! (cd "$src" && DEB_BUILD_PROFILES=$profiles dpkg-buildpackage -us -uc -b) >"$log" 2>&1; then
    tail -n 60 "$log"
    carto_die "dpkg-buildpackage failed; the whole log: $log"
fi
grep -E '^(Ok|Fail|Skipped|Timeout):' "$log" | sed 's/^/    dh_auto_test: /' || true

arch=$(dpkg-architecture -qDEB_HOST_ARCH)
base=cartographers_${version}_$arch
for f in "$work/$base.deb" "$work/cartographers-dbgsym_${version}_$arch".*deb "$work/$base.buildinfo" \
    "$work/$base.changes"; do
    [ -e "$f" ] && mv -f "$f" "$out/"
done
deb=$out/$base.deb
[ -f "$deb" ] || carto_die "no $base.deb was built"
if [ "${CARTO_LINTIAN:-0}" = 1 ]; then
    command -v lintian >/dev/null 2>&1 || apt_install lintian
    carto_say "lintian $out/$base.changes"
    lintian --info --display-info --pedantic "$out/$base.changes" || true
fi
carto_say "built $deb ($(du -k "$deb" | cut -f1) KiB, installed size $(dpkg-deb -f "$deb" Installed-Size) KiB) in $(($(date +%s) - start)) s"
