// NSKeyedArchiver round trip of a program class with NSSecureCoding
import Foundation
final class Note: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let title: String
    init(title: String) { self.title = title }
    required init?(coder: NSCoder) { title = coder.decodeObject(of: NSString.self, forKey: "t").map { $0 as String } ?? "?" }
    func encode(with coder: NSCoder) { coder.encode(title as NSString, forKey: "t") }
}
let data = try NSKeyedArchiver.archivedData(withRootObject: Note(title: "hello"), requiringSecureCoding: true)
print(try NSKeyedUnarchiver.unarchivedObject(ofClass: Note.self, from: data)?.title ?? "nil")
