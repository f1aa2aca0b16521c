import Foundation

/// One problem of the last build, as the browser overlay and `status.json` show it.
public struct PreviewDiagnostic: Encodable, Equatable, Sendable {
    public enum Kind: String, Encodable, Sendable {
        case compileError = "compile-error"
        case mismatch
        case trap
        case hang
        case missingTranscript = "missing-transcript"
        case other
    }

    /// The lesson (or kernel) file as the terminal names it, and the 1-based line.
    public var file: String
    public var line: Int
    public var severity: String
    public var kind: Kind
    public var message: String
    /// A unified diff for a mismatch, the compiler's or runtime's own text otherwise.
    public var detail: String?
    /// The site page the problem belongs to (`tr/01-x.html`), when it belongs to one.
    public var page: String?

    /// Whether the browser shows it over the page. A missing transcript is not shown there: the page
    /// itself already shows the block's output, marked as not yet in the lesson.
    public var overlay: Bool { severity == "error" && kind != .missingTranscript }

    public init(
        file: String, line: Int, severity: String, kind: Kind, message: String, detail: String? = nil,
        page: String? = nil
    ) {
        self.file = file
        self.line = line
        self.severity = severity
        self.kind = kind
        self.message = message
        self.detail = detail
        self.page = page
    }

    /// `file:line: severity: message`, then the detail: the way the terminal shows it.
    public var terminalText: String {
        var text = "\(file):\(line): \(severity): \(message)"
        if let detail, !detail.isEmpty { text += "\n" + detail }
        return text
    }

    /// Only written (`status.json`), with `overlay` added for the browser.
    enum CodingKeys: String, CodingKey {
        case file, line, severity, kind, message, detail, page, overlay
    }

    public func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(file, forKey: .file)
        try values.encode(line, forKey: .line)
        try values.encode(severity, forKey: .severity)
        try values.encode(kind, forKey: .kind)
        try values.encode(message, forKey: .message)
        try values.encodeIfPresent(detail, forKey: .detail)
        try values.encodeIfPresent(page, forKey: .page)
        try values.encode(overlay, forKey: .overlay)
    }
}

/// What one rebuild produced. `site` is the folder to serve from now on; nil when the rebuild could not
/// produce a site at all, in which case the last good one stays.
public struct RebuildResult: Sendable {
    public var site: String?
    public var pages: Int
    public var diagnostics: [PreviewDiagnostic]

    public init(site: String?, pages: Int, diagnostics: [PreviewDiagnostic]) {
        self.site = site
        self.pages = pages
        self.diagnostics = diagnostics
    }

    public var errors: Int { diagnostics.filter { $0.severity == "error" }.count }

    /// `rebuilt in 0.42 s: 2 pages, 1 error`.
    public func summary(seconds: Double) -> String {
        let errors = self.errors
        var text = String(format: "rebuilt in %.2f s: ", seconds)
        text += "\(pages) page\(pages == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")"
        if site == nil { text += " (no site: the last good one is still served)" }
        return text
    }
}
