// Huffman coding: class tree nodes, a sorted-array priority queue with deterministic tie-breaks, encode/decode.
final class HNode {
    let freq: Int, symbol: Character?, left: HNode?, right: HNode?, order: Int
    init(freq: Int, symbol: Character? = nil, left: HNode? = nil, right: HNode? = nil, order: Int) {
        self.freq = freq; self.symbol = symbol; self.left = left; self.right = right; self.order = order
    }
}
func buildTree(_ text: String) -> HNode {
    let counts = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    var queue = counts.sorted { $0.key < $1.key }.enumerated().map { HNode(freq: $1.value, symbol: $1.key, order: $0) }
    var next = queue.count
    while queue.count > 1 {
        queue.sort { ($0.freq, $0.order) < ($1.freq, $1.order) }
        let a = queue.removeFirst(), b = queue.removeFirst()
        queue.append(HNode(freq: a.freq + b.freq, left: a, right: b, order: next)); next += 1
    }
    return queue[0]
}
func codes(_ node: HNode, _ prefix: String = "", into table: inout [Character: String]) {
    if let s = node.symbol { table[s] = prefix.isEmpty ? "0" : prefix; return }
    codes(node.left!, prefix + "0", into: &table)
    codes(node.right!, prefix + "1", into: &table)
}
let text = "abracadabra alakazam"
let root = buildTree(text)
var table: [Character: String] = [:]
codes(root, into: &table)
for (ch, code) in table.sorted(by: { ($0.value.count, $0.key) < ($1.value.count, $1.key) }) { print("'\(ch)' \(code)") }
let encoded = text.map { table[$0]! }.joined()
print(encoded.count, "bits vs", text.utf8.count * 8)
var decoded = "", node = root
for bit in encoded {
    node = bit == "0" ? node.left! : node.right!
    if let s = node.symbol { decoded.append(s); node = root }
}
print(decoded == text, decoded)
