// Sync.swift — ekranın gösterdiğini modelle karşılaştırır
final class Screen {
    let name: String
    private(set) var shown: [String: String] = [:]

    init(_ name: String) {
        self.name = name
    }

    func set(_ key: String, _ value: String) {
        shown[key] = value
    }

    func clear(_ key: String) {
        shown[key] = nil
    }
}

/// Bir anahtar için modelin değeriyle ekranın gösterdiğini karşılaştırır.
func verdict(model: String?, shown: String?) -> String {
    switch (model, shown) {
    case (nil, nil): return "olcum-disi"
    case (nil, _?): return "artik"
    case (_?, nil): return "eksik"
    case let (model?, shown?): return model == shown ? "uyumlu" : "bayat"
    }
}

/// Anahtarları sırayla karşılaştırır, her biri için bir satır yazar ve kararları döndürür.
@discardableResult
func check(_ label: String, model: [String: String], screen: Screen, keys: [String]) -> [String] {
    keys.map { key in
        let value = model[key]
        let shown = screen.shown[key]
        let result = verdict(model: value, shown: shown)
        print("\(label) | \(screen.name).\(key): model=\(value ?? "-") ekran=\(shown ?? "-") -> \(result)")
        return result
    }
}

/// Her kararın kaç kez çıktığını yazar.
func countVerdicts(_ verdicts: [String]) {
    for word in ["uyumlu", "bayat", "eksik", "artik"] {
        print("\(word): \(verdicts.filter { $0 == word }.count)")
    }
}
