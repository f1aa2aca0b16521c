// main.swift — a view model with an initialiser gap, a wrong type and a missing member
class ProfileViewModel {
    var name: String
    var age: Int
    var isPremium: Bool

    init(name: String) {
        self.name = name
        self.age = "unknown"
    }

    func badge() -> String {
        isPremium ? "⭐️ \(name)" : nam
    }
}

print(ProfileViewModel(name: "Kai").badge())
