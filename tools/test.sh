#!/usr/bin/env bash
# tools/test.sh: the README's second command, and what CI runs (.ci/run).
# On a Debian/Ubuntu machine it installs the missing packages of
# tools/packages.txt, then builds and runs the whole test suite three times:
#
#   gcc     build/         gcc, the project's warnings, werror
#   asan    build-asan/    gcc with AddressSanitizer and UBSan; any report is fatal
#   clang   build-clang/   clang, werror
#   fuzz    build-fuzz/    the libFuzzer targets (saves, codes, move logs, boards, kept files), 60 s in all (one test)
#   deb     build-deb/     the Debian package built, unpacked and run (tests/deb/test_deb.py)
#
# Every build has the developer test hooks on (-Ddeveloper=true: the F8
# state dump and --fuzz-events the UI tests drive the game with); the game
# players build (tools/play.sh, packages) has them off.
#
# Each run prints meson's own test summary. The last line totals the three:
# "N passed, M failed, K skipped". A build that fails counts as one failure.
# The exit status is 0 only when every build and every test passed.
#
#   ./tools/test.sh               all three runs
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
    runs=(gcc asan clang fuzz deb)
fi
for run in "${runs[@]}"; do
    case $run in
    gcc | asan | clang | fuzz | deb) ;;
    *) carto_die "unknown run '$run' (the runs are: gcc asan clang fuzz deb)" ;;
    esac
done

carto_install_packages

total_passed=0
total_failed=0
total_skipped=0
report=()

# The number on meson's summary line "NAME:   N" in FILE, or 0.
summary_count()
{
    local n
    n=$(sed -n "s/^$1:[[:space:]]*\([0-9][0-9]*\).*/\1/p" "$2" | tail -n 1)
    printf '%s\n' "${n:-0}"
}

# run_suite LABEL DIR COMPILER [MESON_OPTION...]
# Configures and builds DIR, then runs `meson test` there with the variables
# in the array test_env, and adds its counts to the totals.
run_suite()
{
    local label=$1 dir=$2 compiler=$3
    shift 3
    carto_say "[$label] configuring $dir/ with $compiler $*"
    if ! CC=$compiler carto_setup "$dir" "$@" || ! meson compile -C "$dir"; then
        carto_say "[$label] BUILD FAILED"
        total_failed=$((total_failed + 1))
        report+=("$label: build failed")
        return 0
    fi

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
}

for run in "${runs[@]}"; do
    case $run in
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
        test_args=(--timeout-multiplier 3)
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
echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]
