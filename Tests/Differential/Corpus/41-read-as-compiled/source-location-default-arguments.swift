// Default arguments and a function declared under a #sourceLocation read the location it set
func log(_ message: String, file: StaticString = #file, line: UInt = #line) {
    print("[\(file):\(line)] \(message)")
}
#sourceLocation(file: "Generated/Model.swift", line: 10)
struct Model {
    var name: String
    func report() { log("model \(name)") }
}
log("top level")
#sourceLocation()
Model(name: "m").report()
log("after reset")
