// main.swift — a value passed as a sending parameter cannot be used afterwards
// compiles in Swift 5
final class Frame {
    var index = 0
}

func enqueue(_ frame: sending Frame) {
    Task { print(frame.index) }
}

func render() {
    let frame = Frame()
    enqueue(frame)
    frame.index = 1
}
