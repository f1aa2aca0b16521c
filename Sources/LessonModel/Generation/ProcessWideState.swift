import Foundation

/// Calls whose effect lives in the process rather than in the program's own values: the default
/// notification center's observers, the standard user defaults, the C library's random-number state, a
/// thread's dictionary, the signal mask, interval timers, the priority, the environment. A program started
/// on its own finds them fresh; a block that shares its worker with
/// other blocks would find what they left, or leave something for them. The builder runs a block that uses
/// any of them in a process of its own (`CourseCompilation`); the working directory, the environment, the
/// main thread's name and standard output's buffering are also put back after every block.
public enum ProcessWideState {
    /// Functions of the C library, called by name (not as a member: `Int.random(in:)` is the program's own).
    static let functions: Set<String> = [
        "srand", "rand", "srandom", "random", "initstate", "setstate", "drand48", "erand48",
        "lrand48", "nrand48", "mrand48", "jrand48", "srand48", "seed48", "lcong48",
        "setlocale", "uselocale", "atexit", "umask", "signal", "sigaction",
        // Signals blocked or timers armed for the process, its scheduling
        // priority, and the environment (whose `TZ` the C library and
        // Foundation read once and keep).
        "pthread_sigmask", "sigprocmask", "alarm", "ualarm", "setitimer", "timer_create",
        "nice", "setpriority", "setenv", "putenv", "unsetenv", "tzset",
        // Resource limits, and standard input's buffer.
        "setrlimit", "ungetc",
    ]
    /// Names that reach process-wide state wherever they appear.
    /// Names that reach process-wide state wherever they appear: also the default time zone, and timers and
    /// work left on the main run loop (which a later block running the loop would fire; a program's end drops them).
    static let names: Set<String> = [
        "NotificationCenter", "UserDefaults", "threadDictionary", "URLCache", "HTTPCookieStorage",
        "URLCredentialStorage", "NSSetUncaughtExceptionHandler", "NSTimeZone", "Timer", "RunLoop",
    ]
    /// Modules through which a C function may be called by its full name (`Glibc.srand(1)`).
    static let modules: Set<String> = ["Glibc", "Foundation", "Darwin", "Musl"]

    /// The first such name the code uses (outside comments and strings), or nil.
    public static func firstUse(in code: String) -> String? {
        mayUse(code) ? firstUseInTokens(of: code) : nil
    }

    /// Whether the code registers handlers for the program's end (`atexit`): they run when the block ends.
    public static func registersExitHandlers(_ code: String) -> Bool {
        mayUse(code) && firstUseInTokens(of: code, functions: ["atexit"], names: []) != nil
    }

    /// The answer itself, from the code's tokens (`mayUse` only spares most blocks the tokenising).
    static func firstUseInTokens(of code: String, functions: Set<String> = functions, names: Set<String> = names)
        -> String?
    {
        let tokens = SwiftTokenizer.tokens(code, merged: false)
        // Punctuation comes one character a token: a member follows a lone dot, not the dots of `...`.
        var previous = ""
        var beforePrevious = ""
        for token in tokens where token.kind != .comment && !token.text.allSatisfy(\.isWhitespace) {
            defer { (beforePrevious, previous) = (previous, token.text) }
            guard token.kind != .string && token.kind != .interpolation else { continue }
            let isMember = previous == "." && beforePrevious != "." && !modules.contains(beforePrevious)
            if names.contains(token.text) || !isMember && functions.contains(token.text) { return token.text }
        }
        return nil
    }

    /// Whether some name above stands in the code as a whole word (a function name not after a `.`): a
    /// superset of what the tokens say, found with `strstr` (optimised C) so that most blocks need no
    /// tokenising: this runs for every block on every command, and tokenising every block was 40 % of a
    /// debug build's `check` at 600 blocks. (Swift source holds no NUL, where `strstr` would stop.)
    private static func mayUse(_ code: String) -> Bool {
        code.withCString { text in
            names.contains { standsAlone($0, in: text, afterDot: true) }
                || functions.contains { standsAlone($0, in: text, afterDot: false) }
        }
    }

    private static func standsAlone(_ name: String, in text: UnsafePointer<CChar>, afterDot: Bool) -> Bool {
        // Bytes of identifiers (and of UTF-8 sequences, which only identifiers hold outside strings).
        func isWordByte(_ byte: CChar) -> Bool {
            let value = UInt8(bitPattern: byte)
            return value >= 0x80 || value == UInt8(ascii: "_") || (48...57).contains(value)
                || (65...90).contains(value) || (97...122).contains(value)
        }
        func isSpace(_ byte: CChar) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
        return name.withCString { needle in
            let length = strlen(needle)
            var search = text
            while let match = strstr(search, needle) {
                let found = UnsafePointer(match)
                search = found + 1
                if isWordByte(found[length]) || found != text && isWordByte(found[-1]) { continue }
                guard !afterDot else { return true }
                // A member (`x.rand`, `f().rand`, `x\n  .rand`) is the program's own; a name after an
                // operator's dots (`0...rand()`) is not a member. Anything unsure counts as a use.
                var before = found
                while before != text, isSpace(before[-1]) { before -= 1 }
                guard before - text >= 2, before[-1] == CChar(UInt8(ascii: ".")) else { return true }
                let valueEnd = before[-2]
                if valueEnd == CChar(UInt8(ascii: ".")) || valueEnd == CChar(UInt8(ascii: "/")) || isSpace(valueEnd) {
                    return true
                }
                // `Glibc.srand`: the word before the dot names a module.
                var wordStart = before - 1
                while wordStart != text, isWordByte(wordStart[-1]) { wordStart -= 1 }
                let word = String(
                    decoding: UnsafeBufferPointer(
                        start: UnsafeRawPointer(wordStart).assumingMemoryBound(to: UInt8.self),
                        count: before - 1 - wordStart), as: UTF8.self)
                if modules.contains(word) { return true }
            }
            return false
        }
    }
}
