// Generator edge: closure parameter name moves function
func ranking(_ table: [String: Int]) -> String { table.max { best, other in best.value < other.value }!.key }
struct Podium { var winner: String { ranking(["a": 1, "b": 2]) } }
guard let best = Optional(2) else { fatalError() }
print(Podium().winner)
