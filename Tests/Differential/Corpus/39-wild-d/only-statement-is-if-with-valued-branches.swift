// The whole top level is declarations plus one if statement whose branches call discardable functions
final class Counter {
    var value = 0
    @discardableResult func up() -> Int { value += 1; print("up to", value); return value }
    @discardableResult func down() -> Int { value -= 1; print("down to", value); return value }
}
if Counter().value == 0 { Counter().up() } else { Counter().down() }
