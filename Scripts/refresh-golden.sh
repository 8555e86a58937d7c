#!/usr/bin/env bash
# Regenerates the golden model files in Tests/YYModelGeneratedModelTests/Golden/ with
# `yymodel generate`: single files, and directories of one file per type (--output-directory).
# Run it after changing the generator, review the diff, and commit the files:
# YYModelGeneratedModelTests compiles them and decodes the samples with them, and the generator
# tests fail while they differ from the generator's output.
#
#   Scripts/refresh-golden.sh                     # builds yymodel (debug) first
#   Scripts/refresh-golden.sh .build/debug/yymodel
#
# The commands below must match the table in Tests/YYModelTests/Generator/GeneratorGoldenFileTests.swift.
# Every file under Golden/ is compiled into one test module, where two files may not share a name:
# a directory golden whose types could clash with another golden's files needs a --prefix.
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

# generate_directory DIR ARGS... : replaces $GOLDEN/DIR with the files of
# `yymodel generate ARGS... --output-directory`, so files of types that are gone go too.
generate_directory() {
    local directory=$1
    shift
    rm -rf "${GOLDEN:?}/$directory"
    "$TOOL" generate "$@" --output-directory "$GOLDEN/$directory" >/dev/null
    echo "wrote $GOLDEN/$directory/"
}

generate GithubUser.swift Fixtures/github_user.json --name Root --namespace GithubUser
generate Weibo.swift Fixtures/weibo.json --name Root --namespace Weibo
generate Twitter.swift Fixtures/twitter.json --name Root --namespace Twitter
generate CitmCatalog.swift Fixtures/citm_catalog.json --name Root --namespace CitmCatalog
generate Canada.swift Fixtures/canada.json --name Root --namespace Canada
generate EdgeCases.swift "$SAMPLES/edge_cases_1.json" "$SAMPLES/edge_cases_2.json" --name Root --class --namespace EdgeCases
generate PublicTwitter.swift Fixtures/twitter.json --name Root --namespace PublicTwitter --public --sendable --hashable --infer-enums
SHOP=("$SAMPLES/shop_orders_1.json" "$SAMPLES/shop_orders_2.json")
generate_directory Shop "${SHOP[@]}" --name Order --class --prefix Shop --public --hashable --infer-enums
generate_directory ShopStructs "${SHOP[@]}" --name Order --namespace ShopStructs --sendable --equatable --infer-enums
