// main.swift — == on a struct that does not conform to Equatable
struct Version {
    let major: Int
    let minor: Int
}

let installed = Version(major: 1, minor: 4)
let latest = Version(major: 1, minor: 5)
if installed == latest {
    print("up to date")
}
