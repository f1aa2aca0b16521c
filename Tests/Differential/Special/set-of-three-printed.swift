// expect: nondeterministic — a Set of three strings printed directly; its order changes with the hash seed.
let tags: Set = ["swift", "ios", "uikit"]
print(tags)
print(tags.count)
