# shellcheck shell=bash
# tools/common.sh: shared by tools/play.sh and tools/test.sh (source it, do
# not run it): install the Debian packages of tools/packages.txt that are
# missing, and configure or reconfigure a meson build directory.
#
# Environment:
#   CARTO_SKIP_APT=1   never call apt-get (a non-Debian machine, or you
#                      installed the equivalents of tools/packages.txt yourself)

CARTO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

carto_say() { printf '==> %s\n' "$*"; }
carto_die()
{
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# The package names of tools/packages.txt, one a line.
carto_packages() { sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$CARTO_ROOT/tools/packages.txt"; }

# The packages of tools/packages.txt that dpkg does not list as installed.
carto_missing_packages()
{
    local pkg
    for pkg in $(carto_packages); do
        if ! dpkg-query -W -f='${db:Status-Status}\n' "$pkg" 2>/dev/null | grep -qx installed; then
            printf '%s\n' "$pkg"
        fi
    done
}

# Run a command as root: directly when we are root, else through sudo.
carto_as_root()
{
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        carto_die "need root to run '$*' (and sudo is not installed)"
    fi
}

# Install what is missing from tools/packages.txt; do nothing (not even
# apt-get update) when everything is there already.
carto_install_packages()
{
    if [ "${CARTO_SKIP_APT:-0}" = 1 ]; then
        carto_say "CARTO_SKIP_APT=1: not checking Debian packages"
        return 0
    fi
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        carto_say "no dpkg/apt-get here: install the equivalents of tools/packages.txt yourself"
        return 0
    fi
    local missing
    missing=$(carto_missing_packages | tr '\n' ' ')
    missing=${missing% }
    if [ -z "$missing" ]; then
        carto_say "Debian packages: all $(carto_packages | wc -l) from tools/packages.txt are installed"
        return 0
    fi
    carto_say "installing missing Debian packages: $missing"
    carto_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
    # shellcheck disable=SC2086 # one word per package
    carto_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
}

# carto_setup DIR [MESON_OPTION...]: configure the build directory DIR, or
# reconfigure it when it exists already (so running twice is harmless). A
# build directory meson can no longer read (say, after a meson upgrade) is
# wiped and configured again. CC in the environment picks the compiler the
# first time; meson keeps it after that.
carto_setup()
{
    local dir=$1
    shift
    if [ -f "$CARTO_ROOT/$dir/meson-private/coredata.dat" ]; then
        meson setup --reconfigure "$CARTO_ROOT/$dir" "$CARTO_ROOT" "$@" ||
            meson setup --wipe "$CARTO_ROOT/$dir" "$CARTO_ROOT" "$@"
    else
        meson setup "$CARTO_ROOT/$dir" "$CARTO_ROOT" "$@"
    fi
}
