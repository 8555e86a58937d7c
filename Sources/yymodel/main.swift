import YYModel
import Foundation
let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
do {
  let j = try JSON(parsing: data)
  print(try j.jsonString().prefix(300))
} catch { print(error) }
