// main.swift — a non-Sendable value handed to an actor's initialiser and then mutated
// compiles in Swift 5
final class Options {
    var verbose = false
}

actor Engine {
    let options: Options
    init(options: Options) { self.options = options }
}

func boot() async {
    let options = Options()
    let engine = Engine(options: options)
    options.verbose = true
    print(engine)
}
