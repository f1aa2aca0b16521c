// A deep-link router: URLs parsed into a Route enum, a router protocol, and navigation recorded by a fake nav stack.
enum Route: Equatable, CustomStringConvertible {
    case home
    case product(id: Int)
    case search(query: String)
    case settings(section: String?)

    init?(path: String) {
        let parts = path.split(separator: "/").map(String.init)
        switch parts.first {
        case nil: self = .home
        case "product"?: guard parts.count == 2, let id = Int(parts[1]) else { return nil }; self = .product(id: id)
        case "search"?: guard parts.count == 2 else { return nil }; self = .search(query: parts[1])
        case "settings"?: self = .settings(section: parts.dropFirst().first)
        default: return nil
        }
    }
    var description: String {
        switch self {
        case .home: return "Home"
        case .product(let id): return "Product #\(id)"
        case .search(let q): return "Search '\(q)'"
        case .settings(let s): return "Settings" + (s.map { " › \($0)" } ?? "")
        }
    }
}

protocol Routing: AnyObject { func navigate(to route: Route) }

final class AppRouter: Routing {
    private(set) var stack: [Route] = [.home]
    func navigate(to route: Route) {
        if route == .home { stack = [.home] } else if stack.last != route { stack.append(route) }
        print("→", stack.map(\.description).joined(separator: " / "))
    }
}

let router: Routing = AppRouter()
for link in ["/product/12", "/search/kitab", "/search/kitab", "/settings/privacy", "/", "/product/abc", "/unknown", "/settings"] {
    if let route = Route(path: link) { router.navigate(to: route) } else { print("✗ cannot route \(link)") }
}
print((router as! AppRouter).stack)
