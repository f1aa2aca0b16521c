// main.swift — a @preconcurrency conformance does not excuse a missing await on an actor call
// fails the same way in Swift 5
protocol Refreshable {
    func refresh() async
}

actor Feed: @preconcurrency Refreshable {
    var items: [String] = []
    func refresh() async { items.append("new") }
}

func pull(_ feed: Feed) async {
    feed.refresh()
}
