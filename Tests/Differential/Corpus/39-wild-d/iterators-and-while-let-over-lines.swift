// Iterators driven by while let with conditions over several lines, and zip/stride chains
var words = ["alpha", "beta", "gamma", "delta"].makeIterator()
var index = 0
while let word = words.next(),
      word != "delta",
      index < 10 {
    index += 1
    print(index, word)
}
for (i, j) in zip(stride(from: 0, to: 10, by: 3),
                  stride(from: 10, through: 0, by: -4)) {
    print("pair", i, j)
}
var countdown = (1...3).reversed().makeIterator()
repeat {
    guard let n = countdown.next() else { break }
    print("t-minus", n)
} while true
