// computed global variables with get/set and observers, read and written by statements and types
var storage: [String: Int] = [:]
var answer: Int {
    get { storage["answer", default: 0] }
    set { storage["answer"] = newValue; print("set answer", newValue) }
}
var history: [Int] = [] {
    willSet { print("will", newValue.count) }
    didSet { print("did", oldValue.count, "->", history.count) }
}
struct Writer { func write(_ n: Int) { answer = n; history.append(n) } }
answer = 7
Writer().write(42)
answer += 1
print(answer, history, storage)
var area: Double { 2.0 * radius }
var radius = 1.5
print(area)
