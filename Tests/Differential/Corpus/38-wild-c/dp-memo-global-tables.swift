// Dynamic programming with global memo tables: coin change, LCS length, and edit distance with inout scratch.
var memo: [Int: Int] = [:]
let coins = [1, 5, 10, 25]

func ways(_ amount: Int, _ index: Int = 0) -> Int {
    if amount == 0 { return 1 }
    if amount < 0 || index == coins.count { return 0 }
    let key = amount * 10 + index
    if let cached = memo[key] { return cached }
    let result = ways(amount - coins[index], index) + ways(amount, index + 1)
    memo[key] = result
    return result
}
print("ways(100) =", ways(100), "memo entries:", memo.count)

func lcs(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count { for j in 1...y.count {
        dp[i][j] = x[i-1] == y[j-1] ? dp[i-1][j-1] + 1 : max(dp[i-1][j], dp[i][j-1])
    } }
    return dp[x.count][y.count]
}
print("lcs =", lcs("AGGTAB", "GXTXAYB"))

func editDistance(_ a: String, _ b: String, row: inout [Int]) -> Int {
    let s = Array(a.utf8), t = Array(b.utf8)
    row = Array(0...t.count)
    for i in 1...s.count {
        var prev = row[0]; row[0] = i
        for j in 1...t.count {
            let tmp = row[j]
            row[j] = s[i-1] == t[j-1] ? prev : 1 + min(prev, row[j], row[j-1])
            prev = tmp
        }
    }
    return row[t.count]
}
var scratch: [Int] = []
print("edit =", editDistance("kitten", "sitting", row: &scratch), scratch)
