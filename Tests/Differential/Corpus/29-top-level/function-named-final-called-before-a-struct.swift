// A function named like a modifier (final) called before a declaration
func final(_ n: Int) { print("final", n) }
final(3)
struct After { var x = 1 }
print(After().x)
