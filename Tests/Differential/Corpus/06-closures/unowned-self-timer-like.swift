// unowned and weak self in stored closures of a ticker; deinit shows when the owner really goes away.
final class Ticker {
    var onTick: ((Int) -> Void)?
    func fire(_ times: Int) { for i in 1...times { onTick?(i) } }
    deinit { print("Ticker deinit") }
}

final class Stopwatch {
    let name: String
    let ticker = Ticker()
    private(set) var elapsed = 0
    init(name: String) {
        self.name = name
        ticker.onTick = { [unowned self] tick in
            self.elapsed += tick
            print("\(self.name) tick \(tick) elapsed \(self.elapsed)")
        }
    }
    deinit { print("Stopwatch \(name) deinit at \(elapsed)") }
}

final class Leaky {
    var handler: (() -> Void)?
    init() { handler = { print("leaky handler", self) } }
    deinit { print("never printed") }
}

func runStopwatch() {
    let watch = Stopwatch(name: "koşu")
    watch.ticker.fire(3)
    print("leaving function")
}
runStopwatch()
print("after function")

weak var weakLeaky: Leaky?
do {
    let leaky = Leaky()
    weakLeaky = leaky
}
print("leaky still alive:", weakLeaky != nil)
weakLeaky?.handler = nil
print("leaky after breaking cycle:", weakLeaky != nil)
