// ArraySlice indices, ContiguousArray, and converting slices back to arrays.
let numbers = [10, 20, 30, 40, 50]
let slice = numbers[1...3]
print(slice, slice.startIndex, slice.endIndex, slice.first!)
let copy = Array(slice)
print(copy, copy.startIndex)
var contiguous = ContiguousArray<Int>()
contiguous.append(contentsOf: 1...3)
print(contiguous, contiguous.count)
let chunks = stride(from: 0, to: numbers.count, by: 2).map { Array(numbers[$0..<min($0 + 2, numbers.count)]) }
print(chunks)
print(numbers.split(separator: 30))
print(numbers.lastIndex(where: { $0 < 35 })!, numbers.indices)
