// NSStringFromClass and NSClassFromString with classes declared at the top level of main.swift.
import Foundation
class Plain: NSObject {}
final class Document: NSObject { override var description: String { "Document" } }
print(NSStringFromClass(Plain.self))
print(NSStringFromClass(Document.self), Document())
let found: AnyClass? = NSClassFromString("main.Document")
print(found.map { $0 == Document.self } ?? false)
print(NSClassFromString("main.Missing") == nil)
