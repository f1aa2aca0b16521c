// Extended regex literals: matching in-page links like "/#section" (an escaped slash before #) and dates.
let page = "See [intro](/#intro), [setup](/#setup-steps) and [home](/) — updated 2024-03-15."
let anchor = #/\(\/#([a-z-]+)\)/#
let anchors = page.matches(of: anchor).map { String($0.output.1) }
print(anchors)
let date = #/(\d{4})-(\d{2})-(\d{2})/#
if let m = page.firstMatch(of: date) { print(m.output.1, m.output.2, m.output.3) }
let links = page.matches(of: #/\[(\w+)\]\(([^)]*)\)/#).map { "\($0.output.1) -> \($0.output.2)" }
print(links)
print(page.replacing(#/\/#/#, with: "#").prefix(30))
