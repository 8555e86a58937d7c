#!/usr/bin/env bash
# Regenerates the golden model files in Tests/YYModelGeneratedModelTests/Golden/ with
# `yymodel generate`. Run it after changing the generator, review the diff, and commit the files:
# YYModelGeneratedModelTests compiles them and decodes the samples with them, and the generator
# tests fail while they differ from the generator's output.
#
#   Scripts/refresh-golden.sh                     # builds yymodel (debug) first
#   Scripts/refresh-golden.sh .build/debug/yymodel
#
# The commands below must match the table in Tests/YYModelTests/Generator/GeneratorGoldenFileTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

TOOL=${1:-}
if [ -z "$TOOL" ]; then
    swift build --product yymodel
    TOOL="$(swift build --show-bin-path)/yymodel"
fi
GOLDEN=Tests/YYModelGeneratedModelTests/Golden
SAMPLES=Tests/GeneratorSamples

# generate FILE ARGS... : writes $GOLDEN/FILE from `yymodel generate ARGS...`.
generate() {
    local file=$1
    shift
    "$TOOL" generate "$@" --output "$GOLDEN/$file"
    echo "wrote $GOLDEN/$file"
}

generate GithubUser.swift Fixtures/github_user.json --name Root --namespace GithubUser
generate Weibo.swift Fixtures/weibo.json --name Root --namespace Weibo
generate Twitter.swift Fixtures/twitter.json --name Root --namespace Twitter
generate CitmCatalog.swift Fixtures/citm_catalog.json --name Root --namespace CitmCatalog
generate Canada.swift Fixtures/canada.json --name Root --namespace Canada
generate EdgeCases.swift "$SAMPLES/edge_cases_1.json" "$SAMPLES/edge_cases_2.json" --name Root --class --namespace EdgeCases
