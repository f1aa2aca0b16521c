// awaited globals: annotated, var with didSet, throwing, tuple fallback
struct Item: Decodable { var name: String }
func decode<T: Decodable>() async throws -> [T] { [] }
func load() async -> Int { 3 }
let items: [Item] = try await decode()
var count = await load() { didSet { print("count now", count) } }
let (a, b) = (await load(), 4)
struct Report { func show() { print("items", items.count, "count", count) } }
count += 1
Report().show()
print(a, b)
