import CSourceKit
import Foundation

/// The toolchain's SourceKit, in this process: the compiler's semantic answers (what a name refers to,
/// its declaration and documentation) for code that is given with the compiler arguments that build it.
///
/// One per process (sourcekitd is a process-wide service); requests may be sent from several threads.
public final class SourceKit: @unchecked Sendable {
    /// Why SourceKit is not available: the library is missing or would not load.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// A request that sourcekitd refused or answered with an error.
    public struct RequestFailure: Error, CustomStringConvertible {
        public var description: String
    }

    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var shared: SourceKit?

    public let libraryPath: String

    private init(libraryPath: String) {
        self.libraryPath = libraryPath
    }

    /// Where the toolchain of `compiler` (`…/usr/bin/swiftc`) keeps the in-process SourceKit.
    public static func libraryPath(besideCompiler compiler: String) -> String {
        let bin = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
        return bin.deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so").path
    }

    /// The process's SourceKit, loading it from beside `compiler` the first time.
    public static func load(besideCompiler compiler: String) throws(Unavailable) -> SourceKit {
        lock.lock()
        defer { lock.unlock() }
        if let shared { return shared }
        let path = libraryPath(besideCompiler: compiler)
        guard FileManager.default.fileExists(atPath: path) else {
            throw Unavailable(description: "the toolchain has no SourceKit (\(path) is missing)")
        }
        var error: UnsafePointer<CChar>?
        guard lessonbuild_sourcekit_load(path, &error) == 0 else {
            throw Unavailable(description: "SourceKit did not load: \(error.map { String(cString: $0) } ?? "unknown")")
        }
        let loaded = SourceKit(libraryPath: path)
        shared = loaded
        return loaded
    }

    /// Sends a request (a dictionary of `key.*` entries) and returns sourcekitd's answer as a dictionary.
    public func send(_ request: [(key: String, value: RequestValue)]) throws(RequestFailure) -> [String: Any] {
        let yaml = "{" + request.map { "\($0.key): \($0.value.yaml)" }.joined(separator: ", ") + "}"
        var failed: Int32 = 0
        guard let answer = lessonbuild_sourcekit_send(yaml, &failed) else {
            throw RequestFailure(description: "sourcekitd could not read the request")
        }
        defer { free(answer) }
        let text = String(cString: answer)
        guard failed == 0 else { throw RequestFailure(description: text) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw RequestFailure(description: "sourcekitd's answer is not a JSON object")
        }
        return object
    }
}

/// A value in a request: sourcekitd reads YAML, whose double-quoted strings take JSON's escapes.
public enum RequestValue {
    /// A `source.request.*` or `source.lang.*` identifier, written bare.
    case uid(String)
    case string(String)
    case integer(Int)
    case strings([String])

    var yaml: String {
        switch self {
        case .uid(let uid): return uid
        case .string(let string): return Self.quoted(string)
        case .integer(let number): return String(number)
        case .strings(let strings): return "[" + strings.map(Self.quoted).joined(separator: ", ") + "]"
        }
    }

    static func quoted(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 {
                    quoted += String(format: "\\u%04x", scalar.value)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
