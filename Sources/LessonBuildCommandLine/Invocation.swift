import Foundation
import LessonBuild
import LessonModel

/// What the command line asked for, after parsing. Parsing is a pure function of the arguments: what it
/// names on disk is looked at when the command runs (`LessonBuildMain`).
public enum Invocation: Equatable, Sendable {
    case help(topic: String?)
    case check(Settings)
    case fill(Settings, update: Bool)
    case build(Settings, output: String)
    /// `port` nil: the first free port from 8000.
    case preview(Settings, output: String, host: String, port: Int?)
    /// A new course in `directory`: lessons in these languages, a `Package.swift` depending on lessonbuild by
    /// path (nil) or by URL and version.
    case initCourse(directory: String, languages: [String], url: String?, version: String?)
    /// Internal: Markdown on standard input, the page body HTML on standard output (spec conformance).
    case renderFragment
    /// `--version`: the tool's version and the compiler's.
    case version

    /// The engine's settings, and what only the command line knows: the options as typed (so that a hint
    /// can repeat them) and the output format.
    @dynamicMemberLookup
    public struct Settings: Equatable, Sendable {
        public var build = BuildSettings()
        public var format = DiagnosticFormat.text
        /// The options as typed (each with its value), so that a hint can repeat them. Not part of equality.
        public var typedOptions: [String] = []
        /// `--summary FILE`: a Markdown summary appended to it (a workflow's `$GITHUB_STEP_SUMMARY`).
        public var summaryFile: String?
        /// `--base-url URL`: where the site is published, over `course.json`'s `baseURL`.
        public var baseURL: String?

        public init() {}

        /// The engine's settings read and written as the command line's own (`settings.timeout = 2.5`).
        public subscript<Value>(dynamicMember keyPath: WritableKeyPath<BuildSettings, Value>) -> Value {
            get { build[keyPath: keyPath] }
            set { build[keyPath: keyPath] = newValue }
        }

        public static func == (lhs: Settings, rhs: Settings) -> Bool {
            lhs.build == rhs.build && lhs.format == rhs.format && lhs.summaryFile == rhs.summaryFile
                && lhs.baseURL == rhs.baseURL
        }

        /// The engine's settings as the options chose them: which folders were typed (so `course.json` keeps
        /// off them) and `fill` with the options typed, for hints.
        public var engine: BuildSettings {
            var settings = build
            settings.lessonsChosen = gave("--lessons")
            settings.kernelsChosen = gave("--kernels")
            settings.fillCommand = command("fill")
            return settings
        }

        /// Whether an option was given on the command line (rather than left to its default or the config).
        public func gave(_ option: String) -> Bool {
            typedOptions.contains { $0 == option || $0.hasPrefix(option + "=") }
        }

        /// `swift run lessonbuild <command>` with the options that choose the course, as the user typed them.
        public func command(_ name: String) -> String {
            var words = ["swift", "run", "lessonbuild", name]
            var index = 0
            while index < typedOptions.count {
                let option = typedOptions[index]
                if [
                    "--lessons", "--kernels", "--timeout", "--max-output", "--max-memory", "--compile-timeout",
                    "--max-messages", "--sandbox",
                ].contains(
                    where: { option == $0 || option.hasPrefix($0 + "=") })
                {
                    words.append(option)
                    if !option.contains("="), option != "--sandbox", index + 1 < typedOptions.count {
                        words.append(typedOptions[index + 1])
                        index += 1
                    }
                } else if !option.contains("="), index + 1 < typedOptions.count, !typedOptions[index + 1].hasPrefix("-")
                {
                    index += 1
                }
                index += 1
            }
            return words.map(ShellWord.quote).joined(separator: " ")
        }
    }
}

public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var command: String?
    public var description: String { message }
}

/// The option table: every option, which commands take it, and its help line.
struct OptionSpec {
    var name: String
    var value: String?
    var commands: Set<String>
    var help: String
}

public enum CommandLineParser {
    static let commands: [(name: String, summary: String)] = [
        (
            "check",
            "run every block and compare its output with its transcript; compare kernel listings with their files"
        ),
        ("fill", "write a transcript after every block that has none (with --update, also rewrite wrong ones)"),
        ("build", "check every lesson, then render the course site"),
        ("preview", "serve the site, rebuild it on every save and reload the open pages"),
        ("init", "start a new course in an empty folder: config, a lesson per language, a kernel, Package.swift"),
        ("help", "show help for a command"),
    ]

    static let options: [OptionSpec] = [
        OptionSpec(
            name: "--lessons", value: "DIR", commands: ["check", "fill", "build", "preview"],
            help: "the lessons folder (default: course.json's \"lessons\", else lessons)"),
        OptionSpec(
            name: "--kernels", value: "DIR", commands: ["check", "fill", "build", "preview"],
            help: "the kernels folder (default: course.json's \"kernels\", else Sources/Kernels)"),
        OptionSpec(
            name: "--timeout", value: "SECONDS", commands: ["check", "fill", "build", "preview"],
            help: "stop a block that runs longer (default: 10)"),
        OptionSpec(
            name: "--max-output", value: "MB", commands: ["check", "fill", "build", "preview"],
            help: "fail a block that prints more (default: 16)"),
        OptionSpec(
            name: "--max-memory", value: "MB", commands: ["check", "fill", "build", "preview"],
            help: "memory a worker running blocks may use (default: 4096)"),
        OptionSpec(
            name: "--compile-timeout", value: "SECONDS", commands: ["check", "fill", "build", "preview"],
            help: "fail a block whose compile takes longer (default: 120)"),
        OptionSpec(
            name: "--max-messages", value: "KB", commands: ["check", "fill", "build", "preview"],
            help: "fail a block whose compile prints more messages (default: 256)"),
        OptionSpec(
            name: "--sandbox", value: nil, commands: ["check", "fill", "build", "preview"],
            help:
                "run blocks, the compiler and SourceKit with the file system read-only, a private /tmp and no network (needs bwrap)"
        ),
        OptionSpec(
            name: "--no-names", value: nil, commands: ["build", "preview"],
            help: "leave out each name's declaration and type (the popovers and the names index; SourceKit)"),
        OptionSpec(
            name: "--names-timeout", value: "SECONDS", commands: ["build", "preview"],
            help: "show no names for a block SourceKit takes longer over (default: 30)"),
        OptionSpec(
            name: "--max-names", value: "KB", commands: ["build", "preview"],
            help: "show no names for a block whose names data is larger (default: 512)"),
        OptionSpec(
            name: "--format", value: "FORMAT", commands: ["check", "fill", "build"],
            help: "how to say problems: text (default), json (one object a line) or github (workflow commands)"),
        OptionSpec(
            name: "--summary", value: "FILE", commands: ["check", "build"],
            help: "append a Markdown summary (counts, failures linked to their lines) to FILE ($GITHUB_STEP_SUMMARY)"),
        OptionSpec(
            name: "--base-url", value: "URL", commands: ["build"],
            help: "where the site is published (over course.json's baseURL; the workflow gives the Pages address)"),
        OptionSpec(
            name: "--shard", value: "K/N", commands: ["check"],
            help: "check the K-th of N shares of the lessons (a CI matrix of N jobs; together, the full check)"),
        OptionSpec(
            name: "--update", value: nil, commands: ["fill"],
            help: "also rewrite transcripts that differ and kernel listings that are stale"),
        OptionSpec(
            name: "--output", value: "DIR", commands: ["build"], help: "where to write the site (default: site)"),
        OptionSpec(
            name: "--output", value: "DIR", commands: ["preview"],
            help: "where to write the preview site (default: \(SiteBuild.previewFolder))"),
        OptionSpec(
            name: "--port", value: "N", commands: ["preview"],
            help: "the port to serve on (default: the first free one from 8000; 0: any free port)"),
        OptionSpec(
            name: "--host", value: "H", commands: ["preview"],
            help: "the address to serve on (default: 127.0.0.1, this machine only)"),
        OptionSpec(
            name: "--languages", value: "CODES", commands: ["init"],
            help: "the course's languages, comma-separated BCP 47 tags (default: en)"),
        OptionSpec(
            name: "--dependency", value: "URL", commands: ["init"],
            help: "depend on lessonbuild by git URL (with --from) instead of this checkout's path"),
        OptionSpec(
            name: "--from", value: "VERSION", commands: ["init"],
            help: "the lowest lessonbuild version to use with --dependency"),
        OptionSpec(
            name: "--help", value: nil, commands: ["check", "fill", "build", "preview", "init", "help"],
            help: "show this help"),
    ]

    /// The command's name, as typed.
    static func name(of invocation: Invocation) -> String {
        switch invocation {
        case .help: return "help"
        case .check: return "check"
        case .fill: return "fill"
        case .build: return "build"
        case .preview: return "preview"
        case .initCourse: return "init"
        case .renderFragment: return "__render-fragment"
        case .version: return "--version"
        }
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let command = arguments.first else { return .help(topic: nil) }
        if command == "-h" || command == "--help" { return .help(topic: nil) }
        if command == "--version" || command == "version", arguments.count == 1 { return .version }
        if command == "__render-fragment", arguments.count == 1 { return .renderFragment }
        guard commands.contains(where: { $0.name == command }) else {
            throw UsageError(
                message: "unknown command '\(command)'"
                    + Suggestion.phrase(for: command, among: commands.map(\.name) + ["--version"]),
                command: nil)
        }
        var parsed = ParsedOptions()
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                parsed.operands += rest
                break
            }
            guard argument.hasPrefix("-") else {
                parsed.operands.append(argument)
                continue
            }
            let (name, value) = try option(argument, rest: &rest, command: command)
            parsed.settings.typedOptions.append(argument)
            if let value, !argument.contains("=") { parsed.settings.typedOptions.append(value) }
            if name == "--help" { return .help(topic: command == "help" ? nil : command) }
            try parsed.apply(name, value: value, command: command)
        }
        return try invocation(command, parsed)
    }

    /// One option as typed (`--timeout 3`, `--timeout=3`, `-h`): its name and value (taken from `rest` when
    /// not inline), refused when the command has no such option or its value is missing or unwanted.
    static func option(
        _ argument: String, rest: inout ArraySlice<String>, command: String
    ) throws(UsageError) -> (name: String, value: String?) {
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        if name == "-h" { name = "--help" }
        guard let spec = options.first(where: { $0.name == name && $0.commands.contains(command) }) else {
            let known = options.filter { $0.commands.contains(command) }.map(\.name)
            let elsewhere = options.filter { $0.name == name }.flatMap(\.commands)
            let hint =
                elsewhere.isEmpty
                ? Suggestion.phrase(for: name, among: known)
                : " (it is an option of \(elsewhere.map { "'\($0)'" }.joined(separator: ", ")))"
            throw UsageError(message: "'\(command)' has no option \(name)\(hint)", command: command)
        }
        guard let wanted = spec.value else {
            guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", command: command) }
            return (name, nil)
        }
        guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty else {
            throw UsageError(message: "\(name) needs a value (\(wanted))", command: command)
        }
        return (name, value)
    }

    /// What a command line's options say, before its operands are checked against its command.
    struct ParsedOptions {
        var settings = Invocation.Settings()
        var update = false
        /// A new course is in English unless `--languages` says otherwise.
        var languages = ["en"]
        var dependency: String?
        var version: String?
        var output: String?
        var host = "127.0.0.1"
        var port: Int?
        var operands: [String] = []

        /// Takes one option's value; `value` is present exactly when the option takes one (`option`).
        mutating func apply(_ name: String, value: String?, command: String) throws(UsageError) {
            let value = value ?? ""
            switch name {
            case "--lessons": settings.layout.lessons = value
            case "--kernels": settings.layout.kernels = value
            case "--format":
                guard let format = DiagnosticFormat(rawValue: value) else {
                    throw UsageError(message: "--format takes text, json or github, not '\(value)'", command: command)
                }
                settings.format = format
            case "--timeout":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                    throw UsageError(
                        message: "--timeout needs a positive number of seconds, not '\(value)'", command: command)
                }
                settings.timeout = seconds
            case "--names-timeout", "--compile-timeout":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                    throw UsageError(
                        message: "\(name) needs a positive number of seconds, not '\(value)'", command: command)
                }
                if name == "--names-timeout" {
                    settings.names.timeout = seconds
                } else {
                    settings.compile.seconds = seconds
                }
            case "--max-names", "--max-messages":
                guard let kilobytes = Int(value), kilobytes > 0, kilobytes < 1 << 30 else {
                    throw UsageError(
                        message: "\(name) needs a positive number of kilobytes, not '\(value)'", command: command)
                }
                if name == "--max-names" {
                    settings.names.bytes = kilobytes << 10
                } else {
                    settings.compile.messageBytes = kilobytes << 10
                }
            case "--max-output", "--max-memory":
                guard let megabytes = Int(value), megabytes > 0, megabytes < 1 << 20 else {
                    throw UsageError(
                        message: "\(name) needs a positive number of megabytes, not '\(value)'", command: command)
                }
                if name == "--max-output" {
                    settings.limits.outputBytes = Int64(megabytes) << 20
                } else {
                    settings.limits.memoryBytes = Int64(megabytes) << 20
                }
            case "--sandbox": settings.sandbox = true
            case "--no-names": settings.showsNames = false
            case "--shard": settings.shard = try CommandLineParser.shard(value, command: command)
            case "--summary": settings.summaryFile = value
            case "--base-url":
                // The rule of course.json's baseURL: an http(s) address, or a path from the host's root.
                guard ["https://", "http://", "/"].contains(where: value.hasPrefix) else {
                    throw UsageError(
                        message: "--base-url needs an http(s) address or a path from the host's root, not '\(value)'",
                        command: command)
                }
                settings.baseURL = value
            case "--update": update = true
            case "--languages": languages = try CommandLineParser.languages(value, command: command)
            case "--dependency":
                guard CommandLineParser.isGitURL(value) else {
                    throw UsageError(
                        message:
                            "--dependency needs a URL git can clone (https://host/owner/repo.git, ssh://…, git@host:owner/repo.git or file:///path), not '\(value)'",
                        command: command)
                }
                dependency = value
            case "--from":
                // SwiftPM reads `from:` as a semantic version; anything else fails only later, in the course.
                guard SemanticVersion.isValid(value) else {
                    throw UsageError(
                        message:
                            "--from needs a version like 1.2.0 (MAJOR.MINOR.PATCH, as SwiftPM reads `from:`), not '\(value)'",
                        command: command)
                }
                version = value
            case "--output": output = value
            case "--host": host = value
            case "--port":
                guard let number = Int(value), (0...65535).contains(number) else {
                    throw UsageError(
                        message: "--port needs a port number from 0 to 65535, not '\(value)'", command: command)
                }
                port = number
            default: break
            }
        }
    }

    /// `--languages en,de`: tags in their canonical case (`EN` is `en`), each once.
    static func languages(_ value: String, command: String) throws(UsageError) -> [String] {
        var languages: [String] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let tag = part.trimmingCharacters(in: .whitespaces)
            guard LanguageTag.isValid(tag) else {
                throw UsageError(
                    message: "--languages: '\(tag)' is not a language tag (like en, de, tr, pt-BR)", command: command)
            }
            let canonical = LanguageTag.canonical(tag)
            guard !languages.contains(canonical) else {
                throw UsageError(message: "--languages: '\(canonical)' is named twice", command: command)
            }
            languages.append(canonical)
        }
        return languages
    }

    /// Whether git would take `text` as a repository to clone: a URL of a transport git speaks, or the scp-like
    /// `user@host:path`. (Checked before anything is written: a wrong one would fail only in the new course.)
    static func isGitURL(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0.isNewline }) else { return false }
        if let range = text.range(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            let rest = text[range.upperBound...]
            guard ["https", "http", "ssh", "git", "file"].contains(scheme), !rest.isEmpty else { return false }
            return scheme == "file" ? rest.hasPrefix("/") : !rest.hasPrefix("/")
        }
        // scp-like: `[user@]host:path`, the host before the first colon and no slash before it.
        guard let colon = text.firstIndex(of: ":") else { return false }
        let authority = text[..<colon].split(separator: "@", omittingEmptySubsequences: false)
        guard authority.count <= 2, authority.allSatisfy({ !$0.isEmpty }), let host = authority.last else {
            return false
        }
        return !host.contains("/") && text.index(after: colon) < text.endIndex
    }

    /// The invocation of `command` with these options, once its operands are checked.
    static func invocation(_ command: String, _ parsed: ParsedOptions) throws(UsageError) -> Invocation {
        var settings = parsed.settings
        let operands = parsed.operands
        switch command {
        case "init":
            guard operands.count == 1 else {
                throw UsageError(message: "init takes one folder: lessonbuild init DIR", command: command)
            }
            guard (parsed.dependency == nil) == (parsed.version == nil) else {
                throw UsageError(
                    message: "--dependency and --from go together: --dependency URL --from VERSION", command: command)
            }
            return .initCourse(
                directory: operands[0], languages: parsed.languages, url: parsed.dependency, version: parsed.version)
        case "help":
            guard operands.count <= 1 else {
                throw UsageError(message: "help takes at most one command", command: "help")
            }
            if let topic = operands.first, !commands.contains(where: { $0.name == topic }) {
                throw UsageError(
                    message: "unknown command '\(topic)'" + Suggestion.phrase(for: topic, among: commands.map(\.name)),
                    command: "help")
            }
            return .help(topic: operands.first)
        case "build":
            guard operands.isEmpty else {
                throw UsageError(
                    message: "build takes no lesson arguments: it builds the whole course", command: command)
            }
            return .build(settings, output: parsed.output ?? "site")
        case "preview":
            guard operands.isEmpty else {
                throw UsageError(
                    message: "preview takes no lesson arguments: it serves the whole course", command: command)
            }
            return .preview(
                settings, output: parsed.output ?? SiteBuild.previewFolder, host: parsed.host, port: parsed.port)
        case "fill":
            settings.selection = operands
            return .fill(settings, update: parsed.update)
        default:
            settings.selection = operands
            return .check(settings)
        }
    }

    /// `K/N`: share K (from 1) of N.
    static func shard(_ text: String, command: String) throws(UsageError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else {
            throw UsageError(
                message: "--shard takes K/N, two whole numbers (the K-th of N shares, e.g. 2/3), not '\(text)'",
                command: command)
        }
        guard count >= 1, count <= 1000 else {
            throw UsageError(message: "--shard \(text): N must be from 1 to 1000", command: command)
        }
        guard (1...count).contains(index) else {
            throw UsageError(message: "--shard \(text): K must be from 1 to N (\(count))", command: command)
        }
        return Shard(index: index, count: count)
    }

    /// The help text for one command, or the overview.
    public static func help(_ topic: String?) -> String {
        guard let topic, let entry = commands.first(where: { $0.name == topic }), topic != "help" else {
            var text =
                "lessonbuild: checks the Swift in Markdown lessons against what it prints, and builds the course site.\n\n"
            text += "Usage: swift run lessonbuild <command> [options] [LESSON...]\n\nCommands:\n"
            for command in commands { text += "  " + command.name.padding(8) + command.summary + "\n" }
            text += "\nRun `swift run lessonbuild <command> --help` for a command's options.\n"
            text += "Exit status: 0 when every check passed, 1 when a lesson failed, 64 for a usage error.\n"
            return text
        }
        let takesLessons = topic == "check" || topic == "fill"
        let operands = takesLessons ? " [LESSON...]" : topic == "init" ? " DIR" : ""
        var text =
            "lessonbuild \(topic): \(entry.summary)\n\nUsage: swift run lessonbuild \(topic) [options]\(operands)\n"
        if takesLessons {
            text += "\nLESSON is a lesson file or a folder inside the lessons folder; none means every lesson.\n"
        }
        text += "\nOptions:\n"
        for option in options where option.commands.contains(topic) {
            let name = option.name + (option.value.map { " " + $0 } ?? "")
            text += "  " + name.padding(20) + option.help + "\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

/// Semantic versions as SwiftPM accepts them in `.package(url:from:)`: `MAJOR.MINOR.PATCH`, numbers without
/// leading zeros, then an optional `-prerelease` and `+build` of dot-separated alphanumeric identifiers.
enum SemanticVersion {
    static func isValid(_ text: String) -> Bool {
        var rest = Substring(text)
        var build: Substring?
        if let plus = rest.firstIndex(of: "+") {
            build = rest[rest.index(after: plus)...]
            rest = rest[..<plus]
        }
        var prerelease: Substring?
        if let dash = rest.firstIndex(of: "-") {
            prerelease = rest[rest.index(after: dash)...]
            rest = rest[..<dash]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3, core.allSatisfy(isNumber) else { return false }
        return [prerelease, build].allSatisfy { $0.map(areIdentifiers) ?? true }
    }

    private static func isNumber(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } && (part == "0" || part.first != "0")
    }

    private static func areIdentifiers(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
