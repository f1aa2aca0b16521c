import Foundation

/// What the kernels' compile said when it failed without a compiler error at a kernel's line: a crash or
/// the linker's refusal. The linker names the compiler's temporary object files
/// (`…/tmp/TemporaryDirectory.ab12cd/Sync-1.o`), which exist on no other machine and in no later run: each
/// is named by the kernel it was made from (`Sync.swift`), or the kernels' module when it was made of all.
enum KernelBreakdown {
    /// The message for the kernels, at the first kernel the linker's lines name (else the first kernel).
    static func message(_ breakdown: SwiftCompiler.Breakdown, output: String, files: [String]) -> CompilerMessage {
        let first = files.first ?? "kernels"
        switch breakdown {
        case .crashed(let what):
            return CompilerMessage(
                path: first, line: 1, column: 1, severity: "error",
                text: "the compiler crashed on the kernels (\(what))")
        case .stopped(let stop):
            return CompilerMessage(path: first, line: 1, column: 1, severity: "error", text: "\(stop)")
        case .linkerFailed:
            var named: [String] = []
            let lines = output.split(separator: "\n").map(String.init).filter {
                !$0.contains("link command failed")
                    && ($0.contains("error:") || $0.contains("undefined reference") || $0.hasPrefix(">>> "))
            }
            let said = lines.prefix(limit).map { normalised($0, files: files, naming: &named) }
            let more = lines.count > limit ? " (and \(lines.count - limit) more lines)" : ""
            return CompilerMessage(
                path: named.first ?? first, line: 1, column: 1, severity: "error",
                text: "the kernels compile, and the linker refuses them: " + said.joined(separator: "; ") + more)
        }
    }

    /// At most this many of the linker's lines are said (a missing library can make hundreds).
    static let limit = 10

    /// A temporary object file's path: the folder the driver makes (`TemporaryDirectory.*`), the object's
    /// stem, the driver's `-N` or `-xxxxxx` suffix, `.o`.
    nonisolated(unsafe) static let temporaryObject =
        #/(?:[^\s:'"`]*/)?TemporaryDirectory\.[^/\s]+/([^\s:'"`/]+?)(?:-[0-9A-Za-z]+)?\.o/#

    /// `line` with each temporary object named by its kernel's file (when one has its stem) or as the
    /// kernels' module, and the files it names appended to `named`.
    static func normalised(_ line: String, files: [String], naming named: inout [String]) -> String {
        var found: [String] = []
        let text = line.replacing(temporaryObject) { match in
            let stem = String(match.output.1)
            guard let file = files.first(where: { ($0 as NSString).lastPathComponent == stem + ".swift" }) else {
                return "the kernels' module"
            }
            found.append(file)
            return file
        }
        named += found
        return text.trimmingCharacters(in: .whitespaces)
    }
}
