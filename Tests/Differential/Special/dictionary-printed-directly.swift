// expect: nondeterministic — print(dictionary) with several keys shows them in hash order.
let capitals = ["Türkiye": "Ankara", "Azərbaycan": "Bakı", "Gürcüstan": "Tbilisi", "Ermənistan": "İrəvan"]
print(capitals)
print(capitals.count, "entries")
