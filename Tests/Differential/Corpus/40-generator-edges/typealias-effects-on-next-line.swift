// Generator edge: typealias effects on next line
typealias Handler = (Int)
    throws -> String
let handler: Handler = { "got \($0)" }
print(try handler(1))
