// expect: nondeterministic — a two-key Dictionary iterated in hash order; the tool must report it, never fill it.
let stock = ["çay": 3, "simit": 10]
for (item, count) in stock {
    print(item, count)
}
print("done")
