// main.swift — an async closure passed where a synchronous one is expected
func loadScore() async -> Int { 42 }

func repeatThree(_ body: () -> Void) {
    for _ in 0..<3 { body() }
}

func run() async {
    repeatThree {
        print(await loadScore())
    }
}
