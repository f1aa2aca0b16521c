import Foundation
import LessonBuild
import LessonModel

/// How problems are said: the only code that turns a `Diagnostic` into text.
///
/// - `text`: `file:line[:column]: severity: message`, then the detail lines, as compilers print them.
/// - `json`: one JSON object a line (JSON Lines), for editors and scripts; the closing lines go to standard
///   error, so standard output holds nothing but the objects.
/// - `github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`), so a pull
///   request shows each problem on its line; the closing lines stay plain text.
public enum DiagnosticFormat: String, Equatable, Sendable, CaseIterable {
    case text, json, github

    /// The text of one diagnostic in this format, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        switch self {
        case .text: return Self.plain(diagnostic)
        case .json: return Self.jsonLine(diagnostic)
        case .github: return Self.workflowCommand(diagnostic)
        }
    }

    /// Control and bidi characters (from a block's output, a lesson's name or text) are shown as `\u{1B}`
    /// escapes (`VisibleText`): a terminal must not act on them. The place is one line, so its line breaks
    /// are escaped too; the message, hint and detail keep theirs and their tabs.
    static func plain(_ diagnostic: Diagnostic) -> String {
        let place = VisibleText.shown("\(diagnostic.location)", keeping: [])
        var text = "\(place): \(diagnostic.severity.rawValue): \(VisibleText.shown(diagnostic.message))\n"
        if let hint = diagnostic.hint { text += "hint: \(VisibleText.shown(hint))\n" }
        if !diagnostic.detail.isEmpty {
            text += VisibleText.shown(diagnostic.detail)
            if !diagnostic.detail.hasSuffix("\n") { text += "\n" }
        }
        return text
    }

    /// The fields of `jsonLine`; their names are part of the stable output (the README lists them).
    struct Object: Encodable {
        var id: String
        var severity: String
        var file: String
        var line: Int
        var column: Int?
        var endLine: Int?
        var message: String
        var detail: String?
        var hint: String?
    }

    static func jsonLine(_ diagnostic: Diagnostic) -> String {
        let object = Object(
            id: diagnostic.id.rawValue, severity: diagnostic.severity.rawValue, file: diagnostic.location.file,
            line: diagnostic.location.line, column: diagnostic.location.column, endLine: diagnostic.endLine,
            message: diagnostic.message, detail: diagnostic.detail.isEmpty ? nil : diagnostic.detail,
            hint: diagnostic.hint)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: (try? encoder.encode(object)) ?? Data("{}".utf8), as: UTF8.self)
        return escapingHidden(json: encoded) + "\n"
    }

    /// The encoder escapes C0 controls only; DEL, the C1 controls and the bidi controls are valid raw in
    /// JSON, but a terminal would act on them when the lines are read there, so they become `\u` escapes
    /// too. Outside strings JSON holds none of them, so replacing them anywhere keeps the text valid.
    static func escapingHidden(json: String) -> String {
        guard json.unicodeScalars.contains(where: VisibleText.isHidden) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            if VisibleText.isHidden(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func workflowCommand(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let file = VisibleText.shown(diagnostic.location.file, keeping: [])
        var properties = ["file=" + property(file), "line=\(diagnostic.location.line)"]
        if let column = diagnostic.location.column { properties.append("col=\(column)") }
        if let endLine = diagnostic.endLine { properties.append("endLine=\(endLine)") }
        properties.append("title=" + property(diagnostic.id.rawValue))
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "\nhint: " + hint }
        if !diagnostic.detail.isEmpty { message += "\n" + diagnostic.detail }
        // The runner's log is a terminal too: controls are shown as escapes before the command's own escaping.
        return "::\(command) \(properties.joined(separator: ","))::\(data(VisibleText.shown(message)))\n"
    }

    /// Escapes a workflow command's message, as the runner reads it back.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// The command's output: diagnostics in the chosen format, and the plain lines around them (summaries,
/// progress), which go to standard error in JSON mode so that standard output stays machine-readable.
struct Terminal {
    var format: DiagnosticFormat = .text

    func say(_ diagnostic: Diagnostic) {
        FileHandle.standardOutput.write(Data(format.render(diagnostic).utf8))
    }

    func say(_ diagnostics: [Diagnostic]) {
        diagnostics.forEach(say)
    }

    /// A plain line (a newline is added when missing); control characters in it are shown as escapes.
    func line(_ text: String) {
        var text = VisibleText.shown(text)
        if !text.hasSuffix("\n") { text += "\n" }
        (format == .json ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    /// A usage problem or a refusal, always on standard error.
    func complain(_ text: String) {
        FileHandle.standardError.write(Data(VisibleText.shown(text).utf8))
    }

    /// With `LESSONBUILD_TIMINGS=1`, how long each phase took (for benchmarks), on standard error.
    func timings(_ timings: PhaseTimings) {
        guard ProcessInfo.processInfo.environment["LESSONBUILD_TIMINGS"] == "1" else { return }
        for (phase, seconds) in timings.laps {
            complain(String(format: "lessonbuild: %.3f s  %@\n", seconds, phase))
        }
    }

    /// The closing lines of a check: how the blocks ran, then the counts.
    static func runLine(_ report: CheckReport) -> String {
        "Ran \(report.blocksRun) block\(report.blocksRun == 1 ? "" : "s") in-process in copies of the builder"
            + " (\(report.processesStarted) started); \(report.blocksRerun) ran in a fresh process after a block that trapped, hung, exited or left tasks or threads running."
    }
}
