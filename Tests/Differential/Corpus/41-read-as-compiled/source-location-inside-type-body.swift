// A #sourceLocation inside a type body stays in force after the type, as the compiler reads it
struct Settings {
    var volume = 3
#sourceLocation(file: "settings.swift", line: 500)
    func where_() -> String { "\(#file) \(#line)" }
}
print(Settings().where_())
print(#file, #line)
#sourceLocation()
print(#file, #line)
