// The same sort written with every closure syntax form, from full to operator method.
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(names.sorted(by: backward))
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted(by: { $0 > $1 }))
print(names.sorted(by: >))
print(names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
