// main.swift — a main-actor protocol method called synchronously from a nonisolated async function
// fails the same way in Swift 5
@MainActor
protocol Presenter {
    func present(_ message: String)
}

func announce(_ presenter: any Presenter) async {
    presenter.present("Saved")
}
