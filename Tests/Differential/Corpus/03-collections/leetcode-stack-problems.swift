// Stack-based solutions: valid parentheses, daily temperatures and evaluating reverse Polish notation.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}

func isValid(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in s {
        if let open = pairs[ch] {
            guard stack.pop() == open else { return false }
        } else {
            stack.push(ch)
        }
    }
    return stack.isEmpty
}

func dailyTemperatures(_ temps: [Int]) -> [Int] {
    var answer = Array(repeating: 0, count: temps.count)
    var stack = Stack<Int>()
    for (i, t) in temps.enumerated() {
        while let j = stack.top, temps[j] < t {
            answer[j] = i - j
            _ = stack.pop()
        }
        stack.push(i)
    }
    return answer
}

func evalRPN(_ tokens: [String]) -> Int {
    var stack = Stack<Int>()
    for token in tokens {
        if let n = Int(token) { stack.push(n); continue }
        let b = stack.pop()!, a = stack.pop()!
        switch token {
        case "+": stack.push(a + b)
        case "-": stack.push(a - b)
        case "*": stack.push(a * b)
        default: stack.push(a / b)
        }
    }
    return stack.pop() ?? 0
}

for s in ["()", "()[]{}", "(]", "([)]", "{[]}", ""] { print(s.isEmpty ? "<empty>" : s, isValid(s)) }
print(dailyTemperatures([73, 74, 75, 71, 69, 72, 76, 73]))
print(evalRPN(["2", "1", "+", "3", "*"]), evalRPN(["4", "13", "5", "/", "+"]))
print(evalRPN(["10", "6", "9", "3", "+", "-11", "*", "/", "*", "17", "+", "5", "+"]))
