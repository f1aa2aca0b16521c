// Command-line tool tutorial: a tiny argument parser run over a fixed argument list (not the real one).
enum Flag: Equatable { case verbose, output(String), count(Int) }
enum ParseFailure: Error, CustomStringConvertible {
    case unknown(String), missingValue(String), notANumber(String)
    var description: String {
        switch self {
        case .unknown(let a): return "unknown option \(a)"
        case .missingValue(let a): return "\(a) needs a value"
        case .notANumber(let v): return "'\(v)' is not a number"
        }
    }
}
func parse(_ args: [String]) throws -> (flags: [Flag], files: [String]) {
    var flags: [Flag] = [], files: [String] = []
    var it = args.makeIterator()
    while let arg = it.next() {
        switch arg {
        case "-v", "--verbose": flags.append(.verbose)
        case "-o": guard let v = it.next() else { throw ParseFailure.missingValue(arg) }; flags.append(.output(v))
        case "-n":
            guard let v = it.next() else { throw ParseFailure.missingValue(arg) }
            guard let n = Int(v) else { throw ParseFailure.notANumber(v) }
            flags.append(.count(n))
        case let a where a.hasPrefix("-"): throw ParseFailure.unknown(a)
        default: files.append(arg)
        }
    }
    return (flags, files)
}
for argv in [["-v", "a.txt", "-o", "out.md", "b.txt"], ["-n", "three"], ["--color"], ["-o"], ["-n", "3"]] {
    do {
        let result = try parse(argv)
        print(argv.joined(separator: " "), "→", result.flags, result.files)
    } catch {
        print(argv.joined(separator: " "), "→ error:", error)
    }
}
