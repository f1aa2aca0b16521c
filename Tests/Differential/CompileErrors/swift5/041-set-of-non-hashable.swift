// main.swift — Set elements must be Hashable, and a class is not Hashable by default
class Tag {
    let label: String
    init(label: String) { self.label = label }
}

let tags: Set<Tag> = [Tag(label: "swift"), Tag(label: "ios")]
print(tags.count)
