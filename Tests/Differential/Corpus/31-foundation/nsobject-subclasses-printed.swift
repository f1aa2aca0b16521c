// NSObject subclasses printed: default descriptions name the module, overrides win.
import Foundation
class Plain: NSObject {}
class Named: NSObject { override var description: String { "Named!" } }
class Debuggy: NSObject { override var debugDescription: String { "dbg" } }
let p = Plain()
let pd = "\(p)"
print(pd.hasPrefix("<main.Plain: 0x"), pd.hasSuffix(">"))
print(Named(), [Named()])
debugPrint(Named())
print(String(reflecting: Debuggy()), type(of: Debuggy()))
print(String(describing: Plain.self), String(reflecting: Plain.self))
print(Plain.isSubclass(of: NSObject.self), Named().isKind(of: NSObject.self))
print(p.isEqual(p), p.isEqual(Plain()), p.hash == p.hash)
