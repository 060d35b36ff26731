#!/usr/bin/env bash
# make fuzz: builds the libFuzzer harness (Sources/SousFuzz) into .build-fuzz, so normal builds are
# untouched, then fuzzes each parser in turn for FUZZ_SECONDS (default 60). A crash, an input that
# takes over 1 s, or more than 512 MB of memory fails the run; every target still gets its turn
# and the summary names the failures and where libFuzzer saved the input.
#   FUZZ_TARGETS="cooklang theme"   only these targets (names: see ALL_TARGETS)
#   FUZZ_SANITIZERS=fuzzer          leave out AddressSanitizer (default fuzzer,address)
set -euo pipefail
cd "$(dirname "$0")/.."

ALL_TARGETS="cooklang ingredient-line quantity plain-text json web-page paprika theme allergens picture video"
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-$ALL_TARGETS}
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
work=.fuzz
binary=.build-fuzz/release/SousFuzz

for target in $targets; do
    case " $ALL_TARGETS " in *" $target "*) ;; *) echo "fuzz: unknown target '$target' (targets: $ALL_TARGETS)" >&2; exit 2 ;; esac
done

# `--sanitize fuzzer` makes SwiftPM leave `main` to libFuzzer. Further sanitizers go in the same
# -sanitize= flag: swiftc keeps only the last one, so `--sanitize fuzzer --sanitize address` (two
# flags, in no fixed order) silently builds without coverage or without ASan.
flags=(--sanitize fuzzer -Xswiftc "-sanitize=$sanitizers" -Xswiftc -DSOUS_LIBFUZZER)
case ",$sanitizers," in *,address,*) flags+=(-Xcc -fsanitize=address -Xcxx -fsanitize=address) ;; esac
echo "fuzz: building SousFuzz (release, sanitizers: $sanitizers) into .build-fuzz"
swift build -c release --scratch-path .build-fuzz --product SousFuzz "${flags[@]}"

# libFuzzer must see the crash signal itself to save the input; Swift's backtracer would take it first.
export SWIFT_BACKTRACE=enable=no
# Swift's runtime keeps caches for the life of the process, which LeakSanitizer would report; a
# small quarantine keeps ASan's own memory from counting against the 512 MB limit.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=16}

failed=()
summary=()
for target in $targets; do
    dir=$work/$target
    mkdir -p "$dir/corpus" "$dir/crashes"
    rm -rf "$dir/seeds"
    SOUS_FUZZ_TARGET=$target SOUS_FUZZ_SEEDS=$dir/seeds "$binary"
    echo "fuzz: $target for ${seconds}s (log: $dir/fuzz.log)"
    # Saved web pages run to 400 KB, and mutating whole pages is five times slower for little
    # new coverage; libFuzzer reads only their first 64 KB.
    options=()
    [ "$target" = web-page ] && options+=(-max_len=65536)
    # New inputs go to the first folder (kept between runs); the seeds are re-gathered each run.
    status=0
    SOUS_FUZZ_TARGET=$target "$binary" "$dir/corpus" "$dir/seeds" ${options[@]+"${options[@]}"} \
        -max_total_time="$seconds" -timeout=1 -rss_limit_mb=512 -malloc_limit_mb=512 \
        -artifact_prefix="$dir/crashes/" -print_final_stats=1 >"$dir/fuzz.log" 2>&1 || status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz.log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/fuzz.log")
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$dir/fuzz.log")
    reached=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' "$dir/fuzz.log" | tail -1 || true)
    line="$target: ${execs:-?} runs, ${rate:-?} exec/s, peak ${rss:-?} MB, ${reached:-no coverage line}"
    if [ "$status" -ne 0 ]; then
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$dir/fuzz.log" | tail -1)
        kind=$(grep -Eo 'ERROR: (libFuzzer|AddressSanitizer): [a-z -]+' "$dir/fuzz.log" | head -1 || true)
        [ -n "$kind" ] || kind=$(grep -Eo 'SUMMARY: .*' "$dir/fuzz.log" | head -1 || true)
        line="$line -- FAILED (exit $status${kind:+, $kind}); input saved at ${artifact:-? (see $dir/fuzz.log)}"
        failed+=("$target")
        grep -E 'Fatal error|ERROR:|SUMMARY:' "$dir/fuzz.log" | head -5 | sed 's/^/    /' || true
    fi
    summary+=("$line")
    echo "fuzz: $line"
done

echo
echo "fuzz summary (${seconds}s per target):"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: FAILED targets: ${failed[*]}. Replay an input with: swift run SousFuzz <target> <file>" >&2
    exit 1
fi
echo "fuzz: no crashes, hangs or memory blow-ups found"
