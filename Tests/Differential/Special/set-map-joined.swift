// expect: nondeterministic — a Set mapped and joined without sorting, then its first element.
let visited: Set = ["İzmir", "Bursa", "Gəncə", "Şəki", "Antalya"]
print(visited.map { $0.uppercased() }.joined(separator: ", "))
print(visited.first!)
