// The program names its own global __lessonbuild_slots, in code with an awaited global
var __lessonbuild_slots = ["morning", "noon"]
func fetchUser() async -> String { "ada" }
let user = await fetchUser()
__lessonbuild_slots.append("evening for \(user)")
print(__lessonbuild_slots)
