// UUID(uuidString:) validation and an IndexSet of selected rows, as a table-view tutorial uses them.
import Foundation

for text in ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "not-a-uuid", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"] {
    if let id = UUID(uuidString: text) {
        print("valid:", id.uuidString, id == UUID(uuidString: text.uppercased()))
    } else {
        print("invalid:", text)
    }
}
let u = UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
print(u, u.uuid.15)

var selected = IndexSet([1, 2, 3, 7, 8, 12])
selected.insert(integersIn: 4..<6)
selected.remove(2)
print(selected, Array(selected))
print("ranges:", selected.rangeView.map { "\($0.lowerBound)..<\($0.upperBound)" })
print(selected.contains(5), selected.count, selected.first!, selected.last!)
print(selected.filteredIndexSet { $0 % 2 == 0 }.map { $0 })
