// main.swift — a deprecation warning alongside a real type error
struct API {
    @available(*, deprecated, message: "use fetchAll()")
    func fetch() -> [String] { ["a", "b"] }

    func fetchAll() -> [String] { ["a", "b", "c"] }
}

let api = API()
let names = api.fetch()
let count: String = names.count
print(count)
