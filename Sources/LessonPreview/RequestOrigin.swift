/// What a request must say of its host and its origin before the preview answers it. The preview serves
/// a draft course (unpublished text, its build's diagnostics) on the builder's machine: no page of
/// another site may include or read any of it, a script file (`search-index.js`) no less than the JSON.
extension PreviewRoutes {
    /// The headers a response's content depends on besides the path, for any cache between.
    static let vary = "Origin, Sec-Fetch-Site, Sec-Fetch-Mode, Sec-Fetch-Dest"

    /// Why the request's `Host` is malformed (RFC 9112, 3.2: an HTTP/1.1 request without one, or any
    /// request with two lines of it, gets 400), or nil. HTTP/1.0 may leave it out.
    static func hostProblem(_ request: HTTPRequest) -> String? {
        if request.hostLines > 1 { return "the request holds \(request.hostLines) Host header lines; one is allowed" }
        if request.hostLines == 0, request.version != "HTTP/1.0" {
            return "an \(request.version) request must have a Host header"
        }
        return nil
    }

    /// Why the request comes from another site and is refused, or nil. A browser says where a request comes
    /// from in `Sec-Fetch-Site`: only `same-origin` (the preview's own pages and script) and `none` (typed,
    /// a bookmark) are served, plus a top-level navigation from elsewhere (a link to the preview opens it;
    /// the page that linked cannot read it). A browser too old to send `Sec-Fetch-*` still sends `Origin` on
    /// what a script asks for: it must be this server's own (`http://` and the request's `Host`).
    static func crossSiteProblem(_ request: HTTPRequest) -> String? {
        if let site = request.fetchSite?.lowercased(), site != "same-origin", site != "none" {
            let navigation = request.fetchMode?.lowercased() == "navigate"
            let topLevel = request.fetchDestination?.lowercased() == "document"
            if !(navigation && topLevel && (request.method == "GET" || request.method == "HEAD")) {
                return
                    "the preview serves its own pages only; this request comes from another site (Sec-Fetch-Site: \(site))"
            }
        }
        if let origin = request.origin, origin.lowercased() != "http://" + (request.host ?? "").lowercased() {
            return "the preview serves its own pages only; this request comes from \(origin)"
        }
        return nil
    }
}
