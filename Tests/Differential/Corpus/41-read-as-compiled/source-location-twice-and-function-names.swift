// Two #sourceLocation regions in one program, #function and #column beside them
#sourceLocation(file: "first.swift", line: 1)
func first() -> String { "\(#function) \(#file):\(#line)" }
#sourceLocation(file: "second.swift", line: 20)
func second() -> String { "\(#function) \(#file):\(#line)" }
#sourceLocation()
print(first())
print(second())
print(#function, #line, #column)
