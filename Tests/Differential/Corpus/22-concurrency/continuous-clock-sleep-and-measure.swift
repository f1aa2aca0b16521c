// Sleeping with ContinuousClock and Duration; the elapsed time is at least what was asked for.
let clock = ContinuousClock()
let start = clock.now
try await Task.sleep(for: .milliseconds(5))
try await clock.sleep(until: start.advanced(by: .milliseconds(20)), tolerance: nil)
let elapsed = start.duration(to: clock.now)
print("at least 20 ms:", elapsed >= .milliseconds(20))
print("under 2 s:", elapsed < .seconds(2))
let measured = clock.measure { _ = (1...1000).reduce(0, +) }
print("measure non-negative:", measured >= .zero)
print(Duration.milliseconds(1500), Duration.seconds(2) / 4)
