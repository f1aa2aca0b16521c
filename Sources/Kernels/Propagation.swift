// Propagation.swift — tek olayda birlikte değişen anahtarlar
// ve üst görünümden düz değer olarak gelen girdiler
extension ViewTree {
    /// `keys` tek bir olayda birlikte değişir
    /// (ör. yeni bir nesne hem bir `@State`'e yazılır hem ortama konur).
    /// Anahtarlardan birini okuyan görünüm bir kez yeniden hesaplanır; nedeni, `keys` listesinde okuduğu ilk
    /// anahtarın nedenidir (listenin sırası önemlidir).
    /// `inputs[çocuk]`: çocuğun üst görünümünden düz değer (`let`, binding değil) olarak aldığı anahtarlar.
    /// Üst görünüm yeniden hesaplandıysa ve bu anahtarlardan biri değiştiyse çocuk `girdi` nedeniyle yeniden
    /// hesaplanır: üst görünümün body'si çocuğa yeni bir değer verdi. Düğümler üst görünüm önce gelecek
    /// sırayla yazılmalıdır.
    @discardableResult
    func change(_ label: String, keys: [String], inputs: [String: Set<String>] = [:]) -> [Recompute] {
        var recomputes: [Recompute] = []
        var skipped: [String] = []
        for node in nodes {
            if let key = keys.first(where: { node.reads.contains($0) }) {
                recomputes.append(Recompute(view: node.name, cause: cause(of: node.name, key: key)))
            } else if let parent = node.parent, recomputes.contains(where: { $0.view == parent }),
                      keys.contains(where: { inputs[node.name]?.contains($0) ?? false }) {
                recomputes.append(Recompute(view: node.name, cause: "girdi"))
            } else {
                skipped.append(node.name)
            }
        }
        let again = recomputes.isEmpty
            ? "yok"
            : recomputes.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let skip = skipped.isEmpty ? "yok" : skipped.joined(separator: ",")
        print("\(label): \(keys.joined(separator: ",")) degisti | yeniden \(again) | atlanan \(skip)")
        return recomputes
    }
}

/// `countCauses` gibi, `girdi` nedenini de sayar.
func countCausesWithInputs(_ recomputes: [Recompute]) {
    for word in ["yerel", "ebeveyn", "girdi", "gozlem", "ortam"] {
        print("\(word): \(recomputes.filter { $0.cause == word }.count)")
    }
}
