#!/usr/bin/env bash
# run-fuzz.sh: builds the fuzz targets (clang, libFuzzer, ASan, UBSan) and
# runs them for a fixed time in all, each on a copy of its corpus: the save
# loader (fuzz_save, tests/fuzz/corpus) 25 %, challenge codes and names
# (fuzz_challenge_code, corpus-code) 10 %, the move log of `replay`
# (fuzz_record, corpus-record) 15 %, board text (fuzz_board, corpus-board)
# 10 %, the kept files (fuzz_kept: campaign, statistics, preferences;
# corpus-kept) 15 % and a network game's messages, invite codes and
# addresses (fuzz_net, corpus-net) 15 % and the reviews kept beside finished
# games (fuzz_review, corpus-review) 10 %; then prints the executions and the
# time of each. Exits non-zero
# when a fuzzer finds a crash (the input is left as BUILD/fuzz-*crash-*).
#
#   tests/fuzz/run-fuzz.sh [SECONDS]        default 60, split between the targets
#   tests/fuzz/run-fuzz.sh --regen-corpus   rewrite tests/fuzz/corpus and corpus-net
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
ninja -C "$build" tests/fuzz/fuzz_save tests/fuzz/fuzz_challenge_code tests/fuzz/fuzz_record tests/fuzz/fuzz_board \
    tests/fuzz/fuzz_kept tests/fuzz/fuzz_net tests/fuzz/fuzz_review tests/fuzz/gen_corpus tests/fuzz/gen_net_corpus >/dev/null

if [ "${1:-}" = "--regen-corpus" ]; then
    rm -f "$root"/tests/fuzz/corpus/*
    "$build/tests/fuzz/gen_corpus" "$root/tests/fuzz/corpus"
    rm -f "$root"/tests/fuzz/corpus-net/*
    mkdir -p "$root/tests/fuzz/corpus-net"
    "$build/tests/fuzz/gen_net_corpus" "$root/tests/fuzz/corpus-net"
    ls "$root/tests/fuzz/corpus" "$root/tests/fuzz/corpus-net"
    exit 0
fi

secs=${1:-60}
# share PERCENT: that part of the time, at least a second
share() {
    local t=$((secs * $1 / 100))
    [ "$t" -ge 1 ] || t=1
    echo "$t"
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# run_target NAME SECONDS CORPUS PREFIX [libFuzzer options...]
run_target() {
    local name=$1 t=$2 corpus=$3 prefix=$4
    shift 4
    mkdir -p "$work/$name"
    cp "$corpus"/* "$work/$name"/
    local log="$build/$name.log" status=0
    "$build/tests/fuzz/$name" "$work/$name" -max_total_time="$t" -timeout=10 -artifact_prefix="$build/$prefix" \
        -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
    local runs rate cov
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 || true)
    echo "$name: ${runs:-?} executions in ${t} s (${rate:-?}/s), ${cov:-cov: ?}, corpus $(ls "$work/$name" | wc -l) inputs"
    if [ "$status" -ne 0 ]; then
        echo "$name: the fuzzer stopped with status $status; see $log"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -5 || true
        ls "$build/$prefix"* 2>/dev/null || true
        failed=1
        return
    fi
    echo "$name: no crash"
}

run_target fuzz_save "$(share 25)" "$root/tests/fuzz/corpus" fuzz- -max_len=65536 -dict="$root/tests/fuzz/save.dict"
run_target fuzz_challenge_code "$(share 10)" "$root/tests/fuzz/corpus-code" fuzz-code- -max_len=1024
run_target fuzz_record "$(share 15)" "$root/tests/fuzz/corpus-record" fuzz-record- -max_len=65536 \
    -dict="$root/tests/fuzz/save.dict"
run_target fuzz_board "$(share 10)" "$root/tests/fuzz/corpus-board" fuzz-board- -max_len=4096
run_target fuzz_kept "$(share 15)" "$root/tests/fuzz/corpus-kept" fuzz-kept- -max_len=65536
run_target fuzz_net "$(share 15)" "$root/tests/fuzz/corpus-net" fuzz-net- -max_len=$((8192 + 16))
run_target fuzz_review "$(share 10)" "$root/tests/fuzz/corpus-review" fuzz-review- -max_len=65536
exit "$failed"
