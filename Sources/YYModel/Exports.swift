// Models name Foundation types (`Date`, `URL`, `Data`, `Decimal`, `UUID`) in their properties and
// receive `Data` from the entry points; re-exporting Foundation lets a file that declares models
// with `import YYModel` alone compile, as YYModel's own headers imported Foundation for their users.
@_exported import Foundation
