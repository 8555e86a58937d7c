// libFuzzer target: the parser. Build and run with `Scripts/fuzz.sh parser SECONDS`.
//
// Every input must either parse or throw a `JSONParseError` whose position lies inside the input.
// On success the whole document is read back (every string, number and key), the `JSON` tree must
// agree with the document, and the input must have been valid UTF-8. A tighter depth limit may only
// turn success into a depth error, never into another error.
import Foundation
import YYModel

/// The libFuzzer entry point: one input per call; a crash or trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let outcome = FuzzParse.parse(bytes, maxDepth: JSONDocument.defaultMaxDepth)
    switch outcome {
    case .success(let document):
        guard String(validating: bytes, as: UTF8.self) != nil else {
            fatalError("accepted input that is not valid UTF-8")
        }
        let summary = FuzzParse.walk(document)
        let tree: JSON
        do {
            tree = try JSON(parsing: bytes)
        } catch {
            fatalError("JSONDocument accepted what JSON(parsing:) rejected: \(error)")
        }
        guard tree == document.root else { fatalError("JSON(parsing:) differs from JSONDocument.root") }
        guard (try? JSON(parsing: Data(bytes))) == tree else { fatalError("Data input parses differently") }
        _ = summary
    case .failure(let error):
        FuzzParse.check(error, inputSize: size)
        do {
            _ = try JSON(parsing: bytes)
            fatalError("JSON(parsing:) accepted what JSONDocument rejected")
        } catch let other as JSONParseError {
            guard other == error else { fatalError("JSON(parsing:) reports \(other), JSONDocument \(error)") }
        } catch {
            fatalError("JSON(parsing:) threw \(type(of: error))")
        }
    }
    // A tight limit may only add a depth error.
    switch (FuzzParse.parse(bytes, maxDepth: 3), outcome) {
    case (.success, .failure(let error)):
        fatalError("accepted at depth 3 but rejected at the default depth: \(error)")
    case (.failure(let error), .success):
        guard error.reason.hasPrefix("nesting too deep") else {
            fatalError("a depth limit of 3 changed success into \(error)")
        }
    case (.failure(let shallow), .failure(let error)):
        FuzzParse.check(shallow, inputSize: size)
        guard shallow == error || shallow.reason.hasPrefix("nesting too deep") else {
            fatalError("depth 3 reports \(shallow), the default depth \(error)")
        }
    case (.success, .success):
        break
    }
    return 0
}

enum FuzzParse {
    /// Parses with the given limit; any error other than `JSONParseError` is a finding.
    static func parse(_ bytes: [UInt8], maxDepth: Int) -> Result<JSONDocument, JSONParseError> {
        do {
            return .success(try JSONDocument(parsing: bytes, maxDepth: maxDepth))
        } catch let error as JSONParseError {
            return .failure(error)
        } catch {
            fatalError("parsing threw \(type(of: error)), not JSONParseError")
        }
    }

    /// A parse error must name a position inside the input (or just past its end) and a reason.
    static func check(_ error: JSONParseError, inputSize: Int) {
        guard error.offset >= 0, error.offset <= inputSize, error.line >= 1, error.column >= 1,
            error.line <= inputSize + 1, error.column <= inputSize + 1, !error.reason.isEmpty
        else { fatalError("bad error position or reason: \(error) at offset \(error.offset) of \(inputSize)") }
        guard error.description == "\(error.line):\(error.column): \(error.reason)" else {
            fatalError("bad description \(error.description)")
        }
    }

    /// Reads every value of the document without recursion; returns a checksum so nothing is skipped.
    static func walk(_ document: JSONDocument) -> Int {
        document.withRoot { root in
            var checksum = 0
            var pending: [JSONElement] = [root]
            while let element = pending.popLast() {
                switch element.kind {
                case .null:
                    guard element.isNull else { fatalError("null kind but not isNull") }
                case .bool:
                    checksum &+= element.bool! ? 1 : 2
                case .number:
                    guard let text = element.numberText, !text.isEmpty, let double = element.double else {
                        fatalError("number without text or value")
                    }
                    checksum &+= text.utf8.count &+ Int(truncatingIfNeeded: double.bitPattern)
                    if let value = element.int64 {
                        guard !element.isFloatingPoint, Int64(text) == value else { fatalError("int64 \(value) for \(text)") }
                    } else if let value = element.uint64 {
                        guard !element.isFloatingPoint, UInt64(text) == value else { fatalError("uint64 \(value) for \(text)") }
                    } else {
                        guard element.isFloatingPoint, double.isFinite else { fatalError("bad double for \(text)") }
                        if let reference = Double(text), reference != double {
                            fatalError("\(text) parsed as \(double), strtod gives \(reference)")
                        }
                    }
                case .string:
                    let string = element.string!
                    let bytes = element.withUTF8 { Array($0) }!
                    guard Array(string.utf8) == bytes else { fatalError("string bytes differ from String") }
                    checksum &+= bytes.count
                case .array:
                    var count = 0
                    for child in element.elements {
                        pending.append(child)
                        count += 1
                    }
                    guard count == element.count else { fatalError("array count \(element.count), iterated \(count)") }
                case .object:
                    var count = 0
                    var lastValueOfKey: [[UInt8]: Int] = [:]
                    for (key, value) in element.members {
                        guard String(validating: key, as: UTF8.self) != nil else { fatalError("key is not UTF-8") }
                        lastValueOfKey[Array(key)] = value.node
                        pending.append(value)
                        count += 1
                    }
                    guard count == element.count else { fatalError("object count \(element.count), iterated \(count)") }
                    for (key, node) in lastValueOfKey {
                        let found = key.withUnsafeBufferPointer { element.member(named: $0) }
                        guard found?.node == node else { fatalError("member lookup does not find the last duplicate") }
                    }
                }
            }
            return checksum
        }
    }
}
