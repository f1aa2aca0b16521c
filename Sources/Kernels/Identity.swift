// Identity.swift — bir görünümün kimliğini (ağaçtaki yeri, türü, açık kimliği) ve @State'inin ömrünü izler
/// `body`'nin bir anda ürettiği görünüm değeri: ucuzdur, her hesaplamada yeniden kurulur. Kalıcı olan
/// değer değil, değerin ağaçtaki kimliğidir; `@State` o kimliğe bağlıdır.
struct Piece {
    let type: String
    /// Görünüme dışarıdan verilen düz değer (ör. satırın başlığı); kimliğin parçası değildir.
    let input: String
    /// `@State` özellikleri ve ilk değerleri; yalnızca kimlik yeni olduğunda kullanılır.
    let state: [String: String]
    let children: [Piece]
    /// `.id(_:)` ya da `ForEach`'in verdiği açık kimlik.
    fileprivate(set) var explicitID: String?
    /// `if`/`else` içindeki dal (`doğru`, `yanlış`); yapısal kimliğin parçasıdır.
    fileprivate(set) var branch: String?

    init(_ type: String, input: String = "", state: [String: String] = [:], children: [Piece] = []) {
        self.type = type
        self.input = input
        self.state = state
        self.children = children
    }

    /// SwiftUI'deki `.id(_:)`: değer değişirse görünüm yeni bir görünüm sayılır.
    func id(_ value: some CustomStringConvertible) -> Piece {
        var copy = self
        copy.explicitID = value.description
        return copy
    }
}

/// `if koşul { A } else { B }`: iki dal iki ayrı yerdir; `otherwise` yoksa `else`'siz `if`.
func conditional(_ condition: Bool, then: Piece, otherwise: Piece? = nil) -> Piece {
    var chosen = condition ? then : otherwise
    chosen?.branch = condition ? "doğru" : "yanlış"
    return Piece("if", children: chosen.map { [$0] } ?? [])
}

/// `ForEach(öğeler) { … }`: her satırın kimliği öğenin `id`'sidir.
func forEach<Item: Identifiable>(_ items: [Item], row: (Item) -> Piece) -> Piece {
    Piece("ForEach", children: items.map { row($0).id("\($0.id)") })
}

/// `ForEach(öğeler, id: \.alan) { … }`: kimliği verilen alan belirler (`\.self`, bir dizin, bir ad…).
func forEach<Item, ID: Hashable>(_ items: [Item], id: KeyPath<Item, ID>, row: (Item) -> Piece) -> Piece {
    Piece("ForEach", children: items.map { row($0).id("\($0[keyPath: id])") })
}

/// Ağaçtaki kimlikleri ve her kimliğin `@State`'ini tutar. Her `render` yeni ağacı eskisiyle karşılaştırır:
/// aynı yol `korunan` (durumu kalır), yeni yol `yeni` (durum ilk değerinden başlar), kaybolan yol
/// `silinen` (durumu gider). Sayılar bütün görünümleri sayar;
/// satır satır yalnızca `@State`'i olanlar yazılır.
/// Bir yol, köke kadar her adımın türü ve yeri (üst görünümdeki sırası, `if`
/// dalı ya da açık kimlik) ile yazılır.
final class IdentityGraph {
    private struct Node { let piece: Piece; var state: [String: String] }
    private var nodes: [String: Node] = [:]
    private var order: [String] = []
    private(set) var kept = 0, created = 0, removed = 0

    /// Yeni ağacı kurar, farkı yazar ve yolları ağaç sırasıyla döndürür.
    @discardableResult
    func render(_ label: String, _ root: Piece) -> [String] {
        var placed: [(path: String, piece: Piece)] = []
        var duplicates: [String] = []
        place(root, under: nil, position: 0, into: &placed, duplicates: &duplicates)
        let oldOrder = order
        var next: [String: Node] = [:]
        var keptLines: [String] = [], newLines: [String] = []
        var newCount = 0
        for (path, piece) in placed where next[path] == nil {
            if let old = nodes[path] {
                next[path] = Node(piece: piece, state: old.state)
                if !old.state.isEmpty { keptLines.append("  korunan \(describe(path, piece, old.state))") }
            } else {
                next[path] = Node(piece: piece, state: piece.state)
                newCount += 1
                if !piece.state.isEmpty { newLines.append("  yeni \(describe(path, piece, piece.state))") }
            }
        }
        let gone = oldOrder.filter { next[$0] == nil }
        let goneLines = gone.compactMap { path in
            nodes[path].flatMap { $0.state.isEmpty ? nil : "  silinen \(describe(path, $0.piece, $0.state))" }
        }
        let keptCount = placed.count - duplicates.count - newCount
        kept += keptCount
        created += newCount
        removed += gone.count
        print("\(label): korunan \(keptCount), yeni \(newCount), silinen \(gone.count)")
        for line in keptLines + newLines + goneLines { print(line) }
        for path in duplicates { print("  çakışan \(path): aynı kimlik ikinci kez; durumu ilkiyle ortak") }
        nodes = next
        order = uniqued(placed.map(\.path))
        return order
    }

    /// Kullanıcının bir görünümün `@State`'ini değiştirmesi (ör. bir satırı açması).
    func set(_ key: String, to value: String, at path: String) {
        guard nodes[path] != nil else { return print("yol yok: \(path)") }
        nodes[path]?.state[key] = value
    }

    /// `path`'teki görünümün `key` durumu; görünüm ağaçta yoksa `nil`.
    func state(_ key: String, at path: String) -> String? { nodes[path]?.state[key] }

    /// Ağaçta şu an duran, türü `type` olan görünümlerin yolları.
    func paths(of type: String) -> [String] { order.filter { nodes[$0]?.piece.type == type } }

    private func place(
        _ piece: Piece, under parent: String?, position: Int,
        into placed: inout [(path: String, piece: Piece)], duplicates: inout [String]
    ) {
        let path = parent.map { "\($0)/\(segment(piece, position))" } ?? piece.type
        if placed.contains(where: { $0.path == path }) { duplicates.append(path) }
        placed.append((path, piece))
        for (index, child) in piece.children.enumerated() {
            place(child, under: path, position: index, into: &placed, duplicates: &duplicates)
        }
    }

    /// Bir adım: tür ve yer. Yer açık kimlik varsa `id=…`, `if` dalındaysa dal, yoksa üst görünümdeki sıra.
    private func segment(_ piece: Piece, _ position: Int) -> String {
        if let id = piece.explicitID { return "\(piece.type)[id=\(id)]" }
        if let branch = piece.branch { return "\(piece.type)[\(branch)]" }
        return "\(piece.type)[\(position)]"
    }

    private func describe(_ path: String, _ piece: Piece, _ state: [String: String]) -> String {
        let input = piece.input.isEmpty ? "" : " \"\(piece.input)\""
        let values = state.keys.sorted().map { "\($0)=\(state[$0]!)" }.joined(separator: " ")
        return "\(path)\(input)\(values.isEmpty ? "" : " " + values)"
    }

    private func uniqued(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
