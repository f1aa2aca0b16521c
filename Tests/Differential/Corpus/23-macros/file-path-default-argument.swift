// #filePath and #fileID as default arguments, and the file name taken from the path.
import Foundation
struct SourceLocation: CustomStringConvertible {
    let path: String
    let id: String
    let line: Int
    init(path: String = #filePath, id: String = #fileID, line: Int = #line) {
        self.path = path; self.id = id; self.line = line
    }
    var description: String { "\((path as NSString).lastPathComponent) (\(id)) line \(line)" }
}
let here = SourceLocation()
print(here)
print(here.path)
func report(_ location: SourceLocation = SourceLocation()) { print("reported at", location.path, location.line) }
report()
