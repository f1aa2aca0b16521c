import CSystem
import Foundation
import LessonModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Captures everything a piece of code writes to standard output (file descriptor 1) and standard error,
/// whatever route it takes: `print`, `debugPrint`, `dump`, `FileHandle.standardOutput`, C stdio, `write(1, …)`.
///
/// A block's transcript is what a terminal shows when its `main.swift` runs: both streams, in the order
/// they were written. So a worker points descriptors 1 and 2 at one file (`errorFile` nil); a separate
/// error file is for code that shares its process with others who write to descriptor 2 (the tests).
///
/// Descriptor 1 is pointed at a file for the duration of the body, so output larger than a pipe buffer
/// needs no reader thread. C stdio is made unbuffered for the lifetime of the process, so writes through
/// stdio and straight to the descriptor land in the order they were made, and whatever was written before
/// a trap is already in the file for the parent to read. Workers capture into files in memory the
/// builder made and kept open (`WorkerFiles`): nothing touches the disk, so a full disk cannot cut a
/// transcript short, and the builder reads them after a worker died mid-block.
public final class OutputCapture {
    private let outputFile: Int32
    /// nil: standard error goes to the output file, interleaved as written.
    private let errorFile: Int32?

    public enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String, Int32)
        public var description: String {
            switch self {
            case .cannotOpen(let path, let code):
                return "cannot open capture file \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Captures into open files, which it owns from now on; with no `errorFile`, both streams go to `outputFile`.
    public init(outputFile: Int32, errorFile: Int32?) {
        self.outputFile = outputFile
        self.errorFile = errorFile
        lessonbuild_stdio_unbuffered()
    }

    /// Captures into two files created (or emptied) at these paths.
    public convenience init(outputPath: String, errorPath: String) throws(Failure) {
        let output = open(outputPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw .cannotOpen(outputPath, errno) }
        let error = open(errorPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard error >= 0 else {
            close(output)
            throw .cannotOpen(errorPath, errno)
        }
        self.init(outputFile: output, errorFile: error)
    }

    private static let descriptorLock = NSLock()

    private var prepared = false

    /// Empties both capture files before a block runs (so a parent reading them after a crash sees only
    /// that block's output). `run` does this itself when it was not done before.
    public func prepare() {
        prepared = true
        // Most blocks print little and nothing to standard error: an empty file needs no truncating.
        for file in [outputFile] + (errorFile.map { [$0] } ?? []) where lseek(file, 0, SEEK_END) != 0 {
            _ = ftruncate(file, 0)
            _ = lseek(file, 0, SEEK_SET)
        }
    }

    deinit {
        close(outputFile)
        if let errorFile { close(errorFile) }
    }

    /// Runs `body` with both descriptors redirected and returns what it wrote to standard output and error
    /// (`error` is empty when both streams share the output file).
    public func run(_ body: () -> Void) -> (output: [UInt8], error: [UInt8]) {
        // Descriptors 1 and 2 belong to the whole process: two captures at once would steal each other's output.
        OutputCapture.descriptorLock.lock()
        defer { OutputCapture.descriptorLock.unlock() }
        let saved = redirect()
        body()
        restore(saved)
        return (OutputCapture.contents(of: outputFile), errorFile.map(OutputCapture.contents(of:)) ?? [])
    }

    /// The same for an async body (a block that awaits at top level). Only the worker uses it, where
    /// nothing else runs meanwhile, so no lock is held across the suspension.
    @MainActor
    public func run(_ body: @MainActor () async -> Void) async -> (output: [UInt8], error: [UInt8]) {
        let saved = redirect()
        await body()
        restore(saved)
        return (OutputCapture.contents(of: outputFile), errorFile.map(OutputCapture.contents(of:)) ?? [])
    }

    private func redirect() -> (output: Int32, error: Int32) {
        lessonbuild_stdio_flush()
        if !prepared { prepare() }
        prepared = false
        // Kept far from the low numbers, which a block's own `open` or `pipe` should get, as in its own process.
        let saved = (fcntl(1, F_DUPFD_CLOEXEC, 902), fcntl(2, F_DUPFD_CLOEXEC, 902))
        _ = dup2(outputFile, 1)
        _ = dup2(errorFile ?? outputFile, 2)
        return saved
    }

    private func restore(_ saved: (output: Int32, error: Int32)) {
        lessonbuild_stdio_flush()
        // A block may have buffered the C streams (`setvbuf`): the next one starts unbuffered, as every program does here.
        lessonbuild_stdio_unbuffered()
        _ = dup2(saved.output, 1)
        _ = dup2(saved.error, 2)
        close(saved.output)
        close(saved.error)
    }

    private static func contents(of file: Int32) -> [UInt8] {
        RawFile.contents(of: file) ?? []
    }
}
