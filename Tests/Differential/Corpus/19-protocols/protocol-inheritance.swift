// Protocol inheritance: a refined protocol adds requirements and its extension uses the base's.
protocol Identified { var id: Int { get } }
protocol Titled: Identified { var title: String { get } }
protocol Publishable: Titled { var isDraft: Bool { get } }
extension Titled { var label: String { "#\(id) \(title)" } }
extension Publishable { var status: String { isDraft ? "draft" : "published" } }
struct Article: Publishable { let id: Int; let title: String; var isDraft: Bool }
let articles = [Article(id: 2, title: "Swift'te Protokoller", isDraft: false), Article(id: 1, title: "Opaque types", isDraft: true)]
for a in articles.sorted(by: { $0.id < $1.id }) { print(a.label, "-", a.status) }
func ids(_ items: [any Identified]) -> [Int] { items.map(\.id) }
print(ids(articles))
