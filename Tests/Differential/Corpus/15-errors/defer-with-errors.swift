// defer running while an error propagates out of a function.
enum StepError: Error { case failed(Int) }
func runSteps(failAt: Int?) throws {
    print("open resource")
    defer { print("close resource") }
    for step in 1...3 {
        defer { print("  end step \(step)") }
        if step == failAt { throw StepError.failed(step) }
        print("  step \(step) ok")
    }
}
do { try runSteps(failAt: nil) } catch { print("unexpected") }
do { try runSteps(failAt: 2) } catch { print("caught \(error)") }
