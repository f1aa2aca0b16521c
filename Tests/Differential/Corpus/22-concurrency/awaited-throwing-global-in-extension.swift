// A throwing awaited global read by an extension, next to a caught error
enum E: Error { case no }
func maybe(_ ok: Bool) async throws -> Int { if ok { return 1 }; throw E.no }
let good = try await maybe(true)
do { _ = try await maybe(false) } catch { print("caught", error) }
extension Int { var plusGood: Int { self + good } }
print(5.plusGood)
