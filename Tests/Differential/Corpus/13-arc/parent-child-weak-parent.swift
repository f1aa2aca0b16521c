// Parent owns children strongly; children point back weakly; the whole tree is freed at once.
final class Folder {
    let name: String
    private(set) var children: [Folder] = []
    weak var parent: Folder?
    init(_ name: String) { self.name = name }
    func add(_ child: Folder) { child.parent = self; children.append(child) }
    deinit { print("free \(name)") }
}
func build() {
    let root = Folder("root")
    let a = Folder("a")
    root.add(a)
    a.add(Folder("a1"))
    root.add(Folder("b"))
    print(a.children[0].parent?.parent?.name ?? "?")
    print("tree built")
}
build()
print("tree released")
