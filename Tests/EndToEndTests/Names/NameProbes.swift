import Foundation
import LessonModel

func lesson(_ key: String, _ text: String) throws -> Lesson {
    LessonParser.parse(SourceText(text), key: key, displayPath: "lessons/" + key, kernelNames: [])
}

/// Probes for the declarations a page shows, written from the shown text alone, placed at the end of the
/// block (so only names reachable there are probed: the block's and the kernels' top-level values,
/// functions and types, and members reached through one of them).
enum NameProbes {
    static func probes(code: String, names: CodeNames, kernels: [String: String] = [:]) -> [String] {
        let bytes = Array(code.utf8)
        var byOffset: [Int: Declaration] = [:]
        for occurrence in names.occurrences { byOffset[occurrence.offset] = names.declarations[occurrence.declaration] }
        var probes: [String] = []
        for occurrence in names.occurrences {
            let declaration = names.declarations[occurrence.declaration]
            let spelled = String(
                decoding: bytes[occurrence.offset..<occurrence.offset + occurrence.length], as: UTF8.self)
            var base: (text: String, declaration: Declaration)?
            if occurrence.offset > 1, bytes[occurrence.offset - 1] == UInt8(ascii: ".") {
                var start = occurrence.offset - 1
                while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
                if start < occurrence.offset - 1, let found = byOffset[start], start == 0 || !isDot(bytes, start - 1) {
                    base = (String(decoding: bytes[start..<occurrence.offset - 1], as: UTF8.self), found)
                }
            }
            // A member of something other than a plain name (`AsyncStream<Int>.Continuation`, `f().x`): not probed.
            if base == nil, occurrence.offset > 0, bytes[occurrence.offset - 1] == UInt8(ascii: ".") { continue }
            // A member is reached through its base, which must be in scope at the end; a name without one must be.
            let reachable =
                base.map { isTopLevel($0.declaration, code: code, kernels: kernels) }
                ?? isTopLevel(declaration, code: code, kernels: kernels)
            guard reachable else { continue }
            // A use's type without a base depends on where the use is (a generic function's `V`): only a use at
            // the top level has the same type at the end of the program.
            let useType = base == nil && !useAtTopLevel(bytes, offset: occurrence.offset) ? nil : occurrence.type
            if occurrence.type != nil && useType == nil { continue }
            if let probe = probe(spelled, declaration, base: base, useType: useType) { probes.append(probe) }
        }
        var seen: Set<String> = []
        return probes.filter { seen.insert($0).inserted }
    }

    /// Whether a declaration is at the top level of its file (its line is not indented): only those are in
    /// scope at the end of the program. A library's are (they are reached by name from anywhere).
    static func isTopLevel(_ declaration: Declaration, code: String, kernels: [String: String]) -> Bool {
        switch declaration.place {
        case .module: return true
        case .nowhere: return false
        case .here(let line, let column): return atTopLevel(code, line: line, column: column)
        case .kernel(let file, let line, let column):
            guard let source = kernels[String(file.dropLast(".swift".count))] else { return false }
            return atTopLevel(source, line: line, column: column)
        }
    }

    /// An unindented line, and no brace opened before the column on it (`enum Outer { enum Inner … }`).
    static func atTopLevel(_ source: String, line: Int, column: Int) -> Bool {
        let whole = text(of: source, line: line, column: 1)
        guard !whole.hasPrefix(" "), !whole.hasPrefix("\t") else { return false }
        let before = String(decoding: whole.utf8.prefix(max(column - 1, 0)), as: UTF8.self)
        return before.filter { $0 == "{" }.count == before.filter { $0 == "}" }.count
    }

    /// Whether a use is at the top level of the code (its type there depends on nothing around it).
    static func useAtTopLevel(_ bytes: [UInt8], offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        guard start < bytes.count, bytes[start] != UInt8(ascii: " "), bytes[start] != UInt8(ascii: "\t") else {
            return false
        }
        let before = bytes[start..<offset]
        return before.filter { $0 == UInt8(ascii: "{") }.count == before.filter { $0 == UInt8(ascii: "}") }.count
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    static func isDot(_ bytes: [UInt8], _ index: Int) -> Bool { bytes[index] == UInt8(ascii: ".") }

    static let typeKinds: Set<String> = ["class", "struct", "enum"]

    /// The probe of one use, or nil when the use is not reachable from the end of the program or its shown
    /// declaration cannot be written as a type here (generic, opaque, `Self`, a mutating method).
    static func probe(
        _ spelled: String, _ declaration: Declaration, base: (text: String, declaration: Declaration)?, useType: String?
    ) -> String? {
        let method = declaration.kind.hasPrefix("function.method")
        // A method needs its base; a free function or a global has none.
        let baseReachable =
            base.map { ["var.global"].contains($0.declaration.kind) || typeKinds.contains($0.declaration.kind) }
            ?? !(method || declaration.kind == "var.instance")
        // What the page shows for this use: the declaration with the use's type, or a generic function's type here.
        if let useType, baseReachable, !useType.contains("some "), !useType.contains("@"),
            declaration.kind == "var.global" || (base != nil && declaration.kind.hasPrefix("var."))
                || declaration.kind.hasPrefix("function.")
        {
            if declaration.kind.hasPrefix("function.")
                && (declaration.text.contains("mutating")
                    || declaration.kind == "function.method.instance"
                        && base.map { typeKinds.contains($0.declaration.kind) } == true)
            {
                return nil
            }
            return "let _: \(useType) = \(base.map { $0.text + "." + spelled } ?? spelled)"
        }
        let text = declaration.text
        // An accessor that is `async` or `throws` needs `await`/`try`: not what a plain probe says.
        guard !text.contains("Self"), !text.contains("some "), !text.contains("__"), !isGeneric(text, name: spelled),
            !text.contains("get async"), !text.contains("get throws")
        else {
            return nil
        }
        let baseIsValue = base.map { $0.declaration.kind == "var.global" } ?? false
        let baseIsType =
            base.map { typeKinds.contains($0.declaration.kind) && !isGeneric($0.declaration.text, name: $0.text) }
            ?? false
        let expression = base.map { $0.text + "." + spelled } ?? spelled
        switch declaration.kind {
        case "var.global" where base == nil:
            return valueType(text, name: spelled).map { "let _: \($0) = \(spelled)" }
        case "var.instance" where baseIsValue, "var.static" where baseIsType, "var.class" where baseIsType:
            return valueType(text, name: spelled).map { "let _: \($0) = \(expression)" }
        case "function.free" where base == nil,
            "function.method.instance" where baseIsValue && !text.contains("mutating"),
            "function.method.static" where baseIsType:
            return functionType(text, name: spelled).map { "let _: \($0) = \(expression)" }
        case "enumelement" where baseIsType:
            let enumType = base!.text
            guard let payload = parameterList(text, after: "case " + spelled) else {
                return "let _: \(enumType) = \(expression)"
            }
            return "let _: (\(payload.types.joined(separator: ", "))) -> \(enumType) = \(expression)"
        case "class" where base == nil:
            return "let _: AnyObject.Type = \(spelled).self"
        case "struct" where base == nil && !text.contains("~Copyable"),
            "enum" where base == nil && !text.contains("~Copyable"):
            return "let _: Any.Type = \(spelled).self"
        default:
            return nil
        }
    }

    /// Whether the declaration of `name` has generic parameters of its own (`func max<T>(…)`, `struct Box<T>`).
    static func isGeneric(_ text: String, name: String) -> Bool {
        text.contains(name + "<") || text.contains(" where ")
    }

    /// `private(set) var shown: [String : String] { get }` → `[String : String]`.
    static func valueType(_ text: String, name: String) -> String? {
        guard let range = text.range(of: " " + name + ": ") else { return nil }
        var type = String(text[range.upperBound...])
        if let accessors = type.range(of: " { ") { type = String(type[..<accessors.lowerBound]) }
        return type.isEmpty ? nil : type
    }

    /// `func update(_ key: String, _ value: String) throws -> Int` → `(String, String) throws -> Int`.
    static func functionType(_ text: String, name: String) -> String? {
        guard let list = parameterList(text, after: "func " + name) else { return nil }
        var rest = list.rest.trimmingCharacters(in: .whitespaces)
        var effects: [String] = []
        for effect in ["async", "rethrows"] where rest.hasPrefix(effect) {
            effects.append(effect == "rethrows" ? "throws" : effect)
            rest = String(rest.dropFirst(effect.count)).trimmingCharacters(in: .whitespaces)
        }
        // `throws(ParseError)`: the error type goes with it.
        if rest.hasPrefix("throws(") || rest.hasPrefix("throws") {
            var effect = "throws"
            rest = String(rest.dropFirst(6))
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
                effect += rest[...close]
                rest = String(rest[rest.index(after: close)...])
            }
            effects.append(effect)
            rest = rest.trimmingCharacters(in: .whitespaces)
        }
        let result = rest.hasPrefix("->") ? String(rest.dropFirst(2)).trimmingCharacters(in: .whitespaces) : "Void"
        return "(" + list.types.joined(separator: ", ") + ")"
            + (effects.isEmpty ? "" : " " + effects.joined(separator: " "))
            + " -> " + result
    }

    /// The types of the parameter list that follows `head` (`(_ key: String, count: Int = 1)` → `String`,
    /// `Int`), and the text after it; nil when no list follows.
    static func parameterList(_ text: String, after head: String) -> (types: [String], rest: String)? {
        guard let start = text.range(of: head + "(") else { return nil }
        var depth = 1
        var index = start.upperBound
        var parameters: [String] = []
        var current = ""
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) && !(character == ">" && current.hasSuffix("-")) { depth -= 1 }
            if depth == 0 { break }
            if character == "," && depth == 1 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        let types = parameters.map { parameter -> String in
            var type = parameter
            if let colon = topLevelColon(parameter) { type = String(parameter[parameter.index(after: colon)...]) }
            if let equals = type.range(of: " = ") { type = String(type[..<equals.lowerBound]) }
            return type.trimmingCharacters(in: .whitespaces)
        }
        return (types, String(text[index...]))
    }

    static func topLevelColon(_ parameter: String) -> String.Index? {
        var depth = 0
        for index in parameter.indices {
            let character = parameter[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":" && depth == 0 { return index }
        }
        return nil
    }

    /// The text at a 1-based line and UTF-8 column.
    static func text(of file: String, line: Int, column: Int) -> String {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "" }
        let bytes = Array(lines[line - 1].utf8)
        guard column >= 1, column <= bytes.count else { return "" }
        return String(decoding: bytes[(column - 1)...], as: UTF8.self)
    }

    /// The probes the standalone compiler refuses, each with its message: the block with every probe after
    /// it, type-checked as the reader's program (`main.swift` and the kernel files, module `main`).
    static func failures(code: String, probes: [String], kernels: [String: String], mode: String) -> [String] {
        guard !probes.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        let program = (code.hasSuffix("\n") ? code : code + "\n") + probes.joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(program.utf8).write(to: folder.appendingPathComponent("main.swift"))
            for (name, text) in kernels {
                try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".swift"))
            }
            let result = try run(
                "/usr/bin/env",
                ["swiftc", "-typecheck", "-swift-version", mode, "-module-name", "main", "main.swift"]
                    + kernels.keys.sorted().map { $0 + ".swift" }, in: folder)
            guard result.status != 0 else { return [] }
            let said = result.output + result.error
            let firstProbeLine = code.hasSuffix("\n") ? codeLines : codeLines + 1
            var refused: [String] = []
            for message in said.split(separator: "\n")
            where message.hasPrefix("main.swift:") && message.contains(": error: ") {
                let parts = message.split(separator: ":")
                guard parts.count > 2, let line = Int(parts[1]) else { continue }
                let probe = line - firstProbeLine
                // What a probe cannot say at the top level, whatever the type: an actor's method taken as a
                // value, a member the program keeps private.
                if message.contains("can not be partially applied") || message.contains("is inaccessible due to")
                    || message.contains("ambiguous use of")
                {
                    continue
                }
                refused.append(
                    probe >= 0 && probe < probes.count
                        ? "\(probes[probe]) — \(message)" : "(in the block itself) \(message) — \(code.prefix(60))")
            }
            let inapplicableOnly =
                said.contains("can not be partially applied") || said.contains("is inaccessible due to")
                || said.contains("ambiguous use of")
            return refused.isEmpty && !inapplicableOnly ? ["the compiler failed: \(said.prefix(300))"] : refused
        } catch {
            return ["cannot run the compiler: \(error)"]
        }
    }
}
