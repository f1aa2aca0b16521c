// main.swift — a small model with several independent mistakes
struct Recipe {
    let name: String
    var servings: Int
    var ingredients: [String]

    func scaled(by factor: Int) -> Recipe {
        servings *= factor
        return self
    }
}

let soup = Recipe(name: "Soup", servings: 2, ingredients: ["leek"])
soup.ingredients.append("potato")
print(soup.name.count + soup.title)
