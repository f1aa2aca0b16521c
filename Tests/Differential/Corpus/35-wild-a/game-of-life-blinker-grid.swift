// Conway's Game of Life on a small grid: a struct with subscript, mutating step on a global, ASCII output.
struct Grid: CustomStringConvertible {
    let width: Int, height: Int
    private var cells: [Bool]
    init(width: Int, height: Int, alive: [(Int, Int)]) {
        self.width = width; self.height = height
        cells = Array(repeating: false, count: width * height)
        for (x, y) in alive { self[x, y] = true }
    }
    subscript(x: Int, y: Int) -> Bool {
        get { (0..<width).contains(x) && (0..<height).contains(y) && cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    func neighbours(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 { for dx in -1...1 where !(dx == 0 && dy == 0) { if self[x + dx, y + dy] { n += 1 } } }
        return n
    }
    mutating func step() {
        var next = self
        for y in 0..<height { for x in 0..<width {
            let n = neighbours(x, y)
            next[x, y] = n == 3 || (n == 2 && self[x, y])
        } }
        self = next
    }
    var description: String {
        (0..<height).map { y in String((0..<width).map { self[$0, y] ? "#" : "." }) }.joined(separator: "\n")
    }
}

var world = Grid(width: 5, height: 5, alive: [(1, 2), (2, 2), (3, 2), (3, 1), (0, 0)])
for generation in 0..<3 {
    print("generation \(generation):")
    print(world)
    world.step()
}
