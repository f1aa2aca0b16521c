// globals declared in #if branches, read by functions declared before and after the region
func report() -> String { "\(mode) \(levels)" }
#if canImport(Glibc) || canImport(Darwin)
let mode = "posix"
var levels = [1, 2]
levels.append(3)
#else
let mode = "other"
var levels: [Int] = []
#endif
func later() -> Int { levels.reduce(0, +) }
print("after:", report(), later())
#if !DEBUG
levels.removeFirst()
print("release build trims:", levels)
#endif
