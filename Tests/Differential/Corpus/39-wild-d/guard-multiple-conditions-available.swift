// guard and if with several conditions, #available and #unavailable checks
func parse(_ s: String) -> (Int, Int)? {
    let parts = s.split(separator: "x")
    guard parts.count == 2,
          let w = Int(parts[0]), w > 0,
          let h = Int(parts[1]), h > 0,
          w * h < 10_000
    else { return nil }
    return (w, h)
}
print(parse("30x40") as Any, parse("0x5") as Any, parse("abc") as Any)
if #available(macOS 10.15, iOS 13, *) { print("available branch") } else { print("old") }
if #unavailable(macOS 1) { print("unavailable branch") } else { print("not unavailable") }
guard #available(macOS 10.15, *) else { fatalError() }
print("after guard")
