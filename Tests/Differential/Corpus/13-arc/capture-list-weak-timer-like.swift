// A repeating-callback owner with [weak self]; the callback stops once the owner is gone.
final class Ticker {
    var callbacks: [() -> Void] = []
    func tick() { callbacks.forEach { $0() } }
}
final class Clock {
    let name: String
    var ticks = 0
    init(name: String, ticker: Ticker) {
        self.name = name
        ticker.callbacks.append { [weak self] in
            guard let self else { print("tick ignored"); return }
            self.ticks += 1
            print("\(self.name) tick \(self.ticks)")
        }
    }
    deinit { print("\(name) deinit after \(ticks) ticks") }
}
let ticker = Ticker()
var clock: Clock? = Clock(name: "wall", ticker: ticker)
ticker.tick()
ticker.tick()
clock = nil
ticker.tick()
