// #function inside a top-level function that reads a guard-bound global.
guard let user = Optional("ada") else { fatalError("no user") }
func greet() { print(#function, user) }
func farewell(times: Int) { for _ in 0..<times { print(#function, user.uppercased()) } }
greet()
farewell(times: 2)
