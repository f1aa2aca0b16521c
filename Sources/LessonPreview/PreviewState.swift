import Foundation
import Synchronization

/// What the server shows: the folder of the last good site and the status of the last build. Shared by
/// the rebuild loop (which writes it) and the request threads (which read it).
public final class PreviewState: Sendable {
    public struct Status: Encodable, Sendable {
        /// Changes with every build and every start of the server: a page that sees another value than
        /// the one it was loaded with is out of date.
        public var generation: String
        public var building: Bool
        public var seconds: Double?
        public var pages: Int
        public var diagnostics: [PreviewDiagnostic]
    }

    private struct Shared {
        var siteFolder: String?
        var status: Status
        var builds = 0
    }

    private let shared: Mutex<Shared>
    /// Letters and digits only: the value goes into an HTML attribute and an event line as is.
    private let serverID = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    public init(site: String? = nil) {
        shared = Mutex(
            Shared(
                siteFolder: site,
                status: Status(
                    generation: serverID + "-0", building: true, seconds: nil,
                    pages: 0, diagnostics: [])))
    }

    public var site: String? { shared.withLock { $0.siteFolder } }
    public var current: Status { shared.withLock { $0.status } }
    public var generation: String { shared.withLock { $0.status.generation } }

    public func setBuilding(_ building: Bool) {
        shared.withLock { $0.status.building = building }
    }

    /// Takes a rebuild's result: its site (unless it produced none) and its diagnostics.
    public func publish(_ result: RebuildResult, seconds: Double) {
        shared.withLock { shared in
            if let site = result.site { shared.siteFolder = site }
            shared.builds += 1
            shared.status = Status(
                generation: "\(serverID)-\(shared.builds)", building: false, seconds: seconds,
                pages: result.pages, diagnostics: result.diagnostics)
        }
    }

    public var statusJSON: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(current)) ?? Data("{}".utf8))
    }
}
