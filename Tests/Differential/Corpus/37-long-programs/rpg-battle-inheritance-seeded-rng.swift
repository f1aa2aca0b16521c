// Turn-based RPG battle: class hierarchy with overrides, protocols for abilities, a seeded RandomNumberGenerator.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
var rng = SplitMix64(state: 2024)

func roll(_ sides: Int) -> Int { Int(rng.next() % UInt64(sides)) + 1 }

protocol Healer { func heal(_ target: Character) -> Int }

class Character: CustomStringConvertible {
    let name: String
    var hp: Int
    let maxHP: Int
    var attack: Int
    var isAlive: Bool { hp > 0 }
    init(name: String, hp: Int, attack: Int) { self.name = name; self.hp = hp; self.maxHP = hp; self.attack = attack }
    func damage(against target: Character) -> Int { attack + roll(6) }
    func takeHit(_ amount: Int) -> Int {
        let dealt = min(hp, amount)
        hp -= dealt
        return dealt
    }
    func act(allies: [Character], enemies: [Character]) -> String {
        guard let target = enemies.filter(\.isAlive).min(by: { $0.hp < $1.hp }) else { return "\(name) waits" }
        let dealt = target.takeHit(damage(against: target))
        return "\(name) hits \(target.name) for \(dealt)" + (target.isAlive ? "" : " — \(target.name) falls!")
    }
    var description: String { "\(name)(\(hp)/\(maxHP))" }
}

final class Warrior: Character {
    var rage = 0
    override func damage(against target: Character) -> Int {
        rage += 1
        return super.damage(against: target) + (rage % 3 == 0 ? 8 : 0)
    }
}

final class Cleric: Character, Healer {
    func heal(_ target: Character) -> Int {
        let amount = min(target.maxHP - target.hp, 6 + roll(4))
        target.hp += amount
        return amount
    }
    override func act(allies: [Character], enemies: [Character]) -> String {
        if let hurt = allies.filter({ $0.isAlive && $0.hp * 2 < $0.maxHP }).min(by: { $0.hp < $1.hp }) {
            return "\(name) heals \(hurt.name) for \(heal(hurt))"
        }
        return super.act(allies: allies, enemies: enemies)
    }
}

class Monster: Character {
    override func damage(against target: Character) -> Int { attack + roll(4) }
}

final class Dragon: Monster {
    var breathCharged = false
    override func act(allies: [Character], enemies: [Character]) -> String {
        breathCharged.toggle()
        guard !breathCharged else { return "\(name) inhales deeply..." }
        let living = enemies.filter(\.isAlive)
        let total = living.map { $0.takeHit(5 + roll(4)) }.reduce(0, +)
        return "\(name) breathes fire on \(living.map(\.name).joined(separator: ", ")) for \(total) total"
    }
}

let heroes: [Character] = [Warrior(name: "Brom", hp: 40, attack: 6), Cleric(name: "Ilsa", hp: 28, attack: 3),
                           Character(name: "Pip", hp: 22, attack: 5)]
let foes: [Character] = [Monster(name: "Goblin", hp: 15, attack: 3), Dragon(name: "Ember", hp: 60, attack: 0),
                         Monster(name: "Orc", hp: 25, attack: 5)]
var round = 0
while heroes.contains(where: \.isAlive) && foes.contains(where: \.isAlive) && round < 20 {
    round += 1
    print("— round \(round): \(heroes) vs \(foes)")
    for actor in (heroes + foes) where actor.isAlive {
        let isHero = heroes.contains { $0 === actor }
        let line = actor.act(allies: isHero ? heroes : foes, enemies: isHero ? foes : heroes)
        print("   \(line)")
        if !heroes.contains(where: \.isAlive) || !foes.contains(where: \.isAlive) { break }
    }
}
print(heroes.contains(where: \.isAlive) ? "Heroes win after \(round) rounds" : "The party is defeated")
print("survivors:", (heroes + foes).filter(\.isAlive).map { "\($0) [\(type(of: $0))]" })
print((heroes + foes).map { $0 is Healer }, foes.compactMap { $0 as? Dragon }.map(\.breathCharged))
