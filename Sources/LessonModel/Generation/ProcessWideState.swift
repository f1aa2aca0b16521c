#if canImport(Glibc)
import Glibc
#endif

/// Calls whose effect lives in the process rather than in the program's own values: the default
/// notification center's observers, the standard user defaults, the C library's random-number state, a
/// thread's dictionary, the signal mask, interval timers, the priority, the environment. A program started
/// on its own finds them fresh; a block that shares its worker with
/// other blocks would find what they left, or leave something for them. The builder runs a block that uses
/// any of them in a process of its own (`CourseCompilation`); the working directory, the environment, the
/// main thread's name and standard output's buffering are also put back after every block.
public enum ProcessWideState {
    /// Functions of the C library, called by name (not as a member: `Int.random(in:)` is the program's own).
    static let functions: Set<String> = ["srand", "rand", "srandom", "random", "initstate", "setstate", "drand48", "erand48",
                                         "lrand48", "nrand48", "mrand48", "jrand48", "srand48", "seed48", "lcong48",
                                         "setlocale", "uselocale", "atexit", "umask", "signal", "sigaction",
                                         // Signals blocked or timers armed for the process, its scheduling
                                         // priority, and the environment (whose `TZ` the C library and
                                         // Foundation read once and keep).
                                         "pthread_sigmask", "sigprocmask", "alarm", "ualarm", "setitimer", "timer_create",
                                         "nice", "setpriority", "setenv", "putenv", "unsetenv", "tzset"]
    /// Names that reach process-wide state wherever they appear.
    static let names: Set<String> = ["NotificationCenter", "UserDefaults", "threadDictionary", "URLCache", "HTTPCookieStorage",
                                     "URLCredentialStorage", "NSSetUncaughtExceptionHandler"]

    /// Pieces of every name above: code without any of them needs no tokenising (this runs for every block
    /// on every command).
    static let anchors = ["rand", "initstate", "setstate", "locale", "atexit", "umask", "signal", "sigaction", "Notification",
                          "UserDefaults", "threadDictionary", "URLC", "Cookie", "Uncaught", "sigmask", "alarm", "itimer",
                          "timer_create", "nice", "priority", "env", "tzset"]

    /// The first such name the code uses (outside comments and strings), or nil.
    public static func firstUse(in code: String) -> String? {
        guard mentionsAnchor(code) else { return nil }
        let tokens = SwiftTokenizer.tokens(code, merged: false)
        var previous = ""
        for token in tokens where token.kind != .comment && !token.text.allSatisfy(\.isWhitespace) {
            defer { previous = token.text }
            guard token.kind != .string && token.kind != .interpolation else { continue }
            if names.contains(token.text) || previous != "." && functions.contains(token.text) { return token.text }
        }
        return nil
    }

    /// One `strstr` per anchor (optimised C): a byte loop here was most of a check's time in a debug build.
    /// (Swift source holds no NUL, where `strstr` would stop.)
    private static func mentionsAnchor(_ code: String) -> Bool {
        code.withCString { text in anchors.contains { anchor in anchor.withCString { strstr(text, $0) != nil } } }
    }
}
