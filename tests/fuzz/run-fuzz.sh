#!/usr/bin/env bash
# run-fuzz.sh: builds the save-loader fuzz target (clang, libFuzzer, ASan,
# UBSan) and runs it for a fixed time on a copy of tests/fuzz/corpus, then
# prints the executions and the time. Exits non-zero when the fuzzer finds
# a crash (the input is left as BUILD/fuzz-crash-*).
#
#   tests/fuzz/run-fuzz.sh [SECONDS]        default 60
#   tests/fuzz/run-fuzz.sh --regen-corpus   rewrite tests/fuzz/corpus
#
# Needs clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev).
# FUZZ_BUILD_DIR picks the build directory (default: build-fuzz).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}

if [ ! -f "$build/build.ninja" ]; then
    setup_log=$(mktemp)
    CC=clang meson setup "$build" "$root" -Dfuzz=true -Dapp=disabled -Dtests=false \
        -Dbuildtype=debugoptimized >"$setup_log" 2>&1 \
        || { cat "$setup_log"; rm -f "$setup_log"; exit 1; }
    rm -f "$setup_log"
fi
ninja -C "$build" tests/fuzz/fuzz_save tests/fuzz/gen_corpus >/dev/null

if [ "${1:-}" = "--regen-corpus" ]; then
    rm -f "$root"/tests/fuzz/corpus/*
    "$build/tests/fuzz/gen_corpus" "$root/tests/fuzz/corpus"
    ls "$root/tests/fuzz/corpus"
    exit 0
fi

secs=${1:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root"/tests/fuzz/corpus/* "$work"/
log="$build/fuzz.log"
status=0
"$build/tests/fuzz/fuzz_save" "$work" -max_total_time="$secs" -max_len=65536 -timeout=10 \
    -dict="$root/tests/fuzz/save.dict" -artifact_prefix="$build/fuzz-" -print_final_stats=1 \
    >"$log" 2>&1 || status=$?

runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 || true)
echo "fuzz_save: ${runs:-?} executions in ${secs} s (${rate:-?}/s), ${cov:-cov: ?}, corpus $(ls "$work" | wc -l) inputs"
if [ "$status" -ne 0 ]; then
    echo "fuzz_save: the fuzzer stopped with status $status; see $log"
    grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -5 || true
    ls "$build"/fuzz-* 2>/dev/null || true
    exit 1
fi
echo "fuzz_save: no crash"
