import CSystem
import LessonModel

#if canImport(Glibc)
    import Glibc
#endif

/// The two files in memory a worker is handed: the list of blocks to run, and the file their standard
/// output and error go to (together, in the order written, as a terminal shows them). The builder keeps its own descriptors to them, so what a block printed
/// before it took its worker down (a trap, `exit`, the time limit) can still be read; nothing is written
/// to disk, so a full disk cannot cut a transcript short and there is no folder to clean up.
final class WorkerFiles {
    /// Where a worker finds them (`ChildProcess` hands them over in this order).
    static let listDescriptor: Int32 = 3
    static let outputDescriptor: Int32 = 4

    let list: Int32
    let output: Int32
    /// The worker's standard error outside blocks: what bubblewrap or the dynamic linker says when the
    /// worker cannot start, or the runtime when the worker itself fails.
    let errors: Int32

    /// The list is one block a line: `position<TAB>library<TAB>symbol`.
    init(list text: String) throws(SpawnError) {
        var made: [Int32] = []
        for name in ["lessonbuild-blocks", "lessonbuild-output", "lessonbuild-errors"] {
            let file = lessonbuild_memory_file(name, 10)
            guard file >= 0 else {
                let code = errno
                made.forEach { close($0) }
                throw SpawnError(code: code)
            }
            made.append(file)
        }
        (list, output, errors) = (made[0], made[1], made[2])
        let code = Array(text.utf8).withUnsafeBytes { RawFile.writeAll(list, $0) }
        if code != 0 {
            made.forEach { close($0) }
            throw SpawnError(code: code)
        }
    }

    deinit {
        for file in [list, output, errors] { close(file) }
    }

    var handedOver: [Int32] { [list, output] }

    /// What the worker wrote to its standard error outside blocks, its last lines, trimmed (at most 2 000 bytes).
    func startErrors() -> String {
        let text = String(decoding: (RawFile.contents(of: errors) ?? []).suffix(2000), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the worker's current block wrote to standard output and error so far.
    func printed() -> [UInt8] {
        RawFile.contents(of: output) ?? []
    }
}
