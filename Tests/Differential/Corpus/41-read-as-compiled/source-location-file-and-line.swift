// The program's own #sourceLocation sets #file, #fileID and #line until it is reset
print(#line, #fileID)
#sourceLocation(file: "a.swift", line: 100)
print(#file, #line)
print(#fileID, #filePath)
#sourceLocation()
print(#line, #file)
func where_(line: Int = #line, file: String = #file) -> String { "\(file):\(line)" }
print(where_())
