// Generic classes: a Repository<Model> base class subclassed with a concrete model type.
protocol Model { var id: Int { get } }
class Repository<M: Model> {
    private(set) var storage: [Int: M] = [:]
    func save(_ m: M) { storage[m.id] = m; didSave(m) }
    func didSave(_ m: M) {}
    func all() -> [M] { storage.keys.sorted().map { storage[$0]! } }
}
struct Note: Model { let id: Int; var text: String }
final class NoteRepository: Repository<Note> {
    var log: [String] = []
    override func didSave(_ m: Note) { log.append("saved \(m.id)") }
}
let repo = NoteRepository()
repo.save(Note(id: 3, text: "üçüncü"))
repo.save(Note(id: 1, text: "birinci"))
repo.save(Note(id: 3, text: "üçüncü (düzeltildi)"))
print(repo.all().map(\.text))
print(repo.log)
