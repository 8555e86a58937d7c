#!/usr/bin/env bash
# Compiles the package's C targets for every platform Package.swift declares, and for arm64 Linux:
# they must build, with their portable fallbacks, for any clang target, not only for this machine.
# No SDK is needed: the sources use only the compiler's own headers (stdint.h, emmintrin.h).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(arm64-apple-macos13 x86_64-apple-macos13 arm64-apple-ios16 arm64-apple-tvos16
    arm64_32-apple-watchos9 arm64-apple-watchos9 aarch64-unknown-linux-gnu x86_64-unknown-linux-gnu)
for target in "${targets[@]}"; do
    clang -ffreestanding -fsyntax-only -Werror -target "$target" \
        -I Sources/YYJSONThreadSpares/include Sources/YYJSONThreadSpares/ThreadSpares.c
    # YYJSONSSE2 and YYModelAtomics are header-only.
    for header in Sources/YYJSONSSE2/include/*.h Sources/YYModelAtomics/include/*.h; do
        clang -ffreestanding -fsyntax-only -Werror -target "$target" -x c \
            -I "$(dirname "$header")" "$header"
    done
done
echo "check-c-targets: the C targets compile for ${#targets[@]} targets (${targets[*]})"
