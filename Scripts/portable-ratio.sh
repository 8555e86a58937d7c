#!/usr/bin/env bash
# What the code Apple devices run costs: parse and typed decode of a build with YYMODEL_PORTABLE=1
# (the portable paths, see Package.swift) beside the default build, on the five corpora.
#
#   Scripts/portable-ratio.sh [ROUNDS=5]
#
# Builds both release binaries when missing (.build-release and .build-release-portable, about 10
# minutes each), then alternates them ROUNDS times and keeps each one's best MB/s per row (robust
# to the shared host's other tenants). Prints one line per corpus and operation: both figures and
# portable / default.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}

default=.build-release/release/yymodel-bench
portable=.build-release-portable/release/yymodel-bench
[[ -x $default ]] || swift build -c release --scratch-path .build-release --product yymodel-bench
[[ -x $portable ]] || YYMODEL_PORTABLE=1 swift build -c release --scratch-path .build-release-portable --product yymodel-bench

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for round in $(seq 1 "$rounds"); do
    for build in default portable; do
        binary=$default
        [[ $build == portable ]] && binary=$portable
        "$binary" --library yymodel --runs 7 --operation parse --operation decode --json \
            >"$out/$build.$round.json" 2>>"$out/bench.log"
    done
done
python3 - "$out" <<'PY'
import glob, json, sys
best = {}
for path in glob.glob(f"{sys.argv[1]}/*.json"):
    build = path.rsplit("/", 1)[1].split(".")[0]
    for row in json.load(open(path))["results"]:
        key = (row["dataset"], row["operation"], build)
        best[key] = max(best.get(key, 0), row["mbps"])
print(f"{'corpus':<14}{'operation':<11}{'default MB/s':>14}{'portable MB/s':>15}{'portable/default':>18}")
for dataset, operation in sorted({(d, o) for d, o, _ in best}):
    fast, slow = best[(dataset, operation, "default")], best[(dataset, operation, "portable")]
    print(f"{dataset:<14}{operation:<11}{fast:>14.0f}{slow:>15.0f}{slow / fast:>18.2f}")
PY
