// Synthesized Equatable, Hashable and Comparable conformances for structs and enums.
struct Vector3D: Equatable, Hashable { var x = 0.0, y = 0.0, z = 0.0 }
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour { print("These two vectors are also equivalent.") }
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
let levels = [SkillLevel.intermediate, SkillLevel.beginner, SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() { print(level) }
let unique = Set([twoThreeFour, anotherTwoThreeFour, Vector3D()])
print(unique.count)
