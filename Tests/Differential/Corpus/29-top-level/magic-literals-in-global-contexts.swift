// #function and #line in global initialisers, observers, computed globals, deinit, lazy properties, subscripts and defaults.
let atTop = #function
var observed = 0 { didSet { print("didSet", #function, oldValue) } willSet { print("willSet", #function) } }
var computed: String { #function }
class C { deinit { print("deinit", #function) }; lazy var l = #function; subscript(i: Int) -> String { #function } }
struct S { var p = #function; static let sp = #function; init() {} }
print(atTop, computed)
observed = 1
do { let c = C(); print(c.l, c[0]) }
print(S().p, S.sp)
let line = { () -> Int in return #line }()
let lineMulti = [0 + #line,
    0 + #line]
print(line, lineMulti)
func f(_ a: Int = #line, _ col: Int = #column) -> String { "\(a):\(col)" }
print(f(), [1].map { _ in f() })
