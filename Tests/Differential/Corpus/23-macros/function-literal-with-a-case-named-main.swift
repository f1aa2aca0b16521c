// #function in top-level code and a local function when an enum has a case named main
enum Route { case main, settings }
let route = Route.main
do {
    func render() -> String { #function }
    print(route, render())
}
