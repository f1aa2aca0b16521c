// #fileID, #function, #line and #column in default arguments, initializers, subscripts, closures and properties.
func log(_ msg: String, file: String = #fileID, function: String = #function, line: Int = #line) {
    print("\(file):\(line) \(function) - \(msg)")
}
struct Recorder {
    let createdAt = #line
    let where_: String
    init(where_: String = #function) { self.where_ = where_ }
    subscript(i: Int, fn: String = #function) -> String { "\(i)@\(fn)" }
    func run() { log("run") }
    var computed: String { #function }
    static func make() -> Recorder { Recorder() }
}
log("top")
let r = Recorder()
print(r.createdAt, r.where_, r[3], r.computed)
r.run()
print(Recorder.make().where_)
let c = { (x: Int) -> String in "\(#function) \(#line) \(x)" }
print(c(1))
func outer() { [1].forEach { _ in log("in closure") } }
outer()
let multi = """
    a
    b
    """
print(#line, multi.count)
print(#file, #filePath.hasSuffix("main.swift"))
