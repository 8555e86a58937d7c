import Foundation
import Testing
import YYModel

/// Helpers shared by the conversion suites: decode a model from JSON text and hand back the issues.
enum ConversionCheck {
    /// A lenient decode of `json`: the model and every issue it recorded.
    static func lenient<Model: JSONModel>(
        _ type: Model.Type, _ json: String, options: JSONDecodingOptions = JSONDecodingOptions()
    ) throws -> (model: Model, issues: [JSONDecodingIssue]) {
        var issues: [JSONDecodingIssue] = []
        let model = try Model(json: json, options: options, issues: &issues)
        return (model, issues)
    }

    /// The `JSONModelError` a decode of `json` throws (strict unless `options` say otherwise), or
    /// `nil` when it does not throw one.
    static func error<Model: JSONModel>(
        _ type: Model.Type, _ json: String, options: JSONDecodingOptions = JSONDecodingOptions(strict: true)
    ) -> JSONModelError? {
        do {
            _ = try Model(json: json, options: options)
            return nil
        } catch let error as JSONModelError {
            return error
        } catch {
            Issue.record("expected a JSONModelError, got \(error)")
            return nil
        }
    }

    /// `{"value": <fragment>, "optional": <fragment>}`: the same JSON value for the non-optional
    /// and the optional property of a holder model.
    static func holder(_ fragment: String) -> String {
        #"{"value": \#(fragment), "optional": \#(fragment)}"#
    }

    /// The paths of `issues`, in order.
    static func paths(_ issues: [JSONDecodingIssue]) -> [String] { issues.map(\.path) }

    /// Whether every issue says the value could not be converted and was left unchanged.
    static func allMismatches(_ issues: [JSONDecodingIssue]) -> Bool {
        issues.allSatisfy { $0.reason.hasPrefix("cannot convert ") && $0.reason.hasSuffix("; left unchanged") }
    }
}
