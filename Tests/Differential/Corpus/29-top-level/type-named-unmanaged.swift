// a program type named Unmanaged
struct Unmanaged { var note = "mine" }
print(Unmanaged().note)
let done = "end"
print(done)
