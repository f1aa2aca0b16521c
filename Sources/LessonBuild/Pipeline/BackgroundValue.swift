import Foundation

/// A value computed on another thread while the caller goes on; `value` waits for it.
final class BackgroundValue<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchGroup()

    init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            // Written before `leave`, read after `wait`: the group orders the two.
            self.result = make()
            self.done.leave()
        }
    }

    var value: Value {
        done.wait()
        return result!
    }
}
