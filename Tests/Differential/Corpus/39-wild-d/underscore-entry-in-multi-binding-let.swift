// One let with a discarded `_` binding and a named one; each initializer prints when it runs
func note(_ label: String) -> Int { print("init", label); return label.count }
let _ = note("ignored"), kept = note("kept")
print("after the declaration")
print("kept is", kept)
