// Models name Foundation types (`Date`, `URL`, `Data`, `Decimal`, `UUID`) in their properties and
// receive `Data` from the entry points; re-exporting Foundation lets a file that declares models
// with `import YYModel` alone compile, as YYModel's own headers imported Foundation for their users.
@_exported import Foundation
// The engine's types (`JSON`, `JSONElement`, the writer, the errors, the Codable coders) are part of
// every model's API; one import brings both layers.
@_exported import YYJSON
