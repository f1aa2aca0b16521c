// Advent-of-Code style: parse an instruction list into an enum, run a tiny VM, detect the infinite loop, then patch it.
enum Op { case nop(Int), acc(Int), jmp(Int) }
let input = """
nop +0
acc +1
jmp +4
acc +3
jmp -3
acc -99
acc +1
jmp -4
acc +6
"""
let program: [Op] = input.split(separator: "\n").map { line in
    let parts = line.split(separator: " ")
    let n = Int(parts[1])!
    switch parts[0] {
    case "acc": return .acc(n)
    case "jmp": return .jmp(n)
    default: return .nop(n)
    }
}
enum Result { case loop(Int), terminated(Int) }
func run(_ code: [Op]) -> Result {
    var pc = 0, acc = 0, visited = Set<Int>()
    while pc < code.count {
        guard visited.insert(pc).inserted else { return .loop(acc) }
        switch code[pc] {
        case .nop: pc += 1
        case .acc(let n): acc += n; pc += 1
        case .jmp(let n): pc += n
        }
    }
    return .terminated(acc)
}
print("part 1:", run(program))
for i in program.indices {
    var patched = program
    switch patched[i] {
    case .nop(let n): patched[i] = .jmp(n)
    case .jmp(let n): patched[i] = .nop(n)
    case .acc: continue
    }
    if case .terminated(let acc) = run(patched) { print("part 2: flip line \(i + 1) ->", acc); break }
}
