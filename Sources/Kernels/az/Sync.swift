// Sync.swift — ekranın göstərdiyini modellə tutuşdurur
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

/// Bir açar üçün modelin dəyərini ekranın göstərdiyi ilə tutuşdurur.
func verdict(model: String?, shown: String?) -> String {
    switch (model, shown) {
    case (nil, nil): return "ölçmədən-kənar"
    case (nil, _?): return "artıq"
    case (_?, nil): return "əskik"
    case let (model?, shown?): return model == shown ? "uyğun" : "köhnə"
    }
}

/// Açarları ardıcıl tutuşdurur, hər biri üçün bir sətir yazır və qərarları qaytarır.
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

/// Hər qərarın neçə dəfə çıxdığını yazır.
func countVerdicts(_ verdicts: [String]) {
    for word in ["uyğun", "köhnə", "əskik", "artıq"] {
        print("\(word): \(verdicts.filter { $0 == word }.count)")
    }
}
