// Program types named Result, Error, Data and Set, used next to the standard ones by full names.
enum Result { case pass, fail(String) }
struct Error: Swift.Error { let message: String }
struct Data { var bytes: [UInt8] }
struct Set { var reps: Int; var weight: Double }
let results: [Result] = [.pass, .fail("timeout")]
print(results)
let sets = [Set(reps: 10, weight: 40), Set(reps: 8, weight: 45)]
print(sets.map { "\($0.reps)x\($0.weight)" })
let unique: Swift.Set<Int> = [3, 1, 3]
print(unique.sorted())
let data = Data(bytes: [0xCA, 0xFE])
print(data, data.bytes.map { String($0, radix: 16) })
do { throw Error(message: "custom") } catch { print(error, type(of: error)) }
let swiftResult: Swift.Result<Int, Error> = .failure(Error(message: "x"))
print(swiftResult)
