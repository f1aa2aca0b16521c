// main.swift — a function marked noasync is a warning in Swift 5 and an error in Swift 6
// compiles in Swift 5
@available(*, noasync, message: "blocks the calling thread")
func waitForDisk() {
    print("disk ready")
}

func prepare() async {
    waitForDisk()
    print("prepared")
}
