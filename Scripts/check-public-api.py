#!/usr/bin/env python3
"""The public API of the library products, as a checked list.

    Scripts/check-public-api.py            # compare with API/<module>.txt; exit 1 on a difference
    Scripts/check-public-api.py --update   # rewrite API/<module>.txt from the current build

Reads the modules of the debug build in .build (run `swift build` first) with
`swift symbolgraph-extract`, and writes one line per public declaration: its kind, its full name
and its declaration. A change of the public surface then shows in review as a change of these
files, and CI fails when the files and the code disagree. Declarations that only `@JSONModel`
expansions call (named with a leading `__`) are listed too, marked `[expansion support]`.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["YYJSON", "YYModel"]
# The C targets' module maps, which the Swift modules import.
INCLUDES = sorted(os.path.relpath(os.path.dirname(path), ROOT)
                  for path in glob.glob(os.path.join(ROOT, "Sources", "*", "include", "module.modulemap")))


def target_triple():
    output = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)["target"]["triple"]


def symbol_lines(module, build_modules, triple):
    with tempfile.TemporaryDirectory() as out:
        command = ["swift", "symbolgraph-extract", "-module-name", module, "-I", build_modules,
                   "-target", triple, "-minimum-access-level", "private", "-skip-synthesized-members",
                   "-output-dir", out]
        for include in INCLUDES:
            command += ["-I", os.path.join(ROOT, include)]
        # The lowest level, because declarations hidden from documentation are left out above it;
        # each symbol's own access level decides below.
        subprocess.run(command, check=True)
        lines = set()
        for name in sorted(os.listdir(out)):
            # The module's own graph and its extensions of other modules' types (module@Other).
            if not (name == f"{module}.symbols.json" or name.startswith(f"{module}@")):
                continue
            with open(os.path.join(out, name)) as file:
                graph = json.load(file)
            extended = name[len(module) + 1:-len(".symbols.json")] if "@" in name else ""
            paths = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
            # Conformances are API too (`Sendable`, `Hashable`): one line per public type's protocol.
            for relation in graph["relationships"]:
                source = paths.get(relation["source"])
                if relation["kind"] != "conformsTo" or source is None or source.get("accessLevel") not in ("public", "open"):
                    continue
                target = paths.get(relation["target"])
                protocol = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", relation["target"])
                path = ".".join(source["pathComponents"])
                lines.add(f"conformance {extended + '.' if extended else ''}{path}: {protocol}")
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                path = ".".join(symbol["pathComponents"])
                if extended:
                    path = f"{extended}.{path}"
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                declaration = " ".join(declaration.split())
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                marker = " [expansion support]" if any(p.startswith("__") for p in symbol["pathComponents"]) else ""
                lines.add(f"{kind} {path}: {declaration}{marker}")
        return sorted(lines)


def main():
    update = "--update" in sys.argv[1:]
    build_modules = os.path.join(ROOT, ".build", "debug", "Modules")
    if not os.path.isdir(build_modules):
        sys.exit("check-public-api: no debug build in .build; run `swift build` first")
    triple = target_triple()
    status = 0
    for module in MODULES:
        current = symbol_lines(module, build_modules, triple)
        path = os.path.join(ROOT, "API", f"{module}.txt")
        if update:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as file:
                file.write("\n".join(current) + "\n")
            print(f"check-public-api: wrote {len(current)} declarations to API/{module}.txt")
            continue
        try:
            with open(path) as file:
                recorded = [line for line in file.read().split("\n") if line]
        except FileNotFoundError:
            recorded = []
        added = sorted(set(current) - set(recorded))
        removed = sorted(set(recorded) - set(current))
        if added or removed:
            status = 1
            print(f"check-public-api: the public API of {module} differs from API/{module}.txt:")
            for line in removed:
                print(f"  - {line}")
            for line in added:
                print(f"  + {line}")
        else:
            print(f"check-public-api: {module} matches API/{module}.txt ({len(current)} declarations)")
    if status:
        print("If the change is deliberate, run Scripts/check-public-api.py --update and commit API/.")
    sys.exit(status)


if __name__ == "__main__":
    main()
