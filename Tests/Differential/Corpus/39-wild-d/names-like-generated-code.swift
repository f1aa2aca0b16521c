// Top-level declarations named main, run, entry, value, slots and keep, all used together
var slots = [Int](repeating: 0, count: 3)
var keep: [String] = []
let value = 10
func entry(_ i: Int) -> Int { slots[i] += value; return slots[i] }
func run(_ times: Int) { for i in 0..<times { keep.append("run \(entry(i % 3))") } }
func main() {
    run(4)
    print(keep)
    print(slots, value)
}
main()
