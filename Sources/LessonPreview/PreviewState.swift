import Foundation

/// What the server shows: the folder of the last good site and the status of the last build. Shared by
/// the rebuild loop (which writes it) and the request threads (which read it).
public final class PreviewState: @unchecked Sendable {
    public struct Status: Encodable, Sendable {
        /// Changes with every build and every start of the server: a page that sees another value than
        /// the one it was loaded with is out of date.
        public var generation: String
        public var building: Bool
        public var seconds: Double?
        public var pages: Int
        public var diagnostics: [PreviewDiagnostic]
    }

    private let lock = NSLock()
    private var siteFolder: String?
    private var status: Status
    /// Letters and digits only: the value goes into an HTML attribute and an event line as is.
    private let serverID = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private var builds = 0

    public init(site: String? = nil) {
        siteFolder = site
        status = Status(generation: serverID + "-0", building: true, seconds: nil, pages: 0, diagnostics: [])
    }

    public var site: String? { lock.withLock { siteFolder } }
    public var current: Status { lock.withLock { status } }
    public var generation: String { lock.withLock { status.generation } }

    public func setBuilding(_ building: Bool) {
        lock.withLock { status.building = building }
    }

    /// Takes a rebuild's result: its site (unless it produced none) and its diagnostics.
    public func publish(_ result: RebuildResult, seconds: Double) {
        lock.withLock {
            if let site = result.site { siteFolder = site }
            builds += 1
            status = Status(generation: "\(serverID)-\(builds)", building: false, seconds: seconds,
                            pages: result.pages, diagnostics: result.diagnostics)
        }
    }

    public var statusJSON: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(current)) ?? Data("{}".utf8))
    }
}
