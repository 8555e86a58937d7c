import YYModel

// Hand-written decoders of the canada.json models (see `HandwrittenDecodable`): the coordinates,
// nearly all of the document, are three levels of arrays of numbers, each reserved to its size.

extension CanadaModels.Root: HandwrittenDecodable {
    /// Decodes the feature collection (the whole document) by hand.
    public init(handwritten element: JSONElement) throws {
        var type: String?
        var features: [CanadaModels.Feature]?
        for (key, value) in try element.decodeMembers("Root") {
            switch key.count {
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                }
            case 8:
                if key.matches("features") {
                    features = try value.decodeArray("features") { try CanadaModels.Feature(handwritten: $0) }
                }
            default:
                break
            }
        }
        self.type = try type.required("type")
        self.features = try features.required("features")
    }
}

extension CanadaModels.Feature: HandwrittenDecodable {
    /// Decodes a feature by hand.
    public init(handwritten element: JSONElement) throws {
        var type: String?
        var properties: CanadaModels.Properties?
        var geometry: CanadaModels.Geometry?
        for (key, value) in try element.decodeMembers("Feature") {
            switch key.count {
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                }
            case 8:
                if key.matches("geometry") {
                    geometry = try CanadaModels.Geometry(handwritten: value)
                }
            case 10:
                if key.matches("properties") {
                    properties = try CanadaModels.Properties(handwritten: value)
                }
            default:
                break
            }
        }
        self.type = try type.required("type")
        self.properties = try properties.required("properties")
        self.geometry = try geometry.required("geometry")
    }
}

extension CanadaModels.Properties: HandwrittenDecodable {
    /// Decodes the properties of a feature by hand.
    public init(handwritten element: JSONElement) throws {
        var name: String?
        for (key, value) in try element.decodeMembers("Properties") {
            switch key.count {
            case 4:
                if key.matches("name") {
                    name = try value.decodeString("name")
                }
            default:
                break
            }
        }
        self.name = try name.required("name")
    }
}

extension CanadaModels.Geometry: HandwrittenDecodable {
    /// Decodes a polygon's rings of `[longitude, latitude]` pairs by hand.
    public init(handwritten element: JSONElement) throws {
        var type: String?
        var coordinates: [[[Double]]]?
        for (key, value) in try element.decodeMembers("Geometry") {
            switch key.count {
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                }
            case 11:
                if key.matches("coordinates") {
                    coordinates = try value.decodeArray("coordinates") { ring in
                        try ring.decodeArray("coordinates") { pair in
                            try pair.decodeArray("coordinates") { try $0.decodeDouble("coordinates") }
                        }
                    }
                }
            default:
                break
            }
        }
        self.type = try type.required("type")
        self.coordinates = try coordinates.required("coordinates")
    }
}
