// expect: exit 0 — a repeating dispatch timer source on the main queue counts down, then exit(0) ends dispatchMain().
import Foundation
var remaining = 3
let source = DispatchSource.makeTimerSource(queue: .main)
source.schedule(deadline: .now(), repeating: .milliseconds(5))
source.setEventHandler {
    print("tick", remaining)
    remaining -= 1
    if remaining == 0 { print("liftoff"); exit(0) }
}
source.resume()
dispatchMain()
