import YYModel

/// Models of `Fixtures/canada.json`: a GeoJSON feature collection with one polygon of 480 rings
/// and 55,563 coordinate pairs.
///
/// Two variants of the same document:
/// - ``Root``: the plain-typed model, coordinates as `[[[Double]]]` (rings of `[x, y]` pairs).
/// - ``PointRoot``: coordinates as `[[Point]]`, where ``Point`` reads a two-element array through a
///   hand-written ``JSONValueDecodable`` conformance (no inner array per pair).
///
/// 46 of the coordinates are written as integers (`-65`); they convert to `Double`.
///
/// Property types name sibling models qualified (`CanadaModels.X`, not `X`): `@JSONModel`
/// writes its code in an extension at file scope, where a nested type's siblings are not
/// visible unqualified.
public enum CanadaModels {
    /// The feature collection (the whole document), coordinates as nested arrays.
    @JSONModel
    public struct Root: Sendable {
        public var type: String
        public var features: [CanadaModels.Feature]
    }

    /// A feature: a named geometry.
    @JSONModel
    public struct Feature: Sendable {
        public var type: String
        public var properties: CanadaModels.Properties
        public var geometry: CanadaModels.Geometry
    }

    /// The properties of a feature.
    @JSONModel
    public struct Properties: Sendable {
        public var name: String
    }

    /// A polygon: rings of `[longitude, latitude]` pairs.
    @JSONModel
    public struct Geometry: Sendable {
        public var type: String
        public var coordinates: [[[Double]]]
    }

    /// The feature collection, coordinates as ``Point`` values.
    @JSONModel
    public struct PointRoot: Sendable {
        public var type: String
        public var features: [CanadaModels.PointFeature]
    }

    /// A feature whose geometry holds ``Point`` values.
    @JSONModel
    public struct PointFeature: Sendable {
        public var type: String
        public var properties: CanadaModels.Properties
        public var geometry: CanadaModels.PointGeometry
    }

    /// A polygon: rings of points.
    @JSONModel
    public struct PointGeometry: Sendable {
        public var type: String
        public var coordinates: [[CanadaModels.Point]]
    }

    /// A coordinate pair, read from and written as a two-element JSON array `[x, y]`.
    ///
    /// Each element converts like a `Double` property (numbers, numeric strings); an array of any
    /// other length, or an element that does not convert, is a mismatch.
    public struct Point: JSONValueConvertible, Sendable, Hashable {
        /// The longitude.
        public var x: Double
        /// The latitude.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        @inlinable
        public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Point? {
            guard element.kind == .array, element.count == 2 else { return nil }
            var iterator = element.elements.makeIterator()
            guard let first = iterator.next(), let second = iterator.next(),
                let x = try Double.decodeJSON(from: first, context: &context),
                let y = try Double.decodeJSON(from: second, context: &context)
            else { return nil }
            return Point(x: x, y: y)
        }

        @inlinable
        public func encodeJSON(to writer: inout JSONWriter) throws {
            writer.beginArray()
            try writer.write(x)
            try writer.write(y)
            writer.endArray()
        }
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The number of rings and the first coordinate pair: `480/-65.61361699999998,43.42027300000001`.
        public static func checkValue(_ root: Root) -> String {
            let rings = root.features.first?.geometry.coordinates ?? []
            let first = rings.first?.first ?? []
            return "\(rings.count)/" + first.map { "\($0)" }.joined(separator: ",")
        }

        /// The same text for the ``PointRoot`` variant.
        public static func checkValue(_ root: PointRoot) -> String {
            let rings = root.features.first?.geometry.coordinates ?? []
            let first = rings.first?.first.map { [$0.x, $0.y] } ?? []
            return "\(rings.count)/" + first.map { "\($0)" }.joined(separator: ",")
        }
    }
}

/// Foundation `Codable` twins of ``CanadaModels`` for `JSONDecoder`/`JSONEncoder`.
///
/// Conformances are compiler-synthesized (the property names are the JSON keys: no `CodingKeys`,
/// no key strategy), except ``Point``'s, which reads and writes a two-element array by hand.
public enum CanadaCodable {
    /// The feature collection (the whole document), coordinates as nested arrays.
    public struct Root: Codable, Sendable {
        public var type: String
        public var features: [Feature]
    }

    /// A feature: a named geometry.
    public struct Feature: Codable, Sendable {
        public var type: String
        public var properties: Properties
        public var geometry: Geometry
    }

    /// The properties of a feature.
    public struct Properties: Codable, Sendable {
        public var name: String
    }

    /// A polygon: rings of `[longitude, latitude]` pairs.
    public struct Geometry: Codable, Sendable {
        public var type: String
        public var coordinates: [[[Double]]]
    }

    /// The feature collection, coordinates as ``Point`` values.
    public struct PointRoot: Codable, Sendable {
        public var type: String
        public var features: [PointFeature]
    }

    /// A feature whose geometry holds ``Point`` values.
    public struct PointFeature: Codable, Sendable {
        public var type: String
        public var properties: Properties
        public var geometry: PointGeometry
    }

    /// A polygon: rings of points.
    public struct PointGeometry: Codable, Sendable {
        public var type: String
        public var coordinates: [[Point]]
    }

    /// A coordinate pair, coded as a two-element array `[x, y]`.
    public struct Point: Codable, Sendable, Hashable {
        /// The longitude.
        public var x: Double
        /// The latitude.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            x = try container.decode(Double.self)
            y = try container.decode(Double.self)
            guard container.isAtEnd else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a point has two coordinates")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(x)
            try container.encode(y)
        }
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The same text as ``CanadaModels/CorpusCheck/checkValue(_:)-(CanadaModels.Root)``.
        public static func checkValue(_ root: Root) -> String {
            let rings = root.features.first?.geometry.coordinates ?? []
            let first = rings.first?.first ?? []
            return "\(rings.count)/" + first.map { "\($0)" }.joined(separator: ",")
        }

        /// The same text for the ``PointRoot`` variant.
        public static func checkValue(_ root: PointRoot) -> String {
            let rings = root.features.first?.geometry.coordinates ?? []
            let first = rings.first?.first.map { [$0.x, $0.y] } ?? []
            return "\(rings.count)/" + first.map { "\($0)" }.joined(separator: ",")
        }
    }
}
