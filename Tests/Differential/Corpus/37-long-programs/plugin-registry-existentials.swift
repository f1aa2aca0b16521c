// A plugin registry: protocols with associated types behind existentials, type erasure, capability casts.
protocol Plugin {
    static var identifier: String { get }
    var version: (major: Int, minor: Int) { get }
    func activate(context: inout PluginContext) -> [String]
}

protocol Configurable {
    associatedtype Options
    var options: Options { get set }
    func describeOptions() -> String
}

protocol CommandProvider { var commands: [String: (String) -> String] { get } }

struct PluginContext {
    var services: [String] = []
    var messages: [String] = []
    mutating func provide(_ service: String) { services.append(service) }
}

struct SpellCheck: Plugin, Configurable, CommandProvider {
    static let identifier = "com.example.spellcheck"
    let version = (major: 1, minor: 4)
    var options = (language: "en-GB", ignoreCaps: true)
    func activate(context: inout PluginContext) -> [String] {
        context.provide("spelling")
        return ["dictionary \(options.language) loaded"]
    }
    func describeOptions() -> String { "language=\(options.language) ignoreCaps=\(options.ignoreCaps)" }
    var commands: [String: (String) -> String] {
        ["check": { word in ["teh": "the", "recieve": "receive"][word].map { "did you mean \($0)?" } ?? "\(word) ok" }]
    }
}

struct WordCount: Plugin, CommandProvider {
    static let identifier = "com.example.wordcount"
    let version = (major: 0, minor: 9)
    func activate(context: inout PluginContext) -> [String] { context.provide("stats"); return [] }
    var commands: [String: (String) -> String] {
        ["count": { "\($0.split(separator: " ").count) words" }, "chars": { "\($0.count) characters" }]
    }
}

final class Markdown: Plugin, Configurable {
    static let identifier = "com.example.markdown"
    var version: (major: Int, minor: Int) { (2, 0) }
    var options: Set<String> = ["tables", "footnotes"]
    func activate(context: inout PluginContext) -> [String] {
        guard context.services.contains("spelling") else { return ["warning: spelling not available yet"] }
        return ["markdown with spell-check"]
    }
    func describeOptions() -> String { options.sorted().joined(separator: "+") }
}

struct AnyConfigurable {
    private let describe: () -> String
    let optionsType: Any.Type
    init<C: Configurable>(_ c: C) { describe = c.describeOptions; optionsType = C.Options.self }
    func describeOptions() -> String { describe() }
}

final class Registry {
    private var plugins: [String: any Plugin] = [:]
    private var order: [String] = []
    var context = PluginContext()

    func install(_ plugin: any Plugin) -> Bool {
        let id = type(of: plugin).identifier
        guard plugins[id] == nil else { return false }
        plugins[id] = plugin
        order.append(id)
        return true
    }

    func activateAll() {
        for id in order {
            let lines = plugins[id]!.activate(context: &context)
            context.messages += lines.map { "[\(id.split(separator: ".").last!)] \($0)" }
        }
    }

    func run(_ command: String, _ input: String) -> String {
        for id in order {
            if let provider = plugins[id] as? CommandProvider, let body = provider.commands[command] { return body(input) }
        }
        return "unknown command \(command)"
    }

    var configurables: [(String, AnyConfigurable)] {
        order.compactMap { id in
            switch plugins[id]! {
            case let c as SpellCheck: return (id, AnyConfigurable(c))
            case let c as Markdown: return (id, AnyConfigurable(c))
            default: return nil
            }
        }
    }
    var summary: [String] {
        order.map { id in let v = plugins[id]!.version; return "\(id) v\(v.major).\(v.minor)" }
    }
}

let registry = Registry()
print(registry.install(Markdown()), registry.install(SpellCheck()), registry.install(WordCount()), registry.install(SpellCheck()))
registry.activateAll()
registry.context.messages.forEach { print($0) }
print("services:", registry.context.services)
for (cmd, input) in [("check", "teh"), ("check", "swift"), ("count", "one two three"), ("chars", "héllo"), ("fly", "x")] {
    print("\(cmd)(\(input)) -> \(registry.run(cmd, input))")
}
for (id, c) in registry.configurables { print(id, "options:", c.describeOptions(), "type:", c.optionsType) }
registry.summary.forEach { print($0) }
let kinds: [any Plugin.Type] = [SpellCheck.self, WordCount.self, Markdown.self]
print(kinds.map { $0.identifier }.sorted(), kinds.filter { $0 is any Configurable.Type }.count)
