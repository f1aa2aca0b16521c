// assert and precondition passing at top level with messages built from globals
let limit = 10
var used = 0
func consume(_ n: Int) -> Int {
    precondition(n >= 0, "negative \(n)")
    used += n
    assert(used <= limit, "over limit \(used)")
    return limit - used
}
print(consume(3), consume(4))
precondition(used == 7)
assert(consume(0) == 3, "still three")
assert({ print("assert closure evaluated"); return true }())
precondition({ print("precondition closure evaluated"); return true }())
print("used", used)
