#!/usr/bin/env bash
# tools/windows/build-deps.sh: cross-builds the libraries the Windows build
# needs (SDL2, FreeType, SDL2_ttf, SDL2_image with PNG and SVG only,
# SDL2_mixer with WAV only, cmocka for the tests; ENet and miniupnpc for the
# network game, as static libraries) from Debian's source packages with
# mingw-w64, into a cache folder that later runs reuse.
#
#   tools/windows/build-deps.sh        prints the cache folder's path last
#
# The sources come from `apt-get source` through a private sources list and
# a private apt state folder inside the cache, so the system's apt state is
# never touched; Debian's archive is the only place anything is fetched from.
#
# Environment:
#   CARTO_WIN_CACHE   the cache folder (default ~/.cache/cartographers-win)
#   CARTO_WIN_MIRROR  the Debian mirror (default http://deb.debian.org/debian)
#   CARTO_WIN_SUITE   the suite whose sources are built (default bookworm)
#
# In the cache: apt/ (private apt state), src/ (unpacked sources), build/,
# prefix/ (the installed libraries: bin/*.dll, lib/, include/,
# lib/pkgconfig/), deps.ini (a meson cross file naming prefix/, used with
# tools/windows/x86_64-w64-mingw32.ini) and one stamp per library: a library
# whose stamp matches its source version and build recipe is not built again.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${CARTO_WIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cartographers-win}
mirror=${CARTO_WIN_MIRROR:-http://deb.debian.org/debian}
suite=${CARTO_WIN_SUITE:-bookworm}
host=x86_64-w64-mingw32
jobs=$(nproc 2>/dev/null || echo 2)

say() { printf '==> [win-deps] %s\n' "$*" >&2; }
die()
{
    printf 'error: [win-deps] %s\n' "$*" >&2
    exit 1
}

for tool in "$host-gcc-posix" "$host-windres" cmake dpkg-source apt-get; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is missing (tools/packages.txt lists what provides it)"
done

mkdir -p "$cache"/{apt/lists/partial,apt/cache/archives/partial,apt/state,src,build,prefix}
cache=$(cd "$cache" && pwd)
prefix=$cache/prefix

# --- sources through a private apt -----------------------------------------
apt_opts=(
    -o "Dir::Etc::SourceList=$cache/apt/sources.list"
    -o "Dir::Etc::SourceParts=/dev/null"
    -o "Dir::State=$cache/apt/state"
    -o "Dir::State::Lists=$cache/apt/lists"
    -o "Dir::Cache=$cache/apt/cache"
    -o "Debug::NoLocking=1"
    -o "APT::Sandbox::User=$(id -un)"
)
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[ -r "$keyring" ] || die "$keyring is missing (package debian-archive-keyring)"
echo "deb-src [signed-by=$keyring] $mirror $suite main" >"$cache/apt/sources.list"

apt_updated=false
# unpack SOURCE_PACKAGE: prints the folder its sources are in (fetching
# them the first time)
unpack()
{
    local pkg=$1 dir
    dir=$(find "$cache/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | sort | tail -n 1)
    if [ -z "$dir" ]; then
        if [ "$apt_updated" = false ]; then
            say "apt-get update (private state in $cache/apt)"
            apt-get "${apt_opts[@]}" -q update >&2
            apt_updated=true
        fi
        say "apt-get source $pkg"
        (cd "$cache/src" && apt-get "${apt_opts[@]}" -q source "$pkg" >&2)
        dir=$(find "$cache/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | sort | tail -n 1)
        [ -n "$dir" ] || die "apt-get source $pkg gave no source folder"
    fi
    printf '%s\n' "$dir"
}

# The cmake settings every library shares: the mingw-w64 compilers, shared
# libraries, looking for dependencies only in our prefix.
cmake_common=(
    -DCMAKE_SYSTEM_NAME=Windows
    -DCMAKE_SYSTEM_PROCESSOR=x86_64
    "-DCMAKE_C_COMPILER=$host-gcc-posix"
    "-DCMAKE_CXX_COMPILER=$host-g++-posix"
    "-DCMAKE_RC_COMPILER=$host-windres"
    "-DCMAKE_FIND_ROOT_PATH=$prefix;/usr/$host"
    -DCMAKE_FIND_ROOT_PATH_MODE_PROGRAM=NEVER
    -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY
    -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY
    -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY
    "-DCMAKE_PREFIX_PATH=$prefix"
    "-DCMAKE_INSTALL_PREFIX=$prefix"
    -DCMAKE_BUILD_TYPE=Release
    -DBUILD_SHARED_LIBS=ON
    # the DLLs need no libgcc_s/libstdc++ DLL beside them
    "-DCMAKE_SHARED_LINKER_FLAGS=-static-libgcc"
)

# build NAME SOURCE_PACKAGE CMAKE_OPTION...: configure, build and install
# one library unless its stamp says this version and recipe is there.
build()
{
    local name=$1 pkg=$2
    shift 2
    local src stamp want
    src=$(unpack "$pkg")
    stamp=$cache/stamp-$name
    want="$(basename "$src") $* $(printf '%s\n' "${cmake_common[@]}" | md5sum | cut -c1-8)"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        say "$name: cached ($(basename "$src"))"
        return 0
    fi
    say "$name: building $(basename "$src")"
    rm -rf "$cache/build/$name"
    PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH='' \
        cmake -S "$src" -B "$cache/build/$name" -G 'Unix Makefiles' "${cmake_common[@]}" "$@" \
        >"$cache/build/$name.configure.log" 2>&1 ||
        die "$name: cmake failed, see $cache/build/$name.configure.log"
    cmake --build "$cache/build/$name" -j "$jobs" >"$cache/build/$name.build.log" 2>&1 ||
        die "$name: build failed, see $cache/build/$name.build.log"
    cmake --install "$cache/build/$name" >>"$cache/build/$name.build.log" 2>&1 ||
        die "$name: install failed, see $cache/build/$name.build.log"
    printf '%s\n' "$want" >"$stamp"
}

start=$(date +%s)

build sdl2 libsdl2 \
    -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF

build freetype freetype \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON

build sdl2_ttf libsdl2-ttf \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_INSTALL=ON

# PNG through the bundled stb_image (and saving through miniz), SVG through
# the bundled nanosvg: no libpng or zlib needed. Every other format is off.
image_off=()
for fmt in AVIF BMP GIF JPG JXL LBM PCX PNM QOI TGA TIF WEBP XCF XPM XV; do
    image_off+=("-DSDL2IMAGE_$fmt=OFF")
done
build sdl2_image libsdl2-image \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF \
    -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON -DSDL2IMAGE_SVG=ON -DSDL2IMAGE_DEPS_SHARED=OFF "${image_off[@]}"

# SDL2_mixer for the game's sounds (assets/sounds: 16-bit PCM WAV only).
# Mix_LoadWAV reads WAV through SDL2's own loader, so every codec and music
# format (FLAC, MOD, MP3, MIDI, Opus, Vorbis (an empty name is none),
# streamed WAVE music, an external player) is off: one DLL that needs
# nothing but SDL2.
build sdl2_mixer libsdl2-mixer \
    -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_DEPS_SHARED=OFF -DSDL2MIXER_CMD=OFF \
    -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF \
    -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS= -DSDL2MIXER_WAVE=OFF

# cmocka prints with mingw-w64's C99 printf (%zu), and its header says so:
# with the plain "printf" archetype gcc checks the callers' formats against
# msvcrt's printf, which knows no %zu.
build cmocka cmocka \
    -DWITH_STATIC_LIB=OFF -DWITH_EXAMPLES=OFF -DUNIT_TESTING=OFF -DPICKY_DEVELOPER=OFF \
    -DCMAKE_C_FLAGS=-D__USE_MINGW_ANSI_STDIO=1
sed -i 's/__format__ (__printf__, a, b)/__format__ (__gnu_printf__, a, b)/' "$prefix/include/cmocka.h"

# --- the network game: ENet and miniupnpc ------------------------------------
# Both static, so no DLL to ship; neither's CMake writes a pkg-config file, so
# this writes one for meson. When the suite's source of a package cannot be
# fetched whole (Debian's mirror may lack its tarball), the upstream tarball
# of the next suite's source is taken (apt checks it against that suite's
# Sources index as it downloads it).
net_next_suite=${CARTO_WIN_NEXT_SUITE:-trixie}

# unpack_orig SOURCE_PACKAGE: the package's sources, whole from the suite, or
# else its upstream tarball from $net_next_suite
unpack_orig()
{
    local pkg=$1 dir next=$cache/apt-next tarball
    if dir=$(unpack "$pkg" 2>/dev/null); then
        printf '%s\n' "$dir"
        return 0
    fi
    say "$pkg: not whole in $suite; the upstream tarball of $net_next_suite's source"
    mkdir -p "$next"/{lists/partial,cache/archives/partial,state,src}
    echo "deb-src [signed-by=$keyring] $mirror $net_next_suite main" >"$next/sources.list"
    local next_opts=(
        -o "Dir::Etc::SourceList=$next/sources.list"
        -o "Dir::Etc::SourceParts=/dev/null"
        -o "Dir::State=$next/state"
        -o "Dir::State::Lists=$next/lists"
        -o "Dir::Cache=$next/cache"
        -o "Debug::NoLocking=1"
        -o "APT::Sandbox::User=$(id -un)"
    )
    apt-get "${next_opts[@]}" -q update >&2
    (cd "$next/src" && apt-get "${next_opts[@]}" -q source --download-only "$pkg" >&2) || true
    tarball=$(find "$next/src" -maxdepth 1 -name "${pkg}_*.orig.tar.*" ! -name '*.asc' | sort | tail -n 1)
    [ -n "$tarball" ] || die "$pkg: no source in $suite or $net_next_suite"
    tar -xf "$tarball" -C "$cache/src"
    dir=$(find "$cache/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | sort | tail -n 1)
    [ -n "$dir" ] || die "$pkg: $tarball holds no $pkg-VERSION folder"
    printf '%s\n' "$dir"
}

# write_pc NAME VERSION CFLAGS LIBS: prefix/lib/pkgconfig/NAME.pc
write_pc()
{
    mkdir -p "$prefix/lib/pkgconfig"
    cat >"$prefix/lib/pkgconfig/$1.pc" <<PC
prefix=$prefix
Name: $1
Description: $1 (static, cross-built by tools/windows/build-deps.sh)
Version: $2
Cflags: -I\${prefix}/include $3
Libs: $4
PC
}

build_net_libs()
{
    local src
    # unpack_orig first: build's own unpack then finds the folder it left.
    # ENet's CMakeLists makes a static library whatever BUILD_SHARED_LIBS says.
    src=$(unpack_orig enet)
    build enet enet
    write_pc libenet "$(basename "$src" | sed 's/^enet-//; s/+.*//')" "" \
        "-L\${prefix}/lib/static -lenet -lws2_32 -lwinmm"
    src=$(unpack_orig miniupnpc)
    build miniupnpc miniupnpc -DUPNPC_BUILD_STATIC=ON -DUPNPC_BUILD_SHARED=OFF \
        -DUPNPC_BUILD_TESTS=OFF -DUPNPC_BUILD_SAMPLE=OFF
    write_pc miniupnpc "$(basename "$src" | sed 's/^miniupnpc-//')" "-DMINIUPNP_STATICLIB" \
        "-L\${prefix}/lib -lminiupnpc -lws2_32 -liphlpapi"
}
build_net_libs

# meson reads the prefix from this cross file, given after the tree's own.
# Its headers are system headers, as /usr/include is natively: warnings in
# their macros (cmocka's fail_msg) are not the project's.
cat >"$cache/deps.ini" <<EOF
# Generated by tools/windows/build-deps.sh: where the cross-built libraries are.
[properties]
pkg_config_libdir = '$prefix/lib/pkgconfig'

[built-in options]
c_args = ['-isystem', '$prefix/include']
EOF

say "done in $(($(date +%s) - start)) s: $prefix"
printf '%s\n' "$cache"
