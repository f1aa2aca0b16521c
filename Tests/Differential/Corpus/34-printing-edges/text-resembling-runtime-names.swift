// Printed text that merely looks like module-qualified names, and a type whose name is a module name.
enum LessonKernels { struct Sync {} }
enum Swift2 { enum Kind { case a } }
print("LessonKernels.Sync")
print("import LessonKernels.Screen")
print("main.(unknown context at $1234abcd).Tab")
print(String(reflecting: LessonKernels.Sync.self))
debugPrint(LessonKernels.Sync(), Swift2.Kind.a)
print(type(of: LessonKernels.Sync()))
