// Generator edge: enum case main default function
enum Tab { case main, search }
func caller(_ name: String = #function) -> String { name }
print(caller())
print("end")
