// program types named Unmanaged, AnyObject-like and Void-like names shadowing standard library types
struct Unmanaged { var note = "my unmanaged" }
struct UnsafeMutableRawPointer { let id: Int }
enum MainActorState { case idle }
struct Entry { let main: Int }
let u = Unmanaged()
print(u.note, UnsafeMutableRawPointer(id: 3).id)
print(Entry(main: 4).main, MainActorState.idle)
print(type(of: u), String(reflecting: Unmanaged.self))
let obj: NSStringLike = "x"
let s = Swift.Unmanaged.passUnretained(obj)
print(s.takeUnretainedValue().text)
final class NSStringLike { let text: String; init(_ t: String) { text = t } }
extension NSStringLike: ExpressibleByStringLiteral { convenience init(stringLiteral v: String) { self.init(v) } }
