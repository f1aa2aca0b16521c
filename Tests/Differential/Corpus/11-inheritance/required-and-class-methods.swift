// class func overridden in subclasses and called through a metatype variable.
class Parser {
    class var format: String { "plain" }
    class func make() -> Parser { Parser() }
    func parse(_ s: String) -> String { "\(Self.format): \(s)" }
    required init() {}
}
class JSONParser: Parser {
    override class var format: String { "json" }
    override class func make() -> Parser { JSONParser() }
}
class CSVParser: Parser { override class var format: String { "csv" } }
let types: [Parser.Type] = [Parser.self, JSONParser.self, CSVParser.self]
for t in types {
    let made = t.make()
    let direct = t.init()
    print(t.format, made.parse("x"), direct.parse("y"), type(of: direct))
}
