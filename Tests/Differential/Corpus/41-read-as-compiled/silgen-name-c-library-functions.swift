// C library functions declared by their symbol names, with attributes on lines of their own
@_silgen_name("strlen")
func cLength(_ text: UnsafePointer<CChar>) -> Int

@_silgen_name("abs")
func cAbsolute(_ value: Int32) -> Int32
let words = ["swift", "compiler", ""]
for word in words {
    print(word.isEmpty ? "(empty)" : word, word.withCString { cLength($0) })
}
print(cAbsolute(-42), cAbsolute(7))
