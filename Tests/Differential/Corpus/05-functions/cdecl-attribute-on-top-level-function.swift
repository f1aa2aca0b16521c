// A top-level function exported with @_cdecl, called from Swift
@_cdecl("swift_add")
func add(_ a: Int32, _ b: Int32) -> Int32 { a + b }
print(add(2, 3))
print("end")
