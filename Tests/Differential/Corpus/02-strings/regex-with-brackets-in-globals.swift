// Extended regex literals with parentheses, braces and slashes in character classes, stored in globals.
let phone = #/\((\d{3})\) (\d{3})-(\d{4})/#
let closing = #/[)\]}]+/#
let scheme = #/(https?)://([^/]+)/#
func areaCode(_ s: String) -> String? { s.firstMatch(of: phone).map { String($0.1) } }
struct Link { let text: String; var host: String? { text.firstMatch(of: scheme).map { String($0.2) } } }
print(areaCode("(012) 555-1234") ?? "none")
print("a)]}b".matches(of: closing).count)
print(Link(text: "https://example.az/path").host ?? "none")
let words = #/(?<word>[a-zğüşıöçə]+)/#
print("çay ve şəkər".matches(of: words).map { String($0.word) })
let braces = #/\{([^}]*)\}/#
struct Template { let text: String; var keys: [String] { text.matches(of: braces).map { String($0.1) } } }
print(Template(text: "Salam {ad}, {şəhər}!").keys)
