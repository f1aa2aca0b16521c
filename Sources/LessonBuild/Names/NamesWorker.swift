import CSystem
import Foundation
import LessonModel
import LessonSymbols

#if canImport(Glibc)
    import Glibc
#endif

/// The worker side of the names protocol (`NamesMessage`): a copy of the builder that loads the toolchain's
/// SourceKit and answers `resolve` requests, one at a time, on the socket at descriptor 3.
///
/// SourceKit type-checks a stranger's code: a block nested deep enough overflows its stack, one whose
/// type grows with each level takes minutes and gigabytes. In a process of its own, that is this worker's
/// death (or the builder ends it at the time limit), never the builder's; its standard output and error go
/// to /dev/null, so what SourceKit logs never reaches the builder's terminal or a CI log.
public enum NamesWorker {
    /// Set (to "1") in a names worker's environment; the worker has no arguments (`BlockWorker.isWorker`).
    public static let environmentKey = "LESSONBUILD_NAMES_WORKER"
    /// The compiler beside which SourceKit is found.
    static let compilerKey = "LESSONBUILD_NAMES_COMPILER"
    /// The clang module cache SourceKit builds into: in the build cache, the one place a sandboxed worker may
    /// write and keep (its home is empty each time), so Foundation's modules are built once, not per worker.
    static let moduleCacheKey = "LESSONBUILD_NAMES_MODULE_CACHE"
    /// The descriptor the builder hands the worker its end of the socket at.
    static let channelDescriptor: Int32 = 3

    /// Whether this process is a relaunched copy of the builder that resolves names.
    public static func isWorker(arguments: [String]) -> Bool {
        arguments.isEmpty && ProcessInfo.processInfo.environment[environmentKey] == "1"
    }

    /// Loads SourceKit, says `ready` (or `failed`), then answers requests until the builder closes the socket.
    public static func main() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if let parent = environment[BlockWorker.Limit.parent].flatMap(Int32.init), lessonbuild_worker_setup(parent) != 0
        {
            return 72
        }
        if let memory = environment[BlockWorker.Limit.memory].flatMap(Int64.init), memory > 0 {
            // Private memory only: SourceKit's libraries and the address space it reserves up front are not
            // what a hostile block makes it allocate.
            _ = lessonbuild_set_limit(Int32(RLIMIT_DATA.rawValue), memory)
        }
        let channel = NamesChannel(descriptor: fcntl(channelDescriptor, F_DUPFD_CLOEXEC, 900))
        close(channelDescriptor)
        guard channel.descriptor >= 0 else { return 70 }
        silenceStandardStreams()
        let sourceKit: SourceKit
        do {
            sourceKit = try SourceKit.load(besideCompiler: environment[compilerKey] ?? "swiftc")
        } catch {
            _ = channel.send(NamesMessage("failed", strings: [error.description]))
            return 70
        }
        guard channel.send(NamesMessage("ready")) else { return BlockWorker.lostChannelStatus }
        while case .success(let request) = channel.receive(deadline: nil, maximumBytes: Int.max) {
            guard request.tag == "resolve", let answer = answer(request, sourceKit: sourceKit) else { return 70 }
            guard channel.send(answer) else { return BlockWorker.lostChannelStatus }
        }
        return 0
    }

    /// Descriptors 1 and 2 on /dev/null: the builder hands them so already, this keeps it so whoever
    /// starts the worker.
    private static func silenceStandardStreams() {
        let devNull = open("/dev/null", O_WRONLY)
        guard devNull >= 0 else { return }
        _ = dup2(devNull, 1)
        _ = dup2(devNull, 2)
        close(devNull)
    }

    /// The names of a `resolve` request's code: fields language mode, file, code, kernel files.
    static func answer(_ request: NamesMessage, sourceKit: SourceKit) -> NamesMessage? {
        guard let mode = request.string(0), let file = request.string(1), let code = request.string(2) else {
            return nil
        }
        let kernelFiles = (3..<max(3, request.fields.count)).compactMap { request.string($0) }
        let moduleCache = ProcessInfo.processInfo.environment[moduleCacheKey]
        let names = NameResolver(sourceKit: sourceKit, languageMode: mode, moduleCache: moduleCache)
            .names(of: code, file: file, kernelFiles: kernelFiles)
        return NamesMessage("names", [names.encoded()])
    }
}
