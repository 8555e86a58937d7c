import Foundation
import Testing
import YYModel
import YYModelCorpusModels

@Suite("Corpus: citm_catalog.json")
struct CitmCatalogCorpusTests {
    @Test("decodes the catalogue in strict mode, with no issues")
    func values() throws {
        let catalog = try CorpusSupport.decode(CitmCatalogModels.Root.self, from: "citm_catalog").model
        #expect(catalog.events.count == 184)
        #expect(catalog.performances.count == 243)
        #expect(catalog.areaNames.count == 17)
        #expect(catalog.seatCategoryNames.count == 64)
        #expect(catalog.subTopicNames.count == 19)
        #expect(catalog.topicNames.count == 4)
        #expect(catalog.blockNames.isEmpty && catalog.subjectNames.isEmpty)
        #expect(catalog.areaNames["205705993"] == "Arrière-scène central")
        #expect(catalog.audienceSubCategoryNames == ["337100890": "Abonné"])
        #expect(catalog.venueNames == ["PLEYEL_PLEYEL": "Salle Pleyel"])
        #expect(catalog.topicSubTopics["107888604"] == [337184283, 337184267])
        #expect(catalog.topicSubTopics["324846099"]?.count == 11)

        let event = try #require(catalog.events["138586341"])
        #expect(event.id == 138586341)
        #expect(event.name == "30th Anniversary Tour")
        #expect(event.description == nil && event.logo == nil && event.subjectCode == nil && event.subtitle == nil)
        #expect(event.subTopicIds == [337184269, 337184283])
        #expect(event.topicIds == [324846099, 107888604])
        #expect(catalog.events.allSatisfy { $0.key == String($0.value.id) })
        #expect(catalog.events.values.filter { $0.logo != nil }.count == 94)

        let first = try #require(catalog.performances.first)
        #expect(first.id == 339887544)
        #expect(first.eventId == 138586341)
        #expect(first.start == 1372701600000)
        #expect(first.venueCode == "PLEYEL_PLEYEL")
        #expect(first.name == nil && first.seatMapImage == nil)
        #expect(first.prices.count == 2)
        let price = try #require(first.prices.first)
        #expect((price.amount, price.audienceSubCategoryId, price.seatCategoryId) == (90250, 337100890, 338937295))
        #expect(first.seatCategories.first?.areas.count == 11)
        #expect(catalog.performances.last?.id == 138586999)
        #expect(catalog.performances.last?.start == 1404410400000)

        // Totals, computed independently by Python.
        let areas = catalog.performances.flatMap(\.seatCategories).flatMap(\.areas)
        #expect(areas.count == 8685)
        #expect(areas.allSatisfy { $0.blockIds.isEmpty })
        #expect(catalog.performances.flatMap(\.prices).map(\.amount).reduce(0, +) == 42356300)
    }

    @Test("re-encoding with nulls gives the input back exactly")
    func roundTrip() throws {
        let (catalog, data) = try CorpusSupport.decode(CitmCatalogModels.Root.self, from: "citm_catalog")
        let input = try JSON(parsing: data)
        let output = try CorpusSupport.reencoded(catalog, includesNulls: true)
        #expect(CorpusSupport.differences(original: input, reencoded: output) == [])
        #expect(output == input)
    }
}

@Suite("Corpus: canada.json")
struct CanadaCorpusTests {
    @Test("decodes the polygon as [[[Double]]] in strict mode, every coordinate exact")
    func nestedArrays() throws {
        let canada = try CorpusSupport.decode(CanadaModels.Root.self, from: "canada").model
        #expect(canada.type == "FeatureCollection")
        #expect(canada.features.count == 1)
        let feature = try #require(canada.features.first)
        #expect(feature.type == "Feature")
        #expect(feature.properties.name == "Canada")
        #expect(feature.geometry.type == "Polygon")
        let rings = feature.geometry.coordinates
        #expect(rings.count == 480)
        #expect(rings.map(\.count).reduce(0, +) == 55563)
        #expect(rings.allSatisfy { $0.allSatisfy { $0.count == 2 } })
        #expect(rings.first?.count == 14)
        #expect(rings.last?.count == 5276)
        #expect(rings.first?.first == [-65.61361699999998, 43.42027300000001])
        #expect(rings.last?.last == [-70.11193799999995, 83.10942100000011])
        // Sums in document order, computed independently by Python: every double read exactly.
        var sumX = 0.0, sumY = 0.0
        for ring in rings {
            for pair in ring {
                sumX += pair[0]
                sumY += pair[1]
            }
        }
        #expect(sumX == -4957641.118919061)
        #expect(sumY == 3692110.0100350203)
    }

    @Test("decodes the polygon as [[Point]] with the custom conversion")
    func points() throws {
        let canada = try CorpusSupport.decode(CanadaModels.PointRoot.self, from: "canada").model
        let rings = try #require(canada.features.first).geometry.coordinates
        #expect(rings.count == 480)
        #expect(rings.map(\.count).reduce(0, +) == 55563)
        #expect(rings.first?.first == CanadaModels.Point(x: -65.61361699999998, y: 43.42027300000001))
        #expect(rings.last?.last == CanadaModels.Point(x: -70.11193799999995, y: 83.10942100000011))
        var sumX = 0.0, sumY = 0.0
        for ring in rings {
            for point in ring {
                sumX += point.x
                sumY += point.y
            }
        }
        #expect(sumX == -4957641.118919061)
        #expect(sumY == 3692110.0100350203)
    }

    @Test("a Point needs exactly two numbers")
    func pointMismatch() throws {
        let json = #"{"type": "Polygon", "coordinates": [[[1, 2], [3], [4, 5, 6], ["7", "8"], [9, "x"], {}, [10, 11]]]}"#
        var issues: [JSONDecodingIssue] = []
        let geometry = try CanadaModels.PointGeometry(json: json, issues: &issues)
        #expect(geometry.coordinates == [[
            CanadaModels.Point(x: 1, y: 2), CanadaModels.Point(x: 7, y: 8), CanadaModels.Point(x: 10, y: 11),
        ]])
        #expect(issues.map(\.path) == ["coordinates[0][1]", "coordinates[0][2]", "coordinates[0][4]", "coordinates[0][5]"])
        #expect(throws: JSONModelError.self) {
            _ = try CanadaModels.PointGeometry(json: json, options: JSONDecodingOptions(strict: true))
        }
    }

    @Test("re-encoding gives the input back exactly, in both variants")
    func roundTrip() throws {
        let (canada, data) = try CorpusSupport.decode(CanadaModels.Root.self, from: "canada")
        let input = try JSON(parsing: data)
        let output = try CorpusSupport.reencoded(canada, includesNulls: true)
        #expect(CorpusSupport.differences(original: input, reencoded: output) == [])
        #expect(output == input)

        let points = try CanadaModels.PointRoot(json: data, options: JSONDecodingOptions(strict: true))
        #expect(try CorpusSupport.reencoded(points, includesNulls: true) == input)
    }
}
