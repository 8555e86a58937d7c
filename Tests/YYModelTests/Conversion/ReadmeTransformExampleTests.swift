import Foundation
import Testing
import YYModel

// The transform example of README.md's feature list, compiled as written there.
// Begin README example
@JSONModel
struct Booking {
    @JSONTransform(.dateFormat("dd/MM/yyyy HH:mm")) var start: Date?
    @JSONTransform(.custom(decode: { $0.string?.uppercased() }, encode: { JSON.string($0.lowercased()) }))
    var code: String = ""
}

func readBooking() throws -> Booking {
    try Booking(json: #"{"start": "09/03/2024 14:30", "code": "ab-12"}"#)   // code "AB-12"
}
// End README example

@Suite("README: transforms with arguments")
struct ReadmeTransformExampleTests {
    @Test func theExampleDoesWhatItsCommentsSay() throws {
        try expectExampleInReadme()
        let booking = try readBooking()
        #expect(booking.code == "AB-12")
        #expect(booking.start == Date(timeIntervalSince1970: 1_709_994_600))
        #expect(try booking.jsonString() == #"{"start":"09\/03\/2024 14:30","code":"ab-12"}"#)
    }
}
