// A throwing func main() with nested helpers, called once at the end inside do/catch
struct Config { var retries = 2; var verbose = true }
var config = Config()
enum Failure: Error { case gaveUp(after: Int) }

func main() throws {
    var tries = 0
    func attempt() -> Bool { tries += 1; if config.verbose { print("try", tries) }; return tries > 5 }
    while !attempt() {
        if tries > config.retries { throw Failure.gaveUp(after: tries) }
    }
    print("succeeded")
}

do {
    try main()
} catch Failure.gaveUp(let n) {
    print("gave up after", n)
}
config.retries = 10
config.verbose = false
try main()
print("done", config)
