import Foundation

/// What the standalone compiler made or said, kept between test runs.
///
/// The oracle tests compile about 1 400 programs with the real `swiftc`. Its answer for the same compiler,
/// the same arguments and the same files is the same, so it is kept in `.build/oracle-cache/<key>/`, the key
/// a digest of `swiftc --version`, the arguments and every file's name and bytes. A kept answer is still
/// the compiler's: nothing of the code under test makes or reads it, and a new compiler or an edited program
/// is compiled again. Entries are written in a folder of their own and renamed into place whole, so an
/// interrupted run leaves no half entry; `LESSONBUILD_ORACLE_CACHE=off` compiles everything afresh.
public enum OracleCache {
    /// A folder holding the compile's products (`main` and whatever it wrote) and `result.json` (its
    /// status and streams): kept, or made now by running `swiftc arguments` in a folder holding `files`.
    public static func compile(files: [String: String], arguments: [String]) throws -> (folder: URL, result: RunResult) {
        let key = digestHex(([compilerVersion] + arguments + files.keys.sorted().flatMap { [$0, files[$0]!] }))
        let entry = root.appendingPathComponent(key)
        let resultFile = entry.appendingPathComponent("result.json")
        if enabled, let data = FileManager.default.contents(atPath: resultFile.path),
            let result = try? JSONDecoder().decode(RunResult.self, from: data)
        {
            return (entry, result)
        }
        let work = root.appendingPathComponent("work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: work.appendingPathComponent(name)) }
        let result = try run("/usr/bin/env", ["swiftc"] + arguments, in: work)
        try JSONEncoder().encode(result).write(to: work.appendingPathComponent("result.json"))
        guard enabled else { return (work, result) }
        // Another test may have made the same entry meanwhile: then its copy is used and this one dropped.
        if (try? FileManager.default.moveItem(at: work, to: entry)) == nil {
            try? FileManager.default.removeItem(at: work)
        }
        return (entry, result)
    }

    static let enabled = ProcessInfo.processInfo.environment["LESSONBUILD_ORACLE_CACHE"] != "off"

    static let root = packageRoot.appendingPathComponent(".build/oracle-cache")

    /// `swiftc --version`, once a test process.
    static let compilerVersion: String = {
        (try? run("/usr/bin/env", ["swiftc", "--version"]))
            .map { $0.output + $0.error } ?? "unknown"
    }()

    /// FNV-1a of the parts, each preceded by its length (so no two lists run together into the same bytes).
    static func digestHex(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in Array("\(part.utf8.count):".utf8) + Array(part.utf8) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
