// Booleans and logical operators, short-circuit evaluation.
let orangesAreOrange = true
let turnipsAreDelicious = false
if turnipsAreDelicious {
    print("Mmm, tasty turnips!")
} else {
    print("Eww, turnips are horrible.")
}
func check(_ label: String, _ value: Bool) -> Bool {
    print("evaluating \(label)")
    return value
}
if check("a", false) && check("b", true) { print("both") } else { print("not both") }
if check("c", true) || check("d", true) { print("either") }
let enteredDoorCode = true, passedRetinaScan = false, hasDoorKey = false, knowsOverridePassword = true
if (enteredDoorCode && passedRetinaScan) || hasDoorKey || knowsOverridePassword {
    print("Welcome!")
}
var flag = orangesAreOrange
flag.toggle()
print(flag, !flag, flag != orangesAreOrange)
print(Bool("true") as Any, Bool("yes") as Any)
