// NSKeyedArchiver archiving a program class declared after the code that archives it
import Foundation
_ = try? NSKeyedArchiver.archivedData(withRootObject: Box(), requiringSecureCoding: false)
print("archived")
final class Box: NSObject, NSCoding {
    override init() {}
    init?(coder: NSCoder) {}
    func encode(with coder: NSCoder) {}
}
