// Generator edge: access modifier on declaration made local
guard let base = Int("2") else { fatalError() }
private func scaled(_ x: Int) -> Int { x * base }
public let doubledBase = base * 2
print(scaled(3), doubledBase)
