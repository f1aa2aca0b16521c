// AnyObject arrays, conditional casts to classes and protocols, and type(of:) names.
protocol Drawable: AnyObject { func draw() -> String }
final class Circle: Drawable { func draw() -> String { "○" } }
final class Square: Drawable { func draw() -> String { "□" } }
final class Note { let text = "not drawable" }
let objects: [AnyObject] = [Circle(), Note(), Square(), Circle()]
let drawn = objects.compactMap { ($0 as? Drawable)?.draw() }
print(drawn.joined())
for object in objects {
    if let note = object as? Note { print("note:", note.text) }
}
print(objects.map { String(describing: type(of: $0)) })
print(objects.filter { $0 is Circle }.count)
let first: AnyObject = objects[0]
print(first === objects[0], first === objects[3])
