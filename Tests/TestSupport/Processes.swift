import Foundation

/// What a program run to completion left: its exit status and both streams.
public struct RunResult: Sendable, Codable, Equatable {
    public var status: Int32
    public var output: String
    public var error: String
    public var lastLine: String { output.split(separator: "\n").last.map(String.init) ?? "" }

    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }
}

/// The package root, found from this file's place in `Tests/TestSupport/`.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs a program to completion (from the package root unless told), collecting both streams through files
/// (no pipe can fill up and block it).
@discardableResult
public func run(
    _ executable: String, _ arguments: [String], in directory: URL = packageRoot,
    environment: [String: String]? = nil
) throws -> RunResult {
    let scratch = try temporaryFolder("run")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        output: try String(contentsOf: out, encoding: .utf8),
        error: try String(contentsOf: err, encoding: .utf8))
}

/// Polls until `condition` holds or the deadline passes (a limit for waiting, not a timing assertion).
public func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

/// A new, empty folder under the temporary folder, named `<prefix>-<UUID>` (no two tests share one).
public func temporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
