// A global let declared without a value and assigned in an if/else, and a guard-bound global used later.
let greeting: String
let hour = 14
if hour < 12 {
    greeting = "Günaydın"
} else {
    greeting = "Tünaydın"
}
print(greeting)
guard let limit = Int("25") else { fatalError("bad limit") }
func isAllowed(_ n: Int) -> Bool { n <= limit }
print(isAllowed(10), isAllowed(30))
let (width, height) = (16, 9)
var area: Int { width * height }
print("area", area)
