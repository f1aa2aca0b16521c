// A trie of class nodes for autocomplete: insert, prefix search with DFS, counting words, and deletion flags.
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
}
final class Trie {
    private let root = TrieNode()
    private(set) var wordCount = 0
    func insert(_ word: String) {
        var node = root
        for ch in word.lowercased() {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
        }
        if !node.isWord { node.isWord = true; wordCount += 1 }
    }
    private func node(for prefix: String) -> TrieNode? {
        var node: TrieNode? = root
        for ch in prefix { node = node?.children[ch] }
        return node
    }
    func complete(_ prefix: String, limit: Int = 5) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var out: [String] = []
        func dfs(_ n: TrieNode, _ path: String) {
            if out.count == limit { return }
            if n.isWord { out.append(path) }
            for key in n.children.keys.sorted() { dfs(n.children[key]!, path + String(key)) }
        }
        dfs(start, prefix)
        return out
    }
    func remove(_ word: String) -> Bool {
        guard let n = node(for: word), n.isWord else { return false }
        n.isWord = false; wordCount -= 1
        return true
    }
}
let trie = Trie()
"car card care careful cart cat dog dot do Car".split(separator: " ").forEach { trie.insert(String($0)) }
print(trie.wordCount)
print(trie.complete("car"), trie.complete("do"), trie.complete("x"))
print(trie.complete("ca", limit: 3))
print(trie.remove("card"), trie.remove("card"), trie.complete("car"), trie.wordCount)
