import Foundation
import Testing
import YYModel

/// SPEC A5: enums with associated model values select the case by a discriminator key.
@Suite struct DiscriminatorTests {
    @JSONModel
    struct TextMessage: Equatable {
        var body: String = ""
    }

    @JSONModel
    struct ImageMessage: Equatable {
        var url: URL?
        var width: Int = 0
    }

    /// A payload with a property on the discriminator key, and a rejecting hook.
    @JSONModel
    struct Receipt: Equatable {
        var type: String = ""
        var count: Int = 0

        mutating func jsonDidDecode(_ json: JSON) throws {
            if count < 0 { throw NegativeCount() }
        }
    }

    struct NegativeCount: Error {}

    @JSONModel(discriminator: "type")
    enum Message: Equatable {
        case text(TextMessage)
        @JSONKey("img", "image") case image(ImageMessage)
        case receipt(value: Receipt)
        case ping
    }

    @JSONModel(keyStrategy: .snakeCase, discriminator: "kind")
    enum Event: Equatable {
        case userJoined(TextMessage)
    }

    @JSONModel
    struct Inbox {
        var messages: [Message] = []
        var pinned: Message?
        var byID: [String: Message] = [:]
    }

    @Test func discriminatorSelectsTheCase() throws {
        #expect(try Message(json: #"{"type": "text", "body": "hi"}"#) == .text(TextMessage(body: "hi")))
        #expect(try Message(json: #"{"width": 5, "type": "img"}"#) == .image(ImageMessage(width: 5)))
        #expect(try Message(json: #"{"type": "image", "width": 6}"#) == .image(ImageMessage(width: 6)))
        #expect(try Message(json: #"{"type": "receipt", "count": 2}"#) == .receipt(value: Receipt(type: "receipt", count: 2)))
        #expect(try Message(json: #"{"type": "ping", "extra": 1}"#) == .ping)
        #expect(try Event(json: #"{"kind": "user_joined", "body": "ann"}"#) == .userJoined(TextMessage(body: "ann")))
        #expect(Message.model(withJSON: #"{"type": "ping"}"#) == .ping)
    }

    @Test func collectionsAndPropertiesOfEnumsDecode() throws {
        let messages = try [Message](json: #"[{"type": "ping"}, {"type": "text", "body": "a"}]"#)
        #expect(messages == [.ping, .text(TextMessage(body: "a"))])
        let inbox = try Inbox(json: #"{"pinned": {"type": "img", "width": 1}, "byID": {"x": {"type": "ping"}}}"#)
        #expect(inbox.pinned == .image(ImageMessage(width: 1)))
        #expect(inbox.byID == ["x": .ping])
    }

    @Test func unknownOrMissingDiscriminatorIsAMismatch() throws {
        var issues: [JSONDecodingIssue] = []
        let inbox = try Inbox(json: #"""
            {"messages": [{"type": "video"}, {"body": "no type"}, {"type": 3}, {"type": "text", "body": "ok"}],
             "pinned": {"type": "video"}}
            """#, issues: &issues)
        #expect(inbox.messages == [.text(TextMessage(body: "ok"))])
        #expect(inbox.pinned == nil)
        #expect(issues.map(\.path) == ["messages[0]", "messages[1]", "messages[2]", "pinned"])
        #expect(issues[0].reason.hasPrefix(#"unknown discriminator 'type' value "video""#))
        #expect(issues[1].reason.hasPrefix("missing discriminator 'type'"))
        #expect(issues[2].reason.hasPrefix("discriminator 'type' is a number, not a string"))

        #expect(throws: JSONModelError.self) { try Inbox(json: #"{"pinned": {"type": "video"}}"#, options: JSONDecodingOptions(strict: true)) }
        #expect(Message.model(withJSON: #"{"type": "video"}"#) == nil)
        do {
            _ = try Message(json: #"{"type": "video"}"#)
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.reason.contains("unknown discriminator 'type' value \"video\""))
        }
        #expect(throws: JSONModelError.self) { try Message(json: "[]") }
    }

    @Test func aRejectedPayloadRejectsTheCase() throws {
        var issues: [JSONDecodingIssue] = []
        let inbox = try Inbox(json: #"{"messages": [{"type": "receipt", "count": -1}]}"#, issues: &issues)
        #expect(inbox.messages.isEmpty)
        #expect(issues.first?.reason.contains("rejected by jsonDidDecode") == true)
        #expect(throws: NegativeCount.self) { try Message(json: #"{"type": "receipt", "count": -1}"#) }
    }

    @Test func encodingWritesTheDiscriminatorFirst() throws {
        #expect(try Message.text(TextMessage(body: "hi")).jsonString() == #"{"type":"text","body":"hi"}"#)
        #expect(try Message.image(ImageMessage(width: 2)).jsonString() == #"{"type":"img","width":2}"#)
        #expect(try Message.ping.jsonString() == #"{"type":"ping"}"#)
        // The payload's own `type` member gives way to the discriminator.
        #expect(try Message.receipt(value: Receipt(type: "other", count: 1)).jsonString() == #"{"type":"receipt","count":1}"#)
        #expect(try Message.text(TextMessage(body: "hi")).jsonString(options: .sortedKeys) == #"{"body":"hi","type":"text"}"#)
        let inbox = Inbox(messages: [.ping, .text(TextMessage(body: "a"))], pinned: nil, byID: [:])
        #expect(try inbox.jsonString() == #"{"messages":[{"type":"ping"},{"type":"text","body":"a"}],"byID":{}}"#)
    }

    @Test func roundTripsThroughJSONAndCodable() throws {
        let messages: [Message] = [.text(TextMessage(body: "x")), .image(ImageMessage(url: URL(string: "https://x.y/a.png"), width: 3)), .ping]
        #expect(try [Message](json: messages.jsonData()) == messages)
        let data = try JSONEncoder().encode(messages)
        #expect(try JSONDecoder().decode([Message].self, from: data) == messages)
    }

    @Test func jsonCaseDescribesTheCase() {
        let message = Message.image(ImageMessage(width: 4))
        #expect(message.jsonCase?.name == "image")
        #expect(message.jsonCase?.value == "img")
        #expect((message.jsonCase?.payload as? ImageMessage)?.width == 4)
        #expect(Message.ping.jsonCase?.payload == nil)
        #expect(Message.jsonSchema.discriminator == "type")
        #expect(TextMessage().jsonCase == nil)
        #expect(message.modelDescription == """
            Message.image(<ImageMessage> {
                url = <nil>;
                width = 4
            })
            """)
        #expect(Message.ping.modelDescription == "Message.ping")
    }
}
