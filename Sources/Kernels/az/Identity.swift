// Identity.swift — görünüşün kimliyini izləyir: hansı @State qalır, hansı yaranır, hansı silinir
/// `body`-nin qaytardığı ağacın bir yeri. SwiftUI görünüşü ağacdakı yerindən tanıyır (struktur kimliyi);
/// `if`/`else` budağı, `.id(_:)` və `ForEach` elementinin id-si bu kimliyə hissə əlavə edir.
indirect enum ViewSlot {
    /// Adi görünüş: tipinin adı, `@State`-lərinin ilkin dəyərləri və uşaqları (sıra ilə).
    case view(String, state: [String: String] = [:], children: [ViewSlot] = [])
    /// `if` (`true`) və ya `else` (`false`) budağındakı görünüş: budaq kimliyin hissəsidir.
    case branch(Bool, ViewSlot)
    /// `.id(dəyər)`: yer eyni qalsa da, dəyər dəyişəndə görünüş yeni görünüşdür.
    case explicitID(String, ViewSlot)
    /// `ForEach`: hər element öz id-si ilə tanınır; elementin sırası kimliyə girmir.
    case forEach([(id: String, slot: ViewSlot)])
}

/// Görünüş ağaclarını bir-birinin ardınca "göstərir" və hər kimliyin `@State`-ini saxlayır: kimliyi
/// qalan görünüşün vəziyyəti qalır (ilkin dəyəri dəyişsə də), yeni kimlik ilkin dəyərlə yaranır, itən
/// kimliyin vəziyyəti onunla silinir. Vəziyyəti olmayan və qalan görünüşlər yazılmır.
final class ViewLifetime {
    private struct Node {
        let name: String
        var initial: [String: String]
        var state: [String: String]
    }
    private struct Placed {
        let identity: String
        let name: String
        let initial: [String: String]
    }
    private var live: [String: Node] = [:]
    private var order: [String] = []
    private(set) var kept = 0, created = 0, removed = 0

    /// Yeni ağacı köhnəsi ilə kimliklərə görə müqayisə edir və hər dəyişikliyi bir sətirdə yazır.
    func render(_ label: String, _ root: ViewSlot) {
        print(label)
        var placed: [Placed] = []
        place(root, prefix: "", shownID: nil, into: &placed)
        var next: [String: Node] = [:]
        var nextOrder: [String] = []
        for item in placed {
            guard next[item.identity] == nil else {
                print("  eyni kimlik iki dəfə: \(item.identity) (ikincisi nəzərə alınmadı)")
                continue
            }
            next[item.identity] = carry(item)
            nextOrder.append(item.identity)
        }
        for identity in order where next[identity] == nil {
            removed += 1
            print("  silindi \(identity)\(describe(live[identity]!.state))")
        }
        live = next
        order = nextOrder
    }

    /// İstifadəçi `name` adlı görünüşün `@State`-ini dəyişir (`Sətir#7` kimi: id ilə ad).
    func set(_ key: String, to value: String, in name: String) {
        let matches = order.filter { live[$0]!.name == name }
        guard matches.count == 1 else {
            let problem = matches.isEmpty
                ? "belə görünüş yoxdur"
                : "bu adla \(matches.count) görünüş var"
            print("  \(name): " + problem)
            return
        }
        live[matches[0]]!.state[key] = value
        print("  \(name).\(key) = \(value)")
    }

    /// Qalan (vəziyyəti ilə), yaranan və silinən görünüşlərin sayı: yuxarıdakı sətirlərin sayı.
    func summary() {
        print("qaldı: \(kept), yarandı: \(created), silindi: \(removed)")
    }

    private func carry(_ item: Placed) -> Node {
        guard var node = live[item.identity] else {
            created += 1
            print("  yarandı \(item.identity)\(describe(item.initial))")
            return Node(name: item.name, initial: item.initial, state: item.initial)
        }
        if !node.state.isEmpty {
            kept += 1
            let ignored = node.initial == item.initial
                ? ""
                : " (yeni ilkin dəyər\(describe(item.initial)) götürülmədi)"
            print("  qaldı \(item.identity)\(describe(node.state))" + ignored)
        }
        node.initial = item.initial
        return node
    }

    /// Ağacı kimlik sətirlərinə açır: `Ekran/1.if.Sayğac`, `Siyahı/0.ForEach/#7.Sətir`.
    private func place(_ slot: ViewSlot, prefix: String, shownID: String?, into placed: inout [Placed]) {
        switch slot {
        case .view(let name, let state, let children):
            let identity = prefix + name
            let shownName = name + (shownID.map { "#\($0)" } ?? "")
            placed.append(Placed(identity: identity, name: shownName, initial: state))
            for (index, child) in children.enumerated() {
                place(child, prefix: identity + "/\(index).", shownID: nil, into: &placed)
            }
        case .branch(let isFirst, let inner):
            place(inner, prefix: prefix + (isFirst ? "if." : "else."), shownID: shownID, into: &placed)
        case .explicitID(let id, let inner):
            place(inner, prefix: prefix + "#\(id).", shownID: id, into: &placed)
        case .forEach(let items):
            for item in items {
                place(item.slot, prefix: prefix + "ForEach/#\(item.id).", shownID: item.id, into: &placed)
            }
        }
    }

    private func describe(_ state: [String: String]) -> String {
        let pairs = state.keys.sorted().map { "\($0)=\(state[$0]!)" }
        return state.isEmpty ? "" : " [" + pairs.joined(separator: ", ") + "]"
    }
}
