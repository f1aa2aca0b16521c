// #function default arguments report the caller, including accessors, subscripts and initialisers.
struct Tracker {
    var events: [String] = []
    mutating func record(_ caller: String = #function) { events.append(caller) }
    var value: Int {
        mutating get { record(); return 1 }
    }
    subscript(i: Int) -> Int { mutating get { record(); return i } }
    init() { record() }
    mutating func update(amount: Int) { record() }
}
var t = Tracker()
_ = t.value
_ = t[3]
t.update(amount: 2)
t.record()
for event in t.events { print(event) }
