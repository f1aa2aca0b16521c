// Invalidation.swift — bir görünümün neden yeniden hesaplandığını sınıflar
enum Storage {
    case state(owner: String)
    case model(object: String)
    case environment
}

struct ViewNode {
    let name: String
    let parent: String?
    let reads: Set<String>

    init(_ name: String, parent: String?, reads: Set<String>) {
        self.name = name
        self.parent = parent
        self.reads = reads
    }
}

struct Recompute {
    let view: String
    let cause: String
}

struct ViewTree {
    let nodes: [ViewNode]
    let storage: [String: Storage]

    /// En yakından köke doğru üst görünümler.
    func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = nodes.first { $0.name == name }?.parent
        while let parent = current, !result.contains(parent) {
            result.append(parent)
            current = nodes.first { $0.name == parent }?.parent
        }
        return result
    }

    /// `key` değişince onu okuyan `view` neden yeniden hesaplanır?
    func cause(of view: String, key: String) -> String {
        switch storage[key] {
        case nil: return "olcum-disi"
        case .environment?: return "ortam"
        case .model?: return "gozlem"
        case .state(let owner)?:
            if owner == view { return "yerel" }
            return ancestors(of: view).contains(owner) ? "ebeveyn" : "kural-disi"
        }
    }

    /// `key` değişir: onu okuyanlar (düğüm sırasıyla) yeniden hesaplanır, diğerleri atlanır.
    @discardableResult
    func change(_ label: String, key: String) -> [Recompute] {
        let recomputes = nodes.filter { $0.reads.contains(key) }
            .map { Recompute(view: $0.name, cause: cause(of: $0.name, key: key)) }
        let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
        let again = recomputes.isEmpty
            ? "yok"
            : recomputes.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let skip = skipped.isEmpty ? "yok" : skipped.joined(separator: ",")
        print("\(label): \(key) degisti | yeniden \(again) | atlanan \(skip)")
        return recomputes
    }
}

/// Her nedenin kaç kez çıktığını yazar.
func countCauses(_ recomputes: [Recompute]) {
    for word in ["yerel", "ebeveyn", "gozlem", "ortam"] {
        print("\(word): \(recomputes.filter { $0.cause == word }.count)")
    }
}
