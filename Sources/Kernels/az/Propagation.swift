// Propagation.swift — bir hadisədə birlikdə dəyişən açarlar və üst görünüşdən adi dəyər kimi gələn girişlər
extension ViewTree {
    /// `keys` bir hadisədə birlikdə dəyişir (məs. yeni obyekt həm `@State`-ə yazılır, həm mühitə qoyulur).
    /// Bu açarlardan birini oxuyan görünüş bir dəfə yenidən hesablanır; səbəbi `keys` siyahısında oxuduğu
    /// ilk açarın səbəbidir (siyahının sırası vacibdir).
    /// `inputs[uşaq]`: uşağın üst görünüşündən adi dəyər (`let`, binding yox) kimi aldığı açarlar. Üst
    /// görünüş yenidən hesablanıbsa və bu açarlardan biri dəyişibsə, uşaq `giriş` səbəbi ilə yenidən
    /// hesablanır: üst görünüşün body-si uşağa yeni dəyər verdi. Düyünlər üst görünüş əvvəl gələcək
    /// sıra ilə yazılmalıdır.
    @discardableResult
    func change(_ label: String, keys: [String], inputs: [String: Set<String>] = [:]) -> [Recompute] {
        var recomputes: [Recompute] = []
        var skipped: [String] = []
        for node in nodes {
            if let key = keys.first(where: { node.reads.contains($0) }) {
                recomputes.append(Recompute(view: node.name, cause: cause(of: node.name, key: key)))
            } else if let parent = node.parent, recomputes.contains(where: { $0.view == parent }),
                      keys.contains(where: { inputs[node.name]?.contains($0) ?? false }) {
                recomputes.append(Recompute(view: node.name, cause: "giriş"))
            } else {
                skipped.append(node.name)
            }
        }
        let again = recomputes.isEmpty
            ? "heç biri"
            : recomputes.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let skip = skipped.isEmpty ? "heç biri" : skipped.joined(separator: ",")
        print("\(label): \(keys.joined(separator: ",")) dəyişdi | yenidən \(again) | buraxılan \(skip)")
        return recomputes
    }
}

/// `countCauses` kimi, `giriş` səbəbini də sayır.
func countCausesWithInputs(_ recomputes: [Recompute]) {
    for word in ["yerli", "valideyn", "giriş", "müşahidə", "mühit"] {
        print("\(word): \(recomputes.filter { $0.cause == word }.count)")
    }
}
