// Own Task struct in a program that also uses top-level await and _Concurrency.Task explicitly
struct Task { let name: String; func run() async -> String { "ran \(name)" } }
enum Result<T> { case value(T), nothing
    func get() -> T? { if case .value(let v) = self { return v }; return nil }
}

let t = Task(name: "build")
print(await t.run())
let background = _Concurrency.Task { () -> Int in 21 * 2 }
print(await background.value)
let r: Result<String> = .value("ok")
print(r.get() ?? "none", Result<Int>.nothing.get() as Any)
print(type(of: t), type(of: background))
