// A body-less function declaration whose next line is an if statement, and another before a struct
@_silgen_name("labs") func longAbsolute(_ value: Int) -> Int
if longAbsolute(-3) == 3 { print("labs works") }
@_silgen_name("toupper") func upper(_ character: Int32) -> Int32
struct Shout {
    let text: String
    var loud: String { String(text.unicodeScalars.map { Character(Unicode.Scalar(UInt8(upper(Int32($0.value))))) }) }
}
print(Shout(text: "hello").loud)
[-1, 0, 5].forEach { print(longAbsolute($0)) }
