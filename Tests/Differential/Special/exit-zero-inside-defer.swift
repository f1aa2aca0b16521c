// expect: exit 0 — exit(0) called from a defer in a function; the defer's print runs first, nothing after.
import Glibc
func finish() {
    defer { print("cleanup"); exit(0) }
    print("finishing")
}
finish()
print("never printed")
