import CSystem

/// Makes type names in a block's output read as they do in a standalone `main.swift`.
///
/// A standalone program is the module `main`, and its top-level types are internal, so the runtime names
/// them `main.Tab`. In the builder, a block's types are `fileprivate` (so blocks cannot see each other),
/// which the runtime prints as `main.(unknown context at $55d0c3a1c0e8).Tab`, and kernel types live in
/// the module `LessonKernels` (a language's own kernels in `LessonKernels_az`). Both are rewritten to `main.`. The rewritten forms cannot occur in a
/// standalone program's deterministic output: an "unknown context" carries a load address that changes
/// from run to run.
enum TypeNames {
    private static let unknownContext = Array("(unknown context at $".utf8)
    private static let kernelModule = Array("LessonKernels".utf8)
    private static let main = Array("main.".utf8)

    static func rewrite(_ bytes: [UInt8]) -> [UInt8] {
        guard contains(bytes, unknownContext) || contains(bytes, kernelModule) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            // A module name never follows a dot: `main.LessonKernels.Sync` is a program's own type.
            if matches(bytes, kernelModule, at: index), !continuesIdentifier(result.last),
                result.last != UInt8(ascii: "."),
                let end = kernelModuleEnd(bytes, after: index + kernelModule.count)
            {
                result += main
                index = end
                continue
            }
            // `(unknown context at $hex).` right after a module prefix: drop it. The address of a loaded
            // library has at least nine hex digits on a 64-bit system; shorter text is the program's own.
            if matches(bytes, unknownContext, at: index), result.last == UInt8(ascii: ".") {
                var end = index + unknownContext.count
                while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
                if end - (index + unknownContext.count) >= 9, end < bytes.count, bytes[end] == UInt8(ascii: ")"),
                    end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: ".")
                {
                    index = end + 2
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// Where the text after a kernel module's name starts: past `.` right after `LessonKernels`, or after a
    /// language suffix (`_az`, `_pt_BR`); nil when the name goes on otherwise (`LessonKernelsX`, no dot).
    private static func kernelModuleEnd(_ bytes: [UInt8], after start: Int) -> Int? {
        var end = start
        if end < bytes.count, bytes[end] == UInt8(ascii: "_") {
            end += 1
            while end < bytes.count, continuesIdentifier(bytes[end]), bytes[end] < 0x80 { end += 1 }
            if end == start + 1 { return nil }
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ".") else { return nil }
        return end + 1
    }

    private static func continuesIdentifier(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a) || byte == 0x5f
            || byte >= 0x80
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    private static func matches(_ bytes: [UInt8], _ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { haystack in
            pattern.withUnsafeBytes { needle in
                lessonbuild_find_bytes(haystack.baseAddress, haystack.count, needle.baseAddress, needle.count) >= 0
            }
        }
    }
}
