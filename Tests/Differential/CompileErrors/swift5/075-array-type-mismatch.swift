// main.swift — an array of Int cannot hold a String
var scores = [98, 87, 75]
scores.append("100")
print(scores)
