// Lazy sequences evaluate only what is consumed; prints show the evaluation order.
let numbers = Array(1...10)
let lazySquares = numbers.lazy.map { n -> Int in
    print("squaring \(n)")
    return n * n
}
print("nothing evaluated yet")
print("third:", lazySquares[2])
let firstBig = numbers.lazy.filter { $0 % 4 == 0 }.map { $0 * 100 }.first
print("first big:", firstBig!)
var generator = (1...).lazy.map { $0 * 2 }.makeIterator()
print(generator.next()!, generator.next()!, generator.next()!)
print(Array((1...).lazy.filter { $0 % 7 == 0 }.prefix(3)))
