// Top-level try without do/catch in main.swift when the call succeeds.
enum NumberError: Error { case negative }
func root(of n: Int) throws -> Int {
    guard n >= 0 else { throw NumberError.negative }
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}
let r = try root(of: 50)
print("integer root of 50 is", r)
print(try root(of: 144), try root(of: 0))
let all = try [1, 4, 9].map(root(of:))
print(all)
