// main.swift — a Sendable struct with a non-Sendable closure property
// compiles in Swift 5
struct Job: Sendable {
    let name: String
    let run: () -> Void
}

let job = Job(name: "cleanup") { print("cleaning") }
job.run()
