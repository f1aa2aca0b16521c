// A class with a nested class and a nested struct used to model a linked structure.
final class Playlist {
    final class Entry {
        let title: String
        var next: Entry?
        init(_ title: String) { self.title = title }
    }
    struct Stats { var count = 0; var totalLength = 0 }
    private var head: Entry?
    private var tail: Entry?
    private(set) var stats = Stats()
    func append(_ title: String) {
        let entry = Entry(title)
        if let tail { tail.next = entry } else { head = entry }
        tail = entry
        stats.count += 1
        stats.totalLength += title.count
    }
    func titles() -> [String] {
        var out: [String] = []
        var cursor = head
        while let c = cursor { out.append(c.title); cursor = c.next }
        return out
    }
}
let list = Playlist()
["Intro", "Sarı Gəlin", "Outro"].forEach(list.append)
print(list.titles())
print(list.stats)
let loose = Playlist.Entry("standalone")
print(loose.title, loose.next == nil)
