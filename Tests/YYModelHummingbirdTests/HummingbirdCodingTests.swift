#if Hummingbird
import HummingbirdTesting
import Testing
import YYModelHummingbird

/// YYJSONDecoder and YYJSONEncoder as a Hummingbird application's coders, through its router and
/// through a live server on 127.0.0.1.
@Suite struct HummingbirdCodingTests {
    /// A plain `Codable` type, decoded with the `Codable` decoder.
    struct Point: Codable, ResponseEncodable, Equatable {
        var x: Double
        var y: Double
        var tags: [String]
    }

    @JSONModel
    struct Account: ResponseEncodable {
        var id: Int
        var name: String
        var roles: [String]
    }

    struct Context: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: Source) { coreContext = .init(source: source) }
        var requestDecoder: YYJSONDecoder { YYJSONDecoder() }
        var responseEncoder: YYJSONEncoder { YYJSONEncoder() }
    }

    private static func application() -> some ApplicationProtocol {
        let router = Router(context: Context.self)
        router.post("/points") { request, context in
            try await request.decode(as: Point.self, context: context)
        }
        router.post("/accounts") { request, context in
            try await request.decode(as: Account.self, context: context)
        }
        router.get("/accounts") { _, _ in
            Account(id: 7, name: "a/b", roles: ["admin"])
        }
        return Application(router: router)
    }

    private static func post(_ body: String, to uri: String, setup: TestingSetup = .router) async throws -> (status: HTTPResponse.Status, body: String, headers: HTTPFields) {
        try await application().test(setup) { client in
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
                (response.status, String(buffer: response.body), response.headers)
            }
        }
    }

    @Test func aCodableBodyRoundTrips() async throws {
        let response = try await Self.post(#"{"x":1.5,"y":-2,"tags":["a"]}"#, to: "/points")
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(try YYJSONDecoder().decode(Point.self, from: response.body) == Point(x: 1.5, y: -2, tags: ["a"]))
    }

    @Test func aModelBodyGoesThroughTheModelPath() async throws {
        // The model rules convert "42" to 42; the Codable decoder would reject it.
        let response = try await Self.post(#"{"id":"42","name":"Ada","roles":["x"]}"#, to: "/accounts")
        #expect(response.status == .ok)
        #expect(response.body == #"{"id":42,"name":"Ada","roles":["x"]}"#)
    }

    @Test func aModelResponseIsWrittenByTheEncoder() async throws {
        let body = try await Self.application().test(.router) { client in
            try await client.execute(uri: "/accounts", method: .get) { String(buffer: $0.body) }
        }
        #expect(body == #"{"id":7,"name":"a\/b","roles":["admin"]}"#)
    }

    @Test(arguments: [
        (#"{"x":1.5,"y":"#, "line 1, column 14"),
        ("{\"x\":1,\n \"y\" 2}", "line 2, column 6"),
        (#"{"x":1,"y":2,"tags":[1]}"#, "tags[0]"),
        (#"{"x":1,"tags":[]}"#, "Missing key at y"),
        (#"{"x":null,"y":1,"tags":[]}"#, "at x"),
        ("", "line 1, column 1"),
    ])
    func aBadBodyIsA400ThatSaysWhereAndWhy(body: String, expected: String) async throws {
        let response = try await Self.post(body, to: "/points")
        #expect(response.status == .badRequest)
        #expect(response.body.contains(expected), "\(response.body)")
        // Nothing of the server's types.
        #expect(!response.body.contains("Point"))
        #expect(!response.body.contains("Double"))
        #expect(!response.body.contains("Swift"))
    }

    @Test func aBodyThatIsNoModelIsA400() async throws {
        let response = try await Self.post(#"[{"id":1}]"#, to: "/accounts")
        #expect(response.status == .badRequest)
        #expect(response.body.contains("Invalid body"), "\(response.body)")
        #expect(!response.body.contains("Account"))
    }

    @Test func aLiveServerOnLoopbackServesTheSameBodies() async throws {
        let good = try await Self.post(#"{"id":1,"name":"Ada","roles":[]}"#, to: "/accounts", setup: .live)
        #expect(good.status == .ok)
        #expect(good.body == #"{"id":1,"name":"Ada","roles":[]}"#)
        let bad = try await Self.post(#"{"id":1,"name":"#, to: "/accounts", setup: .live)
        #expect(bad.status == .badRequest)
        #expect(bad.body.contains("line 1, column 16"), "\(bad.body)")
    }
}
#endif
