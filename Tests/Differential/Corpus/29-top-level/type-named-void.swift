// a program enum named Void
enum Void { case nothing }
print(Void.nothing)
let done = "end"
print(done)
