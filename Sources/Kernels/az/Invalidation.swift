// Invalidation.swift — görünüşün niyə yenidən hesablandığını təsnif edir
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

    /// Ən yaxından kökə doğru üst görünüşlər.
    func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = nodes.first { $0.name == name }?.parent
        while let parent = current, !result.contains(parent) {
            result.append(parent)
            current = nodes.first { $0.name == parent }?.parent
        }
        return result
    }

    /// `key` dəyişəndə onu oxuyan `view` niyə yenidən hesablanır? `reads` yalnız görünüşün body-də özü
    /// oxuduqlarıdır: üst görünüşün @State-i binding ilə oxunursa `valideyn`; adi dəyər kimi verilən
    /// giriş üçün Propagation.swift-dəki `giriş` var.
    func cause(of view: String, key: String) -> String {
        switch storage[key] {
        case nil: return "ölçmədən-kənar"
        case .environment?: return "mühit"
        case .model?: return "müşahidə"
        case .state(let owner)?:
            if owner == view { return "yerli" }
            return ancestors(of: view).contains(owner) ? "valideyn" : "qaydadan-kənar"
        }
    }

    /// `key` dəyişir: onu oxuyanlar (düyün sırası ilə) yenidən hesablanır, qalanları buraxılır.
    @discardableResult
    func change(_ label: String, key: String) -> [Recompute] {
        let recomputes = nodes.filter { $0.reads.contains(key) }
            .map { Recompute(view: $0.name, cause: cause(of: $0.name, key: key)) }
        let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
        let again = recomputes.isEmpty
            ? "heç biri"
            : recomputes.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let skip = skipped.isEmpty ? "heç biri" : skipped.joined(separator: ",")
        print("\(label): \(key) dəyişdi | yenidən \(again) | buraxılan \(skip)")
        return recomputes
    }
}

/// Hər səbəbin neçə dəfə çıxdığını yazır.
func countCauses(_ recomputes: [Recompute]) {
    for word in ["yerli", "valideyn", "müşahidə", "mühit"] {
        print("\(word): \(recomputes.filter { $0.cause == word }.count)")
    }
}
