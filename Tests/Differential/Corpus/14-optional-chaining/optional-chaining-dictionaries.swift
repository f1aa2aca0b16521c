// Optional chaining on dictionary subscripts, including mutation through ?.
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() { print(name, testScores[name]!) }
print(testScores["Brian"]?.count as Any)
print(testScores["Bev"]?.max() as Any)
var nested: [String: [String: Int]] = ["tr": ["bir": 1], "az": ["bir": 1, "iki": 2]]
nested["az"]?["üç"] = 3
print(nested["az"]?.count ?? 0, nested["en"]?["one"] ?? -1, nested["tr"]?["bir"] as Any)
