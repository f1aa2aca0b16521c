// print with separators and terminators, ending the program without a final newline.
let parts = ["bir", "iki", "üç"]
print(parts[0], parts[1], parts[2], separator: " | ")
print("loading", terminator: "")
for _ in 1...3 { print(".", terminator: "") }
print()
print(1, 2, 3, separator: "", terminator: " <- joined\n")
print("", terminator: "")
print("a", "b", separator: "\n")
debugPrint("quoted", 1, terminator: "!\n")
print("last line without newline", terminator: "")
