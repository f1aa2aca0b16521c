// global lets holding closures that capture other globals, plus a recursive global closure
var scale = 2
let double: (Int) -> Int = { $0 * scale }
let describe = { (x: Int) -> String in "value=\(double(x)) scale=\(scale)" }
print(describe(5))
scale = 10
print(describe(5))
var fib: (Int) -> Int = { _ in 0 }
fib = { n in n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<12).map(fib))
let fact: (Int) -> Int = { n in n <= 1 ? 1 : n * factHelper(n - 1) }
func factHelper(_ n: Int) -> Int { fact(n) }
print(fact(10))
