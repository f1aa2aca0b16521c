import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which request goes where: the preview's own paths under `/__lessonbuild/`, every other path to the site
/// folder. HTML pages get the preview script added on the way out (the files on disk stay as built).
struct PreviewRoutes: Sendable {
    let state: PreviewState
    let events: ReloadEvents
    /// The address the server listens on (`--host`), a name requests may give besides the loopback ones.
    var listeningHost = "127.0.0.1"

    static let scriptPath = "/__lessonbuild/preview.js"
    static let stylePath = "/__lessonbuild/preview.css"
    static let statusPath = "/__lessonbuild/status.json"
    /// The tag added before `</body>`: an external, deferred script, since the site's CSP allows no inline
    /// one. It carries the build the page comes from, so the script can tell when the page is out of date.
    static func scriptTag(generation: String) -> String {
        "<script src=\"\(scriptPath)\" data-generation=\"\(generation)\" defer></script>"
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let malformed = PreviewRoutes.hostProblem(request) {
            return HTTPResponse(status: 400, contentType: "text/plain; charset=utf-8", text: "400: \(malformed)\n")
        }
        if let host = request.host, !PreviewRoutes.accepts(host: host, listeningOn: listeningHost) {
            return HTTPResponse(
                status: 421, contentType: "text/plain; charset=utf-8",
                text: "421: the preview answers requests for localhost or an IP address only, not for \(host)\n")
        }
        if let foreign = PreviewRoutes.crossSiteProblem(request) {
            return HTTPResponse(
                status: 403, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Vary", PreviewRoutes.vary)],
                body: .bytes(Array("403: \(foreign)\n".utf8)))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(
                status: 405, headers: [("Allow", "GET, HEAD"), ("Content-Type", "text/plain; charset=utf-8")],
                body: .bytes(Array("405: the preview only serves GET and HEAD\n".utf8)))
        }
        var response: HTTPResponse
        switch request.path {
        case ReloadEvents.path:
            let stream = events.subscribe(generation: state.generation)
            return HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"),
                    ("X-Accel-Buffering", "no"),
                ], body: .stream(stream))
        case PreviewRoutes.scriptPath:
            response = HTTPResponse(
                status: 200, contentType: "text/javascript; charset=utf-8", text: PreviewAssets.script)
        case PreviewRoutes.stylePath:
            response = HTTPResponse(status: 200, contentType: "text/css; charset=utf-8", text: PreviewAssets.styleSheet)
        case PreviewRoutes.statusPath:
            response = HTTPResponse(
                status: 200, headers: [("Content-Type", "application/json")], body: .bytes(state.statusJSON))
        default:
            if let site = state.site {
                response = StaticFiles(root: site).response(to: request.path)
            } else {
                response = HTTPResponse(
                    status: 503, headers: [("Content-Type", "text/html; charset=utf-8"), ("Retry-After", "1")],
                    body: .bytes(
                        Array(
                            ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Building</title></head>"
                                + "<body><h1>The first build is still running</h1></body></html>\n").utf8)))
            }
        }
        if response.header("Content-Type")?.hasPrefix("text/html") == true, case .bytes(let page) = response.body {
            response.body = .bytes(PreviewRoutes.injectingScript(into: page, generation: state.generation))
        }
        // Every response is fresh: the point of a preview is that files change under it.
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// Whether a request's `Host` header names this server as only a page of the machine's own could: a
    /// loopback name (`localhost`, `*.localhost`), an IP address, or the address given with `--host`. Any
    /// other name is refused: a web page whose domain is made to resolve to 127.0.0.1 (DNS rebinding) must
    /// not read the preview's pages or its status.
    static func accepts(host header: String, listeningOn listening: String) -> Bool {
        var name = header.lowercased()
        if name.hasPrefix("[") {
            // An IPv6 address in brackets, maybe with a port.
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") && isPort(rest.dropFirst()) else { return false }
            var address = in6_addr()
            return inet_pton(AF_INET6, String(name[name.index(after: name.startIndex)..<close]), &address) == 1
        }
        if let colon = name.lastIndex(of: ":") {
            guard isPort(name[name.index(after: colon)...]) else { return false }
            name = String(name[..<colon])
        }
        if name.hasSuffix(".") { name.removeLast() }
        var address = in_addr()
        return name == "localhost" || name.hasSuffix(".localhost") || inet_pton(AF_INET, name, &address) == 1
            || !name.isEmpty && name == listening.lowercased()
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The page with the script tag before its last `</body>` (any case), or at its end when it has none.
    static func injectingScript(into page: [UInt8], generation: String) -> [UInt8] {
        let tag = Array(scriptTag(generation: generation).utf8)
        let closing = Array("</body".utf8)
        var index = page.count - closing.count
        while index >= 0 {
            if zip(page[index..<(index + closing.count)], closing).allSatisfy({ lowercase($0) == $1 }) {
                return Array(page[..<index]) + tag + Array(page[index...])
            }
            index -= 1
        }
        return page + tag
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
