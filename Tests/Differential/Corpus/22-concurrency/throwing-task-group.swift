// withThrowingTaskGroup: one child fails, the error propagates; a successful group is sorted.
enum CheckError: Error { case invalid(Int) }
func check(_ n: Int) async throws -> Int {
    if n < 0 { throw CheckError.invalid(n) }
    return n * 10
}
func checkAll(_ values: [Int]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for v in values { group.addTask { try await check(v) } }
        var out: [Int] = []
        for try await r in group { out.append(r) }
        return out.sorted()
    }
}
print(try await checkAll([3, 1, 2]))
do {
    _ = try await checkAll([1, -5, 2])
} catch {
    print("failed:", error)
}
