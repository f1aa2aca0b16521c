// main.swift — an escaping closure in a class must use self explicitly
class Timer {
    var ticks = 0
    var callback: (() -> Void)?

    func start() {
        callback = {
            ticks += 1
        }
    }
}

let timer = Timer()
timer.start()
timer.callback?()
