// main.swift — a noncopyable type cannot be used where a generic needs Copyable
struct Token: ~Copyable {
    let value: Int
}

func duplicate<T>(_ item: T) -> (T, T) {
    (item, item)
}

let pair = duplicate(Token(value: 1))
print(pair.0.value)
