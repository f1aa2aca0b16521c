// Functions returning some Sequence / some Collection built from lazy chains and strides.
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
func squares(of xs: [Int]) -> some Collection<Int> { xs.lazy.map { $0 * $0 } }
func countdown(from n: Int) -> some Sequence<Int> {
    sequence(state: n) { state -> Int? in
        defer { state -= 1 }
        return state > 0 ? state : nil
    }
}
print(Array(evens(upTo: 10)))
let sq = squares(of: [3, 4, 5])
print(Array(sq), sq.count)
print(Array(countdown(from: 5)))
for (a, b) in zip(evens(upTo: 4), countdown(from: 3)) { print(a, b) }
