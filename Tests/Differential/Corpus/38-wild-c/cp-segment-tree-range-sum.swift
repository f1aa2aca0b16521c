// Competitive-programming segment tree: global arrays, recursive build/update/query with inout-free globals.
let a = [5, 3, 8, 6, 1, 4, 7, 2]
let n = a.count
var tree = [Int](repeating: 0, count: 4 * n)

func build(_ node: Int, _ l: Int, _ r: Int) {
    if l == r { tree[node] = a[l]; return }
    let m = (l + r) / 2
    build(2 * node, l, m); build(2 * node + 1, m + 1, r)
    tree[node] = tree[2 * node] + tree[2 * node + 1]
}
func update(_ node: Int, _ l: Int, _ r: Int, _ pos: Int, _ val: Int) {
    if l == r { tree[node] = val; return }
    let m = (l + r) >> 1
    if pos <= m { update(2*node, l, m, pos, val) } else { update(2*node+1, m+1, r, pos, val) }
    tree[node] = tree[2*node] + tree[2*node+1]
}
func query(_ node: Int, _ l: Int, _ r: Int, _ ql: Int, _ qr: Int) -> Int {
    if qr < l || r < ql { return 0 }
    if ql <= l && r <= qr { return tree[node] }
    let m = (l + r) >> 1
    return query(2*node, l, m, ql, qr) + query(2*node+1, m+1, r, ql, qr)
}
build(1, 0, n - 1)
print("total:", tree[1])
for (ql, qr) in [(0, 3), (2, 5), (4, 7), (3, 3)] {
    print("sum[\(ql)...\(qr)] =", query(1, 0, n - 1, ql, qr))
}
update(1, 0, n - 1, 2, 100)
print("after a[2]=100:", query(1, 0, n - 1, 0, 3), tree[1])
print(tree.prefix(16).map(String.init).joined(separator: " "))
