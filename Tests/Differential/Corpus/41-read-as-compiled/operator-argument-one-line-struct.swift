// The shape: a one-line struct with an operator-taking subscript, then s[+] inside assert
struct S { let x: Int; let y: Int; subscript(operation: (Int, Int) -> Int) -> Int { operation(x, y) } }
let s = S(x: 10, y: 20)
assert(s[+] == 30)
print(s[+], s[-])
s[*] > 100 ? print("big") : print("small")
_ = s[/]
print([s[+], s[-]].map(-))
