import Testing

@testable import LessonBuild
@testable import LessonModel

/// A kernel renamed under its listing: the listing is an error naming the new file, not a silent excerpt.
@Suite struct RenamedKernelTests {
    let kernelBody = "struct Stepper {\n    var step = 0\n}\n"

    func errors(_ lesson: String, kernels: [String: String]) -> [Diagnostic] {
        let (course, registry) = course(lesson, kernels: kernels)
        return Checker(registry: registry, executor: ScriptedExecutor(first: [:]), timeout: 10).check(course).errors
    }

    @Test func aListingOfARenamedKernelSaysSo() {
        let listing = "# T\n\n```swift\n// Steps.swift\n" + kernelBody + "```\n"
        // Renamed with its text unchanged (the file still starts `// Steps.swift`), or with its header updated.
        for kernelText in ["// Steps.swift\n" + kernelBody + "// changed since\n", "// Stepper.swift\n" + kernelBody] {
            let found = errors(listing, kernels: ["Stepper": kernelText])
            #expect(found.map(\.id) == [.notAListing], "\(found)")
            #expect(found.first?.location.line == 3)
            #expect(found.first?.message.contains("Stepper.swift") == true)
        }
    }

    @Test func anExcerptLikeNoKernelStaysAnExcerpt() {
        let excerpt = "# T\n\n```swift\n// Steps.swift\nlet other = 1\n```\n"
        #expect(errors(excerpt, kernels: ["Stepper": "// Stepper.swift\n" + kernelBody]).isEmpty)
    }
}
