// Result passed to completion handlers, with typealias Completion and chained calls.
enum LoadError: Error { case empty }
typealias Completion = (Result<[UInt8], Error>) -> Void
func load(_ name: String, completion: Completion) {
    if name.isEmpty { completion(.failure(LoadError.empty)) }
    else { completion(.success(Array(name.utf8))) }
}
func decode(_ bytes: [UInt8]) -> Result<String, Error> { .success(String(decoding: bytes, as: UTF8.self).uppercased()) }
for name in ["dosya", ""] {
    load(name) { result in
        let decoded = result.flatMap(decode)
        switch decoded {
        case .success(let text): print("loaded \(text)")
        case .failure(let error): print("failed with \(error)")
        }
    }
}
let sizes: [Result<Int, LoadError>] = [.success(3), .failure(.empty), .success(5)]
print(sizes.compactMap { try? $0.get() })
