import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Serves the files of one folder and nothing else. A request path is decoded segment by segment; a
/// segment that decodes to `..`, or to anything holding a slash, a backslash or a NUL, is refused, as are
/// hidden files and any file whose real path (symlinks followed) lies outside the folder.
public struct StaticFiles: Sendable {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Where a request path leads.
    public enum Lookup: Equatable, Sendable {
        case file(String)
        /// A folder asked for without its final slash: the browser must come back with it, or the
        /// folder's relative links would resolve one level too high.
        case redirect(String)
        case notFound
        /// A path that tries to leave the folder or hide what it is.
        case refused
    }

    public static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8", "json": "application/json",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon", "xml": "application/xml",
        "txt": "text/plain; charset=utf-8", "md": "text/plain; charset=utf-8", "map": "application/json",
        "woff2": "font/woff2", "woff": "font/woff", "pdf": "application/pdf", "wasm": "application/wasm",
    ]

    public static func contentType(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return contentTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// The segments of a request path, percent-decoded, or nil when the path must be refused.
    public static func segments(of requestPath: String) -> [String]? {
        guard requestPath.hasPrefix("/") else { return nil }
        var result: [String] = []
        for raw in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let bytes = percentDecoded(Substring(raw)) else { return nil }
            if bytes.contains(0) || bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "\\")) {
                return nil
            }
            guard let segment = String(validating: bytes, as: UTF8.self) else { return nil }
            if segment == "." { continue }
            if segment == ".." || segment.hasPrefix(".") { return nil }
            result.append(segment)
        }
        return result
    }

    static func percentDecoded(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard input.count >= 2, let high = hexValue(input.popFirst()!), let low = hexValue(input.popFirst()!) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    public func lookup(_ requestPath: String) -> Lookup {
        guard let segments = StaticFiles.segments(of: requestPath) else { return .refused }
        guard let realRoot = StaticFiles.realPath(root) else { return .notFound }
        var path = realRoot + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .notFound }
        if isFolder.boolValue {
            guard requestPath.hasSuffix("/") else { return .redirect(requestPath + "/") }
            path += "/index.html"
        }
        // Symlinks are followed only as far as they stay inside the site.
        guard let real = StaticFiles.realPath(path) else { return .notFound }
        guard real.hasPrefix(realRoot + "/") else { return .refused }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notFound }
        return .file(real)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The response to a GET or HEAD of `requestPath`: the file, a redirect, or the site's 404 page.
    public func response(to requestPath: String) -> HTTPResponse {
        switch lookup(requestPath) {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return notFound() }
            return HTTPResponse(
                status: 200, headers: [("Content-Type", StaticFiles.contentType(of: path))], body: .bytes(Array(data)))
        case .redirect(let location):
            return HTTPResponse(
                status: 301, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
                body: .bytes(Array("Moved to \(location)\n".utf8)))
        case .refused:
            return HTTPResponse(
                status: 403, contentType: "text/plain; charset=utf-8",
                text: "403 forbidden: the preview serves the site folder only\n")
        case .notFound:
            return notFound()
        }
    }

    /// The site's own `404.html` when it has one, else a short page that says where the preview looked.
    func notFound() -> HTTPResponse {
        if let realRoot = StaticFiles.realPath(root),
            let page = FileManager.default.contents(atPath: realRoot + "/404.html")
        {
            return HTTPResponse(
                status: 404, headers: [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Array(page)))
        }
        let page =
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
            + "<body><h1>Not found</h1><p>There is no such page in the preview.</p></body></html>\n"
        return HTTPResponse(status: 404, contentType: "text/html; charset=utf-8", text: page)
    }
}
