// An awaited actor value kept in a global, read by a function and a computed static property
actor Store { var value = 10; func get() -> Int { value } }
let store = Store()
let base = await store.get()
func doubled() -> Int { base * 2 }
enum Calc { static var tripled: Int { base * 3 } }
print(doubled(), Calc.tripled)
let again = await store.get() + doubled()
print(again, #function)
let line = #line; print(line)
