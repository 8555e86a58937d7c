#if Vapor
import Testing
import VaporTesting
import YYModelTestSupport
import YYModelVapor

// Begin README example
@JSONModel
struct Order: Content {
    var id: Int
    var items: [String]
}

func configure(_ app: Application) {
    ContentConfiguration.global.use(encoder: YYJSONEncoder(), for: .json)
    ContentConfiguration.global.use(decoder: YYJSONDecoder(), for: .json)

    app.post("orders") { request in
        var order = try request.content.decode(Order.self)
        order.items.sort()
        return order
    }
}
// End README example

/// Vapor's content configuration is global: the suites that change it run one at a time.
@Suite(.serialized) struct VaporSuites {
    @Suite struct ReadmeVaporExampleTests {
        @Test func theExampleServesOrders() async throws {
            try expectExampleInReadme()
            try await withApp(configure: { configure($0) }) { app in
                try await app.testing().test(
                    .POST, "orders", headers: ["Content-Type": "application/json"],
                    body: ByteBuffer(string: #"{"id":"3","items":["b","a"]}"#)
                ) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers.contentType == .json)
                    #expect(response.body.string == #"{"id":3,"items":["a","b"]}"#)
                }
            }
        }
    }

    @Suite struct VaporCodingTests {
        /// A plain `Codable` type, decoded with the `Codable` decoder.
        struct Point: Content, Equatable {
            var x: Double
            var y: Double
            var tags: [String]
        }

        @JSONModel
        struct Account: Content {
            var id: Int
            var name: String
        }

        private static func respond(to body: String, at path: String) async throws -> (status: HTTPStatus, body: String) {
            try await withApp(configure: { app in
                ContentConfiguration.global.use(encoder: YYJSONEncoder(), for: .json)
                ContentConfiguration.global.use(decoder: YYJSONDecoder(), for: .json)
                app.post("points") { try $0.content.decode(Point.self) }
                app.post("accounts") { try $0.content.decode(Account.self) }
            }) { app in
                let response = try await app.testing().sendRequest(
                    .POST, path, headers: ["Content-Type": "application/json"], body: ByteBuffer(string: body))
                return (response.status, response.body.string)
            }
        }

        @Test func aCodableBodyRoundTrips() async throws {
            let response = try await Self.respond(to: #"{"x":1.5,"y":-2,"tags":["a/b"]}"#, at: "points")
            #expect(response.status == .ok)
            #expect(try YYJSONDecoder().decode(Point.self, from: response.body) == Point(x: 1.5, y: -2, tags: ["a/b"]))
        }

        @Test func aModelBodyGoesThroughTheModelPath() async throws {
            let response = try await Self.respond(to: #"{"id":"42","name":"Ada"}"#, at: "accounts")
            #expect(response.status == .ok)
            #expect(response.body == #"{"id":42,"name":"Ada"}"#)
        }

        @Test(arguments: [
            (#"{"x":1.5,"y":"#, "line 1, column 14"),
            (#"{"x":1,"y":2,"tags":[1]}"#, "tags[0]"),
            (#"{"x":1,"tags":[]}"#, "Missing key at y"),
        ])
        func aBadBodyIsA400ThatSaysWhereAndWhy(body: String, expected: String) async throws {
            let response = try await Self.respond(to: body, at: "points")
            #expect(response.status == .badRequest)
            #expect(response.body.contains(expected), "\(response.body)")
            #expect(!response.body.contains("Point"))
            #expect(!response.body.contains("Double"))
        }
    }
}
#endif
