// inout on globals passed to functions, global arrays mutated in place, withUnsafePointer
var scores = [3, 1, 2]
var total = 0
func addAll(_ xs: [Int], into acc: inout Int) { for x in xs { acc += x } }
func sortInPlace(_ a: inout [Int]) { a.sort() }
func appendTwice(_ a: inout [Int], _ v: Int) { a.append(v); a.append(v) }
addAll(scores, into: &total)
sortInPlace(&scores)
appendTwice(&scores, 9)
print(scores, total)
scores.withUnsafeMutableBufferPointer { buf in for i in buf.indices { buf[i] *= 10 } }
print(scores)
var value = 42
let read = withUnsafePointer(to: &value) { $0.pointee + 1 }
withUnsafeMutablePointer(to: &value) { $0.pointee = 7 }
print(read, value)
struct Stats { static func bump(_ x: inout Int) { x += 100 } }
Stats.bump(&total)
print(total)
scores.swapAt(0, 1)
print(scores)
