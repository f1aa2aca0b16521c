// A public method in an extension of a standard type takes a public struct declared at top level
public struct Box {
    var value = 7
}

extension Array {
    public func value(of box: Box) -> Int { box.value + count }
}

print([0].value(of: Box()))
print([1, 2, 3].value(of: Box(value: 10)))
