#!/usr/bin/env bash
# run-fuzz.sh: builds the fuzz targets (clang, libFuzzer, ASan, UBSan) and
# runs them one after another for a fixed total time, each on a copy of its
# corpus, then prints each one's executions. The time is split: the save
# loader 40 %, the move log (record/replay), the board text and the kept
# files (campaign, statistics, preferences) 20 % each. Exits non-zero when a
# fuzzer finds a crash (the input is left as BUILD/fuzz-NAME-crash-*).
#
#   tests/fuzz/run-fuzz.sh [SECONDS]        total, default 60
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
ninja -C "$build" tests/fuzz/fuzz_save tests/fuzz/fuzz_record tests/fuzz/fuzz_board tests/fuzz/fuzz_kept \
    tests/fuzz/gen_corpus >/dev/null

if [ "${1:-}" = "--regen-corpus" ]; then
    rm -f "$root"/tests/fuzz/corpus/*
    "$build/tests/fuzz/gen_corpus" "$root/tests/fuzz/corpus"
    ls "$root/tests/fuzz/corpus"
    exit 0
fi

total=${1:-60}
failed=0
# run NAME CORPUS PERCENT [DICT]
run() {
    local name=$1 corpus=$2 percent=$3 dict=${4:-}
    local secs=$((total * percent / 100))
    [ "$secs" -ge 1 ] || secs=1
    local work
    work=$(mktemp -d)
    cp "$corpus"/* "$work"/
    local log="$build/fuzz-$name.log" status=0
    "$build/tests/fuzz/$name" "$work" -max_total_time="$secs" -max_len=65536 -timeout=10 \
        ${dict:+-dict="$dict"} -artifact_prefix="$build/fuzz-$name-" -print_final_stats=1 \
        >"$log" 2>&1 || status=$?
    local runs rate cov
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 || true)
    echo "$name: ${runs:-?} executions in ${secs} s (${rate:-?}/s), ${cov:-cov: ?}, corpus $(ls "$work" | wc -l) inputs"
    rm -rf "$work"
    if [ "$status" -ne 0 ]; then
        echo "$name: the fuzzer stopped with status $status; see $log"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -5 || true
        ls "$build"/fuzz-"$name"-* 2>/dev/null || true
        failed=1
    else
        echo "$name: no crash"
    fi
}
run fuzz_save "$root/tests/fuzz/corpus" 40 "$root/tests/fuzz/save.dict"
run fuzz_record "$root/tests/fuzz/corpus-record" 20 "$root/tests/fuzz/save.dict"
run fuzz_board "$root/tests/fuzz/corpus-board" 20
run fuzz_kept "$root/tests/fuzz/corpus-kept" 20
exit "$failed"
