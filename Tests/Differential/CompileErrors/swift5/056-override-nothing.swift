// main.swift — override on a method the superclass does not have
class View {
    func draw() { print("drawing view") }
}

class Button: View {
    override func draw() { print("drawing button") }
    override func tap() { print("tapped") }
}

Button().draw()
