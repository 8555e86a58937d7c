#!/usr/bin/env python3
"""Fails when library sources use an Apple-platform API newer than the platforms Package.swift declares.

    Scripts/check-availability.py              # check Sources/ (every target but the CLI)
    Scripts/check-availability.py --self-test  # the check must flag exactly the marked lines of
                                               # Scripts/Fixtures/Availability/*.swift

No Apple SDK exists on Linux, so the compiler cannot check availability for Apple targets here. This
script reads what the toolchain itself says instead: `swift-symbolgraph-extract` gives every public
declaration of the standard library, Synchronization, Dispatch and Foundation with its
`@available(macOS ..., iOS ..., tvOS ..., watchOS ...)` introductions. A declaration whose
introduction on any declared platform is later than that platform's minimum is "gated". The
sources are then scanned (comments and string literals removed) for:

  * type names of gated types (`InlineArray`, `Mutex`, `UTF8Span`);
  * `.member` and `member(` uses of gated members and functions whose name no ungated declaration
    of the scanned modules shares, nor a declaration or label in our sources or our dependencies'
    (`.build/checkouts`, so run it after `swift build`);
  * `Type(label:` initializers of gated types' initializers that no ungated initializer of the
    same type shares.

A use is allowed inside a block opened by `if #available(...)`, after `guard #available(...)`
in the same block, and inside a declaration marked `@available(macOS ..., iOS ...)`. Name-based
matching misses a gated overload of a name that also has an ungated one; it never needs the code
to compile for an Apple target.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLATFORMS = {"macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS"}
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Dispatch",
           "Foundation", "FoundationEssentials", "FoundationInternationalization"]
# The CLI is an executable the package builds for the machine it runs on, not a library product.
EXCLUDED_TARGETS = {"yymodel"}
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
              "swift.actor"}


def declared_minimums():
    """The `platforms:` of Package.swift, as {"macOS": (13, 0), ...}."""
    text = open(os.path.join(ROOT, "Package.swift")).read()
    found = {}
    for name, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS)\(\.v(\d+)(?:_(\d+))?\)", text):
        found[name] = (int(major), int(minor or 0))
    if set(found) != set(PLATFORMS):
        sys.exit(f"check-availability: cannot read every Apple platform from Package.swift: {found}")
    return found


def symbol_graphs():
    """Every public symbol of MODULES, from the toolchain's own modules."""
    info = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True,
                                     text=True).stdout)
    triple = info["target"]["triple"]
    symbols = []
    with tempfile.TemporaryDirectory() as directory:
        for module in MODULES:
            result = subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                                     "-output-dir", directory, "-minimum-access-level", "public"],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                print(f"check-availability: no symbol graph for {module} (skipped): {result.stderr.strip()[:200]}")
        for name in sorted(os.listdir(directory)):
            with open(os.path.join(directory, name)) as file:
                symbols += json.load(file)["symbols"]
    if not symbols:
        sys.exit("check-availability: swift-symbolgraph-extract gave no symbols")
    return symbols


def gating(symbol, minimums):
    """`"macOS 26.0, iOS 26.0"` when the symbol is introduced after a declared minimum, else None."""
    late = []
    for entry in symbol.get("availability") or []:
        platform = entry.get("domain")
        introduced = entry.get("introduced")
        if platform not in minimums or not introduced:
            continue
        version = (introduced.get("major", 0), introduced.get("minor", 0))
        if version > minimums[platform]:
            late.append(f"{platform} {version[0]}.{version[1]}")
    return ", ".join(late) or None


def base_name(component):
    """`withLock(_:)` -> `withLock`."""
    return component.split("(")[0]


def first_label(component):
    """`init(copying:)` -> `copying`; `init()` -> ``."""
    inside = component[component.index("(") + 1:] if "(" in component else ""
    return inside.split(":")[0] if ":" in inside else ""


class Catalog:
    """Which names, when used, need more than the declared minimums.

    A type name that our sources declare is ours; a member name that our sources or a
    dependency's declare (`known_names`) may be theirs, so only the others are matched.
    """

    def __init__(self, symbols, minimums, own_names, known_names):
        gated_types, ungated_types = {}, set()
        gated_members, ungated_members = {}, set()
        gated_inits, ungated_inits = {}, set()
        for symbol in symbols:
            path = symbol.get("pathComponents") or []
            if not path:
                continue
            kind = symbol["kind"]["identifier"]
            late = gating(symbol, minimums)
            last = path[-1]
            if kind in TYPE_KINDS:
                (gated_types.__setitem__(last, late) if late else ungated_types.add(last))
            elif kind == "swift.init":
                key = (path[-2] if len(path) > 1 else "", first_label(last))
                (gated_inits.__setitem__(key, late) if late else ungated_inits.add(key))
            else:
                name = base_name(last)
                (gated_members.__setitem__(name, late) if late else ungated_members.add(name))
        self.types = {n: v for n, v in gated_types.items() if n not in ungated_types and n not in own_names}
        self.members = {n: v for n, v in gated_members.items()
                        if n not in ungated_members and n not in known_names and len(n) > 1}
        self.inits = {k: v for k, v in gated_inits.items() if k not in ungated_inits and k[1]}


def strip_comments_and_strings(text):
    """The source with comments and string literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i) or text.startswith('#"""', i):
            opener = '#"""' if text.startswith('#"""', i) else '"""'
            closer = '"""#' if opener == '#"""' else '"""'
            j = text.find(closer, i + len(opener))
            j = n if j < 0 else j + len(closer)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"' or text.startswith('#"', i):
            closer = '"#' if text[i] == "#" else '"'
            j = i + len(closer)
            while j < n and not text.startswith(closer, j) and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + len(closer))
            out.append(" " * (j - i))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def guarded_lines(code):
    """The set of 1-based line numbers inside an availability guard."""
    lines = code.split("\n")
    guarded = set()
    # A stack of open blocks: whether each is guarded.
    stack = [False]
    pending = False  # the next block opens under `if #available` or an `@available` declaration
    for number, line in enumerate(lines, start=1):
        if re.search(r"\bif\s+#available\s*\(", line) or re.search(r"@available\s*\(\s*(macOS|iOS|tvOS|watchOS)", line):
            pending = True
        if re.search(r"\bguard\s+#available\s*\(", line):
            stack[-1] = True
        inside = any(stack) or pending
        for character in line:
            if character == "{":
                stack.append(pending or stack[-1])
                pending = False
            elif character == "}" and len(stack) > 1:
                stack.pop()
        if inside or any(stack):
            guarded.add(number)
    return guarded


def declared_names(paths):
    """Names that sources declare, labels of tuples and parameters included: a member of ours or
    of a dependency may share its name with a gated one."""
    names = set()
    declaration = re.compile(r"\b(?:func|var|let|case|struct|class|enum|protocol|typealias|actor)\s+`?([A-Za-z_]\w*)")
    label = re.compile(r"[(,]\s*([a-z_]\w*)\s*:")
    for path in paths:
        code = strip_comments_and_strings(open(path, errors="replace").read())
        names.update(declaration.findall(code))
        names.update(label.findall(code))
    return names


def dependency_sources():
    """The Swift sources of the package's dependencies, as SwiftPM checked them out."""
    checkouts = os.path.join(ROOT, ".build", "checkouts")
    if not os.path.isdir(checkouts):
        sys.exit("check-availability: run 'swift build' first: the dependencies' names come from .build/checkouts")
    return [path for name in sorted(os.listdir(checkouts)) for path in swift_files(os.path.join(checkouts, name))]


def findings(paths, catalog):
    results = []
    for path in paths:
        code = strip_comments_and_strings(open(path).read())
        guarded = guarded_lines(code)
        for number, line in enumerate(code.split("\n"), start=1):
            if number in guarded:
                continue
            uses = []
            for name in re.findall(r"\b([A-Z]\w*)\b", line):
                if name in catalog.types:
                    uses.append((name, catalog.types[name]))
            for name in re.findall(r"\.([a-z_]\w*)\b", line) + re.findall(r"(?<![.\w])([a-z_]\w*)\s*\(", line):
                if name in catalog.members:
                    uses.append((name, catalog.members[name]))
            for type_name, label in re.findall(r"\b([A-Z]\w*)\s*\(\s*(\w+)\s*:", line):
                if (type_name, label) in catalog.inits:
                    uses.append((f"{type_name}({label}:)", catalog.inits[(type_name, label)]))
            for name, late in dict(uses).items():
                results.append(f"{os.path.relpath(path, ROOT)}:{number}: '{name}' needs {late}; "
                               "use it inside 'if #available' with a fallback")
    return results


def swift_files(directory):
    for base, _, files in os.walk(directory):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def library_sources():
    sources = os.path.join(ROOT, "Sources")
    paths = []
    for target in sorted(os.listdir(sources)):
        if target not in EXCLUDED_TARGETS:
            paths += list(swift_files(os.path.join(sources, target)))
    return paths


def main():
    self_test = "--self-test" in sys.argv[1:]
    minimums = declared_minimums()
    sources = library_sources()
    own_names = declared_names(sources)
    catalog = Catalog(symbol_graphs(), minimums, own_names, own_names | declared_names(dependency_sources()))
    floor = ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(minimums.items()))
    if self_test:
        fixtures = list(swift_files(os.path.join(ROOT, "Scripts", "Fixtures", "Availability")))
        expected = set()
        for path in fixtures:
            for number, line in enumerate(open(path).read().split("\n"), start=1):
                if "// flagged" in line:
                    expected.add(f"{os.path.relpath(path, ROOT)}:{number}")
        found = {result.split(": ")[0] for result in findings(fixtures, catalog)}
        if found != expected or not expected:
            print("check-availability self-test FAILED")
            print("  expected:", sorted(expected))
            print("  found:   ", sorted(found))
            return 1
        print(f"check-availability self-test: the {len(expected)} marked uses are flagged, the guarded ones are not")
        return 0
    results = findings(sources, catalog)
    for result in results:
        print(result)
    if results:
        print(f"check-availability: {len(results)} use(s) of APIs newer than the declared platforms ({floor})")
        return 1
    print(f"check-availability: {len(sources)} source files use no API newer than {floor} outside a guard "
          f"({len(catalog.types)} gated types, {len(catalog.members)} gated members and "
          f"{len(catalog.inits)} gated initializers known)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
