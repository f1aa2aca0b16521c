// main.swift — an async function cannot be called from a synchronous function
func fetchUsername() async -> String {
    "ada"
}

func showProfile() {
    let name = await fetchUsername()
    print("Profile of \(name)")
}

showProfile()
