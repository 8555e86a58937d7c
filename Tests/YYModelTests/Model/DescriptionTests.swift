import Foundation
import Testing
import YYModel

/// SPEC A6, B6.5 and B7.6: `modelDescription`.
@Suite struct DescriptionTests {
    @JSONModel
    struct Sub: Hashable {
        var intValue: Int = 0
    }

    @JSONModel
    struct Everything {
        var string: String = "test"
        var escaped: String = "say \"hi\"\n\\ \u{1}"
        var intValue: Int = 100
        var double: Double = 1.5
        var flag: Bool = true
        var Upper: Int = 1
        var decimal: Decimal? = Decimal(string: "456")
        var date: Date? = Date(timeIntervalSince1970: 1_451_822_400)
        var url: URL? = URL(string: "https://example.com/a?b=c")
        var uuid: UUID? = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        var data: Data? = Data([0, 1, 2, 3, 4, 5])
        var missing: String?
        var json: JSON = ["b": [1, "x", nil], "a": true]
        var emptyArray: [Int] = []
        var emptyDict: [String: Int] = [:]
        var emptySet: Set<Int> = []
        var emptyJSON: JSON = [:]
        var subs: [Sub] = [Sub(intValue: 0), Sub(intValue: 1)]
        var subDict: [String: Sub] = ["1": Sub(intValue: 1), "0": Sub(intValue: 0)]
        var subSet: Set<Sub> = [Sub(intValue: 1), Sub(intValue: 0)]
        var nested: [[Int]] = [[1, 2], []]
        var optionals: [Int?] = [1, nil]
    }

    /// The exact format: sorted by name (uppercase first), 4-space indentation, `;` between lines.
    @Test func snapshot() {
        #expect(Everything().modelDescription == #"""
            <Everything> {
                Upper = 1;
                data = <00010203 0405>;
                date = 2016-01-03 12:00:00 +0000;
                decimal = 456;
                double = 1.5;
                emptyArray = [];
                emptyDict = {};
                emptyJSON = {};
                emptySet = [];
                escaped = "say \"hi\"\n\\ \u{1}";
                flag = true;
                intValue = 100;
                json = {
                    b = [
                        1;
                        "x";
                        <null>
                    ];
                    a = true
                };
                missing = <nil>;
                nested = [
                    [
                        1;
                        2
                    ];
                    []
                ];
                optionals = [
                    1;
                    <nil>
                ];
                string = "test";
                subDict = {
                    0 = <Sub> {
                        intValue = 0
                    };
                    1 = <Sub> {
                        intValue = 1
                    }
                };
                subSet = [
                    <Sub> {
                        intValue = 0
                    };
                    <Sub> {
                        intValue = 1
                    }
                ];
                subs = [
                    <Sub> {
                        intValue = 0
                    };
                    <Sub> {
                        intValue = 1
                    }
                ];
                url = https://example.com/a?b=c;
                uuid = E621E1F8-C36C-495A-93FC-0C247A3E6E5F
            }
            """#)
    }

    @JSONModel
    struct Empty {}

    @JSONModel
    final class Node {
        var name: String = ""
        var next: Node?
    }

    @Test func modelsWithoutPropertiesAndClassAddresses() throws {
        #expect(Empty().modelDescription == "<Empty>")
        let node = try Node(json: #"{"name": "a", "next": {"name": "b"}}"#)
        let text = node.modelDescription.replacing(/0x[0-9a-f]+/, with: "0xADDRESS")
        #expect(text == """
            <Node: 0xADDRESS> {
                name = "a";
                next = <Node: 0xADDRESS> {
                    name = "b";
                    next = <nil>
                }
            }
            """)
    }

    @Test func cyclesPrintCycle() throws {
        let node = try Node(json: #"{"name": "a", "next": {"name": "b"}}"#)
        node.next?.next = node
        let text = node.modelDescription.replacing(/0x[0-9a-f]+/, with: "0xADDRESS")
        #expect(text == """
            <Node: 0xADDRESS> {
                name = "a";
                next = <Node: 0xADDRESS> {
                    name = "b";
                    next = <cycle>
                }
            }
            """)
        node.next = nil
    }

    /// B7.6: a model holding every kind, nested containers of models and 4 KB of data.
    @JSONModel
    final class Kitchen {
        var string: String = ""
        var intValue: Int = 0
        var number: Double = 0
        var decimal: Decimal = 0
        var date: Date = Date(timeIntervalSince1970: 0)
        var mData: Data = Data()
        var array: [Kitchen] = []
        var dict: [String: Kitchen] = [:]
        var set: Set<Int> = []
        var json: JSON = .null
        var child: Kitchen?
    }

    @Test func everyKindPrintsAndLongDataIsCut() throws {
        let model = try Kitchen(json: #"{"string": "test", "intValue": 100, "number": 123, "decimal": "456"}"#)
        model.mData = Data((0..<1024).flatMap { withUnsafeBytes(of: Int32($0).littleEndian, Array.init) })
        #expect(model.mData.count == 4096)
        model.array = [try Kitchen(json: #"{"intValue": 0}"#), try Kitchen(json: #"{"intValue": 1}"#)]
        model.dict = ["0": model.array[0], "1": model.array[1]]
        model.set = [0, 1]
        model.json = ["list": [1, 2, 3]]
        let text = model.modelDescription
        #expect(text.hasSuffix("    string = \"test\"\n}"))
        #expect(text.contains("    decimal = 456;"))
        let dataLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("    mData = ") })
        #expect(dataLine == "    mData = <00000000 01000000 02000000 03000000 04000000 05000000 06000000 07000000 08000000 09000000 0a000000 ...;")
        #expect(text.split(separator: "\n").count > 40)
    }
}
