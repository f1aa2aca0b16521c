// Printed text that merely looks like a runtime type name, and a type named like the builder's kernel module.
enum LessonKernels { struct Sync {} }
enum Swift2 { enum Kind { case a } }
print("LessonKernels")
print("main.(unknown context at $1234abcd).Tab")
print(String(reflecting: LessonKernels.Sync.self))
debugPrint(LessonKernels.Sync(), Swift2.Kind.a)
print(type(of: LessonKernels.Sync()))
