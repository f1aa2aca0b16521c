// Weak and unowned references between top-level objects, and a weak reference cleared in a scope.
final class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) gone") }
}
final class Pet {
    unowned let owner: Owner
    weak var friend: Pet?
    init(owner: Owner) { self.owner = owner }
    deinit { print("pet of \(owner.name) gone") }
}
let owner = Owner(name: "Nigar")
owner.pet = Pet(owner: owner)
do {
    let stray = Pet(owner: owner)
    owner.pet?.friend = stray
    print("friend set:", owner.pet?.friend != nil)
}
print("friend after scope:", owner.pet?.friend != nil)
print(owner.pet!.owner.name)
