// A global's initializer whose line ends with try and goes on below
enum E: Error { case bad }
func load() throws -> [Int] { [1, 2] }
let values = try
    load()
print(values)
