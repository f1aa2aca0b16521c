// main.swift — an escaping closure cannot capture an inout parameter
var pending: [() -> Void] = []

func scheduleIncrement(_ value: inout Int) {
    pending.append {
        value += 1
    }
}

var total = 0
scheduleIncrement(&total)
pending.forEach { $0() }
print(total)
