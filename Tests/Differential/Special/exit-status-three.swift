// expect: exit 3 — the program ends with exit(3) after printing; the tool reports a failure naming status 3.
#if canImport(Glibc)
import Glibc
#endif
func validate(_ values: [Int]) -> Bool { values.allSatisfy { $0 >= 0 } }
print("validating")
if !validate([1, -2, 3]) {
    print("invalid input")
    exit(3)
}
print("valid")
