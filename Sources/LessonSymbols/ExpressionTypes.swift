import Foundation
import LessonModel

extension SourceKit {
    /// The type of every expression of a file (`source.request.expression.type`), innermost last: offset,
    /// length and the type as the compiler prints it.
    /// Asked again, a little later each time, when the answer is empty: with several documents asked about
    /// at once, sourcekitd may cancel the request (any code with a name in it has expressions).
    func expressionTypes(file: String, arguments: [String]) -> [(offset: Int, length: Int, type: String)] {
        for attempt in 0..<10 {
            let found = expressionTypesOnce(file: file, arguments: arguments)
            if !found.isEmpty { return found }
            usleep(useconds_t(5_000 * (attempt + 1)))
        }
        return []
    }

    private func expressionTypesOnce(file: String, arguments: [String]) -> [(offset: Int, length: Int, type: String)] {
        guard
            let answer = try? send([
                ("key.request", .uid("source.request.expression.type")), ("key.sourcefile", .string(file)),
                ("key.compilerargs", .strings(arguments)), ("key.cancel_on_subsequent_request", .integer(0)),
            ]),
            let list = answer["key.expression_type_list"] as? [[String: Any]]
        else { return [] }
        return list.compactMap { entry in
            guard let offset = entry["key.expression_offset"] as? Int, let length = entry["key.expression_length"] as? Int,
                let type = entry["key.expression_type"] as? String
            else { return nil }
            return (offset, length, type)
        }
    }
}

/// The types of a file's expressions, by where they end: the type of a name's use is that of the innermost
/// expression that ends with the name (`counts.keys` for `keys`, `max` for `max`).
struct ExpressionTypes {
    private var byEnd: [Int: [(start: Int, type: String)]] = [:]

    private let code: [UInt8]

    /// Whether the name follows a dot (`.keys`, `?.first`).
    func isMember(_ identifier: (offset: Int, length: Int)) -> Bool {
        identifier.offset > 0 && identifier.offset <= code.count && code[identifier.offset - 1] == UInt8(ascii: ".")
    }

    init(_ expressions: [(offset: Int, length: Int, type: String)], code: String) {
        self.code = Array(code.utf8)
        for expression in expressions {
            byEnd[expression.offset + expression.length, default: []].append((expression.offset, expression.type))
        }
    }

    /// The use's type when the declaration does not say it as such: a variable shown with another type (a
    /// generic parameter, a nested type named without its parent), a generic function or one that names `Self`.
    func useType(_ identifier: (offset: Int, length: Int), of declaration: Declaration) -> String? {
        guard declaration.kind.hasPrefix("var.") || declaration.kind.hasPrefix("function."),
            declaration.kind != "function.constructor"
        else { return nil }
        // A member (`counts.keys`, `nodes.map`) is the smallest expression that ends with it and starts before
        // it; a plain name is the expression that is just the name.
        let end = identifier.offset + identifier.length
        let candidates = byEnd[end] ?? []
        let member = candidates.filter { $0.start < identifier.offset }.max { $0.start < $1.start }
        let plain = candidates.last { $0.start == identifier.offset }
        guard var type = (isMember(identifier) ? member : plain)?.type else { return nil }
        // A variable named without a base has the type its reader declared (the expression of a value that is
        // called, `greet("x")` through `callAsFunction`, would say the call's).
        if declaration.kind.hasPrefix("var.") && !isMember(identifier) { return nil }
        for prefix in ["@lvalue ", "inout "] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        // A generic parameter the compiler prints by its depth and index (`τ_1_0`) says nothing to a reader.
        guard !type.contains("τ_") else { return nil }
        if declaration.kind.hasPrefix("var.") {
            guard let range = declaration.valueTypeRange() else { return nil }
            return Self.leavesOpen(String(declaration.text[range]), use: type) ? type : nil
        }
        let base = declaration.name.prefix { $0 != "(" }
        let generic = declaration.text.contains(base + "<") || declaration.text.contains("Self")
        // A generic function called with an existential opens it: the use's `any P` is no function type.
        if generic && type.contains("any ") { return nil }
        return generic || Self.leavesOpen(declaration.text, use: type) ? type : nil
    }
}

extension ExpressionTypes {
    /// A member the compiler has no declaration for, a tuple's element (`handler.method` of a
    /// `(method: LifecycleMethod, run: () -> Void)`): its name and the type of its use, placed nowhere.
    func tupleElement(_ identifier: (offset: Int, length: Int)) -> Declaration? {
        guard isMember(identifier) else { return nil }
        let end = identifier.offset + identifier.length
        guard let member = (byEnd[end] ?? []).filter({ $0.start < identifier.offset }).max(by: { $0.start < $1.start })
        else { return nil }
        let name = String(decoding: code[identifier.offset..<end], as: UTF8.self)
        var type = member.type
        if type.hasPrefix("@lvalue ") { type.removeFirst("@lvalue ".count) }
        guard !type.contains("τ_") else { return nil }
        return Declaration(
            text: name + ": " + type, name: name, kind: "tuple.element", type: type, summary: nil, place: .nowhere)
    }

    /// The nested types of the standard library's collections that a member's declaration names bare.
    static let nestedTypes: Set<String> = ["Keys", "Values", "Indices", "Iterator", "SubSequence", "Index", "Elements"]

    /// A library member whose declared type is a nested type named bare (`var keys: Keys`), where the
    /// compiler lists no expression for the use (the sequence of a `for … in`): the type qualified by its
    /// base's (`Dictionary<String, Int>.Keys` for `counts.keys`, `counts` a `[String : Int]`).
    func qualifiedNestedType(
        _ identifier: (offset: Int, length: Int), of declaration: Declaration, baseTypes: [Int: String]
    ) -> String? {
        guard case .module = declaration.place, declaration.kind.hasPrefix("var."), isMember(identifier),
            let range = declaration.valueTypeRange(), Self.nestedTypes.contains(String(declaration.text[range])),
            let base = baseTypes[identifier.offset - 1]
        else { return nil }
        return Self.desugared(base) + "." + declaration.text[range]
    }

    /// `[String : Int]` → `Dictionary<String, Int>`, `[Int]` → `Array<Int>`, `Int?` → `Optional<Int>`: a type
    /// that can be the parent of a member type.
    static func desugared(_ type: String) -> String {
        if type.hasSuffix("?") { return "Optional<" + type.dropLast() + ">" }
        guard type.hasPrefix("["), type.hasSuffix("]") else { return type }
        let inner = type.dropFirst().dropLast()
        var depth = 0
        var index = inner.startIndex
        while index < inner.endIndex {
            switch inner[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0:
                let key = inner[..<index].trimmingCharacters(in: .whitespaces)
                let value = inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return "Dictionary<\(key), \(value)>"
            default: break
            }
            index = inner.index(after: index)
        }
        return "Array<" + inner + ">"
    }

    /// The generic parameters and associated types of the standard library's collections, results and
    /// optionals: a library member's declared type that names one of them says less than the use.
    static let placeholders: Set<String> = [
        "Element", "Key", "Value", "Success", "Failure", "Wrapped", "Bound", "Index", "Iterator", "SubSequence",
        "Indices", "Keys", "Values", "Elements", "Base", "T", "U", "Result",
    ]

    /// Types whose name says all: a declared type that differs from its use only in naming these (`Range<Int>`
    /// against `Range<Array<Job>.Index>`) is the better one to show.
    static let concrete: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "Void", "Never", "Any", "AnyObject",
    ]

    /// Whether a declared type leaves open what its use fixes: it names `Self`, a type the use replaced (a
    /// generic parameter, `Item` of `Store<Item>` used as `[String]`), or a nested type without its parent
    /// (`Keys` for `Dictionary<String, Int>.Keys`). Otherwise the declaration, already printed against the
    /// use's base type, is kept: its sugar reads better than the expression's.
    static func leavesOpen(_ declared: String, use: String) -> Bool {
        guard declared != use else { return false }
        // Attributes (`@MainActor`) are no types; a `where` clause constrains, it does not type.
        let typed = declared.components(separatedBy: " where ")[0]
        let words = typed.split(separator: " ").filter { !$0.hasPrefix("@") }.joined(separator: " ")
            .split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        let useWords = Set(use.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return words.contains { word in
            guard let first = word.first, first.isUppercase else { return false }
            if word == "Self" { return true }
            if use.contains("." + word) && !declared.contains("." + word) { return true }
            return !useWords.contains(word) && !concrete.contains(word)
        }
    }
}
