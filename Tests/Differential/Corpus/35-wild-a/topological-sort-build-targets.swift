// A build system ordering targets with Kahn's topological sort, deterministic ties, and cycle detection.
struct Target: Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value }
    static func < (l: Target, r: Target) -> Bool { l.name < r.name }
    var description: String { name }
}

enum BuildError: Error { case cycle(involving: [Target]) }

func buildOrder(_ deps: [Target: [Target]]) throws -> [Target] {
    var indegree: [Target: Int] = [:]
    var dependents: [Target: [Target]] = [:]
    for (target, requirements) in deps {
        indegree[target, default: 0] += requirements.count
        for r in requirements { indegree[r, default: 0] += 0; dependents[r, default: []].append(target) }
    }
    var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
    var order: [Target] = []
    while !ready.isEmpty {
        let next = ready.removeFirst()
        order.append(next)
        for d in dependents[next, default: []] {
            indegree[d]! -= 1
            if indegree[d] == 0 { ready.append(d); ready.sort() }
        }
    }
    guard order.count == indegree.count else { throw BuildError.cycle(involving: indegree.filter { $0.value > 0 }.map(\.key).sorted()) }
    return order
}

let project: [Target: [Target]] = [
    "App": ["Networking", "UI", "Models"],
    "UI": ["DesignSystem", "Models"],
    "Networking": ["Models", "Logging"],
    "DesignSystem": [],
    "Tests": ["App"],
]
print(try buildOrder(project))
var broken = project
broken["Models"] = ["App"]
do { _ = try buildOrder(broken) } catch { print(error) }
