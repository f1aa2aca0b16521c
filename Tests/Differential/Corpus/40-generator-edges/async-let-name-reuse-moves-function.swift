// Generator edge: async let name reuse moves function
func report(_ item: String) -> String { let profile = item; return "report(\(profile))" }
struct Printer { func show() { print(report("x")) } }
func fetchProfile() async -> String { "ada" }
async let profile = fetchProfile()
print(await profile)
Printer().show()
