// Top-k frequent words with ties broken alphabetically, and merging overlapping intervals.
func topKFrequent(_ words: [String], _ k: Int) -> [String] {
    let counts = words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    return counts.sorted { a, b in a.value == b.value ? a.key < b.key : a.value > b.value }
        .prefix(k)
        .map(\.key)
}

func merge(_ intervals: [[Int]]) -> [[Int]] {
    let sorted = intervals.sorted { $0[0] < $1[0] }
    var merged: [[Int]] = []
    for interval in sorted {
        if let last = merged.last, last[1] >= interval[0] {
            merged[merged.count - 1][1] = max(last[1], interval[1])
        } else {
            merged.append(interval)
        }
    }
    return merged
}

func insert(_ intervals: [[Int]], _ newInterval: [Int]) -> [[Int]] {
    merge(intervals + [newInterval])
}

print(topKFrequent(["i", "love", "leetcode", "i", "love", "coding"], 2))
print(topKFrequent(["the", "day", "is", "sunny", "the", "the", "the", "sunny", "is", "is"], 4))
let text = "elma armut elma kiraz armut elma üzüm kiraz"
print(topKFrequent(text.split(separator: " ").map(String.init), 3))
print(merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
print(merge([[1, 4], [4, 5]]), merge([[4, 7], [1, 4]]), merge([]))
print(insert([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8]))
