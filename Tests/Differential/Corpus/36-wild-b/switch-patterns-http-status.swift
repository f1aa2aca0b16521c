// switch with ranges, tuples, where clauses and value bindings, classifying HTTP responses.
enum Body { case json([String: Int]), text(String), empty }
func describe(_ status: Int, _ body: Body) -> String {
    switch (status, body) {
    case (200..<300, .json(let fields)) where fields.isEmpty: return "ok but empty json"
    case (200..<300, .json(let fields)): return "ok json keys \(fields.keys.sorted())"
    case (200..<300, .text(let s)) where s.count > 10: return "ok long text (\(s.count) chars)"
    case (let code, .empty) where code == 204: return "no content"
    case (301, _), (302, _): return "redirect"
    case (400...499, .text(let message)): return "client error: \(message)"
    case (500..., _): return "server error \(status)"
    default: return "unhandled \(status)"
    }
}
let samples: [(Int, Body)] = [(200, .json(["b": 2, "a": 1])), (201, .json([:])), (200, .text("hello there, world")),
                              (204, .empty), (302, .text("moved")), (404, .text("not found")), (503, .empty), (100, .empty)]
for (status, body) in samples { print(status, "→", describe(status, body)) }
