// main.swift — storing a closure parameter requires @escaping
class Button {
    var handlers: [() -> Void] = []

    func onTap(_ handler: () -> Void) {
        handlers.append(handler)
    }
}

let button = Button()
button.onTap { print("tapped") }
button.handlers.forEach { $0() }
