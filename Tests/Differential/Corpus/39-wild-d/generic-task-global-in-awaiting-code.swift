// A global Task<Int, Never> started with explicit generic arguments in code that awaits
import Foundation
let job = Task<Int, Never> {
    print("job body runs")
    return 21 * 2
}
print("job created")
Thread.sleep(forTimeInterval: 0.3)
print("slept without suspending")
print("value", await job.value)
