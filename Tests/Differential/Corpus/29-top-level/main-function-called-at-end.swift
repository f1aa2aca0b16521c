// C-style structure: helper functions and types first, a runApp() entry point called on the last line.
struct Config {
    var verbose = false
    var retries = 2
}

func parse(_ args: [String]) -> Config {
    var config = Config()
    var iterator = args.makeIterator()
    while let arg = iterator.next() {
        switch arg {
        case "-v", "--verbose": config.verbose = true
        case "--retries": config.retries = Int(iterator.next() ?? "") ?? config.retries
        default: print("unknown option \(arg)")
        }
    }
    return config
}

func attempt(_ n: Int, config: Config) -> Bool {
    if config.verbose { print("  attempt \(n)") }
    return n == config.retries
}

func runApp(arguments: [String] = ["--verbose", "--retries", "3", "-x"]) -> Int32 {
    let config = parse(arguments)
    print("config:", config)
    for n in 1...5 where attempt(n, config: config) {
        print("succeeded on attempt \(n)")
        return 0
    }
    return 1
}

let status = runApp()
print("exit status", status)
print("quiet run:", runApp(arguments: []))
