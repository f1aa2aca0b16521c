// C-style program: globals, helper functions, then func main() called on the last line
var counter = 0
let limit = 4

func step(_ n: Int) -> Int {
    counter += 1
    return n % 2 == 0 ? n / 2 : 3 * n + 1
}

func main() {
    print("function:", #function)
    var n = 27
    var trail: [Int] = []
    while trail.count < limit * 3 {
        n = step(n)
        trail.append(n)
    }
    print(trail.map(String.init).joined(separator: " "))
    print("steps:", counter)
    nested()
    func nested() { print("nested in", #function) }
}

main()
print("top level function:", #function, counter)
