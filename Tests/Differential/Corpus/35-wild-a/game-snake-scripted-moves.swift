// A snake game simulation on a small board: scripted turns, food at fixed spots, collision detection.
struct Point: Hashable { var x: Int, y: Int }

enum Heading: Character { case up = "U", down = "D", left = "L", right = "R"
    var delta: Point {
        switch self { case .up: Point(x: 0, y: -1); case .down: Point(x: 0, y: 1); case .left: Point(x: -1, y: 0); case .right: Point(x: 1, y: 0) }
    }
}

struct SnakeGame {
    let width = 6, height = 4
    var body: [Point] = [Point(x: 1, y: 1)]
    var food: [Point] = [Point(x: 3, y: 1), Point(x: 3, y: 3), Point(x: 0, y: 3)]
    var score = 0
    enum Outcome { case moved, ate, crashed(String) }

    mutating func step(_ heading: Heading) -> Outcome {
        let head = Point(x: body[0].x + heading.delta.x, y: body[0].y + heading.delta.y)
        guard (0..<width).contains(head.x), (0..<height).contains(head.y) else { return .crashed("wall") }
        if body.dropLast().contains(head) { return .crashed("self") }
        body.insert(head, at: 0)
        if let i = food.firstIndex(of: head) { food.remove(at: i); score += 1; return .ate }
        body.removeLast()
        return .moved
    }
    func render() -> String {
        (0..<height).map { y in String((0..<width).map { x -> Character in
            let p = Point(x: x, y: y)
            return p == body[0] ? "@" : body.contains(p) ? "o" : food.contains(p) ? "*" : "."
        }) }.joined(separator: "\n")
    }
}

var game = SnakeGame()
for move in "RRDDLLLUUUU" {
    let outcome = game.step(Heading(rawValue: move)!)
    print(move, outcome, "length \(game.body.count)")
    if case .crashed = outcome { break }
}
print(game.render())
print("score:", game.score)
