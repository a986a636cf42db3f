#!/usr/bin/env bash
# tools/test.sh: the README's second command, and what CI runs (.ci/run).
# On a Debian/Ubuntu machine it installs the missing packages of
# tools/packages.txt, then builds and runs the whole test suite three times:
#
#   gcc     build/         gcc, the project's warnings, werror
#   asan    build-asan/    gcc with AddressSanitizer and UBSan; any report is fatal
#   clang   build-clang/   clang, werror
#   fuzz    build-fuzz/    the libFuzzer targets (saves, codes, move logs, boards, kept files, network messages, reviews), 60 s in all (one test)
#   deb     build-deb/     the Debian package built, unpacked and run (tests/deb/test_deb.py)
#   windows build-win/     cross-built for Windows with mingw-w64 (the libraries from Debian's
#                          sources, cached: tools/windows/build-deps.sh); the engine,
#                          session, rules, bot, network, CLI and translation suites run under
#                          Wine, in one Wine session (tools/windows/wine-session.sh);
#                          then tools/package-windows.sh and
#                          tests/windows/test_package.sh (the zip and the installer
#                          under Wine and Xvfb: screens, kill and resume)
#
# Every build has the developer test hooks on (-Ddeveloper=true: the F8
# state dump and --fuzz-events the UI tests drive the game with); the game
# players build (tools/play.sh, packages) has them off.
#
# Each run prints meson's own test summary. The last line totals the three:
# "N passed, M failed, K skipped". A build that fails counts as one failure.
# The exit status is 0 only when every build and every test passed.
#
#   ./tools/test.sh               all the runs
#   ./tools/test.sh gcc clang     only the runs named
#
# Safe to run again: it installs nothing that is there already and reuses the
# build directories.
set -euo pipefail

# shellcheck source=tools/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CARTO_ROOT"

runs=("$@")
if [ "${#runs[@]}" -eq 0 ]; then
    runs=(gcc asan clang fuzz deb windows)
fi
for run in "${runs[@]}"; do
    case $run in
    gcc | asan | clang | fuzz | deb | windows) ;;
    *) carto_die "unknown run '$run' (the runs are: gcc asan clang fuzz deb windows)" ;;
    esac
done

carto_install_packages

total_passed=0
total_failed=0
total_skipped=0
report=()
digest=()

# The number on meson's summary line "NAME:   N" in FILE, or 0.
summary_count()
{
    local n
    n=$(sed -n "s/^$1:[[:space:]]*\([0-9][0-9]*\).*/\1/p" "$2" | tail -n 1)
    printf '%s\n' "${n:-0}"
}

# build_suite LABEL DIR COMPILER [MESON_OPTION...]
# Configures and builds DIR; when that fails, counts one failure and returns 1.
build_suite()
{
    local label=$1 dir=$2 compiler=$3
    shift 3
    carto_say "[$label] configuring $dir/ with $compiler $*"
    if ! CC=$compiler carto_setup "$dir" "$@" || ! meson compile -C "$dir"; then
        carto_say "[$label] BUILD FAILED"
        total_failed=$((total_failed + 1))
        report+=("$label: build failed")
        return 1
    fi
}

# test_suite LABEL DIR
# Runs `meson test` in DIR with the variables in the array test_env and the
# arguments in test_args, and adds its counts to the totals.
test_suite()
{
    local label=$1 dir=$2
    carto_say "[$label] meson test -C $dir --print-errorlogs ${test_args[*]}"
    local log="$dir/meson-logs/carto-test-output.txt"
    local status=0
    env "${test_env[@]}" meson test -C "$dir" --print-errorlogs "${test_args[@]}" 2>&1 | tee "$log" || status=$?

    local ok xfail fail xpass skipped timeout passed failed
    ok=$(summary_count 'Ok' "$log")
    xfail=$(summary_count 'Expected Fail' "$log")
    fail=$(summary_count 'Fail' "$log")
    xpass=$(summary_count 'Unexpected Pass' "$log")
    skipped=$(summary_count 'Skipped' "$log")
    timeout=$(summary_count 'Timeout' "$log")
    passed=$((ok + xfail))
    failed=$((fail + xpass + timeout))
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
        # meson test failed before it could count anything (say, a rebuild error)
        failed=1
    fi
    if grep -q '^No tests defined' "$log"; then
        carto_say "[$label] no tests are defined yet"
    fi
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    total_skipped=$((total_skipped + skipped))
    report+=("$label: $passed passed, $failed failed, $skipped skipped (meson test exit $status)")
    failed_digest "$label" "$log" "$dir/meson-logs/testlog.txt"
}

# failed_digest LABEL OUTPUT TESTLOG
# For each test meson's OUTPUT calls failed (FAIL, TIMEOUT, ...), adds to
# the array digest its name and, from meson's TESTLOG, its "not ok" lines
# and its last lines: printed after the summary, where a reader of only the
# end of a long run's output still sees what failed and why.
failed_digest()
{
    local label=$1 out=$2 testlog=$3 name line
    while read -r name; do
        digest+=("[$label] $name")
        [ -f "$testlog" ] || continue
        while IFS= read -r line; do
            digest+=("    $line")
        done < <(awk -v want="$name" '
            /^test: / { n = $0; sub(/^test: +[^ ]+ \/ /, "", n); inside = (n == want); next }
            inside && /^=+$/ { inside = 0 }
            !inside { next }
            /^not ok / && shown < 12 { print; shown++ }
            { lines[c++] = $0 }
            END { for (i = (c > 15 ? c - 15 : 0); i < c; i++) print lines[i] }
        ' "$testlog")
    done < <(sed -n 's/^ *[0-9][0-9]*\/[0-9][0-9]* [^ ]* \/ \([^ ]*\) *\(FAIL\|TIMEOUT\|UNEXPECTEDPASS\|ERROR\) .*/\1/p' "$out")
}

# run_suite LABEL DIR COMPILER [MESON_OPTION...]: build_suite, then test_suite.
run_suite()
{
    build_suite "$@" && test_suite "$1" "$2"
    return 0
}

# The Linux cartographers-cli, built if need be (the gcc run's build/, or
# build-linux-cli/ when the Windows run is alone); its path, or status 1.
# The Windows suites play network matches against it: a Windows player
# with a Linux host, and the other way round (tests/net, case mixed).
linux_cli()
{
    local dir=build
    [ -f "$CARTO_ROOT/$dir/build.ninja" ] || dir=build-linux-cli
    if [ ! -f "$CARTO_ROOT/$dir/build.ninja" ]; then
        CC=gcc carto_setup "$dir" >&2 || return 1
    fi
    meson compile -C "$CARTO_ROOT/$dir" cartographers-cli >&2 || return 1
    printf '%s\n' "$CARTO_ROOT/$dir/src/cli/cartographers-cli"
}

# The Windows run: the cross build, one Wine session for everything that runs
# under Wine (tools/windows/wine-session.sh), the cross build's suites, then
# the packages as a player gets them.
run_windows()
{
    local t0 cache
    t0=$(date +%s)
    carto_say "[windows] cross-building the libraries (cached after the first run)"
    if ! cache=$(tools/windows/build-deps.sh); then
        total_failed=$((total_failed + 1))
        report+=("windows: building the libraries failed")
        return 0
    fi
    carto_say "[windows] libraries ready after $(($(date +%s) - t0)) s"
    build_suite windows build-win gcc -Ddeveloper=true --cross-file tools/windows/x86_64-w64-mingw32.ini \
        --cross-file "$cache/deps.ini" || return 0

    # shellcheck source=tools/windows/wine-session.sh
    source tools/windows/wine-session.sh
    trap wine_session_stop EXIT
    if ! wine_session_start "$cache" build-win/tests/hold_desktop.exe build-win/meson-logs/wine-session.log; then
        total_failed=$((total_failed + 1))
        report+=("windows: the Wine session did not start")
        return 0
    fi
    test_env=()
    local other
    if other=$(linux_cli); then
        test_env=("CARTO_OTHER_CLI=$other")
    else
        carto_say "[windows] the Linux CLI could not be built: the mixed network matches are skipped"
    fi
    test_args=(--suite unit --suite session --suite rules --suite ai --suite net --suite cli --suite i18n --timeout-multiplier 4)
    rm -f build-win/meson-logs/wine-starts-made-again.txt
    test_suite windows build-win
    if [ -s build-win/meson-logs/wine-starts-made-again.txt ]; then
        # starts Wine ended before the program ran (tests/cli/run-under-wrapper.sh.in)
        carto_say "[windows] Wine starts made again:"
        cat build-win/meson-logs/wine-starts-made-again.txt
    fi

    local t1 log=build-win/meson-logs/carto-package.txt
    t1=$(date +%s)
    carto_say "[windows] tools/package-windows.sh"
    if ! CARTO_SKIP_APT=1 tools/package-windows.sh >"$log" 2>&1; then
        cat "$log"
        total_failed=$((total_failed + 1))
        report+=("windows-package: tools/package-windows.sh failed")
        wine_session_stop
        return 0
    fi
    cat "$log"
    carto_say "[windows] packages made in $(($(date +%s) - t1)) s"
    local zip setup tap=build-win/meson-logs/carto-package-test.txt passed failed
    zip=$(ls -t dist/cartographers-*-windows-x64.zip | head -n 1)
    setup=$(ls -t dist/cartographers-*-windows-x64-setup.exe | head -n 1)
    t1=$(date +%s)
    carto_say "[windows] tests/windows/test_package.sh $zip $setup"
    CARTO_OTHER_CLI=${other:-} tests/windows/test_package.sh "$zip" "$setup" build-win/tests/png_diff.exe 2>&1 |
        tee "$tap" || true
    carto_say "[windows] packages tested in $(($(date +%s) - t1)) s"
    wine_session_stop
    trap - EXIT
    passed=$(grep -c '^ok ' "$tap" || true)
    failed=$(grep -c '^not ok ' "$tap" || true)
    [ "$passed" -gt 0 ] || failed=$((failed + 1))
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    report+=("windows-package: $passed passed, $failed failed, 0 skipped (checks of the zip and the installer under Wine)")
    carto_say "[windows] the whole run took $(($(date +%s) - t0)) s"
}

for run in "${runs[@]}"; do
    case $run in
    windows) run_windows ;;
    gcc)
        test_env=()
        test_args=()
        run_suite gcc build gcc -Ddeveloper=true
        ;;
    asan)
        # halt_on_error makes every UBSan report fatal (by default UBSan
        # prints and carries on); LeakSanitizer is on with ASan.
        test_env=(
            ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1:detect_leaks=1
            UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1:print_summary=1
        )
        # The games played with real input under Xvfb (suite ui-play) wait
        # for the app's answers with a harness's patience; several times
        # slower under the sanitizers and beside other tests on two cores,
        # they failed on time, not on a fault. The same code runs under the
        # sanitizers in the ui suite (70,000 random events through the real
        # event loop, the table's tests); gcc and clang play the games.
        test_args=(--timeout-multiplier 3 --no-suite ui-play)
        run_suite asan build-asan gcc -Ddeveloper=true -Db_sanitize=address,undefined -Db_lundef=false
        ;;
    clang)
        test_env=()
        test_args=()
        run_suite clang build-clang clang -Ddeveloper=true -Dwerror=true
        ;;
    fuzz)
        # a fixed short run of every target on its corpus; a crash fails it
        carto_say "[fuzz] tests/fuzz/run-fuzz.sh ${CARTO_FUZZ_SECONDS:-60}"
        if FUZZ_BUILD_DIR="$CARTO_ROOT/build-fuzz" tests/fuzz/run-fuzz.sh "${CARTO_FUZZ_SECONDS:-60}"; then
            total_passed=$((total_passed + 1))
            report+=("fuzz: 1 passed, 0 failed, 0 skipped")
        else
            total_failed=$((total_failed + 1))
            report+=("fuzz: 0 passed, 1 failed, 0 skipped")
        fi
        ;;
    deb)
        # the package as a user gets it; its TAP lines are counted here
        carto_say "[deb] tests/deb/test_deb.py"
        mkdir -p "$CARTO_ROOT/build-deb"
        log=$CARTO_ROOT/build-deb/test.log
        status=0
        python3 tests/deb/test_deb.py 2>&1 | tee "$log" || status=$?
        passed=$(grep -c '^ok ' "$log" || true)
        failed=$(grep -c '^not ok ' "$log" || true)
        if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
            failed=1
        fi
        total_passed=$((total_passed + passed))
        total_failed=$((total_failed + failed))
        report+=("deb: $passed passed, $failed failed, 0 skipped (exit $status)")
        ;;
    esac
done

echo
carto_say "test summary"
for line in "${report[@]}"; do
    echo "    $line"
done
if [ "${#digest[@]}" -gt 0 ]; then
    echo
    carto_say "what failed (meson's testlog.txt of each run has the whole output)"
    for line in "${digest[@]}"; do
        echo "    $line"
    done
fi
echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]
