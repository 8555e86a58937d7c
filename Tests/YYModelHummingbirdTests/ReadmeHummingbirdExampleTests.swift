#if Hummingbird
import HummingbirdTesting
import Testing
import YYModelHummingbird
import YYModelTestSupport

// Begin README example
struct AppRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }

    var requestDecoder: YYJSONDecoder { YYJSONDecoder() }
    var responseEncoder: YYJSONEncoder { YYJSONEncoder() }
}

@JSONModel
struct Greeting: ResponseEncodable {
    var name: String
    var count: Int
}

func makeRouter() -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self)
    router.post("/greetings") { request, context in
        var greeting = try await request.decode(as: Greeting.self, context: context)
        greeting.count += 1
        return greeting
    }
    return router
}
// End README example

@Suite struct ReadmeHummingbirdExampleTests {
    @Test func theExampleServesGreetings() async throws {
        try expectExampleInReadme()
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            // "count" as text: the model path converts it.
            let body = ByteBuffer(string: #"{"name":"Ada","count":"41"}"#)
            try await client.execute(uri: "/greetings", method: .post, body: body) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"name":"Ada","count":42}"#)
            }
        }
    }
}
#endif
