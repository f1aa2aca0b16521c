// Sets and dictionaries keyed by enum cases, printed only after sorting by raw value.
enum Permission: String, CaseIterable, Comparable {
    case read, write, share, delete
    static func < (a: Permission, b: Permission) -> Bool { a.rawValue < b.rawValue }
}
let editor: Set<Permission> = [.read, .write, .share]
let viewer: Set<Permission> = [.read]
print(editor.sorted(), editor.subtracting(viewer).sorted().map(\.rawValue))
print(Set(Permission.allCases).subtracting(editor).sorted())
let usage: [Permission: Int] = [.read: 120, .write: 30, .delete: 2]
for (permission, count) in usage.sorted(by: { $0.key < $1.key }) { print(permission.rawValue, count) }
print(usage.keys.sorted().first!)
