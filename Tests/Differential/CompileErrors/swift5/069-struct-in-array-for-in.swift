// main.swift — the loop variable of for-in is a let copy of each struct
struct Item {
    var name: String
    var isDone = false
}

var todo = [Item(name: "Shop"), Item(name: "Cook")]
for item in todo {
    item.isDone = true
}
print(todo)
